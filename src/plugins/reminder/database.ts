import { z } from 'zod';

/** One reminder of `Reminder.json` (`{ username: { reminder_id: ReminderRecord } }`). */
export const reminderRecordSchema = z.strictObject({
  reminder_id: z.string(),
  task: z.string(),
  due_date: z.string().nullable(),
  /** ToolTalk spells the finished state `complete`. */
  status: z.enum(['pending', 'complete']),
});
export type ReminderRecord = z.infer<typeof reminderRecordSchema>;
