/**
 * The fact guard: what sentence embeddings miss. Two texts that differ only in a name, a place, a
 * number, a time, a date, a negation, an opposite verb or the roles of their facts ("flight from
 * Denver to Austin" / "from Austin to Denver") look alike to an embedding model; the guard rejects
 * them.
 *
 * Facts are compared both ways: every fact of the expected text must be stated by the actual text
 * (in any spelling: "3pm" = "15:00", "two" = "2", "Sat" = "Saturday"), and a fact the actual text
 * adds is reported too, as a swap when it takes the place of a missing one. Negation must agree,
 * where "not open" and "closed" agree. This file weighs the findings; the checks live in
 * facts.ts (reading), polarity.ts, opposites.ts, role-swaps.ts and title-changes.ts.
 */
import { basisChanges } from './amount-basis.js';
import { extractFacts } from './facts.js';
import { withFacts, type Fact, type FactKind, type TextFacts, type WordLexicon } from './fact-types.js';
import { IRREGULAR_FORMS, NEGATION_CUES } from './lexicon.js';
import { LIGHT_VERBS } from './word-kinds.js';
import { movedNegation, negatedClauses } from './negation-cues.js';
import { isLongPair, sameStemSurroundings, sameSurroundings } from './long-text.js';
import { bundledLookupModel, WORD_FLAGS, type LookupModel } from './lookup-model.js';
import { LABEL_WORDS } from './normalize-text.js';
import { findOpposites } from './opposites.js';
import { NEGATIVE_STATE_STEMS, STATES_WITH_OPPOSITES } from './paraphrases.js';
import { findPositionChange } from './position-slots.js';
import { describeNegation, kindredStateWords, NEGATING_PREFIX, nearStem, negativeStateCandidates, keptAway, negativeStates, polarity, prefixNegations, restrictedByOnly, writtenText } from './polarity.js';
import { findRoleSwaps } from './role-swaps.js';
import { greetedAt } from './sentence-position.js';
import { hyphenatedWords, stem, verbStem } from './stems.js';
import { hyphenParts, wordsAndMarks } from './text-tokens.js';
import { findRoomChanges } from './room-changes.js';
import { findTitleChanges } from './title-changes.js';
import { unitChanges } from './unit-conversions.js';

export type { Fact, FactKind } from './fact-types.js';

/** Which checks the guard runs; all are on unless turned off. */
export interface GuardOptions {
  /** Names of people and places, codes such as "Q3" or "3B", and family words ("mom" is not "dad"). */
  readonly names?: boolean;
  readonly numbers?: boolean;
  readonly times?: boolean;
  readonly dates?: boolean;
  /** Both texts negated, or neither ("can" / "can't", "paid" / "unpaid"). */
  readonly negation?: boolean;
  /** Opposite actions and states ("accept" / "decline", "check in" / "check out"). */
  readonly opposites?: boolean;
  /** The same facts in other roles ("from Denver to Austin" / "from Austin to Denver"). */
  readonly roles?: boolean;
  /** Facts the actual text adds that the expected text does not state. Default true. */
  readonly additions?: boolean;
  /** Word knowledge; default the bundled model's WordNet flags and antonyms. */
  readonly model?: LookupModel | null;
}

/** A fact the two texts disagree on. */
export interface Contradiction {
  readonly kind: FactKind | 'negation' | 'opposite' | 'role';
  /** The expected text's words, or for negation, opposites and roles what each side says. */
  readonly expected: string;
  readonly actual?: string;
  /** For names: a place or a person, when WordNet says. */
  readonly subtype?: 'place' | 'person';
  /** The fact appears only in the actual text. */
  readonly added?: boolean;
}

export interface GuardResult {
  readonly pass: boolean;
  readonly contradictions: readonly Contradiction[];
  /** Opposites that a negation turned into the same meaning ("not attend" / "miss"), as stems. */
  readonly equivalents?: readonly (readonly [string, string])[];
}

/** The stems of the words a cancellation tag is made of. */
const CANCELLATION_STEMS: ReadonlySet<string> = new Set(['cancelled', 'canceled', 'called', 'off'].map(stem));
/**
 * A cancellation written as a tag: last, before a closing mark or a dash, or after an opening
 * dash, colon or bracket ("Pool party cancelled", "CANCELLED: Boat dive", "Talk (called off)",
 * "[Cancelled] Litter pick").
 * Not a word before the noun it describes ("Fix the cancelled order").
 */
const CANCELLATION_TAG = /(?:^|[–—:([-]\s*)(?:cancelled|canceled|called off)\b|\b(?:cancelled|canceled|called off)\s*(?:$|[)\]!.:–—-])/i;

/**
 * The cancellation `have` adds to `want` when its words are all that `have` adds (by stem) and
 * `want` has no word `have` lacks: "Pool party" / "Pool party cancelled", "Apprentice interview
 * (called off)". Undefined otherwise.
 */
