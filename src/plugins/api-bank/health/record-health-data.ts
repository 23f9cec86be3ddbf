import { defineApiBankApi } from '../shared/define.js';
import { inputOf, sameResult } from '../shared/checks.js';
import { normaliseDate, sameNormalised } from '../shared/dates.js';
import { KeyError, refuse } from '../shared/errors.js';
import { list, str } from '../shared/params.js';
import { out } from '../shared/params.js';

type Item = Record<string, unknown>;

export const RecordHealthData = defineApiBankApi({
  name: 'RecordHealthData',
  description: 'Records health measurements for a user at a time.',
  parameters: {
    user_id: str('The user id.'),
    time: str('When measured, YYYY-MM-DD HH:MM:SS.'),
    health_data: { ...list("The measurements, a list of {'name': ..., 'value': ...}."), optional: true },
  },
  output: { status: out('str', 'success when the data was recorded.') },
  database: 'HealthData',
  writes: true,
  run({ user_id, time, health_data = null }, { db }) {
    const user = user_id.toUpperCase().trim();
    if (user === '') refuse('The user id cannot be empty.');
    const at = normaliseDate(time, 'DT');
    if (!at.ok) refuse(at.message);
    if (health_data === null || health_data.length === 0) refuse('The health data cannot be empty.');
    // API-Bank's parser hands lists over as text, which has no items with a name (spec §7 B2).
    if (!Array.isArray(health_data) || !health_data.every((entry: unknown) => entry !== null && typeof entry === 'object' && 'name' in entry)) {
      refuse('The health data has invalid format.');
    }
    const names = (health_data as Item[]).map((entry) => entry.name);
    if (new Set(names).size !== names.length) refuse('The health data cannot contain duplicate items.');
    for (const entry of health_data as Item[]) if (!('value' in entry)) throw new KeyError('value');
    if (!db.has(user)) db.set(user, []);
    const records = db.get(user) as Item[];
    const same = records.filter((record) => {
      const stored = normaliseDate(record.time, 'DT');
      return stored.ok && stored.value === at.value;
    });
    const target = same.length > 0 ? same[same.length - 1]! : undefined;
    const record: Item = target ?? { time: at.value };
    for (const entry of health_data as Item[]) record[String(entry.name)] = entry.value;
    if (target === undefined) records.push(record);
    return 'success';
  },
  // The measurements themselves are not compared (spec §2.2).
  check(response, gold) {
    return (
      String(inputOf(response, 'user_id')).toUpperCase().trim() === String(inputOf(gold, 'user_id')).toUpperCase().trim() &&
      sameNormalised(normaliseDate(inputOf(response, 'time'), 'DT'), normaliseDate(inputOf(gold, 'time'), 'DT')) &&
      sameResult(response, gold)
    );
  },
});
