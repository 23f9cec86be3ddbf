import * as z from 'zod';
import { defineTool } from '../../../world/define.js';
import { RecordShape } from '../../../world/plain-copy.js';
import { idSubsetCheck } from '../../../matchers/check.js';
import { fail } from '../../../world/errors.js';
import type { EventRecord } from './database.js';
import { eventRecordSchema, calendarDatabase } from './database.js';
import { parseDateTime } from './times.js';
import { StoredDates } from '../shared/stored-dates.js';
import { sessionTokenArgument } from '../account/session-policy.js';

// Copies of stored records for the answer (a frozen record spreads slowly; see RecordShape).
const eventShape = new RecordShape();
// The stored events' times, parsed once per stored record (see StoredDates).
const eventStarts = new StoredDates();
const eventEnds = new StoredDates();

export const QueryCalendar = defineTool({
  name: 'QueryCalendar',
  description:
    "Lists the signed-in user's events that overlap a time window (touching an end counts), in the order " +
    'they were added, with all their details.',
  action: false,
  databases: { Calendar: calendarDatabase },
  auth: true,
  check: idSubsetCheck({ list: 'events', id: 'event_id', callerArguments: [sessionTokenArgument] }),
  input: z.object({
    start_time: z.string().describe('Start of the window, YYYY-MM-DD HH:MM:SS.'),
    end_time: z.string().describe('End of the window, YYYY-MM-DD HH:MM:SS; not before start_time.'),
  }),
  output: z.object({
    events: z.array(eventRecordSchema).describe('Events overlapping the window, oldest first.'),
  }),
  pythonTypeErrors: { start_time: 'strptime', end_time: 'strptime' },
  run({ start_time, end_time }, { db, username }) {
    const calendar = db.Calendar.get(username);
    // ToolTalk refuses a user who never had a calendar before it looks at the window at all.
    if (calendar === undefined) fail(`User ${username} has no events.`);
    const start = parseDateTime(start_time);
    const end = parseDateTime(end_time);
    if (start > end) fail('Start time must be before end time.');
    const events: EventRecord[] = [];
    for (const event of calendar.values()) {
      const eventStart = eventStarts.secondsOf(event, event.start_time);
      const eventEnd = eventEnds.secondsOf(event, event.end_time);
      const startsInside = start <= eventStart && eventStart <= end;
      const endsInside = start <= eventEnd && eventEnd <= end;
      const covers = eventStart <= start && eventEnd >= end;
      if (startsInside || endsInside || covers) {
        // As \`{ ...event, attendees: ... }\`: the copy's own attendees replaced in place.
        const copy = eventShape.copy(event) as { -readonly [K in keyof EventRecord]: EventRecord[K] };
        copy.attendees = event.attendees && [...event.attendees];
        events.push(copy);
      }
    }
    return { events };
  },
});
