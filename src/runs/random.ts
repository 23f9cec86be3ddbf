/**
 * A small seeded generator (a 32-bit counter through a mixing function) for retry jitter. Runs
 * must be reproducible, so nothing in a run draws from `Math.random`.
 *
 * @example
 * const random = createSeededRandom(42);
 * random(); // the same number in [0, 1) on every run
 */
export function createSeededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x9e3779b9) >>> 0;
    let mixed = state;
    mixed = Math.imul(mixed ^ (mixed >>> 16), 0x85ebca6b);
    mixed = Math.imul(mixed ^ (mixed >>> 13), 0xc2b2ae35);
    mixed ^= mixed >>> 16;
    return (mixed >>> 0) / 0x1_0000_0000;
  };
}
