/**
 * Long texts (email bodies, messages of several sentences) say their facts in clauses that need
 * not line up: "Raj will lead the backend and Sofia the frontend" / "Sofia is leading the frontend
 * and Raj the backend". The word-order and word-alignment rules assume two parallel texts; for
 * long ones the judge compares facts as sets and trusts an alignment only where the words stand
 * in the same surroundings.
 */

import { stem } from './facts.js';

const SENTENCE_END = /[.!?;](?=\s+\S)/g;

/** Whether a text runs to several clauses: two sentences or more, or at least 20 words. */
function longText(text: string): boolean {
  const words = text.split(/\s+/).filter((w) => /\p{L}|\d/u.test(w)).length;
  return words >= 20 || (words >= 12 && (text.match(SENTENCE_END)?.length ?? 0) >= 1);
}

/**
 * Whether a pair is judged as long texts: both run to several clauses.
 *
 * @example
 * isLongPair('Hi team, the design is approved. Raj leads the backend and Sofia the frontend.', 'Team, the client approved the design. Sofia leads the frontend, Raj the backend.'); // true
 * isLongPair('Flight from Denver to Austin', 'Flight from Austin to Denver'); // false
 */
export function isLongPair(expected: string, actual: string): boolean {
  return longText(expected) && longText(actual);
}

/**
 * Whether two words stand in the same surroundings: a word just before or just after one is the
 * same word just before or after the other ("a raincoat on the" / "and sunscreen on the").
 */
export function sameSurroundings(text: string, word: string, otherText: string, otherWord: string, normalise: (token: string) => string = (token) => token): boolean {
  const around = (source: string, target: string): Set<string> => {
    const tokens = (source.toLowerCase().match(/[\p{L}\d']+/gu) ?? []).map(normalise);
    const parts = target.split(' ');
    const found = new Set<string>();
    for (let i = 0; i + parts.length <= tokens.length; i++) {
      if (!parts.every((part, k) => tokens[i + k] === part)) continue;
      if (i > 0) found.add(`<${tokens[i - 1]}`);
      if (i + parts.length < tokens.length) found.add(`>${tokens[i + parts.length]}`);
    }
    return found;
  };
  const mine = around(text, word);
  for (const neighbour of around(otherText, otherWord)) if (mine.has(neighbour)) return true;
  return false;
}

/** `sameSurroundings` for words given as stems ("mov", "stil"), as the opposite rules give them. */
export function sameStemSurroundings(text: string, stemmed: string, otherText: string, otherStemmed: string): boolean {
  return sameSurroundings(text, stemmed, otherText, otherStemmed, stem);
}
