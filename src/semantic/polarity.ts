/**
 * A text's polarity beyond its negation words: a negating prefix ("unpaid", "unavailable") whose
 * base the other text uses, and a negative state ("out of order", "sold out", "optional") that
 * answers a positive word or a negation of the other text. The guard counts these with the cues, so
 * "isn't working" and "out of order" have the same polarity.
 */
import type { TextFacts } from './fact-types.js';
import { NEGATION_CUES } from './lexicon.js';
import { contentStems, isLongPair, negationAbout } from './long-text.js';
import { NEGATIVE_STATE_STEMS, STATE_EXCEPTIONS, STATES_NEEDING_THEIR_POSITIVE } from './paraphrases.js';
import { listedOpposites } from './opposites.js';
import { PhraseIndex } from './phrase-index.js';
import { hyphenatedWords, stem } from './stems.js';
import { hyphenParts } from './text-tokens.js';
import type { LookupModel } from './lookup-model.js';
import type { WordSenses } from './wordnet-senses.js';
import { recentByObject } from './recent-objects.js';

export const NEGATING_PREFIX = /^(un|non|in|im|ir|il|dis)-?(.{3,})$/;
const NEGATION_CUE_WORDS = new Set(['unable', 'none', 'nothing', 'nowhere', 'never', 'neither', 'without', 'cannot']);
/** Words that only look prefixed: "until" is no "till" denied, "unless" no "less", an "inconvenience" a trouble. */
const NOT_PREFIXED = new Set(['until', 'unless', 'instead', 'indeed', 'inside', 'under', 'inconvenience']);

/** Words negated by a prefix ("unpaid", "unavailable") whose base the other text uses or WordNet opposes. */
export function prefixNegations(facts: TextFacts, other: TextFacts, model: LookupModel | undefined): string[] {
  const found: string[] = [];
  const long = isLongPair(facts.text, other.text);
  for (const word of hyphenatedWords(facts.text)) {
    const match = NEGATING_PREFIX.exec(word);
    if (match === null || NEGATION_CUE_WORDS.has(word) || NOT_PREFIXED.has(word)) continue;
    // "In-person", "in-house" and "in-store" say where, not "not".
    if (word.startsWith('in-')) continue;
    const base = match[2]!.replace(/^-/, '');
    // The other text may say the same negative state in a word of its own: "unwell" / "ill" (an
    // opposite of "well" too), "unsafe" / "dangerous" (WordNet's synonyms).
    if (model !== undefined && restated(word, base, facts, other, model)) continue;
    // A hyphenated base is said by its parts: "non-wheelchair-accessible" / "wheelchair-accessible".
    // In long texts the base must be said of the same thing: "the venue has changed to Foyles" does
    // not deny "the time's unchanged", where "unconfirmed rooms" / "rooms not confirmed" do.
    // Inflected apart from its stem ("unresponsive" / "responding"), the base is said as well.
    const baseSaid = base.split('-').every((part) => other.stems.has(stem(part)) || inflectionSaid(part, other)) && !other.stems.has(stem(word));
    if (baseSaid && (!long || sameSubject(facts.text, word, other.text, base))) found.push(word);
    // Said of another thing, the base leaves the word to answer a negation of the other text, if
    // it has one ("we can't offer evening slots. Daytime slots are available" / "evening slots are
    // unavailable. Daytime slots are available"); "the time's unchanged" answers none.
    else if (baseSaid && other.negations.length === 0) continue;
    // A prefix denies what follows; it answers a negation of the other text about the same thing
    // ("non-alcoholic" / "alcohol-free", "unfurnished" / "doesn't come with furniture", where the
    // words differ as stems).
    else if ((match[1] === 'non' || model?.isWord?.(base) === true) && other.negations.length > 0 && sharesStart(base, other.text, match[1] !== 'non')) found.push(word);
    // By WordNet's antonym alone, only a word that describes a thing ("unpaid", "unavailable"): a
    // sentence adverb ("unfortunately", "immediately") says how the speaker feels, not what is so.
    // Not a word whose listed opposite the other text says instead: "Discharge Ziggy" / "Admit
    // Ziggy" are opposite acts, which the opposites count; read as "charge" denied as well, the
    // two would cancel out.
    else if (!word.endsWith('ly') && model?.antonymsOf(word).includes(base) && !other.stems.has(stem(word)) && !listedOppositeSaid(word, base, other)) found.push(word);
    // A place without its people answers "nobody" there: "the lock is unstaffed" / "nobody is on lock duty".
    else if (PEOPLE_ABSENT.has(word) && NOBODY.test(other.text)) found.push(word);
  }
  return found;
}

