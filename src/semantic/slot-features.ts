/**
 * Where a pair's differences sit, for the learned layer (pair-features.ts). Two signals the other
 * features cannot see, because they read words without their neighbours:
 * - a word one text denies and the other says plainly ("I won't be able to make it" / "I can make
 *   it"): a negation that rewords the verb ("won't make it" / "will miss it") keeps the meaning far
 *   more often than one that keeps it;
 * - words left over on both sides that each sit after a preposition of place ("in the stock room" /
 *   "in the drying room"): a changed place, where leftovers elsewhere are more often rewording.
 */
import type { WordMatch } from './align.js';
import { stem } from './stems.js';

/** The names of `slotFeatures`' numbers, in order. */
export const SLOT_FEATURE_NAMES: readonly string[] = [
  'denied words said plainly in the other text',
  'missing words in a place slot',
  'extra words in a place slot',
  'leftovers in a place slot on both sides',
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

function tokensOf(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\d]+(?:['’]\p{L}+)?/gu) ?? [];
}

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
  return [said, missingPlace, extraPlace, Math.min(missingPlace, extraPlace)];
}
