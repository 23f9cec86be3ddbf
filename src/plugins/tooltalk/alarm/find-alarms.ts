import * as z from 'zod';
import { defineTool } from '../../../world/define.js';
import { idSubsetCheck } from '../../../matchers/check.js';
import { fail } from '../../../world/errors.js';
import { strptime } from '../../../python/index.js';
import { alarmRecordSchema, alarmDatabase } from './database.js';
import { sessionTokenArgument } from '../account/session-policy.js';

function parseTime(text: string): number {
  const parsed = strptime(text, 'T');
  if (!parsed.ok) fail(parsed.message);
  return parsed.seconds;
}

export const FindAlarms = defineTool({
  name: 'FindAlarms',
  description:
    "Lists the signed-in user's alarms in the order they were set, optionally only those between two times of day (inclusive).",
  action: false,
  databases: { Alarm: alarmDatabase },
  auth: true,
  check: idSubsetCheck({ list: 'alarms', id: 'alarm_id', callerArguments: [sessionTokenArgument] }),
  input: z.object({
    start_range: z.string().optional().describe('Earliest time of day to include, HH:MM:SS. Omit for no lower bound.'),
    end_range: z.string().optional().describe('Latest time of day to include, HH:MM:SS. Omit for no upper bound.'),
  }),
  output: z.object({
    alarms: z.array(alarmRecordSchema).describe('Matching alarms, oldest first.'),
  }),
  pythonTypeErrors: { start_range: 'strptime', end_range: 'strptime' },
  run({ start_range, end_range }, { db, username }) {
    const alarms = db.Alarm.get(username);
    // A user without alarms gets an empty list before the ranges are even looked at, as in ToolTalk.
    if (alarms === undefined) return { alarms: [] };
    const start = start_range === undefined ? undefined : parseTime(start_range);
    const end = end_range === undefined ? undefined : parseTime(end_range);
    if (start !== undefined && end !== undefined && start > end) fail('Start range must be earlier than end range.');
    const found: { alarm_id: string; time: string }[] = [];
    for (const alarm of alarms.values()) {
      const time = parseTime(alarm.time);
      if (start !== undefined && time < start) continue;
      if (end !== undefined && time > end) continue;
      found.push({ alarm_id: alarm.alarm_id, time: alarm.time });
    }
    return { alarms: found };
  },
});
