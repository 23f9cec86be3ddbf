/** n choose k, exactly for the small numbers of trials runs use. */
export function binomial(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let result = 1;
  for (let index = 1; index <= Math.min(k, n - k); index++) result = (result * (n - index + 1)) / index;
  return Math.round(result);
}

/**
 * pass^k as tau-bench reports it: the chance that k trials drawn from a conversation's n all
 * succeed, `C(c, k) / C(n, k)` for c successes, averaged over conversations; for k = 1..n. pass^1
 * is the mean success rate, and the curve falls as far as the agent is inconsistent.
 *
 * @example
 * passHatK([3, 1], 3); // [{ k: 1, value: 0.667 }, { k: 2, value: 0.5 }, { k: 3, value: 0.5 }]
 */
export function passHatK(successes: readonly number[], trials: number): { k: number; value: number }[] {
  const result: { k: number; value: number }[] = [];
  for (let k = 1; k <= trials; k++) {
    const total = successes.reduce((sum, count) => sum + binomial(count, k) / binomial(trials, k), 0);
    result.push({ k, value: successes.length === 0 ? 0 : total / successes.length });
  }
  return result;
}

/** Mean and sample standard deviation (n - 1; 0 for fewer than two values). */
export function meanAndSpread(values: readonly number[]): { mean: number; standardDeviation: number } {
  if (values.length === 0) return { mean: 0, standardDeviation: 0 };
  const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
  if (values.length < 2) return { mean, standardDeviation: 0 };
  const variance = values.reduce((sum, value) => sum + (value - mean) ** 2, 0) / (values.length - 1);
  return { mean, standardDeviation: Math.sqrt(variance) };
}
