/**
 * WordNet's antonyms by stem, as the opposites check looks them up ("accept" -> "declin", "reject").
 * Stemming every antonym pair took a large share of the judge's cold load, so the bundled model
 * ships the result (`antonym-stems.txt`, written by `node scripts/model-indexes.mjs` from
 * `wordnet.json` and this stemmer), which the judge lists by stem at its first question.
 * A model folder without the file is indexed at its first pair, as before.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { stemPhrase } from './stems.js';

/** The stemmed opposites of a stem or stemmed phrase, in the order the antonym pairs first give them; undefined for none. */
export type AntonymStems = (stemmed: string) => readonly string[] | undefined;

/** The name of the model's file of stemmed antonyms. */
export const ANTONYM_STEMS_FILE = 'antonym-stems.txt';

/**
 * Each side of every antonym pair stemmed, linked both ways: each stem's opposites in the order
 * the pairs give them, without repeats, and never the stem itself ("agree" / "agreed" stem apart,
 * but an antonym stemming to its own word links nothing).
 *
 * @example
 * stemAntonymPairs([['accept', 'decline']]).get('accept'); // ['declin']
 */
export function stemAntonymPairs(pairs: readonly (readonly [string, string])[]): Map<string, string[]> {
  const map = new Map<string, string[]>();
  const link = (a: string, b: string) => {
    if (a === b) return;
    const opposites = map.get(a);
    if (opposites === undefined) map.set(a, [b]);
    else if (!opposites.includes(b)) opposites.push(b);
  };
  for (const [a, b] of pairs) {
    const [stemmedA, stemmedB] = [stemPhrase(a), stemPhrase(b)];
    link(stemmedA, stemmedB);
    link(stemmedB, stemmedA);
  }
  return map;
}

/**
 * The file's text: one line per stem, `stem<TAB>opposite<TAB>opposite...`, sorted as JavaScript
 * compares strings, so that the file is written the same way every time.
 */
export function formatAntonymStems(map: ReadonlyMap<string, readonly string[]>): string {
  const keys = [...map.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  for (const key of keys) {
    if (key === '' || /[\t\n]/.test(key) || map.get(key)!.some((other) => other === '' || /[\t\n]/.test(other))) {
      throw new Error(`antonym-stems: the stem '${key}' or one of its opposites is empty or holds a tab or a line break; the file cannot list it`);
    }
  }
  return `${keys.map((key) => `${key}\t${map.get(key)!.join('\t')}`).join('\n')}\n`;
}

/**
 * Reads a model folder's `antonym-stems.txt` lazily (on the first question), or returns undefined
 * when there is none. The file's 4,000 lines are listed by stem once then: the opposites check asks
 * about every word and pair of words of both texts, and most are in no line, which a map answers
 * faster than a binary search.
 *
 * @example
 * const opposites = loadAntonymStems('models/glove-wordnet-100d');
 * opposites?.('accept'); // ['declin', ...]
 */
export function loadAntonymStems(folder: string): AntonymStems | undefined {
  const path = join(folder, ANTONYM_STEMS_FILE);
  if (!existsSync(path)) return undefined;
  let lines: Map<string, string> | undefined;
  return (stemmed) => {
    lines ??= linesByKey(readFileSync(path, 'utf8'));
    return lines.get(stemmed)?.split('\t');
  };
}

/** Each line's rest (after its first tab) by its first field. */
function linesByKey(text: string): Map<string, string> {
  const lines = new Map<string, string>();
  for (let start = 0; start < text.length; ) {
    const newline = text.indexOf('\n', start);
    const end = newline < 0 ? text.length : newline;
    const tab = text.indexOf('\t', start);
    if (tab >= 0 && tab < end) lines.set(text.slice(start, tab), text.slice(tab + 1, end));
    start = end + 1;
  }
  return lines;
}
