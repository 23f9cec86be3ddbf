import * as z from 'zod';
import { defineTool } from '../../../world/define.js';
import { argumentCheck } from '../../../matchers/check.js';
import { fail } from '../../../world/errors.js';
import { pyStr } from '../../../python/index.js';
import { parseDateTime, withCaller } from './times.js';
import { calendarDatabase } from './database.js';

const eventTypes: readonly string[] = ['meeting', 'event'];

export const CreateEvent = defineTool({
  name: 'CreateEvent',
  description:
    "Adds a meeting or an event to the signed-in user's calendar and returns its ID. Times are " +
    'YYYY-MM-DD HH:MM:SS, must not lie in the past, and the start may not come after the end. A meeting ' +
    'needs at least one attendee; the signed-in user is added to any attendee list automatically.',
  action: true,
  databases: { Calendar: calendarDatabase },
  auth: true,
  check: argumentCheck({
    response: 'ignore',
    rejectNull: true,
    fields: { name: { type: 'semantic', threshold: 0.9 }, description: { type: 'semantic', threshold: 0.9 }, location: { type: 'semantic', threshold: 0.9 } },
  }),
  input: z.object({
    name: z.string().describe('Title shown in the calendar, e.g. "Quarterly review".'),
    // A plain string rather than z.enum: the tool itself refuses other values, with ToolTalk's message.
    event_type: z
      .string()
      .describe('"meeting" for something with attendees, "event" for anything else (case-sensitive).')
      .meta({ enum: ['meeting', 'event'] }),
    description: z.string().optional().describe('Free-text notes about the event (optional).'),
    start_time: z.string().describe('When it starts: YYYY-MM-DD HH:MM:SS, 24-hour clock, not in the past.'),
    end_time: z.string().describe('When it ends: YYYY-MM-DD HH:MM:SS, no earlier than start_time.'),
    location: z.string().optional().describe('Where it takes place, e.g. a room or an address (optional).'),
    attendees: z
      .array(z.string())
      .optional()
      .describe('Usernames of the people taking part. Required and non-empty for a meeting; the signed-in user need not be listed.'),
  }),
  output: z.object({ event_id: z.string().describe('ID of the new event.') }),
  signature: ['name', 'event_type', 'start_time', 'end_time', 'description', 'location', 'attendees'],
  pythonTypeErrors: { start_time: 'strptime', end_time: 'strptime' },
  run({ name, event_type, description, start_time, end_time, location, attendees }, { db, username, now, nextId }) {
    // ToolTalk checks the type and the attendees before it looks at the caller or the times.
    if (!eventTypes.includes(event_type)) fail(`Event type ${pyStr(event_type)} not supported.`);
    if (event_type === 'meeting' && (attendees === undefined || attendees.length === 0)) {
      fail('Meeting must have attendees.');
    }
    const start = parseDateTime(start_time);
    const end = parseDateTime(end_time);
    if (start > end) fail('Start time must be before end time.');
    if (start < now || end < now) fail('Start time and end time must be in the future.');

    let calendar = db.Calendar.get(username);
    const eventId = nextId('event', (id) => calendar?.has(id) ?? false);
    if (calendar === undefined) {
      db.Calendar.set(username, new Map());
      calendar = db.Calendar.get(username)!;
    }
    // Key order as ToolTalk stores a new event (description before the times).
    calendar.set(eventId, {
      event_id: eventId,
      name,
      event_type,
      description: description ?? null,
      start_time,
      end_time,
      location: location ?? null,
      attendees: attendees === undefined ? null : withCaller(attendees, username),
    });
    return { event_id: eventId };
  },
});
