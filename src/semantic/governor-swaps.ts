/**
 * Roles marked by the small words around two things rather than by a word between them: "feedback
 * for Jun from Ines" / "for Ines from Jun", "get the keys from the caretaker and give them to Jana" /
 * "from Jana ... to the caretaker", "pickup at the hotel, drop-off at the airport" / the other way,
 * "the landlord will pay ..., the tenant will cover ..." / the other way. Each thing has a governor:
 * the word before it (a preposition or a verb, past the determiners), that word with the one before
 * it, or the word after it (past the auxiliaries: a subject's verb). Two things that trade their
 * governors have traded roles. A reordered sentence keeps each thing's governor ("before Friday"
 * stays "before Friday"), and things in a list have none ("with Ana and Ben"), so neither is a swap.
 */
import { symmetricLink } from './symmetric-verbs.js';
import { stem } from './stems.js';
import type { RoleSwap } from './roles.js';
import { wordsAndMarks } from './text-tokens.js';

export const DETERMINERS: ReadonlySet<string> = new Set(['the', 'a', 'an', 'my', 'your', 'his', 'her', 'its', 'our', 'their', 'this', 'that', 'these', 'those', 'some']);
const AUXILIARIES = new Set(['will', 'would', 'shall', 'should', 'can', 'could', 'may', 'might', 'must', 'is', 'are', 'was', 'were', 'be', 'been', 'has', 'have', 'had', 'do', 'does', 'did', 'also', 'then', 'still']);
export const PREPOSITIONS: ReadonlySet<string> = new Set(['at', 'for', 'on', 'in', 'to', 'from', 'of', 'about', 'into', 'onto', 'over', 'under', 'after', 'before', 'until', 'via', 'per', 'than', 'as', 'like', 'near', 'off', 'up', 'out', 'down', 'through', 'during', 'between', 'without', 'within']);
/** Words that join things into a list or end a clause: no governor across them. */
const BREAKS = new Set(['and', 'or', 'nor', 'plus', '&', ',', ';', '/', '.', '!', '?', ':', 'with', 'by', 'vs', 'versus']);

const tokensOf = wordsAndMarks;

type Governors = readonly (string | undefined)[];

/** The three governors of the token at `at`: the word before, the two words before, the word after. */
function governorsAt(tokens: readonly string[], at: number): Governors {
  let before = at - 1;
  while (before >= 0 && DETERMINERS.has(tokens[before]!)) before--;
  const previous = before >= 0 && !BREAKS.has(tokens[before]!) ? tokens[before]! : undefined;
  let earlier = before - 1;
  while (earlier >= 0 && DETERMINERS.has(tokens[earlier]!)) earlier--;
  const pair = previous !== undefined && earlier >= 0 && !BREAKS.has(tokens[earlier]!) ? `${tokens[earlier]} ${previous}` : undefined;
  let after = at + 1;
  while (after < tokens.length && AUXILIARIES.has(tokens[after]!)) after++;
  // A subject's verb: a preposition or a determiner after a thing belongs to what follows it.
  const follower = tokens[after];
  const next = follower !== undefined && !BREAKS.has(follower) && !PREPOSITIONS.has(follower) && !DETERMINERS.has(follower) ? follower : undefined;
  return [previous, pair, next === undefined ? undefined : stem(next)];
}

const THIRD_PERSON = new Set(['he', 'him', 'she', 'her', 'they', 'them']);

/** Whether a break (a join or a mark, BREAKS) stands between two words of the tokens. */
function apart(tokens: readonly string[], a: string, b: string): boolean {
  const [i, j] = [tokens.indexOf(a), tokens.indexOf(b)];
  if (i < 0 || j < 0) return false;
  return tokens.slice(Math.min(i, j) + 1, Math.max(i, j)).some((token) => BREAKS.has(token));
}

/** Where a word stands among the tokens, when it stands there exactly once. */
function onlyPlace(tokens: readonly string[], word: string): number {
  const first = tokens.indexOf(word);
  return first >= 0 && tokens.indexOf(word, first + 1) < 0 ? first : -1;
}

/**
 * Finds two things that trade governors. `things` are the words both texts name (nouns and names,
 * lower case, one token each); the texts are the normalised ones the rules read.
 *
 * @example
 * findGovernorSwap(['jun', 'ines'], 'Feedback for Jun from Ines', 'Feedback for Ines from Jun');
 * // { expected: 'for jun, from ines', actual: 'for ines, from jun' }
 */
/** A verb that treats two things alike and the link to its second ("separate" ... "from"), in either order. */
function symmetricPair(a: string, b: string): boolean {
  return symmetricLink(a.split(' ').pop()!, b) || symmetricLink(b.split(' ').pop()!, a);
}

export function findGovernorSwap(things: readonly string[], expectedText: string, actualText: string): RoleSwap | undefined {
  const want = tokensOf(expectedText);
  const have = tokensOf(actualText);
  const placed = things
    .map((word) => ({ word, inWant: onlyPlace(want, word), inHave: onlyPlace(have, word) }))
    .filter((thing) => thing.inWant >= 0 && thing.inHave >= 0)
    .map((thing) => ({ word: thing.word, want: governorsAt(want, thing.inWant), have: governorsAt(have, thing.inHave) }));
  for (let i = 0; i < placed.length; i++) {
    for (let j = i + 1; j < placed.length; j++) {
      const [x, y] = [placed[i]!, placed[j]!];
      for (let level = 0; level < 3; level++) {
        const [xWant, yWant, xHave, yHave] = [x.want[level], y.want[level], x.have[level], y.have[level]];
        if (xWant === undefined || yWant === undefined || xHave === undefined || yHave === undefined) continue;
        if (xWant === yWant || xWant !== yHave || yWant !== xHave) continue;
        // A governor that holds either thing ("jun from" in "for Jun from Ines") says nothing of roles.
        if ([xWant, yWant].some((governor) => governor.split(' ').some((word) => word === x.word || word === y.word))) continue;
        // A verb that treats both alike and its link govern them alike: "separate the glass from the
        // cans" separates the cans from the glass.
        if (symmetricPair(xWant, yWant)) continue;
        // A pronoun in the other clause may be the name itself: "Text Ibrahim his time and email him
        // the map" / "Email Ibrahim the map and text him his time" (in one clause it is someone
        // else: "Tell Tom to call him").
        // The pronoun may be the thing or its governor ("text Ibrahim", "email him").
        const coreferent = (a: string, b: string) => THIRD_PERSON.has(a) !== THIRD_PERSON.has(b) && apart(want, a, b) && apart(have, a, b);
        if (coreferent(x.word, y.word) || coreferent(xWant, yWant)) continue;
        const show = (governor: string, word: string) => (level === 2 ? `${word} ${governor}` : `${governor} ${word}`);
        return { expected: `${show(xWant, x.word)}, ${show(yWant, y.word)}`, actual: `${show(xHave, x.word)}, ${show(yHave, y.word)}` };
      }
    }
  }
  return undefined;
}
