import { definePlugin } from '../../../world/define.js';
import { AddReminder } from './add-reminder.js';
import { CompleteReminder } from './complete-reminder.js';
import { DeleteReminder } from './delete-reminder.js';
import { GetReminders } from './get-reminders.js';

/** Reminders: the signed-in user's to-do list. */
export const Reminder = definePlugin({
  name: 'Reminder',
  description: "The signed-in user's to-do list: tasks with an optional due date, pending or complete.",
  tools: [AddReminder, GetReminders, DeleteReminder, CompleteReminder],
});

export { AddReminder, GetReminders, DeleteReminder, CompleteReminder };
