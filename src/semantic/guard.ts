/**
 * The fact guard: what sentence embeddings miss. Two texts that differ only in a name, a place, a
 * number, a time, a date, a negation, an opposite verb or the roles of their facts ("flight from
 * Denver to Austin" / "from Austin to Denver") look alike to an embedding model; the guard rejects
 * them.
 *
 * Facts are compared both ways: every fact of the expected text must be stated by the actual text
 * (in any spelling: "3pm" = "15:00", "two" = "2", "Sat" = "Saturday"), and a fact the actual text
 * adds is reported too, as a swap when it takes the place of a missing one. Negation must agree,
 * where "not open" and "closed" agree.
 */
import { extractFacts, OPPOSITE_STEMS, stem, stemPhrase, type Fact, type FactKind, type TextFacts, type WordLexicon } from './facts.js';
import { bundledLookupModel, type LookupModel } from './lookup-model.js';
import { NEGATIVE_STATE_STEMS, STATES_NEEDING_THEIR_POSITIVE } from './paraphrases.js';
import { NEGATION_CUES } from './lexicon.js';
import { findClauseRoleSwap, isLongPair, negationAbout, sameStemSurroundings } from './long-text.js';
import { prefixOpposites } from './prefix-opposites.js';
import { findDelegatedRole, findPronounRoleSwap } from './delegation.js';

export type { Fact, FactKind } from './facts.js';

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
      want = { ...want, facts: want.facts.filter((fact) => !opening(fact)) };
      have = { ...have, facts: have.facts.filter((fact) => !opening(fact)) };
    }
  }
  const missing = want.facts.filter((fact) => enabled(KIND_OPTION[fact.kind]) && !stated(fact, have));
  const added = enabled('additions') ? have.facts.filter((fact) => enabled(KIND_OPTION[fact.kind]) && !stated(fact, want)) : [];
  for (const fact of missing) {
    const swap = added.findIndex((other) => other.kind === fact.kind);
    const replacement = swap >= 0 ? added.splice(swap, 1)[0] : undefined;
    if (fact.weak === true && replacement === undefined) continue;
    contradictions.push({
      kind: fact.kind,
      expected: fact.text,
      ...(replacement && { actual: replacement.text }),
      ...((fact.subtype ?? replacement?.subtype) && { subtype: fact.subtype ?? replacement?.subtype }),
    });
  }
  for (const fact of added) if (fact.weak !== true) contradictions.push({ kind: fact.kind, expected: '', actual: fact.text, added: true, ...(fact.subtype && { subtype: fact.subtype }) });

  const states = [...negativeStates(want, have), ...negativeStates(have, want)];
  // A negative state and the positive word it denies explain each other; they are not also opposites.
  const explained = new Set(states.flatMap(([state, positive]) => [...state.split(' ').map(stem), positive]));
  // The words of a negative state are not opposites of anything ("out of order" against "on the floor").
  for (const facts of [want, have]) for (const [state] of NEGATIVE_STATE_STEMS) if (writtenText(facts).includes(` ${state} `)) for (const part of state.split(' ')) explained.add(stem(part));
  // A negation word's opposite ("never" / "always") is already counted in the polarity: "Never leave
  // the gate unlocked" (two negations) = "Always lock the gate".
  for (const cue of NEGATION_CUES) explained.add(stem(cue));
  // In long texts a one-word opposite counts where the two words stand in the same surroundings;
  // elsewhere they belong to different clauses ("moved to Wednesday" ... "still at 5:30").
  const long = isLongPair(want.text, have.text);
  const sameClause = (c: Contradiction) => !long || c.expected.includes(' ') || sameStemSurroundings(want.text, c.expected, have.text, c.actual ?? '');
  const opposite = enabled('opposites') ? opposites(want, have, model).filter((c) => !explained.has(stem(c.expected)) && !explained.has(stem(c.actual ?? '')) && sameClause(c)) : [];
  const polarity = (facts: TextFacts, other: TextFacts) =>
    (facts.negations.length + prefixNegations(facts, other, model).length + negativeStates(facts, other).length) % 2;
  const negationDiffers = enabled('negation') && polarity(want, have) !== polarity(have, want);
  // "not open" and "closed", "can't attend" and "miss": a negated opposite says the same thing.
  if (negationDiffers && opposite.length === 0) {
    contradictions.push({
      kind: 'negation',
      expected: describeNegation(want, have, model),
      actual: describeNegation(have, want, model),
    });
  } else if (!negationDiffers) {
    contradictions.push(...opposite);
  }
  if (enabled('roles') && missing.length === 0) contradictions.push(...roleSwaps(want, have));
  if (enabled('names')) contradictions.push(...titleChanges(want, have));
  const equivalents: (readonly [string, string])[] = negationDiffers ? opposite.map((c) => [c.expected, c.actual!] as const) : [];
  if (!negationDiffers) {
    // Same polarity reached two ways: "not available" / "unavailable", "isn't working" / "out of order".
    for (const word of [...prefixNegations(want, have, model), ...prefixNegations(have, want, model)]) equivalents.push([stem(word), stem(NEGATING_PREFIX.exec(word)![2]!.replace(/^-/, ''))]);
    for (const [state, positive] of states) for (const part of state.split(' ')) if (positive !== '') equivalents.push([stem(part), positive]);
  }
  return { pass: contradictions.length === 0, contradictions, ...(equivalents.length > 0 && { equivalents }) };
}

