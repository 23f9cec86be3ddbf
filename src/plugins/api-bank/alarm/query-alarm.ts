import { defineApiBankApi } from '../shared/define.js';
import { exact } from '../shared/checks.js';
import { refuse } from '../shared/errors.js';
import { out, str, token } from '../shared/params.js';
import { findAlarm, requireTimes } from './parse-times.js';

export const QueryAlarm = defineApiBankApi({
  name: 'QueryAlarm',
  description: "Looks up the signed-in user's alarm at this time.",
  parameters: { token, time: str('The alarm time, YYYY-MM-DD HH:MM:SS.') },
  output: { info: out('json', 'The alarm: time and username.') },
  database: 'Alarm',
  run({ token, time }, { db, checkToken }) {
    requireTimes(time);
    const found = findAlarm(db, checkToken(token), time);
    if (found === undefined) refuse(`You have no alarm clock at time : ${time}`);
    return { ...found.alarm };
  },
  check: exact,
});
