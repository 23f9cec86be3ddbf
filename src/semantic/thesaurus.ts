/**
 * Thesaurus links (`thesaurus.txt`, written by scripts/thesaurus-links.mjs from the Moby
 * Thesaurus and WordNet): two words a thesaurus lists together that WordNet does not place as kinds
 * of one thing. Word vectors put near-synonyms ("issue" / "problem") no closer than kinds of one
 * thing ("oat" / "almond"); a link tells the first from the second.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { openSortedLines } from './sorted-lines.js';

/** Whether a thesaurus lists two base forms together. */
export type ThesaurusLinks = (a: string, b: string) => boolean;

/** No links: what a model folder without the file gives. */
export const NO_LINKS: ThesaurusLinks = () => false;

/**
 * Reads a model folder's thesaurus file lazily (on the first question), or returns `NO_LINKS`
 * when there is none.
 *
 * @example
 * const linked = loadThesaurusLinks('models/glove-wordnet-100d');
 * linked('issue', 'problem'); // true
 * linked('oat', 'almond'); // false
 */
export function loadThesaurusLinks(folder: string): ThesaurusLinks {
  const path = join(folder, 'thesaurus.txt');
  if (!existsSync(path)) return NO_LINKS;
  // Each pair is listed once, under the word that sorts first, on lines sorted by that word: a
  // binary search over the file as stored, read a page at a time, finds it without building a map of
  // 19,000 lists (sorted-lines.ts).
  let lineOf: ((word: string) => string | undefined) | undefined;
  const answers = new Map<string, boolean>();
  // A word's line, padded with a space at each end ('' when the word has none), kept by word: the
  // judge asks about every pair of words across two sentences, so most new pairs are of a word it
  // has already looked up, and the search costs far more than reading the line.
  const lines = new Map<string, string>();
  return (a, b) => {
    if (a === b) return false;
    const [first, second] = a < b ? [a, b] : [b, a];
    const key = `${first} ${second}`;
    let answer = answers.get(key);
    if (answer === undefined) {
      let padded = lines.get(first);
      if (padded === undefined) {
        const line = (lineOf ??= openSortedLines(path))(first);
        padded = line === undefined ? '' : ` ${line} `;
        if (lines.size > 20_000) lines.clear(); // bounded like the answers
        lines.set(first, padded);
      }
      answer = padded !== '' && padded.includes(` ${second} `);
      if (answers.size > 100_000) answers.clear(); // bounded, whatever words a long run meets
      answers.set(key, answer);
    }
    return answer;
  };
}