/** Whether `other` says a word the list opposes to `word`, other than the word's own base ("unavailable" / "available"). */
function listedOppositeSaid(word: string, base: string, other: TextFacts): boolean {
  const own = stem(base);
  for (const opposite of listedOpposites(stem(word))) if (opposite !== own && other.stems.has(opposite)) return true;
  return false;
}

/**
 * Whether the other text says a word in another inflection whose stem the stemmer cut elsewhere:
 * "responsive" / "responding" share all but their last letter ("respons" / "respond").
 */
function inflectionSaid(word: string, other: TextFacts): boolean {
  const mine = stem(word);
  for (const theirs of other.stems) if (nearStem(mine, theirs)) return true;
  return false;
}

/**
 * Whether two stems are one word's: equal, or sharing a start of six letters or more that is all of
 * the shorter but its last letter ("responsiv" / "respond", "comfortabl" / "comfort").
 */
export function nearStem(a: string, b: string): boolean {
  if (a === b) return true;
  let n = 0;
  while (n < a.length && n < b.length && a[n] === b[n]) n++;
  return n >= 6 && n >= Math.min(a.length, b.length) - 1;
}

/** Whether the sentence of `word` and a sentence of `otherWord` (by stem) share a content word besides them. */
function sameSubject(text: string, word: string, otherText: string, otherWord: string): boolean {
  const sentences = (value: string, target: string) =>
    value
      .split(/(?<=[.!?;:])\s+|\s+[-–—]\s+/)
      .map(contentStems)
      .filter((stems) => stems.includes(stem(target)))
      .map((stems) => stems.filter((s) => s !== stem(target)));
  const mine = new Set(sentences(text, word).flat());
  return sentences(otherText, otherWord).some((stems) => stems.some((s) => mine.has(s)));
}

/**
 * Whether WordNet gives the two words a sense in common, or gives the prefixed word the other as
 * what it is a way of doing: "unlock" is a way to "open", "unbolt" too, "unload" a way to "empty".
 */
function restatedSense(senses: WordSenses, lemma: string, theirs: string): boolean {
  return senses.related(lemma, theirs, false) || senses.kindOf(lemma, theirs);
}

/** Whether `other` states the prefixed word's state with a word of its own: an opposite of the base, or a synonym. */
function restated(word: string, base: string, facts: TextFacts, other: TextFacts, model: LookupModel): boolean {
  const opposites = model.antonymsOf(base);
  const senses = model.senses;
  const lemma = senses?.lemmaOf(word) ?? word;
  return hyphenatedWords(other.text).some(
    (theirs) =>
      theirs !== word &&
      stem(theirs) !== stem(base) &&
      !facts.stems.has(stem(theirs)) &&
      (opposites.includes(theirs) || (senses !== undefined && theirs.length > 3 && restatedSense(senses, lemma, senses.lemmaOf(theirs) ?? theirs))),
  );
}

/**
 * Whether a word of `text` starts with the same five letters as `base` ("alcoholic" / "alcohol-free");
 * with `denied`, only a word a negation stands before, at most four words back ("doesn't come with
 * furniture").
 */
