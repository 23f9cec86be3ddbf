/**
 * Surface overlap of two texts, measured without any word knowledge: shared words, shared stems,
 * shared letter triples. The learned layer (pair-features.ts) reads these beside the rules'
 * findings, because a rule that misfires on wording usually does so on a pair whose surfaces
 * agree almost entirely ("Order #10293" / "Order no. 10293").
 */
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
    triples: jaccard(letterTriples(expected), letterTriples(actual)),
    lengthRatio: longer === 0 ? 1 : Math.min(a.length, b.length) / longer,
    sameWords: a.join(' ') === b.join(' '),
    sameBagOfWords: sorted(a) === sorted(b),
    sameNumbers: jaccard(numbers(a), numbers(b)) === 1,
  };
}
