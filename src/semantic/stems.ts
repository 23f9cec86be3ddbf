/**
 * A light stemmer shared by every part of the judge: facts, opposites, alignment and roles compare
 * words by stem, so "closing", "closes" and "closed" must reduce to one form everywhere.
 */

/** A light stemmer: enough to see "closing", "closes" and "closed" as "close". */
export function stem(word: string): string {
  let w = word.toLowerCase();
  if (w.length > 4 && w.endsWith('ies')) return `${w.slice(0, -3)}y`;
  for (const suffix of ['ing', 'ed', 'es', 's']) {
    if (w.length - suffix.length >= 3 && w.endsWith(suffix) && !w.endsWith('ss')) {
      w = w.slice(0, -suffix.length);
      break;
    }
  }
  if (w.length > 3 && w.endsWith('e')) w = w.slice(0, -1);
  if (w.length > 3 && /([bdfgklmnprt])\1$/.test(w)) w = w.slice(0, -1);
  return w;
}

/** Stems each word of a phrase ("dropped off" -> "drop off"). */
export const stemPhrase = (phrase: string): string => phrase.split(' ').map(stem).join(' ');

/** A text's lower-case words, a hyphenated word kept whole ("sugar-free"), for the polarity and opposite checks. */
export const hyphenatedWords = (text: string): string[] => [...text.toLowerCase().matchAll(/[a-z]+(?:-[a-z]+)?/g)].map((m) => m[0]);
