// The free-text judge's figures for `npm run bench`: cold load of the judge and its bundled lookup
// model (in a fresh process, as a user's first comparison pays it), new pairs judged per second on one core,
// and the embedding alone. Runs the built package (`dist/`). Also runnable alone: `node bench/semantic.js`.

import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { measure, perSecond } from './harness.js';

const here = dirname(fileURLToPath(import.meta.url));

/** Pairs shaped like tool arguments, made distinct by a counter so no cache can answer them. */
function pair(i) {
  const subjects = ['Team sync', 'Dentist appt', 'Call mom about the party', 'Flight from Denver to Austin', 'Quarterly budget review'];
  const tails = ['on Monday', 'with Alice', 'after lunch', 'before the deadline', 'at the office'];
  const a = `${subjects[i % 5]} ${tails[Math.floor(i / 5) % 5]} number ${i}`;
  const b = i % 2 === 0 ? `${a.toLowerCase()}, please` : `${subjects[(i + 1) % 5]} ${tails[Math.floor(i / 5) % 5]} number ${i}`;
  return [a, b];
}

const spread = (result) => Number(result.spread.toFixed(3));

/** The first `count` distinct pairs of the held-out sets in `fixtures`, in file order; fewer when the folder is absent. */
function heldOutPairs(fixtures, count) {
  if (!existsSync(fixtures)) return [];
  const seen = new Set();
  const pairs = [];
  const files = readdirSync(fixtures).filter((name) => /^semantic-pairs-heldout-\d+\.json$/.test(name));
  files.sort((x, y) => Number(x.match(/\d+/)[0]) - Number(y.match(/\d+/)[0]));
  for (const name of files) {
    for (const { a, b } of JSON.parse(readFileSync(join(fixtures, name), 'utf8'))) {
      const key = `${a}\u0000${b}`;
      if (seen.has(key)) continue;
      seen.add(key);
      pairs.push({ a, b });
      if (pairs.length === count) return pairs;
    }
  }
  return pairs;
}

/**
 * Pairs judged per CPU-second of the process: five rounds of 2,000 calls of `judge(k)`, where `k`
 * counts all calls from 0 (so each round can take new pairs). CPU time, as on a shared machine the
 * wall clock also counts the time other processes hold the core. `{ value, spread }`: the median
 * round, and (fastest - slowest) / median.
 */
function cpuRounds(judge) {
  const rates = [];
  let k = 0;
  for (let round = 0; round < 5; round++) {
    const before = process.cpuUsage();
    for (let end = k + 2000; k < end; k++) judge(k);
    const used = process.cpuUsage(before);
    rates.push(2000 / ((used.user + used.system) / 1e6));
  }
  rates.sort((x, y) => x - y);
  return { value: rates[2], spread: Number(((rates[4] - rates[0]) / rates[2]).toFixed(3)) };
}

