import { afterEach, describe, expect, it } from 'vitest';
import { runCalibrate } from '../src/cli/calibrate.js';
import { createDefaultSemanticJudge } from '../src/matchers/semantic-judge.js';
import { getDefaultEmbedder, semanticMatch, setDefaultEmbedder, trySemanticMatchSync } from '../src/matchers/semantic.js';
import { checkFacts, createLookupEmbedder, createTransformersEmbedder, judgeText, MODEL_ENV, type Embedder } from '../src/semantic/index.js';
import { bundledPairsPath, loadLabelledPairs, reportByKind, SOFT_KINDS, STRICT_KINDS, type BundledPart } from '../src/semantic/calibration.js';
import { ToolworldError } from '../src/world/errors.js';

afterEach(() => {
  setDefaultEmbedder(undefined);
  delete process.env[MODEL_ENV];
});

describe('semanticMatch with the bundled lookup model', () => {
  it.each([
    ['Team sync', 'team sync'],
    ['Buy milk', 'Buy milk.'],
    ['Call mom about the party', 'Call mom regarding the party'],
    ['Dinner with Sarah at 7pm', '7pm dinner with Sarah'],
    ['Send the report', 'Please send the report'],
    ['Meeting at 3pm', 'Meeting at 3:00 PM'],
    ['Orthodontist appt', 'Orthodontist appointment'],
    ['Send it by EOD', 'Send it by the end of the day'],
    ['Run at 6 in the morning', 'Run at 6am'],
    ['Farewell lunch', 'farewell lunch'],
  ])('passes %j ~ %j', async (expected, actual) => {
    const result = await semanticMatch(expected, actual);
    expect(result.pass, result.reasons?.join('; ')).toBe(true);
  });

  it.each([
    ['Flight from Denver to Austin', 'Flight from Austin to Denver', /roles swapped/],
    ['Checkup with Dr. Patel', 'Checkup with Dr. Nguyen', /person changed: Patel -> Nguyen/],
    ['Room 3B', 'Room 3C', /number changed: 3B -> 3C/],
    ['Meeting in Hall A', 'Meeting in Hall C', /changed: A -> C/],
    ['Picnic next Saturday', 'Picnic this Saturday', /date changed/],
    ['Party the day after tomorrow', 'Party tomorrow', /date/],
    ['Call at quarter past 3', 'Call at quarter to 3', /time changed/],
    ['Pack the suitcase', 'Unpack the suitcase', /negation differs/],
    ['Check in at the hotel', 'Check out of the hotel', /opposite: check in -> check out/],
    ['Pick up the kids', 'Drop off the kids', /opposite/],
    ['Buy oat milk', 'Buy almond milk', /oat/],
    ['Buy whole milk for the kids', 'Buy skim milk for the kids', /skim/],
    ['Buy milk and eggs', 'Buy milk', /dropped: eggs/],
    ['The box is sealed', 'The box is unsealed', /negation/],
    ['Lunch with Alice', 'Lunch with Bob', /changed: Alice -> Bob/],
  ])('rejects %j ~ %j with its reason', async (expected, actual, reason) => {
    const result = await semanticMatch(expected, actual);
    expect(result.pass).toBe(false);
    expect(result.reasons?.join('; ')).toMatch(reason);
  });

  it('reads a negated opposite as the same meaning', async () => {
    await expect(semanticMatch("I won't be able to attend", "I'll miss it")).resolves.toMatchObject({ pass: true });
    await expect(semanticMatch("Don't forget to lock the door", 'Remember to lock the door')).resolves.toMatchObject({ pass: true });
    await expect(semanticMatch('The door is locked', 'The door is unlocked')).resolves.toMatchObject({ pass: false });
  });

  it('lets the rules, or one of their checks, be turned off', async () => {
    const off = await semanticMatch('Meeting at 3pm', 'Meeting at 4pm', { guard: false });
    expect(off).toMatchObject({ pass: true });
    expect(off.guard).toBeUndefined();
    await expect(semanticMatch('Meeting at 3pm', 'Meeting at 4pm', { guard: { times: false, numbers: false } })).resolves.toMatchObject({ pass: true });
  });

  it('decides identical texts and nulls without a model', async () => {
    const refusing: Embedder = { id: 'refusing', embed: () => Promise.reject(new Error('must not be called')) };
    expect(trySemanticMatchSync('Team sync', 'Team sync')).toEqual({ pass: true, score: 1, threshold: 0.9 });
    expect(trySemanticMatchSync('Team sync', 'Team meeting')).toBeUndefined();
    await expect(semanticMatch('Team sync', 'Team sync', { embedder: refusing })).resolves.toMatchObject({ pass: true, score: 1 });
    await expect(semanticMatch('Team sync', null, { embedder: refusing })).resolves.toMatchObject({ pass: false, score: 0 });
  });

  it('gives the evaluation judge the reasons as detail', async () => {
    const judge = createDefaultSemanticJudge();
    const result = await judge('Flight to Paris', 'Flight to London', 0.9);
    expect(result).toMatchObject({ pass: false });
    expect(result.detail).toMatch(/changed: Paris -> London/);
  });
});

