/**
 * A word written as one ("headlights", "boardroom") against its head written with another
 * modifier ("tail lights", "meeting room"): the aligner takes "headlights" for "lights", a kind of
 * them, and sees only "tail" added, though the thing itself has changed.
 */
import { WORD_FLAGS, type LookupModel } from './lookup-model.js';
import { stem } from './stems.js';
import { singularFlags } from './word-kinds.js';
import { similarity } from './word-similarity.js';

/** Below this similarity the two modifiers name two things (the judge's object-change cut-off). */
const OTHER_MODIFIER = 0.45;

const wordsOf = (text: string): string[] => text.toLowerCase().match(/\p{L}+/gu) ?? [];

/**
 * The closed compound of `want` whose head `have` writes after `modifier`, a word only `have`
 * has, where the compound's own first part is a word unlike the modifier, as "compound ->
 * modifier head"; undefined if there is none.
 *
 * @example
 * closedCompoundChange(model, 'List the headlights on eBay', 'List the tail lights on eBay', 'tail'); // 'headlights -> tail lights'
 */
export function closedCompoundChange(model: LookupModel, want: string, have: string, modifier: string): string | undefined {
  const [mine, theirs] = [wordsOf(want), wordsOf(have)];
  if (mine.includes(modifier)) return undefined;
  // The added modifier is a noun and no adjective ("tail lights", not "new case" or "last night");
  // the other first part a noun and no adverb ("overnight", "underlayers" have none).
  const flags = (word: string) => singularFlags(model, word);
  const noun = (word: string, not: number) => (flags(word) & WORD_FLAGS.noun) !== 0 && (flags(word) & not) === 0;
  for (let i = 0; i + 1 < theirs.length; i++) {
    if (theirs[i] !== modifier) continue;
    const head = theirs[i + 1]!;
    if (head.length < 4 || !noun(modifier, WORD_FLAGS.adjective | WORD_FLAGS.adverb) || !noun(head, 0)) continue;
    for (const word of mine) {
      // The word written as one is a noun, or one the word list does not know ("headlights").
      if (word === head || !word.endsWith(head) || theirs.includes(word) || (flags(word) !== 0 && !noun(word, 0))) continue;
      const part = word.slice(0, -head.length);
      if (part.length < 3 || !noun(part, WORD_FLAGS.adverb) || stem(part) === stem(modifier)) continue;
      if (similarity(model, part, modifier) < OTHER_MODIFIER) return `${word} -> ${modifier} ${head}`;
    }
  }
  return undefined;
}
