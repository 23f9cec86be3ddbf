/**
 * One name put in another's place where both texts name both: "move from Cedar House to Willow
 * House ... hand your key to the Cedar House porter" / "... to the Willow House porter". No name is
 * missing or added, so the facts agree; but the same words on both sides of a name hold another
 * name in the other text, and that slot is what the sentence says of it.
 */
import type { Fact, TextFacts } from './fact-types.js';
import type { RoleSwap } from './roles.js';
import { wordsAndMarks } from './text-tokens.js';

/** Words that join names in a list or a pairing, whose order says nothing: "Ali and Ben", "Ali or Ben". */
const JOINING = new Set(['and', 'or', 'nor', '&', 'vs', 'versus', 'v', 'plus']);

/** A word, not a mark or a joining word: a frame around a name must be words the sentence reads. */
const framing = (token: string | undefined): token is string => token !== undefined && /^[\p{L}\d]/u.test(token) && !JOINING.has(token);

/**
 * The frames ("two before _ two after") around each place a name stands in a text's tokens: two
 * tokens each side (the text's ends count), the nearest a word. One word each side is too little:
 * "Dr Silva is off sick" / "so Dr Chen is taking" share "dr _ is" in other clauses.
 */
function framesOf(tokens: readonly string[], name: string): Set<string> {
  const parts = name.toLowerCase().split(/\s+/);
  const found = new Set<string>();
  for (let i = 1; i + parts.length < tokens.length; i++) {
    if (!parts.every((part, k) => tokens[i + k] === part)) continue;
    const [before, after] = [tokens[i - 1], tokens[i + parts.length]];
    const [first, last] = [tokens[i - 2] ?? '^', tokens[i + parts.length + 1] ?? '$'];
    // Nor a frame with a joining word or a comma in it: "and the Chen party are" belongs to a list
    // or a pair of clauses, whose order says nothing.
    if (framing(before) && framing(after) && !JOINING.has(first) && !JOINING.has(last) && first !== ',' && last !== ',') found.add(`${first} ${before} _ ${after} ${last}`);
  }
  return found;
}

/** Names that count here: not greeted or signed, not weak, written in words. */
const counted = (fact: Fact): boolean => fact.kind === 'name' && fact.greeting !== true && fact.weak !== true && /^[\p{L}' -]+$/u.test(fact.text);

const stated = (fact: Fact, facts: TextFacts): boolean => facts.facts.some((other) => other.kind === 'name' && other.keys.some((key) => fact.keys.includes(key)));

/**
 * A name of `want` whose frame holds another name in `have`, where each text names both and
 * neither also has the other name in that frame.
 *
 * @example
 * // with want and have from extractFacts:
 * // 'Leena opens and Omar closes. Give the keys to Leena after.' / 'Leena opens and Omar closes. Give the keys to Omar after.'
 * // gives { expected: 'keys to Leena after', actual: 'keys to Omar after' }
 */
export function findNameInOthersPlace(want: TextFacts, have: TextFacts): RoleSwap | undefined {
  const mine = want.facts.filter(counted);
  if (mine.length < 2) return undefined;
  const theirs = have.facts.filter(counted);
  if (theirs.length < 2) return undefined;
  const [wantTokens, haveTokens] = [wordsAndMarks(want.text), wordsAndMarks(have.text)];
  for (const fact of mine) {
    if (!stated(fact, have)) continue;
    const wantFrames = framesOf(wantTokens, fact.text);
    if (wantFrames.size === 0) continue;
    const ownInHave = framesOf(haveTokens, fact.text);
    for (const other of theirs) {
      if (other.keys.some((key) => fact.keys.includes(key)) || !stated(other, want)) continue;
      const otherInWant = framesOf(wantTokens, other.text);
      for (const frame of framesOf(haveTokens, other.text)) {
        if (!wantFrames.has(frame) || ownInHave.has(frame) || otherInWant.has(frame)) continue;
        // The reason shows the words of the frame, not the marks or the text's ends.
        const [before, after] = frame.split(' _ ').map((side) => side.split(' ').filter((token) => /^[\p{L}\d]/u.test(token)).join(' '));
        return { expected: `${before} ${fact.text} ${after}`, actual: `${before} ${other.text} ${after}` };
      }
    }
  }
  return undefined;
}
