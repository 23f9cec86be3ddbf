import { describe, expect, it } from 'vitest';
import { RandomCursor, clearRandomCache, getRandBits, randint, rawWord, type Seed } from './random.js';

// Spec §3.4, seed 489.
const FIRST_RAW = [
  0xf05c8756, 0xec73b666, 0x2dff8241, 0x9de7c55d, 0x6ec005ca, 0x819996d6, 0xe149636f, 0x10681bb8,
  0xd65d5c76, 0xb59fa508, 0xe01a7552, 0x9f8a27ab, 0x6ce50006, 0xf494d477, 0xecc3f121, 0x03c93f31,
  0x0d6ed3c5, 0x8af336bb, 0x5c5373e0, 0x0102fe7c,
];

const RANDINT_TABLE: ReadonlyArray<[number, number[]]> = [
  [0xffffffff, [3779683183, 3972264225, 1548973024, 3975442733, 3251391945]],
  [0xffff, [23551, 56704, 8400, 55754, 1938]],
  [0xff, [91, 221, 32, 217, 7]],
  [999999, [984520, 968507, 188408, 646780, 453632]],
];

const EXTRA_SEEDS: ReadonlyArray<[Seed, number[], number]> = [
  [0, [424533559245, 978212965548, 44756014165], 4184687619],
  [-489, [675081585217, 555908859338, 72499159919], 1725792625],
  [2n ** 40n + 5n, [569101979940, 727003120297, 34040994016], 1991615832],
];

/**
 * Deliberately naive, stateful transcription of §3.3, used only to cross-check the memoised,
 * position-addressed implementation (block boundaries, out-of-order access).
 */
function referenceStream(seed: bigint, count: number): number[] {
  let rest = seed < 0n ? -seed : seed;
  const key: number[] = [];
  do {
    key.push(Number(rest & 0xffffffffn));
    rest >>= 32n;
  } while (rest > 0n);
  const mt = new Array<number>(624);
  mt[0] = 19650218;
  for (let k = 1; k < 624; k++) {
    mt[k] = (Math.imul(1812433253, mt[k - 1]! ^ (mt[k - 1]! >>> 30)) + k) >>> 0;
  }
  let a = 1;
  let b = 0;
  for (let i = 0; i < Math.max(624, key.length); i++) {
    mt[a] = ((mt[a]! ^ Math.imul(mt[a - 1]! ^ (mt[a - 1]! >>> 30), 1664525)) + key[b]! + b) >>> 0;
    a++;
    b++;
    if (a >= 624) {
      mt[0] = mt[623]!;
      a = 1;
    }
    if (b >= key.length) b = 0;
  }
  for (let i = 0; i < 623; i++) {
    mt[a] = ((mt[a]! ^ Math.imul(mt[a - 1]! ^ (mt[a - 1]! >>> 30), 1566083941)) - a) >>> 0;
    a++;
    if (a >= 624) {
      mt[0] = mt[623]!;
      a = 1;
    }
  }
  mt[0] = 0x80000000;
  let index = 624;
  const out: number[] = [];
  while (out.length < count) {
    if (index >= 624) {
      for (let k = 0; k < 624; k++) {
        const y = (mt[k]! & 0x80000000) | (mt[(k + 1) % 624]! & 0x7fffffff);
        mt[k] = (mt[(k + 397) % 624]! ^ (y >>> 1) ^ (y & 1 ? 0x9908b0df : 0)) >>> 0;
      }
      index = 0;
    }
    let y = mt[index++]!;
    y ^= y >>> 11;
    y ^= (y << 7) & 0x9d2c5680;
    y ^= (y << 15) & 0xefc60000;
    y ^= y >>> 18;
    out.push(y >>> 0);
  }
  return out;
}

