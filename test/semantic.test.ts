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
    const uncertain = ['Switch on the dishwasher', 'Run the dishwasher'] as const;
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
    // Pairs the learned layer is sure about are never escalated.
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
  const measure = async (part: BundledPart, judge: 'learned' | 'rules') => {
    const pairs = loadLabelledPairs(bundledPairsPath(part));
    const judged = await Promise.all(pairs.map(async (pair) => ({ ...pair, pass: (await semanticMatch(pair.a, pair.b, { judge })).pass })));
    const strictAccepted = judged.filter((p) => !p.label && p.pass && STRICT_KINDS.includes(p.kind));
    const softAccepted = judged.filter((p) => !p.label && p.pass && SOFT_KINDS.includes(p.kind));
    return { pairs, report: reportByKind(judged), strictAccepted, softAccepted };
  };

  // Floors at the figures recorded in decisions/0005 (rules alone) and decisions/0012 (the learned
  // layer, which is trained on every set here: its figures are fit; the leave-one-set-out ones are
  // in the decision), so a change that loses ground shows.
  // [set, pairs at least, rules: accuracy, fact near misses accepted at most, learned: the same]
  const floors: [BundledPart, number, number, number, number, number][] = [
    // Session 44's retraining (316 sets) gives up a pair here: 0.9717.
    ['tuning', 380, 0.97, 0, 0.971, 0],
    // Session 6's retraining (with held-out-13..15) gives up a little on the earliest sets.
    // Session 7's retraining (with held-out-19..24) gives up a little more there, and on tuning-2.
    ['heldout', 250, 0.976, 0, 0.961, 0],
    // Session 8's boosted trees (decisions/0012) give up a little here: 0.970, one pair. Session 9's
    // retraining (three more sets, the new rules' findings) two more same-meaning pairs: 0.962.
    ['heldout-2', 260, 0.984, 0, 0.962, 0],
    ['heldout-3', 320, 0.959, 0, 0.932, 0],
    // Session 5's retraining (with held-out-11 and -12) passes one role near miss here the rules see no difference in.
    ['tuning-2', 350, 0.962, 1, 0.935, 1],
    ['heldout-4', 450, 0.947, 0, 0.936, 0],
    // Session 21's retraining passes one place near miss here at p(same) 0.50 ("in the lobby" / "at the side entrance").
    ['heldout-5', 420, 0.952, 0, 0.93, 1],
    // Session 6's second retraining (with held-out-16..18) passes one more fact near miss here, and
    // session 8's boosted trees one more again (4; over the 34 sets 66 against 73), and session 22's
    // retraining one more ("next Friday" / "next Thursday" in a long letter, p(same) 0.54). Session
    // 23's rules alone pass one more: a role near miss ("our landlord will refund the deposit to
    // Paula" / "Paula will refund the deposit to our landlord") they had caught only by a false swap
    // of its passive clause ("the inspection found no damage" / "no damage was found").
    // Session 24's retraining lets one more fact near miss through at p(same) 0.52: "We're adding two
    // new stops to the 14 bus route ..." / "... two stops will be removed from the 14 bus route ...".
    // Session 25's retraining (on 136 sets) lets one more through at p(same) 0.53: an increase of an
    // interest rate against a decrease, which the rules call an opposite.
    ['heldout-6', 410, 0.889, 3, 0.898, 7],
    // Session 6's retraining passes one more fact near miss here and two on tuning-4, and one fewer
    // across all 19 sets (52 against 53).
    ['tuning-3', 420, 0.856, 6, 0.889, 4],
    ['tuning-4', 420, 0.816, 13, 0.846, 15],
    // Judged once (decisions/0012), then trained on by the learned layer.
    ['heldout-7', 420, 0.884, 2, 0.894, 2],
    ['heldout-8', 420, 0.846, 8, 0.885, 5],
    // Session 9: names in another order are a swap only when each took the other's neighbouring
    // word, which passes "Send the photos from Lars to Mette" / "Send Mette's photos to Lars".
    // Session 14's layer (trained on 55 sets) overrules one more place change there ("school gym" /
    // "school library", which the rules call an object changed): 6.
    ['heldout-9', 420, 0.854, 5, 0.877, 6],
    // Session 5's retraining passes one more pair the rules see no difference in ("Northbound" / "Southbound").
    ['heldout-10', 420, 0.892, 5, 0.913, 3],
    ['heldout-11', 420, 0.881, 4, 0.897, 4],
    ['heldout-12', 420, 0.885, 6, 0.894, 5],
    // Judged once with session 5's final build, then studied and trained on in session 6.
    ['heldout-13', 420, 0.821, 6, 0.836, 6],
    ['heldout-14', 420, 0.874, 3, 0.881, 3],
    ['heldout-15', 420, 0.843, 4, 0.871, 3],
    // Judged once with session 6's first build, then studied and trained on.
    ['heldout-16', 420, 0.866, 5, 0.897, 4],
    ['heldout-17', 420, 0.912, 4, 0.916, 4],
    ['heldout-18', 420, 0.852, 9, 0.866, 6],
    // Judged once with session 6's builds, then studied and trained on in session 7.
    ['heldout-19', 420, 0.895, 3, 0.916, 2],
    ['heldout-20', 420, 0.876, 6, 0.893, 5],
    ['heldout-21', 420, 0.869, 4, 0.904, 2],
    ['heldout-22', 420, 0.885, 3, 0.909, 2],
    ['heldout-23', 420, 0.881, 3, 0.916, 2],
    ['heldout-24', 420, 0.852, 6, 0.902, 2],
    // Judged once with session 7's first build, then studied and trained on.
    ['heldout-25', 420, 0.888, 3, 0.914, 2],
    ['heldout-26', 420, 0.845, 4, 0.885, 3],
    ['heldout-27', 420, 0.919, 2, 0.919, 2],
    // Judged once with session 7's final build; the rules were not fitted to them, the layer is
    // trained on them since session 8.
    ['heldout-28', 420, 0.843, 4, 0.9, 2],
    ['heldout-29', 420, 0.855, 7, 0.904, 6],
    ['heldout-30', 420, 0.857, 3, 0.885, 3],
    // Judged once with session 8's final build (boosted trees), then studied and trained on in session 9.
    ['heldout-31', 420, 0.89, 5, 0.923, 3],
    ['heldout-32', 420, 0.859, 7, 0.895, 5],
    ['heldout-33', 420, 0.866, 6, 0.9, 2],
    // Judged once with session 9's first-round build, then studied and trained on.
    ['heldout-34', 420, 0.883, 3, 0.921, 3],
    ['heldout-35', 420, 0.897, 2, 0.945, 0],
    ['heldout-36', 420, 0.874, 5, 0.895, 2],
    // Judged once with session 9's final build, then studied and trained on in session 10.
    ['heldout-37', 420, 0.895, 4, 0.926, 1],
    ['heldout-38', 420, 0.909, 0, 0.935, 0],
    ['heldout-39', 420, 0.864, 2, 0.912, 2],
    // Judged once with session 10's final build, then studied and trained on in session 11.
    ['heldout-40', 420, 0.895, 5, 0.935, 1],
    ['heldout-41', 420, 0.897, 4, 0.928, 1],
    ['heldout-42', 420, 0.893, 6, 0.931, 1],
    // Judged once with session 11's final build, then studied and trained on in session 12.
    ['heldout-43', 420, 0.902, 6, 0.933, 3],
    ['heldout-44', 420, 0.928, 1, 0.957, 1],
    ['heldout-45', 420, 0.857, 7, 0.912, 3],
    // Judged once with session 12's final build, then studied and trained on in session 13.
    ['heldout-46', 420, 0.859, 3, 0.895, 1],
    ['heldout-47', 420, 0.942, 1, 0.971, 0],
    ['heldout-48', 420, 0.914, 0, 0.95, 0],
    // Judged once with session 13's final build, then studied and trained on in session 14.
    ['heldout-49', 420, 0.897, 4, 0.935, 3],
    ['heldout-50', 420, 0.902, 2, 0.952, 1],
    // Session 15's retraining passes one opposite the rules leave uncertain ("Reef the main" / "Shake out the reef").
    ['heldout-51', 420, 0.904, 2, 0.933, 1],
    // Judged once with session 14's final build, then studied and trained on in session 15.
    ['heldout-52', 420, 0.904, 3, 0.94, 3],
    ['heldout-53', 420, 0.919, 1, 0.947, 0],
    ['heldout-54', 420, 0.881, 0, 0.914, 0],
    // Judged once with session 15's final build, then studied and trained on in session 16.
    ['heldout-55', 420, 0.916, 1, 0.947, 0],
    ['heldout-56', 420, 0.931, 0, 0.954, 0],
    ['heldout-57', 420, 0.907, 2, 0.952, 0],
    // Judged once with session 16's final build, then studied and trained on in session 17.
    // Session 20's retraining loses one pair of held-out-58 to the layer.
    ['heldout-58', 420, 0.943, 3, 0.985, 0],
    ['heldout-59', 420, 0.926, 1, 0.964, 1],
    ['heldout-60', 420, 0.943, 4, 0.953, 1],
    // Judged once with the build of session 17's first round, then studied and trained on in its second.
    ['heldout-61', 420, 0.889, 3, 0.96, 0],
    ['heldout-62', 420, 0.92, 1, 0.955, 0],
    ['heldout-63', 420, 0.858, 0, 0.919, 0],
    // Judged once with session 17's final build, then studied and trained on in session 18.
    // Session 19's rules lose two long messages of held-out-64 to the rules alone (a "without it,"
    // clause and a kindred state), and its retraining one pair of held-out-66 to the layer.
    ['heldout-64', 420, 0.912, 4, 0.957, 1],
    ['heldout-65', 420, 0.912, 2, 0.978, 0],
    // Session 25's retraining (on 148 sets) lets one more place near miss through at p(same) 0.66:
    // "parked by the loading bay" / "parked in the staff car park".
    ['heldout-66', 420, 0.9, 2, 0.976, 2],
    // Judged once with session 18's final build, then studied and trained on in session 19.
    // Session 37's layer (300 trees, trained on 274 sets) passes one fact near miss here.
    ['heldout-67', 420, 0.94, 0, 0.995, 1],
    ['heldout-68', 420, 0.895, 1, 0.931, 1],
    ['heldout-69', 420, 0.869, 4, 0.957, 0],
    // Written after session 18's final build was frozen and judged once with it, then studied and
    // trained on in session 19.
    ['heldout-70', 420, 0.862, 3, 0.904, 2],
    ['heldout-71', 420, 0.907, 4, 0.954, 2],
    ['heldout-72', 420, 0.909, 4, 0.942, 0],
    // Written in session 19 and judged once with its final build, then studied and trained on in session 20.
    ['heldout-73', 420, 0.921, 2, 0.978, 0],
    // Session 22's second retraining moves held-out-74, -75 and -79 by one pair each, and passes one
    // fact near miss of held-out-91.
    ['heldout-74', 420, 0.926, 1, 0.976, 0],
    ['heldout-75', 420, 0.919, 2, 0.966, 0],
    // Session 23's retraining (on 118 sets) passes one place near miss here at p(same) 0.54 ("in the
    // letterbox" / "under the mat").
    ['heldout-76', 420, 0.878, 3, 0.95, 1],
    ['heldout-77', 420, 0.876, 1, 0.931, 0],
    ['heldout-78', 420, 0.928, 0, 0.978, 0],
    // Written in session 19 (79..81) and session 20 (82..87), judged once with session 20's final
    // build, then studied and trained on in session 21.
    ['heldout-79', 420, 0.881, 4, 0.952, 1],
    ['heldout-80', 420, 0.912, 5, 0.98, 1],
    ['heldout-81', 420, 0.909, 2, 0.959, 1],
    ['heldout-82', 420, 0.902, 4, 0.95, 1],
    ['heldout-83', 420, 0.938, 0, 0.98, 0],
    ['heldout-84', 420, 0.895, 1, 0.973, 0],
    ['heldout-85', 420, 0.878, 2, 0.964, 0],
    // Session 29's training on held-out-169..180 moved one same-meaning pair of this set below the cut: 0.985 -> 0.983.
    // Session 30's training on held-out-181..186: learned 0.983 -> 0.98.
    // Session 34's third-round layer, trained on 238 sets, scores 0.979 here.
    ['heldout-86', 420, 0.921, 1, 0.978, 0],
    ['heldout-87', 420, 0.933, 1, 0.95, 0],
    // Written at the end of session 20 (88..90) and the start of session 21 (91..96), and judged once
    // with session 21's start and final builds; neither the rules nor the layer was fitted to them.
    ['heldout-88', 420, 0.9, 1, 0.966, 0],
    ['heldout-89', 420, 0.928, 5, 0.957, 0],
    ['heldout-90', 420, 0.909, 2, 0.969, 1],
    ['heldout-91', 420, 0.938, 2, 0.978, 1],
    // Session 22's retraining loses a long polite letter here (signed "the Whitmore Funeral Service team").
    ['heldout-92', 420, 0.876, 6, 0.959, 4],
    ['heldout-93', 420, 0.893, 3, 0.961, 1],
    ['heldout-94', 420, 0.881, 0, 0.952, 0],
    ['heldout-95', 420, 0.907, 0, 0.964, 0],
    ['heldout-96', 420, 0.897, 2, 0.959, 0],
    // Written in sessions 21 (97..99) and 22 (100..105), judged once with session 22's start build
    // and the final build of its first round, then studied in its second round (not trained on).
    ['heldout-97', 420, 0.921, 1, 0.964, 2],
    ['heldout-98', 420, 0.912, 2, 0.973, 0],
    ['heldout-99', 420, 0.912, 3, 0.961, 0],
    ['heldout-100', 420, 0.869, 1, 0.966, 0],
    ['heldout-101', 420, 0.919, 4, 0.969, 1],
    ['heldout-102', 420, 0.909, 2, 0.969, 1],
    ['heldout-103', 420, 0.926, 0, 0.952, 0],
    ['heldout-104', 420, 0.914, 3, 0.978, 1],
    ['heldout-105', 420, 0.9, 6, 0.971, 2],
    // Written in session 22 and judged once with the start and the final build of its second round;
    // neither the rules nor the layer was fitted to them.
    ['heldout-106', 420, 0.888, 4, 0.945, 3],
    ['heldout-107', 420, 0.921, 3, 0.966, 1],
    ['heldout-108', 420, 0.893, 6, 0.952, 2],
    ['heldout-109', 420, 0.909, 2, 0.947, 1],
    ['heldout-110', 420, 0.904, 2, 0.961, 1],
    ['heldout-111', 420, 0.942, 0, 0.969, 0],
    ['heldout-112', 420, 0.897, 1, 0.969, 1],
    ['heldout-113', 420, 0.902, 3, 0.971, 2],
    // Trained on from session 23; session 24's retraining moved two same-meaning pairs below the cut (p 0.46, 0.50).
    ['heldout-114', 420, 0.904, 1, 0.961, 0],
    // Written in sessions 22 (115..117) and 23 (118..123), judged once with session 23's start and
    // final builds; neither the rules nor the layer was fitted to them.
    ['heldout-115', 420, 0.893, 2, 0.957, 0],
    ['heldout-116', 420, 0.883, 5, 0.947, 1],
    ['heldout-117', 420, 0.897, 4, 0.976, 2],
    ['heldout-118', 420, 0.881, 4, 0.966, 0],
    ['heldout-119', 420, 0.912, 3, 0.969, 0],
    // Trained on from session 24: one same-meaning pair fell to the other side of the learned layer's cut.
    ['heldout-120', 420, 0.921, 1, 0.969, 0],
    ['heldout-121', 420, 0.902, 3, 0.961, 1],
    ['heldout-122', 420, 0.881, 1, 0.964, 1],
    ['heldout-123', 420, 0.89, 2, 0.973, 0],
    // Written in sessions 23 (124..126) and 24 (127..132), judged once with session 24's start and
    // final builds; studied and trained on from session 25.
    ['heldout-124', 420, 0.874, 2, 0.942, 0],
    ['heldout-125', 420, 0.914, 4, 0.942, 1],
    ['heldout-126', 420, 0.904, 1, 0.95, 0],
    ['heldout-127', 420, 0.935, 0, 0.976, 0],
    ['heldout-128', 420, 0.857, 6, 0.969, 1],
    // Session 29's training on held-out-169..180: 0.976 -> 0.969 (three same-meaning pairs below the cut).
    ['heldout-129', 420, 0.947, 2, 0.969, 1],
    ['heldout-130', 420, 0.923, 2, 0.954, 0],
    ['heldout-131', 420, 0.916, 0, 0.969, 0],
    ['heldout-132', 420, 0.878, 0, 0.952, 0],
    // Written in sessions 24 (133..138) and 25 (139..144), judged once with session 25's start build
    // and once with a build of its first round; studied and trained on from its second round.
    // Session 37's layer (300 trees, trained on 274 sets) passes one fact near miss here.
    ['heldout-133', 420, 0.923, 2, 0.976, 1],
    ['heldout-134', 420, 0.923, 0, 0.971, 0],
    ['heldout-135', 420, 0.907, 4, 0.966, 1],
    ['heldout-136', 420, 0.895, 0, 0.961, 0],
    ['heldout-137', 420, 0.916, 2, 0.969, 0],
    ['heldout-138', 420, 0.923, 2, 0.973, 0],
    ['heldout-139', 420, 0.902, 2, 0.966, 0],
    // Session 29's training on held-out-169..180: 0.959 -> 0.954.
    ['heldout-140', 420, 0.912, 4, 0.954, 0],
    ['heldout-141', 420, 0.866, 3, 0.952, 1],
    ['heldout-142', 420, 0.95, 2, 0.98, 1],
    ['heldout-143', 420, 0.907, 1, 0.971, 0],
    ['heldout-144', 420, 0.909, 3, 0.952, 1],
    // Written in session 25, judged once with its start and final builds, then studied and trained
    // on in session 26. That training lets one more through on held-out-145 at p(same) 0.52: a home
    // and an away fixture traded between two clauses, which no rule reads.
    ['heldout-145', 420, 0.9, 2, 0.959, 1],
    ['heldout-146', 420, 0.904, 1, 0.969, 0],
    ['heldout-147', 420, 0.916, 2, 0.983, 0],
    // Session 29's training on held-out-169..180: 0.976 -> 0.973.
    ['heldout-148', 420, 0.902, 2, 0.973, 0],
    ['heldout-149', 420, 0.916, 1, 0.969, 1],
    ['heldout-150', 420, 0.895, 2, 0.952, 1],
    // Written in session 25, judged once with session 26's start build and once with the build of its
    // first round, then studied and trained on in its second round.
    ['heldout-151', 420, 0.931, 0, 0.969, 0],
    ['heldout-152', 420, 0.931, 0, 0.98, 0],
    // Session 30's training on held-out-181..186: learned 0.978 -> 0.976.
    ['heldout-153', 420, 0.935, 0, 0.976, 0],
    // Session 27's training on held-out-157..162 moved two same-meaning emails of this set below the
    // cut: 0.976 -> 0.971.
    // Session 30's reading of "stop holding" as "not holding" breaks one body for the rules alone ("when they stop holding the skis"): 0.883 -> 0.881.
    ['heldout-154', 420, 0.881, 0, 0.971, 0],
    ['heldout-155', 420, 0.909, 1, 0.969, 1],
    ['heldout-156', 420, 0.921, 0, 0.961, 0],
    // Written in session 26, judged once with its start build, once with the build of its first round
    // and once with its final build; studied and trained on in session 27.
    ['heldout-157', 420, 0.902, 2, 0.961, 1],
    ['heldout-158', 420, 0.907, 2, 0.964, 0],
    ['heldout-159', 420, 0.866, 2, 0.942, 1],
    ['heldout-160', 420, 0.919, 1, 0.957, 0],
    ['heldout-161', 420, 0.897, 1, 0.959, 0],
    ['heldout-162', 420, 0.902, 2, 0.952, 1],
    // Written in session 26, judged once with session 27's start build (totals only) and once with its
    // final build; studied and trained on in session 28.
    ['heldout-163', 420, 0.916, 0, 0.976, 0],
    ['heldout-164', 420, 0.912, 1, 0.961, 0],
    ['heldout-165', 420, 0.928, 2, 0.964, 0],
    ['heldout-166', 420, 0.893, 1, 0.945, 0],
    ['heldout-167', 420, 0.912, 0, 0.952, 0],
    ['heldout-168', 420, 0.909, 0, 0.973, 0], // learned 0.976 until session 32's layer, trained on 208 sets: 0.974
    // Written in session 27, judged once with session 28's start build and once with the build of its
    // first round, then studied in its second round; trained on in session 29 (which moved 170, 171 and
    // 173 from 0.961, 0.98 and 0.976).
    ['heldout-169', 420, 0.938, 1, 0.964, 0],
    ['heldout-170', 420, 0.928, 2, 0.959, 0],
    ['heldout-171', 420, 0.933, 1, 0.976, 1],
    ['heldout-172', 420, 0.916, 1, 0.961, 0],
    ['heldout-173', 420, 0.923, 3, 0.973, 2],
    // Session 30's reading of "stopped chirping" as "not chirping" breaks two paraphrases for the rules alone ("the chirping has stopped", "won't stop beeping"): 0.933 -> 0.928.
    ['heldout-174', 420, 0.928, 0, 0.976, 0],
    // Written in session 28 and judged once, with its final build (and with session 29's start build);
    // studied and trained on in session 29.
    ['heldout-175', 420, 0.928, 0, 0.966, 0],
    ['heldout-176', 420, 0.893, 2, 0.957, 0],
    ['heldout-177', 420, 0.904, 1, 0.957, 1],
    ['heldout-178', 420, 0.942, 3, 0.98, 1],
    ['heldout-179', 420, 0.916, 1, 0.959, 1],
    ['heldout-180', 420, 0.893, 0, 0.952, 0],
    // Written in session 28, judged in session 29 (totals only) with its start build and its final
    // build; studied and trained on in session 30.
    ['heldout-181', 420, 0.895, 3, 0.969, 0],
    ['heldout-182', 420, 0.893, 3, 0.945, 3],
    ['heldout-183', 420, 0.916, 1, 0.959, 0],
    ['heldout-184', 420, 0.89, 6, 0.964, 1],
    ['heldout-185', 420, 0.914, 1, 0.971, 1],
    // Trained on in session 30: learned 0.976 -> 0.973 (the layer refit with the other sets).
    ['heldout-186', 420, 0.919, 1, 0.973, 0],
    // Written in session 29 and judged in session 30 (totals only), with its start build, a build of
    // its first round and its final build; studied and trained on in session 31.
    ['heldout-187', 420, 0.935, 5, 0.976, 1],
    ['heldout-188', 420, 0.931, 2, 0.973, 0], // learned 0.978 before the layer was trained on it (session 31): 0.974
    ['heldout-189', 420, 0.876, 0, 0.957, 0],
    ['heldout-190', 420, 0.912, 4, 0.964, 2],
    ['heldout-191', 420, 0.923, 2, 0.98, 0],
    ['heldout-192', 420, 0.933, 2, 0.961, 0],
    // Written in session 30 and judged in session 31 (totals only), with its start build and its
    // final build; neither the rules nor the layer was fitted to them.
    ['heldout-193', 420, 0.888, 4, 0.959, 0],
    ['heldout-194', 420, 0.883, 2, 0.964, 0],
    ['heldout-195', 420, 0.921, 4, 0.957, 1],
    ['heldout-196', 420, 0.904, 4, 0.957, 2],
    ['heldout-197', 420, 0.885, 2, 0.957, 1],
    ['heldout-198', 420, 0.895, 3, 0.954, 2],
    // Written in session 31 and judged in session 32 (totals only), with its start build and the build
    // of its first round; then studied and trained on in its second round.
    ['heldout-199', 420, 0.909, 6, 0.966, 2],
    ['heldout-200', 420, 0.926, 1, 0.959, 1],
    ['heldout-201', 420, 0.869, 1, 0.954, 0],
    ['heldout-202', 420, 0.938, 1, 0.973, 1],
    ['heldout-203', 420, 0.94, 2, 0.973, 1],
    // Session 35's layer, trained on 244 sets, passes one person near miss here ("the class teacher" / "the headteacher").
    ['heldout-204', 420, 0.926, 2, 0.969, 1],
    // Written in session 32 and judged in it (totals only), with its start build, the build of its
    // first round, a build of its second round and its final build; then studied and trained on in
    // session 33.
    ['heldout-205', 420, 0.919, 2, 0.961, 0],
    // Session 34's layer, trained on 226 sets, passes one person near miss here at p(same)=0.61 ("the school
    // nurse" / "the head teacher": the aligner matches "school" with "teacher" and leaves only "nurse").
    ['heldout-206', 420, 0.912, 1, 0.966, 1],
    ['heldout-207', 420, 0.921, 1, 0.952, 0],
    ['heldout-208', 420, 0.947, 1, 0.976, 0],
    ['heldout-209', 420, 0.883, 1, 0.954, 0],
    // Session 33's layer, trained on 214 sets (this one among them), scores 0.974 here; session 32's, not
    // trained on it, 0.976. The fact floor holds.
    ['heldout-210', 420, 0.931, 2, 0.973, 2],
    // Written in session 32 and judged in session 33 (totals only), with its start build and its final
    // build; neither the rules nor the layer was fitted to them.
    // Session 34's layer, trained on 226 sets (these among them), scores 0.981, 0.967 and 0.960 on
    // held-out-211, -212 and -215 (session 33's, not trained on them: 0.983, 0.969, 0.961).
    ['heldout-211', 420, 0.942, 0, 0.98, 0],
    ['heldout-212', 420, 0.921, 1, 0.966, 0],
    ['heldout-213', 420, 0.9, 3, 0.954, 0],
    ['heldout-214', 420, 0.904, 0, 0.966, 0],
    ['heldout-215', 420, 0.907, 1, 0.959, 0],
    ['heldout-216', 420, 0.931, 1, 0.961, 0],
    // Written in session 33 and judged in session 34 with its start build (totals only), then studied
    // and trained on; these are session 34's final figures.
    ['heldout-217', 420, 0.923, 1, 0.969, 0],
    // Session 36's layer, trained on 256 sets, scores 0.976 here.
    ['heldout-218', 420, 0.921, 2, 0.976, 0],
    // Session 35's rules score 0.891 alone here.
    ['heldout-219', 420, 0.89, 0, 0.959, 0],
    // Session 34's second-round layer, trained on 232 sets, scores 0.971 here (its first round's 0.974).
    ['heldout-220', 420, 0.9, 1, 0.971, 0],
    ['heldout-221', 420, 0.919, 2, 0.973, 0],
    ['heldout-222', 420, 0.933, 0, 0.992, 0],
    // Written in session 34 and judged by its start build and the build of its first round (totals only),
    // then studied and trained on in its second round; these are the first round's figures.
    ['heldout-223', 420, 0.914, 1, 0.961, 0],
    // Session 37's layer (300 trees, trained on 274 sets) passes one fact near miss here.
    ['heldout-224', 420, 0.926, 3, 0.973, 1],
    ['heldout-225', 420, 0.935, 2, 0.961, 1],
    ['heldout-226', 420, 0.928, 0, 0.976, 0],
    ['heldout-227', 420, 0.893, 3, 0.947, 1],
    ['heldout-228', 420, 0.902, 0, 0.959, 0],
    // Written in session 34's first round and judged by its start build and the builds of its first and
    // second rounds (totals only), then studied and trained on in its third round; these are the second
    // round's figures, but held-out-229's learned floor, where the third round's layer scores 0.950.
    ['heldout-229', 420, 0.895, 1, 0.95, 0],
    ['heldout-230', 420, 0.919, 1, 0.964, 0],
    // Session 35's rules score 0.919 alone here.
    ['heldout-231', 420, 0.919, 1, 0.969, 1],
    ['heldout-232', 420, 0.919, 3, 0.98, 1],
    ['heldout-233', 420, 0.916, 1, 0.988, 0],
    ['heldout-234', 420, 0.931, 1, 0.976, 0],
    // Written in session 34's second round and judged by its start build, the build of its second round
    // and its final build (totals only), then studied and trained on in session 35; these are session
    // 34's final figures.
    ['heldout-235', 420, 0.907, 4, 0.964, 3],
    ['heldout-236', 420, 0.926, 1, 0.973, 2],
    ['heldout-237', 420, 0.888, 4, 0.945, 1],
    ['heldout-238', 420, 0.923, 2, 0.971, 0],
    ['heldout-239', 420, 0.869, 2, 0.947, 0],
    ['heldout-240', 420, 0.9, 0, 0.952, 1],
    // Written at the start of session 35 and judged by its start and final builds (totals only);
    // neither the rules nor the layer was fitted to them.
    ['heldout-241', 420, 0.921, 2, 0.976, 0],
    ['heldout-242', 420, 0.916, 1, 0.971, 1],
    ['heldout-243', 420, 0.909, 2, 0.961, 0],
    ['heldout-244', 420, 0.919, 3, 0.971, 1],
    ['heldout-245', 420, 0.94, 2, 0.973, 1],
    ['heldout-246', 420, 0.942, 0, 0.971, 1],
    // Written in session 35 after its final layer was trained, and judged by its start and final builds
    // (totals only); neither the rules nor the layer was fitted to them.
    ['heldout-247', 420, 0.9, 2, 0.966, 0],
    ['heldout-248', 420, 0.89, 0, 0.947, 0],
    ['heldout-249', 420, 0.926, 0, 0.971, 0],
    ['heldout-250', 420, 0.895, 1, 0.969, 1],
    ['heldout-251', 420, 0.933, 2, 0.985, 0],
    ['heldout-252', 420, 0.9, 0, 0.952, 0],
    // Written at the start of session 36 and judged by its start and final builds (totals only);
    // neither the rules nor the layer was fitted to them.
    ['heldout-253', 420, 0.926, 3, 0.966, 2],
    ['heldout-254', 420, 0.897, 2, 0.961, 0],
    ['heldout-255', 420, 0.931, 0, 0.976, 0],
    ['heldout-256', 420, 0.919, 2, 0.959, 1],
    ['heldout-257', 420, 0.895, 0, 0.961, 0],
    ['heldout-258', 420, 0.89, 6, 0.938, 3],
    // Written in session 36 while its rules were made, and judged by its start and final builds (totals only).
    ['heldout-259', 420, 0.912, 1, 0.94, 1],
    ['heldout-260', 420, 0.921, 0, 0.966, 0],
    ['heldout-261', 420, 0.928, 1, 0.969, 1],
    ['heldout-262', 420, 0.923, 1, 0.971, 0],
    ['heldout-263', 420, 0.926, 2, 0.964, 0],
    ['heldout-264', 420, 0.919, 1, 0.966, 0],
    // Written in session 36 after its final layer was trained, and judged by its start and final builds (totals only).
    ['heldout-265', 420, 0.923, 2, 0.954, 1],
    ['heldout-266', 420, 0.902, 2, 0.947, 2],
    ['heldout-267', 420, 0.89, 1, 0.954, 0],
    ['heldout-268', 420, 0.9, 5, 0.935, 3],
    ['heldout-269', 420, 0.921, 2, 0.973, 2],
    ['heldout-270', 420, 0.952, 2, 0.976, 1],
    // Written at the start of session 37 and judged by its start and final builds (totals only), then
    // studied and trained on in session 38.
    ['heldout-271', 420, 0.921, 2, 0.971, 2],
    // Trained on since session 38, the layer rejects one more politeness pair in sample (0.4933).
    ['heldout-272', 420, 0.919, 1, 0.978, 0],
    ['heldout-273', 420, 0.95, 1, 0.976, 1],
    ['heldout-274', 420, 0.933, 1, 0.985, 0],
    ['heldout-275', 420, 0.902, 4, 0.945, 2],
    ['heldout-276', 420, 0.912, 4, 0.959, 1],
    // Written at the start of session 38 and judged by its start and final builds (totals only);
    // neither the rules nor the layer was fitted to them.
    ['heldout-277', 420, 0.916, 1, 0.952, 0],
    ['heldout-278', 420, 0.916, 3, 0.971, 0],
    ['heldout-279', 420, 0.945, 0, 0.966, 0],
    ['heldout-280', 420, 0.902, 4, 0.976, 1],
    ['heldout-281', 420, 0.957, 1, 0.971, 0],
    // Session 41's layer, trained on 298 sets (this one among them), scores 0.979 here; session 40's 0.981.
    ['heldout-282', 420, 0.942, 2, 0.978, 0],
    // Written at the start of session 39 and judged by its start and final builds (totals only);
    // neither the rules nor the layer was fitted to them.
    // Session 42's layer, trained on 304 sets (this one among them), scores 0.9786 here; session 41's 0.98.
    ['heldout-283', 420, 0.907, 1, 0.978, 0],
    ['heldout-284', 420, 0.945, 0, 0.976, 0],
    ['heldout-285', 420, 0.919, 1, 0.969, 0],
    ['heldout-286', 420, 0.942, 2, 0.978, 1],
    ['heldout-287', 420, 0.945, 4, 0.985, 1],
    ['heldout-288', 420, 0.912, 2, 0.95, 1],
    // Written at the start of session 40 and judged by its start and final builds (totals only);
    // neither the rules nor the layer was fitted to them.
    // Session 42's layer, trained on 304 sets (this one among them), scores 0.976 here; session 41's 0.978.
    ['heldout-289', 420, 0.938, 0, 0.976, 0],
    // Session 41's layer, trained on 298 sets (this one among them), scores 0.967 here; session 40's, not yet trained on it, 0.969.
    ['heldout-290', 420, 0.921, 1, 0.966, 1],
    ['heldout-291', 420, 0.926, 2, 0.969, 1],
    ['heldout-292', 420, 0.928, 1, 0.969, 0],
    ['heldout-293', 420, 0.933, 0, 0.971, 0],
    ['heldout-294', 420, 0.923, 2, 0.978, 1],
    ['heldout-295', 420, 0.914, 2, 0.971, 2],
    ['heldout-296', 420, 0.897, 1, 0.961, 1],
    // Session 45's retraining (322 sets) gives up a pair here: 0.9786.
    ['heldout-297', 420, 0.957, 1, 0.978, 0],
    ['heldout-298', 420, 0.933, 2, 0.971, 2],
    ['heldout-299', 420, 0.914, 1, 0.969, 1],
    // Session 44's retraining (316 sets) gives up a pair here: 0.9762.
    ['heldout-300', 420, 0.928, 0, 0.976, 0],
    // Written at the start of session 42 and judged by its start and final builds (totals only);
    // neither the rules nor the layer was fitted to them.
    ['heldout-301', 420, 0.914, 0, 0.978, 0],
    ['heldout-302', 420, 0.926, 3, 0.978, 1],
    ['heldout-303', 420, 0.923, 0, 0.983, 0],
    ['heldout-304', 420, 0.895, 0, 0.957, 0],
    ['heldout-305', 420, 0.919, 1, 0.98, 0],
    // Session 45's retraining (322 sets) gives up a pair here: 0.9715.
    ['heldout-306', 420, 0.923, 0, 0.971, 0],
    // Written at the start of session 43 and judged by its start and final builds (totals only), then
    // studied and trained on in session 44.
    ['heldout-307', 420, 0.928, 0, 0.971, 1],
    ['heldout-308', 420, 0.909, 2, 0.966, 1],
    ['heldout-309', 420, 0.926, 0, 0.976, 0],
    ['heldout-310', 420, 0.928, 3, 0.959, 2],
    ['heldout-311', 420, 0.928, 0, 0.976, 1],
    ['heldout-312', 420, 0.938, 2, 0.98, 1],
    // Written at the start of session 44 and judged by its start and final builds (totals only), then
    // studied and trained on in session 45.
    ['heldout-313', 420, 0.94, 2, 0.983, 0],
    ['heldout-314', 420, 0.964, 0, 0.98, 0],
    ['heldout-315', 420, 0.935, 0, 0.966, 0],
    ['heldout-316', 420, 0.928, 1, 0.98, 1],
    ['heldout-317', 420, 0.94, 0, 0.983, 0],
    ['heldout-318', 420, 0.945, 0, 0.988, 0],
    // Written at the start of session 45 and judged by its start and final builds (totals only);
    // neither the rules nor the layer was fitted to them.
    ['heldout-319', 420, 0.938, 1, 0.966, 1],
    ['heldout-320', 420, 0.945, 1, 0.988, 0],
    ['heldout-321', 420, 0.933, 0, 0.973, 0],
    ['heldout-322', 420, 0.947, 0, 0.978, 0],
    ['heldout-323', 420, 0.964, 0, 0.98, 0],
    ['heldout-324', 420, 0.933, 1, 0.978, 0],
  ];
  for (const [part, size, rulesFloor, rulesStrict, learnedFloor, learnedStrict] of floors) {
    it(`does not fall below the recorded ${part} figures (rules alone ${rulesFloor}, learned ${learnedFloor})`, async () => {
      const rules = await measure(part, 'rules');
      expect(rules.pairs.length).toBeGreaterThanOrEqual(size);
      expect.soft(rules.report.accuracy, 'rules alone').toBeGreaterThanOrEqual(rulesFloor);
      expect.soft(rules.strictAccepted.length, 'rules alone: fact near misses accepted').toBeLessThanOrEqual(rulesStrict);
      const learned = await measure(part, 'learned');
      expect.soft(learned.report.accuracy, 'learned').toBeGreaterThanOrEqual(learnedFloor);
      expect.soft(learned.strictAccepted.length, 'learned: fact near misses accepted').toBeLessThanOrEqual(learnedStrict);
    });
  }

  it('accepts at most one partial near miss of held-out-5 with the learned judge, and one with the rules alone', async () => {
    // Session 31's layer, trained on 196 sets, passed one partial at p(same)=0.504 (a body that drops
    // its last sentence, "I'll also need your signature on page 4."); session 32's, trained on 208
    // sets, rejected it again, session 37's (300 trees on 274 sets) passed it at 0.54, session 40's
    // (on 292 sets) rejected it, and session 41's (on 298 sets) passes it at 0.54 again. The rules
    // call it a mismatch (the page number is missing); only the layer's verdict moves, on either side
    // of its cut, so the test holds it to at most one.
    expect((await measure('heldout-5', 'learned')).softAccepted.length).toBeLessThanOrEqual(1);
    // The sixth round fixed all 3 for the rules alone. Session 7's thesaurus links "marketing" and
    // "sales", so "Draft of the marketing plan" / "Draft of the sales plan" is uncertain, not
    // "object changed", and the similarity policy passes it; the learned layer does not.
    expect((await measure('heldout-5', 'rules')).softAccepted.map((pair) => pair.b)).toEqual(['Draft of the sales plan']);
  });

  it('prints every part per kind and per field from `toolworld calibrate`', async () => {
    const out: string[] = [];
    expect(await runCalibrate([], { stdout: (s) => out.push(s), stderr: (s) => out.push(s) })).toBe(0);
    const text = out.join('\n');
    const trained = ' \\[learned layer trained on it\\]';
    expect(text).toMatch(new RegExp(`^tuning${trained}: 389 pairs .* accuracy \\d+\\.\\d%`, 'm'));
    expect(text).toMatch(new RegExp(`^held-out-1 \\(seen, tuned on\\)${trained}: 258 pairs .* fact near misses accepted: \\d+`, 'm'));
    expect(text).toMatch(new RegExp(`^held-out-2 \\(seen, tuned on\\)${trained}: 266 pairs .* object/partial accepted: \\d+/24`, 'm'));
    expect(text).toMatch(new RegExp(`^held-out-3 \\(seen, tuned on\\)${trained}: 326 pairs .* object/partial accepted: \\d+/32`, 'm'));
    expect(text).toMatch(new RegExp(`^held-out-4 \\(seen, tuned on\\)${trained}: 461 pairs .* object/partial accepted: \\d+/43`, 'm'));
    expect(text).toMatch(new RegExp(`^tuning-2 \\(tuned on\\)${trained}: 354 pairs `, 'm'));
    expect(text).toMatch(new RegExp(`^held-out-5 \\(seen, tuned on\\)${trained}: 426 pairs .* object/partial accepted: \\d+/34`, 'm'));
    expect(text).toMatch(new RegExp(`^held-out-6 \\(seen\\)${trained}: 418 pairs .* same meaning rejected: \\d+/218`, 'm'));
    // Judged once, then trained on.
    expect(text).toMatch(/^held-out-7 \(seen\) \[learned layer trained on it\]: 421 pairs .* same meaning rejected: \d+\/219/m);
    expect(text).toMatch(/^held-out-8 \(seen\) \[learned layer trained on it\]: 424 pairs .* same meaning rejected: \d+\/221/m);
    expect(text).toMatch(/^held-out-9 \(seen\) \[learned layer trained on it\]: 421 pairs .* same meaning rejected: \d+\/219/m);
    expect(text).toMatch(/^held-out-11 \(seen\) \[learned layer trained on it\]: 422 pairs .* same meaning rejected: \d+\/220/m);
    expect(text).toMatch(/^held-out-12 \(seen\) \[learned layer trained on it\]: 421 pairs .* same meaning rejected: \d+\/219/m);
    expect(text).toMatch(/^held-out-13 \(seen\) \[learned layer trained on it\]: 421 pairs .* same meaning rejected: \d+\/219/m);
    expect(text).toMatch(/^held-out-15 \(seen\) \[learned layer trained on it\]: 421 pairs .* same meaning rejected: \d+\/219/m);
    expect(text).toMatch(/^held-out-16 \(seen\) \[learned layer trained on it\]: 421 pairs .* same meaning rejected: \d+\/219/m);
    expect(text).toMatch(/^held-out-18 \(seen\) \[learned layer trained on it\]: 421 pairs .* same meaning rejected: \d+\/219/m);
    expect(text).toMatch(/^held-out-19 \(seen\) \[learned layer trained on it\]: 421 pairs .* same meaning rejected: \d+\/219/m);
    expect(text).toMatch(/^held-out-22 \(seen\) \[learned layer trained on it\]: 421 pairs .* same meaning rejected: \d+\/219/m);
    expect(text).toMatch(/^held-out-24 \(seen\) \[learned layer trained on it\]: 421 pairs .* same meaning rejected: \d+\/219/m);
    expect(text).toMatch(/^held-out-25 \(seen\) \[learned layer trained on it\]: 421 pairs .* same meaning rejected: \d+\/219/m);
    expect(text).toMatch(/^held-out-27 \(seen\) \[learned layer trained on it\]: 421 pairs .* same meaning rejected: \d+\/219/m);
    // Held-out-319..324 were written in session 45 and judged with its start and final builds. Neither
    // the rules nor the layer was fitted to them.
    for (let part = 319; part <= 324; part++) expect(text).toMatch(new RegExp(`^held-out-${part}: 421 pairs .* same meaning rejected: \\d+/219`, 'm'));
    // Judged once, then studied (their mistakes read) and trained on: held-out-28..36 in session 9,
    // held-out-37..39 in session 10, held-out-40..42 in session 11, held-out-43..45 in session 12,
    // held-out-46..48 in session 13, held-out-49..51 in session 14, held-out-52..54 in session 15,
    // held-out-55..57 in session 16, held-out-58..63 in session 17 (61..63 in its second round),
    // held-out-64..66 in session 18, held-out-67..72 in session 19, held-out-73..78 in session 20,
    // held-out-79..87 in session 21, held-out-88..114 in sessions 21 to 23 (trained on in session 23),
    // held-out-115..123 in sessions 23 and 24 (trained on in session 24), held-out-124..144 in
    // sessions 24 and 25 (trained on in session 25; 133..144 judged once with session 25's start build
    // and once with a build of its first round), held-out-145..156 in session 26 (145..150 judged by
    // session 25's start and final builds, 151..156 by session 26's start build and the build of its
    // first round), held-out-157..162 in session 27 (judged by session 26's start build, the build of
    // its first round and its final build), held-out-163..168 in session 28 (judged by session 27's
    // start and final builds), held-out-169..180 in sessions 28 and 29 (169..174 judged by session 28's
    // start build and the build of its first round, 175..180 by its final build and session 29's start
    // build; all trained on in session 29), held-out-181..186 in session 30 (judged by session 29's
    // start and final builds), held-out-187..192 in session 31 (judged by session 30's start build,
    // two builds of its rounds and its final build), held-out-193..198 in session 32 (judged by
    // session 31's start and final builds), held-out-199..204 in session 32's second round (judged by
    // its start build and the build of its first round), held-out-205..210 in session 33 (judged by
    // session 32's start build, two builds of its rounds and its final build), held-out-211..222 in
    // session 34 (211..216 judged by session 33's start and final builds and session 34's start build,
    // 217..222 by session 34's start build), held-out-223..228 in session 34's second round (judged by
    // its start build and the build of its first round), held-out-229..234 in its third round (judged by
    // its start build and the builds of its first and second rounds), held-out-235..240 in session 35
    // (judged by session 34's start build, the build of its second round and its final build),
    // held-out-241..252 in session 36 (judged by session 35's start and final builds), held-out-253..270
    // in session 37 (judged by session 36's start and final builds), held-out-271..276 in session 38
    // (judged by session 37's start and final builds), held-out-277..282 in session 39 (judged by
    // session 38's start and final builds), held-out-283..288 in session 40 (judged by session 39's
    // start and final builds), held-out-289..294 in session 41 (judged by session 40's start and
    // final builds), held-out-295..300 in session 42 (judged by session 41's start and final builds),
    // held-out-301..306 in session 43 (judged by session 42's start and final builds), held-out-307..312
    // in session 44 (judged by session 43's start and final builds), held-out-313..318 in session 45
    // (judged by session 44's start and final builds).
    for (let part = 28; part <= 318; part++) {
      expect(text).toMatch(new RegExp(`^held-out-${part} \\(seen\\) \\[learned layer trained on it\\]: 421 pairs .* same meaning rejected: \\d+/219`, 'm'));
    }
    expect(text).toMatch(/^held-out-10 \(seen\) \[learned layer trained on it\]: 421 pairs .* same meaning rejected: \d+\/219/m);
    expect(text).toMatch(new RegExp(`^tuning-3${trained}: 421 pairs `, 'm'));
    expect(text).toMatch(new RegExp(`^tuning-4${trained}: 421 pairs `, 'm'));
    // The rules alone, beside the learned judge, for every set.
    expect(text.match(/^  rules alone: accuracy \d+\.\d%; fact near misses accepted: \d+; object\/partial accepted: \d+\/\d+; same meaning rejected: \d+\/\d+$/gm)).toHaveLength(328);
    expect(text).toMatch(/role\s+no\s+12/);
    expect(text).toMatch(/^per field: event-name \d+\/47, reminder-task \d+\/64/m);
    // Every pair of 70 sets, judged twice: about 50 s on a quiet machine, over 4 minutes under heavy load.
  }, 600_000);

  it('reports a broken pairs file by name', async () => {
    await expect(runCalibrate(['/nowhere/pairs.json'], { stdout: () => {}, stderr: () => {} })).rejects.toThrow(/cannot read labelled pairs from \/nowhere\/pairs\.json/);
  });
});
