/**
 * Opposites made by a prefix against a synonym of the base: "unsubscribe" against "sign up"
 * (the base "subscribe" and "sign up" say the same), "disconnect" against "link". The prefix check
 * of the guard sees "unsubscribe" / "subscribe"; WordNet's antonyms do not list the prefixed
 * word, and the other text names the base in other words.
 */
import type { TextFacts } from './fact-types.js';
import { stem } from './stems.js';
import { WORD_FLAGS, type LookupModel } from './lookup-model.js';
import { sameAction } from './paraphrases.js';
import { lowerCase, splitter } from './text-tokens.js';

/** Prefixes that reverse an action ("unpack", "disconnect"); "in-"/"im-" mostly do not ("install", "import"). */
const REVERSING_PREFIX = /^(un|dis|de)-?([a-z]{4,})$/;

/** A prefixed word of one text and the synonym of its base in the other. */
export interface PrefixOpposite {
  readonly expected: string;
  readonly actual: string;
}

/**
 * Finds an action reversed by a prefix in one text whose base the other text says in other words.
 *
 * @example
 * prefixOpposites(extractFacts('Sign up for the newsletter'), extractFacts('Unsubscribe from the newsletter'), model);
 * // [{ expected: 'sign up', actual: 'unsubscribe' }]
 */
export function prefixOpposites(want: TextFacts, have: TextFacts, model: LookupModel): PrefixOpposite[] {
  const found: PrefixOpposite[] = [];
  for (const [facts, other, flip] of [[want, have, false], [have, want, true]] as const) {
    const own = wordsOf(facts.text);
    const theirs = wordsOf(other.text);
    for (const word of own) {
      const base = REVERSING_PREFIX.exec(word)?.[2];
      if (base === undefined || other.stems.has(stem(word)) || other.stems.has(stem(base))) continue;
      const lemma = model.senses?.lemmaOf(base) ?? base;
      // The base must be an action WordNet knows, so "under", "display" or "decade" are not read as prefixed.
      if ((model.flagsOf(lemma) & WORD_FLAGS.verb) === 0 || model.senses?.lemmaOf(word) !== undefined) continue;
      const synonym = units(theirs, model).find((unit) => unit !== lemma && !own.includes(unit) && (sameAction(lemma, unit) || (model.senses?.related(lemma, unit, false) ?? false)));
      if (synonym !== undefined) found.push(flip ? { expected: synonym, actual: word } : { expected: word, actual: synonym });
    }
  }
  return found;
}

const wordsOf = splitter(/[a-z]+/g, lowerCase);

/** Two-word phrases and words by their base form ("signed up" -> "sign up"). */
function units(words: readonly string[], model: LookupModel): string[] {
  const lemma = (word: string) => model.senses?.lemmaOf(word) ?? word;
  // Phrases first, so "sign up" is reported whole rather than as "sign".
  const out: string[] = [];
  for (let i = 0; i + 1 < words.length; i++) out.push(`${lemma(words[i]!)} ${words[i + 1]}`);
  return [...out, ...words.map(lemma)];
}
