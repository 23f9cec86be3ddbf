/**
 * A light stemmer shared by every part of the judge: facts, opposites, alignment and roles compare
 * words by stem, so "closing", "closes" and "closed" must reduce to one form everywhere.
 */

import { IRREGULAR_FORMS } from './lexicon.js';

/** The consonants a doubled ending drops one of ("stopped" -> "stop"). */
const DOUBLED = 'bdfgklmnprt';

/**
 * The stems of the words read lately. The judge stems each word of a pair several times (the
 * facts' stems, the names' `st:` keys, the negative states, the learned layer's surfaces); a
 * stem is a pure function of the word, so the first answer is kept. Bounded: cleared when full.
 */
const recentStems = new Map<string, string>();
const RECENT_STEMS = 4096;

/** A light stemmer: enough to see "closing", "closes" and "closed" as "close". */
export function stem(word: string): string {
  let stemmed = recentStems.get(word);
  if (stemmed === undefined) {
    stemmed = stemOf(word);
    if (recentStems.size >= RECENT_STEMS) recentStems.clear();
    recentStems.set(word, stemmed);
  }
  return stemmed;
}

function stemOf(word: string): string {
  let w = word.toLowerCase();
  if (w.length > 4 && w.endsWith('ies')) return `${w.slice(0, -3)}y`;
  for (const suffix of ['ing', 'ed', 'es', 's']) {
    if (w.length - suffix.length >= 3 && w.endsWith(suffix) && !w.endsWith('ss')) {
      w = w.slice(0, -suffix.length);
      break;
    }
  }
  if (w.length > 3 && w.endsWith('e')) w = w.slice(0, -1);
  // A doubled last consonant ("stopp", "plann") loses one; compared by character code, as the
  // stemmer runs for almost every word the judge reads.
  if (w.length > 3 && w.charCodeAt(w.length - 1) === w.charCodeAt(w.length - 2) && DOUBLED.includes(w[w.length - 1]!)) w = w.slice(0, -1);
  return w;
}

/** A verb's stem, an irregular form taken to its base first ("went" -> "go", "paid" -> "pay"). */
export const verbStem = (word: string): string => stem(IRREGULAR_FORMS.get(word) ?? word);

/** Stems each word of a phrase ("dropped off" -> "drop off"). */
export const stemPhrase = (phrase: string): string => (phrase.includes(' ') ? phrase.split(' ').map(stem).join(' ') : stem(phrase));

/** A text's lower-case words, a hyphenated word kept whole ("sugar-free"), for the polarity and opposite checks. */
export function hyphenatedWords(text: string): string[] {
  // The polarity and opposite checks ask for the same two texts' words a dozen times per pair: the
  // last texts' words are kept, and each caller gets its own copy to change as it likes.
  let words = recentWords.get(text);
  if (words === undefined) {
    words = text.toLowerCase().match(/[a-z]+(?:-[a-z]+)?/g) ?? [];
    if (recentWords.size >= 64) recentWords.clear(); // bounded: a pair reads only a few texts
    recentWords.set(text, words);
  }
  return words.slice();
}

const recentWords = new Map<string, string[]>();
