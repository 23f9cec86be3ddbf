import * as z from 'zod';
import { defineDatabase } from '../../../world/database.js';

/** One alarm of `Alarm.json` (`{ username: { alarm_id: AlarmRecord } }`), as tools return it too. */
export const alarmRecordSchema = z.strictObject({
  alarm_id: z.string().describe('ID of the alarm.'),
  /** The time of day as it was given (`08:00:00`, or `8:0:0`, which Python also accepts). */
  time: z.string().describe('Time of day it rings, HH:MM:SS, as it was set.'),
});
export type AlarmRecord = z.infer<typeof alarmRecordSchema>;

/** Each user's alarms by alarm ID. */
export const alarmDatabase = defineDatabase({
  name: 'Alarm',
  description: "Each user's alarms by alarm ID.",
  record: alarmRecordSchema,
  layout: 'by-owner',
  key: 'alarm_id',
});
