import { defineApiBankApi } from '../shared/define.js';
import { pythonEquals, sameDates, inputOf, trimmed } from '../shared/checks.js';
import { normaliseDate } from '../shared/dates.js';
import { item, refuse } from '../shared/errors.js';
import { out, str } from '../shared/params.js';

export const AppointmentRegistration = defineApiBankApi({
  name: 'AppointmentRegistration',
  description: 'Books a doctor appointment for a patient on a day and returns the appointment id.',
  parameters: { patient_name: str("The patient's name."), date: str('The day, YYYY-MM-DD.'), doctor_name: str("The doctor's name.") },
  output: { appointment_id: out('str', 'The new appointment id (8 digits).') },
  database: 'Appointments',
  writes: true,
  run({ patient_name, date, doctor_name }, { db, random, recordedOutput }) {
    const patient = patient_name.trim();
    const doctor = doctor_name.trim();
    if (patient === '' || doctor === '') refuse('Patient name or doctor name cannot be empty.');
    const day = normaliseDate(date, 'D');
    if (!day.ok) refuse(day.message);
    for (const appointment of db.values()) {
      if (appointment.patient_name !== patient) continue;
      const stored = normaliseDate(appointment.date, 'D');
      if (!stored.ok || stored.value !== day.value) continue;
      if (appointment.doctor_name === doctor) refuse('This appointment has already been registered.');
      refuse('This patient has already been registered in this day.');
    }
    // Rebuilding a recorded dialogue keeps its recorded id, so later recorded calls find it.
    let id = typeof recordedOutput === 'string' && /^\d{8}$/.test(recordedOutput) && !db.has(recordedOutput) ? recordedOutput : '';
    while (id === '' || db.has(id)) id = String(10_000_000 + Math.floor(random() * 90_000_000));
    db.set(id, { patient_name: patient, date: day.value, doctor_name: doctor });
    return id;
  },
  check(response, gold) {
    if (trimmed(inputOf(response, 'patient_name')) !== trimmed(inputOf(gold, 'patient_name'))) return false;
    if (!sameDates(response, gold, 'date', 'D')) return false;
    if (trimmed(inputOf(response, 'doctor_name')) !== trimmed(inputOf(gold, 'doctor_name'))) return false;
    if (item(gold, 'output') === null && item(response, 'output') !== null) return false;
    return pythonEquals(item(response, 'exception'), item(gold, 'exception'));
  },
});
