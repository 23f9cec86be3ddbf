import { z } from 'zod';

/** One alarm of `Alarm.json` (`{ username: { alarm_id: AlarmRecord } }`). */
export const alarmRecordSchema = z.strictObject({
  alarm_id: z.string(),
  /** The time of day as it was given (`08:00:00`, or `8:0:0`, which Python also accepts). */
  time: z.string(),
});
export type AlarmRecord = z.infer<typeof alarmRecordSchema>;
