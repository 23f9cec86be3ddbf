import * as z from 'zod';
import { defineTool } from '../../../world/define.js';
import { fail } from '../../../world/errors.js';
import { calendarDatabase } from './database.js';

export const DeleteEvent = defineTool({
  name: 'DeleteEvent',
  description: "Removes one event from the signed-in user's calendar, given its ID.",
  action: true,
  databases: { Calendar: calendarDatabase },
  auth: true,
  input: z.object({
    event_id: z.string().describe('ID of the event to remove, as returned by CreateEvent or QueryCalendar.'),
  }),
  output: z.object({ status: z.literal('success') }),
  run({ event_id }, { db, username }) {
    const calendar = db.Calendar.get(username);
    if (calendar === undefined || !calendar.has(event_id)) fail(`Event ${event_id} not found.`);
    calendar.delete(event_id);
    return { status: 'success' as const };
  },
});
