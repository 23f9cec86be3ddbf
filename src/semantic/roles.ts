/**
 * Roles of common nouns: "the landlord is suing the tenant" / "the tenant is suing the landlord",
 * "forward the manager's email to the intern" / "the intern's email to the manager". Both texts use
 * the same content words; two nouns stand on either side of the same word (the verb, or the noun
 * that links them), in one order in one text and in the other order in the other. The facts guard
 * does this for names, places and times ("from Denver to Austin"); this does it for any noun.
 */
import { PREPOSITIONS } from './governor-swaps.js';
import { stem } from './stems.js';
import { singularFlags } from './word-kinds.js';
import { WORD_FLAGS, type LookupModel } from './lookup-model.js';
import { lowerCase, splitter } from './text-tokens.js';
import { PERSON_OF as PERSONS } from './pronouns.js';
import { withoutAccents } from './ascii.js';

/** Words that make two nouns a list ("apples and pears") or mark a passive ("sued by the tenant"). */
const NOT_A_ROLE = /^(and|or|nor|plus|&|,|\/|;|by|with|versus|vs|[.!?])$/;

/** A swap of two nouns around the same word, as "x word y" -> "y word x". */
export interface RoleSwap {
  readonly expected: string;
  readonly actual: string;
}

/**
 * Finds two nouns that trade places around the same word. `expected` and `actual` are the texts'
 * content words in order (as the alignment reads them); `expectedText` and `actualText` are the
 * texts, to see what stands between the nouns.
 *
 * @example
 * findNounRoleSwap(model, ['dog', 'chasing', 'cat'], ['cat', 'chasing', 'dog'], 'The dog is chasing the cat', 'The cat is chasing the dog');
 * // { expected: 'dog chasing cat', actual: 'cat chasing dog' }
 */
export function findNounRoleSwap(
  model: LookupModel,
  expected: readonly string[],
  actual: readonly string[],
  expectedText: string,
  actualText: string,
): RoleSwap | undefined {
  // Personal pronouns take roles too: "I emailed the client" / "the client emailed me".
  // A verb of need or duty before the deed is no role: "You'll need to collect the snake from our
  // team" / "Our team will collect the snake from you" swap the same two parties.
  expected = withPronouns(expected, tokensOf(expectedText)).filter((word) => !DUTY.has(word));
  actual = withPronouns(actual, tokensOf(actualText)).filter((word) => !DUTY.has(word));
  if (expected.length < 3 || expected.length !== actual.length) return undefined;
  const want = expected.map(keyOf);
  const have = actual.map(keyOf);
  // The same words, each once, in another order: anything more is left to the alignment.
  if (new Set(want).size !== want.length || [...want].sort().join(' ') !== [...have].sort().join(' ')) return undefined;
  if (want.join(' ') === have.join(' ')) return undefined;
  const wantTokens = tokensOf(expectedText);
  const haveTokens = tokensOf(actualText);
  const wantAt = positions(expected, wantTokens);
  const haveAt = positions(actual, haveTokens);
  for (let i = 0; i < want.length; i++) {
    for (let j = i + 2; j < want.length; j++) {
      const [x, y] = [want[i]!, want[j]!];
      if (!isNoun(model, expected[i]!) || !isNoun(model, expected[j]!)) continue;
      const [hx, hy] = [have.indexOf(x), have.indexOf(y)];
      if (hy > hx) continue;
      // A word between them in both texts: "landlord [suing] tenant" / "tenant [suing] landlord".
      const pivot = want.slice(i + 1, j).find((word) => {
        const at = have.indexOf(word);
        return at > hy && at < hx;
      });
      if (pivot === undefined) continue;
      if (!plainStretch(wantTokens, wantAt[i], wantAt[j]) || !plainStretch(haveTokens, haveAt[hy], haveAt[hx])) continue;
      // A compound of nouns ("intern welcome lunch") has no roles: a clause puts a word such as
      // "is", "the" or "to" between them in both texts.
      // A pronoun is never part of a compound ("you owe Sam").
      const person = PERSON_OF.has(expected[i]!) || PERSON_OF.has(expected[j]!);
      if (!person && (!clause(wantAt[i]!, wantAt[j]!, j - i - 1) || !clause(haveAt[hy]!, haveAt[hx]!, hx - hy - 1))) continue;
      // The prepositions between them must be the same in both texts: "staff training on allergen
      // labelling" / "allergen labelling training for staff" says the same roles in other words.
      if (!sameLinks(wantTokens, wantAt[i]!, wantAt[j]!, haveTokens, haveAt[hy]!, haveAt[hx]!)) continue;
      const p = expected[want.indexOf(pivot)]!;
      return { expected: `${expected[i]} ${p} ${expected[j]}`, actual: `${expected[j]} ${p} ${expected[i]}` };
    }
  }
  return undefined;
}

