/**
 * Content-word alignment: each content word of one text is matched to the most similar word of
 * the other (same stem, or close word vectors). What stays unmatched is what changed: a dropped
 * task ("Buy milk and eggs" / "Buy milk"), a different object ("oat milk" / "almond milk").
 */
import { stem, type TextFacts } from './facts.js';
import { WORD_FLAGS, type LookupModel } from './lookup-model.js';

/** Function words, courtesy and filler: they carry no task of their own. */
const FUNCTION_WORDS = new Set(
  `a an the this that these those my your our their his her its some any all each every no not never none
  i you we they he she it me us them him what where when who whom whose how why which there here
  and or but so if then than because as at by for from in into of off on onto out over to up with
  about after before during until till via within without per re fw fwd down through across along
  am is are was were be been being do does did done have has had will would shall should can could
  may might must let lets please kindly hi hello hey dear thanks thank thx cheers regards best greetings
  ok okay sure sorry just also too very really quite still again now then soon maybe lot lots bit
  gonna want wants need needs able s t ll ve re d m hope`.split(/\s+/),
);

export interface WordMatch {
  readonly word: string;
  readonly match?: string;
  readonly similarity: number;
}

export interface Alignment {
  /** Content words of the expected text with no counterpart. */
  readonly missing: readonly WordMatch[];
  /** Content words of the actual text with no counterpart. */
  readonly extra: readonly WordMatch[];
}

/** Word vectors at or above this cosine count as the same word (synonyms sit near 0.9). */
export const WORD_MATCH = 0.5;

/** The content words of a text: not function words, not inside a fact (names, numbers, times, dates). */
export function contentWords(facts: TextFacts): string[] {
  const out: string[] = [];
  for (const match of facts.text.matchAll(/[\p{L}]+/gu)) {
    if (facts.taken[match.index] === 1 && !facts.facts.some((f) => f.kind === 'name' && f.start === match.index)) continue;
    const word = match[0].toLowerCase().normalize('NFKD').replace(/\p{Mn}/gu, '');
    if (!FUNCTION_WORDS.has(word) && !/^\d+$/.test(word)) out.push(word);
  }
  return out;
}

function similarity(model: LookupModel, a: string, b: string): number {
  if (a === b || stem(a) === stem(b)) return 1;
  return model.wordSimilarity(a, b);
}

/** Matches each side's content words against the other's. */
export function alignWords(
  model: LookupModel,
  expected: readonly string[],
  actual: readonly string[],
  equivalents: readonly (readonly [string, string])[] = [],
): Alignment {
  const same = new Set(equivalents.flatMap(([a, b]) => [`${a}|${b}`, `${b}|${a}`]));
  const joined = (list: readonly string[]) => new Set(list.slice(1).map((word, i) => list[i] + word));
  const best = (word: string, others: readonly string[], compounds: ReadonlySet<string>): WordMatch => {
    if (compounds.has(word)) return { word, match: word, similarity: 1 };
    let top: WordMatch = { word, similarity: 0 };
    for (const other of others) {
      const value = same.has(`${stem(word)}|${stem(other)}`) ? 1 : similarity(model, word, other);
      if (value > top.similarity) top = { word, match: other, similarity: value };
    }
    return top;
  };
  const unmatched = (from: readonly string[], to: readonly string[]) => {
    const compounds = joined(to);
    return from
      .filter((word) => !(to.includes(word) || [...joined(from)].some((c) => to.includes(c) && c.includes(word))))
      .map((word) => best(word, to, compounds))
      .filter((match) => match.similarity < WORD_MATCH);
  };
  return { missing: unmatched(expected, actual), extra: unmatched(actual, expected) };
}

/** Whether a word names a thing or an action (nouns and verbs carry the task; unknown words count). */
export function isThingOrAction(model: LookupModel, word: string): boolean {
  const flags = model.flagsOf(word) || model.flagsOf(stem(word)) || model.flagsOf(word.replace(/s$/, ''));
  if ((flags & WORD_FLAGS.known) === 0) return true;
  return (flags & (WORD_FLAGS.noun | WORD_FLAGS.verb)) !== 0;
}

/** Whether a word names a thing: a noun, unless it opens the text as a verb would ("Book a table"). */
export function isThing(model: LookupModel, word: string, first: boolean): boolean {
  const flags = model.flagsOf(word) || model.flagsOf(word.replace(/s$/, ''));
  if ((flags & WORD_FLAGS.known) === 0) return true;
  if (first && (flags & WORD_FLAGS.verb) !== 0) return false;
  return (flags & WORD_FLAGS.noun) !== 0;
}
