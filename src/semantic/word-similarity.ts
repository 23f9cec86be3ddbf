/**
 * How alike two content words or units are, on the alignment's scale (1 the same, at or above
 * WORD_MATCH one word for the other): same stem, WordNet lemma, synonym, derivation or paraphrase
 * table first, vectors after. Two nouns related by vectors alone must be near-synonyms, because
 * vectors put kinds of one thing close ("apples" / "oranges").
 */
import { FUNCTION_WORDS, headOf, PARTICLES } from './content-words.js';
import { WORD_FLAGS, type LookupModel } from './lookup-model.js';
import { sameAction } from './paraphrases.js';
import { stem } from './stems.js';
import { singularFlags } from './word-kinds.js';

/** Word vectors at or above this cosine count as the same word (synonyms sit near 0.9). */
export const WORD_MATCH = 0.5;

/** The WordNet lemma of a word or phrasal unit ("picked up" -> "pick up"). */
export function lemmaOf(model: LookupModel, unit: string): string | undefined {
  const senses = model.senses;
  if (senses === undefined) return undefined;
  const space = unit.indexOf(' ');
  if (space < 0) return senses.lemmaOf(unit);
  return `${senses.lemmaOf(unit.slice(0, space)) ?? unit.slice(0, space)}${unit.slice(space)}`;
}

/** Two nouns related by their vectors alone, with no WordNet link, must be this close to count as one thing. */
export const VECTOR_ONLY_NOUN_MATCH = 0.8;

export function similarity(model: LookupModel, a: string, b: string, nounCheck = true): number {
  if (a === b || stem(a) === stem(b)) return 1;
  // Two sides or ends of a thing are two places, though WordNet files "front" under "side".
  if (otherSides(a, b)) return OBJECT_SIBLING;
  const x = lemmaOf(model, a);
  const y = lemmaOf(model, b);
  if (sameAction(x ?? a, y ?? b) || sameAction(a, b)) return 1;
  const nouns = nounCheck && !a.includes(' ') && !b.includes(' ') && (isNoun(model, x ?? a) || isNoun(model, a)) && (isNoun(model, y ?? b) || isNoun(model, b));
  if (x !== undefined && y !== undefined && x === y) return 1;
  if (x !== undefined && y !== undefined && model.senses!.related(x, y, false)) return 1;
  // A rarer sense in common is still a synonym ("electricity" / "power", "port" / "harbour"), which
  // kinds of one thing never are: no sense of "oat" is a sense of "almond".
  if (x !== undefined && y !== undefined && model.senses!.synonyms(x, y)) return 1;
  if (x !== undefined && y !== undefined && model.senses!.related(x, y)) {
    // A noun one step up WordNet's hierarchy is a paraphrase ("conference" / "meeting") when the
    // vectors agree; otherwise it may be a narrower thing ("jacket" / "coat") or a paraphrase still
    // ("practice" / "training", "port" / "harbour"): left unaligned, for the later stages to weigh.
    // A word without a vector ("houseplants") cannot disagree: WordNet's link stands.
    if (!nouns || model.flagsOf(a) === 0 || model.flagsOf(b) === 0 || model.wordSimilarity(a, b) >= WORD_MATCH) return 1;
    return NEARBY_NOUN;
  }
  // A noun one step up or down WordNet's hierarchy through a rarer sense ("hall" / "area", "car" /
  // "vehicle") is neither a sure paraphrase nor surely another thing: left unaligned, above the
  // object-change cut-off, for the later stages to weigh ("ukulele" is a "guitar" too).
  if (nouns && x !== undefined && y !== undefined && model.senses!.nearby(x, y)) return NEARBY_NOUN;
  // Two words a thesaurus lists together, which WordNet does not place as kinds of one thing
  // ("issue" / "problem", "lesson" / "class"): likely the same thing in other words, but a
  // thesaurus also lists looser associations, so they are left unaligned above the object-change
  // cut-off, for the later stages to weigh.
  // Two words standing as verbs or modifiers ("settle" / "pay") are one action in other words.
  if (!a.includes(' ') && !b.includes(' ') && model.thesaurus?.(x ?? a, y ?? b) === true) {
    const vectors = model.wordSimilarity(a, b);
    return nouns ? (vectors >= VECTOR_ONLY_NOUN_MATCH ? vectors : THESAURUS_PAIR) : Math.max(WORD_MATCH, vectors);
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
    // Given names sit close in vector space ("daniela" / "gabriela" 0.54): two words that are
    // people's names or unknown to WordNet are one only as near-synonyms.
    if (nameLike(model, a) && nameLike(model, b) && value < VECTOR_ONLY_NOUN_MATCH) return Math.min(value, OBJECT_SIBLING);
    // Counter-fitted vectors put kinds of one thing close ("apples" / "oranges" 0.78, "laptop" /
    // "notebook" 0.57); for two nouns with no WordNet link only a near-synonym's score counts.
    return nouns && value < VECTOR_ONLY_NOUN_MATCH ? Math.min(value, OBJECT_SIBLING) : value;
  }
  // A unit WordNet does not relate falls back to its head's vector: the verb of a phrasal verb
  // ("clean up" / "tidy"), the last noun of a compound ("birthday card" / "birthday cake").
  const [headA, headB] = [headOf(a), headOf(b)];
  // Same head, so the modifiers decide: "volleyball game" / "hockey game".
  if (headA === headB && a.includes(' ') && b.includes(' ')) return model.wordSimilarity(a.split(' ')[0]!, b.split(' ')[0]!);
  // Two nouns as heads are weighed as nouns are alone: kinds of one thing sit close in vectors
  // ("aquarium" / "science museum").
  // The last word of a compound noun is a noun, whatever else it can be: "car park" is no verb "park".
  const nounHead = (unit: string, head: string) => isNoun(model, head) && (!canVerb(model, head) || (unit.includes(' ') && !PARTICLES.has(unit.slice(unit.lastIndexOf(' ') + 1))));
  if (nounCheck && !headA.includes(' ') && !headB.includes(' ') && nounHead(a, headA) && nounHead(b, headB)) {
    return Math.min(model.wordSimilarity(headA, headB), similarity(model, headA, headB));
  }
  return model.wordSimilarity(headA, headB);
}

