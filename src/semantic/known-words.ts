/**
 * Whether WordNet knows a word, for the name finder: a word it knows in none of its forms
 * ("Netflix", "Zoltan") is likely a name even in lower case, while a prefixed common word
 * ("nonmandatory", "coworker") and a closed-class word WordNet leaves out ("whereas") are not.
 */
import type { WordLexicon } from './fact-types.js';
import { WORD_FLAGS } from './lookup-model.js';
import { IRREGULAR_FORMS, IRREGULAR_PLURALS } from './lexicon.js';
import { baseForms } from './wordnet-senses.js';

/** Closed-class words WordNet leaves out; never names. */
export const FUNCTION_LIKE = new Set(
  `the and but for nor yet with from into onto upon about above below under over between among through during before after
  until till since while whereas although though because unless whether either neither both each every some any many much
  more most less least few several such same other another own this that these those what which who whom whose where when
  why how here there then than you your yours our ours their theirs his her hers its him them she they mine myself yourself
  ourselves themselves himself herself itself was were been being does did doing done has had having will would shall should
  can could may might must ought cannot couldn wouldn shouldn let lets okay thanks thank please hello hey dear yes yeah nope
  gonna wanna gotta via per etc into onto lol tho cuz also too very just really quite rather ever never always often
  beside besides beneath behind beyond toward towards across against along amid around near inside outside underneath
  despite except regarding concerning apologies else whenever wherever whatever whoever whichever however
  anytime anyway anyhow otherwise meanwhile afterwards beforehand`.split(/\s+/),
);

/** Pronouns that may open a sentence before a verb without naming anyone ("This is", "Nothing has"). */
export const COMMON_FUNCTION = new Set('i we you they he she my our your their his this that it there here nothing nobody someone somebody something everyone everybody everything anyone anybody anything none'.split(' '));

const WORD_PREFIX = /^(non|re|pre|co|un|mis|multi|sub|semi|anti|inter|over|under|out)(\p{L}{4,})$/u;
/** "un" before a base of three letters: "unset", "unzip", "unpin". */
const SHORT_BASE_PREFIX = /^(un)(\p{L}{3})$/u;

/** A common word behind a prefix ("nonmandatory", "reorder", "coworker") has its base's flags, as a common word. */
export function prefixedFlags(lexicon: WordLexicon, word: string): number {
  const base = (WORD_PREFIX.exec(word) ?? SHORT_BASE_PREFIX.exec(word))?.[2];
  if (base === undefined) return 0;
  // The base in any regular form: "unstaffed", "rebooking", "unplugged".
  // A base outside the flagged vocabulary that WordNet knows is a common word too ("reupholster").
  // A base made with "-able" of a verb is that verb's ("nonrefundable": "refund").
  const able = /^(\p{L}{3,}?)(?:e)?able$/u.exec(base)?.[1];
  const forms = able === undefined ? [base, ...baseForms(base)] : [base, ...baseForms(base), able, `${able}e`];
  const flags = forms.reduce((found, form) => found || (form.length >= 3 ? lexicon.flagsOf(form) || (lexicon.isWord?.(form) === true ? WORD_FLAGS.noun | WORD_FLAGS.verb : 0) : 0), 0);
  return flags & (WORD_FLAGS.noun | WORD_FLAGS.verb | WORD_FLAGS.adjective | WORD_FLAGS.adverb) ? flags & ~(WORD_FLAGS.proper | WORD_FLAGS.place | WORD_FLAGS.person) : 0;
}

const isInVocabularyOrLong = (word: string) => /^[a-z]+$/.test(word);

/** Answers of `unknownWord` per lexicon: the names scan asks it of the same words in both texts of a pair, and every form it tries costs a lookup. */
const unknownAnswers = new WeakMap<WordLexicon, Map<string, boolean>>();

