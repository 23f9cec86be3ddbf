/**
 * CPython-compatible Mersenne Twister, addressed by position instead of by mutable state.
 *
 * The world snapshots its state on every tool call, so carrying a 624-word generator state per
 * tool would make snapshots expensive. Instead a generator is identified by `(seed, position)`:
 * the raw output stream of `random.Random(seed)` never changes, so it is computed once per seed,
 * memoised here, and any position can be read back in O(1). Draw functions are therefore pure:
 * they take a position and return the value together with the position after the draw.
 */

export type Seed = number | bigint;

export interface Draw {
  readonly value: number;
  readonly position: number;
}

const N = 624;
const M = 397;
const UPPER_MASK = 0x80000000;
const LOWER_MASK = 0x7fffffff;
const MATRIX_A = 0x9908b0df;
const TWO_POW_32 = 0x1_0000_0000;

interface Stream {
  /** Tempered outputs; only the first `length` entries are valid. */
  words: Uint32Array;
  length: number;
  /**
   * Untempered state after the last generated block. Kept so the stream can be extended
   * without replaying it from the seed.
   */
  readonly mt: Uint32Array;
}

// Keyed by |seed|, because CPython seeds from the absolute value: Random(-489) and Random(489)
// produce the same stream and should share one cache entry. Seeds that fit in a safe integer are
// keyed as numbers so that 489 and 489n hit the same entry.
const streams = new Map<number | bigint, Stream>();

// Nearly every lookup is for the same seed (all tools use 489), so remembering the last one
// avoids even the Map probe on the hot path.
let lastSeed: Seed | undefined;
let lastStream: Stream | undefined;

function normaliseSeed(seed: Seed): number | bigint {
  if (typeof seed === 'number') {
    // CPython hashes non-integral seeds, which this port does not emulate; rejecting them beats
    // silently producing a stream no Python program would.
    if (!Number.isInteger(seed)) {
      throw new RangeError(`seed must be an integer, got ${seed}`);
    }
    const abs = Math.abs(seed);
    return Number.isSafeInteger(abs) ? abs : BigInt(abs);
  }
  if (typeof seed === 'bigint') {
    const abs = seed < 0n ? -seed : seed;
    return abs <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(abs) : abs;
  }
  throw new TypeError(`seed must be a number or bigint, got ${typeof seed}`);
}

function seedKey(abs: number | bigint): number[] {
  let rest = BigInt(abs);
  if (rest === 0n) return [0];
  const key: number[] = [];
  while (rest > 0n) {
    key.push(Number(rest & 0xffffffffn));
    rest >>= 32n;
  }
  return key;
}

function initGenrand(mt: Uint32Array, s: number): void {
  mt[0] = s;
  for (let k = 1; k < N; k++) {
    const prev = mt[k - 1]!;
    mt[k] = Math.imul(1812433253, prev ^ (prev >>> 30)) + k;
  }
}

function initByArray(key: readonly number[]): Uint32Array {
  const mt = new Uint32Array(N);
  initGenrand(mt, 19650218);
  const len = key.length;
  let a = 1;
  let b = 0;
  for (let k = Math.max(N, len); k > 0; k--) {
    const prev = mt[a - 1]!;
    // Uint32Array stores modulo 2^32, so the additions may overflow freely; only the
    // multiplication needs imul to stay exact.
    mt[a] = (mt[a]! ^ Math.imul(prev ^ (prev >>> 30), 1664525)) + key[b]! + b;
    a++;
    b++;
    if (a >= N) {
      mt[0] = mt[N - 1]!;
      a = 1;
    }
    if (b >= len) b = 0;
  }
  for (let k = N - 1; k > 0; k--) {
    const prev = mt[a - 1]!;
    mt[a] = (mt[a]! ^ Math.imul(prev ^ (prev >>> 30), 1566083941)) - a;
    a++;
    if (a >= N) {
      mt[0] = mt[N - 1]!;
      a = 1;
    }
  }
  mt[0] = UPPER_MASK;
  return mt;
}

function regenerate(mt: Uint32Array): void {
  // Must run in increasing k with in-place updates: entries past k - 397 already hold the new
  // block, which is exactly what the reference twist relies on.
  for (let k = 0; k < N; k++) {
    const y = (mt[k]! & UPPER_MASK) | (mt[(k + 1) % N]! & LOWER_MASK);
    mt[k] = mt[(k + M) % N]! ^ (y >>> 1) ^ (y & 1 ? MATRIX_A : 0);
  }
}

function appendBlock(stream: Stream): void {
  const { mt } = stream;
  regenerate(mt);
  const start = stream.length;
  if (start + N > stream.words.length) {
    // Doubling keeps the amortised cost of a long walk linear.
    const grown = new Uint32Array(Math.max(stream.words.length * 2, start + N));
    grown.set(stream.words.subarray(0, start));
    stream.words = grown;
  }
  const words = stream.words;
  for (let k = 0; k < N; k++) {
    let y = mt[k]!;
    y ^= y >>> 11;
    y ^= (y << 7) & 0x9d2c5680;
    y ^= (y << 15) & 0xefc60000;
    y ^= y >>> 18;
    words[start + k] = y;
  }
  stream.length = start + N;
}