describe('rawWord', () => {
  it('reproduces the first 20 outputs of Random(489)', () => {
    expect(FIRST_RAW.map((_, i) => rawWord(489, i))).toEqual(FIRST_RAW);
  });

  it('treats number and bigint seeds, and negative seeds, as CPython does', () => {
    for (let i = 0; i < FIRST_RAW.length; i++) {
      expect(rawWord(489n, i)).toBe(FIRST_RAW[i]);
      expect(rawWord(-489, i)).toBe(FIRST_RAW[i]);
      expect(rawWord(-489n, i)).toBe(FIRST_RAW[i]);
    }
  });

  it('is pure: the same index always yields the same word', () => {
    const first = rawWord(489, 7);
    rawWord(489, 5000);
    rawWord(12345, 3);
    expect(rawWord(489, 7)).toBe(first);
    expect(rawWord(489, 7)).toBe(0x10681bb8);
  });

  it('matches a naive stateful generator across several 624-word blocks, in any access order', () => {
    const count = 624 * 5 + 17;
    // Seeds chosen so nothing else in this file touches them first: the cache is then built
    // starting from a far index (skipping blocks) or walked backwards.
    const cases: Array<[Seed, number[]]> = [
      [97531, referenceStream(97531n, count)],
      [2n ** 100n + 7n, referenceStream(2n ** 100n + 7n, count)],
      [-(2n ** 64n), referenceStream(2n ** 64n, count)],
    ];
    const [farFirst, backwards, forwards] = cases as [[Seed, number[]], [Seed, number[]], [Seed, number[]]];

    expect(rawWord(farFirst[0], count - 1)).toBe(farFirst[1][count - 1]);
    for (let i = 0; i < count; i++) expect(rawWord(farFirst[0], i)).toBe(farFirst[1][i]);

    for (let i = count - 1; i >= 0; i--) expect(rawWord(backwards[0], i)).toBe(backwards[1][i]);

    for (let i = 0; i < count; i++) expect(rawWord(forwards[0], i)).toBe(forwards[1][i]);

    // Block boundaries specifically, re-read after the cache has grown.
    for (const [seed, ref] of cases) {
      for (const i of [0, 623, 624, 625, 1247, 1248, 2495, 2496, count - 1]) {
        expect(rawWord(seed, i)).toBe(ref[i]);
      }
    }
  });

  it('matches values computed with CPython for seeds the spec does not cover', () => {
    // python3 3.11: r = random.Random(489); skip 3000 getrandbits(32); next three.
    expect([rawWord(489, 3000), rawWord(489, 3001), rawWord(489, 3002)]).toEqual([
      2975071368, 2924988596, 22847697,
    ]);
    // random.Random(2**100 + 7), first three getrandbits(32).
    expect([0, 1, 2].map((i) => rawWord(2n ** 100n + 7n, i))).toEqual([1786885132, 353954449, 1403444918]);
  });

  it('recomputes identical words after the cache is cleared', () => {
    const before = [0, 700, 1900].map((i) => rawWord(489, i));
    clearRandomCache();
    expect([1900, 0, 700].map((i) => rawWord(489, i))).toEqual([before[2], before[0], before[1]]);
  });

  it('rejects invalid indices and seeds', () => {
    expect(() => rawWord(489, -1)).toThrow(RangeError);
    expect(() => rawWord(489, 1.5)).toThrow(RangeError);
    expect(() => rawWord(489, Number.NaN)).toThrow(RangeError);
    expect(() => rawWord(1.5, 0)).toThrow(RangeError);
  });
});

