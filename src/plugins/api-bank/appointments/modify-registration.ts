import { defineApiBankApi } from '../shared/define.js';
import { inputOf, sameResult, trimmed } from '../shared/checks.js';
import { normaliseDate, sameNormalised } from '../shared/dates.js';
import { refuse } from '../shared/errors.js';
import { out, str } from '../shared/params.js';

export const ModifyRegistration = defineApiBankApi({
  name: 'ModifyRegistration',
  description: 'Moves a doctor appointment to another day and/or another doctor.',
  parameters: {
    appointment_id: str('The appointment id.'),
    new_appointment_date: { type: 'str', description: 'The new day, YYYY-MM-DD.', optional: true },
    new_appointment_doctor: { type: 'str', description: 'The new doctor.', optional: true },
  },
  output: { status: out('str', 'success when the appointment was changed.') },
  database: 'Appointments',
  writes: true,
  run({ appointment_id, new_appointment_date: date = null, new_appointment_doctor: doctorArgument = null }, { db }) {
    const appointment = db.get(appointment_id.trim());
    if (appointment === undefined) refuse('The appointment ID does not exist.');
    const day = date === null ? undefined : normaliseDate(date, 'D');
    const doctor = doctorArgument === null ? undefined : doctorArgument.trim();
    if (doctor === '') refuse('Fail because the doctor name is empty.');
    if (day !== undefined && !day.ok) refuse(day.message);
    if (day === undefined && doctor === undefined) refuse('Fail because no modification is made.');
    const sameDay = day !== undefined && day.ok && day.value === appointment.date;
    const sameDoctor = doctor !== undefined && doctor === appointment.doctor_name;
    if (day === undefined && sameDoctor) refuse('Fail because doctor is not changed.');
    if (doctor === undefined && sameDay) refuse('Fail because date is not changed.');
    if (sameDay && sameDoctor) refuse('Fail because no modification is made.');
    if (sameDay) refuse('Fail because date is not changed.');
    if (sameDoctor) refuse('Fail because doctor is not changed.');
    if (day !== undefined && day.ok) appointment.date = day.value;
    if (doctor !== undefined) appointment.doctor_name = doctor;
    return 'success';
  },
  check(response, gold) {
    if (trimmed(inputOf(response, 'appointment_id')) !== trimmed(inputOf(gold, 'appointment_id'))) return false;
    const responseDate = inputOf(response, 'new_appointment_date');
    const goldDate = inputOf(gold, 'new_appointment_date');
    const datesAgree =
      responseDate === null || goldDate === null
        ? responseDate === goldDate
        : sameNormalised(normaliseDate(responseDate, 'D'), normaliseDate(goldDate, 'D'));
    if (!datesAgree) return false;
    const responseDoctor = inputOf(response, 'new_appointment_doctor');
    const goldDoctor = inputOf(gold, 'new_appointment_doctor');
    const doctorsAgree = responseDoctor === null || goldDoctor === null ? responseDoctor === goldDoctor : trimmed(responseDoctor) === trimmed(goldDoctor);
    return doctorsAgree && sameResult(response, gold);
  },
});
