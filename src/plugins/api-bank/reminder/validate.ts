import { parseTime } from '../shared/dates.js';
import { refuse } from '../shared/errors.js';

type Reminders = Map<string | number, { content: string; time: string; username: string }>;

/** Every reminder API checks, in this order: the time parses, the content is not blank, the token (spec §2.4). */
export function validateReminder(args: { token: string; content: string; time: string }, checkToken: (token: unknown) => string): string {
  const parsed = parseTime(args.time, 'DT');
  if (!parsed.ok) refuse(parsed.message);
  if (args.content.trim() === '') refuse('Content should not be null');
  return checkToken(args.token);
}

/** The user's first reminder with this content or at this time, or API-Bank's refusal. */
export function findReminder(db: Reminders, username: string, args: { content: string; time: string }) {
  for (const [key, reminder] of db) {
    if (reminder.username === username && (reminder.content === args.content || reminder.time === args.time)) return { key, reminder };
  }
  return refuse(`You have no reminder about ${args.content} or at time : ${args.time}`);
}

/** The next key: one more than the largest numeric key, as a string ("0" for none). */
export function nextReminderKey(db: Reminders): string {
  let largest = -1;
  for (const key of db.keys()) largest = Math.max(largest, Number.parseInt(String(key), 10));
  return String(largest + 1);
}
