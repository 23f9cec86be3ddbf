import { defineApiBankApi } from '../shared/define.js';
import { pythonEquals, sameInputs, sameResult } from '../shared/checks.js';
import { item } from '../shared/errors.js';
import { out } from '../shared/params.js';
import { findMeeting, meetingParameters } from './shared.js';

export const DeleteMeeting = defineApiBankApi({
  name: 'DeleteMeeting',
  description: "Removes the signed-in user's first meeting with this topic or start time.",
  parameters: meetingParameters,
  output: { status: out('str', 'success when the meeting was removed.') },
  database: 'Meeting',
  writes: true,
  run(args, { db, checkToken }) {
    db.delete(findMeeting(db, args as never, checkToken).key);
    return 'success';
  },
  check(response, gold, { mode }) {
    if (pythonEquals(item(response, 'output'), 'success') && pythonEquals(item(gold, 'output'), 'success')) {
      // API-Bank reads `time`, which DeleteMeeting does not have (spec §7 B5); fixed mode reads `start_time`.
      return sameInputs(response, gold, [mode === 'compat' ? 'time' : 'start_time']);
    }
    return sameResult(response, gold);
  },
});
