import * as z from 'zod';
import { defineTool } from '../../../world/define.js';
import { argumentCheck } from '../../../matchers/check.js';
import { fail } from '../../../world/errors.js';
import { parseDateTime, withCaller } from './times.js';
import { calendarDatabase } from './database.js';

export const ModifyEvent = defineTool({
  name: 'ModifyEvent',
  description:
    "Changes an event in the signed-in user's calendar; only the fields given are changed. To move an " +
    'event, give both new_start_time and new_end_time (YYYY-MM-DD HH:MM:SS, not in the past, start not ' +
    'after end). If the call is refused, nothing is changed.',
  action: true,
  databases: { Calendar: calendarDatabase },
  auth: true,
  check: argumentCheck({
    response: 'equal',
    rejectNull: true,
    fields: { new_name: { type: 'semantic', threshold: 0.9 }, new_description: { type: 'semantic', threshold: 0.9 }, new_location: { type: 'semantic', threshold: 0.9 } },
  }),
  input: z.object({
    event_id: z.string().describe('ID of the event to change, as returned by CreateEvent or QueryCalendar.'),
    new_name: z.string().optional().describe('New title (optional).'),
    new_start_time: z
      .string()
      .optional()
      .describe('New start, YYYY-MM-DD HH:MM:SS; only together with new_end_time.'),
    new_end_time: z
      .string()
      .optional()
      .describe('New end, YYYY-MM-DD HH:MM:SS; only together with new_start_time.'),
    new_description: z.string().optional().describe('New notes, replacing the old ones (optional).'),
    new_location: z.string().optional().describe('New place (optional).'),
    new_attendees: z
      .array(z.string())
      .optional()
      .describe('The complete new list of attendee usernames, replacing the old list; the signed-in user is added if missing.'),
  }),
  output: z.object({ status: z.literal('success') }),
  pythonTypeErrors: { new_start_time: 'strptime', new_end_time: 'strptime' },
  run(args, { db, username, now }) {
    const { event_id, new_name, new_start_time, new_end_time, new_description, new_location, new_attendees } = args;
    const event = db.Calendar.get(username)?.get(event_id);
    if (event === undefined) fail(`Event ${event_id} not found.`);
    // ToolTalk renames before validating the times and keeps the new name when a later check fails;
    // here any refusal discards the whole call, so a refused call never half-applies.
    if (new_name !== undefined) event.name = new_name;
    if (new_start_time !== undefined) {
      if (new_end_time === undefined) fail('new_end_time must be provided if new_start_time is provided.');
      const start = parseDateTime(new_start_time);
      const end = parseDateTime(new_end_time);
      if (start > end) fail('Start time must be before end time.');
      if (start < now || end < now) fail('Start time and end time must be in the future.');
      event.start_time = new_start_time;
    }
    if (new_end_time !== undefined) {
      if (new_start_time === undefined) fail('new_start_time must be provided if new_end_time is provided.');
      event.end_time = new_end_time;
    }
    if (new_description !== undefined) event.description = new_description;
    if (new_location !== undefined) event.location = new_location;
    if (new_attendees !== undefined) event.attendees = withCaller(new_attendees, username);
    return { status: 'success' as const };
  },
});
