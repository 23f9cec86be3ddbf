export { AppointmentRegistration } from './appointment-registration.js';
export { CancelRegistration } from './cancel-registration.js';
export { ModifyRegistration } from './modify-registration.js';
export { QueryRegistration } from './query-registration.js';
