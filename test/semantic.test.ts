import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { runCalibrate } from '../src/cli/calibrate.js';
import {
  getDefaultEmbedder,
  semanticMatch,
  setDefaultEmbedder,
  trySemanticMatchSync,
} from '../src/matchers/semantic.js';
import {
  checkFacts,
  createCachedEmbedder,
  createTransformersEmbedder,
  defaultModelPath,
  effectiveThreshold,
  MODEL_ENV,
  type Embedder,
} from '../src/semantic/index.js';
import { loadLabelledPairs, metricsAt, passes, scorePairs, STRICT_KINDS } from '../src/semantic/calibration.js';
import { ToolworldError } from '../src/world/errors.js';

/** The real default model, wrapped so tests can count what reaches it. */
function countingEmbedder(inner: Embedder) {
  const calls: string[][] = [];
  const embedder: Embedder = {
    id: inner.id,
    ...(inner.calibration === undefined ? {} : { calibration: inner.calibration }),
    embed: (texts) => {
      calls.push([...texts]);
      return inner.embed(texts);
    },
  };
  return { embedder, calls };
}

const model = createTransformersEmbedder();

beforeAll(async () => {
  await model.embed(['warm up']);
});

afterEach(() => {
  setDefaultEmbedder(undefined);
  delete process.env[MODEL_ENV];
});

describe('semanticMatch with the bundled model', () => {
  it.each([
    ['Team sync', 'team sync'],
    ['Buy milk', 'Buy milk.'],
    ['Call mom about the party', 'Call mom regarding the party'],
    ['Dinner with Sarah at 7pm', '7pm dinner with Sarah'],
    ['Send the report', 'Please send the report'],
    ['Meeting at 3pm', 'Meeting at 3:00 PM'],
    ['Finish the quarterly report', 'Complete the quarterly report'],
  ])('passes %j ~ %j', async (expected, actual) => {
    const result = await semanticMatch(expected, actual, { embedder: model });
    expect(result.pass, `score ${result.score}`).toBe(true);
  });

  it('does not take Paris for London, in any case', async () => {
    const capitalised = await semanticMatch('Flight to Paris', 'Flight to London', { embedder: model });
    expect(capitalised.pass).toBe(false);
    expect(capitalised.guard?.contradictions).toEqual([{ kind: 'name', expected: 'Paris' }]);
    // Written in lower case the guard cannot see a place name; the model itself must tell them apart.
    const lower = await semanticMatch('flight to paris', 'flight to london', { embedder: model });
    expect(lower.pass).toBe(false);
    expect(lower.score).toBeLessThan(lower.threshold);
  });

  it.each([
    ['Buy 2 cartons of milk', 'Buy 3 cartons of milk', 'number'],
    ['Meeting at 3pm', 'Meeting at 4pm', 'time'],
    ['Party on Saturday', 'Party on Sunday', 'date'],
    ['Lunch with Alice', 'Lunch with Bob', 'name'],
    ['I can attend the meeting', "I can't attend the meeting", 'negation'],
    ['Accept the meeting invitation', 'Decline the meeting invitation', 'opposite'],
  ])('guards %j against %j (%s)', async (expected, actual, kind) => {
    const guarded = await semanticMatch(expected, actual, { embedder: model });
    expect(guarded.pass).toBe(false);
    expect(guarded.guard?.contradictions.map((c) => c.kind)).toContain(kind);
  });

  it('lets the guard, or one of its checks, be turned off', async () => {
    const off = await semanticMatch('Meeting at 3pm', 'Meeting at 4pm', { embedder: model, guard: false });
    expect(off).toMatchObject({ pass: true });
    expect(off.guard).toBeUndefined();
    const timesOff = await semanticMatch('Meeting at 3pm', 'Meeting at 4pm', { embedder: model, guard: { times: false } });
    expect(timesOff.pass).toBe(true);
  });

  it('maps ToolTalk thresholds onto the model through its calibration', async () => {
    expect(model.calibration).toEqual({ reference: 0.9, threshold: 0.725 });
    const result = await semanticMatch('Buy milk', 'Get milk from the store', { embedder: model, threshold: 0.9 });
    expect(result.threshold).toBeCloseTo(0.725);
    expect(effectiveThreshold(0.8, model.calibration)).toBeCloseTo(0.644);
    expect(effectiveThreshold(1, model.calibration)).toBe(1);
    expect(effectiveThreshold(0.95, model.calibration)).toBeCloseTo(0.8625);
    expect(effectiveThreshold(0.9, undefined)).toBe(0.9);
  });

  it('decides identical texts and nulls without loading a model', async () => {
    const refusing: Embedder = { id: 'refusing', embed: () => Promise.reject(new Error('must not be called')) };
    expect(trySemanticMatchSync('Team sync', 'Team sync')).toEqual({ pass: true, score: 1, threshold: 0.9 });
    expect(trySemanticMatchSync('Team sync', 'Team meeting')).toBeUndefined();
    await expect(semanticMatch('Team sync', 'Team sync', { embedder: refusing })).resolves.toMatchObject({ pass: true, score: 1 });
    await expect(semanticMatch(null, null, { embedder: refusing })).resolves.toMatchObject({ pass: true });
    await expect(semanticMatch('Team sync', null, { embedder: refusing })).resolves.toMatchObject({ pass: false, score: 0 });
  });

  it('gives texts without a known word the zero vector, which matches nothing', async () => {
    const [vector] = await model.embed(['qwxz zzyq']);
    expect([...vector!].every((value) => value === 0)).toBe(true);
    const result = await semanticMatch('qwxz zzyq', 'plokk vrenn', { embedder: model });
    expect(result).toMatchObject({ pass: false, score: 0 });
  });
});

