import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bundledJudgeCombiner, type JudgeCombiner } from '../../src/semantic/combiner.js';
import type { Contradiction } from '../../src/semantic/guard.js';
import { findDurations } from '../../src/semantic/durations.js';
import { ruleText, type Ruling, type RulingStage } from '../../src/semantic/judge.js';
import { CONFIDENT, CONFIDENT_SHARE, CONFIDENT_WIDE, FEW_LEFT, NEGATION_MARGIN, resolveByLearnedLayer, SHORT_TEXT_WORDS } from '../../src/semantic/learned-verdict.js';
import { DEFAULT_THRESHOLD } from '../../src/semantic/similarity-bar.js';

// Session 21: the learned layer's lower similarity bar, for a pair it leans to with few words left
// over, now also serves a mismatch the rules found in the words ("object changed: openings ->
// availability"), from p(same) 0.6, or 0.7 where more than half of one side's words are left over;
// and a mismatch the facts settled without a changed fact, in short texts.
// The examples are our own, not pairs of the labelled sets.

/** A combiner without trees: every pair gets p(same) = `p`. */
const leaning = (p: number): JudgeCombiner => ({ ...bundledJudgeCombiner(), bias: Math.log(p / (1 - p)), trees: [], cut: 0.5, band: [0.1, 0.9] });

/** A ruling with `left` words over on each side and `shared` words both texts have. */
function ruling(outcome: Ruling['ruled'], stage: RulingStage, score: number, left: number, shared: number, contradictions: Contradiction[] = []): Ruling {
  const words = Array.from({ length: left }, (_, i) => ({ word: `w${i}`, similarity: 0.2 }));
  const all = [...words.map((w) => w.word), ...Array.from({ length: shared }, (_, i) => `s${i}`)];
  const reasons = stage === 'object' ? words.map((w, i) => `object changed: ${w.word} -> x${i}`) : [];
  return { ruled: outcome, reasons, score, contradictions, detail: { stage, expectedText: 'a', actualText: 'b', expectedWords: all, actualWords: all, missing: words, extra: words, long: false } };
}

const low = DEFAULT_THRESHOLD * CONFIDENT_SHARE;