function sharesStart(base: string, text: string, denied = false): boolean {
  if (base.length < 5) return false;
  const start = base.slice(0, 5);
  const words = hyphenatedWords(text);
  return words.some((word, i) => word.split('-').some((part) => part.startsWith(start)) && (!denied || words.slice(Math.max(0, i - 4), i).some((w) => NEGATION_CUES.has(w))));
}

/**
 * States that deny something without a negation word ("out of order", "optional", "sold out"),
 * each with the positive word of the other text it answers. A state counts only when the other text
 * negates or names that positive, and does not state the same thing itself.
 */
export function negativeStates(facts: TextFacts, other: TextFacts): (readonly [string, string])[] {
  // The guard and both polarities ask for the same pair's states: the answer is kept per text
  // (for the last text it was asked against), and each caller gets its own copy.
  const kept = statesCache.get(facts);
  if (kept !== undefined && kept.other === other) return kept.states.slice();
  const states = findNegativeStates(facts, other);
  statesCache.set(facts, { other, states });
  return states.slice();
}

const statesCache = recentByObject<TextFacts, { readonly other: TextFacts; readonly states: readonly (readonly [string, string])[] }>();

/** The states, each written between spaces as the texts are searched for it, built once. */
const PADDED_STATES = NEGATIVE_STATE_STEMS.map(([state, positives]) => ({ state, positives, padded: ` ${state} `, stemmed: state.split(' ').map(stem).join(' ') }));

function findNegativeStates(facts: TextFacts, other: TextFacts): (readonly [string, string])[] {
  // The stemmed texts are read only for a state the text holds, which most texts do not.
  const [mineWritten, theirsWritten] = [writtenText(facts), writtenText(other)];
  const found: (readonly [string, string])[] = [];
  for (const position of negativeStateCandidates(facts)) {
    const { state, positives, padded, stemmed } = PADDED_STATES[position]!;
    if (!mineWritten.includes(padded) || theirsWritten.includes(padded) || STATE_EXCEPTIONS.get(state)?.test(facts.text) === true) continue;
    // Skipping a deed with its object is already a negation cue ("skip feeding the boa").
    if (state.startsWith('skip') && facts.negations.includes('skip')) continue;
    // "The stove is off" against "turn off the stove" says off too: a device's state, not a denial.
    if (OFF_STATES.has(state) && theirsWritten.includes(' off ')) continue;
    // The positive may be what the state waits for: "awaiting cleaning" against "cleaned".
    const [mine, theirs] = [stemmedText(facts), stemmedText(other)];
    const awaited = (p: string) => mine.includes(` ${stemmed} ${p} `);
    // Nor a positive that the other text says only inside a state of its own: "stopped working" denies "working".
    // A positive this text says only inside the state itself is not said: "has stopped working"
    // against "is working again".
    const positive = positives.find((p) => theirs.includes(` ${p} `) && (!mine.includes(` ${p} `) || awaited(p) || insideOwnState(facts, mineWritten, p)) && !insideOwnState(other, theirsWritten, p));
    // A positive the other text says beside a state of its own that denies the same thing answers
    // nothing: "closed from 23 December ... reopen on 3 January" / "shut from 23 December".
    if (positive !== undefined) {
      if (!kindredState(other, theirsWritten, state, positives)) found.push([state, positive]);
    }
    // Against a negation; in long texts one that denies a word of the state's sentence ("the water
    // will be shut off" / "there will be no water"), not one of another clause ("closed ... from 4
    // to 6 June" / "shut ... no fine will be charged").
    else if (other.negations.length > 0 && !STATES_NEEDING_THEIR_POSITIVE.has(state) && (!isLongPair(facts.text, other.text) || negationAbout(other.text, facts.text, state))) found.push([state, '']);
  }
  // A state inside a longer one is the longer one ("shut" in "shut off").
  return found.filter(([state]) => !found.some(([longer]) => longer !== state && ` ${longer} `.includes(` ${state} `)));
}

