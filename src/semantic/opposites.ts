/**
 * Opposite actions and states between two texts ("accept" / "decline", "check in" / "check out",
 * "arrival" / "departure"): WordNet's antonyms and the hand-written pairs by stem, then antonyms
 * reached through a synonym or a derivation, then prefixes ("load" / "unload"). An embedding puts
 * opposites close together, so only these rules see them.
 */
import type { Contradiction } from './guard.js';
import { stemAntonymPairs, type AntonymStems } from './antonym-stems.js';
import { findDirectionSlot } from './direction-slots.js';
import type { TextFacts } from './fact-types.js';
import { FUNCTION_WORDS, PARTICLES } from './content-words.js';
import { IRREGULAR_FORMS, OPPOSITES } from './lexicon.js';
import { WORD_FLAGS, type LookupModel } from './lookup-model.js';
import { baseForms, type WordSenses } from './wordnet-senses.js';
import { NEGATING_PREFIX } from './polarity.js';
import { prefixOpposites } from './prefix-opposites.js';
import { hyphenatedWords, stem, stemPhrase, verbStem } from './stems.js';
import { hyphenParts } from './text-tokens.js';
import { recentByObject } from './recent-objects.js';

/** The hand-written opposites of each stem or stemmed phrase ("sign" -> "cancel", "terminat", ...), built once. */
const LISTED_OPPOSITES: ReadonlyMap<string, ReadonlySet<string>> = (() => {
  const map = new Map<string, Set<string>>();
  const link = (a: string, b: string) => {
    if (a !== b) map.set(a, (map.get(a) ?? new Set()).add(b));
  };
  for (const [left, right] of OPPOSITES) {
    for (const a of left.flatMap(inflected)) for (const b of right.flatMap(inflected)) {
      link(a, b);
      link(b, a);
    }
  }
  return map;
})();

/**
 * A listed word or phrase and its regular forms, stemmed: the stemmer gives "agree" and "agreed"
 * different stems ("agre", "agr"), so each form is listed ("agreed" / "refused").
 */
function inflected(entry: string): string[] {
  const [verb, ...rest] = entry.split(' ');
  const base = verb!.endsWith('e') ? verb!.slice(0, -1) : verb!;
  // A verb in a consonant and "y" takes "-ies" and "-ied" ("deny": "denies", "denied").
  const y = /[^aeiou]y$/.test(verb!) ? [`${verb!.slice(0, -1)}ies`, `${verb!.slice(0, -1)}ied`] : [];
  const forms = new Set([verb!, `${verb}s`, `${base}ed`, `${base}ing`, ...y].map((form) => stemPhrase([form, ...rest].join(' '))));
  return [...forms];
}
const NONE: ReadonlySet<string> = new Set();

/** The hand-written opposites of a stem (WordNet's antonyms aside). */
export const listedOpposites = (stemmed: string): ReadonlySet<string> => LISTED_OPPOSITES.get(stemmed) ?? NONE;

/** "unload" against "load": the prefix is a negation, counted once, not also an opposite. */
const prefixed = (a: string, b: string) => {
  const base = a.includes(' ') ? undefined : NEGATING_PREFIX.exec(a)?.[2];
  // The words may be stems already ("disagre" / "agre"), which a second stemming would cut again.
  return base !== undefined && (base === b || stem(base) === b || stem(base) === stem(b));
};

/** Verbs of motion with many senses, which reach opposites only as written, never through a synonym. */
const LIGHT_VERBS = new Set(['go', 'get', 'come']);
const AUXILIARY_VERBS = new Set(['can', 'will', 'may', 'might', 'must', 'shall', 'should', 'would', 'could', 'do', 'does', 'did', 'be', 'is', 'am', 'are', 'was', 'were', 'been', 'have', 'has', 'had']);

/** Opposites by stem: what the opposite checks ask of the index. */
interface StemOpposites {
  get(stemmed: string): ReadonlySet<string> | undefined;
}

let antonymIndex: { model: LookupModel | undefined; index: StemOpposites } | undefined;

/** Opposites by stem: WordNet's antonyms (words and phrases) and the hand-written pairs. */
function antonymsByStem(model: LookupModel | undefined): StemOpposites {
  if (antonymIndex !== undefined && antonymIndex.model === model) return antonymIndex.index;
  const stemmed = model?.antonymStems;
  antonymIndex = { model, index: stemmed === undefined ? indexAntonyms(model) : lazyIndex(stemmed) };
  return antonymIndex.index;
}

/** The whole index at once, from the model's antonym pairs: for a model without a file of stemmed antonyms. */
function indexAntonyms(model: LookupModel | undefined): StemOpposites {
  const map = new Map<string, Set<string>>();
  for (const [a, opposites] of stemAntonymPairs(model?.antonymPairs() ?? [])) map.set(a, new Set(opposites));
  for (const [a, opposites] of LISTED_OPPOSITES) for (const b of opposites) map.set(a, (map.get(a) ?? new Set()).add(b));
  return map;
}