describe('the learned layer: the lower bar for a mismatch of words', () => {
  it('passes a mismatch of words the layer leans to, with few words left over, below the usual bar', () => {
    const verdict = resolveByLearnedLayer('Any openings on Saturday?', 'Any availability on Saturday?', ruling('mismatch', 'object', 0.6, 1, 3), { combiner: leaning(0.65) });
    expect(verdict.outcome).toBe('match');
    expect(verdict.reasons).toEqual(['object changed: w0 -> x0', 'overruled by the learned layer: p(same)=0.65']);
  });

  it('keeps the usual bar below CONFIDENT, above FEW_LEFT words, and for texts that share no word', () => {
    expect(resolveByLearnedLayer('a', 'b', ruling('mismatch', 'object', 0.6, 1, 3), { combiner: leaning(CONFIDENT - 0.05) }).outcome).toBe('mismatch');
    expect(resolveByLearnedLayer('a', 'b', ruling('mismatch', 'object', 0.6, FEW_LEFT + 1, 9), { combiner: leaning(0.99) }).outcome).toBe('mismatch');
    expect(resolveByLearnedLayer('a', 'b', ruling('mismatch', 'object', 0.6, 2, 0), { combiner: leaning(0.99) }).outcome).toBe('mismatch');
    // Above the usual bar, the layer's p(same) over its cut passes as before.
    expect(resolveByLearnedLayer('a', 'b', ruling('mismatch', 'object', 0.8, 1, 3), { combiner: leaning(0.55) }).outcome).toBe('match');
  });

  it('asks CONFIDENT_WIDE where more than half of one side is left over', () => {
    const wide = ruling('mismatch', 'object', 0.5, 3, 2);
    expect(resolveByLearnedLayer('a', 'b', wide, { combiner: leaning((CONFIDENT + CONFIDENT_WIDE) / 2) }).outcome).toBe('mismatch');
    expect(resolveByLearnedLayer('a', 'b', wide, { combiner: leaning(CONFIDENT_WIDE + 0.05) }).outcome).toBe('match');
    // Exactly half left is not wide.
    expect(resolveByLearnedLayer('a', 'b', ruling('mismatch', 'object', 0.5, 2, 2), { combiner: leaning((CONFIDENT + CONFIDENT_WIDE) / 2) }).outcome).toBe('match');
  });

  it('lowers the bar for a mismatch settled by the facts in short texts only', () => {
    const facts: Ruling = { ...ruling('mismatch', 'facts', 0.6, 0, 0), contradictions: [{ kind: 'negation', expected: 'not' }], reasons: ['negation differs: not -> not negated'] };
    const [a, b] = ["Don't bring anything, we have plenty", 'Come empty-handed, we have plenty'];
    expect(resolveByLearnedLayer(a, b, facts, { combiner: leaning(0.65) }).outcome).toBe('match');
    expect(resolveByLearnedLayer(a, b, facts, { combiner: leaning(CONFIDENT - 0.05) }).outcome).toBe('mismatch');
    // Two letters to one person about different matters: the same greeting and sign-off.
    const long = (body: string) => `Dear Ms Obi, ${body} Kind regards, the office team`;
    const [letterA, letterB] = [long("we can't take on new orders until the ovens are repaired next week."), long('your cake will be delivered to the church hall by our driver.')];
    expect(Math.max(letterA.split(' ').length, letterB.split(' ').length)).toBeGreaterThan(SHORT_TEXT_WORDS);
    expect(resolveByLearnedLayer(letterA, letterB, facts, { combiner: leaning(0.99) }).outcome).toBe('mismatch');
  });

  it('never lowers the bar for a changed fact or a role swap', () => {
    const changed = ruling('mismatch', 'object', 0.9, 1, 3, [{ kind: 'time', expected: '10am', actual: '11am' }]);
    expect(resolveByLearnedLayer('Call at 10am', 'Call at 11am', changed, { combiner: leaning(0.99) }).outcome).toBe('mismatch');
    const swapped = ruling('mismatch', 'role', 0.9, 1, 3);
    expect(resolveByLearnedLayer('a', 'b', swapped, { combiner: leaning(0.99) }).outcome).toBe('mismatch');
  });

  it('decides a mismatch of words by p(same), the share of words left and the similarity (property)', () => {
    fc.assert(
      fc.property(
        // Hundredths, so that every band of p(same) and of the similarity is drawn often.
        fc.integer({ min: 1, max: 99 }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: FEW_LEFT + 2 }),
        fc.integer({ min: 0, max: 6 }),
        (hundredthsP, hundredthsScore, left, shared) => {
          const [p, score] = [hundredthsP / 100 + 0.001, hundredthsScore / 100];
          const verdict = resolveByLearnedLayer('a', 'b', ruling('mismatch', 'object', score, left, shared), { combiner: leaning(p) });
          const few = left <= FEW_LEFT && shared > 0;
          const need = 2 * left > left + shared ? CONFIDENT_WIDE : CONFIDENT;
          const bar = few && p >= need ? low : DEFAULT_THRESHOLD;
          expect(verdict.outcome).toBe(p >= 0.5 && score >= bar ? 'match' : 'mismatch');
        },
      ),
    );
  });
});

const ruled = (a: string, b: string) => ruleText(a, b).ruled;
const reasons = (a: string, b: string) => ruleText(a, b).reasons.join('; ');

describe('the learned layer: a negation the rules read', () => {
  const negated = (): Ruling => ({ ...ruling('mismatch', 'facts', 0.9, 0, 0), contradictions: [{ kind: 'negation', expected: 'not negated', actual: 'not' }], reasons: ['negation differs: not negated -> not'] });

  it('is overruled only from the cut plus NEGATION_MARGIN', () => {
    expect(resolveByLearnedLayer('The gate is locked', "The gate isn't locked", negated(), { combiner: leaning(0.5 + NEGATION_MARGIN / 2) }).outcome).toBe('mismatch');
    expect(resolveByLearnedLayer('The gate is locked', "The gate isn't locked", negated(), { combiner: leaning(0.5 + NEGATION_MARGIN * 2) }).outcome).toBe('match');
    // Other findings keep the plain cut.
    const named: Ruling = { ...negated(), contradictions: [{ kind: 'name', expected: 'Maria' }], reasons: ['name missing: Maria'] };
    expect(resolveByLearnedLayer('a', 'b', named, { combiner: leaning(0.5 + NEGATION_MARGIN / 2) }).outcome).toBe('match');
  });
});

