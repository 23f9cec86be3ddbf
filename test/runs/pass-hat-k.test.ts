import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { binomial, meanAndSpread, passHatK } from '../../src/runs/index.js';

describe('passHatK', () => {
  it('is the mean over conversations of C(c, k) / C(n, k)', () => {
    expect(passHatK([3, 1, 0], 3).map(({ k, value }) => [k, Number(value.toFixed(4))])).toEqual([
      [1, 0.4444],
      [2, 0.3333],
      [3, 0.3333],
    ]);
    expect(passHatK([2, 1], 2)).toEqual([
      { k: 1, value: 0.75 },
      { k: 2, value: 0.5 },
    ]);
  });

  it('starts at the mean success rate and never rises with k', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 8 }).chain((trials) => fc.tuple(fc.constant(trials), fc.array(fc.integer({ min: 0, max: trials }), { minLength: 1 }))), ([trials, successes]) => {
        const curve = passHatK(successes, trials);
        const meanRate = successes.reduce((sum, count) => sum + count / trials, 0) / successes.length;
        expect(curve[0]!.value).toBeCloseTo(meanRate, 10);
        for (let index = 1; index < curve.length; index++) expect(curve[index]!.value).toBeLessThanOrEqual(curve[index - 1]!.value + 1e-12);
        expect(curve.at(-1)!.value).toBeCloseTo(successes.filter((count) => count === trials).length / successes.length, 10);
      }),
    );
  });

  it('uses exact binomials and a sample standard deviation', () => {
    expect([binomial(5, 2), binomial(4, 0), binomial(2, 3)]).toEqual([10, 1, 0]);
    expect(meanAndSpread([0.5, 1])).toEqual({ mean: 0.75, standardDeviation: Math.sqrt(0.125) });
    expect(meanAndSpread([0.4])).toEqual({ mean: 0.4, standardDeviation: 0 });
  });
});
