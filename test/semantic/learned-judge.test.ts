import { scratchFolder } from '../support/scratch.js';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { semanticMatch } from '../../src/matchers/semantic.js';
import { bundledPairsPath, loadLabelledPairs } from '../../src/semantic/calibration.js';
import { bundledJudgeCombiner, defaultCombinerPath, loadJudgeCombiner, probabilityOfSame } from '../../src/semantic/combiner.js';
import { labelledExamples, trainBundledCombiner, trainCombiner } from '../../src/semantic/combiner-training.js';
import { judgeText, resolveByPolicy, ruleText } from '../../src/semantic/judge.js';
import { resolveByLearnedLayer } from '../../src/semantic/learned-verdict.js';
import { pairFeatures, PAIR_FEATURE_NAMES } from '../../src/semantic/pair-features.js';
import { surfaceOverlap } from '../../src/semantic/text-overlap.js';

const feature = (a: string, b: string, name: string) => pairFeatures(a, b, ruleText(a, b))[PAIR_FEATURE_NAMES.indexOf(name)];

describe('pair features', () => {
  it('are one number per named feature, read from the ruling and the texts', () => {
    // (The example was "Anjali, the report is ready" / "..., Anjali" until session 6's rules read a closing name as whom a text addresses.)
    const [a, b] = ['Happy birthday! Hope you have a lovely day', 'Happy birthday, hope your day is lovely!'];
    const ruling = ruleText(a, b);
    expect(ruling.detail).toMatchObject({ stage: 'added-to-list', extra: [{ word: 'day' }, { word: 'lovely' }] });
    const features = pairFeatures(a, b, ruling);
    expect(features).toHaveLength(PAIR_FEATURE_NAMES.length);
    expect(features.every(Number.isFinite)).toBe(true);
    const named = (name: string) => features[PAIR_FEATURE_NAMES.indexOf(name)];
    expect(named('stage:added-to-list')).toBe(1);
    expect(named('stage:facts')).toBe(0);
    // The words the list rule says were added are in the other text all along.
    expect(named('extra words in the other text')).toBe(1);
    expect(named('same words')).toBe(0);
    expect(named('stage:added-to-list * extra words in the other text')).toBe(1);
  });

  it('count contradictions by kind and see whether their words are in the other text', () => {
    expect(feature('Payment of $1,200 received', 'Payment of 1200 USD received', 'same numbers')).toBe(1);
    expect(feature('Payment of $1,200 received', 'Payment of 1200 USD received', 'contradiction:name')).toBe(0);
    expect(feature('Lunch at Zafferano', 'Lunch at Zafferano with Tomiko', 'contradiction:name')).toBe(1);
    expect(feature('Meeting at 3pm', 'Meeting at 4pm', 'contradiction:time')).toBe(1);
    expect(feature('Meeting at 3pm', 'Meeting at 4pm', 'same numbers')).toBe(0);
    expect(feature('Meeting at 3pm', 'Meeting at 4pm', 'contradiction words in the other text')).toBe(0);
    expect(feature('Flight from Denver to Austin', 'Flight from Austin to Denver', 'contradiction:role')).toBe(1);
    // The same words traded are a role contradiction of the facts; other wording reaches the role stage.
    expect(feature('The nurse called the surgeon', 'The surgeon called the nurse', 'contradiction:role')).toBe(1);
    expect(feature('The nurse called the surgeon', 'The surgeon has called the nurse', 'stage:role')).toBe(1);
  });

  it('measure surface overlap without word knowledge', () => {
    expect(surfaceOverlap('Q&A session', 'q & a session')).toMatchObject({ sameWords: true, words: 1 });
    const apart = surfaceOverlap('Buy oat milk', 'Sell the car');
    expect(apart.words).toBe(0);
    expect(apart.lengthRatio).toBe(1);
  });

  it('report each kind of link between the words left over, which the rules fold into one similarity', () => {
    // "semester" / "term": a thesaurus pair, left unaligned by the rules, but linked here. (Session 25
    // put "issue" / "problem", the example before, in the rules' own table.)
    const [a, b] = ['Report the semester with the printer', 'Report the term with the printer'];
    expect(feature(a, b, 'leftover thesaurus max')).toBe(1);
    expect(feature(a, b, 'leftover any wordnet or thesaurus link min')).toBe(1);
    expect(feature(a, b, 'leftovers on both sides')).toBe(1);
    // Kinds of one thing have no link of any kind.
    expect(feature('Buy oat milk', 'Buy almond milk', 'leftover any wordnet or thesaurus link max')).toBe(0);
    expect(feature('Buy oat milk', 'Buy almond milk', 'leftover pairs')).toBe(1);
    // Nothing left over: every leftover figure is zero.
    expect(feature('Water the plants', 'Water the plants', 'leftover vector max')).toBe(0);
  });

  it('compare the texts as wholes: linked lemmas, nearest vectors, negations', () => {
    expect(feature('Water the plants', 'Water the plants', 'linked cover min')).toBe(1);
    expect(feature('Water the plants', 'Water the plants', 'soft cosine min')).toBe(1);
    expect(feature('The heater is not working', 'The heater is broken', 'negation count difference')).toBe(1);
    expect(feature("The heater isn't working", 'The heater is not working', 'negation count difference')).toBe(0);
    expect(feature('Buy oat milk', 'Buy almond milk', 'linked cover min')).toBeLessThan(1);
  });

  it('need a ruling from ruleText', () => {
    const { detail: _, ...bare } = ruleText('Yoga class', 'Yoga session');
    expect(() => pairFeatures('Yoga class', 'Yoga session', bare)).toThrow(/needs a ruling from ruleText/);
  });
});