/** Words of need or duty that stand before a deed: "need to", "supposed to", "required to". */
const DUTY = new Set(['need', 'needs', 'needed', 'supposed', 'required', 'ought']);

/** Subject and object forms of a person ("her" is left out: it is also a possessive). */
const PERSON_OF: ReadonlyMap<string, string> = new Map([...PERSONS].filter(([pronoun]) => pronoun !== 'her'));

const keyOf = (word: string): string => PERSON_OF.get(word) ?? stem(word);

/** The content words with the personal pronouns of the text put in their places. */
function withPronouns(words: readonly string[], tokens: readonly string[]): string[] {
  const out: string[] = [];
  let k = 0;
  for (const token of tokens) {
    if (k < words.length && token === words[k]!.split(' ')[0]) out.push(words[k++]!);
    else if (PERSON_OF.has(token)) out.push(token);
  }
  // Content words the tokens did not show (a changed spelling) keep their order at the end.
  return k === words.length ? out : [...words];
}

/** More tokens than content words stand between two positions. */
const clause = (from: number, to: number, contentBetween: number): boolean => Math.abs(to - from) - 1 > contentBetween;

/** A noun, a name, a personal pronoun, or a word the model does not know (a name, most likely). */
export function isNoun(model: LookupModel, word: string): boolean {
  if (PERSON_OF.has(word)) return true;
  if (word.includes(' ')) return false;
  const flags = singularFlags(model, word);
  return (flags & WORD_FLAGS.known) === 0 || (flags & (WORD_FLAGS.noun | WORD_FLAGS.proper)) !== 0;
}

// A sentence's end is a token too: no role runs from one sentence into the next. Accents go, as
// they do from the content words ("café" is "cafe" there), so that the two line up.
const tokensOf = splitter(/[\p{L}]+|[,&/;]|[.!?](?=\s|$)/gu, (text) => withoutAccents(lowerCase(text)));

/** Where each content word first stands among the tokens, in order (-1 when not found). */
function positions(words: readonly string[], tokens: readonly string[]): number[] {
  let from = 0;
  return words.map((word) => {
    const first = word.split(' ')[0]!;
    const at = tokens.indexOf(first, from);
    if (at >= 0) from = at + 1;
    return at;
  });
}

/** Whether the prepositions between two positions are the same, in any order, in both texts. */
function sameLinks(a: readonly string[], aFrom: number, aTo: number, b: readonly string[], bFrom: number, bTo: number): boolean {
  // The "to" of "need to" or "have to" links no party.
  const links = (tokens: readonly string[], from: number, to: number) =>
    tokens
      .slice(Math.min(from, to) + 1, Math.max(from, to))
      .filter((token, k, run) => PREPOSITIONS.has(token) && !(token === 'to' && k > 0 && (DUTY.has(run[k - 1]!) || run[k - 1] === 'have' || run[k - 1] === 'has')))
      .sort()
      .join(' ');
  return links(a, aFrom, aTo) === links(b, bFrom, bTo);
}

/** No list word and no "by" between two token positions. */
function plainStretch(tokens: readonly string[], from: number | undefined, to: number | undefined): boolean {
  if (from === undefined || to === undefined || from < 0 || to < 0) return false;
  for (let k = Math.min(from, to) + 1; k < Math.max(from, to); k++) if (NOT_A_ROLE.test(tokens[k]!)) return false;
  return true;
}
