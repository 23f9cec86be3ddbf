import * as z from 'zod';
import { defineTool } from '../../../world/define.js';
import { argumentCheck } from '../../../matchers/check.js';
import { fail } from '../../../world/errors.js';
import { strptime } from '../../../python/index.js';
import { reminderDatabase } from './database.js';

export const AddReminder = defineTool({
  name: 'AddReminder',
  description:
    "Adds a task to the signed-in user's to-do list, optionally with a due date, and returns the new reminder's ID. New reminders start out pending.",
  action: true,
  databases: { Reminder: reminderDatabase },
  auth: true,
  check: argumentCheck({
    response: 'ignore',
    fields: { due_date: { type: 'date' }, task: { type: 'semantic', threshold: 0.9 } },
  }),
  input: z.object({
    task: z.string().describe('What the user needs to do, e.g. "Call the dentist".'),
    due_date: z
      .string()
      .optional()
      .describe('When the task is due, as YYYY-MM-DD HH:MM:SS (e.g. 2023-09-15 17:00:00). Omit when there is no deadline.'),
  }),
  output: z.object({ reminder_id: z.string().describe('ID of the new reminder.') }),
  pythonTypeErrors: { due_date: 'strptime' },
  run({ task, due_date }, { db, username, nextId }) {
    // ToolTalk creates the user's map before checking the date and keeps it after a refusal; here
    // a refusal discards it with everything else (a deliberate difference: failed calls change nothing).
    let reminders = db.Reminder.get(username);
    if (reminders === undefined) {
      db.Reminder.set(username, new Map());
      reminders = db.Reminder.get(username)!;
    }
    if (due_date !== undefined && !strptime(due_date, 'DT').ok) fail(`Invalid due_date: ${due_date}`);
    const reminderId = nextId('reminder', (id) => reminders.has(id));
    reminders.set(reminderId, { reminder_id: reminderId, task, due_date: due_date ?? null, status: 'pending' });
    return { reminder_id: reminderId };
  },
});