function stated(fact: Fact, facts: TextFacts): boolean {
  return fact.keys.some((key) => facts.provides.has(key));
}

const NEGATING_PREFIX = /^(un|non|in|im|ir|il|dis)-?(.{3,})$/;
const NEGATION_CUE_WORDS = new Set(['unable', 'none', 'nothing', 'nowhere', 'never', 'neither', 'without', 'cannot']);
/** "unload" against "load": the prefix is a negation, counted once, not also an opposite. */
const prefixed = (a: string, b: string) => a.split(' ').length === 1 && NEGATING_PREFIX.exec(a)?.[2] !== undefined && stem(NEGATING_PREFIX.exec(a)![2]!) === b;

/** Words negated by a prefix ("unpaid", "unavailable") whose base the other text uses or WordNet opposes. */
function prefixNegations(facts: TextFacts, other: TextFacts, model: LookupModel | undefined): string[] {
  const found: string[] = [];
  for (const word of words(facts.text)) {
    const match = NEGATING_PREFIX.exec(word);
    // "non-smoking": "non" is already counted as a negation cue; counting the prefix too would cancel it.
    if (match === null || NEGATION_CUE_WORDS.has(word) || word.startsWith('non-')) continue;
    const base = match[2]!.replace(/^-/, '');
    if (other.stems.has(stem(base)) && !other.stems.has(stem(word))) found.push(word);
    else if (model?.antonymsOf(word).includes(base) && !other.stems.has(stem(word))) found.push(word);
  }
  return found;
}

/**
 * States that deny something without a negation word ("out of order", "optional", "sold out"),
 * each with the positive word of the other text it answers. A state counts only when the other text
 * negates or names that positive, and does not state the same thing itself.
 */
