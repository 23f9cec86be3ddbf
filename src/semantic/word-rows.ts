/**
 * The row of each vocabulary word in a lookup model's table. Building a map of all 50,000 words
 * took a tenth of the judge's cold load, for the few hundred words a run meets; the bundled model
 * also ships its vocabulary sorted (`vocabulary-sorted.txt`, `word<TAB>row`, written by
 * `node scripts/model-indexes.mjs`), and a word's row is found there by binary search when first
 * asked, then kept.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { openSortedLines } from './sorted-lines.js';

/** A word's row, or undefined when the model does not know it. */
export type WordRows = (word: string) => number | undefined;

/** The name of the model's sorted vocabulary file. */
export const SORTED_VOCABULARY_FILE = 'vocabulary-sorted.txt';

/**
 * The sorted file's text: `word<TAB>row` for each of the first `rows` words of `vocabulary.txt`,
 * sorted as JavaScript compares strings (what `findSortedBytes` searches). A word listed twice keeps
 * its last row, as a map built in row order would.
 *
 * @example
 * formatSortedVocabulary(['the', 'a'], 2); // 'a\t1\nthe\t0\n'
 */
export function formatSortedVocabulary(words: readonly string[], rows: number): string {
  const last = new Map<string, number>();
  for (let row = 0; row < rows; row++) last.set(words[row]!, row);
  const sorted = [...last.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const unlisted = sorted.find((word) => word === '' || /[\t\n]/.test(word));
  if (unlisted !== undefined) throw new Error(`word-rows: the vocabulary word '${unlisted}' is empty or holds a tab or a line break; the sorted file cannot list it`);
  return `${sorted.map((word) => `${word}\t${last.get(word)}`).join('\n')}\n`;
}

/**
 * The rows of a model folder's vocabulary: from its sorted file when it has one (read at the first
 * question, each answer kept), else from a map of `vocabulary.txt`'s first `rows` words.
 */
export function loadWordRows(folder: string, rows: number): WordRows {
  const sortedPath = join(folder, SORTED_VOCABULARY_FILE);
  if (!existsSync(sortedPath)) {
    const words = readFileSync(join(folder, 'vocabulary.txt'), 'utf8').split('\n');
    const index = new Map<string, number>();
    for (let row = 0; row < rows; row++) index.set(words[row]!, row);
    return (word) => index.get(word);
  }
  let find: ((word: string) => string | undefined) | undefined;
  // -1: not in the vocabulary. Kept, as the judge asks about the same words many times per pair.
  const found = new Map<string, number>();
  return (word) => {
    let row = found.get(word);
    if (row === undefined) {
      const line = (find ??= openSortedLines(sortedPath))(word);
      row = line === undefined ? -1 : Number(line);
      if (found.size > 200_000) found.clear(); // bounded, whatever words a long run meets
      found.set(word, row);
    }
    return row < 0 ? undefined : row;
  };
}