/** A question whether anyone is using or has booked a thing: "Is anyone using the kiln?", "Has anybody booked Room 2?". */
const ANYONE_USING = /\b(?:anyone|anybody|someone|somebody)\s+(?:\p{L}+\s+)?(?:using|booked|in|on)\b[^.!?]*\?/iu;

/**
 * Whether both texts ask, this one whether anyone holds a thing the other asks is free: "Is anyone
 * using the kiln on Friday?" / "Is the kiln free on Friday?" ask the same, the one for the state and
 * this one for its denial, so the question counts as a denial.
 */
function askedOfAnyone(facts: TextFacts, other: TextFacts): boolean {
  return other.text.includes('?') && ANYONE_USING.test(facts.text) && negativeStates(other, facts).length > 0;
}

/**
 * The words of two kindred states the texts hold, each of one text against each of the other
 * ("stopped working" / "out of order"): one state said two ways, which the alignment takes as one.
 */
export function kindredStateWords(facts: TextFacts, other: TextFacts): (readonly [string, string])[] {
  const mine = heldStates(facts, writtenText(facts));
  if (mine.length === 0) return [];
  const pairs: (readonly [string, string])[] = [];
  for (const theirs of heldStates(other, writtenText(other))) {
    for (const state of mine) {
      if (state.state === theirs.state || !state.positives.some((p) => theirs.positives.includes(p))) continue;
      const [a, b] = [[state.state, ...state.state.split(' ')], [theirs.state, ...theirs.state.split(' ')]];
      for (const x of a) for (const y of b) pairs.push([stem(x), stem(y)]);
    }
  }
  return pairs;
}

/** Whether a text holds another negative state that denies one of the same positives ("shut" beside "closed"). */
function kindredState(facts: TextFacts, written: string, state: string, positives: readonly string[]): boolean {
  return heldStates(facts, written).some((other) => other.state !== state && other.positives.some((p) => positives.includes(p)));
}

/** The negative states a text holds, as written in it (`written` is its `writtenText`). */
function heldStates(facts: TextFacts, written: string): (typeof PADDED_STATES)[number][] {
  return negativeStateCandidates(facts).map((position) => PADDED_STATES[position]!).filter(({ padded }) => written.includes(padded));
}

/** Whether every place a text says a (stemmed) positive is inside a negative state the text holds. */
function insideOwnState(facts: TextFacts, written: string, positive: string): boolean {
  const holding = heldStates(facts, written);
  if (holding.length === 0) return false;
  let rest = stemmedText(facts);
  for (const { stemmed } of holding) rest = rest.split(` ${stemmed} `).join('  ');
  return !rest.includes(` ${positive} `);
}

/** The states a text may hold (positions in NEGATIVE_STATE_STEMS, whose first word it has), found once per extraction. */
export function negativeStateCandidates(facts: TextFacts): readonly number[] {
  let positions = candidatesCache.get(facts);
  if (positions === undefined) candidatesCache.set(facts, (positions = STATE_INDEX.candidates(hyphenatedWords(facts.text))));
  return positions;
}
const STATE_INDEX = new PhraseIndex(NEGATIVE_STATE_STEMS.map(([state]) => state));
const candidatesCache = recentByObject<TextFacts, readonly number[]>();

const OFF_STATES = new Set(['is off', 'are off']);
const writtenCache = recentByObject<TextFacts, string>();
/** A text's words between spaces, computed once per extraction (it is asked once per negative state). */
export function writtenText(facts: TextFacts): string {
  let text = writtenCache.get(facts);
  if (text === undefined) writtenCache.set(facts, (text = ` ${hyphenatedWords(facts.text).join(' ')} `));
  return text;
}
const stemmedCache = recentByObject<TextFacts, string>();
function stemmedText(facts: TextFacts): string {
  let text = stemmedCache.get(facts);
  if (text === undefined) stemmedCache.set(facts, (text = ` ${hyphenParts(hyphenatedWords(facts.text)).map(stem).join(' ')} `));
  return text;
}

