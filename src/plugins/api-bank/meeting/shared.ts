import type { CheckOptions, Envelope } from '../shared/define.js';
import { pythonEquals, inputOf, jaccard, sameResult } from '../shared/checks.js';
import { parseTime } from '../shared/dates.js';
import { item, refuse } from '../shared/errors.js';
import { listOfStrings, str, token } from '../shared/params.js';

export const meetingParameters = {
  token,
  meeting_topic: str('What the meeting is about.'),
  start_time: str('When it starts, YYYY-MM-DD HH:MM:SS.'),
  end_time: str('When it ends, YYYY-MM-DD HH:MM:SS.'),
  location: str('Where it takes place.'),
  attendees: listOfStrings('Who attends, as a list of names.'),
};

export type MeetingArgs = { token: string; meeting_topic: string; start_time: string; end_time: string; location: string; attendees: unknown };
export type Meetings = Map<string | number, Record<string, unknown>>;

/**
 * Delete/Modify/QueryMeeting: non-empty times must parse, topic and start time cannot both be
 * empty, the token must be valid; the match is the user's first meeting with this topic or start.
 */
export function findMeeting(db: Meetings, args: MeetingArgs, checkToken: (token: unknown) => string) {
  for (const time of [args.start_time, args.end_time]) {
    if (time === '') continue;
    const parsed = parseTime(time, 'DT');
    if (!parsed.ok) refuse(parsed.message);
  }
  if (args.meeting_topic.trim() === '' && args.start_time === '') refuse('Meeting Topic and start_time should not be null both');
  const username = checkToken(args.token);
  for (const [key, meeting] of db) {
    if (meeting.username === username && (meeting.meeting_topic === args.meeting_topic || meeting.start_time === args.start_time)) {
      return { key, meeting };
    }
  }
  if (args.meeting_topic !== '') refuse(`You have no meeting about ${args.meeting_topic}`);
  return refuse(`You have no meeting at time : ${args.start_time}`);
}

/**
 * The Add/Modify/QueryMeeting checker: a Jaccard match of the topics, then every other input,
 * the output and the exception equal. API-Bank deletes the topic from both inputs to compare the
 * rest, in place (spec §7 B15): a recorded call checked twice then fails on the missing key.
 * Fixed mode compares the same without touching either envelope.
 */
export function checkMeeting(response: Envelope, gold: Envelope, { mode }: CheckOptions): boolean {
  if (!jaccard(inputOf(response, 'meeting_topic'), inputOf(gold, 'meeting_topic'))) return false;
  const responseInput = item(response, 'input') as Record<string, unknown>;
  const goldInput = item(gold, 'input') as Record<string, unknown>;
  if (mode === 'compat') {
    delete responseInput.meeting_topic;
    delete goldInput.meeting_topic;
    return pythonEquals(responseInput, goldInput) && sameResult(response, gold);
  }
  const { meeting_topic: _r, ...responseRest } = responseInput;
  const { meeting_topic: _g, ...goldRest } = goldInput;
  return pythonEquals(responseRest, goldRest) && sameResult(response, gold);
}