/**
 * The index read from the model's stemmed antonyms, each set made when first asked for: the same
 * sets, in the same order, as the whole index, without stemming every pair at the first pair.
 */
function lazyIndex(stemmed: AntonymStems): StemOpposites {
  const made = new Map<string, ReadonlySet<string>>();
  return {
    get(key) {
      let answer = made.get(key);
      if (answer === undefined) {
        // Most words and pairs of words have no opposite: nothing is kept for them.
        const wordnet = stemmed(key);
        const listed = LISTED_OPPOSITES.get(key);
        if (wordnet === undefined && listed === undefined) return undefined;
        answer = new Set([...(wordnet ?? []), ...(listed ?? [])]);
        made.set(key, answer);
      }
      return answer;
    },
  };
}

/** Particles that open opposite compounds, beside WordNet's antonyms ("in" has none there). */
const OPPOSITE_PARTICLES: ReadonlyMap<string, string> = new Map([
  ['in', 'out'], ['out', 'in'], ['up', 'down'], ['down', 'up'], ['over', 'under'], ['under', 'over'], ['pre', 'post'], ['post', 'pre'],
]);

/**
 * A word of one text and a word of the other made of opposite first parts and one last part, a word
 * of at least four letters ("bound", "stairs"; not the suffix of "cancellation" / "confirmation").
 */
function compoundOpposites(want: TextFacts, have: TextFacts, index: StemOpposites, isWord: (word: string) => boolean): Contradiction[] {
  const mine = hyphenatedWords(want.text).filter((word) => /^[a-z]{6,}$/.test(word));
  const theirs = new Set(hyphenatedWords(have.text).filter((word) => /^[a-z]{6,}$/.test(word)));
  const found: Contradiction[] = [];
  for (const word of mine) {
    if (theirs.has(word)) continue;
    for (const other of theirs) {
      if (mine.includes(other)) continue;
      let shared = 0;
      while (shared < Math.min(word.length, other.length) && word[word.length - 1 - shared] === other[other.length - 1 - shared]) shared++;
      // Every split of the shared ending: "eastbound" / "westbound" share "stbound" but split at "bound".
      for (let tail = shared; tail >= 4; tail--) {
        const [head, otherHead] = [word.slice(0, word.length - tail), other.slice(0, other.length - tail)];
        if (head.length < 2 || otherHead.length < 2 || !isWord(word.slice(word.length - tail))) continue;
        if (OPPOSITE_PARTICLES.get(head) === otherHead || index.get(stem(head))?.has(stem(otherHead))) {
          found.push({ kind: 'opposite', expected: word, actual: other });
          break;
        }
      }
    }
  }
  return found;
}

/**
 * The adjective a comparative or superlative is made from ("warmer" -> "warm", "larger" -> "large",
 * "bigger" -> "big", "earlier" -> "early"), with its ending; undefined for other words ("number").
 */
function graded(word: string, model: LookupModel): { readonly base: string; readonly degree: string } | undefined {
  const degree = /(?:er|est)$/.exec(word)?.[0];
  if (degree === undefined || word.length < degree.length + 3) return undefined;
  const cut = word.slice(0, -degree.length);
  for (const base of [cut, `${cut}e`, cut.replace(/(.)\1$/, '$1'), cut.replace(/i$/, 'y')]) {
    if (base.length >= 3 && (model.flagsOf(base) & WORD_FLAGS.adjective) !== 0) return { base, degree };
  }
  return undefined;
}

/** Comparatives (or superlatives) of two adjectives that WordNet or the list opposes, one in each text. */
function gradedOpposites(want: TextFacts, have: TextFacts, index: StemOpposites, model: LookupModel): Contradiction[] {
  const [mine, theirs] = [hyphenatedWords(want.text), hyphenatedWords(have.text)];
  const found: Contradiction[] = [];
  for (const word of mine) {
    const a = theirs.includes(word) ? undefined : graded(word, model);
    if (a === undefined) continue;
    for (const other of theirs) {
      const b = mine.includes(other) ? undefined : graded(other, model);
      if (b === undefined || b.degree !== a.degree) continue;
      if (model.antonymsOf(a.base).includes(b.base) || index.get(stem(a.base))?.has(stem(b.base)) === true) found.push({ kind: 'opposite', expected: word, actual: other });
    }
  }
  return found;
}

/** The stems and stem bigrams of a text ("checked in" gives "check", "in", "check in"). */
const phraseCache = recentByObject<TextFacts, Set<string>>();

/** `phrases` of a text's facts, computed once per extraction (a text is compared both ways). */
function phrasesOf(facts: TextFacts): Set<string> {
  let found = phraseCache.get(facts);
  if (found === undefined) phraseCache.set(facts, (found = phrases(facts.text)));
  return found;
}