/** Words that say a place has none of its people, and the negations of people that they answer. */
const PEOPLE_ABSENT = new Set(['unstaffed', 'unattended', 'unmanned', 'unoccupied']);
const NOBODY = /\b(?:nobody|no one|no-one|no staff)\b/i;

/** The parity of a text's negations: cues, negating prefixes and negative states together. */
export function polarity(facts: TextFacts, other: TextFacts, model: LookupModel | undefined): number {
  const others = setAside(facts, other).length + prefixNegations(facts, other, model).length + negativeStates(facts, other).length + (askedOfAnyone(facts, other) ? 1 : 0);
  // An end put by a negation counts only as the text's one denial: "don't let it go unpaid past
  // Friday" denies "unpaid", not the day.
  const bounded = deferredStart(facts, other) || (others === 0 ? cappedEnd(facts, other) || onlyOnCondition(facts, other) || correctedDenial(facts, other) : 0);
  return (facts.negations.length - bounded + others) % 2;
}

/** Words before "not" that make it deny a verb ("is not", "will not"), not set a thing aside. */
const VERBAL = new Set([
  'is', 'are', 'was', 'were', 'be', 'been', 'being', 'am', 'do', 'does', 'did', 'will', 'would', 'can', 'could', 'shall', 'should',
  'may', 'might', 'must', 'have', 'has', 'had', 'need', 'ought', 'to', 'and', 'or', 'but', 'if', 'why', 'whether', 'please', 'just',
  'still', 'yet', 'i', 'we', 'you', 'they', 'he', 'she', 'it', 'that', 'this', 'who', 'which', 'certainly', 'definitely', 'absolutely',
]);
const SET_ASIDE_OPENERS = new Set(['the', 'a', 'an', 'my', 'our', 'your', 'his', 'her', 'their', 'in', 'on', 'at', 'by', 'from', 'this', 'that', 'via', 'through']);

/**
 * Whether a text sets a thing aside with a bare "not": "Studio B, not the main hall", "at 4:30 not
 * 5", "Not the main entrance —". A "not" after a verb or a subject denies an action instead.
 */
