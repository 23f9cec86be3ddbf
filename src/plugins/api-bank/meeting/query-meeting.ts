import { defineApiBankApi } from '../shared/define.js';
import { out } from '../shared/params.js';
import { checkMeeting, findMeeting, meetingParameters } from './shared.js';

export const QueryMeeting = defineApiBankApi({
  name: 'QueryMeeting',
  description: "Finds the signed-in user's first meeting with this topic or start time.",
  parameters: meetingParameters,
  output: { info: out('json', 'The meeting: topic, start and end time, location, attendees, username.') },
  database: 'Meeting',
  run(args, { db, checkToken }) {
    return structuredClone(findMeeting(db, args as never, checkToken).meeting);
  },
  check: checkMeeting,
});
