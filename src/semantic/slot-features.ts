/**
 * Where a pair's differences sit, for the learned layer (pair-features.ts). Signals the other
 * features cannot see, because they read words without their neighbours:
 * - a word one text denies and the other says plainly ("I won't be able to make it" / "I can make
 *   it"): a negation that rewords the verb ("won't make it" / "will miss it") keeps the meaning far
 *   more often than one that keeps it;
 * - words left over on both sides that each sit after a preposition of place ("in the stock room" /
 *   "in the drying room"): a changed place, where leftovers elsewhere are more often rewording;
 * - the parties both texts name (pronouns by person, names) in another order, and a thing a
 *   possessive gives another owner ("your old pinpointer" / "my old pinpointer"): who does what may
 *   have changed hands.
 * Each is one number; the layer learns what it is worth beside the rest.
 */
import type { WordMatch } from './align.js';
import { allMatches } from './all-matches.js';
import { stem } from './stems.js';
import { lowerCase, splitter } from './text-tokens.js';

/** The names of `slotFeatures`' numbers, in order. */
export const SLOT_FEATURE_NAMES: readonly string[] = [
  'denied words said plainly in the other text',
  'missing words in a place slot',
  'extra words in a place slot',
  'leftovers in a place slot on both sides',
  'parties of both texts in another order',
  'things owned by another party',
];

const NEGATORS = new Set(['not', 'no', 'never', 'cannot', 'nothing', 'nobody', 'neither', 'nor']);
const isNegator = (token: string) => NEGATORS.has(token) || /n['’]t$/.test(token);
/** Words between a negator and the word it denies ("won't be able to make", "don't have to bring"). */
const BRIDGE = new Set(['be', 'able', 'to', 'have', 'need', 'been', 'get', 'going', 'a', 'an', 'the', 'any', 'ever', 'yet', 'really', 'quite', 'so', 'too', 'even', 'always', 'actually']);
/** How many words after a negator it still reaches. */
const REACH = 4;

/** Prepositions that open a place ("in the", "behind the", "next to the"). */
const PLACE_PREPOSITIONS = new Set(['in', 'at', 'on', 'behind', 'near', 'inside', 'outside', 'beside', 'by', 'under', 'into', 'onto', 'from', 'opposite', 'round', 'around', 'beneath', 'above', 'below', 'within', 'to', 'towards', 'next', 'front']);
/** Words that end a place phrase before its noun: a clause goes on. */
const PHRASE_BREAKS = new Set(['and', 'or', 'but', 'so', 'if', 'when', 'then', 'that', 'which', 'who', 'because', 'while', 'until', 'before', 'after']);
/** How many words a place phrase's noun may stand after its preposition ("in the old stock room"). */
const PLACE_REACH = 4;

/** The party a pronoun or possessive names, as its subject form. */
const PARTY_OF = new Map([
  ['i', 'i'], ['me', 'i'], ['my', 'i'], ['we', 'we'], ['us', 'we'], ['our', 'we'], ['you', 'you'], ['your', 'you'],
  ['he', 'he'], ['him', 'he'], ['his', 'he'], ['she', 'she'], ['they', 'they'], ['them', 'they'], ['their', 'they'],
]);
const POSSESSIVES = new Set(['my', 'our', 'your', 'his', 'her', 'their']);
/** How many describing words may stand between an owner and the thing owned ("your old pinpointer"). */
const OWNED_REACH = 2;

/** A word that may name a party: the party a pronoun names, or a capitalised word in lower case, and whether it opens a sentence. */
interface PartyWord {
  readonly pronoun: string | undefined;
  readonly name: string | undefined;
  readonly opening: boolean;
}

const PARTY_WORD = /(?<![\p{L}'’])([\p{L}]+)(?:['’]s)?/gu;

/** The words of a text that may name parties, in order (read once per text, for `partiesOf`). */
function partyWords(text: string): PartyWord[] {
  const words: PartyWord[] = [];
  for (const match of allMatches(text, PARTY_WORD)) {
    const word = match[1]!;
    const pronoun = PARTY_OF.get(word.toLowerCase());
    const name = pronoun === undefined && /^\p{Lu}\p{Ll}+$/u.test(word) ? word.toLowerCase() : undefined;
    if (pronoun === undefined && name === undefined) continue;
    const before = text.slice(Math.max(0, match.index - 3), match.index).trimEnd();
    words.push({ pronoun, name, opening: match.index === 0 || /[.!?:;–—-]$/.test(before) });
  }
  return words;
}

/**
 * The parties of a text in order of first mention: pronouns by person, and capitalised words past a
 * sentence's first (or first too, when the other text names that word inside a sentence).
 */
function partiesOf(words: readonly PartyWord[], namedElsewhere: ReadonlySet<string> = new Set()): string[] {
  const seen: string[] = [];
  for (const { pronoun, name, opening } of words) {
    const party = pronoun ?? (name !== undefined && (!opening || namedElsewhere.has(name)) ? name : undefined);
    if (party !== undefined && !seen.includes(party)) seen.push(party);
  }
  return seen;
}

/** Whether the parties both texts name come in another order (any two of them reversed). */
function partiesReordered(expectedText: string, actualText: string): number {
  const [expectedWords, actualWords] = [partyWords(expectedText), partyWords(actualText)];
  const [mine, theirs] = [partiesOf(expectedWords, new Set(partiesOf(actualWords))), partiesOf(actualWords, new Set(partiesOf(expectedWords)))];
  const shared = mine.filter((party) => theirs.includes(party));
  for (let i = 0; i < shared.length; i++) for (let j = i + 1; j < shared.length; j++) if (theirs.indexOf(shared[i]!) > theirs.indexOf(shared[j]!)) return 1;
  return 0;
}

/** Each thing a text says someone owns, with its owner: "your old pinpointer" gives pinpointer -> you. */
function owned(tokens: readonly string[]): Map<string, string> {
  const out = new Map<string, string>();
  tokens.forEach((token, i) => {
    const owner = POSSESSIVES.has(token) ? PARTY_OF.get(token) ?? token : /['’]s$/.test(token) ? token.replace(/['’]s$/, '') : undefined;
    if (owner === undefined) return;
    for (let j = i + 1; j <= Math.min(tokens.length - 1, i + 1 + OWNED_REACH); j++) {
      const thing = stem(tokens[j]!);
      if (!out.has(thing)) out.set(thing, owner);
    }
  });
  return out;
}

