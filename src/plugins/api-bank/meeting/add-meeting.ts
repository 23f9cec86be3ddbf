import { defineApiBankApi } from '../shared/define.js';
import { parseTime } from '../shared/dates.js';
import { refuse } from '../shared/errors.js';
import { out } from '../shared/params.js';
import { checkMeeting, meetingParameters } from './shared.js';

export const AddMeeting = defineApiBankApi({
  name: 'AddMeeting',
  description: "Puts a meeting in the signed-in user's calendar.",
  parameters: meetingParameters,
  output: { status: out('str', 'success when the meeting was added.') },
  database: 'Meeting',
  writes: true,
  run({ token, meeting_topic, start_time, end_time, location, attendees }, { db, checkToken }) {
    for (const time of [start_time, end_time]) {
      const parsed = parseTime(time, 'DT');
      if (!parsed.ok) refuse(parsed.message);
    }
    if (meeting_topic.trim() === '') refuse('Meeting Topic should not be null');
    let largest = -1;
    for (const key of db.keys()) largest = Math.max(largest, Number.parseInt(String(key), 10));
    const username = checkToken(token);
    db.set(String(largest + 1), { meeting_topic, start_time, end_time, location, attendees, username });
    return 'success';
  },
  check: checkMeeting,
});