describe('uncertain pairs', () => {
  it('are settled by the policy, or by an escalation judge whose answer is used', async () => {
    const uncertain = ['Start the dishwasher', 'Run the dishwasher'] as const;
    const ruled = await judgeText(...uncertain, { uncertain: 'reject' });
    expect(ruled).toMatchObject({ ruled: 'uncertain', outcome: 'mismatch', resolvedBy: 'policy' });
    const accepted = await judgeText(...uncertain, { uncertain: 'accept' });
    expect(accepted.outcome).toBe('match');
    const asked: string[][] = [];
    const escalate = async (a: string, b: string) => {
      asked.push([a, b]);
      return { pass: true, reason: 'a stronger model agrees' };
    };
    const escalated = await semanticMatch(...uncertain, { escalate });
    expect(escalated.pass).toBe(true);
    expect(escalated.reasons?.at(-1)).toMatch(/escalated: same meaning \(a stronger model agrees\)/);
    // Pairs the rules decide are never escalated.
    await semanticMatch('Buy oat milk', 'Buy almond milk', { escalate });
    expect(asked).toEqual([[...uncertain]]);
  });
});

describe('choosing the model', () => {
  it('uses the lookup model by default, and a transformer model only when one is configured', () => {
    expect(getDefaultEmbedder().id).toBe('glove-wordnet-100d');
    expect('model' in getDefaultEmbedder()).toBe(true);
    expect(() => createTransformersEmbedder()).toThrow(/needs a model.*createLookupEmbedder/);
    expect(() => createTransformersEmbedder({ model: './models/no-such-model' })).toThrow(/no-such-model' does not exist.*TOOLWORLD_EMBEDDING_MODEL/);
    expect(() => createTransformersEmbedder({ model: 'Xenova/all-MiniLM-L6-v2' })).toThrow(/downloads are off.*allowRemote: true/);
  });

  it('reports a configured model folder that does not exist', async () => {
    process.env[MODEL_ENV] = '/nowhere/model';
    await expect(semanticMatch('a b', 'c d', { guard: false })).rejects.toThrow(ToolworldError);
  });

  it('embeds in plain JS: unit vectors, zero for unknown words', async () => {
    const embedder = createLookupEmbedder();
    const [a, b, unknown] = await embedder.embed(['Team sync', 'team sync!', 'qwxz zzyq']);
    expect([...a!]).toEqual([...b!]);
    expect(Math.hypot(...a!)).toBeCloseTo(1, 5);
    expect([...unknown!].every((value) => value === 0)).toBe(true);
    expect(embedder.model.wordSimilarity('buy', 'purchase')).toBeGreaterThan(0.6);
    expect(embedder.model.wordSimilarity('oat', 'almond')).toBeLessThan(0.3);
  });
});

describe('the fact guard', () => {
  it('compares facts both ways: an added fact is reported too', () => {
    expect(checkFacts('Meeting with John', 'Meeting with John at 3pm').contradictions).toEqual([{ kind: 'time', expected: '', actual: '3pm', added: true }]);
    expect(checkFacts('Meeting with John', 'Meeting with John at 3pm', { additions: false }).pass).toBe(true);
  });

  it('reads "one" after a determiner as a pronoun, not a number', () => {
    expect(checkFacts('Bring the blue one', 'Bring the blue shirt').pass).toBe(true);
    expect(checkFacts('Book one ticket', 'Book two tickets').pass).toBe(false);
  });
});

describe('measured on the labelled pairs', () => {
  const measure = async (part: BundledPart) => {
    const pairs = loadLabelledPairs(bundledPairsPath(part));
    const judged = await Promise.all(pairs.map(async (pair) => ({ ...pair, pass: (await semanticMatch(pair.a, pair.b)).pass })));
    const strictAccepted = judged.filter((p) => !p.label && p.pass && STRICT_KINDS.includes(p.kind));
    return { pairs, report: reportByKind(judged), strictAccepted };
  };

  it('holds at least 97% on the tuning part with no fact near miss accepted', async () => {
    const { pairs, report, strictAccepted } = await measure('tuning');
    expect(pairs.length).toBeGreaterThanOrEqual(380);
    expect(report.accuracy).toBeGreaterThanOrEqual(0.97);
    expect(strictAccepted).toEqual([]);
  });

  // Floors at the figures recorded in decisions/0005, so a change that loses ground shows.
  it('does not fall below the recorded held-out-1 figures (97.7%, no fact near miss accepted; tuned on)', async () => {
    const { pairs, report, strictAccepted } = await measure('heldout');
    expect(pairs.length).toBeGreaterThanOrEqual(250);
    expect(report.accuracy).toBeGreaterThanOrEqual(0.976);
    expect(strictAccepted).toEqual([]);
  });

  it('does not fall below the recorded held-out-2 figures (98.5%, no fact near miss accepted; tuned on)', async () => {
    const { pairs, report, strictAccepted } = await measure('heldout-2');
    expect(pairs.length).toBeGreaterThanOrEqual(250);
    expect(pairs.filter((p) => p.label).length).toBeGreaterThanOrEqual(125);
    expect(report.accuracy).toBeGreaterThanOrEqual(0.984);
    expect(strictAccepted).toEqual([]);
  });

  it('does not fall below the recorded held-out-3 figures (96.0%, no fact near miss accepted; tuned on in the fourth round)', async () => {
    const { pairs, report, strictAccepted } = await measure('heldout-3');
    expect(pairs.length).toBeGreaterThanOrEqual(300);
    expect(pairs.filter((p) => p.label).length).toBeGreaterThanOrEqual(150);
    expect(report.accuracy).toBeGreaterThanOrEqual(0.959);
    expect(strictAccepted).toEqual([]);
  });

  it('does not fall below the recorded tuning-2 figures (96.3%, at most 1 fact near miss accepted; 83.6% when first judged)', async () => {
    const { pairs, report, strictAccepted } = await measure('tuning-2');
    expect(pairs.length).toBeGreaterThanOrEqual(350);
    expect(pairs.filter((p) => p.label).length).toBeGreaterThanOrEqual(175);
    expect(report.accuracy).toBeGreaterThanOrEqual(0.962);
    expect(strictAccepted.length).toBeLessThanOrEqual(1);
  });

  it('does not fall below the recorded held-out-4 figures (94.8%, no fact near miss accepted; 86.1% when first judged, tuned on in the fifth round)', async () => {
    const { pairs, report, strictAccepted } = await measure('heldout-4');
    expect(pairs.length).toBeGreaterThanOrEqual(450);
    expect(pairs.filter((p) => p.label).length).toBeGreaterThanOrEqual(225);
    expect(report.accuracy).toBeGreaterThanOrEqual(0.947);
    expect(strictAccepted).toEqual([]);
  });

  it('does not fall below the recorded held-out-5 figures (95.3%, no fact near miss accepted, no object/partial; 89.9% when first judged, tuned on in the sixth round)', async () => {
    const { pairs, report, strictAccepted } = await measure('heldout-5');
    expect(pairs.length).toBeGreaterThanOrEqual(420);
    expect(pairs.filter((p) => p.label).length).toBeGreaterThanOrEqual(215);
    expect(report.accuracy).toBeGreaterThanOrEqual(0.952);
    expect(strictAccepted).toEqual([]);
    const soft = report.kinds.filter((k) => SOFT_KINDS.includes(k.kind));
    expect(soft.reduce((sum, k) => sum + k.pairs - k.correct, 0)).toBe(0);
  });

  it('prints every part per kind and per field from `toolworld calibrate`', async () => {
    const out: string[] = [];
    expect(await runCalibrate([], { stdout: (s) => out.push(s), stderr: (s) => out.push(s) })).toBe(0);
    const text = out.join('\n');
    expect(text).toMatch(/^tuning: 389 pairs .* accuracy \d+\.\d%/m);
    expect(text).toMatch(/^held-out-1 \(seen, tuned on\): 258 pairs .* fact near misses accepted: \d+/m);
    expect(text).toMatch(/^held-out-2 \(seen, tuned on\): 266 pairs .* object\/partial accepted: \d+\/24/m);
    expect(text).toMatch(/^held-out-3 \(seen, tuned on\): 326 pairs .* object\/partial accepted: \d+\/32/m);
    expect(text).toMatch(/^held-out-4 \(seen, tuned on\): 461 pairs .* object\/partial accepted: \d+\/43/m);
    expect(text).toMatch(/^tuning-2 \(tuned on\): 354 pairs /m);
    expect(text).toMatch(/^held-out-5 \(seen, tuned on\): 426 pairs .* object\/partial accepted: \d+\/34/m);
    expect(text).toMatch(/^held-out-6: 418 pairs /m);
    expect(text).toMatch(/role\s+no\s+12/);
    expect(text).toMatch(/^per field: event-name \d+\/47, reminder-task \d+\/64/m);
  });

  it('reports a broken pairs file by name', async () => {
    await expect(runCalibrate(['/nowhere/pairs.json'], { stdout: () => {}, stderr: () => {} })).rejects.toThrow(/cannot read labelled pairs from \/nowhere\/pairs\.json/);
  });
});
