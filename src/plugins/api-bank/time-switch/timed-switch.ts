import { defineApiBankApi } from '../shared/define.js';
import { inputOf, pythonEquals, sameResult } from '../shared/checks.js';
import { normaliseDate, sameNormalised } from '../shared/dates.js';
import { refuse } from '../shared/errors.js';
import { bool, out, str } from '../shared/params.js';
import { switchName } from './shared.js';

export const TimedSwitch = defineApiBankApi({
  name: 'TimedSwitch',
  description: 'Schedules a smart device to switch on or off at a time.',
  parameters: { name: str('The device name.'), time: str('When, YYYY-MM-DD HH:MM:SS.'), on: bool('True to switch on, False to switch off.') },
  output: { status: out('str', 'success when the switch was scheduled.') },
  database: 'TimeSwitch',
  writes: true,
  aliases: { device_id: 'name' },
  run({ name, time, on }, { db }) {
    const device = name.trim().toLowerCase();
    if (device === '') refuse('Name cannot be empty.');
    const at = normaliseDate(time, 'DT');
    if (!at.ok) refuse(at.message);
    const entries = db.get(device) as { time: string; on: boolean }[] | undefined;
    if (entries === undefined) db.set(device, [{ time: at.value, on }]);
    else {
      const same = entries.find((entry) => entry.time === at.value);
      if (same !== undefined) same.on = on;
      else entries.push({ time: at.value, on });
    }
    return 'success';
  },
  check(response, gold, options) {
    return (
      switchName(response, options) === switchName(gold, options) &&
      sameNormalised(normaliseDate(inputOf(response, 'time'), 'DT'), normaliseDate(inputOf(gold, 'time'), 'DT')) &&
      pythonEquals(inputOf(response, 'on'), inputOf(gold, 'on')) &&
      sameResult(response, gold)
    );
  },
});
