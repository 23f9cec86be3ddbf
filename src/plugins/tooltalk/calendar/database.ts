import * as z from 'zod';
import { defineDatabase } from '../../../world/database.js';

/** One event of `Calendar.json` (`{ username: { event_id: EventRecord } }`). */
export const eventRecordSchema = z.strictObject({
  event_id: z.string(),
  name: z.string(),
  event_type: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  location: z.string().nullable(),
  description: z.string().nullable(),
  attendees: z.array(z.string()).nullable(),
});
export type EventRecord = z.infer<typeof eventRecordSchema>;

/** Each user's calendar events by event ID. */
export const calendarDatabase = defineDatabase({
  name: 'Calendar',
  description: "Each user's calendar events by event ID.",
  record: eventRecordSchema,
  layout: 'by-owner',
  key: 'event_id',
});
