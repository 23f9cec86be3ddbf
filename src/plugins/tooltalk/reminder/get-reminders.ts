import { z } from 'zod';
import { defineTool } from '../../../world/define.js';
import { idSubsetCheck } from '../../../matchers/check.js';
import { reminderRecordSchema } from './database.js';

export const GetReminders = defineTool({
  name: 'GetReminders',
  description:
    "Lists every reminder of the signed-in user, pending and completed alike, in the order they were added.",
  action: false,
  auth: true,
  check: idSubsetCheck({ list: 'reminders', id: 'reminder_id', compareRequest: true }),
  input: z.object({}),
  output: z.object({
    reminders: z.array(reminderRecordSchema).describe("The user's reminders, oldest first."),
  }),
  run(_args, { db, username }) {
    const reminders = db.Reminder.get(username);
    if (reminders === undefined) return { reminders: [] };
    return { reminders: [...reminders.values()].map((reminder) => ({ ...reminder })) };
  },
});
