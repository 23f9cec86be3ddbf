/**
 * Content-word alignment: each content word of one text is matched to the most similar word of
 * the other (same stem, or close word vectors). What stays unmatched is what changed: a dropped
 * task ("Buy milk and eggs" / "Buy milk"), a different object ("oat milk" / "almond milk").
 */
import type { TextFacts } from './fact-types.js';
import { stem } from './stems.js';
import { WORD_FLAGS, type LookupModel } from './lookup-model.js';
import { inTable, sameAction, TABLE_PHRASES } from './paraphrases.js';

/** Function words, courtesy and filler: they carry no task of their own. */
export const FUNCTION_WORDS = new Set(
  `a an the this that these those my your our their his her its some any all each every no not never none
  i you we they he she it me us them him what where when who whom whose how why which there here
  and or but so if then than because as at by for from in into of off on onto out over to up with
  about after before during until till via within without per re fw fwd down through across along
  am is are was were be been being do does did done have has had will would shall should can could
  may might must let lets please kindly hi hello hey dear thanks thank thx cheers regards best greetings
  ok okay sure sorry just also too very really quite still again now then soon maybe lot lots bit
  gonna want wants need needs able s t ll ve re d m hope regarding concerning
  nobody nothing noone anyone anybody anything someone somebody something everyone everybody everything
  one longer anymore yet apologies while whilst though although whereas`.split(/\s+/),
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

/**
 * Courtesy and hedging phrases: they soften a request without changing it ("call me when you get
 * a chance" = "call me"). Their words are left out of the alignment; facts inside them still count.
 */
const COURTESY = new RegExp(
  [
    'when(?:ever)? you (?:get|have) a (?:chance|moment|minute|sec(?:ond)?)',
    'when(?:ever)? you can',
    'if (?:at all )?possible',
    'if you (?:do not|don\'t) mind',
    'at your (?:earliest )?convenience',
    '(?:would|do) you mind',
    'i (?:just )?wanted to (?:let you know|say|remind you)',
    'just a (?:quick )?(?:note|reminder|heads up)',
    '(?:a )?quick (?:note|reminder)',
    '(?:a )?(?:kind|friendly|gentle) reminder',
    // A reminder that introduces what it reminds of ("Reminder: ...", "reminder that ...").
    'reminder(?=:| that\\b)',
    'sorry to (?:bother|trouble|disturb) you(?:,? but)?',
    'i (?:was|am) wondering if',
    'i would (?:like|love) (?:you )?to',
    'i\'d (?:like|love) (?:you )?to',
    '(?:thanks|thank you) (?:so|very) much',
    '(?:thanks|thank you) in advance',
    'have a (?:good|great|nice|lovely) (?:day|one|weekend|evening)',
    'hope you are (?:well|doing well)',
    'hope (?:all is|this finds you) well',
    '(?:best|kind|warm) (?:regards|wishes)',
  ].join('|'),
  'giu',
);

/** Particles that make a phrasal verb with the word before them ("pick up", "hand in", "send back"). */
const PARTICLES = new Set(['up', 'out', 'in', 'off', 'back', 'over', 'down', 'away', 'on', 'into', 'through', 'ahead', 'along', 'around']);
const OBJECT_PRONOUNS = new Set(['it', 'them', 'him', 'her', 'me', 'us', 'you', 'this', 'that']);

/**
 * The content words of a text: not function words, not inside a fact (names, numbers, times,
 * dates). A verb and its particle that WordNet lists as one lemma ("pick up", "sign up", "hand
 * in", "go over") are one unit, so "pick up" can be matched with "collect" and not left as "pick".
 */
export function contentWords(facts: TextFacts, model?: LookupModel): string[] {
  const out: string[] = [];
  let text = facts.text;
  if (COURTESY.test(text)) text = text.replace(COURTESY, (phrase) => ' '.repeat(phrase.length));
  COURTESY.lastIndex = 0;
  // "O'Hare", "D'Angelo": one letter and an apostrophe before a capital are one name ("OHare").
  const tokens = [...text.matchAll(/\p{L}'\p{Lu}\p{L}*|\p{L}+/gu)];
  const lowered = tokens.map((t) => plain(t[0]));
  for (let i = 0; i < tokens.length; i++) {
    const match = tokens[i]!;
    // Names stay content words ("Tom" must be found in the other text); whom a message greets does not.
    if (facts.taken[match.index] === 1 && !facts.facts.some((f) => f.kind === 'name' && f.start === match.index && f.greeting !== true)) continue;
    const word = plain(match[0]);
    if (FUNCTION_WORDS.has(word) && !TABLE_PHRASES.has(word)) continue;
    const senses = model?.senses;
    const lemma = senses?.lemmaOf(word) ?? word;
    const tabled = tablePhrase(lowered, i, lemma, (k) => tokens[k] !== undefined && facts.taken[tokens[k]!.index] !== 1);
    if (tabled !== undefined) {
      out.push(tabled.phrase);
      i += tabled.length - 1;
      continue;
    }
    if (FUNCTION_WORDS.has(word) || /^\d+$/.test(word)) continue;
    const at = (k: number) => (tokens[k] === undefined || facts.taken[tokens[k]!.index] === 1 ? undefined : plain(tokens[k]![0]));
    // "send back", "send it back", and WordNet's compounds ("coffee shop", "post office").
    const skip = OBJECT_PRONOUNS.has(at(i + 1) ?? '') ? 1 : 0;
    const next = at(i + 1 + skip);
    const phrase = next !== undefined && senses !== undefined && (PARTICLES.has(next) || (skip === 0 && !FUNCTION_WORDS.has(next)));
    if (phrase && senses.hasPhrase(`${lemma} ${next}`)) {
      out.push(`${word} ${next}`);
      i += 1 + skip;
      continue;
    }
    out.push(word);
  }
  return out;
}

/**
 * A phrase of the paraphrase table starting at token `i` ("get rid of", "take a look at", "pick it
 * up"): its words as written from the base form of the first, and how many tokens it spans.
 */
function tablePhrase(tokens: readonly string[], i: number, lemma: string, free: (k: number) => boolean): { phrase: string; length: number } | undefined {
  const candidates = TABLE_PHRASES.get(lemma) ?? TABLE_PHRASES.get(tokens[i]!);
  if (candidates === undefined) return undefined;
  for (const phrase of candidates) {
    const rest = phrase.split(' ').slice(1);
    // A pronoun object may stand inside a two-word phrasal verb ("pick it up", "hand them in").
    for (const gap of rest.length === 1 ? [0, 1] : [0]) {
      if (gap === 1 && !OBJECT_PRONOUNS.has(tokens[i + 1] ?? '')) continue;
      if (rest.every((word, k) => tokens[i + 1 + gap + k] === word && free(i + 1 + gap + k))) return { phrase, length: 1 + gap + rest.length };
    }
  }
  return undefined;
}

const plain = (word: string) => word.toLowerCase().normalize('NFKD').replace(/\p{Mn}|'/gu, '');

/** The WordNet lemma of a word or phrasal unit ("picked up" -> "pick up"). */
function lemmaOf(model: LookupModel, unit: string): string | undefined {
  const senses = model.senses;
  if (senses === undefined) return undefined;
  const space = unit.indexOf(' ');
  if (space < 0) return senses.lemmaOf(unit);
  return `${senses.lemmaOf(unit.slice(0, space)) ?? unit.slice(0, space)}${unit.slice(space)}`;
}

/** Two nouns related by their vectors alone, with no WordNet link, must be this close to count as one thing. */
export const VECTOR_ONLY_NOUN_MATCH = 0.8;

function similarity(model: LookupModel, a: string, b: string, nounCheck = true): number {
  if (a === b || stem(a) === stem(b)) return 1;
  const x = lemmaOf(model, a);
  const y = lemmaOf(model, b);
  if (sameAction(x ?? a, y ?? b) || sameAction(a, b)) return 1;
  const nouns = nounCheck && !a.includes(' ') && !b.includes(' ') && (isNoun(model, x ?? a) || isNoun(model, a)) && (isNoun(model, y ?? b) || isNoun(model, b));
  if (x !== undefined && y !== undefined && x === y) return 1;
  if (x !== undefined && y !== undefined && model.senses!.related(x, y, false)) return 1;
  if (x !== undefined && y !== undefined && model.senses!.related(x, y)) {
    // A noun one step up WordNet's hierarchy is a paraphrase ("conference" / "meeting") when the
    // vectors agree; otherwise it is often a sibling or a narrower thing ("jacket" / "coat").
    // A word without a vector ("houseplants") cannot disagree: WordNet's link stands.
    if (!nouns || model.flagsOf(a) === 0 || model.flagsOf(b) === 0 || model.wordSimilarity(a, b) >= WORD_MATCH) return 1;
    return Math.min(model.wordSimilarity(a, b), OBJECT_SIBLING);
  }
  // Words of one family: "celebration" / "celebrate", "dentist" / "dental", "leaking" / "leaky".
  // Not two compounds that share a first word ("birthday card" / "birthday cake").
  if (!(a.includes(' ') && b.includes(' ')) && commonPrefix(a, b) >= Math.max(5, Math.min(a.length, b.length) - 3)) return 1;
  if (x !== undefined && y !== undefined && (model.senses!.derivedOf(x).includes(y) || model.senses!.derivedOf(y).includes(x))) return 1;
  // A compound names a kind of its last part ("houseplants" / "plants", "checkup" / "check").
  if ((a.length > b.length + 2 && a.endsWith(b)) || (b.length > a.length + 2 && b.endsWith(a))) return WORD_MATCH;
  if (!a.includes(' ') && !b.includes(' ')) {
    // Nouns are compared in their base forms too: plural vectors sit closer ("peaches" / "plums").
    const value = nouns && x !== undefined && y !== undefined ? Math.min(model.wordSimilarity(a, b), model.wordSimilarity(x, y)) : model.wordSimilarity(a, b);
    // Counter-fitted vectors put kinds of one thing close ("apples" / "oranges" 0.78, "laptop" /
    // "notebook" 0.57); for two nouns with no WordNet link only a near-synonym's score counts.
    return nouns && value < VECTOR_ONLY_NOUN_MATCH ? Math.min(value, OBJECT_SIBLING) : value;
  }
  // A unit WordNet does not relate falls back to its head's vector: the verb of a phrasal verb
  // ("clean up" / "tidy"), the last noun of a compound ("birthday card" / "birthday cake").
  const [headA, headB] = [headOf(a), headOf(b)];
  // Same head, so the modifiers decide: "volleyball game" / "hockey game".
  if (headA === headB && a.includes(' ') && b.includes(' ')) return model.wordSimilarity(a.split(' ')[0]!, b.split(' ')[0]!);
  return model.wordSimilarity(headA, headB);
}

/** Two words of which one stands as a verb: the noun check does not apply ("buy" / "get"). */
function verbSimilarity(model: LookupModel, a: string, b: string): number {
  return similarity(model, a, b, false);
}

/** Below the judge's object-change cut-off: a sibling noun is another thing. */
const OBJECT_SIBLING = 0.3;

function isNoun(model: LookupModel, word: string): boolean {
  const flags = model.flagsOf(word) || model.flagsOf(word.replace(/s$/, ''));
  // A plural outside the flagged vocabulary whose singular WordNet knows ("sneakers") is a noun.
  if (flags === 0) return word.endsWith('s') && (model.senses?.lemmaOf(word) ?? word) !== word;
  return (flags & WORD_FLAGS.noun) !== 0;
}

function commonPrefix(a: string, b: string): number {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i;
}

/** The word that carries a unit's meaning: the verb before a particle, else the last word. */
function headOf(unit: string): string {
  const parts = unit.split(' ');
  return parts.length > 1 && PARTICLES.has(parts[parts.length - 1]!) ? parts[0]! : parts[parts.length - 1]!;
}

/** Matches each side's content words against the other's. */
export function alignWords(
  model: LookupModel,
  expected: readonly string[],
  actual: readonly string[],
  equivalents: readonly (readonly [string, string])[] = [],
  verbs: ReadonlySet<string> = new Set(),
): Alignment {
  const same = new Set(equivalents.flatMap(([a, b]) => [`${a}|${b}`, `${b}|${a}`]));
  const verbish = (word: string) => verbs.has(word) && (model.flagsOf(lemmaOf(model, word) ?? word) & WORD_FLAGS.verb) !== 0;
  // A compound on one side whose head stands alone on the other is compared word by word, so
  // "piano lesson" / "guitar lesson" compares "piano" with "guitar" instead of matching on "lesson".
  const split = (from: readonly string[], to: readonly string[]) =>
    from.flatMap((unit) => {
      if (!unit.includes(' ') || to.includes(unit) || inTable(unit)) return [unit];
      const parts = unit.split(' ');
      const head = parts[parts.length - 1]!;
      if (PARTICLES.has(head) || !to.some((word) => word === head || word.endsWith(` ${head}`))) return [unit];
      return parts;
    });
  [expected, actual] = [split(expected, actual), split(actual, expected)];
  const joined = (list: readonly string[]) => new Set(list.slice(1).map((word, i) => list[i] + word));
  const best = (word: string, others: readonly string[], compounds: ReadonlySet<string>): WordMatch => {
    if (compounds.has(word)) return { word, match: word, similarity: 1 };
    let top: WordMatch = { word, similarity: 0 };
    for (const other of others) {
      const value = verbish(word) && verbish(other) && !word.includes(' ') && !other.includes(' ') && !same.has(`${stem(word)}|${stem(other)}`)
        ? verbSimilarity(model, word, other)
        : same.has(`${stem(word)}|${stem(other)}`) || same.has(`${stem(headOf(word))}|${stem(headOf(other))}`) ? 1 : similarity(model, word, other);
      if (value > top.similarity) top = { word, match: other, similarity: value };
      if (value >= 1) break;
    }
    return top;
  };
  const unmatched = (from: readonly string[], to: readonly string[]) => {
    const compounds = joined(to);
    const ownCompounds = [...joined(from)];
    // One-to-one: a word the other text shares with this one is taken by its twin, so "Vacuum the
    // room and clean the bathroom" / "Vacuum the room" does not match "clean" to "vacuum" again.
    const free = to.filter((word) => !from.includes(word));
    return from
      .filter((word) => !(to.includes(word) || ownCompounds.some((c) => to.includes(c) && c.includes(word))))
      .map((word) => best(word, free, compounds))
      .filter((match) => match.similarity < WORD_MATCH);
  };
  return { missing: unmatched(expected, actual), extra: unmatched(actual, expected) };
}

/** Whether a word names a thing or an action (nouns and verbs carry the task; unknown words count). */
export function isThingOrAction(model: LookupModel, word: string): boolean {
  if (word.includes(' ')) return true;
  const flags = model.flagsOf(word) || model.flagsOf(stem(word)) || model.flagsOf(word.replace(/s$/, ''));
  if ((flags & WORD_FLAGS.known) === 0) return true;
  return (flags & (WORD_FLAGS.noun | WORD_FLAGS.verb)) !== 0;
}

/** Whether a word names a thing: a noun, unless it opens the text as a verb would ("Book a table"). */
export function isThing(model: LookupModel, word: string, first: boolean): boolean {
  if (word.includes(' ')) {
    const head = headOf(word);
    return head !== word.split(' ')[0] && (model.flagsOf(head) & WORD_FLAGS.noun) !== 0;
  }
  const flags = model.flagsOf(word) || model.flagsOf(word.replace(/s$/, ''));
  if ((flags & WORD_FLAGS.known) === 0) return !verbForm(model, word);
  if (first && (flags & WORD_FLAGS.verb) !== 0) return false;
  return (flags & WORD_FLAGS.noun) !== 0;
}

/**
 * A form the flags do not list but WordNet reduces to a verb, not by a plural "-s": a past or
 * participle ("served", "delivered", "arrived"), which names an action, not a thing.
 */
function verbForm(model: LookupModel, word: string): boolean {
  const lemma = model.senses?.lemmaOf(word);
  return lemma !== undefined && lemma !== word && !word.endsWith('s') && (model.flagsOf(lemma) & WORD_FLAGS.verb) !== 0;
}
