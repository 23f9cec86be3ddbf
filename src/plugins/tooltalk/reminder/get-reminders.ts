import * as z from 'zod';
import { defineTool } from '../../../world/define.js';
import { RecordShape } from '../../../world/plain-copy.js';
import { idSubsetCheck } from '../../../matchers/check.js';
import { reminderRecordSchema, reminderDatabase } from './database.js';
import { sessionTokenArgument } from '../account/session-policy.js';

// Copies of stored records for the answer (a frozen record spreads slowly; see RecordShape).
const reminderShape = new RecordShape();

export const GetReminders = defineTool({
  name: 'GetReminders',
  description:
    "Lists every reminder of the signed-in user, pending and completed alike, in the order they were added.",
  action: false,
  databases: { Reminder: reminderDatabase },
  auth: true,
  check: idSubsetCheck({ list: 'reminders', id: 'reminder_id', compareRequest: true, callerArguments: [sessionTokenArgument] }),
  input: z.object({}),
  output: z.object({
    reminders: z.array(reminderRecordSchema).describe("The user's reminders, oldest first."),
  }),
  run(_args, { db, username }) {
    const reminders = db.Reminder.get(username);
    if (reminders === undefined) return { reminders: [] };
    return { reminders: [...reminders.values()].map((reminder) => reminderShape.copy(reminder) as typeof reminder) };
  },
});
