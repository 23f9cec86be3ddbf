import { defineApiBankApi } from '../shared/define.js';
import { inputOf, sameResult } from '../shared/checks.js';
import { compareTimes, normaliseDate, parseTime, sameNormalised } from '../shared/dates.js';
import { refuse } from '../shared/errors.js';
import { out, str } from '../shared/params.js';

function normaliseUser(value: unknown): string {
  return String(value).toUpperCase().trim();
}

export const QueryHealthData = defineApiBankApi({
  name: 'QueryHealthData',
  description: "Lists a user's recorded health measurements between two times (inclusive).",
  parameters: { user_id: str('The user id.'), start_time: str('From, YYYY-MM-DD HH:MM:SS.'), end_time: str('To, YYYY-MM-DD HH:MM:SS.') },
  output: { health_data: out('list', 'The measurements in the span.') },
  database: 'HealthData',
  run({ user_id, start_time, end_time }, { db }) {
    const user = user_id.toUpperCase().trim();
    if (user === '') refuse('The user id cannot be empty.');
    const start = normaliseDate(start_time, 'DT');
    const end = normaliseDate(end_time, 'DT');
    if (!start.ok && !end.ok) refuse(`${start.message}; ${end.message}`);
    if (!start.ok) refuse(start.message);
    if (!end.ok) refuse(end.message);
    if (compareTimes(start.time, end.time) > 0) refuse('The start time cannot be later than the end time.');
    const records = db.get(user);
    if (records === undefined) refuse('The user id does not exist.');
    const found = records.filter((record: { time: string }) => {
      const parsed = parseTime(record.time, 'DT');
      return parsed.ok && compareTimes(start.time, parsed.time) <= 0 && compareTimes(parsed.time, end.time) <= 0;
    });
    if (found.length === 0) refuse('There is no health data in the given time span.');
    return structuredClone(found);
  },
  check(response, gold) {
    return (
      normaliseUser(inputOf(response, 'user_id')) === normaliseUser(inputOf(gold, 'user_id')) &&
      sameNormalised(normaliseDate(inputOf(response, 'start_time'), 'DT'), normaliseDate(inputOf(gold, 'start_time'), 'DT')) &&
      sameNormalised(normaliseDate(inputOf(response, 'end_time'), 'DT'), normaliseDate(inputOf(gold, 'end_time'), 'DT')) &&
      sameResult(response, gold)
    );
  },
});
