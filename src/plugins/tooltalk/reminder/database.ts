import * as z from 'zod';
import { defineDatabase } from '../../../world/database.js';

/** One reminder of `Reminder.json` (`{ username: { reminder_id: ReminderRecord } }`), as tools return it too. */
export const reminderRecordSchema = z.strictObject({
  reminder_id: z.string().describe('ID of the reminder.'),
  task: z.string().describe('What is to be done.'),
  due_date: z.string().nullable().describe('When it is due (YYYY-MM-DD HH:MM:SS), or null if it has no deadline.'),
  /** ToolTalk spells the finished state `complete`. */
  status: z.enum(['pending', 'complete']).describe('`pending` until completed, then `complete`.'),
});
export type ReminderRecord = z.infer<typeof reminderRecordSchema>;

/** Each user's reminders by reminder ID. */
export const reminderDatabase = defineDatabase({
  name: 'Reminder',
  description: "Each user's reminders by reminder ID.",
  record: reminderRecordSchema,
  layout: 'by-owner',
  key: 'reminder_id',
});