/** How many things both texts give an owner, the owner differing ("your old pinpointer" / "my old pinpointer"). */
function ownersChanged(expected: readonly string[], actual: readonly string[]): number {
  const [mine, theirs] = [owned(expected), owned(actual)];
  let changed = 0;
  for (const [thing, owner] of mine) {
    const other = theirs.get(thing);
    if (other !== undefined && other !== owner && thing.length > 2) changed++;
  }
  return changed;
}

/** Lower-case words, a contraction or possessive kept whole ("won't", "marta's"). */
const tokensOf = splitter(/[\p{L}\d]+(?:['’]\p{L}+)?/gu, lowerCase);

/** Stems a text denies: the first word after a negator that is not part of the negation's frame. */
function denied(tokens: readonly string[]): Set<string> {
  const out = new Set<string>();
  tokens.forEach((token, i) => {
    if (!isNegator(token)) return;
    for (let j = i + 1; j < Math.min(tokens.length, i + 1 + REACH); j++) {
      const word = tokens[j]!;
      if (isNegator(word)) break;
      if (BRIDGE.has(word)) continue;
      if (word.length > 2) out.add(stem(word));
      break;
    }
  });
  return out;
}

/** Stems a text says with no negator in the few words before them. */
function plain(tokens: readonly string[]): Set<string> {
  const out = new Set<string>();
  tokens.forEach((token, i) => {
    for (let j = Math.max(0, i - REACH); j < i; j++) if (isNegator(tokens[j]!)) return;
    out.add(stem(token));
  });
  return out;
}

/** Whether a leftover unit stands in a phrase of place in its text. */
function inPlaceSlot(tokens: readonly string[], unit: string): boolean {
  const first = tokensOf(unit)[0];
  if (first === undefined) return false;
  for (let i = 0; i < tokens.length; i++) {
    if (tokens[i] !== first) continue;
    for (let j = i - 1; j >= Math.max(0, i - PLACE_REACH); j--) {
      const word = tokens[j]!;
      if (PHRASE_BREAKS.has(word) || isNegator(word)) break;
      if (PLACE_PREPOSITIONS.has(word)) return true;
    }
  }
  return false;
}

/**
 * The slot features of a pair: the texts the rules judged and the words they left over.
 *
 * @example
 * slotFeatures("I won't be able to make it", 'I can make it', [], [])[0]; // 1
 */
export function slotFeatures(expectedText: string, actualText: string, missing: readonly WordMatch[], extra: readonly WordMatch[]): number[] {
  const [expected, actual] = [tokensOf(expectedText), tokensOf(actualText)];
  const [deniedExpected, deniedActual] = [denied(expected), denied(actual)];
  let said = 0;
  if (deniedExpected.size > 0 || deniedActual.size > 0) {
    const [plainExpected, plainActual] = [plain(expected), plain(actual)];
    for (const word of deniedExpected) if (plainActual.has(word) && !deniedActual.has(word)) said++;
    for (const word of deniedActual) if (plainExpected.has(word) && !deniedExpected.has(word)) said++;
  }
  const share = (units: readonly WordMatch[], tokens: readonly string[]) => (units.length === 0 ? 0 : units.filter((unit) => inPlaceSlot(tokens, unit.word)).length / units.length);
  const [missingPlace, extraPlace] = [share(missing, expected), share(extra, actual)];
  return [said, missingPlace, extraPlace, Math.min(missingPlace, extraPlace), partiesReordered(expectedText, actualText), ownersChanged(expected, actual)];
}
