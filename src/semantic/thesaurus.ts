/**
 * Thesaurus links (`thesaurus.txt`, written by scripts/thesaurus-links.mjs from the Moby
 * Thesaurus and WordNet): two words a thesaurus lists together that WordNet does not place as kinds
 * of one thing. Word vectors put near-synonyms ("issue" / "problem") no closer than kinds of one
 * thing ("oat" / "almond"); a link tells the first from the second.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { findSortedBytes } from './sorted-lines.js';

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
  let text: string | undefined;
  let starts: Uint32Array | undefined;
  // Each pair is listed once, under the word that sorts first, on lines sorted by that word: a
  // binary search over line starts finds it without building a map of 19,000 lists.
  // Without empty lines, as the bundled file is, a search by offset over the file's bytes needs no
  // list of line starts and decodes only the lines it finds (sorted-lines.ts).
  let bytes: Buffer | undefined;
  const lineOf = (word: string): string | undefined => {
    if (text === undefined && bytes === undefined) {
      const read = readFileSync(path);
      if (read[0] !== 10 && !read.includes('\n\n')) bytes = read;
      else text = read.toString('utf8');
    }
    if (bytes !== undefined) return findSortedBytes(bytes, word);
    const source = text!;
    if (starts === undefined) {
      const offsets: number[] = [0];
      for (let at = source.indexOf('\n'); at >= 0 && at + 1 < source.length; at = source.indexOf('\n', at + 1)) offsets.push(at + 1);
      starts = Uint32Array.from(offsets);
    }
    let low = 0;
    let high = starts!.length - 1;
    while (low <= high) {
      const middle = (low + high) >>> 1;
      const start = starts![middle]!;
      const tab = source.indexOf('\t', start);
      const key = source.slice(start, tab);
      if (key === word) {
        const end = source.indexOf('\n', tab);
        return source.slice(tab + 1, end < 0 ? source.length : end);
      }
      if (key < word) low = middle + 1;
      else high = middle - 1;
    }
    return undefined;
  };
  const answers = new Map<string, boolean>();
  return (a, b) => {
    if (a === b) return false;
    const [first, second] = a < b ? [a, b] : [b, a];
    const key = `${first} ${second}`;
    let answer = answers.get(key);
    if (answer === undefined) {
      const line = lineOf(first);
      answer = line !== undefined && ` ${line} `.includes(` ${second} `);
      if (answers.size > 100_000) answers.clear(); // bounded, whatever words a long run meets
      answers.set(key, answer);
    }
    return answer;
  };
}