/** Returns `{ name: { value, unit, note?, spread? } }`. */
export async function benchSemantic(options = {}) {
  const dist = resolve(options.dist ?? join(here, '..', 'dist'));
  const figures = {};
  // A fresh process imports the judge and judges three pairs, as a user's first comparison pays it:
  // through `toolworld/judge` (dist/judge.js, the judge's own bundle) and through the package root
  // (dist/index.js, which loads the whole library first). Seven runs each, interleaved.
  const coldScript = (entry) => `
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    const { semanticMatch } = await import(${JSON.stringify(pathToFileURL(join(dist, entry)).href)});
    await semanticMatch('Flight from Denver to Austin', 'Flight from Austin to Denver');
    await semanticMatch('Buy oat milk', 'Pick up the oat milk');
    await semanticMatch('Settle the gas bill', 'Pay the gas bill');
    const cpu = process.cpuUsage(cpuBefore);
    console.log(JSON.stringify({ wall: performance.now() - started, cpu: (cpu.user + cpu.system) / 1000 }));`;
  const coldRun = (entry) => JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', coldScript(entry)], { encoding: 'utf8' }).trim());
  const judgeRuns = [];
  const rootRuns = [];
  for (let run = 0; run < 7; run++) {
    judgeRuns.push(coldRun('judge.js'));
    rootRuns.push(coldRun('index.js'));
  }
  const median = (values) => [...values].sort((x, y) => x - y)[values.length >> 1];
  const coldFigure = (runs, key, note) => {
    const values = runs.map((run) => run[key]);
    const middle = median(values);
    return { value: middle, unit: 'ms', note, spread: Number(((Math.max(...values) - Math.min(...values)) / middle).toFixed(3)) };
  };
  const work = 'import, read the lines of the vector table, the WordNet senses and the thesaurus the pairs ask for and the learned weights, judge three pairs';
  figures.coldLoad = coldFigure(judgeRuns, 'wall', `fresh process, toolworld/judge: ${work} (wall clock, median of 7)`);
  figures.coldLoadCpu = coldFigure(judgeRuns, 'cpu', 'the same, in CPU time of the process (all threads), which a busy machine does not inflate');
  figures.coldLoadRootCpu = coldFigure(rootRuns, 'cpu', 'the same through the package root (import ... from \'toolworld\'), which loads the whole library first (CPU, median of 7)');
  figures.loadAverage = { value: (await import('node:os')).loadavg()[0], unit: '', note: 'one-minute load average while measuring (wall-clock figures are only meaningful when it is below the core count)' };

  const { ruleText, resolveByPolicy } = await import(pathToFileURL(join(dist, 'semantic', 'judge.js')).href);
  const { resolveByLearnedLayer } = await import(pathToFileURL(join(dist, 'semantic', 'learned-verdict.js')).href);
  const { createLookupEmbedder } = await import(pathToFileURL(join(dist, 'semantic', 'lookup-model.js')).href);
  let counter = 0;
  const judged = await measure(() => {
    for (let k = 0; k < 100; k++) {
      const [a, b] = pair(counter++);
      resolveByPolicy(ruleText(a, b), 'similarity', 0.725);
    }
  }, { batchMilliseconds: 100, operationsPerIteration: 100 });
  figures.pairsPerSecondWall = { value: perSecond(judged.median), unit: 'pairs/s', note: 'new pairs judged (facts, alignment, similarity), wall clock', spread: spread(judged) };
  // The same work timed by the process's own CPU time (see cpuRounds); this judge runs on one thread.
  const rules = cpuRounds(() => {
    const [a, b] = pair(counter++);
    resolveByPolicy(ruleText(a, b), 'similarity', 0.725);
  });
  figures.pairsPerSecond = { ...rules, unit: 'pairs/s', note: 'new pairs judged per CPU-second of one core, rules alone (median of 5 x 2,000)' };
  // The default judge: the rules, then the learned layer's features and weights.
  const learned = cpuRounds(() => {
    const [a, b] = pair(counter++);
    resolveByLearnedLayer(a, b, ruleText(a, b));
  });
  figures.learnedPairsPerSecond = { ...learned, unit: 'pairs/s', note: 'new pairs judged per CPU-second of one core, learned judge (the default; median of 5 x 2,000)' };

  // The bench's pairs above are made from a few templates, so their words repeat and the judge's
  // word-level lookups are warm. Pairs written by people are not: the held-out pairs in fixtures/
  // (every field; email bodies are about three times as long as the others), each judged once.
  const heldOut = heldOutPairs(join(dist, '..', 'fixtures'), 12000);
  if (heldOut.length === 12000) {
    const judgeHeldOut = (k) => resolveByLearnedLayer(heldOut[k].a, heldOut[k].b, ruleText(heldOut[k].a, heldOut[k].b));
    for (let k = 0; k < 2000; k++) judgeHeldOut(k);
    const rate = cpuRounds((k) => judgeHeldOut(2000 + k));
    figures.heldOutPairsPerSecond = {
      ...rate,
      unit: 'pairs/s',
      note: 'held-out pairs written by people (fixtures/, all fields), each judged once per CPU-second of one core, learned judge (median of 5 x 2,000, after 2,000 to warm up)',
    };
  }

  const embedder = createLookupEmbedder();
  const embedded = await measure(() => embedder.embed(Array.from({ length: 64 }, () => pair(counter++)[0])), { batchMilliseconds: 100, operationsPerIteration: 64 });
  figures.embedThroughput = { value: perSecond(embedded.median), unit: 'sentences/s', note: 'lookup-table embedding alone', spread: spread(embedded) };
  return figures;
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const figures = await benchSemantic(process.argv[2] === undefined ? {} : { dist: process.argv[2] });
  for (const [name, { value, unit, note }] of Object.entries(figures)) console.log(`${name.padEnd(16)} ${value.toPrecision(3)} ${unit}  ${note ?? ''}`);
}