function setsAsideWithNot(text: string): boolean {
  const tokens = text.toLowerCase().match(/[a-z]+|\d[\d:.]*|[^\s\w]/g) ?? [];
  return tokens.some((token, i) => {
    if (token !== 'not') return false;
    const [before, after] = [tokens[i - 1], tokens[i + 1]];
    // After a mark ("card, not cash") any word is set aside; after a word, a phrase or a number is.
    const opens = after !== undefined && /^[a-z\d]/.test(after) && (SET_ASIDE_OPENERS.has(after) || /^\d/.test(after) || (before !== undefined && /^[,(—–-]$/.test(before)));
    return opens && (before === undefined || !/^[a-z]/.test(before) || !VERBAL.has(before));
  });
}

/**
 * "Rather than" and "instead of" set a thing aside as a bare "not" does ("the side door rather than
 * the main entrance" = "not the main entrance, the side door"), and count as its negation only
 * against a text that says it so. Against a change said another way ("moved from the chapel to
 * the hall" / "in the hall instead of the chapel") they deny nothing.
 */
function setAside(facts: TextFacts, other: TextFacts): string[] {
  if (!/\b(?:rather than|instead of)\b/i.test(facts.text) || !setsAsideWithNot(other.text)) return [];
  return facts.text.toLowerCase().match(/\b(?:rather than|instead of)\b/g) ?? [];
}

/**
 * Whether a text holds one negation more than the other, the rest said alike by both: "lessons will
 * not start before 9am, so there's no need to arrive early" / "lessons start from 9am onwards, so
 * there's no need to arrive early" differ by the one "not".
 */
function oneDenialMore(facts: TextFacts, other: TextFacts): boolean {
  if (facts.negations.length !== other.negations.length + 1) return false;
  const rest = [...facts.negations];
  for (const cue of other.negations) {
    const at = rest.indexOf(cue);
    if (at < 0) return false;
    rest.splice(at, 1);
  }
  return true;
}

const NOT_BEFORE = /\b(?:not|no|never|nobody|none|nothing)\b[^.,;!?()]{0,60}?\b(before|until|till|earlier than|sooner than)\b/i;
const FROM_ON = /\b(?:from|onwards?|or later|at the earliest|only\b[^.,;!?()]{0,40}?\b(?:once|after|when|from|at|in|on))\b/i;
const BEFORE = /\b(?:before|until|till)\b/i;
/**
 * What follows "until": a time, a date, a day or a month ("until 7", "until 10am", "until the 5th",
 * "until Thursday", "until December"; not "may", which is mostly the verb).
 */
const UNTIL_WHEN = /\b(?:until|till)\s+(?:the\s+)?(\d{1,2}(?::\d\d)?\s*(?:[ap]\.?m\.?)?|\d{1,2}(?:st|nd|rd|th)|monday|tuesday|wednesday|thursday|friday|saturday|sunday|noon|midday|midnight|tomorrow|january|february|march|april|june|july|august|september|october|november|december)(?![\p{L}\p{N}])/iu;

/**
 * A start put off by a negation says when it begins: "not before 8pm" = "8pm or later", "won't be
 * available before 3pm" = "will only be available from 3pm". Such a negation counts for nothing when
 * the other text, with no negation of its own, gives the start with "from", "onwards", "or later" or
 * "only once" ("can't start until the dew has dried" = "can only start once it has dried"; "after"
 * is the opposite of "before", and a negated opposite is already the same meaning).
 */
function deferredStart(facts: TextFacts, other: TextFacts): number {
  if (!oneDenialMore(facts, other)) return 0;
  // "before" in another clause of the other text is about something else ("arrive at 10am or later,
  // as the hall is being cleaned until then").
  const negated = NOT_BEFORE.exec(facts.text);
  const deferral = negated?.[1]?.toLowerCase();
  if (deferral === undefined) return 0;
  // The other text's opposite of the word ("no earlier than 11" / "11 or later", "not before dinner"
  // / "only after dinner", "not until it's logged" / "only after it's logged") is a negated opposite, which the guard reads as the same meaning already.
  const opposite = deferral === 'before' || deferral === 'until' || deferral === 'till' ? /\bafter\b/i : deferral.endsWith(' than') ? /\blater\b/i : undefined;
  // "Not until" a time or day names when it starts: "doesn't open until 7" = "opens at 7", "rent
  // not due until the 5th" = "rent due on the 5th", "not reopening until Tuesday" = "reopens
  // Tuesday". A day or a month may stand bare in the other text; a figure needs its preposition
  // ("at 7"), since a bare figure may be any number.
  // A sentence's closing point after "am" or "pm" is no part of the time ("until 10am." / "at 10am.").
  const when = deferral === 'until' || deferral === 'till' ? UNTIL_WHEN.exec(facts.text.slice(negated!.index))?.[1]?.replace(/(?<=[ap]\.?m)\.$/i, '') : undefined;
  const bare = when !== undefined && /^\p{L}/u.test(when);
  const at = when === undefined ? undefined : new RegExp(`(?<![\\p{L}\\p{N}])(?:(?:at|on|from|in)\\s+)${bare ? '?' : ''}(?:the\\s+)?${when.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`, 'iu');
  const starts = other.text.split(/[.,;!?()]/).filter((clause) => FROM_ON.test(clause) || at?.test(clause) === true);
  // Unless the first text says that word too: "not home until after 6" / "only back after 6".
  const reversed = (clause: string) => opposite?.test(clause) === true && !opposite.test(facts.text);
  return starts.length > 0 && starts.every((clause) => !BEFORE.test(clause) && !reversed(clause)) ? 1 : 0;
}

const NOT_UNLESS = /\b(?:not|no|never|nobody|none|nothing)\b[^.;!?()]{0,60}?\b(unless|except|other than|apart from)\b|\b(?:nobody|no one|none|nothing)\s+(but)\b/i;
const ONLY_IF = /\bonly\b[^.;!?()]{0,60}?\b(?:if|when|once|where)\b/i;
const ONLY = /\bonly\b/i;

/**
 * A denial lifted on a condition or for one thing is the thing done only then or there: "overtime
 * will not be paid unless it was approved" = "overtime is only paid if it was approved", "don't
 * light fires anywhere except the pits" = "fires are only allowed in the pits". Such a negation
 * counts for nothing against a text with none of its own that says "only ... if" (or "when",
 * "once"), or "only" against an exception.
 */
function onlyOnCondition(facts: TextFacts, other: TextFacts): number {
  if (!oneDenialMore(facts, other)) return 0;
  const match = NOT_UNLESS.exec(facts.text);
  const lifted = (match?.[1] ?? match?.[2])?.toLowerCase();
  if (lifted === undefined || /\b(?:unless|except)\b/i.test(other.text)) return 0;
  return (lifted === 'unless' ? ONLY_IF : ONLY).test(other.text) ? 1 : 0;
}

const NOT_AFTER = /\b(?:not|no|never)\b[^.,;!?()]{0,60}?\b(?:after|past|later than)\s+(?:the\s+)?(\d{1,2}(?:[:.]\d\d)?\s*(?:[ap]\.?m\.?)?|\d{1,2}(?:st|nd|rd|th)?(?:\s+\p{L}+)?|monday|tuesday|wednesday|thursday|friday|saturday|sunday|noon|midday|midnight|tonight|tomorrow)(?![\p{L}\p{N}])/iu;

/**
 * An end put by a negation says when something ends: "don't arrive after 6pm" = "arrive by 6pm",
 * "not valid after 31 May" = "valid by 31 May at the latest". Such a negation counts for nothing
 * when the other text, with no negation of its own, gives that end with "by" or "at the latest".
 * ("Until" is the opposite of "after": a negated opposite is the same meaning already.)
 */
function cappedEnd(facts: TextFacts, other: TextFacts): number {
  if (!oneDenialMore(facts, other)) return 0;
  const when = NOT_AFTER.exec(facts.text)?.[1];
  if (when === undefined) return 0;
  // The other clause names the same hour, day or date (its first figure or word), however written.
  const digits = /^\d+/.exec(when)?.[0];
  const named = digits === undefined ? new RegExp(`\\b${when}\\b`, 'i') : new RegExp(`(?<!\\d)${digits}(?!\\d)`);
  // Or says that it ends then: "No visits after 8pm" = "Visiting ends at 8pm".
  // Or stops then, with what stops between: "isn't serving food after 9" = "stops serving food at 9".
  const ends = other.text.split(/[,;!?()]|\.(?!\d)/).filter((clause) => /\bby\b|\bat the latest\b|\b(?:ends?|ending|finish(?:es)?|closes?|stops?)\s+(?:[a-z]+ing\s+(?:[a-z]+\s+){0,2})?at\b/i.test(clause) && named.test(clause));
  return ends.length > 0 && ends.every((clause) => !/\bafter\b/i.test(clause)) ? 1 : 0;
}

/** "is not X; it's Y": a denial put right at once by what is so. */
const CORRECTED = /\b(?:is|are|was|were)\s+not\s+([^.;,!?—–]+?)\s*(?:[;,—–]|\s-)\s*(?:but\s+)?(?:it|they|he|she|this|that|there)(?:'s|'re|\s+is|\s+are|\s+was|\s+were)\s+([^.;,!?]+)/i;
const ARTICLE = /^(?:a|an|the)$/;

/**
 * A denial put right at once says what is so: "This laptop is not new; it's refurbished" =
 * "This laptop is refurbished". Such a negation counts for nothing against a text with none of its
 * own that says what is so (every word of it) and not what was denied.
 */
function correctedDenial(facts: TextFacts, other: TextFacts): number {
  if (facts.negations.length !== 1 || other.negations.length > 0) return 0;
  const corrected = CORRECTED.exec(facts.text);
  if (corrected === null) return 0;
  const words = (text: string) => (text.toLowerCase().match(/[\p{L}\p{N}£$€]+(?:\.\d+)?/gu) ?? []).filter((word) => !ARTICLE.test(word));
  const theirs = new Set(words(other.text));
  return words(corrected[2]!).every((word) => theirs.has(word)) && !words(corrected[1]!).some((word) => theirs.has(word)) ? 1 : 0;
}

/** "Only" that limits, as a word or closing a compound ("adults-only", "card-only"). */
const ONLY_WORD = /(?:\b|-)only\b/i;
/** "Only" that limits a deed or a group, not a count: "only 3 bottles left" says how few, and bans nothing. */
const LIMITING_ONLY = /(?:\b|-)only\b(?!\s+(?:\d|a few\b|(?:one|two|three|four|five|six|seven|eight|nine|ten|a couple|a handful)\b))/i;

/**
 * A denial said the other way with "only" is the same limit: "children under 14 are not allowed" =
 * "only children aged 14 and over are allowed", "we can't deliver on Sundays" = "we deliver Monday
 * to Saturday only", "no electric instruments" = "acoustic instruments only". Whether one text has
 * one denial more than the other, which says "only" where the denying text does not. (The guard asks
 * this only where no opposite answers the denial: "don't feed the cat after 8pm" / "only feed the cat
 * before 8pm" is a negated opposite, the same meaning already.)
 */
export function restrictedByOnly(facts: TextFacts, other: TextFacts): boolean {
  return oneDenialMore(facts, other) && LIMITING_ONLY.test(other.text) && !ONLY_WORD.test(facts.text) && !WHOLLY_DENIED.test(facts.text);
}

/**
 * A denial that reaches even what the other text allows, or any case at all: "not permitted, even
 * in the designated area" / "permitted in the designated area only" is no limit but a ban.
 */
const WHOLLY_DENIED = /\b(?:even|at all|whatsoever)\b/i;

/** Keeping a thing away, off, out or clear, in one clause: "keep makeup away from the piercing", "stay off the mats". */
const KEEP_AWAY = /\b(?:keep|keeps|kept|keeping|stay|stays|staying|remain|remains)\b[^.,;!?]{0,40}?\b(?:away|off|out|clear)\b/i;

/**
 * A denial said as keeping a thing away is the same ban: "please don't wear makeup near the
 * piercing" = "please keep makeup away from the piercing", "spectators are not allowed on the mats"
 * = "spectators must stay off the mats". Whether one text has one denial more than the other, which
 * keeps something away, off, out or clear where the denying text does not. (The guard asks this, as
 * it asks `restrictedByOnly`, only where no opposite answers the denial.)
 */
export function keptAway(facts: TextFacts, other: TextFacts): boolean {
  return oneDenialMore(facts, other) && KEEP_AWAY.test(other.text) && !KEEP_AWAY.test(facts.text);
}

/** What negates a text, for the reason line ("not", "unpaid", "out of order"), or "not negated". */
export function describeNegation(facts: TextFacts, other: TextFacts, model: LookupModel | undefined): string {
  const all = [...facts.negations, ...setAside(facts, other), ...prefixNegations(facts, other, model), ...negativeStates(facts, other).map(([state]) => state)];
  return all.length > 0 ? all.join(' ') : 'not negated';
}
