import { definePlugin } from '../../../world/define.js';
import { reminderDatabase } from './database.js';
import { toolTalkSession } from '../account/session-policy.js';
import { hexField } from '../../../world/ids.js';
import { AddReminder } from './add-reminder.js';
import { CompleteReminder } from './complete-reminder.js';
import { DeleteReminder } from './delete-reminder.js';
import { GetReminders } from './get-reminders.js';

/** Reminders: the signed-in user's to-do list. */
export const Reminder = definePlugin({
  name: 'Reminder',
  description: "The signed-in user's to-do list: tasks with an optional due date, pending or complete.",
  databases: [reminderDatabase],
  ids: { reminder: [hexField(2), hexField(4)] },
  sessionPolicy: toolTalkSession,
  tools: [AddReminder, GetReminders, DeleteReminder, CompleteReminder],
});

export { AddReminder, GetReminders, DeleteReminder, CompleteReminder };
