export { AddReminder } from './add-reminder.js';
export { DeleteReminder } from './delete-reminder.js';
export { ModifyReminder } from './modify-reminder.js';
export { QueryReminder } from './query-reminder.js';