function cancellationTag(want: TextFacts, have: TextFacts): string | undefined {
  if (!CANCELLATION_TAG.test(have.text)) return undefined;
  const added = [...have.stems].filter((word) => !want.stems.has(word));
  if (added.length === 0 || !added.every((word) => CANCELLATION_STEMS.has(word)) || [...want.stems].some((word) => !have.stems.has(word))) return undefined;
  // The tag itself must be among what is added, not a word both texts hold.
  const called = added.includes(stem('called')) && added.includes('off');
  if (!called && !added.includes(stem('cancelled'))) return undefined;
  return called ? 'called off' : 'cancelled';
}

/** Prepositions of direction, whose opposites ("into" / "from") follow the action they go with. */
const DIRECTION_WORDS = new Set(['into', 'onto', 'to', 'in', 'on', 'from', 'off', 'out', 'out of', 'off of']);

/**
 * The token of `word` (a word or its stem, as the opposites give it) where it stands before a
 * negation cue in its sentence, and after none: in "sorry to say it is not available" the denial is
 * of what follows, not of "sorry"; in "is not open" the cue comes first and denies "open".
 */
function beforeItsDenial(text: string, word: string): string | undefined {
  const first = word.split(' ')[0]!;
  if (first === '') return undefined;
  const target = stem(first);
  const isWord = (token: string) =>
    token === first || stem(token) === target || verbStem(token) === first || (first.length >= 4 && token.startsWith(first)) || (token.length >= 4 && first.startsWith(stem(token)));
  let denied = false;
  let seen: string | undefined;
  for (const token of text.toLowerCase().replace(/n['’]t\b/g, ' not').match(/[\p{L}\d]+|[.!?;]/gu) ?? []) {
    if (token === '.' || token === '!' || token === '?' || token === ';') {
      if (seen !== undefined) return undefined;
      denied = false;
    } else if (NEGATION_CUES.has(token)) {
      if (seen !== undefined) return seen;
      denied = true;
    } else if (seen === undefined && isWord(token)) {
      if (denied) return undefined;
      seen = token;
    }
  }
  return undefined;
}

const KIND_OPTION: Record<FactKind, keyof GuardOptions> = { name: 'names', number: 'numbers', time: 'times', date: 'dates' };

/**
 * Checks that `actual` states the facts of `expected`, and no others.
 *
 * @example
 * checkFacts('Flight to Paris at 3pm', 'Flight to London at 15:00');
 * // { pass: false, contradictions: [{ kind: 'name', expected: 'Paris', actual: 'London', subtype: 'place' }] }
 */
export function checkFacts(expected: string, actual: string, options: GuardOptions = {}): GuardResult {
  const model = options.model === undefined ? bundledLookupModel() : options.model ?? undefined;
  const lexicon: WordLexicon | undefined = model;
  const want = extractFacts(expected, lexicon);
  const have = extractFacts(actual, lexicon);
  return compareFacts(want, have, options, model);
}

/**
 * The negative states without opposites of their own, written between spaces and their words' stems, built once (asked for every
 * pair); by position in NEGATIVE_STATE_STEMS (see `negativeStateCandidates`), none for a state with opposites.
 */
const STATES_WITHOUT_OPPOSITES = NEGATIVE_STATE_STEMS.map(([state]) => (STATES_WITH_OPPOSITES.has(state) ? undefined : { padded: ` ${state} `, stems: state.split(' ').map(stem) }));
/** The negation cues' stems, built once. */
const NEGATION_CUE_STEMS = [...NEGATION_CUES].map(stem);

/**
 * A name the other text does not state, where that text puts in its place a name it states
 * elsewhere too: "Wojciech will lead ... tell Marta directly" / "Wojciech will run ... tell Wojciech
 * directly". No name is added, but one has changed: the words on both sides of it are the same in
 * both texts.
 */
function nameInItsPlace(fact: Fact, want: TextFacts, have: TextFacts): Fact | undefined {
  if (fact.kind !== 'name' || fact.weak === true || fact.greeting === true || fact.text.includes(' ')) return undefined;
  const frames = (text: string, name: string): Set<string> => {
    const tokens = wordsAndMarks(text);
    const found = new Set<string>();
    for (let i = 1; i + 1 < tokens.length; i++) if (tokens[i] === name) found.add(`${tokens[i - 1]} _ ${tokens[i + 1]}`);
    return found;
  };
  const mine = frames(want.text, fact.text.toLowerCase());
  if (mine.size === 0) return undefined;
  return have.facts.find((other) =>
    other.kind === 'name' && other.weak !== true && other.greeting !== true && !other.text.includes(' ') && !other.keys.some((key) => fact.keys.includes(key)) &&
    [...frames(have.text, other.text.toLowerCase())].some((frame) => mine.has(frame)));
}

/** Compares two texts' facts (see `checkFacts`). */
export function compareFacts(wantFacts: TextFacts, haveFacts: TextFacts, options: GuardOptions, model: LookupModel | undefined): GuardResult {
  let want = wantFacts;
  let have = haveFacts;
  const enabled = (option: keyof GuardOptions) => options[option] !== false;
  const contradictions: Contradiction[] = [];
  // Whom a message greets matters only when both greet someone ("Hi Tom, ..." / "The room moved.").
  // The same for who signs it off ("Best, Dan" / no signature).
  for (const signoff of [false, true]) {
    const opening = (fact: Fact) => fact.greeting === true && (fact.signoff === true) === signoff;
    if (want.facts.some(opening) !== have.facts.some(opening)) {
      want = withFacts(want, want.facts.filter((fact) => !opening(fact)));
      have = withFacts(have, have.facts.filter((fact) => !opening(fact)));
    }
  }
  // So does a date or time said in thanks or good wishes ("Thanks for today! Same time next week?").
  if (want.facts.some((fact) => fact.courtesy === true) !== have.facts.some((fact) => fact.courtesy === true)) {
    want = withFacts(want, want.facts.filter((fact) => fact.courtesy !== true));
    have = withFacts(have, have.facts.filter((fact) => fact.courtesy !== true));
  }
  // When both greet someone, whom each greets is stated only by the other's greeting: "Hi Louise,
  // Mark is handing the caravan over to you" is not "Hi Mark, Louise is handing ..." though both
  // name both.
  const greetsWith = (fact: Fact, text: string) => fact.greeting === true && fact.signoff !== true && greetedAt(text, fact.start);
  const greetingStated = (fact: Fact, facts: TextFacts, own: TextFacts) =>
    !greetsWith(fact, own.text) || !facts.facts.some((other) => greetsWith(other, facts.text)) || facts.facts.some((other) => greetsWith(other, facts.text) && other.keys.some((key) => fact.keys.includes(key)));
  const missing = want.facts.filter((fact) => enabled(KIND_OPTION[fact.kind]) && (!stated(fact, have, want) || !greetingStated(fact, have, want)));
  const added = enabled('additions') ? have.facts.filter((fact) => enabled(KIND_OPTION[fact.kind]) && (!stated(fact, want, have) || !greetingStated(fact, want, have))) : [];
  for (const fact of missing) {
    const swap = added.findIndex((other) => other.kind === fact.kind);
    const replacement = swap >= 0 ? added.splice(swap, 1)[0] : fact.kind === 'number' && fact.weak === true ? surplusNumber(have, want, fact) : nameInItsPlace(fact, want, have);
    if (fact.weak === true && replacement === undefined) continue;
    contradictions.push({
      kind: fact.kind,
      expected: withMonthPart(fact, want),
      ...(replacement && { actual: withMonthPart(replacement, have) }),
      ...((fact.subtype ?? replacement?.subtype) && { subtype: fact.subtype ?? replacement?.subtype }),
    });
  }
  for (const fact of added) {
    // A weak "one" the other text did not state may stand for a number it says once more than this
    // one does: "It's a 2-bed, so one van" / "It's a 2-bed, so two vans".
    const surplus = fact.weak === true && fact.kind === 'number' && !missing.some((other) => other.kind === 'number') ? surplusNumber(want, have, fact) : undefined;
    if (surplus !== undefined) contradictions.push({ kind: 'number', expected: surplus.text, actual: fact.text });
    else if (fact.weak !== true) contradictions.push({ kind: fact.kind, expected: '', actual: fact.text, added: true, ...(fact.subtype && { subtype: fact.subtype }) });
  }

  const states = [...negativeStates(want, have), ...negativeStates(have, want)];
  // A negative state and the positive word it denies explain each other; they are not also opposites.
  // An irregular form counts as its verb too ("still broken" / "still not fixed" is not "break" / "fix").
  const explained = new Set(states.flatMap(([state, positive]) => [...state.split(' ').flatMap((part) => [stem(part), verbStem(part)]), positive]));
  // The words of a negative state are not opposites of anything ("out of order" against "on the floor").
  // Except a state with opposites of its own: "cancelled" / "confirmed" stays an opposite.
  for (const facts of [want, have]) {
    const written = writtenText(facts);
    for (const position of negativeStateCandidates(facts)) {
      const state = STATES_WITHOUT_OPPOSITES[position];
      if (state !== undefined && written.includes(state.padded)) for (const part of state.stems) explained.add(part);
    }
  }
  // A negation word's opposite ("never" / "always") is already counted in the polarity: "Never leave
  // the gate unlocked" (two negations) = "Always lock the gate".
  for (const cue of NEGATION_CUE_STEMS) explained.add(cue);
  // So is the word of "clear of" or "free of" ("isn't blocked by scenery" / "kept clear of scenery").
  // And the verb of "refused to" or "declined to", which the polarity counts: "agreed to sign" /
  // "refused to sign" differ there once, not also as opposites.
  for (const cue of [...want.negations, ...have.negations]) if (/^(?:clear|free) of$|^(?:refus|declin)[a-z]* to$/.test(cue)) explained.add(stem(cue.split(' ')[0]!));
  // A phrase is explained when its words all are: "called off" is a state, so "going ahead" /
  // "called off" is not an opposite as well.
  // The opposite's words may be stems already ("clos"), which a second stemming would cut again.
  const wordExplained = (word: string) => explained.has(word) || explained.has(stem(word));
  const isExplained = (phrase: string) => wordExplained(phrase) || (phrase.includes(' ') && phrase.split(' ').every(wordExplained));
  // In long texts a one-word opposite counts where the two words stand in the same surroundings;
  // elsewhere they belong to different clauses ("moved to Wednesday" ... "still at 5:30").
  const long = isLongPair(want.text, have.text);
  // Two irregular forms stand for their verbs there: the opposite of "risen" / "fallen" is given as
  // "ris" / "fal". Only when both sides are such forms: a regular word against "left" stays apart.
  // Not the light verbs, whose senses cover many acts ("came back" / "gone back").
  const irregular = (text: string, stemmed: string) =>
    (text.toLowerCase().match(/\p{L}+/gu) ?? []).some((token) => IRREGULAR_FORMS.has(token) && !LIGHT_VERBS.has(IRREGULAR_FORMS.get(token)!) && verbStem(token) === stemmed);
  const sameClause = (c: Contradiction) =>
    !long || c.expected.includes(' ') || sameStemSurroundings(want.text, c.expected, have.text, c.actual ?? '') ||
    (irregular(want.text, c.expected) && irregular(have.text, c.actual ?? '') && sameSurroundings(want.text, c.expected, have.text, c.actual ?? '', verbStem));
  // A word negated by its prefix against its own base ("unofficial" / "official") is already
  // counted in the polarity; as an opposite too it would cancel that negation, or count it twice.
  const [wantPrefixed, havePrefixed] = [prefixNegations(want, have, model), prefixNegations(have, want, model)];
  const prefixed = new Map([...wantPrefixed, ...havePrefixed].map((word) => [word, stem(NEGATING_PREFIX.exec(word)![2]!.replace(/^-/, ''))]));
  // So is an opposite of that base: "No changes" / "remains unchanged" is not "change" / "remain".
  const bases = new Set(prefixed.values());
  // The opposite's words are stems, and a base may be inflected apart from its stem ("unresponsive"
  // / "not responding" give "unresponsiv" / "respond").
  const prefixedStems = new Map([...prefixed].map(([word, base]) => [stem(word), base]));
  const ownBase = (c: Contradiction) =>
    [[c.expected, c.actual ?? ''], [c.actual ?? '', c.expected]].some(([word, other]) => {
      const base = prefixed.get(word!) ?? prefixedStems.get(stem(word!));
      return (base !== undefined && nearStem(base, stem(other!))) || [...bases].some((b) => nearStem(b, stem(word!)));
    });
  // Nor is a phrase with a negation word in it: "no longer" against "still" is that negation itself.
  const negating = (phrase: string) => phrase.includes(' ') && phrase.split(' ').some((word) => NEGATION_CUES.has(word));
  const opposite = enabled('opposites')
    ? findOpposites(want, have, model).filter((c) => !isExplained(c.expected) && !isExplained(c.actual ?? '') && !negating(c.expected) && !negating(c.actual ?? '') && sameClause(c) && !ownBase(c))
    : [];
  const negationDiffers = enabled('negation') && polarity(want, have, model) !== polarity(have, want, model);
  // "not open" and "closed", "can't attend" and "miss": a negated opposite says the same thing.
  // But an action reversed by its prefix takes the reversed direction with it: "Load the tables
  // into the van" / "Unload the tables from the van" are opposites, not one said twice.
  const directionOnly = opposite.length > 0 && prefixed.size > 0 && opposite.every((c) => reversedWithPrefix(c, prefixed));
  // Nor does a negation that comes after an opposite adjective in its sentence deny it: "We're sorry
  // to let you know the suite is not available" / "We're happy to let you know the suite is
  // available" deny the suite, and the opposite is only the tone.
  const toneBeforeDenial = (text: string, word: string) => {
    if (word.includes(' ')) return false;
    const token = beforeItsDenial(text, word);
    if (token === undefined || model === undefined) return false;
    const flags = model.flagsOf(model.senses?.lemmaOf(token) ?? token);
    return (flags & WORD_FLAGS.adjective) !== 0 && (flags & WORD_FLAGS.verb) === 0;
  };
  const ungoverned =
    negationDiffers &&
    opposite.length > 0 &&
    (want.negations.length === 0) !== (have.negations.length === 0) &&
    opposite.every((c) => (want.negations.length > 0 ? toneBeforeDenial(want.text, c.expected) : toneBeforeDenial(have.text, c.actual ?? '')));
  // A denial that the other text says with "only" is the same limit ("children under 14 are not
  // allowed" / "only children aged 14 and over are allowed"): no negation differs, and nothing else.
  // So is a denial said as keeping a thing away ("don't park on the drive" / "keep off the drive").
  const sameBan = negationDiffers && opposite.length === 0 && (restrictedByOnly(want, have) || restrictedByOnly(have, want) || keptAway(want, have) || keptAway(have, want));
  if (negationDiffers && (opposite.length === 0 || directionOnly || ungoverned) && !sameBan) {
    contradictions.push({
      kind: 'negation',
      expected: describeNegation(want, have, model),
      actual: describeNegation(have, want, model),
    });
  } else if (!negationDiffers) {
    contradictions.push(...opposite);
    // Two denied clauses against none have an even parity and still deny: "she can't travel, so
    // she won't be there" / "she can travel, so she'll be there".
    // The states and prefixes that deny count in their own clauses as the cues do: "the chimney
    // passed, so the stove can be signed off" / "the chimney failed, so the stove can't be signed off".
    const denials = (facts: TextFacts, other: TextFacts, prefixes: readonly string[]) => [...negativeStates(facts, other).map(([state]) => state), ...prefixes];
    // Not in long texts, whose clauses pair less surely and repeat their states ("sorry for the
    // inconvenience", "the hoist is out of action").
    const [wantDenials, haveDenials] = long ? [[], []] : [denials(want, have, wantPrefixed), denials(have, want, havePrefixed)];
    const [wanted, had] = [negatedClauses(want.text, wantDenials), negatedClauses(have.text, haveDenials)];
    if (enabled('negation') && opposite.length === 0 && ((wanted === 0 && had >= 2) || (had === 0 && wanted >= 2))) {
      contradictions.push({ kind: 'negation', expected: describeNegation(want, have, model), actual: describeNegation(have, want, model) });
    } else if (enabled('negation') && opposite.length === 0 && wanted > 0 && had > 0) {
      // Or the negation moved to another clause: "received on time and no late fee applies" /
      // "not received on time and a late fee applies".
      const moved = movedNegation(want.text, have.text, wantDenials, haveDenials);
      if (moved !== undefined) contradictions.push({ kind: 'negation', ...moved });
    } else if (enabled('negation') && opposite.length === 0 && wanted === 0 && had === 0) {
      // An event marked off in one text and not in the other: "Juniors' disco" / "Juniors' disco –
      // cancelled". The state alone denies nothing the other text says, but a tag that is all one
      // text adds is the event's whole news.
      const added = cancellationTag(want, have);
      const dropped = added === undefined ? cancellationTag(have, want) : undefined;
      if (added !== undefined) contradictions.push({ kind: 'negation', expected: 'not negated', actual: added });
      else if (dropped !== undefined) contradictions.push({ kind: 'negation', expected: dropped, actual: 'not negated' });
    }
  }
  // A weak fact left unstated (a loose time, a capitalised word that may be a name) hides no roles.
  if (enabled('roles') && missing.every((fact) => fact.weak === true)) contradictions.push(...findRoleSwaps(want, have));
  if (enabled('names')) contradictions.push(...findTitleChanges(want, have), ...findRoomChanges(want, have), ...positionChanges(want.text, have.text));
  if (enabled('numbers')) contradictions.push(...unitChanges(want.text, have.text), ...basisChanges(want.text, have.text));
  const equivalents: (readonly [string, string])[] = negationDiffers ? opposite.map((c) => [c.expected, c.actual!] as const) : [];
  const ownWords = prefixed.size === 0 ? [] : [...new Set(hyphenParts([...hyphenatedWords(want.text), ...hyphenatedWords(have.text)]))];
  if (!negationDiffers) {
    // Same polarity reached two ways: "not available" / "unavailable", "isn't working" / "out of order".
    for (const [word, base] of prefixed) {
      equivalents.push([stem(word), base]);
      // And the other words of its base ("nonalcoholic" / "alcohol-free": "alcoholic" / "alcohol").
      if (base.length >= 5) for (const other of ownWords) if (other !== word && other.startsWith(base.slice(0, 5))) equivalents.push([stem(word), stem(other)]);
    }
    for (const [state, positive] of states) for (const part of state.split(' ')) if (positive !== '') equivalents.push([stem(part), positive]);
    // One state said two ways: "has stopped working" / "is out of order".
    equivalents.push(...kindredStateWords(want, have));
  }
  return { pass: contradictions.length === 0, contradictions, ...(equivalents.length > 0 && { equivalents }) };
}

/**
 * Whether an opposite is only a direction that follows an action reversed by its prefix: "into" /
 * "from" beside "load" / "unload" ("load ... into" / "unload ... from"), word for word.
 */
function reversedWithPrefix(c: Contradiction, prefixed: ReadonlyMap<string, string>): boolean {
  const [mine, theirs] = [c.expected.split(/\s+(?:\.\.\.\s+)?/), (c.actual ?? '').split(/\s+(?:\.\.\.\s+)?/)];
  if (mine.length !== theirs.length) return false;
  return mine.every((word, i) => {
    const other = theirs[i]!;
    return (DIRECTION_WORDS.has(word) && DIRECTION_WORDS.has(other)) || word === other || prefixed.get(word) === stem(other) || prefixed.get(other) === stem(word);
  });
}

/** A count written as a figure or a word, not a code ("the studio's one" / "the studio's AC30"). */
const COUNT = /^(?:\d+|\p{L}+)$/u;

/**
 * A number that `facts` says more often than `other` does (two figures of 2 against one), standing
 * where `other` says the number `unmatched`: a number that the other text's words alone would hide
 * ("It's a 2-bed, so one van" / "It's a 2-bed, so two vans", where the "two" finds the "2").
 */
function surplusNumber(facts: TextFacts, other: TextFacts, unmatched: Fact): Fact | undefined {
  const numbers = (text: TextFacts) => text.facts.filter((fact) => fact.kind === 'number' && fact.weak !== true && COUNT.test(fact.text));
  const theirs = numbers(other);
  return numbers(facts).find((fact, i, own) => {
    const count = (list: readonly Fact[]) => list.filter((f) => f.keys.some((key) => fact.keys.includes(key))).length;
    return own.indexOf(fact) === i && count(own) > count(theirs) && sameSurroundings(facts.text, fact.text.toLowerCase(), other.text, unmatched.text.toLowerCase(), stem);
  });
}

function stated(fact: Fact, facts: TextFacts, own: TextFacts): boolean {
  if (fact.kind === 'time' && twelveAgainstMidnight(fact, facts)) return false;
  if (fact.kind === 'date' && (figuresSwapped(fact, facts) || monthPartChanged(fact, own, facts))) return false;
  return (
    fact.keys.some((key) => facts.provides.has(key)) ||
    (fact.lowerStem !== undefined && facts.provides.has(`lst:${fact.lowerStem}`)) ||
    writtenInLowerCase(fact, facts) ||
    (fact.kind === 'time' && bareHour(fact, facts))
  );
}

/** A date in figures, day and month in either order, with or without its year: "11/04/2024", "3.5". */
const FIGURE_DATE = /^(\d{1,2})[/.](\d{1,2})(?:[/.]\d{2,4})?$/;

/**
 * Whether the other text writes this date's two figures the other way round, and never as this one
 * does: "reported 11/04/2024" / "reported 04/11/2024". Either may be day first, but two texts that
 * both write the date in figures write it one way.
 */
function figuresSwapped(fact: Fact, facts: TextFacts): boolean {
  const own = FIGURE_DATE.exec(fact.text);
  if (own === null || Number(own[1]) === Number(own[2])) return false;
  const written = (first: string, second: string) =>
    facts.facts.some((other) => {
      const m = other.kind === 'date' ? FIGURE_DATE.exec(other.text) : null;
      return m !== null && Number(m[1]) === Number(first) && Number(m[2]) === Number(second);
    });
  return written(own[2]!, own[1]!) && !written(own[1]!, own[2]!);
}

/** A part of a month said before it: "early March", "mid-March", "the end of March". */
const MONTH_PART = /\b(early|mid|middle of|late|end of|start of|beginning of)[\s-]*(?:the\s+)?$/i;
const PART_OF_MONTH: Readonly<Record<string, string>> = { early: 'start', 'start of': 'start', 'beginning of': 'start', mid: 'middle', 'middle of': 'middle', late: 'end', 'end of': 'end' };

/** The part of the month said before a month's fact in its text, if any. */
function monthPart(fact: Fact, facts: TextFacts): string | undefined {
  if (!fact.keys.some((key) => key.startsWith('m:'))) return undefined;
  const part = MONTH_PART.exec(facts.text.slice(Math.max(0, fact.start - 16), fact.start));
  return part === null ? undefined : PART_OF_MONTH[part[1]!.toLowerCase()];
}

/** A month's fact as written with its part, for a reason: "end of March", "mid-March". */
function withMonthPart(fact: Fact, facts: TextFacts): string {
  if (fact.kind !== 'date' || monthPart(fact, facts) === undefined) return fact.text;
  const before = facts.text.slice(Math.max(0, fact.start - 16), fact.start);
  return `${before.slice(MONTH_PART.exec(before)!.index)}${fact.text}`;
}

/**
 * Whether both texts put the same month in a part of it, and not the same part: "promised for the
 * end of March" / "promised for mid-March". A month with no part said agrees with any part.
 */
function monthPartChanged(fact: Fact, own: TextFacts, facts: TextFacts): boolean {
  const mine = monthPart(fact, own);
  if (mine === undefined) return false;
  const theirs = facts.facts.filter((other) => other.kind === 'date' && other.keys.some((key) => fact.keys.includes(key))).map((other) => monthPart(other, facts));
  return theirs.length > 0 && theirs.every((part) => part !== undefined && part !== mine);
}

/** Midnight on the 24-hour clock ("00:00", "0:30"), and a time in the hour of 12 with neither am nor pm ("12:00"). */
const MIDNIGHT_HOUR = /^00?[:.]([0-5]\d)$/;
const TWELVE_HOUR = /^12[:.]([0-5]\d)$/;

/**
 * Whether a time in the hour of 12 with no am or pm meets the other text's same minutes written in
 * the hour of 00, or the reverse: "12:00 UTC" / "00:00 UTC". A bare "12:00" may be either half of
 * the day against "noon" or "midnight", but a text that writes midnight as 00:00 keeps the 24-hour
 * clock, where 12:00 is noon. Not where the other text also says the time as this one writes it.
 */
function twelveAgainstMidnight(fact: Fact, facts: TextFacts): boolean {
  const [own, theirs] = MIDNIGHT_HOUR.test(fact.text) ? [MIDNIGHT_HOUR, TWELVE_HOUR] : [TWELVE_HOUR, MIDNIGHT_HOUR];
  const minutes = own.exec(fact.text)?.[1];
  if (minutes === undefined) return false;
  const at = (pattern: RegExp) => facts.facts.some((other) => other.kind === 'time' && pattern.exec(other.text)?.[1] === minutes);
  return at(theirs) && !at(own);
}

/**
 * Whether a clock hour with neither minutes nor a part of the day ("at 10", "3 o'clock") is the other
 * text's bare figure of that hour, not read there as a time ("moved to 10", "the patient at 3",
 * "from half past nine to eleven"). Not a figure that labels ("Room 10", "Lecture 3").
 */
function bareHour(fact: Fact, facts: TextFacts): boolean {
  if (rangeStart(fact, facts) || afternoonRangeEnd(fact, facts) || morningRangeStart(fact, facts) || hourAfterTime(fact, facts) || noonInRange(fact, facts)) return true;
  // A 24-hour hour with a leading zero ("between 08:00 and 10:00" / "between 8 and 10 am") has one key.
  const padded = fact.keys.length === 1 && /^0\d:00$/.test(fact.text);
  if (fact.keys.length !== 2 && !padded) return false;
  // Noon's keys come as 12:00 and 0:00, an hour's as its morning and its evening: the earlier first.
  const [first, second] = fact.keys.map((key) => (key.startsWith('t:') ? Number(key.slice(2)) : NaN)).sort((a, b) => a - b) as [number, number];
  if (!(padded || second - first === 720) || first % 60 !== 0) return false;
  const hour = `n:${first === 0 ? 12 : first / 60}`;
  return facts.facts.some((other) => other.kind === 'number' && other.keys.includes(hour) && !LABELLING_WORD.test(facts.text.slice(Math.max(0, other.start - 16), other.start)));
}
/** A word that puts a bare figure on the clock: "readings from 8", "back by 10". */
const CLOCK_BEFORE = /\b(?:from|at|by|until|till|til|to|before|after|around|about|then)\s+$/i;

/**
 * Whether a clock time on the hour ("20:00", "8pm") is the other text's bare figure said after a
 * clock time earlier the same day: "Doors open at 7:30pm, readings from 8" reads the 8 as 20:00,
 * the first hour of that figure after 7:30pm.
 */
function hourAfterTime(fact: Fact, facts: TextFacts): boolean {
  if (fact.keys.length !== 1 || !fact.keys[0]!.startsWith('t:')) return false;
  const minutes = Number(fact.keys[0]!.slice(2));
  if (minutes % 60 !== 0) return false;
  return facts.facts.some((other) => {
    if (other.kind !== 'number' || other.keys.length !== 1 || !/^n:\d{1,2}$/.test(other.keys[0]!)) return false;
    const hour = Number(other.keys[0]!.slice(2));
    if (hour < 1 || hour > 12 || !CLOCK_BEFORE.test(facts.text.slice(Math.max(0, other.start - 12), other.start))) return false;
    // The clock time said last before the figure, read one way only.
    const earlier = facts.facts.filter((time) => time.kind === 'time' && time.start < other.start && time.keys.length === 1 && time.keys[0]!.startsWith('t:')).at(-1);
    if (earlier === undefined) return false;
    const since = Number(earlier.keys[0]!.slice(2));
    const reading = [(hour % 12) * 60, (hour % 12) * 60 + 720].find((at) => at > since);
    return reading === minutes;
  });
}

/** What follows the start of a range of hours up to the end's part of the day: "–5pm", " to 5:30 p.m.", " and 11am". */
const RANGE_END = /^\s*(?:-|–|—|to|until|till|and)\s*(\d{1,2})(?::[0-5]\d)?\s?([ap])\.?m\b/i;

/**
 * Whether a clock time ("13:00") is the other text's bare figure that opens a range of hours closed
 * by am or pm ("1-5pm"): the start takes the end's part of the day, or the morning when it is later
 * than the end or the end is noon ("11-2pm", "10-12pm").
 */
function rangeStart(fact: Fact, facts: TextFacts): boolean {
  if (fact.keys.length !== 1 || !fact.keys[0]!.startsWith('t:')) return false;
  const minutes = Number(fact.keys[0]!.slice(2));
  if (minutes % 60 !== 0) return false;
  return facts.facts.some((other) => {
    const hour = other.kind === 'number' && other.keys.length === 1 && /^n:\d{1,2}$/.test(other.keys[0]!) ? Number(other.keys[0]!.slice(2)) : NaN;
    const end = RANGE_END.exec(facts.text.slice(other.start + other.text.length));
    if (!(hour >= 1 && hour <= 12) || end === null) return false;
    const last = Number(end[1]);
    // "12-2pm" opens at noon, as "1-3pm" opens at 1pm.
    const afternoon = end[2]!.toLowerCase() === 'p' && (hour < last || hour === 12) && last !== 12;
    return (hour % 12) * 60 + (afternoon ? 720 : 0) === minutes;
  });
}

/**
 * Whether noon is the other text's bare 12 at either end of a range of hours: "from 12 till 2:30" /
 * "from noon till half two", "between 9 and 12" / "between 9 and noon".
 */
function noonInRange(fact: Fact, facts: TextFacts): boolean {
  if (fact.keys.length !== 1 || fact.keys[0] !== 't:720' || !/^(?:noon|midday)$/i.test(fact.text)) return false;
  return facts.facts.some((other) => {
    if (other.kind !== 'number' || other.keys.length !== 1 || other.keys[0] !== 'n:12') return false;
    const after = facts.text.slice(other.start + other.text.length);
    return RANGE_START.test(facts.text.slice(Math.max(0, other.start - 20), other.start)) || /^\s*(?:-|–|—|to|until|till)\s*\d/i.test(after);
  });
}

/** A bare hour that opens a range of hours, and the joining word: "9 to", "10-", "8 till". */
const RANGE_START = /(?:^|[^\d:.,£$€])(\d{1,2})\s*(?:-|–|—|to|until|till)\s*$|\bbetween\s+(\d{1,2})\s+and\s+$/i;

/**
 * Whether an afternoon clock time ("17:00") is the other text's bare figure that closes a range of
 * bare hours opened by a later figure ("9 to 5", "10-4"): a day's hours run from the morning into the
 * afternoon.
 */
function afternoonRangeEnd(fact: Fact, facts: TextFacts): boolean {
  if (fact.keys.length !== 1 || !fact.keys[0]!.startsWith('t:')) return false;
  const minutes = Number(fact.keys[0]!.slice(2));
  if (minutes % 60 !== 0 || minutes < 13 * 60) return false;
  const hour = minutes / 60 - 12;
  return facts.facts.some((other) => {
    if (other.kind !== 'number' || !other.keys.includes(`n:${hour}`) || other.keys.length !== 1) return false;
    const start = RANGE_START.exec(facts.text.slice(Math.max(0, other.start - 20), other.start));
    const first = Number(start?.[1] ?? start?.[2]);
    return start !== null && first > hour && first <= 12 && !/^\s?[ap]\.?m\b/i.test(facts.text.slice(other.start + other.text.length));
  });
}
/**
 * Whether a morning clock time ("9am") is the other text's bare figure that opens a range of bare
 * hours closed by an earlier figure ("9 to 5", "9–5"): the day's hours start in the morning.
 */
function morningRangeStart(fact: Fact, facts: TextFacts): boolean {
  if (fact.keys.length !== 1 || !fact.keys[0]!.startsWith('t:')) return false;
  const minutes = Number(fact.keys[0]!.slice(2));
  if (minutes % 60 !== 0 || minutes < 60 || minutes >= 12 * 60) return false;
  const hour = minutes / 60;
  return facts.facts.some((other) => {
    if (other.kind !== 'number' || !other.keys.includes(`n:${hour}`) || other.keys.length !== 1) return false;
    // "Between 9 and 5" is such a range too.
    const end = BARE_RANGE_END.exec(facts.text.slice(other.start + other.text.length)) ?? (/\bbetween\s+$/i.test(facts.text.slice(Math.max(0, other.start - 9), other.start)) ? BETWEEN_RANGE_END.exec(facts.text.slice(other.start + other.text.length)) : null);
    return end !== null && Number(end[1]) < hour;
  });
}
/** The bare figure that closes a range of hours: "-5", " to 4", with no minutes or part of the day. */
const BARE_RANGE_END = /^\s*(?:-|–|—|to|until|till)\s*(\d{1,2})(?!\d|[:.]\d|\s?[ap]\.?m\b)/i;
const BETWEEN_RANGE_END = /^\s+and\s+(\d{1,2})(?!\d|[:.]\d|\s?[ap]\.?m\b)/i;
const LABELLING_WORD = new RegExp(`(?:${LABEL_WORDS}|no\\.?|number|#|year|page|chapter|step|lecture|week|day|lesson|session|part|phase|surgery)\\s*$`, 'i');

/**
 * Whether a text written wholly in lower case, which marks no name or code by its capitals, writes
 * the fact's words: "the old physics building, lab b" states "Lab B", "report – march" states "March".
 */
function writtenInLowerCase(fact: Fact, facts: TextFacts): boolean {
  const words = fact.text.toLowerCase();
  if (words === fact.text || facts.text !== facts.text.toLowerCase()) return false;
  for (let at = facts.text.indexOf(words); at >= 0; at = facts.text.indexOf(words, at + 1)) {
    if (!WORD_CHARACTER.test(facts.text[at - 1] ?? ' ') && !WORD_CHARACTER.test(facts.text[at + words.length] ?? ' ')) return true;
  }
  return false;
}
const WORD_CHARACTER = /[\p{L}\p{N}]/u;

/** A thing put in another position, as a place changed: "on the shelf" / "under the shelf". */
function positionChanges(expected: string, actual: string): Contradiction[] {
  const change = findPositionChange(expected, actual);
  return change === undefined ? [] : [{ kind: 'name', subtype: 'place', ...change }];
}
