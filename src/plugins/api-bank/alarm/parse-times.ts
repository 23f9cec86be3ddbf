import { parseTime } from '../shared/dates.js';
import { refuse } from '../shared/errors.js';

/** The alarm APIs parse every time argument before they look at the token (spec §2.4). */
export function requireTimes(...times: unknown[]): void {
  for (const time of times) {
    const parsed = parseTime(time, 'DT');
    if (!parsed.ok) refuse(parsed.message);
  }
}

/** The first alarm of `username` set at `time`. */
export function findAlarm(db: Map<string | number, { time: string; username: string }>, username: string, time: string) {
  for (const [key, alarm] of db) if (alarm.username === username && alarm.time === time) return { key, alarm };
  return undefined;
}
