import * as z from 'zod';
import { defineTool } from '../../../world/define.js';
import { fail } from '../../../world/errors.js';
import { findReminder } from './find-reminder.js';
import { reminderDatabase } from './database.js';

export const CompleteReminder = defineTool({
  name: 'CompleteReminder',
  description:
    "Marks one of the signed-in user's pending reminders as done, given its ID. A reminder that is already done is refused.",
  action: true,
  databases: { Reminder: reminderDatabase },
  auth: true,
  input: z.object({
    reminder_id: z.string().describe('ID of the reminder to mark as done, as returned by AddReminder or GetReminders.'),
  }),
  output: z.object({ status: z.literal('success') }),
  run({ reminder_id }, { db, username }) {
    const { reminder } = findReminder(db, username, reminder_id);
    if (reminder.status === 'complete') fail(`Reminder ${reminder_id} already completed`);
    reminder.status = 'complete';
    return { status: 'success' as const };
  },
});
