import { z } from 'zod';

/** A reminder as the tools hand it back to a model. */
export const reminderOutputSchema = z.object({
  reminder_id: z.string().describe('ID of the reminder.'),
  task: z.string().describe('What is to be done.'),
  due_date: z.string().nullable().describe('When it is due (YYYY-MM-DD HH:MM:SS), or null if it has no deadline.'),
  status: z.enum(['pending', 'complete']).describe('`pending` until completed, then `complete`.'),
});
