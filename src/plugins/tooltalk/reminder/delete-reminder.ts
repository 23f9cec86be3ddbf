import * as z from 'zod';
import { defineTool } from '../../../world/define.js';
import { findReminder } from './find-reminder.js';
import { reminderDatabase } from './database.js';

export const DeleteReminder = defineTool({
  name: 'DeleteReminder',
  description: "Deletes one of the signed-in user's reminders, given its ID.",
  action: true,
  databases: { Reminder: reminderDatabase },
  auth: true,
  input: z.object({
    reminder_id: z.string().describe('ID of the reminder to delete, as returned by AddReminder or GetReminders.'),
  }),
  output: z.object({ status: z.literal('success') }),
  run({ reminder_id }, { db, username }) {
    const { reminders } = findReminder(db, username, reminder_id);
    reminders.delete(reminder_id);
    return { status: 'success' as const };
  },
});
