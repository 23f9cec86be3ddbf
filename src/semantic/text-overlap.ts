/**
 * Surface overlap of two texts, measured without any word knowledge: shared words, shared stems,
 * shared letter triples. The learned layer (pair-features.ts) reads these beside the rules'
 * findings, because a rule that misfires on wording usually does so on a pair whose surfaces
 * agree almost entirely ("Order #10293" / "Order no. 10293").
 */
import { isAscii } from './ascii.js';
import { stem } from './stems.js';

/** Lower-case words and numbers of a text ("$1,200" -> "1200"; "Anjali," -> "anjali"). */
export function surfaceWords(text: string): string[] {
  return text.toLowerCase().replace(/(\d),(?=\d{3}\b)/g, '$1').match(/[\p{L}\d]+/gu) ?? [];
}

/** Shared share of two sets: |A and B| / |A or B|, 1 for two empty sets. */
export function jaccard<T>(a: ReadonlySet<T>, b: ReadonlySet<T>): number {
  if (a.size === 0 && b.size === 0) return 1;
  let shared = 0;
  for (const item of a) if (b.has(item)) shared++;
  return shared / (a.size + b.size - shared);
}

/** The letter triples of a text, spaces and punctuation collapsed to one space. */
export function letterTriples(text: string): Set<string> {
  const squeezed = ` ${text.toLowerCase().replace(/[^\p{L}\d]+/gu, ' ').trim()} `;
  const triples = new Set<string>();
  for (let i = 0; i + 3 <= squeezed.length; i++) triples.add(squeezed.slice(i, i + 3));
  return triples;
}

/**
 * The same triples as `letterTriples`, each as a number: a set of small integers is cheaper to fill
 * and compare than one of three-letter strings, and the learned layer fills two per pair and one
 * per leftover word. Distinct triples get distinct numbers, so shares (`jaccard`) come out the same.
 * A triple of ASCII characters is c0 * 16384 + c1 * 128 + c2 (below 2 ** 21); any other is
 * (c0 * 65536 + c1) * 65536 + c2 (at least 2 ** 37, as every character of a squeezed text is a
 * space, a digit or a letter, at least 32).
 *
 * @example
 * tripleCodes('Hi!').size; // 2, as letterTriples('Hi!') is {' hi', 'hi '}
 */
export function tripleCodes(text: string): Set<number> {
  const codes = new Set<number>();
  if (!isAscii(text)) {
    const squeezed = ` ${text.toLowerCase().replace(/[^\p{L}\d]+/gu, ' ').trim()} `;
    for (let i = 0; i + 3 <= squeezed.length; i++) codes.add(tripleCode(squeezed.charCodeAt(i), squeezed.charCodeAt(i + 1), squeezed.charCodeAt(i + 2)));
    return codes;
  }
  // ASCII: lower case is A-Z to a-z, a letter is a-z, a digit 0-9; every other run is one space,
  // none at either end before the padding.
  let [a, b] = [-1, SPACE];
  for (let i = 0; i <= text.length; i++) {
    let c = i < text.length ? text.charCodeAt(i) : SPACE;
    if (c >= 65 && c <= 90) c += 32;
    if (!((c >= 97 && c <= 122) || (c >= 48 && c <= 57))) {
      if (b === SPACE) continue;
      c = SPACE;
    }
    if (a >= 0) codes.add(a * 16384 + b * 128 + c);
    [a, b] = [b, c];
  }
  return codes;
}

const SPACE = 32;
const tripleCode = (a: number, b: number, c: number): number => (a < 128 && b < 128 && c < 128 ? a * 16384 + b * 128 + c : (a * 65536 + b) * 65536 + c);

/** How two texts overlap on the surface, each in [0, 1]. */
export interface SurfaceOverlap {
  /** Jaccard of the lower-case words. */
  readonly words: number;
  /** Jaccard of the words' stems ("reports" = "report"). */
  readonly stems: number;
  /** Jaccard of the letter triples. */
  readonly triples: number;
  /** Shorter text's word count over the longer's. */
  readonly lengthRatio: number;
  /** The same words in the same order once case and punctuation are ignored. */
  readonly sameWords: boolean;
  /** The same words in any order. */
  readonly sameBagOfWords: boolean;
  /** The numbers written in each text agree (both none counts as agreeing). */
  readonly sameNumbers: boolean;
}

/**
 * Measures two texts' surface overlap.
 *
 * @example
 * surfaceOverlap('The report is ready, Anjali', 'Anjali, the report is ready').sameBagOfWords; // true
 */
export function surfaceOverlap(expected: string, actual: string): SurfaceOverlap {
  return surfaceOverlapOfWords(expected, actual, surfaceWords(expected), surfaceWords(actual));
}

/** `surfaceOverlap` with each text's `surfaceWords` (and optionally their stems) given, for a caller that already has them. */
export function surfaceOverlapOfWords(
  expected: string,
  actual: string,
  a: readonly string[],
  b: readonly string[],
  stems: readonly [ReadonlySet<string>, ReadonlySet<string>] = [new Set(a.map(stem)), new Set(b.map(stem))],
): SurfaceOverlap {
  const sorted = (words: readonly string[]) => [...words].sort().join(' ');
  // Digit runs inside words count too: "3pm" against "4pm" differs, "#10293" against "no. 10293" not.
  const numbers = (words: readonly string[]) => new Set(words.flatMap((word) => word.match(/\d+/g) ?? []));
  const longer = Math.max(a.length, b.length);
  return {
    words: jaccard(new Set(a), new Set(b)),
    stems: jaccard(stems[0], stems[1]),
    triples: jaccard(tripleCodes(expected), tripleCodes(actual)),
    lengthRatio: longer === 0 ? 1 : Math.min(a.length, b.length) / longer,
    sameWords: a.join(' ') === b.join(' '),
    sameBagOfWords: sorted(a) === sorted(b),
    sameNumbers: jaccard(numbers(a), numbers(b)) === 1,
  };
}