/** A word WordNet knows in none of its forms (plural, past, gerund), nor as a function word. */
export function unknownWord(lexicon: WordLexicon, word: string): boolean {
  let answers = unknownAnswers.get(lexicon);
  if (answers === undefined) unknownAnswers.set(lexicon, (answers = new Map()));
  let answer = answers.get(word);
  if (answer === undefined) {
    answer = findUnknownWord(lexicon, word);
    if (answers.size > 100_000) answers.clear(); // bounded, whatever words a long run meets
    answers.set(word, answer);
  }
  return answer;
}

function findUnknownWord(lexicon: WordLexicon, word: string): boolean {
  // Past forms WordNet's files do not list ("ate", "sold") are words.
  if (word.length < 3 || FUNCTION_LIKE.has(word) || IRREGULAR_FORMS.has(word) || IRREGULAR_PLURALS.has(word) || prefixedFlags(lexicon, word) !== 0) return false;
  // A compound's irregular plural: "grandchildren" is "grandchild"s, "firewomen" "firewoman"s.
  for (const [plural, singular] of IRREGULAR_PLURALS) {
    if (word.length > plural.length + 2 && word.endsWith(plural) && lexicon.isWord?.(`${word.slice(0, -plural.length)}${singular}`) === true) return false;
  }
  // A rare common word outside the vector vocabulary ("oat", "houseplants") is still a word.
  if (lexicon.isWord?.(word) === true) return false;
  // A British spelling of a word WordNet spells the American way: "sanitiser", "organisers".
  if (/is(?:e|er|ers|es|ed|ing|ation|ations)$/.test(word) && !findUnknownWord(lexicon, word.replace(/is(e|er|ers|es|ed|ing|ation|ations)$/, 'iz$1'))) return false;
  // Plurals in "-ves" ("loaves", "knives") are forms of their singular.
  const forms = [word, word.replace(/s$/, ''), word.replace(/es$/, ''), word.replace(/ies$/, 'y'), word.replace(/ves$/, 'f'), word.replace(/ves$/, 'fe'), word.replace(/ed$/, ''), word.replace(/d$/, ''), word.replace(/ing$/, ''), word.replace(/ing$/, 'e'), word.replace(/(.)\1(ed|ing)$/, '$1'),
    // Comparatives and superlatives: "cheaper", "nicest", "happier", "bigger".
    ...(/(er|est)$/.test(word) ? [word.replace(/(er|est)$/, ''), word.replace(/(r|st)$/, ''), word.replace(/i(er|est)$/, 'y'), word.replace(/(.)\1(er|est)$/, '$1')] : []),
    // Doers named after their verb, in the plural: "installers", "bakers".
    ...(/ers$/.test(word) ? [word.slice(0, -3), word.slice(0, -2)] : [])];
  // A rare form's base may be known to WordNet alone ("sanitizer" from "sanitize").
  return forms.every((form) => (lexicon.flagsOf(form) & WORD_FLAGS.known) === 0 && (form === word || lexicon.isWord?.(form) !== true)) && lexicon.flagsOf(word) !== 0 === false && isInVocabularyOrLong(word) && !closedCompound(lexicon, word);
}

/** Particles that close a compound written as one word: "signup", "meetup", "login", "offline". */
const CLOSING_PARTICLES = new Set(['up', 'in', 'on', 'off', 'out', 'down', 'over', 'away', 'back']);

/**
 * A lower-case word written as two known words joined ("offline", "signup", "carpooling",
 * "midyear"): a compound of common words, not a name. Either part may be a particle or a word
 * WordNet knows of three letters or more. Only in lower case: capitalised names split as often
 * ("Carmen", "Woodward").
 */
function closedCompound(lexicon: WordLexicon, word: string): boolean {
  const known = (part: string) => part.length >= 3 && (lexicon.flagsOf(part) & WORD_FLAGS.known) !== 0;
  for (let split = 2; split <= word.length - 2; split++) {
    const [head, tail] = [word.slice(0, split), word.slice(split)];
    if ((known(head) || CLOSING_PARTICLES.has(head)) && (known(tail) || CLOSING_PARTICLES.has(tail) || known(tail.replace(/(ing|ed|s)$/, '')))) return true;
  }
  return false;
}