function phrases(text: string): Set<string> {
  const words = hyphenParts(hyphenatedWords(text));
  const stems = words.map(stem);
  const out = new Set(stems);
  for (let i = 0; i + 1 < stems.length; i++) {
    out.add(`${stems[i]} ${stems[i + 1]}`);
    // "went up" is "go up", "took off" is "take off".
    const base = IRREGULAR_FORMS.get(words[i]!);
    if (base !== undefined) out.add(`${stem(base)} ${stems[i + 1]}`);
  }
  // An irregular past form stands for its verb too: "left the house" / "arrived at the house".
  for (const word of words) {
    const base = IRREGULAR_FORMS.get(word);
    if (base !== undefined) out.add(stem(base));
  }
  // A phrasal verb split by its object: "drop the kids off", "pick Sami up" (at most three words
  // between, within one clause: the words come from one run of letters, digits and spaces).
  for (const clause of text.toLowerCase().split(/[^\p{L}\p{N}' -]+/u)) {
    const parts = clause.split(/\s+/).filter((part) => part !== '');
    for (let i = 0; i < parts.length; i++) {
      if (!PARTICLES.has(parts[i]!)) continue;
      for (let verb = Math.max(0, i - 4); verb < i - 1; verb++) {
        // Only a word can head a phrasal verb: "when it runs out" has no "it out".
        if (FUNCTION_WORDS.has(parts[verb]!)) continue;
        const base = IRREGULAR_FORMS.get(parts[verb]!) ?? parts[verb]!;
        out.add(`${stem(base)} ${parts[i]}`);
      }
    }
  }
  return out;
}

const ON_OFF = new Set(['on', 'off']);
/** The parties of the exchanges CONVERSES names, by stem: each is the other side's doer, not its act. */
const CONVERSE_PARTIES = new Set(['buyer', 'seller', 'lender', 'borrower', 'vendor', 'purchaser'].map((word) => stem(word)));
const particlePair = (a: string, b: string): boolean => PARTICLES.has(a) && PARTICLES.has(b) && !(ON_OFF.has(a) && ON_OFF.has(b));

/** Whether a word stands before `particle` in one text's phrases and before `other` in the other's. */
function sameHead(mine: ReadonlySet<string>, particle: string, theirs: ReadonlySet<string>, other: string): boolean {
  for (const phrase of mine) {
    if (!phrase.endsWith(` ${particle}`)) continue;
    if (theirs.has(`${phrase.slice(0, -particle.length)}${other}`)) return true;
  }
  return false;
}

/**
 * Adverbs in -ly whose sense has drifted from their adjective's ("hardly", "shortly", "kindly send"):
 * they do not take its opposites.
 */
const DRIFTED_ADVERBS = new Set(['hardly', 'lately', 'shortly', 'nearly', 'barely', 'really', 'fairly', 'likely', 'presently', 'directly', 'highly', 'largely', 'finally', 'generally', 'kindly', 'actually', 'personally', 'especially', 'possibly', 'probably', 'simply', 'merely', 'scarcely', 'justly', 'dearly', 'roughly', 'pretty', 'early', 'only', 'daily']);

/**
 * The adjectives of a text's adverbs in -ly that have opposites of their own, by stem: "moving
 * slowly" opposes "moving fast" as "slow" does, and "laid horizontally" opposes "laid vertically".
 * WordNet lists the adjectives' antonyms; the adverbs' it lists for few, and not always the same
 * ones ("slowly" opposes "quickly" there, not "fast").
 */
function adverbBases(facts: TextFacts, index: StemOpposites): readonly string[] {
  if (!facts.text.includes('ly')) return [];
  let found = adverbCache.get(facts);
  if (found === undefined) adverbCache.set(facts, (found = readAdverbBases(facts.text, index)));
  return found;
}

const adverbCache = recentByObject<TextFacts, readonly string[]>();

function readAdverbBases(text: string, index: StemOpposites): string[] {
  const found: string[] = [];
  for (const word of text.toLowerCase().match(/(?<![a-z])[a-z]{4,}ly(?![a-z])/g) ?? []) {
    if (DRIFTED_ADVERBS.has(word)) continue;
    const root = word.slice(0, -2);
    // "easily" -> "easy", "gently" -> "gentle", "automatically" -> "automatic", "slowly" -> "slow".
    const bases = word.endsWith('ily') ? [`${word.slice(0, -3)}y`] : /[bpdt]ly$/.test(word) ? [`${word.slice(0, -1)}e`, root] : word.endsWith('ically') ? [word.slice(0, -4), root] : [root];
    const base = bases.map(stem).find((candidate) => index.get(candidate) !== undefined);
    if (base !== undefined) found.push(base);
  }
  return found;
}

/** The opposites `have` takes against `want`, each as the expected and the actual stem or word. */
export function findOpposites(want: TextFacts, have: TextFacts, model: LookupModel | undefined): Contradiction[] {
  const index = antonymsByStem(model);
  const withAdverbs = (facts: TextFacts) => {
    const own = phrasesOf(facts);
    const bases = adverbBases(facts, index);
    return bases.length === 0 ? own : new Set([...own, ...bases]);
  };
  const mine = withAdverbs(want);
  const theirs = withAdverbs(have);
  let found: Contradiction[] = [];
  // A text that holds both sides already ("Pick up the kids and return home") answered by a
  // synonym of one side ("Collect the kids") reverses nothing.
  // The other side must be the text's own word, not shared ("Cancel the hotel booking" / "Confirm
  // the hotel booking"), nor a particle, nor a form of the answer ("reopen" / "open").
  const bothSides = (phrases: ReadonlySet<string>, phrase: string, except: string, others: ReadonlySet<string>) =>
    [...(index.get(phrase) ?? [])].some((other) => other !== except && phrases.has(other) && !others.has(other) && !PARTICLES.has(other) && !FUNCTION_WORDS.has(other) && !other.includes(except));
  for (const phrase of mine) {
    // A word both texts hold reverses nothing, unless the other text holds it only as what its
    // opposite acts on: "Book the slot" / "Cancel the slot booking".
    const shared = theirs.has(phrase);
    if (shared && phrase.includes(' ')) continue;
    for (const other of index.get(phrase) ?? []) {
      if (shared && (!theirs.has(other) || mine.has(other) || !actedOn(want.text, have.text, phrase, other))) continue;
      if (prefixed(phrase, other) || prefixed(other, phrase)) continue;
      // "On" and "off" oppose each other only: WordNet's "off" (a match that is off) leaves "on"
      // an opposite of "cancel", and "on Friday" is no such state.
      if (ON_OFF.has(phrase) !== ON_OFF.has(other)) continue;
      // Nor a letter left of a possessive ("The Mitre's"): a stem of one letter opposes nothing.
      if (other.length < 2 || phrase.length < 2) continue;
      // "Here" stems to "her", as do the pronoun and "herring": only "here" opposes "there".
      if ((phrase === 'her' && !/\bhere\b/i.test(want.text)) || (other === 'her' && !/\bhere\b/i.test(have.text))) continue;
      // Nor an auxiliary: the modal "can" is no "fire" ("Do you offer hires?" / "Can I rent a car?").
      if (AUXILIARY_VERBS.has(other) || AUXILIARY_VERBS.has(phrase)) continue;
      // Nor one party's name against the other party's verb: "find a buyer" is "sell".
      if (CONVERSE_PARTIES.has(phrase) !== CONVERSE_PARTIES.has(other)) continue;
      // A text holding the noun of the opposite holds the opposite: "before renewal" / "before it renews".
      // The word both hold may be what this text's word acts on, as above the other way round:
      // "Cancel the court booking" / "Book the court".
      if (theirs.has(other) && (!mine.has(other) || (!theirs.has(phrase) && onlyAsNoun(want.text, other) && actedOn(have.text, want.text, other, phrase))) && !mine.has(`${other}al`) && !bothSides(mine, phrase, other, theirs) && !bothSides(theirs, other, phrase, mine)) found.push({ kind: 'opposite', expected: phrase, actual: other });
    }
  }
  // Closed compounds whose first parts are opposites: "northbound" / "southbound", "inbound" /
  // "outbound", "overpaid" / "underpaid".
  if (found.length === 0 && model !== undefined) found = compoundOpposites(want, have, index, (word) => model.rowOf(word) !== undefined);
  // Comparatives and superlatives of opposite adjectives: "warmer" / "cooler", "earliest" / "latest".
  if (found.length === 0 && model !== undefined) found = gradedOpposites(want, have, index, model);
  // Opposites through a synonym: WordNet opposes "arrive" and "leave"; "departure" is near "leave".
  if (found.length === 0 && model !== undefined) {
    // Not auxiliaries: the modal "can" is no tin can to be opened ("can be used" / "use them").
    // Nor the "well" of "as well", which means "too" ("Do you groom cats as well?").
    // Nor a letter left of a possessive, which WordNet reads as a compass point or a second ("Bay's" / "north").
    const plain = (text: string) => hyphenatedWords(text.replace(/\bas well\b/gi, 'as')).filter((w) => w.length > 1 && !w.includes('-') && !AUXILIARY_VERBS.has(w));
    const own = new Set(plain(want.text));
    const other = plain(have.text).filter((w) => !own.has(w));
    // Nouns reach their verbs' opposites through WordNet's derivations: "arrival" comes from
    // "arrive", whose opposite "leave" is near "depart", from which "departure" comes.
    const senses = model.senses;
    // Asked again for each opposite of each word: each word's family is found once per pair.
    const families = new Map<string, readonly string[]>();
    const family = (word: string): readonly string[] => {
      let forms = families.get(word);
      if (forms === undefined) {
        const lemma = senses?.lemmaOf(word);
        forms = lemma === undefined ? [word] : [word, lemma, ...senses!.derivedOf(lemma)];
        families.set(word, forms);
      }
      return forms;
    };
    // Synonyms only: a hypernym ("pull" is a kind of "move") is too loose to carry an opposite over.
    const close = (a: string, b: string) => model.wordSimilarity(a, b) >= 0.75 || (senses?.related(a, b, false) ?? false);
    // Nor a word that is a kind of the first, or the first a kind of it: "tug" is to pull hard, though
    // one of its senses ("push" on towards a goal) is near "push", the opposite of "pull".
    const kin = (a: string, b: string) => senses !== undefined && senses.related(senses.lemmaOf(a) ?? a, senses.lemmaOf(b) ?? b, true);
    // Not the light verbs, whose senses cover each other's ("got" is near "go", the opposite of "come").
    const light = (word: string) => LIGHT_VERBS.has(senses?.lemmaOf(word) ?? word) || LIGHT_VERBS.has(IRREGULAR_FORMS.get(word) ?? word);
    // Nor a doer named after the verb: the "movers" are people, whom the verb's opposites do not oppose.
    const doer = (word: string) => {
      const lemma = senses?.lemmaOf(word) ?? word;
      return /[^e]er$/.test(lemma) && (senses?.derivedOf(lemma) ?? []).some((form) => form === lemma.slice(0, -1) || form === lemma.slice(0, -2));
    };
    for (const word of own) {
      if (other.length === 0 || theirs.has(stem(word)) || light(word) || doer(word)) continue;
      const opposites = new Set(family(word).flatMap((form) => model.antonymsOf(form)));
      for (const opposite of opposites) {
        const hit = other.find((w) => !light(w) && !prefixed(w, stem(word)) && !close(word, w) && !kin(word, w) && family(w).some((form) => close(opposite, form)));
        if (hit !== undefined) {
          found.push({ kind: 'opposite', expected: word, actual: hit });
          break;
        }
      }
    }
  }
  if (found.length === 0 && model !== undefined) for (const pair of prefixOpposites(want, have, model)) found.push({ kind: 'opposite', ...pair });
  // Small words of direction, reversed in the one slot where the texts differ ("to" / "from").
  if (found.length === 0) {
    const slot = findDirectionSlot(want.text, have.text);
    if (slot !== undefined) found.push({ kind: 'opposite', ...slot });
  }
  // An opposite the other text also answers with a synonym of the first word is not a reversal:
  // "send a replacement" / "the order I received ... ship a replacement" still asks to send.
  if (found.length > 0 && model?.senses !== undefined) {
    const senses = model.senses;
    const restated = (word: string, text: string) => {
      const lemma = senses.lemmaOf(word);
      return lemma !== undefined && hyphenatedWords(text).some((other) => other !== word && senses.related(lemma, senses.lemmaOf(other) ?? other, false));
    };
    found = found.filter((c) => c.expected.includes(' ') || !restated(c.expected, have.text));
  }
  // Two particles are opposite only after the same word: "turn the heat up" / "turn the heat down",
  // not "sign up for the rota" / "put my name down on the rota", "visit on Elm Street" / "come out"
  // (each ends a different phrase). "On" and "off" say a state after any verb ("leave the lights
  // on" / "turn the lights off").
  found = found.filter((c) => !particlePair(c.expected, c.actual ?? '') || sameHead(mine, c.expected, theirs, c.actual!));
  // "On" and "off" before a place name a position, not a state: "entrance off the A38" / "on the A38",
  // "drop-off point ... Kingsway" / "on Kingsway".
  if (found.length > 0) found = found.filter((c) => !(ON_OFF.has(c.expected) && ON_OFF.has(c.actual ?? '') && (placing(want.text, c.expected) || placing(have.text, c.actual!))));
  // Nor is "off" after an amount a state: "10% off your next repair" is a discount on it.
  if (found.length > 0) found = found.filter((c) => !(ON_OFF.has(c.expected) && ON_OFF.has(c.actual ?? '') && (discounting(want.text, c.expected) || discounting(have.text, c.actual!))));
  // Nor does "on" before a day or a date answer the "off" of a listed action: "cancel the practice on
  // Thursday" / "call off Thursday's practice" ("Aisha is off Monday" / "won't be in on Monday" still does).
  const onDayAgainstAction = (c: Contradiction) =>
    c.expected === 'on' ? onlyOnDays(want.text) && listedWithParticle(theirs, 'off') : c.actual === 'on' && onlyOnDays(have.text) && listedWithParticle(mine, 'off');
  if (found.length > 0) found = found.filter((c) => !(ON_OFF.has(c.expected) && ON_OFF.has(c.actual ?? '') && onDayAgainstAction(c)));
  // A verb that heads a phrasal verb means the phrase, not the verb alone: "before it runs out" /
  // "before it expires" ("run out" is "expire"), "coming round at noon" / "go through the
  // inventory" (two phrasal verbs with their own particles).
  if (found.length > 0 && model?.senses !== undefined) {
    const senses = model.senses;
    found = found.filter((c) => {
      if (c.actual === undefined || c.expected.includes(' ') || c.actual.includes(' ')) return true;
      const [mine, theirs] = [phrasalVerb(want.text, c.expected, senses), phrasalVerb(have.text, c.actual, senses)];
      if (mine !== undefined && theirs !== undefined) return mine.particle === theirs.particle;
      if (mine === undefined && theirs === undefined) return true;
      // One phrasal verb against a plain verb: no reversal when the phrase means that verb.
      const plain = mine !== undefined ? verbOf(have.text, c.actual, senses) : verbOf(want.text, c.expected, senses);
      return plain === undefined || !senses.related((mine ?? theirs)!.phrase, plain, false);
    });
  }
  // Two verbs of one exchange said from its two sides, each by its own party: "Dad's lending me his
  // car" / "I'm borrowing Dad's car", "we're selling the boat to Ana" / "Ana is buying our boat".
  if (found.length > 0) found = found.filter((c) => !conversely(c, want.text, have.text));
  // A thing left somewhere stays there ("phones must be left in the green room" / "must stay in the
  // green room"), and a person running late is late, not running ("running 15 minutes late" /
  // "going to be 15 minutes late").
  if (found.length > 0) found = found.filter((c) => !idiomatic(want.text, c.expected) && !idiomatic(have.text, c.actual ?? ''));
  // A side a text names only to set it aside states the other: "in the church hall instead of
  // outside" is indoors.
  if (found.length > 0) found = found.filter((c) => !namedOnlyToSetAside(want.text, c.expected) && !namedOnlyToSetAside(have.text, c.actual ?? ''));
  // A phrase's opposite covers its words' ("check in" / "check out" is one opposite, not "in" / "out" too).
  return found.filter((c) => !found.some((d) => d !== c && d.expected.includes(' ') && d.expected.split(' ').includes(c.expected)));
}

/** Words after which a word is a verb, not a noun: "and book", "to book", "we book". */
const BEFORE_A_VERB = new Set([...AUXILIARY_VERBS, 'to', 'and', 'or', 'then', 'not', 'please', 'also', 'just', 'i', 'we', 'you', 'they', 'he', 'she', 'it', 'll', 're', 'm', 've', 'd']);

/**
 * Whether every use of the stem `word` in a text is a noun after its opposite, in one clause: the
 * thing that verb acts on. "Cancel the 6am ice slot booking" holds no "book" against "Book the 6am
 * ice slot"; "cancel it and book again" does.
 */
function objectOfOpposite(text: string, word: string, opposite: string, verbs: ReadonlySet<string>): boolean {
  let seen = false;
  for (const tokens of clauseTokens(text)) {
    let verb = false;
    for (let i = 0; i < tokens.length; i++) {
      const stemmed = verbStem(tokens[i]!);
      if (stemmed === opposite) verb = true;
      else if (stemmed === word) {
        // A noun made of the verb ("booking"), or the verb's own word ("the order" / "order filters"),
        // not another word of the stem ("annual leave" / "has left").
        if (!verb || BEFORE_A_VERB.has(tokens[i - 1]!) || !(verbs.has(tokens[i]!) || /ings?$/.test(tokens[i]!))) return false;
        seen = true;
      }
    }
  }
  return seen;
}

/**
 * Whether `want` uses a word as a verb and `have` only as the thing the word's opposite, a verb there,
 * acts on: "Book the slot" / "Cancel the slot booking". Words of letters only, neither a particle
 * nor a function word ("is on leave" / "is off on leave" reverses nothing).
 */
function actedOn(want: string, have: string, word: string, opposite: string): boolean {
  if (!/^\p{L}{3,}$/u.test(word) || !/^\p{L}{3,}$/u.test(opposite) || PARTICLES.has(word) || PARTICLES.has(opposite) || FUNCTION_WORDS.has(word) || FUNCTION_WORDS.has(opposite)) return false;
  const verbs = verbUses(want, word);
  return verbs.size > 0 && verbUses(have, opposite).size > 0 && objectOfOpposite(have, word, opposite, verbs);
}

/** Whether a text writes a stem only as a noun in -ing ("the court booking"), never as the verb. */
const onlyAsNoun = (text: string, word: string): boolean => {
  const uses = clauseTokens(text).flat().filter((token) => verbStem(token) === word);
  return uses.length > 0 && uses.every((token) => /ings?$/.test(token));
};

/** The words of each clause of a text, in lower case. */
const clauseTokens = (text: string): string[][] => text.toLowerCase().split(/[^\p{L}\p{N}' -]+/u).map((clause) => clause.split(/[\s'-]+/).filter((token) => token !== ''));

/** The words of stem `word` a text uses as verbs: first in a clause, or after "to", "and", a pronoun, an auxiliary. */
const verbUses = (text: string, word: string): Set<string> =>
  new Set(clauseTokens(text).flatMap((tokens) => tokens.filter((token, i) => verbStem(token) === word && (i === 0 || BEFORE_A_VERB.has(tokens[i - 1]!)))));

/** Whether every "off" of a text takes an amount off a price: "10% off", "£5 off", "half price off". */
function discounting(text: string, particle: string): boolean {
  if (particle !== 'off') return false;
  const uses = [...text.matchAll(/(\S*)\s+off\b/gi)];
  return uses.length > 0 && uses.every((m) => /(?:%|\d|percent|half|price)$/i.test(m[1]!));
}

/**
 * Whether a text uses the word an opposite names in a sense that opposes nothing: a passive "left",
 * "running late", a stay that is a visit ("our stay"), a day that is an occasion ("moving day"), a
 * thing for sale.
 */
function idiomatic(text: string, word: string): boolean {
  if (word === 'stay') {
    const uses = [...text.matchAll(/(\S*)\s*\bstay(?:s|ed|ing)?\b/gi)];
    return uses.length > 0 && uses.every((m) => /^(?:our|your|my|his|her|their|the|a|this|next|last|whole|short|overnight|long)$/i.test(m[1]!) && /stay$/i.test(m[0]));
  }
  if (word === 'day') {
    const uses = [...text.matchAll(/(\S*)\s*\bday\b/gi)];
    return uses.length > 0 && uses.every((m) => /\p{L}ing$/iu.test(m[1]!));
  }
  // A thing "for sale" or "on sale" is one to buy ("Horse for sale" / "available to buy").
  if (word === 'sal' || word === 'sale') {
    const uses = [...text.matchAll(/(\S*)\s*\bsales?\b/gi)];
    return uses.length > 0 && uses.every((m) => /^(?:for|on)$/i.test(m[1]!));
  }
  if (word === 'leav' || word === 'left') return /\b(?:be|been|being|is|are|was|were|get|gets|got)\s+left\b|\bleav(?:e|es|ing)\s+(?:us\s+|me\s+)?(?:a|an|some|feedback)\b/i.test(text);
  // "The till" is a cash register, and to "look after" a thing is to mind it: no time is ordered.
  if (word === 'till') {
    const uses = [...text.matchAll(/(\S*)\s*\btill\b/gi)];
    return uses.length > 0 && uses.every((m) => /^(?:the|a|our|your|my|his|her|their|this|that)$/i.test(m[1]!));
  }
  if (word === 'after') {
    const uses = [...text.matchAll(/(\S*)\s*\bafter\b/gi)];
    return uses.length > 0 && uses.every((m) => /^(?:look|looks|looked|looking|care|cared|caring|take|takes|took|taking)$/i.test(m[1]!));
  }
  if (word === 'run' || word === 'running') return /\brunning\s+(?:(?:about|around|roughly|approximately|a\s+bit|a\s+little|slightly|\d+|[a-z]+)\s+){0,3}(?:minutes?\s+|mins?\s+)?(?:late|behind)\b/i.test(text);
  return false;
}

/**
 * Whether every use of a word in a text follows "instead of" or "rather than": the text sets it
 * aside. (polarity.ts reads the same phrases as a denial, against a text that says "not".)
 */
function namedOnlyToSetAside(text: string, word: string): boolean {
  if (word.length < 3 || !/\b(?:instead of|rather than)\s/i.test(text)) return false;
  const uses = [...text.matchAll(new RegExp(`(\\S+\\s+\\S+\\s+)?(?:(?:the|a|an|being)\\s+)?\\b${word.replace(/[^\p{L} ]/gu, '')}`, 'giu'))];
  return uses.length > 0 && uses.every((m) => /^(?:instead of|rather than)\s+$/i.test(m[1] ?? ''));
}

/** Whether a word of a text is the one an opposite names (as written, or by its stem or its irregular base's). */
export const namesOpposite = (word: string, named: string): boolean => word === named || stem(word) === named || verbStem(word) === named;

/** A verb's possible base forms ("coming" -> "come", "runs" -> "run", "went" -> "go"); WordNet's lemma may be the noun ("coming"). */
const verbBases = (word: string, senses: WordSenses): string[] =>
  [IRREGULAR_FORMS.get(word), senses.lemmaOf(word), ...baseForms(word)].filter((base): base is string => base !== undefined);

/** The word of `text` an opposite names, as WordNet's lemma. */
function verbOf(text: string, named: string, senses: WordSenses): string | undefined {
  const word = hyphenatedWords(text).find((w) => namesOpposite(w, named));
  return word === undefined ? undefined : (senses.lemmaOf(word) ?? IRREGULAR_FORMS.get(word) ?? word);
}

/** The phrasal verb the named word of `text` heads there ("runs out" -> "run out"), if WordNet lists it. */
function phrasalVerb(text: string, named: string, senses: WordSenses): { phrase: string; particle: string } | undefined {
  const words = hyphenatedWords(text);
  for (let i = 0; i + 1 < words.length; i++) {
    const word = words[i]!;
    const particle = words[i + 1]!;
    if (!namesOpposite(word, named) || (!PARTICLES.has(particle) && particle !== 'round')) continue;
    const base = verbBases(word, senses).find((form) => senses.hasPhrase(`${form} ${particle}`));
    if (base !== undefined) return { phrase: `${base} ${particle}`, particle };
  }
  return undefined;
}

/** Verbs that name one exchange from its two sides, by stem. */
const CONVERSES = new Map([['lend', 'borrow'], ['sell', 'buy']].flatMap(([a, b]) => [[stem(a!), stem(b!)], [stem(b!), stem(a!)]] as const));
const SUBJECT_CASE = new Map([['me', 'i'], ['us', 'we'], ['him', 'he'], ['her', 'she'], ['them', 'they']]);
const BEFORE_VERB = new Set([...AUXILIARY_VERBS, 'll', 're', 'm', 's', 've', 'd', 'not', 'still', 'just', 'also', 'happily', 'gladly', 'already', 'probably', 'to', 'need', 'needs', 'want', 'wants', 'like', 'going']);

/** The party that does the verb of stem `verb` in `text`: the word before it, past auxiliaries ("Dad's lending" -> "dad"). */
function doerOf(text: string, verb: string): string | undefined {
  const tokens = text.toLowerCase().match(/[\p{L}\d]+|[^\s\p{L}\d']/gu) ?? [];
  const at = tokens.findIndex((token) => verbStem(token) === verb);
  let k = at - 1;
  while (k >= 0 && BEFORE_VERB.has(tokens[k]!)) k--;
  const doer = tokens[k];
  if (at < 0 || doer === undefined || !/^\p{L}/u.test(doer) || (FUNCTION_WORDS.has(doer) && !/^(i|we|you|he|she|they)$/.test(doer))) return undefined;
  return SUBJECT_CASE.get(doer) ?? doer;
}

/** Whether an opposite is one exchange told by each of its parties: both texts name who acts, and the two differ. */
function conversely(c: Contradiction, want: string, have: string): boolean {
  const [a, b] = [verbStem(c.expected), verbStem(c.actual ?? '')];
  if (CONVERSES.get(a) !== b) return false;
  const [mine, theirs] = [doerOf(want, a), doerOf(have, b)];
  if (mine !== undefined && theirs !== undefined && mine !== theirs) return true;
  // Or who receives in one text does in the other: "Can anyone lend me a ladder?" / "I need to
  // borrow a ladder" (whoever lends, the speaker borrows).
  return receiverOf(want, a) === (theirs ?? '') || receiverOf(have, b) === (mine ?? '');
}

/** The party that "lend" or "sell" hands to, when a pronoun follows the verb ("lend me" -> "i"). */
function receiverOf(text: string, verb: string): string | undefined {
  if (verb !== stem('lend') && verb !== stem('sell')) return undefined;
  const tokens = text.toLowerCase().match(/[\p{L}\d]+|[^\s\p{L}\d']/gu) ?? [];
  const at = tokens.findIndex((token) => verbStem(token) === verb);
  return at < 0 ? undefined : SUBJECT_CASE.get(tokens[at + 1] ?? '');
}

const WHEN_WORD = /^(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|january|february|march|april|may|june|july|august|september|october|november|december)\b/i;

/** Whether a text's phrases hold a listed opposite that ends with `particle` ("call off", "drop off"). */
function listedWithParticle(phrases: ReadonlySet<string>, particle: string): boolean {
  for (const phrase of phrases) if (phrase.endsWith(` ${particle}`) && LISTED_OPPOSITES.has(phrase)) return true;
  return false;
}

/** Whether every "on" of a text stands before a day, a month or a date ("on Thursday", "on the 5th", "on 3 May"). */
function onlyOnDays(text: string): boolean {
  const uses = [...text.matchAll(/\bon\b(?:\s+(?:the\s+)?(\S+))?/gi)];
  return uses.length > 0 && uses.every((m) => WHEN_WORD.test(m[1] ?? '') || /^\d/.test(m[1] ?? '') || /^(?:today|tomorrow|weekdays|weekends)\b/i.test(m[1] ?? ''));
}

/** Whether every "on" or "off" of a text is a preposition before a place ("off the A38", "on Kingsway") or ends a compound noun ("drop-off"). */
function placing(text: string, particle: string): boolean {
  const uses = [...text.matchAll(new RegExp(`(-?)\\b${particle}\\b(?:\\s+(?:the\\s+)?(\\S+))?`, 'gi'))];
  return uses.length > 0 && uses.every((m) => m[1] === '-' || (/^(?:\p{Lu}\p{Ll}|[A-Z]{1,2}-?\d)/u.test(m[2] ?? '') && !WHEN_WORD.test(m[2]!)));
}