describe('short forms of session 21', () => {
  it('spells out texting and note-taking forms', () => {
    for (const [a, b] of [
      ['Collect the parcel frm the depot', 'Collect the parcel from the depot'],
      ['Ring Mrs Osei, tel 0117 496 0211 ext 12', 'Ring Mrs Osei, telephone 0117 496 0211 extension 12'],
      ['Meet nr the fountain', 'Meet near the fountain'],
      ['Thnx for the quick reply', 'Thanks for the quick reply'],
      ['Buy 3 pkts of seeds', 'Buy 3 packets of seeds'],
      ['Wd you mind closing the gate?', 'Would you mind closing the gate?'],
    ] as const) expect(ruled(a, b), `${a} / ${b}: ${reasons(a, b)}`).toBe('match');
  });

  it('reads a day cut in lower case as the day where the other text names it, and only there', () => {
    expect(ruled('Can u come in on sat?', 'Can you come in on Saturday?')).toBe('match');
    expect(ruled('See you wed', 'See you Wednesday')).toBe('match');
    expect(reasons('I sat on the bench', 'I sat on the bench on Saturday')).toMatch(/date added: Saturday/);
    expect(ruled('See you wed', 'See you Thursday')).toBe('mismatch');
  });

  it('spells out "med", "ed" and "conv" where the other text writes the word', () => {
    expect(ruled('Order two med boxes', 'Order two medium boxes')).toBe('match');
    expect(ruled('Adult ed evening class', 'Adult education evening class')).toBe('match');
    expect(ruled('Comic conv at the NEC', 'Comic convention at the NEC')).toBe('match');
  });

  it('reads "no." before a code with a figure as "number"', () => {
    expect(ruled('Please quote permit no. KT-4410', 'Please quote permit number KT-4410')).toBe('match');
    expect(reasons('Please quote permit no. KT-4410', 'Please quote permit number KT-4411')).toMatch(/changed/);
  });
});

describe('amounts of session 21', () => {
  it('reads pence and cents as hundredths of the currency', () => {
    expect(ruled("It's 30p per sheet", "It's £0.30 per sheet")).toBe('match');
    expect(ruled("It's 30p per sheet", "It's thirty pence per sheet")).toBe('match');
    expect(ruled('Coffee is 75 cents', 'Coffee is $0.75')).toBe('match');
    expect(ruled('Coffee is seventy-five cents', 'Coffee is 75 cents')).toBe('match');
    expect(reasons("It's 30p per sheet", "It's 40p per sheet")).toMatch(/number changed/);
    expect(reasons('Coffee is 75 cents', 'Coffee is $0.85')).toMatch(/number changed/);
  });

  it('reads "pounds fifty" before what is paid for as the pence of the amount', () => {
    expect(ruled('Hay is now £7.20 a bale', 'Hay is now seven pounds twenty a bale')).toBe('match');
    expect(ruled('Parking is $3.50 an hour', 'Parking is three dollars fifty an hour')).toBe('match');
    expect(reasons('Parking is $3.50 an hour', 'Parking is three dollars sixty an hour')).toMatch(/number changed/);
  });

  it('does not join a ten to the article of a duration', () => {
    // Never fifty-one hours; since session 22 "an hour" after a price is a rate, no length at all.
    expect(findDurations('three dollars fifty an hour').map((d) => d.minutes)).toEqual([]);
    expect(findDurations('fifty an hour').map((d) => d.minutes)).toEqual([60]);
    expect(findDurations('twenty-five minutes').map((d) => d.minutes)).toEqual([25]);
    expect(findDurations('twenty five minutes').map((d) => d.minutes)).toEqual([25]);
  });
});