/** Two words of which one stands as a verb: the noun check does not apply ("buy" / "get"). */
export function verbSimilarity(model: LookupModel, a: string, b: string): number {
  return similarity(model, a, b, false);
}

/** Words naming a side or an end of a thing, each with its group (words of one group name one side). */
const POSITIONS: ReadonlyMap<string, string> = new Map([
  ['front', 'front'], ['back', 'back'], ['rear', 'back'], ['side', 'side'], ['top', 'top'], ['upper', 'top'],
  ['bottom', 'bottom'], ['lower', 'bottom'], ['left', 'left'], ['right', 'right'], ['middle', 'middle'], ['centre', 'middle'],
  ['center', 'middle'], ['inner', 'inner'], ['outer', 'outer'], ['behind', 'back'], ['at the back of', 'back'], ['in front of', 'front'],
  ['round the back of', 'back'], ['upstairs', 'top'], ['downstairs', 'bottom'], ['next door', 'next door'],
]);

/** Whether two words or phrases name two sides of a thing ("behind" / "in front of", "top" / "bottom"). */
export function otherSides(a: string, b: string): boolean {
  const [sideA, sideB] = [POSITIONS.get(a), POSITIONS.get(b)];
  return sideA !== undefined && sideB !== undefined && sideA !== sideB;
}

/** Between the judge's object-change cut-off (0.45) and WORD_MATCH: not aligned, not another thing. */
const NEARBY_NOUN = 0.47;

/** Two words a thesaurus links: above the object-change cut-off, below WORD_MATCH. */
const THESAURUS_PAIR = NEARBY_NOUN;

/** Below the judge's object-change cut-off: a sibling noun is another thing. */
const OBJECT_SIBLING = 0.3;

/** Whether WordNet knows the word as a verb (a phrasal verb's head may stand as one). */
function canVerb(model: LookupModel, word: string): boolean {
  return (singularFlags(model, word) & WORD_FLAGS.verb) !== 0;
}

function isNoun(model: LookupModel, word: string): boolean {
  const flags = singularFlags(model, word);
  // A plural outside the flagged vocabulary whose singular WordNet knows ("sneakers") is a noun.
  if (flags === 0) return word.endsWith('s') && (model.senses?.lemmaOf(word) ?? word) !== word;
  return (flags & WORD_FLAGS.noun) !== 0;
}

/** Prepositions WordNet leaves out, as it leaves out most names, beside the function words: no name-like word. */
const PREPOSITIONS = new Set(['against', 'versus', 'vs', 'toward', 'towards', 'despite', 'among', 'amongst', 'beside', 'besides', 'beyond', 'upon', 'unlike', 'amid']);

/** A word WordNet knows only as a person's name, or not at all (most given names and surnames). */
function nameLike(model: LookupModel, word: string): boolean {
  const flags = model.flagsOf(word);
  return (flags === 0 && !PREPOSITIONS.has(word) && !FUNCTION_WORDS.has(word)) || (flags & WORD_FLAGS.person) !== 0;
}

function commonPrefix(a: string, b: string): number {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i;
}


