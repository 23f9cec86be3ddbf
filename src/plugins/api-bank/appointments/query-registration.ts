import { defineApiBankApi } from '../shared/define.js';
import { inputOf, sameDates, sameResult, trimmed } from '../shared/checks.js';
import { normaliseDate } from '../shared/dates.js';
import { refuse } from '../shared/errors.js';
import { out, str } from '../shared/params.js';

export const QueryRegistration = defineApiBankApi({
  name: 'QueryRegistration',
  description: "Lists a patient's doctor appointments on a day.",
  parameters: { patient_name: str("The patient's name."), date: str('The day, YYYY-MM-DD.') },
  output: { appointments: out('json', 'The matching appointments keyed by appointment id.') },
  database: 'Appointments',
  run({ patient_name, date }, { db }) {
    const patient = patient_name.trim();
    const day = normaliseDate(date, 'D');
    if (!day.ok) refuse(day.message);
    const found: Record<string, unknown> = {};
    for (const [id, appointment] of db) {
      const stored = normaliseDate(appointment.date, 'D');
      if (appointment.patient_name === patient && stored.ok && stored.value === day.value) found[id] = { ...appointment };
    }
    if (Object.keys(found).length === 0) refuse('No appointments found.');
    return found;
  },
  check(response, gold) {
    return (
      trimmed(inputOf(response, 'patient_name')) === trimmed(inputOf(gold, 'patient_name')) &&
      sameDates(response, gold, 'date', 'D') &&
      sameResult(response, gold)
    );
  },
});
