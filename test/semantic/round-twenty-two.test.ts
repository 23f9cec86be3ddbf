import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bundledJudgeCombiner, type JudgeCombiner } from '../../src/semantic/combiner.js';
import type { Contradiction } from '../../src/semantic/guard.js';
import type { Ruling, RulingStage } from '../../src/semantic/judge.js';
import { CONFIDENT, CONFIDENT_SHARE, CONFIDENT_WIDE, FEW_LEFT, resolveByLearnedLayer, SHORT_TEXT_WORDS } from '../../src/semantic/learned-verdict.js';
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
