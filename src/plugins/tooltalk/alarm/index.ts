import { definePlugin } from '../../../world/define.js';
import { alarmDatabase } from './database.js';
import { toolTalkSession } from '../account/session-policy.js';
import { hexField } from '../../../world/ids.js';
import { AddAlarm } from './add-alarm.js';
import { DeleteAlarm } from './delete-alarm.js';
import { FindAlarms } from './find-alarms.js';

/** Alarms: set, find and delete alarms of the signed-in user. */
export const Alarm = definePlugin({
  name: 'Alarm',
  description: "The signed-in user's alarms, each a time of day.",
  databases: [alarmDatabase],
  ids: { alarm: [hexField(4), hexField(4)] },
  sessionPolicy: toolTalkSession,
  tools: [AddAlarm, DeleteAlarm, FindAlarms],
});

export { AddAlarm, DeleteAlarm, FindAlarms };
