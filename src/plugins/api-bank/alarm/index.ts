export { AddAlarm } from './add-alarm.js';
export { DeleteAlarm } from './delete-alarm.js';
export { ModifyAlarm } from './modify-alarm.js';
export { QueryAlarm } from './query-alarm.js';
