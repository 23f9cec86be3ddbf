// The semantic matcher's figures for `npm run bench`: how long the bundled model takes to load, to
// embed one new sentence, to embed batches, and what a cached comparison costs. Runs the built
// package (`dist/`), as users get it. Also runnable alone: `node bench/semantic.js`.

import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { measure, perSecond } from './harness.js';

const here = dirname(fileURLToPath(import.meta.url));

/** Sentences shaped like tool arguments, made distinct by a counter so no cache can answer them. */
function sentence(i) {
  const subjects = ['Team sync', 'Dentist appointment', 'Call mom about the party', 'Flight to Paris', 'Quarterly budget review'];
  const tails = ['on Monday', 'with Alice', 'after lunch', 'before the deadline', 'at the office'];
  return `${subjects[i % 5]} ${tails[Math.floor(i / 5) % 5]} number ${i}`;
}

const spread = (result) => Number(result.spread.toFixed(3));

/**
 * Returns `{ name: { value, unit, note?, spread? } }`: model load (ms), single-sentence latency
 * (ms, uncached), batched throughput (sentences/s, batches of 64), cached lookup (µs) and a cached
 * `semanticMatch` with the guard (µs).
 */
export async function benchSemantic(options = {}) {
  const dist = resolve(options.dist ?? join(here, '..', 'dist'));
  const semantic = await import(pathToFileURL(join(dist, 'semantic', 'index.js')).href);
  const { semanticMatch } = await import(pathToFileURL(join(dist, 'matchers', 'semantic.js')).href);
  const figures = {};

  const loadStarted = process.hrtime.bigint();
  const model = semantic.createTransformersEmbedder();
  await model.embed(['warm up']);
  const loadMilliseconds = Number(process.hrtime.bigint() - loadStarted) / 1e6;
  figures.modelLoad = { value: loadMilliseconds, unit: 'ms', note: `${model.id}: import transformers.js, read the model, first sentence` };

  let counter = 0;
  const single = await measure(() => model.embed([sentence(counter++)]), { batchMilliseconds: 50 });
  figures.sentenceLatency = { value: single.median / 1e6, unit: 'ms', note: 'one new sentence, no cache', spread: spread(single) };

  const batched = await measure(() => model.embed(Array.from({ length: 64 }, () => sentence(counter++))), {
    batchMilliseconds: 100,
    operationsPerIteration: 64,
  });
  figures.batchThroughput = { value: perSecond(batched.median), unit: 'sentences/s', note: 'batches of 64 new sentences', spread: spread(batched) };

  const cached = semantic.createCachedEmbedder(model);
  await cached.embed(['Team sync', 'team sync meeting']);
  const lookup = await measure(() => cached.embed(['Team sync']));
  figures.cachedLookup = { value: lookup.median / 1e3, unit: 'µs', note: 'embed of a cached text', spread: spread(lookup) };

  const match = await measure(() => semanticMatch('Team sync', 'team sync meeting', { embedder: cached }));
  figures.cachedMatch = { value: match.median / 1e3, unit: 'µs', note: 'semanticMatch on cached texts, guard on', spread: spread(match) };

  return figures;
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const figures = await benchSemantic();
  for (const [name, { value, unit, note }] of Object.entries(figures)) console.log(`${name.padEnd(16)} ${value.toPrecision(3)} ${unit}  ${note ?? ''}`);
}
