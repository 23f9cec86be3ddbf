import { defineApiBankApi } from '../shared/define.js';
import { exact } from '../shared/checks.js';
import { out, str, token } from '../shared/params.js';
import { requireTimes } from './parse-times.js';

export const AddAlarm = defineApiBankApi({
  name: 'AddAlarm',
  description: 'Sets an alarm for the signed-in user.',
  parameters: { token, time: str('When it rings, YYYY-MM-DD HH:MM:SS.') },
  output: { status: out('str', 'success when the alarm was set.') },
  database: 'Alarm',
  writes: true,
  run({ token, time }, { db, checkToken, mode }) {
    requireTimes(time);
    const username = checkToken(token);
    db.set(mode === 'compat' ? db.size + 1 : String(db.size + 1), { time, username });
    return 'success';
  },
  check: exact,
});
