import { defineApiBankApi } from '../shared/define.js';
import { exact } from '../shared/checks.js';
import { refuse } from '../shared/errors.js';
import { out, str, token } from '../shared/params.js';
import { findAlarm, requireTimes } from './parse-times.js';

export const ModifyAlarm = defineApiBankApi({
  name: 'ModifyAlarm',
  description: "Moves the signed-in user's alarm from one time to another.",
  parameters: { token, from_time: str('The current alarm time, YYYY-MM-DD HH:MM:SS.'), to_time: str('The new time, YYYY-MM-DD HH:MM:SS.') },
  output: { status: out('str', 'success when the alarm was moved.') },
  database: 'Alarm',
  writes: true,
  run({ token, from_time, to_time }, { db, checkToken }) {
    requireTimes(from_time, to_time);
    const username = checkToken(token);
    const found = findAlarm(db, username, from_time);
    // "agenda" is API-Bank's wording (spec §7 B14).
    if (found === undefined) refuse(`You have no agenda at time : ${from_time}`);
    db.set(found.key, { username, time: to_time });
    return 'success';
  },
  check: exact,
});
