import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { recentByObject } from '../../src/semantic/recent-objects.js';
import { ruleText } from '../../src/semantic/judge.js';
import { resolveByLearnedLayer } from '../../src/semantic/learned-verdict.js';

describe('values kept for the last few objects', () => {
  it('answers as a map of the last `size` distinct keys set, with a key set again keeping its place', () => {
    const keys = Array.from({ length: 7 }, (_, i) => ({ i }));
    const op = fc.oneof(
      fc.record({ set: fc.constant(true as const), key: fc.nat(6), value: fc.integer() }),
      fc.record({ set: fc.constant(false as const), key: fc.nat(6) }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5 }), fc.array(op, { maxLength: 60 }), (size, ops) => {
        const ring = recentByObject<{ i: number }, number>(size);
        // The model: entries in the order they first entered, the oldest dropped when full.
        const model: { key: number; value: number }[] = [];
        for (const step of ops) {
          if (step.set) {
            const kept = model.find((entry) => entry.key === step.key);
            if (kept !== undefined) kept.value = step.value;
            else {
              if (model.length === size) model.shift();
              model.push({ key: step.key, value: step.value });
            }
            ring.set(keys[step.key]!, step.value);
          } else {
            expect(ring.get(keys[step.key]!)).toBe(model.find((entry) => entry.key === step.key)?.value);
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it('tells objects apart by identity, not by content', () => {
    const ring = recentByObject<{ text: string }, string>();
    const first = { text: 'Buy milk' };
    ring.set(first, 'kept');
    expect(ring.get({ text: 'Buy milk' })).toBeUndefined();
    expect(ring.get(first)).toBe('kept');
  });

  it('gives a pair the same verdict whether its texts were judged last or many pairs ago', () => {
    const pairs: [string, string][] = [
      ['The lift is out of order', 'The lift is working again'],
      ['Reply kindly and slowly', 'Reply unkindly and quickly'],
      ['Meet in the kitchen', 'Meet in the garage'],
      ['Sign up for the newsletter', 'Unsubscribe from the newsletter'],
    ];
    const judge = ([a, b]: [string, string]) => {
      const verdict = resolveByLearnedLayer(a, b, ruleText(a, b));
      return [verdict.outcome, verdict.reasons, verdict.probability];
    };
    const first = pairs.map(judge);
    for (let i = 0; i < 12; i++) judge([`Order ${i} boxes of paper`, `Order ${i + 1} boxes of paper`]);
    expect(pairs.map(judge)).toEqual(first);
    // Each pair judged twice in a row, as the checks read its facts again and again.
    expect(pairs.map((pair) => (judge(pair), judge(pair)))).toEqual(first);
  });
});