describe('getRandBits', () => {
  it('takes the top k bits of one word for k <= 32', () => {
    expect(getRandBits(489, 0, 32)).toEqual({ value: 0xf05c8756, position: 1 });
    expect(getRandBits(489, 0, 17)).toEqual({ value: 0xf05c8756 >>> 15, position: 1 });
    expect(getRandBits(489, 2, 1)).toEqual({ value: 0, position: 3 });
    expect(getRandBits(489, 4, 0)).toEqual({ value: 0, position: 4 });
  });

  it('combines two words least-significant first for k > 32', () => {
    // §3.3: k = 33 is the first draw plus the top bit of the second.
    expect(getRandBits(489, 6, 33)).toEqual({ value: 0xe149636f, position: 8 });
    expect(getRandBits(489, 0, 33)).toEqual({ value: 0xf05c8756 + 2 ** 32, position: 2 });
    expect(getRandBits(489, 0, 64 - 11)).toEqual({
      value: 0xf05c8756 + (0xec73b666 >>> 11) * 2 ** 32,
      position: 2,
    });
  });

  it('matches CPython for 53- and 40-bit draws', () => {
    // python3 3.11: r = random.Random(489); three getrandbits(53), then two getrandbits(40).
    const cursor = new RandomCursor(489);
    expect([cursor.getRandBits(53), cursor.getRandBits(53), cursor.getRandBits(53)]).toEqual([
      8319415814489942, 5555798667133505, 4559891326830026,
    ]);
    expect([cursor.getRandBits(40), cursor.getRandBits(40)]).toEqual([72499159919, 780985523318]);
    expect(cursor.position).toBe(10);
  });

  it('rejects k outside [0, 53]', () => {
    expect(() => getRandBits(489, 0, 54)).toThrow(RangeError);
    expect(() => getRandBits(489, 0, -1)).toThrow(RangeError);
    expect(() => getRandBits(489, 0, 2.5)).toThrow(RangeError);
  });
});

describe('randint', () => {
  it.each(RANDINT_TABLE)('reproduces the first five randint(0, %i) of a fresh Random(489)', (max, expected) => {
    let position = 0;
    const values: number[] = [];
    for (let i = 0; i < 5; i++) {
      const draw = randint(489, position, 0, max);
      values.push(draw.value);
      position = draw.position;
    }
    expect(values).toEqual(expected);

    const cursor = new RandomCursor(489);
    expect(expected.map(() => cursor.randint(0, max))).toEqual(expected);
    expect(cursor.position).toBe(position);
  });

  it('follows the worked example of §3.3 exactly, including rejected draws', () => {
    // Three rejected pairs, then pair four: raw words 0..7.
    expect(randint(489, 0, 0, 0xffffffff)).toEqual({ value: 0xe149636f, position: 8 });
    // Two rejections, then the third word.
    expect(randint(489, 0, 0, 0xffff)).toEqual({ value: 0x5bff, position: 3 });
  });

  it('is pure in its position', () => {
    const a = randint(489, 11, 0, 0xffff);
    const b = randint(489, 11, 0, 0xffff);
    expect(b).toEqual(a);
  });

  it.each(EXTRA_SEEDS)('reproduces the extra vectors for seed %s', (seed, expected, skipped) => {
    let position = 0;
    const values: number[] = [];
    for (let i = 0; i < 3; i++) {
      const draw = randint(seed, position, 0, 10 ** 12);
      values.push(draw.value);
      position = draw.position;
    }
    expect(values).toEqual(expected);
    expect(rawWord(seed, position + 1000)).toBe(skipped);
  });

  it('offsets by a and matches CPython for a wide range', () => {
    // python3 3.11: r = random.Random(489); 3x getrandbits(53), 2x getrandbits(40), then
    // three randint(-5, 2**52).
    const cursor = new RandomCursor(489, 10);
    expect([cursor.randint(-5, 2 ** 52), cursor.randint(-5, 2 ** 52), cursor.randint(-5, 2 ** 52)]).toEqual([
      133212382949660, 35593942954971, 4405308981276968,
    ]);
  });

  it('handles degenerate and invalid ranges', () => {
    // n = 1 still draws (k = 1) and rejects any word whose top bit is set, as CPython does:
    // words 0 and 1 have it set, word 2 does not.
    expect(randint(489, 0, 7, 7)).toEqual({ value: 7, position: 3 });
    expect(() => randint(489, 0, 5, 4)).toThrow(RangeError);
    expect(() => randint(489, 0, 0, 2 ** 53)).toThrow(RangeError);
    expect(() => randint(489, 0, 0.5, 3)).toThrow(RangeError);
    expect(() => randint(489, -1, 0, 3)).toThrow(RangeError);
  });
});
