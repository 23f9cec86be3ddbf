// API-Bank's figures for `npm run bench`: the full gold replay of levels 1-3 in compat and fixed
// mode (every recorded call parsed, dispatched and checked), and the speed of single calls. Runs the
// built package (`dist/`). Also runnable alone: `node bench/api-bank.js [--data DIR]`.
// The replays must reproduce the spec's ceilings; a wrong count is reported, not timed.

import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { measure, perSecond } from './harness.js';

const here = dirname(fileURLToPath(import.meta.url));

/** The expected counts (spec §6.6 and the fixed-mode note in docs/api-bank.md). */
const expected = {
  'compat.1': 347, 'compat.2': 125, 'compat.3': 235,
  'fixed.1': 394, 'fixed.2': 135, 'fixed.3': 245,
};

/** Returns `{ name: { value, unit, note?, spread? } }`, or `{}` when API-Bank's data is absent. */
export async function benchApiBank(options = {}) {
  const dist = resolve(options.dist ?? join(here, '..', 'dist'));
  const data = resolve(options.data ?? join(here, '..', '..', 'shared', 'apibank'));
  if (!existsSync(join(data, 'test-data'))) return {};
  const { replayApiBank } = await import(pathToFileURL(join(dist, 'suites', 'api-bank', 'replay.js')).href);
  const { createApiBankWorld } = await import(pathToFileURL(join(dist, 'suites', 'api-bank', 'world.js')).href);
  const figures = {};

  for (const mode of ['compat', 'fixed']) {
    let items = 0;
    const counts = [];
    const run = async () => {
      items = 0;
      counts.length = 0;
      for (const level of [1, 2, 3]) {
        // Recorded ToolSearcher answers in both modes, so the figure measures toolworld, not a model.
        const result = await replayApiBank({ data, level, mode, searcher: 'recorded' });
        items += result.items;
        counts.push(result.correct);
        if (result.correct !== expected[`${mode}.${level}`]) throw new Error(`${mode} level ${level}: ${result.correct} correct, expected ${expected[`${mode}.${level}`]}`);
      }
    };
    const timing = await measure(run, { batchMilliseconds: 0, batches: 3, warmupMilliseconds: 0, maxIterations: 1 });
    figures[`apiBank.replay.${mode}`] = {
      value: timing.median / 1e6,
      unit: 'ms',
      note: `levels 1-3, ${items} recorded calls (${counts.join(' + ')} correct), data loading included`,
      spread: Number(timing.spread.toFixed(3)),
    };
  }

  const world = createApiBankWorld({ databases: join(data, 'init_database'), mode: 'compat' });
  const token = 'a9s8d7f6g5h4j3k2l1';
  const read = await measure(() => world.call('QueryAgenda', { token, content: 'Meeting with client', time: '', location: '' }), { batchMilliseconds: 50 });
  figures['apiBank.readCall'] = { value: perSecond(read.median), unit: 'calls/s', note: 'QueryAgenda on the initial databases, envelope included' };
  const fresh = await measure(() => world.fork().call('AddAlarm', { token, time: '2023-03-16 07:00:00' }), { batchMilliseconds: 50 });
  figures['apiBank.freshWriteCall'] = { value: perSecond(fresh.median), unit: 'calls/s', note: "AddAlarm on a fresh copy of the databases (compat's fresh manager per scored call)" };
  return figures;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dataIndex = process.argv.indexOf('--data');
  const figures = await benchApiBank(dataIndex === -1 ? {} : { data: process.argv[dataIndex + 1] });
  for (const [name, figure] of Object.entries(figures)) console.log(name, figure);
}
