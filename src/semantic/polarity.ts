/**
 * A text's polarity beyond its negation words: a negating prefix ("unpaid", "unavailable") whose
 * base the other text uses, and a negative state ("out of order", "sold out", "optional") that
 * answers a positive word or a negation of the other text. The guard counts these with the cues, so
 * "isn't working" and "out of order" have the same polarity.
 */
import type { TextFacts } from './fact-types.js';
import { isLongPair, negationAbout } from './long-text.js';
import { NEGATIVE_STATE_STEMS, STATE_EXCEPTIONS, STATES_NEEDING_THEIR_POSITIVE } from './paraphrases.js';
import { hyphenatedWords, stem } from './stems.js';
import type { LookupModel } from './lookup-model.js';

export const NEGATING_PREFIX = /^(un|non|in|im|ir|il|dis)-?(.{3,})$/;
const NEGATION_CUE_WORDS = new Set(['unable', 'none', 'nothing', 'nowhere', 'never', 'neither', 'without', 'cannot']);
/** Words that only look prefixed: "until" is no "till" denied, "unless" no "less". */
const NOT_PREFIXED = new Set(['until', 'unless', 'instead', 'indeed', 'inside', 'under']);

/** Words negated by a prefix ("unpaid", "unavailable") whose base the other text uses or WordNet opposes. */
export function prefixNegations(facts: TextFacts, other: TextFacts, model: LookupModel | undefined): string[] {
  const found: string[] = [];
  for (const word of hyphenatedWords(facts.text)) {
    const match = NEGATING_PREFIX.exec(word);
    if (match === null || NEGATION_CUE_WORDS.has(word) || NOT_PREFIXED.has(word)) continue;
    const base = match[2]!.replace(/^-/, '');
    if (other.stems.has(stem(base)) && !other.stems.has(stem(word))) found.push(word);
    // "non" denies whatever follows; it answers a negation of the other text about the same thing
    // ("non-alcoholic" / "alcohol-free", where "alcoholic" and "alcohol" differ as stems).
    else if (match[1] === 'non' && other.negations.length > 0 && sharesStart(base, other.text)) found.push(word);
    // By WordNet's antonym alone, only a word that describes a thing ("unpaid", "unavailable"): a
    // sentence adverb ("unfortunately", "immediately") says how the speaker feels, not what is so.
    else if (!word.endsWith('ly') && model?.antonymsOf(word).includes(base) && !other.stems.has(stem(word))) found.push(word);
  }
  return found;
}

/** Whether a word of `text` starts with the same five letters as `base` ("alcoholic" / "alcohol-free"). */
function sharesStart(base: string, text: string): boolean {
  if (base.length < 5) return false;
  const start = base.slice(0, 5);
  return hyphenatedWords(text).some((word) => word.split('-').some((part) => part.startsWith(start)));
}

/**
 * States that deny something without a negation word ("out of order", "optional", "sold out"),
 * each with the positive word of the other text it answers. A state counts only when the other text
 * negates or names that positive, and does not state the same thing itself.
 */
export function negativeStates(facts: TextFacts, other: TextFacts): (readonly [string, string])[] {
  const mine = stemmedText(facts);
  const theirs = stemmedText(other);
  const [mineWritten, theirsWritten] = [writtenText(facts), writtenText(other)];
  const found: (readonly [string, string])[] = [];
  for (const [state, positives] of NEGATIVE_STATE_STEMS) {
    if (!mineWritten.includes(` ${state} `) || theirsWritten.includes(` ${state} `) || STATE_EXCEPTIONS.get(state)?.test(facts.text) === true) continue;
    const positive = positives.find((p) => theirs.includes(` ${p} `) && !mine.includes(` ${p} `));
    if (positive !== undefined) found.push([state, positive]);
    // Against a negation; in long texts one that denies a word of the state's sentence ("the water
    // will be shut off" / "there will be no water"), not one of another clause ("closed ... from 4
    // to 6 June" / "shut ... no fine will be charged").
    else if (other.negations.length > 0 && !STATES_NEEDING_THEIR_POSITIVE.has(state) && (!isLongPair(facts.text, other.text) || negationAbout(other.text, facts.text, state))) found.push([state, '']);
  }
  // A state inside a longer one is the longer one ("shut" in "shut off").
  return found.filter(([state]) => !found.some(([longer]) => longer !== state && ` ${longer} `.includes(` ${state} `)));
}

const writtenCache = new WeakMap<TextFacts, string>();
/** A text's words between spaces, computed once per extraction (it is asked once per negative state). */
export function writtenText(facts: TextFacts): string {
  let text = writtenCache.get(facts);
  if (text === undefined) writtenCache.set(facts, (text = ` ${hyphenatedWords(facts.text).join(' ')} `));
  return text;
}
const stemmedCache = new WeakMap<TextFacts, string>();
function stemmedText(facts: TextFacts): string {
  let text = stemmedCache.get(facts);
  if (text === undefined) stemmedCache.set(facts, (text = ` ${hyphenatedWords(facts.text).flatMap((w) => w.split('-')).map(stem).join(' ')} `));
  return text;
}

/** The parity of a text's negations: cues, negating prefixes and negative states together. */
export function polarity(facts: TextFacts, other: TextFacts, model: LookupModel | undefined): number {
  return (facts.negations.length - deferredStart(facts, other) + prefixNegations(facts, other, model).length + negativeStates(facts, other).length) % 2;
}

const NOT_BEFORE = /\b(?:not|no|never|nobody|none|nothing)\b[^.,;!?()]{0,60}?\b(?:before|until|till)\b/i;
const FROM_ON = /\b(?:from|onwards?|or later|at the earliest)\b/i;
const BEFORE = /\b(?:before|until|till)\b/i;

/**
 * A start put off by a negation says when it begins: "not before 8pm" = "8pm or later", "won't be
 * available before 3pm" = "will only be available from 3pm". Such a negation counts for nothing when
 * the other text, with no negation of its own, gives the start with "from", "onwards" or "or later"
 * ("after" is the opposite of "before", and a negated opposite is already the same meaning).
 */
function deferredStart(facts: TextFacts, other: TextFacts): number {
  if (facts.negations.length !== 1 || other.negations.length > 0) return 0;
  // "before" in another clause of the other text is about something else ("arrive at 10am or later,
  // as the hall is being cleaned until then").
  if (!NOT_BEFORE.test(facts.text)) return 0;
  const starts = other.text.split(/[.,;!?()]/).filter((clause) => FROM_ON.test(clause));
  return starts.length > 0 && starts.every((clause) => !BEFORE.test(clause)) ? 1 : 0;
}

/** What negates a text, for the reason line ("not", "unpaid", "out of order"), or "not negated". */
export function describeNegation(facts: TextFacts, other: TextFacts, model: LookupModel | undefined): string {
  const all = [...facts.negations, ...prefixNegations(facts, other, model), ...negativeStates(facts, other).map(([state]) => state)];
  return all.length > 0 ? all.join(' ') : 'not negated';
}