describe('the cache and batching', () => {
  it('embeds each distinct text once, in one model call, however many comparisons ask', async () => {
    const { embedder: counted, calls } = countingEmbedder(model);
    const embedder = createCachedEmbedder(counted);
    const expected = ['Team sync', 'Buy milk', 'Dentist appointment'];
    const actual = ['team sync meeting', 'Pick up milk', 'Dentist appointment!'];
    const comparisons = Array.from({ length: 30 }, (_, i) => semanticMatch(expected[i % 3]!, actual[i % 3]!, { embedder }));
    const results = await Promise.all(comparisons);
    expect(calls).toEqual([['Team sync', 'team sync meeting', 'Buy milk', 'Pick up milk', 'Dentist appointment', 'Dentist appointment!']]);
    expect(new Set(results.map((r) => r.score)).size).toBe(3);
    await semanticMatch('Team sync', 'team sync meeting', { embedder });
    expect(calls).toHaveLength(1);
    expect(embedder.stats.batches).toBe(1);
    expect(embedder.stats.hits).toBeGreaterThan(0);
  });

  it('gives cached vectors equal to fresh ones, and forgets the least recently used', async () => {
    const { embedder: counted, calls } = countingEmbedder(model);
    const embedder = createCachedEmbedder(counted, { maxEntries: 2 });
    const [first] = await embedder.embed(['Lunch with Alice']);
    await embedder.embed(['Team sync', 'Buy milk']);
    const [again] = await embedder.embed(['Lunch with Alice']);
    expect([...again!]).toEqual([...first!]);
    expect(calls).toEqual([['Lunch with Alice'], ['Team sync', 'Buy milk'], ['Lunch with Alice']]);
  });

  it('passes a model failure to every waiting caller and caches nothing', async () => {
    let fail = true;
    const flaky: Embedder = { id: 'flaky', embed: (texts) => (fail ? Promise.reject(new Error('model crashed')) : model.embed(texts)) };
    const embedder = createCachedEmbedder(flaky);
    const both = Promise.allSettled([embedder.embed(['a b']), embedder.embed(['c d'])]);
    expect((await both).map((r) => r.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    await expect(embedder.embed(['a b'])).resolves.toHaveLength(1);
  });
});

describe('choosing the model', () => {
  it('uses the bundled model by default, through a cached process-wide embedder', async () => {
    const embedder = getDefaultEmbedder();
    expect(embedder.id).toBe('glove-wordnet-100d');
    expect(getDefaultEmbedder()).toBe(embedder);
    await expect(semanticMatch('Buy milk', 'buy milk.')).resolves.toMatchObject({ pass: true });
  });

  it('takes a model folder from the option or from TOOLWORLD_EMBEDDING_MODEL', async () => {
    const byOption = createTransformersEmbedder({ model: defaultModelPath() });
    expect(byOption.id).toBe('glove-wordnet-100d');
    process.env[MODEL_ENV] = 'models/glove-wordnet-100d';
    const byEnvironment = getDefaultEmbedder();
    const [a, b] = await byEnvironment.embed(['Team sync', 'Team sync']);
    expect([...a!]).toEqual([...b!]);
    const byName = createTransformersEmbedder({ model: 'glove-wordnet-100d', localModelPath: 'models' });
    expect(byName.calibration).toEqual(model.calibration);
    const own: Embedder = { id: 'own', embed: (texts) => model.embed(texts) };
    setDefaultEmbedder(own);
    expect(getDefaultEmbedder()).toBe(own);
  });

  it('says clearly when a configured model folder does not exist', async () => {
    expect(() => createTransformersEmbedder({ model: './models/no-such-model' })).toThrow(/no-such-model' does not exist.*TOOLWORLD_EMBEDDING_MODEL/);
    process.env[MODEL_ENV] = '/nowhere/model';
    await expect(semanticMatch('a', 'b')).rejects.toThrow(ToolworldError);
    expect(() => createTransformersEmbedder({ model: 'Xenova/all-MiniLM-L6-v2' })).toThrow(/downloads are off.*allowRemote: true/);
  });
});

describe('the fact guard', () => {
  it.each([
    ['Meeting at 3pm', 'Meeting at 15:00'],
    ['Buy 2 cartons of milk', 'Buy two cartons of milk'],
    ['Party on Saturday', 'Party on Sat'],
    ['Deadline is March 5', 'Deadline is 5th March'],
    ['Invoice for $500', 'Invoice for 500 dollars'],
    ['Lunch with Alice', 'lunch with alice'],
    ['Call mom about the party', 'Call my mother about the party'],
    ['Please remember to bring your laptop', "Don't forget to bring your laptop"],
    ['Quarterly Budget Review', 'Quarterly budget review'],
  ])('accepts %j ~ %j', (expected, actual) => {
    expect(checkFacts(expected, actual)).toEqual({ pass: true, contradictions: [] });
  });

  it.each([
    ['Meeting at 3pm', 'Meeting at 3am', 'time'],
    ['Budget of 1.5 million', 'Budget of 2.5 million', 'number'],
    ['Meeting for the Q3 results', 'Meeting for the Q4 results', 'number'],
    ['Trip starts on June 3rd', 'Trip starts on July 3rd', 'date'],
    ['See you next week', 'See you next month', 'date'],
    ['Call mom about the party', 'Call dad about the party', 'name'],
    ['Meeting in conference room A', 'Meeting in conference room B', 'name'],
    ['Turn on the lights', 'Turn off the lights', 'opposite'],
    ['The package has arrived', 'The package has not arrived', 'negation'],
  ])('rejects %j ~ %j (%s)', (expected, actual, kind) => {
    const result = checkFacts(expected, actual);
    expect(result.pass).toBe(false);
    expect(result.contradictions.map((c) => c.kind)).toContain(kind);
  });

  it('reads "one" after a determiner as a pronoun, not a number', () => {
    expect(checkFacts('Bring the blue one', 'Bring the blue shirt').pass).toBe(true);
    expect(checkFacts('Book one ticket', 'Book two tickets').pass).toBe(false);
    expect(checkFacts('Lunch at one', 'Lunch at two').pass).toBe(false);
  });

  it('lets the actual text add facts of its own', () => {
    expect(checkFacts('Meeting with John', 'Meeting with John Smith at 3pm').pass).toBe(true);
    expect(checkFacts('Meeting with John Smith', 'Meeting with John').contradictions).toEqual([{ kind: 'name', expected: 'Smith' }]);
  });
});

describe('calibration on the labelled set', () => {
  it('reaches 95% accuracy at the calibrated threshold, and no name, place or number near miss passes', async () => {
    const pairs = loadLabelledPairs();
    expect(pairs.length).toBeGreaterThanOrEqual(200);
    const scored = await scorePairs(pairs, model);
    const threshold = effectiveThreshold(0.9, model.calibration);
    const metrics = metricsAt(scored, threshold, true);
    expect(metrics.accuracy).toBeGreaterThanOrEqual(0.95);
    const strictPassing = scored.filter((pair) => !pair.label && STRICT_KINDS.includes(pair.kind) && passes(pair, threshold, true));
    expect(strictPassing).toEqual([]);
  });

  it('prints a table and a suggestion from `toolworld calibrate`', async () => {
    setDefaultEmbedder(createCachedEmbedder(model));
    const out: string[] = [];
    const code = await runCalibrate([], { stdout: (s) => out.push(s), stderr: (s) => out.push(s) });
    expect(code).toBe(0);
    const text = out.join('\n');
    expect(text).toMatch(/threshold\s+plain precision\s+plain recall\s+plain accuracy/);
    expect(text).toMatch(/suggested threshold with the guard: 0\.\d+/);
    expect(text).toMatch(/ToolTalk threshold 0\.9 -> 0\.725/);
  });

  it('reports a broken pairs file by name', async () => {
    await expect(runCalibrate(['/nowhere/pairs.json'], { stdout: () => {}, stderr: () => {} })).rejects.toThrow(/cannot read labelled pairs from \/nowhere\/pairs\.json/);
  });
});
