import { definePlugin } from '../../../world/define.js';
import { AddAlarm } from './add-alarm.js';
import { DeleteAlarm } from './delete-alarm.js';
import { FindAlarms } from './find-alarms.js';

/** Alarms: set, find and delete alarms of the signed-in user. */
export const Alarm = definePlugin({
  name: 'Alarm',
  description: "The signed-in user's alarms, each a time of day.",
  tools: [AddAlarm, DeleteAlarm, FindAlarms],
});

export { AddAlarm, DeleteAlarm, FindAlarms };
