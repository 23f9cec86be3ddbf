import { defineApiBankApi } from '../shared/define.js';
import { inputOf, sameResult, trimmed } from '../shared/checks.js';
import { refuse } from '../shared/errors.js';
import { out, str } from '../shared/params.js';

export const CancelRegistration = defineApiBankApi({
  name: 'CancelRegistration',
  description: 'Cancels a doctor appointment by its id.',
  parameters: { appointment_id: str('The appointment id.') },
  output: { status: out('str', 'success when the appointment was cancelled.') },
  database: 'Appointments',
  writes: true,
  run({ appointment_id }, { db }) {
    const id = appointment_id.trim();
    if (!db.has(id)) refuse('The appointment ID is incorrect.');
    db.delete(id);
    return 'success';
  },
  check(response, gold) {
    return trimmed(inputOf(response, 'appointment_id')) === trimmed(inputOf(gold, 'appointment_id')) && sameResult(response, gold);
  },
});