function streamFor(seed: Seed): Stream {
  if (seed === lastSeed && lastStream !== undefined) return lastStream;
  const abs = normaliseSeed(seed);
  let stream = streams.get(abs);
  if (stream === undefined) {
    stream = { words: new Uint32Array(N), length: 0, mt: initByArray(seedKey(abs)) };
    streams.set(abs, stream);
  }
  lastSeed = seed;
  lastStream = stream;
  return stream;
}

function wordAt(stream: Stream, index: number): number {
  if (index < stream.length) return stream.words[index]!;
  while (index >= stream.length) appendBlock(stream);
  return stream.words[index]!;
}

function checkPosition(position: number): void {
  if (!Number.isSafeInteger(position) || position < 0) {
    throw new RangeError(`position must be a non-negative integer, got ${position}`);
  }
}

/** The `index`-th (0-based) `genrand_uint32` output of CPython's `random.Random(seed)`. */
export function rawWord(seed: Seed, index: number): number {
  const stream = streamFor(seed);
  // `>>> 0` round-trips only for integers in [0, 2^32), which also rules out negatives and NaN
  // before they reach the typed array.
  if (index >>> 0 === index && index < stream.length) return stream.words[index]!;
  checkPosition(index);
  return wordAt(stream, index);
}

function bitsAt(stream: Stream, position: number, k: number): number {
  const lo = wordAt(stream, position);
  if (k <= 32) return lo >>> (32 - k);
  // CPython fills words least-significant first and truncates only the last one.
  const hi = wordAt(stream, position + 1) >>> (64 - k);
  return hi * TWO_POW_32 + lo;
}

function checkBits(k: number): void {
  if (!Number.isInteger(k) || k < 0 || k > 53) {
    throw new RangeError(`k must be an integer in [0, 53], got ${k}`);
  }
}

function wordsFor(k: number): number {
  return k <= 32 ? 1 : 2;
}

/** CPython's `getrandbits(k)` for `0 <= k <= 53` (k = 0 yields 0 and draws nothing, as in 3.9+). */
export function getRandBits(seed: Seed, position: number, k: number): Draw {
  checkPosition(position);
  checkBits(k);
  if (k === 0) return { value: 0, position };
  const stream = streamFor(seed);
  return { value: bitsAt(stream, position, k), position: position + wordsFor(k) };
}

function bitLength(n: number): number {
  if (n < TWO_POW_32) return 32 - Math.clz32(n);
  return 64 - Math.clz32(Math.floor(n / TWO_POW_32));
}

function checkRange(a: number, b: number): number {
  if (!Number.isSafeInteger(a) || !Number.isSafeInteger(b)) {
    throw new RangeError(`randint bounds must be safe integers, got (${a}, ${b})`);
  }
  if (b < a) throw new RangeError(`empty range for randint(${a}, ${b})`);
  const n = b - a + 1;
  // Beyond 2^53 - 1 the width needs 54 bits and plain numbers stop being exact.
  if (!Number.isSafeInteger(n)) {
    throw new RangeError(`randint range too wide: (${a}, ${b})`);
  }
  return n;
}

function randintIn(stream: Stream, position: number, a: number, n: number): Draw {
  // CPython sizes the draw by n itself, not n - 1, so a power-of-two n wastes a bit and is
  // rejected about half the time; the IDs depend on reproducing exactly that.
  const k = bitLength(n);
  const step = wordsFor(k);
  let pos = position;
  let r = bitsAt(stream, pos, k);
  pos += step;
  while (r >= n) {
    r = bitsAt(stream, pos, k);
    pos += step;
  }
  return { value: a + r, position: pos };
}

/** CPython's `randint(a, b)` (inclusive), drawn from `position` of `Random(seed)`'s stream. */
export function randint(seed: Seed, position: number, a: number, b: number): Draw {
  checkPosition(position);
  const n = checkRange(a, b);
  return randintIn(streamFor(seed), position, a, n);
}

/** Mutable convenience wrapper for a run of sequential draws starting at a given position. */
export class RandomCursor {
  readonly seed: Seed;
  #stream: Stream;
  #position: number;

  constructor(seed: Seed, position = 0) {
    checkPosition(position);
    this.seed = seed;
    this.#stream = streamFor(seed);
    this.#position = position;
  }

  get position(): number {
    return this.#position;
  }

  rawWord(): number {
    return wordAt(this.#stream, this.#position++);
  }

  getRandBits(k: number): number {
    checkBits(k);
    if (k === 0) return 0;
    const value = bitsAt(this.#stream, this.#position, k);
    this.#position += wordsFor(k);
    return value;
  }

  randint(a: number, b: number): number {
    const n = checkRange(a, b);
    const draw = randintIn(this.#stream, this.#position, a, n);
    this.#position = draw.position;
    return draw.value;
  }
}

/**
 * Drops every memoised stream. Streams only grow, so a long-lived process that walked far into
 * many seeds can use this to release the memory; later draws simply recompute.
 */
export function clearRandomCache(): void {
  streams.clear();
  lastSeed = undefined;
  lastStream = undefined;
}
