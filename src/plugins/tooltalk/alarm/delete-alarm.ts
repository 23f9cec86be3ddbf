import * as z from 'zod';
import { defineTool } from '../../../world/define.js';
import { fail } from '../../../world/errors.js';
import { alarmDatabase } from './database.js';

export const DeleteAlarm = defineTool({
  name: 'DeleteAlarm',
  description: "Deletes one of the signed-in user's alarms, given its ID.",
  action: true,
  databases: { Alarm: alarmDatabase },
  auth: true,
  input: z.object({
    alarm_id: z.string().describe('ID of the alarm to delete, as returned by AddAlarm or FindAlarms.'),
  }),
  output: z.object({ status: z.literal('success') }),
  run({ alarm_id }, { db, username }) {
    const alarms = db.Alarm.get(username);
    if (alarms === undefined || !alarms.has(alarm_id)) fail(`Alarm ${alarm_id} not found.`);
    alarms.delete(alarm_id);
    return { status: 'success' as const };
  },
});
