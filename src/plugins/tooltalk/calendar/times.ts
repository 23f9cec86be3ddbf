import { fail } from '../../../world/errors.js';
import { strptime } from '../../../python/index.js';

/**
 * Parses a `YYYY-MM-DD HH:MM:SS` time the way ToolTalk's calendar does (Python `strptime`), and
 * refuses the call with Python's own message when it does not parse, so a model sees the same
 * text it would have seen in ToolTalk.
 */
export function parseDateTime(text: string): number {
  const parsed = strptime(text, 'DT');
  if (!parsed.ok) fail(parsed.message);
  return parsed.seconds;
}

/**
 * The attendee list with the caller in it. A new array, never the caller's: the request must keep
 * the list exactly as the model sent it, because the correctness check compares that list.
 */
export function withCaller(attendees: readonly string[], username: string): string[] {
  return attendees.includes(username) ? [...attendees] : [...attendees, username];
}
