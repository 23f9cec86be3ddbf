import { defineApiBankApi } from '../shared/define.js';
import { inputOf, sameResult } from '../shared/checks.js';
import { normaliseDate, sameNormalised } from '../shared/dates.js';
import { refuse } from '../shared/errors.js';
import { out, str } from '../shared/params.js';
import { switchName } from './shared.js';

export const CancelTimedSwitch = defineApiBankApi({
  name: 'CancelTimedSwitch',
  description: 'Cancels a scheduled switch of a smart device.',
  parameters: { name: str('The device name.'), time: str('The scheduled time, YYYY-MM-DD HH:MM:SS.') },
  output: { status: out('str', 'success when the schedule was cancelled.') },
  database: 'TimeSwitch',
  writes: true,
  aliases: { device_id: 'name' },
  run({ name, time }, { db }) {
    const device = name.trim().toLowerCase();
    if (device === '') refuse('name cannot be empty.');
    const at = normaliseDate(time, 'DT');
    if (!at.ok) refuse(at.message);
    const entries = db.get(device) as { time: string }[] | undefined;
    if (entries === undefined) refuse('device name does not exist.');
    const index = entries.findIndex((entry) => entry.time === at.value);
    if (index === -1) refuse('time does not exist.');
    entries.splice(index, 1);
    return 'success';
  },
  check(response, gold, options) {
    return (
      switchName(response, options) === switchName(gold, options) &&
      sameNormalised(normaliseDate(inputOf(response, 'time'), 'DT'), normaliseDate(inputOf(gold, 'time'), 'DT')) &&
      sameResult(response, gold)
    );
  },
});
