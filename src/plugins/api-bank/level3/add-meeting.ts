import { defineApiBankApi } from '../shared/define.js';
import { parseTime } from '../shared/dates.js';
import { refuse } from '../shared/errors.js';
import { listOfStrings, out, str } from '../shared/params.js';
import { checkMeeting } from '../meeting/shared.js';

/** Level 3's AddMeeting: no token, and the meetings are the tool's own list. */
export const AddMeetingLevel3 = defineApiBankApi({
  name: 'AddMeeting',
  description: 'Puts a meeting in the calendar.',
  parameters: {
    meeting_topic: str('What the meeting is about.'),
    start_time: str('When it starts, YYYY-MM-DD HH:MM:SS.'),
    end_time: str('When it ends, YYYY-MM-DD HH:MM:SS.'),
    location: str('Where.'),
    attendees: listOfStrings('Who attends, as a list of names.'),
  },
  output: { status: out('str', 'success when the meeting was added.') },
  memory: () => ({ meetings: [] as unknown[] }),
  run({ meeting_topic, start_time, end_time, location, attendees }, { memory }) {
    for (const time of [start_time, end_time]) {
      const parsed = parseTime(time, 'DT');
      if (!parsed.ok) refuse(parsed.message);
    }
    if (meeting_topic.trim() === '') refuse('Meeting Topic should not be null');
    memory.meetings.push({ meeting_topic, start_time, end_time, location, attendees });
    return 'success';
  },
  check: checkMeeting,
});
