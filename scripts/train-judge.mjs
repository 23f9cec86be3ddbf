// Trains the free-text judge's learned layer and writes models/judge-combiner.json (run after
// `npm run build`; it uses dist/). Deterministic: the same pairs give the same file, byte for byte.
//
//   node scripts/train-judge.mjs                 train on TRAINING_PARTS (combiner-training.ts), write the weights
//   node scripts/train-judge.mjs --check         fail when the shipped file differs from a fresh run
//   node scripts/train-judge.mjs --loso heldout-6,tuning-3
//       for each named set: train on all the others, judge the left-out one, and print the
//       learned layer's figures beside the rules alone (the protocol of decisions/0012)

import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const load = (path) => import(pathToFileURL(join(root, 'dist', 'semantic', path)).href);
const { bundledPairsPath, loadLabelledPairs, SOFT_KINDS, STRICT_KINDS } = await load('calibration.js');
const { defaultCombinerPath } = await load('combiner.js');
const { labelledExamples, trainCombiner, trainBundledCombiner, TRAINING_PARTS } = await load('combiner-training.js');
const { resolveByPolicy, ruleText } = await load('judge.js');
const { resolveByLearnedLayer } = await load('learned-verdict.js');

const { values } = parseArgs({ options: { loso: { type: 'string' }, check: { type: 'boolean', default: false } } });
const serialise = (combiner) => `${JSON.stringify(combiner, null, 1)}\n`;

if (values.loso !== undefined) {
  const sets = new Map(TRAINING_PARTS.map((part) => [part, loadLabelledPairs(bundledPairsPath(part))]));
  const examples = new Map([...sets].map(([part, pairs]) => [part, labelledExamples(pairs)]));
  for (const left of values.loso.split(',')) {
    if (!sets.has(left)) throw new Error(`unknown set '${left}'; training sets: ${TRAINING_PARTS.join(', ')}`);
    const others = TRAINING_PARTS.filter((part) => part !== left);
    const combiner = trainCombiner(others.flatMap((part) => examples.get(part)), others);
    const rules = [];
    const learned = [];
    for (const pair of sets.get(left)) {
      const ruling = ruleText(pair.a, pair.b);
      rules.push({ ...pair, pass: resolveByPolicy(ruling, 'similarity', 0.725).outcome === 'match' });
      learned.push({ ...pair, pass: resolveByLearnedLayer(pair.a, pair.b, ruling, { combiner }).outcome === 'match' });
    }
    console.log(`${left} (trained on ${others.join(', ')})`);
    console.log(`  rules    ${figures(rules)}`);
    console.log(`  learned  ${figures(learned)}`);
  }
} else {
  const text = serialise(trainBundledCombiner());
  const file = defaultCombinerPath();
  if (values.check) {
    const shipped = readFileSync(file, 'utf8');
    if (shipped !== text) {
      console.error(`${file} differs from a fresh training run; run node scripts/train-judge.mjs and commit the file`);
      process.exit(1);
    }
    console.log(`${file} matches a fresh training run`);
  } else {
    writeFileSync(file, text);
    console.log(`wrote ${file} (${text.length} bytes)`);
  }
}

function figures(judged) {
  const count = (test) => judged.filter(test).length;
  const correct = count((p) => p.pass === p.label);
  const strict = (p) => !p.label && STRICT_KINDS.includes(p.kind);
  const soft = (p) => !p.label && SOFT_KINDS.includes(p.kind);
  return [
    `accuracy ${((100 * correct) / judged.length).toFixed(1)}%`,
    `fact near misses accepted ${count((p) => strict(p) && p.pass)}/${count(strict)}`,
    `object/partial accepted ${count((p) => soft(p) && p.pass)}/${count(soft)}`,
    `same meaning rejected ${count((p) => p.label && !p.pass)}/${count((p) => p.label)}`,
  ].join(', ');
}
