import { fail } from '../../../world/errors.js';
import { pyRepr } from '../../../python/index.js';
import type { Draft } from 'immer';
import type { DatabasesOf } from '../../../world/database.js';
import type { ReminderRecord, reminderDatabase } from './database.js';

/**
 * The user's reminder map and one reminder in it, refusing with ToolTalk's texts. A user who never
 * had reminders gets the bare KeyError text (the quoted username) that ToolTalk leaked, because it
 * indexed its database without checking.
 */
export function findReminder(
  db: Draft<DatabasesOf<{ Reminder: typeof reminderDatabase }>>,
  username: string,
  reminderId: string,
): { reminders: Map<string, ReminderRecord>; reminder: ReminderRecord } {
  const reminders = db.Reminder.get(username);
  if (reminders === undefined) fail(pyRepr(username));
  const reminder = reminders.get(reminderId);
  if (reminder === undefined) fail(`Reminder ${reminderId} not found in database`);
  return { reminders, reminder };
}
