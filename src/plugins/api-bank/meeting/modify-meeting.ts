import { defineApiBankApi } from '../shared/define.js';
import { out } from '../shared/params.js';
import { checkMeeting, findMeeting, meetingParameters } from './shared.js';

export const ModifyMeeting = defineApiBankApi({
  name: 'ModifyMeeting',
  description: "Changes the topic and times of the signed-in user's first meeting with this topic or start time.",
  parameters: meetingParameters,
  output: { status: out('str', 'success when the meeting was changed.') },
  database: 'Meeting',
  writes: true,
  run(args, { db, checkToken }) {
    const { meeting } = findMeeting(db, args as never, checkToken);
    if (args.meeting_topic !== '') meeting.meeting_topic = args.meeting_topic;
    if (args.start_time !== '') {
      meeting.start_time = args.start_time;
      meeting.end_time = args.end_time;
    }
    return 'success';
  },
  check: checkMeeting,
});
