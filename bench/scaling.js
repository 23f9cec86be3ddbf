// Figures that say whether a cost grows with the world: oracle replay per conversation at 1x and
// 100x data, one action for a user with 10 and with 10,000 records, and memory of forks that each
// made one call. Used by bench/run.js; also runs alone for a before/after comparison of two builds:
//
//   node --expose-gc bench/scaling.js [--dist <folder>] [--tooltalk <folder>]

import { existsSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { measureInterleaved } from './harness.js';
import { scaleDatabases } from './scale.js';

const spreadOf = (result) => Number(result.spread.toFixed(3));

function listConversations(dir) {
  return existsSync(dir) && readdirSync(dir).some((name) => name.endsWith('.json'));
}

/**
 * ToolTalk's conversations and databases folder, or the bundled ones when ToolTalk's data is absent.
 * `files` (paths relative to `tooltalk`, such as `easy/AddAlarm-easy.json`) keeps only those.
 */
export function replayData(toolworld, tooltalk, files) {
  if (tooltalk !== undefined && existsSync(join(tooltalk, 'databases'))) {
    const conversations =
      files === undefined
        ? ['easy', 'hard']
            .filter((folder) => listConversations(join(tooltalk, folder)))
            .flatMap((folder) => toolworld.loadToolTalkConversations(join(tooltalk, folder)))
        : files.flatMap((file) => toolworld.loadToolTalkConversations(join(tooltalk, file)));
    const json = toolworld.databasesToJSON(toolworld.loadToolTalkDatabases(join(tooltalk, 'databases')));
    return { label: 'tooltalk', conversations, json, options: { ids: 'tooltalk', messages: 'tooltalk' } };
  }
  const conversations = toolworld.loadToolTalkConversations(toolworld.bundledConversationsDir());
  const json = toolworld.databasesToJSON(toolworld.bundledWorld().databases);
  return { label: 'bundled', conversations, json, options: { ids: 'tooltalk' } };
}

/**
 * Oracle replay of the same conversations over the data at 1x and at 100x (copies 1..99 rename
 * every user, so the conversations' own users keep their records and 99 strangers join them).
 * The two sizes are timed in alternating passes so that machine noise hits both alike.
 */
export async function benchReplayAtScale(toolworld, data, record, factor = 100) {
  const agent = toolworld.createOracleAgent();
  const worlds = {
    '1x': toolworld.databasesFromJSON(data.json, toolworld.toolTalkDatabases),
    [`${factor}x`]: toolworld.databasesFromJSON(scaleDatabases(data.json, factor), toolworld.toolTalkDatabases),
  };
  const options = Object.fromEntries(Object.entries(worlds).map(([size, databases]) => [size, { ...data.options, databases }]));
  for (const [size, replayOptions] of Object.entries(options)) {
    const result = await toolworld.replayConversations(data.conversations, agent, replayOptions);
    if (result.totals.success_rate !== 1) throw new Error(`bench: the oracle scored ${result.totals.success_rate} at ${size}; it must score 1`);
  }
  // Warm both, then alternate whole passes.
  const samples = Object.fromEntries(Object.keys(options).map((size) => [size, []]));
  for (let round = 0; round < 40; round++) {
    for (const [size, replayOptions] of Object.entries(options)) {
      const started = process.hrtime.bigint();
      await toolworld.replayConversations(data.conversations, agent, replayOptions);
      const elapsed = Number(process.hrtime.bigint() - started);
      if (round >= 10) samples[size].push(elapsed / data.conversations.length);
    }
  }
  const summary = {};
  for (const [size, values] of Object.entries(samples)) {
    values.sort((left, right) => left - right);
    const median = values[Math.floor(values.length / 2)];
    summary[size] = median;
    record(`replay.${data.label}.${size}.perConversation`, median / 1000, 'µs/conversation', {
      spread: spreadOf({ spread: (values.at(-1) - values[0]) / median }),
      note: `${data.conversations.length} conversations, ${size} data, alternating passes`,
    });
  }
  record(`replay.${data.label}.scaleRatio`, summary[`${factor}x`] / summary['1x'], 'x', {
    note: `per-conversation time at ${factor}x data over 1x; the aim is at most 1.5`,
  });
}

/**
 * AddAlarm then DeleteAlarm of the new alarm, for a signed-in user who has 10 and 10,000 alarms
 * (everything else as bundled), timed in alternating batches.
 */
export function benchRecordsPerUser(toolworld, record) {
  const base = toolworld.databasesToJSON(toolworld.bundledWorld().databases);
  const username = 'inesmartins';
  const password = 'Pastel&Nata42';
  const operations = {};
  for (const count of [10, 10_000]) {
    const alarms = {};
    for (let index = 0; index < count; index++) {
      const id = `${(index >>> 16).toString(16).padStart(4, '0')}-${(index & 0xffff).toString(16).padStart(4, '0')}`;
      alarms[id] = { alarm_id: id, time: `0${index % 10}:${String(index % 60).padStart(2, '0')}:00` };
    }
    const world = toolworld.createWorld({ databases: { ...base, Alarm: { ...base.Alarm, [username]: alarms } } });
    const login = world.call('UserLogin', { username, password });
    if (login.exception !== null) throw new Error(`bench setup: ${login.exception}`);
    const start = world.snapshot();
    operations[`action.${count}records`] = () => {
      const added = world.call('AddAlarm', { time: '07:30:00' });
      world.call('DeleteAlarm', { alarm_id: added.response.alarm_id });
      world.restore(start);
    };
    operations[`action.${count}records`]();
  }
  const timed = measureInterleaved(operations, { rounds: 31 });
  for (const [name, result] of Object.entries(timed)) {
    record(name, result.median / 1000, 'µs', { spread: spreadOf(result), note: 'AddAlarm + DeleteAlarm of it, for a user with that many alarms' });
  }
  record('action.recordsRatio', timed['action.10000records'].median / timed['action.10records'].median, 'x', {
    note: 'the pair at 10,000 alarms over 10; the aim is at most 2',
  });
}

function heapAfterCollection() {
  globalThis.gc();
  globalThis.gc();
  return process.memoryUsage().heapUsed;
}

/** Heap per world for 10,000 forks, idle and after one AddAlarm each (`--expose-gc` needed). */
export function benchForkMemory(toolworld, record) {
  const count = 10_000;
  const world = toolworld.createWorld({});
  const login = world.call('UserLogin', { username: 'inesmartins', password: 'Pastel&Nata42' });
  if (login.exception !== null) throw new Error(`bench setup: ${login.exception}`);
  const worlds = [];
  const before = heapAfterCollection();
  for (let index = 0; index < count; index++) worlds.push(world.fork());
  const idle = heapAfterCollection();
  record('memory.fork', (idle - before) / count, 'bytes/world', { note: `${count.toLocaleString('en-US')} forks of the bundled world` });
  for (const fork of worlds) fork.call('AddAlarm', { time: '07:30:00' });
  const changed = heapAfterCollection();
  record('memory.forkAfterOneCall', (changed - before) / count, 'bytes/world', {
    note: 'each fork after one AddAlarm; the aim is at most 1 KB',
  });
  worlds.length = 0;
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { parseArgs } = await import('node:util');
  const here = dirname(fileURLToPath(import.meta.url));
  const { values } = parseArgs({
    options: {
      dist: { type: 'string', default: join(here, '..', 'dist') },
      tooltalk: { type: 'string', default: join(here, '..', '..', 'shared', 'tooltalk') },
    },
  });
  const toolworld = await import(pathToFileURL(join(resolve(values.dist), 'index.js')).href);
  const record = (name, value, unit, extra = {}) =>
    process.stdout.write(`${name.padEnd(40)} ${Number(value.toPrecision(3)).toLocaleString('en-US')} ${unit}${extra.spread === undefined ? '' : ` ±${(extra.spread * 50).toFixed(0)}%`}\n`);
  await benchReplayAtScale(toolworld, replayData(toolworld, resolve(values.tooltalk)), record);
  benchRecordsPerUser(toolworld, record);
  if (typeof globalThis.gc === 'function') benchForkMemory(toolworld, record);
}