describe('training the combiner', () => {
  const slice = labelledExamples(loadLabelledPairs(bundledPairsPath('tuning')).filter((_, i) => i % 3 === 0));

  it('is deterministic: the same pairs give the same weights', () => {
    const settings = { trees: 20 };
    const first = trainCombiner(slice, ['tuning'], settings);
    expect(trainCombiner(slice, ['tuning'], settings)).toEqual(first);
    // Other pairs give other weights, so the comparison above can fail.
    expect(trainCombiner(slice.slice(20), ['tuning'], settings).trees).not.toEqual(first.trees);
  });

  it('weighs a fact near miss accepted more than a paraphrase rejected', () => {
    const light = trainCombiner(slice, ['tuning'], { trees: 20, strictWeight: 1 });
    const heavy = trainCombiner(slice, ['tuning'], { trees: 20, strictWeight: 50 });
    const strict = slice.filter((example) => !example.label && ['person', 'place', 'number', 'time', 'date'].includes(example.kind));
    const mean = (combiner: typeof light) => strict.reduce((sum, example) => sum + probabilityOfSame(combiner, example.features), 0) / strict.length;
    expect(mean(heavy)).toBeLessThan(mean(light));
  });

  it('refuses examples of the wrong width', () => {
    expect(() => trainCombiner([{ features: [1, 2], label: true, kind: 'case' }], [])).toThrow(/needs \d+ features/);
    expect(() => trainCombiner([], [])).toThrow(/at least one/);
  });

  // 300 trees on 280 sets: about 20 minutes on one core of this 2-core machine (11 to 20 in the
  // sessions that timed it), so the limit leaves room for a busy one.
  it('ships the weights a fresh training run on every bundled set produces', () => {
    expect(trainBundledCombiner()).toEqual(JSON.parse(readFileSync(defaultCombinerPath(), 'utf8')));
  }, 3_000_000);
});

