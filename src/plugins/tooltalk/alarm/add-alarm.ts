import * as z from 'zod';
import { defineTool } from '../../../world/define.js';
import { argumentCheck } from '../../../matchers/check.js';
import { fail } from '../../../world/errors.js';
import { strptime } from '../../../python/index.js';
import { alarmDatabase } from './database.js';

export const AddAlarm = defineTool({
  name: 'AddAlarm',
  description:
    "Sets a new alarm for the signed-in user at a time of day and returns the new alarm's ID.",
  action: true,
  databases: { Alarm: alarmDatabase },
  auth: true,
  check: argumentCheck({ response: 'ignore' }),
  input: z.object({
    time: z.string().describe('Time of day the alarm rings, 24-hour HH:MM:SS, e.g. 07:30:00.'),
  }),
  output: z.object({ alarm_id: z.string().describe('ID of the new alarm.') }),
  pythonTypeErrors: { time: 'strptime' },
  run({ time }, { db, username, nextId }) {
    // ToolTalk validates the time before anything else, so a bad time wins over every other problem.
    const parsed = strptime(time, 'T');
    if (!parsed.ok) fail(parsed.message);
    let alarms = db.Alarm.get(username);
    if (alarms === undefined) {
      db.Alarm.set(username, new Map());
      alarms = db.Alarm.get(username)!;
    }
    const alarmId = nextId('alarm', (id) => alarms.has(id));
    alarms.set(alarmId, { alarm_id: alarmId, time });
    return { alarm_id: alarmId };
  },
});
