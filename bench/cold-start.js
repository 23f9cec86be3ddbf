// What a user waits for before anything is warm: one replay pass in a fresh process
// (bench/first-pass.js), a whole `toolworld replay` process (the installed binary, no npx), Node's own
// start-up beside it, and how many modules the CLI loads. Every process time is the median of
// several fresh processes, with its spread. Used by bench/run.js; also runs alone, and then compares
// builds with their samples interleaved, so a busy machine slows them alike:
//
//   node bench/cold-start.js [--dist <folder>]... [--tooltalk <folder>] [--samples 9]
//
// Prints one JSON object: { "<dist>": { figure: { value, unit, spread?, min?, max?, note } } }.

import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const here = dirname(fileURLToPath(import.meta.url));
const moduleHooks = pathToFileURL(join(here, 'module-hooks.js')).href;
const moduleLine = 'toolworld-bench-module ';
const cpuLine = 'toolworld-bench-cpu ';
// Preloaded into the timed CLI processes: at exit, the process's own CPU time (user + system, since
// it started), which a busy machine inflates far less than the wall time.
const reportCpu = `data:text/javascript,process.on('exit', () => { const { user, system } = process.cpuUsage(); process.stderr.write('${cpuLine}' + (user + system) / 1000 + '\\n'); });`;

function summarize(values) {
  const sorted = [...values].sort((left, right) => left - right);
  const median = sorted[Math.floor(sorted.length / 2)];
  return { median, min: sorted[0], max: sorted.at(-1), spread: median === 0 ? 0 : (sorted.at(-1) - sorted[0]) / median };
}

function hasConversations(dir) {
  return existsSync(dir) && readdirSync(dir).some((name) => name.endsWith('.json'));
}

/**
 * The replay a user runs: ToolTalk's easy + hard conversations with its databases when present, else
 * the bundled ones; with `files` (relative to `tooltalk`), only those conversations.
 */
function replayArguments(tooltalk, files) {
  if (tooltalk === undefined) return { args: ['replay'], what: 'the bundled conversations' };
  if (files !== undefined) {
    return {
      args: ['replay', '--databases', join(tooltalk, 'databases'), ...files.map((file) => join(tooltalk, file))],
      what: `${files.length} of ToolTalk's conversations (the ones ToolTalk's executor timed)`,
    };
  }
  const folders = ['easy', 'hard'].map((folder) => join(tooltalk, folder)).filter(hasConversations);
  return { args: ['replay', '--databases', join(tooltalk, 'databases'), ...folders], what: "ToolTalk's easy + hard conversations" };
}

function timeProcess(argv) {
  const started = process.hrtime.bigint();
  const child = spawnSync(process.execPath, argv, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const milliseconds = Number(process.hrtime.bigint() - started) / 1e6;
  if (child.status !== 0) throw new Error(`bench: 'node ${argv.join(' ')}' exited with ${child.status}: ${child.stderr}`);
  return { milliseconds, stdout: child.stdout, stderr: child.stderr };
}

function cpuOf({ stderr }) {
  return Number(stderr.split('\n').find((line) => line.startsWith(cpuLine)).slice(cpuLine.length));
}

/** Files the CLI's process loads through the ESM loader (Node's built-ins not counted), from loader hooks. */
function countModules(cli, args) {
  const register = `data:text/javascript,import { register } from 'node:module'; register(${JSON.stringify(moduleHooks)});`;
  const { stderr } = timeProcess(['--import', register, cli, ...args]);
  const files = new Set(
    stderr
      .split('\n')
      .filter((line) => line.startsWith(moduleLine))
      .map((line) => line.slice(moduleLine.length))
      .filter((url) => url.startsWith('file:')),
  );
  return files.size;
}

/**
 * Measures the cold-start figures of each build in `dists`, samples interleaved across builds.
 * Returns `{ [dist]: figures }` with figures in bench/run.js's shape. `files` keeps only those of
 * ToolTalk's conversations; `alongside` runs once per round after the builds (another program's
 * process timed in the same rounds, so that a busy machine slows both alike).
 */
export function measureColdStart({ dists, tooltalk, samples, files, alongside }) {
  const { args, what } = replayArguments(tooltalk, files);
  const firstPassArguments = tooltalk === undefined ? [] : ['--tooltalk', tooltalk, ...(files === undefined ? [] : ['--conversations', files.join(',')])];
  const runs = dists.map(() => ({ firstPass: [], imported: [], whole: [], wholeCpu: [], node: [], nodeCpu: [] }));
  for (let sample = 0; sample < samples; sample++) {
    dists.forEach((dist, index) => {
      const run = runs[index];
      const node = timeProcess(['--import', reportCpu, '-e', '0']);
      run.node.push(node.milliseconds);
      run.nodeCpu.push(cpuOf(node));
      const whole = timeProcess(['--import', reportCpu, join(dist, 'cli', 'main.js'), ...args]);
      run.whole.push(whole.milliseconds);
      run.wholeCpu.push(cpuOf(whole));
      const { stdout } = timeProcess([join(here, 'first-pass.js'), '--dist', dist, ...firstPassArguments]);
      const result = JSON.parse(stdout);
      run.firstPass.push(result.firstPassMsPerConversation);
      run.imported.push(result.importMs);
    });
    alongside?.();
  }
  const results = {};
  dists.forEach((dist, index) => {
    const run = runs[index];
    const figure = (values, unit, note) => {
      const { median, min, max, spread } = summarize(values);
      return { value: Number(median.toPrecision(4)), unit, spread: Number(spread.toFixed(3)), min: Number(min.toPrecision(4)), max: Number(max.toPrecision(4)), note };
    };
    results[dist] = {
      'coldStart.firstPass': figure(run.firstPass, 'ms/conversation', `one replay pass in a fresh process (library, after import and load), median of ${samples}`),
      'coldStart.import': figure(run.imported, 'ms', `importing the package (index.js), median of ${samples}`),
      'coldStart.cliReplay': figure(run.whole, 'ms', `a whole \`node <dist>/cli/main.js replay\` process over ${what} (the installed binary, no npx), median of ${samples}`),
      'coldStart.cliReplayCpu': figure(run.wholeCpu, 'ms', `CPU time (user + system) of the same processes, median of ${samples}`),
      'coldStart.nodeStartup': figure(run.node, 'ms', `\`node -e 0\` in the same rounds: the part of a whole process no package can save, median of ${samples}`),
      'coldStart.nodeStartupCpu': figure(run.nodeCpu, 'ms', `CPU time of those \`node -e 0\` processes, median of ${samples}`),
      'coldStart.cliModules': { value: countModules(join(dist, 'cli', 'main.js'), args), unit: 'modules', note: "files `toolworld replay` loads (Node's built-ins not counted)" },
    };
  });
  return results;
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      dist: { type: 'string', multiple: true, default: [join(here, '..', 'dist')] },
      tooltalk: { type: 'string', default: join(here, '..', '..', 'shared', 'tooltalk') },
      samples: { type: 'string', default: '9' },
    },
  });
  const tooltalk = existsSync(join(resolve(values.tooltalk), 'databases')) ? resolve(values.tooltalk) : undefined;
  const results = measureColdStart({ dists: values.dist.map((dist) => resolve(dist)), tooltalk, samples: Number(values.samples) });
  process.stdout.write(`${JSON.stringify(results, null, 2)}\n`);
}