describe('the learned layer', () => {
  it('is the default judge and says when it overrules the rules', async () => {
    // A negation said in other words ("do not leave ... in the hallway" / "keep the hallway free for walking").
    // (Until session 8's trees the example was "Upstairs bedroom" / "Bedroom on the upper floor", which they reject at p=0.22;
    // until session 24 "keep the hallway clear of them", which the rules now read as a negation themselves.)
    const [a, b] = ['Please do not leave bikes in the hallway; store them in the shed.', 'Bikes belong in the shed, so keep the hallway free for walking.'];
    const verdict = await judgeText(a, b);
    expect(verdict).toMatchObject({ ruled: 'mismatch', outcome: 'match', resolvedBy: 'learned' });
    expect(verdict.reasons[0]).toBe('negation differs: not -> not negated');
    expect(verdict.reasons[1]).toMatch(/^overruled by the learned layer: p\(same\)=0\.\d\d|^overruled by the learned layer: p\(same\)=1\.00$/);
    const rules = await judgeText(a, b, { judge: 'rules' });
    expect(rules).toMatchObject({ outcome: 'mismatch', reasons: ['negation differs: not -> not negated'] });
    expect(rules.probability).toBeUndefined();
  });

  it('leaves the rules-only path as it was', async () => {
    for (const [a, b] of [['Start the dishwasher', 'Run the dishwasher'], ['Buy oat milk', 'Buy almond milk'], ['Team sync', 'team sync!']] as const) {
      const { detail: _, ...ruling } = ruleText(a, b);
      const expected = resolveByPolicy(ruling, 'similarity', 0.725);
      expect(await judgeText(a, b, { judge: 'rules' })).toEqual(expected);
      expect(await judgeText(a, b, { uncertain: 'similarity' })).toEqual(expected);
    }
  });

  it('keeps a role swap a mismatch whatever the model says', () => {
    const sure = { ...bundledJudgeCombiner(), bias: 1e6 };
    const ruling = ruleText('Flight from Denver to Austin', 'Flight from Austin to Denver');
    expect(resolveByLearnedLayer('Flight from Denver to Austin', 'Flight from Austin to Denver', ruling, { combiner: sure })).toMatchObject({ outcome: 'mismatch', unsure: false });
    // The same model passes any other finding, so the role rule is what held.
    expect(resolveByLearnedLayer('Buy oat milk', 'Buy almond milk', ruleText('Buy oat milk', 'Buy almond milk'), { combiner: sure }).outcome).toBe('match');
  });

  it('never passes texts the similarity does not hold alike, however sure the model is', () => {
    const sure = { ...bundledJudgeCombiner(), bias: 1e6 };
    // Held-out-7, judged once without this bar, had unrelated pairs like these passed.
    for (const [a, b] of [['Home', 'City Hall'], ['Call the insurance company', 'Practice Spanish vocab'], ['See you at the game!', 'Can you send me the recipe?']] as const) {
      const ruling = ruleText(a, b);
      const verdict = resolveByLearnedLayer(a, b, ruling, { combiner: sure });
      expect(verdict.outcome, `${a} / ${b} (similarity ${ruling.score.toFixed(2)})`).toBe('mismatch');
    }
    // The bar is the caller's threshold: a stricter one holds back a pair the default lets through.
    // (A mismatch settled by the facts in a long text gets no lower bar.)
    const [a, b] = ['Please send the signed invoice for the kitchen refit to Maria in accounts before the end of next week', 'Please send the signed invoice for the kitchen refit to accounts before the end of next week'];
    const facts = ruleText(a, b);
    expect(facts.detail?.stage).toBe('facts');
    expect(resolveByLearnedLayer(a, b, facts, { combiner: sure }).outcome).toBe('match');
    expect(resolveByLearnedLayer(a, b, facts, { combiner: sure, threshold: Math.min(1, facts.score + 0.01) }).outcome).toBe('mismatch');
    const uncertain = ruleText('See you at the game!', 'Can you send me the recipe?');
    expect(resolveByLearnedLayer('See you at the game!', 'Can you send me the recipe?', uncertain, { combiner: sure }).reasons.at(-1)).toMatch(/^uncertain, learned layer: p\(same\)=1\.00, but similarity 0\.\d+ < 0\.725$/);
  });

  it('escalates the pairs it is unsure about, and only those', async () => {
    const asked: string[] = [];
    const escalate = async (a: string) => {
      asked.push(a);
      return { pass: true, reason: 'a stronger model agrees' };
    };
    const unsure = await semanticMatch('Switch on the dishwasher', 'Run the dishwasher', { escalate });
    expect(unsure.probability).toBeGreaterThan(bundledJudgeCombiner().band[0]);
    expect(unsure.probability).toBeLessThan(bundledJudgeCombiner().band[1]);
    expect(unsure).toMatchObject({ pass: true });
    expect(unsure.reasons?.at(-1)).toBe('escalated: same meaning (a stronger model agrees)');
    const sure = await semanticMatch('Meeting at 3pm', 'Meeting at 4pm', { escalate });
    expect(sure.pass).toBe(false);
    expect(asked).toEqual(['Switch on the dishwasher']);
  });

  it('reports weights trained on other features by name, with the fix', () => {
    const file = join(scratchFolder('toolworld-combiner-'), 'combiner.json');
    writeFileSync(file, JSON.stringify({ ...bundledJudgeCombiner(), features: ['cosine'] }));
    expect(() => loadJudgeCombiner(file)).toThrow(/trained on other features .* node scripts\/train-judge\.mjs/);
    writeFileSync(file, JSON.stringify({ ...bundledJudgeCombiner(), trees: 'none' }));
    expect(() => loadJudgeCombiner(file)).toThrow(/is not a judge combiner: \$\.trees: trees must be lists of nodes/);
    // A child pointing back would loop for ever; the file is refused instead.
    writeFileSync(file, JSON.stringify({ ...bundledJudgeCombiner(), trees: [[[0, 0.5, 1, 2], [0.1], [0.2]], [[0, 0.5, 0, 1], [0.1]]] }));
    expect(() => loadJudgeCombiner(file)).toThrow(/\$\.trees\[1\]\[0\]\[2\] points to no later node: trees must be lists of nodes/);
    const refusal = (() => {
      try {
        loadJudgeCombiner(file);
      } catch (error) {
        return error;
      }
      return undefined;
    })();
    expect(refusal).toMatchObject({ code: 'invalid-data', jsonPath: '$.trees[1][0][2]', file });
    writeFileSync(file, JSON.stringify({ ...bundledJudgeCombiner(), trees: [[[0, 0.5, 1, 2], [null], [0.2]]] }));
    expect(() => loadJudgeCombiner(file)).toThrow(/\$\.trees\[0\]\[1\]\[0\] is not a finite number/);
    writeFileSync(file, JSON.stringify({ ...bundledJudgeCombiner(), format: 'toolworld-judge-combiner-1' }));
    expect(() => loadJudgeCombiner(file)).toThrow(/expected "toolworld-judge-combiner-2"/);
    expect(() => loadJudgeCombiner('/nowhere/combiner.json')).toThrow(/cannot read the learned judge's weights from \/nowhere\/combiner\.json/);
  });
});
