// Instructions per conversation of a steady oracle replay, counted by valgrind, for comparing builds
// on a busy machine. Time on a shared machine moves by 2x with the load; an instruction count does
// not: with V8's single-threaded, predictable-GC settings, two runs of the same build agree within
// about 0.1%. It is not a time (valgrind runs the code some 50x slower, and V8 may tier it up
// differently), so it ranks changes; `npm run bench` gives the times.
//
//   node bench/instructions.js [--dist <folder>]... [--tooltalk <folder>] [--low 40] [--high 100]
//                              [--v8-flags='--hash-seed=7 --random-seed=7']
//
// Each build is counted after `low` and after `high` replay passes in fresh processes; the
// difference, divided by the passes and conversations between them, leaves start-up and warm-up
// out. `--v8-flags` adds V8 flags to the counted process: with the seeds fixed
// (`--hash-seed=7 --random-seed=7`) one build's counts repeat to within about 0.05% (the nineteenth
// round's repeats; 0.0006% in the eighteenth's), where they otherwise move by up to 1% between
// processes. Needs valgrind (Debian: apt-get install valgrind). Prints one JSON object.
//
// The counted process also runs with `--no-minor-gc-task`. V8 otherwise posts a task to scavenge
// the young generation early when it is 80% full, and such a task runs only when the event loop
// turns, which during start-up (the loader's file reads) happens at moments set by the wall clock.
// Whether one more scavenge ran early then shifted where every later scavenge fell in the replay
// passes; in some processes that promoted more into the old generation, which then reached its limit
// and took incremental marking and mark-compact collections that the other processes never ran: 0.7
// to 1.9 billion instructions more, at random, in 9 of 22 processes of the twentieth round. Without
// the task, every scavenge is started by allocation alone (the passes themselves never turn the
// event loop, so the steady work measured is the same).
//
// And with `--no-allocation-site-pretenuring`. The lump itself is V8's allocation-site pretenuring
// feeding itself: once a scavenge finds most objects of a site alive it allocates the site's objects
// in the old generation, where the dead ones keep the young objects they point to alive through the
// next scavenges, whose sites then look long-lived too. A process in that state made hundreds of
// pretenuring decisions over 300 passes and grew its old generation by about 0.5 MB a scavenge
// until mark-compacts cleared it; a process outside it made 7, all during start-up, and kept a flat
// heap. Which state a process falls into depends on where the scavenges fall (an early task
// scavenge, or any change to a build's allocations), not on the work measured. Pass
// `--v8-flags='--allocation-site-pretenuring --minor-gc-task'` to count the old way. Even with both
// flags, both processes of some runs counted about 1.3% more than those of others (the twenty-first
// round in docs/benchmarks.md; cause not found): count each build at least twice, read the raw counts.

import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const here = dirname(fileURLToPath(import.meta.url));

if (process.argv[2] === '--passes') {
  // The counted process: load, then replay the conversations `passes` times with the oracle.
  const [, , , dist, passes, tooltalk] = process.argv;
  const toolworld = await import(pathToFileURL(join(dist, 'index.js')).href);
  const shared = tooltalk !== '' && existsSync(join(tooltalk, 'databases'));
  const conversations = shared
    ? ['easy', 'hard'].flatMap((folder) => toolworld.loadToolTalkConversations(join(tooltalk, folder)))
    : toolworld.loadToolTalkConversations(join(dist, '..', 'fixtures', 'conversations'));
  const options = shared ? { databases: toolworld.loadToolTalkDatabases(join(tooltalk, 'databases')), ids: 'tooltalk', messages: 'tooltalk' } : {};
  const agent = toolworld.createOracleAgent();
  for (let pass = 0; pass < Number(passes); pass++) await toolworld.replayConversations(conversations, agent, options);
  process.stdout.write(`conversations ${conversations.length}\n`);
} else {
  const { values } = parseArgs({
    options: {
      dist: { type: 'string', multiple: true },
      tooltalk: { type: 'string', default: join(here, '..', '..', 'shared', 'tooltalk') },
      low: { type: 'string', default: '40' },
      high: { type: 'string', default: '100' },
      'v8-flags': { type: 'string', default: '' },
    },
  });
  if (spawnSync('valgrind', ['--version']).status !== 0) {
    console.error('bench/instructions.js needs valgrind (Debian: apt-get install valgrind)');
    process.exit(2);
  }
  const v8Flags = values['v8-flags'].split(/\s+/).filter((flag) => flag !== '');
  const low = Number(values.low);
  const high = Number(values.high);
  const count = (dist, passes) => {
    const run = spawnSync(
      'valgrind',
      ['--tool=callgrind', '--smc-check=all-non-file', '--callgrind-out-file=/dev/null', process.execPath, '--single-threaded', '--predictable-gc-schedule', '--no-minor-gc-task', '--no-allocation-site-pretenuring', ...v8Flags, fileURLToPath(import.meta.url), '--passes', dist, String(passes), values.tooltalk],
      { encoding: 'utf8', maxBuffer: 1 << 24 },
    );
    const refs = /I\s+refs:\s+([\d,]+)/.exec(run.stderr);
    const conversations = /conversations (\d+)/.exec(run.stdout);
    if (run.status !== 0 || refs === null || conversations === null) throw new Error(`counting ${dist} failed:\n${run.stderr.slice(-2000)}`);
    return { instructions: Number(refs[1].replaceAll(',', '')), conversations: Number(conversations[1]) };
  };
  const report = {};
  for (const dist of (values.dist ?? [join(here, '..', 'dist')]).map((folder) => resolve(folder))) {
    const before = count(dist, low);
    const after = count(dist, high);
    report[dist] = {
      value: Math.round((after.instructions - before.instructions) / (high - low) / after.conversations),
      unit: 'instructions/conversation',
      note: `steady oracle replay of ${after.conversations} conversations, passes ${low} -> ${high}, valgrind callgrind${v8Flags.length > 0 ? `, V8 flags ${v8Flags.join(' ')}` : ''}`,
      counts: { [low]: before.instructions, [high]: after.instructions },
    };
  }
  console.log(JSON.stringify(report, null, 2));
}