function negativeStates(facts: TextFacts, other: TextFacts): (readonly [string, string])[] {
  const mine = stemmedText(facts);
  const theirs = stemmedText(other);
  const [mineWritten, theirsWritten] = [writtenText(facts), writtenText(other)];
  const found: (readonly [string, string])[] = [];
  for (const [state, positives] of NEGATIVE_STATE_STEMS) {
    if (!mineWritten.includes(` ${state} `) || theirsWritten.includes(` ${state} `)) continue;
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
function writtenText(facts: TextFacts): string {
  let text = writtenCache.get(facts);
  if (text === undefined) writtenCache.set(facts, (text = ` ${words(facts.text).join(' ')} `));
  return text;
}
const stemmedCache = new WeakMap<TextFacts, string>();
function stemmedText(facts: TextFacts): string {
  let text = stemmedCache.get(facts);
  if (text === undefined) stemmedCache.set(facts, (text = ` ${words(facts.text).flatMap((w) => w.split('-')).map(stem).join(' ')} `));
  return text;
}

function describeNegation(facts: TextFacts, other: TextFacts, model: LookupModel | undefined): string {
  const all = [...facts.negations, ...prefixNegations(facts, other, model), ...negativeStates(facts, other).map(([state]) => state)];
  return all.length > 0 ? all.join(' ') : 'not negated';
}

const words = (text: string) => [...text.toLowerCase().matchAll(/[a-z]+(?:-[a-z]+)?/g)].map((m) => m[0]);

let antonymIndex: { model: LookupModel | undefined; map: Map<string, Set<string>> } | undefined;

/** Opposites by stem: WordNet's antonyms (words and phrases) and the hand-written pairs. */
function antonymsByStem(model: LookupModel | undefined): Map<string, Set<string>> {
  if (antonymIndex !== undefined && antonymIndex.model === model) return antonymIndex.map;
  const map = new Map<string, Set<string>>();
  const link = (a: string, b: string) => {
    if (a === b) return;
    if (!map.has(a)) map.set(a, new Set());
    map.get(a)!.add(b);
  };
  for (const [a, b] of model?.antonymPairs() ?? []) {
    link(stemPhrase(a), stemPhrase(b));
    link(stemPhrase(b), stemPhrase(a));
  }
  for (const [left, right] of OPPOSITE_STEMS) {
    for (const a of left) for (const b of right) {
      link(a, b);
      link(b, a);
    }
  }
  antonymIndex = { model, map };
  return map;
}

/** The stems and stem bigrams of a text ("checked in" gives "check", "in", "check in"). */
const phraseCache = new WeakMap<TextFacts, Set<string>>();

/** `phrases` of a text's facts, computed once per extraction (a text is compared both ways). */
function phrasesOf(facts: TextFacts): Set<string> {
  let found = phraseCache.get(facts);
  if (found === undefined) phraseCache.set(facts, (found = phrases(facts.text)));
  return found;
}

function phrases(text: string): Set<string> {
  const stems = words(text).flatMap((word) => word.split('-')).map(stem);
  const out = new Set(stems);
  for (let i = 0; i + 1 < stems.length; i++) out.add(`${stems[i]} ${stems[i + 1]}`);
  return out;
}

function opposites(want: TextFacts, have: TextFacts, model: LookupModel | undefined): Contradiction[] {
  const index = antonymsByStem(model);
  const mine = phrasesOf(want);
  const theirs = phrasesOf(have);
  let found: Contradiction[] = [];
  for (const phrase of mine) {
    if (theirs.has(phrase)) continue;
    for (const other of index.get(phrase) ?? []) {
      if (prefixed(phrase, other) || prefixed(other, phrase)) continue;
      if (theirs.has(other) && !mine.has(other)) found.push({ kind: 'opposite', expected: phrase, actual: other });
    }
  }
  // Opposites through a synonym: WordNet opposes "arrive" and "leave"; "departure" is near "leave".
  if (found.length === 0 && model !== undefined) {
    // Not auxiliaries: the modal "can" is no tin can to be opened ("can be used" / "use them").
    const plain = (text: string) => words(text).filter((w) => !w.includes('-') && !AUXILIARY_VERBS.has(w));
    const own = new Set(plain(want.text));
    const other = plain(have.text).filter((w) => !own.has(w));
    // Nouns reach their verbs' opposites through WordNet's derivations: "arrival" comes from
    // "arrive", whose opposite "leave" is near "depart", from which "departure" comes.
    const senses = model.senses;
    const family = (word: string) => {
      const lemma = senses?.lemmaOf(word);
      return lemma === undefined ? [word] : [word, lemma, ...senses!.derivedOf(lemma)];
    };
    // Synonyms only: a hypernym ("pull" is a kind of "move") is too loose to carry an opposite over.
    const close = (a: string, b: string) => model.wordSimilarity(a, b) >= 0.75 || (senses?.related(a, b, false) ?? false);
    for (const word of own) {
      if (other.length === 0 || theirs.has(stem(word))) continue;
      const opposites = new Set(family(word).flatMap((form) => model.antonymsOf(form)));
      for (const opposite of opposites) {
        const hit = other.find((w) => !prefixed(w, stem(word)) && !close(word, w) && family(w).some((form) => close(opposite, form)));
        if (hit !== undefined) {
          found.push({ kind: 'opposite', expected: word, actual: hit });
          break;
        }
      }
    }
  }
  if (found.length === 0 && model !== undefined) for (const pair of prefixOpposites(want, have, model)) found.push({ kind: 'opposite', ...pair });
  // An opposite the other text also answers with a synonym of the first word is not a reversal:
  // "send a replacement" / "the order I received ... ship a replacement" still asks to send.
  if (found.length > 0 && model?.senses !== undefined) {
    const senses = model.senses;
    const restated = (word: string, text: string) => {
      const lemma = senses.lemmaOf(word);
      return lemma !== undefined && words(text).some((other) => other !== word && senses.related(lemma, senses.lemmaOf(other) ?? other, false));
    };
    found = found.filter((c) => c.expected.includes(' ') || !restated(c.expected, have.text));
  }
  // A phrase's opposite covers its words' ("check in" / "check out" is one opposite, not "in" / "out" too).
  return found.filter((c) => !found.some((d) => d !== c && d.expected.includes(' ') && d.expected.split(' ').includes(c.expected)));
}

const AUXILIARY_VERBS = new Set(['can', 'will', 'may', 'might', 'must', 'shall', 'should', 'would', 'could', 'do', 'does', 'did', 'be', 'is', 'am', 'are', 'was', 'were', 'been', 'have', 'has', 'had']);

const GENDERED_TITLE = /\b(mr|mrs|ms|miss)\.?\s+([a-z]+)/gi;

/** The same surname under another title: "Mr. Lee" and "Mrs. Lee" are two people. */
function titleChanges(want: TextFacts, have: TextFacts): Contradiction[] {
  const titles = (facts: TextFacts) => new Map([...facts.text.matchAll(GENDERED_TITLE)].map((m) => [m[2]!.toLowerCase(), m[0]] as const));
  const theirs = titles(have);
  const found: Contradiction[] = [];
  for (const [name, written] of titles(want)) {
    const other = theirs.get(name);
    const sex = (title: string) => (/^mr\b/i.test(title) && !/^mrs/i.test(title) ? 'm' : 'f');
    if (other !== undefined && sex(written) !== sex(other)) found.push({ kind: 'name', subtype: 'person', expected: written, actual: other });
  }
  return found;
}

const ROLE_PATTERN = /\bfrom\s+((?:the\s+|my\s+|our\s+)?[a-z0-9' ]+?)\s+(?:to|into|until|till|through|for)\s+((?:the\s+|my\s+|our\s+)?[a-z0-9']+(?:\s+[a-z0-9']+)?)/g;
const LIST_BETWEEN = /^[\s,&]*(and|or|&)?[\s,&]*$/i;
const CLAUSE_JOIN = /\b(and|or|then)\b|[,;]/i;

/**
 * A name of the other text that this text writes capitalised where case says nothing (at its
 * start: "Tom interviews Maya", where "tom" is also a common word): a name here too, for order.
 */
function openingNames(facts: TextFacts, other: TextFacts): Fact[] {
  const found: Fact[] = [];
  for (const fact of other.facts) {
    if (fact.kind !== 'name' || fact.weak === true || fact.greeting === true || facts.facts.some((f) => f.keys.some((k) => fact.keys.includes(k)))) continue;
    const at = facts.text.search(new RegExp(`(?<![\\p{L}])${fact.text.replace(/[^\p{L}]/gu, '')}(?![\\p{L}])`, 'u'));
    if (at >= 0) found.push({ ...fact, start: at });
  }
  return found;
}

/** The same facts or places in other roles: "from A to B" against "from B to A", or names in another order. */
function roleSwaps(want: TextFacts, have: TextFacts): Contradiction[] {
  const found: Contradiction[] = [];
  const clean = (phrase: string) => phrase.replace(/^(the|my|our)\s+/, '').trim();
  const routes = (facts: TextFacts) => [...facts.text.toLowerCase().matchAll(ROLE_PATTERN)].map((m) => [clean(m[1]!), clean(m[2]!)] as const);
  for (const [from, to] of routes(want)) {
    for (const [otherFrom, otherTo] of routes(have)) {
      if (stem(from) === stem(otherTo) && stem(to) === stem(otherFrom) && from !== to) {
        found.push({ kind: 'role', expected: `from ${from} to ${to}`, actual: `from ${otherFrom} to ${otherTo}` });
      }
    }
  }
  // In long texts the order of names says nothing: clauses come in any order ("Raj leads the
  // backend and Sofia the frontend" / "Sofia leads the frontend and Raj the backend").
  if (found.length > 0) return found;
  // A person done to in one text and asked to do it in the other ("Pay Jamal back" / "Ask Jamal to pay me back").
  // Or a doer and a receiver, both pronouns, that trade places ("He will send you the keys" / "you send him the keys").
  const delegated = findDelegatedRole(want, have) ?? findPronounRoleSwap(want.text, have.text);
  if (delegated !== undefined) return [{ kind: 'role', ...delegated }];
  if (isLongPair(want.text, have.text)) {
    // What each name does decides instead ("Lena will book the bus and Omar the lunch").
    const swap = findClauseRoleSwap(want, have);
    return swap === undefined ? [] : [{ kind: 'role', ...swap }];
  }
  const ordered = (facts: TextFacts, other: TextFacts) => [...facts.facts, ...openingNames(facts, other)].filter((f) => f.kind === 'name' || f.kind === 'date').sort((a, b) => a.start - b.start);
  const mine = ordered(want, have);
  const theirs = ordered(have, want);
  for (let i = 0; i < mine.length; i++) {
    for (let j = i + 1; j < mine.length; j++) {
      const [a, b] = [mine[i]!, mine[j]!];
      if (a.kind !== b.kind) continue;
      const x = theirs.findIndex((f) => f.keys.some((k) => a.keys.includes(k)));
      const y = theirs.findIndex((f) => f.keys.some((k) => b.keys.includes(k)));
      if (x < 0 || y < 0 || x < y) continue;
      const listed = (facts: TextFacts, p: Fact, q: Fact) => {
        const [first, second] = p.start < q.start ? [p, q] : [q, p];
        return LIST_BETWEEN.test(facts.text.slice(first.start + first.text.length, second.start).replace(/'s\b/g, ''));
      };
      // Two names in clauses joined by "and" in both texts: the clauses may come in any order
      // ("Email Hannah and call Dad" / "Call Dad and email Hannah").
      const clauses = (facts: TextFacts, p: Fact, q: Fact) => {
        const [first, second] = p.start < q.start ? [p, q] : [q, p];
        return CLAUSE_JOIN.test(facts.text.slice(first.start + first.text.length, second.start));
      };
      if (listed(want, a, b) || listed(have, theirs[y]!, theirs[x]!)) continue;
      if (clauses(want, a, b) && clauses(have, theirs[y]!, theirs[x]!)) continue;
      found.push({ kind: 'role', expected: `${a.text} before ${b.text}`, actual: `${b.text} before ${a.text}` });
    }
  }
  return found;
}
