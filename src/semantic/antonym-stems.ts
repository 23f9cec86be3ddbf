/**
 * WordNet's antonyms by stem, as the opposites check looks them up ("accept" -> "declin", "reject").
 * Stemming every antonym pair took a large share of the judge's cold load, so the bundled model
 * ships the result (`antonym-stems.txt`, written by `node scripts/model-indexes.mjs` from
 * `wordnet.json` and this stemmer) and the judge reads only the lines it asks for, by binary search.
 * A model folder without the file is indexed at its first pair, as before.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { findSortedLine } from './sorted-lines.js';
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
 * compares strings (what `findSortedLine` searches).
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
 * when there is none.
 *
 * @example
 * const opposites = loadAntonymStems('models/glove-wordnet-100d');
 * opposites?.('accept'); // ['declin', ...]
 */
export function loadAntonymStems(folder: string): AntonymStems | undefined {
  const path = join(folder, ANTONYM_STEMS_FILE);
  if (!existsSync(path)) return undefined;
  let text: string | undefined;
  return (stemmed) => {
    text ??= readFileSync(path, 'utf8');
    const line = findSortedLine(text, stemmed);
    return line === undefined ? undefined : line.split('\t');
  };
}
