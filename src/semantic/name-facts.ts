/**
 * Names as facts: people, places, organisations and family words ("mom" is not "dad"). A name is a
 * capitalised word that is not a sentence opener or an everyday word, a word after a title ("Dr.
 * Patel"), or a word WordNet knows only as a place or a person even in lower case. Whom a message
 * greets or signs off to is marked, because it counts only when both texts greet someone.
 */
import type { FactCollector } from './fact-collector.js';
import { NO_LEXICON, type WordLexicon } from './fact-types.js';
import { COMMON_FUNCTION, FUNCTION_LIKE, prefixedFlags, unknownWord } from './known-words.js';
import { ADDRESS_TITLES, COMMON_WORDS, DEMONYMS, IRREGULAR_FORMS, IRREGULAR_PLURALS, KIN_GROUPS, SHORT_TITLES } from './lexicon.js';
import { WORD_FLAGS } from './lookup-model.js';
import { CLOSING_LAST_WORDS, CLOSING_PHRASES, GROUP_SIGNER_END, signerStart } from './sign-off.js';
import { afterBreak, NAME_FOLLOWERS, nextWord, nounFollows, sentenceInitial, VERB_FOLLOWERS } from './sentence-position.js';
import { stem } from './stems.js';
import { allMatches } from './all-matches.js';
import { isAscii } from './ascii.js';

/** Titles written short, as an alternation: they name whoever follows, in any case ("dr patel"). */
const SHORT_TITLE_ALTERNATION = SHORT_TITLES.join('|');
const SHORT_TITLE_BEFORE = new RegExp(`\\b(?:${SHORT_TITLE_ALTERNATION})\\.?\\s+$`, 'i');
const TITLES = new Set(['mr', 'mrs', 'ms', 'miss', 'dr', 'doctor', 'prof', 'professor', 'sir', 'madam', 'st']);
const KIN = new Map(KIN_GROUPS.flatMap((group) => group.map((word) => [word, group[0]!] as const)));
/**
 * The other keys of a country's name or its people's word: "peruvian" is keyed "peru" too, and
 * "peru" "peruvian". A country of several words is keyed by its last ("Kingdom" is keyed "british"),
 * and its people's word states all its words without being keyed by them: "British Embassy" =
 * "United Kingdom Embassy", but "United" is no "British" and "United States" no "United Kingdom".
 */
const COUNTRY_KEYS = new Map<string, string[]>();
const COUNTRY_WORDS = new Map<string, string[]>();
for (const [adjective, country] of DEMONYMS) {
  const [lower, words] = [adjective.toLowerCase(), country.toLowerCase().split(' ')];
  const last = words.at(-1)!;
  COUNTRY_KEYS.set(last, [...(COUNTRY_KEYS.get(last) ?? []), `w:${lower}`]);
  if (words.length === 1) COUNTRY_KEYS.set(lower, [...(COUNTRY_KEYS.get(lower) ?? []), `w:${last}`]);
  else COUNTRY_WORDS.set(lower, [...(COUNTRY_WORDS.get(lower) ?? []), ...words.map((word) => `w:${word}`)]);
}
export const TITLE_BEFORE = /\b(mr|mrs|ms|miss|dr|prof|professor|sir|madam|st|uncle|aunt|auntie|cousin|coach|captain|judge|officer|candidate|grandma|grandpa)\.?\s+$/i;
/** The longest title TITLE_BEFORE reads, with its full stop ("candidate."). */
const LONGEST_TITLE = 'candidate.'.length;

/**
 * The end of the text before a word that a pattern `\b<word of at most `longest` characters>\s+$`
 * can match: the word's characters before the closing spaces, and one more for the word boundary.
 * Such a pattern matches this end exactly when it matches the whole text, which it would read from
 * its start before every word (quadratic in the text's length).
 */
export function endOf(before: string, longest: number): string {
  return before.slice(Math.max(0, before.trimEnd().length - longest - 1));
}
/**
 * Kin words used as a title before a name, and the titles of faith and coaching used so: "Hi
 * Auntie Grace", "Love, Uncle Tunde", "Hello Brother Ian,", "Dear Imam Bashir,", "Dear Coach Adeyemi,".
 */
const KIN_TITLES = ['uncle', 'aunt', 'auntie', 'aunty', 'cousin', 'grandma', 'grandpa', 'nana', 'granny', 'grandad', ...ADDRESS_TITLES].join('|');
const KIN_TITLE = new RegExp(`^(?:${KIN_TITLES})$`);
/** A greeting, or a closing (sign-off.ts) or a longer thanks, right before a name. */
const GREETING_BEFORE = new RegExp(
  String.raw`(^|[.!?\n]\s*)(hi|hiya|hello|hey|dear|good (?:morning|afternoon|evening)|${CLOSING_PHRASES}|thanks (?:a lot|again|so much)|thank you so much|talk soon)\s*,?\s*(?:(?:${SHORT_TITLE_ALTERNATION}|${KIN_TITLES})\.?\s+)?$`,
  'i',
);
/** A second name after a greeted first one, closing the greeting: "Hi Mei Lin, ...". */
const SECOND_NAME_CLOSING = /^\s+\p{Lu}[\p{Ll}'-]+\s*(?:[,!:\n]|[-–—]\s)/u;
/** A first name before the name being read: "Hi Mei " before "Lin". */
const FIRST_NAME_BEFORE = /\p{Lu}[\p{Ll}'-]+\s+$/u;

/** Whether a greeting stands right before a name, or before a first name before it ("Hi Mei Lin"). */
function greetedBefore(before: string, word: string): boolean {
  if (GREETING_BEFORE.test(before)) return true;
  if (word[0] === word[0]!.toLowerCase()) return false;
  const first = FIRST_NAME_BEFORE.exec(before);
  return first !== null && GREETING_BEFORE.test(before.slice(0, first.index));
}
/** A closing of several words that ends where a word ends ("Best wishes", "Kind regards"). */
const CLOSING_END = new RegExp(String.raw`(^|[.!?\n]\s*)(?:${CLOSING_PHRASES})$`, 'i');
/** A base's flags as a common word: its senses, not its proper ones. */
const COMMON_ONLY = ~(WORD_FLAGS.proper | WORD_FLAGS.place | WORD_FLAGS.person);
/** The flags of a word's common senses. */
const COMMON_SENSES = WORD_FLAGS.noun | WORD_FLAGS.verb | WORD_FLAGS.adjective | WORD_FLAGS.adverb;

/** Words that open a closing before "regards" or "wishes" ("Warmest regards"), which a capital would make a name. */
const CLOSING_FIRST_WORDS: ReadonlySet<string> = new Set(['best', 'kind', 'kindest', 'warm', 'warmest', 'warmer']);
/** A closing's last word anywhere in a text: only then may the text end with a sign-off. */
const CLOSING_LAST_WORDS_IN = new RegExp(`\\b(?:${[...CLOSING_LAST_WORDS].join('|')})\\b`, 'i');
/** Whom a greeting addresses as a group ("Hi all", "Hello everyone", "Hey team"). */
const GROUP_GREETED = new Set(['all', 'everyone', 'everybody', 'team', 'folks', 'guys', 'there', 'both', 'people']);

/**
 * Finds the names of the text, after every other finder: the words they took are no names. Every
 * free word also provides its own `w:` and `st:` keys, so a name is stated by the same word written
 * in lower case in the other text.
 */
export function scanNames(c: FactCollector): void {
  const { text, lexicon, facts, provides } = c;
  const titleLike = isTitleLike(text);
  const allCapitals = titleLike && !/\p{Ll}/u.test(text);
  const signer = CLOSING_LAST_WORDS_IN.test(text) || GROUP_SIGNER_END.test(text) ? signerStart(text) : -1;
  for (const match of allMatches(text, /[\p{L}]+(?:'[\p{L}]+){0,2}/gu)) {
    const span = { start: match.index, end: match.index + match[0].length };
    if (!c.free(span)) continue;
    const apostrophe = match[0].includes("'");
    const word = apostrophe ? match[0].replace(/'(s|ve|m|ll|re|d)$/i, '') : match[0];
    const lower = word.toLowerCase();
    // Spelling marks do not change a name: "Café" = "Cafe", "O'Hare" = "OHare", "Mary's" = "Marys".
    // Most words are plain ASCII letters already, which that leaves as they are.
    const plain = !apostrophe && isAscii(lower) ? lower : lower.normalize('NFD').replace(/\p{M}/gu, '').replace(/'/g, '');
    const before = text.slice(0, span.start);
    // "The Nakamuras" are the Nakamura family: after "the", a capitalised plural names the family.
    const family = /[^s]s$/.test(plain) && /\bthe\s+$/i.test(endOf(before, 'the'.length)) && word[0] !== lower[0];
    // An initialism's plural is the initialism: "XLRs" names what "XLR cables" names, "PDFs" "PDF".
    const initialisms = /^[A-Z]{2,}s$/.test(word);
    // A name ending in a hiss takes "es": "the Walshes" are the Walsh family.
    const nameKeys = apostrophe && /'s$/i.test(match[0])
      ? [`w:${plain}`, `w:${plain}s`]
      : family || initialisms
        ? [`w:${plain}`, `w:${plain.slice(0, -1)}`, ...(family && /(?:s|sh|ch|x|z)es$/.test(plain) ? [`w:${plain.slice(0, -2)}`] : [])]
        : [`w:${plain}`, ...(COUNTRY_KEYS.get(plain) ?? [])];
    for (const key of nameKeys) provides.add(key);
    for (const key of COUNTRY_WORDS.get(plain) ?? []) provides.add(key);
    provides.add(`w:${lower}`);
    provides.add(`st:${stem(plain)}`);
    // A word in lower case also states a capitalised word of its stem that opens a sentence, where
    // case says nothing ("Wetsuit fitting" / "fitting wetsuits"); a capitalised word does not
    // ("Adams" is not "Adam").
    // Nor does a capital in a heading, where every word has one: "Volunteer Beach Clean" states the
    // "Volunteering" of "Beach Cleanup Volunteering", if the word is a common one ("Adams" is not).
    if (word[0] === lower[0] || (titleLike && (lexicon.flagsOf(lower) === 0 ? lexicon.isWord?.(lower) === true : (lexicon.flagsOf(lower) & COMMON_SENSES) !== 0))) provides.add(`lst:${stem(plain)}`);
    // The person a message greets or signs off to is not what it says ("Hi Tom, the room moved").
    // A sign-off closes the text ("Best, Dan"); a greeting is followed by punctuation ("Hi Tom,").
    // So is every capitalised word of a signer of several words ("Best wishes, the Fitzwilliam Club team").
    const inSigner = signer >= 0 && span.start >= signer && word[0] !== lower[0];
    const signoff = inSigner || /^\s*[.!]?\s*$/.test(text.slice(span.end));
    // A text may open by naming whom it addresses, without "Hi": "Grandpa, our plane ...", "Farid - a
    // table ...", "Team, ...". Only kin, a group or a word that is not an everyday word.
    // So may it close by naming them after a comma: "The report is ready, Anjali." Not after a list
    // ("Buy milk, eggs, Nutella") or a short one ("Buy milk, Nutella"): a sentence of three words or
    // more, with no other comma, before it.
    const addressed = (before.trim() === '' && /^\s*(,|\s[-–—]\s)/.test(text.slice(span.end))) || (signoff && closingVocative(before));
    const vocative = addressed && (KIN.has(lower) || GROUP_GREETED.has(lower) || (lexicon.flagsOf(lower) & WORD_FLAGS.known) === 0);
    // The last word of a closing is no name: "Best wishes, Rob" closes with "wishes" before "Rob".
    // Only a closing's own last word can end one: the others skip the pattern, which reads the text
    // from its start for every word.
    if (CLOSING_LAST_WORDS.has(lower) && CLOSING_END.test(`${before}${word}`)) continue;
    // Nor its first: "Warmest regards, Phil" closes with "Warmest" before "regards".
    if (CLOSING_FIRST_WORDS.has(lower) && /^\s+(?:regards|wishes)\b/i.test(text.slice(span.end, span.end + 10))) continue;
    // A kin title between a greeting and a name is greeted with the name ("Hi Auntie Grace!").
    const greetedTitle = KIN_TITLE.test(lower) && /^\s+\p{Lu}/u.test(text.slice(span.end));
    // What follows is checked first: the greeting pattern reads the text from its start.
    // A dash may close the greeting too ("Thanks again, Olu – I'll return it on Friday").
    if (inSigner || ((signoff || greetedTitle || /^\s*(?:[,!.:\n]|[-–—]\s)/.test(text.slice(span.end)) || (word[0] !== lower[0] && SECOND_NAME_CLOSING.test(text.slice(span.end)))) && greetedBefore(before, word)) || vocative) {
      // "Hi all" and "Hi everyone" greet the same people.
      const key = GROUP_GREETED.has(lower) ? 'greet:group' : nameKeys[0]!;
      // Kin greeted is kin still, as the other text may name them elsewhere ("Grandad – eye test" / "Eye test – Grandad").
      const kinGreeted = KIN.get(lower);
      const keys = kinGreeted === undefined ? [key] : [key, `kin:${kinGreeted}`];
      facts.push({ kind: 'name', text: word, keys, start: span.start, greeting: true, ...(signoff && { signoff }) });
      for (const each of keys) provides.add(each);
      c.take(span);
      continue;
    }
    // "Dads" with its apostrophe dropped is still "Dad's".
    const kin = KIN.get(lower) ?? (/[^s]s$/.test(lower) && word[0] !== word[0]!.toLowerCase() ? KIN.get(lower.slice(0, -1)) : undefined);
    if (kin !== undefined) {
      c.add('name', span, [`kin:${kin}`]);
      continue;
    }
    // An article that opens a title is no name of its own: "tickets for The Magic Flute" names the opera.
    if ((lower === 'the' || lower === 'a' || lower === 'an') && /^\s+\p{Lu}/u.test(text.slice(span.end))) continue;
    // "OK" in capitals is the word, not Oklahoma ("Would it be OK to ...").
    if (TITLES.has(lower) || word === 'I' || lower === 'ok' || lower === 'okay') continue;
    // A temperature's scale is no person ("25 degrees Celsius"; WordNet lists Anders Celsius).
    if ((lower === 'celsius' || lower === 'fahrenheit') && /\bdegrees?\s+$/i.test(before)) continue;
    // A plural takes its singular's flags ("Players should bring ...", "Cars left there ...").
    // Accents aside ("Café" is WordNet's "cafe").
    // An irregular past ("Got ideas?"), a British spelling with one "l" ("Enrol Maya") and an irregular
    // plural ("Women's darts night") take their base's flags.
    const flags = lexicon.flagsOf(lower) || lexicon.flagsOf(plain) || (/[^s]s$/.test(lower) ? lexicon.flagsOf(lower.slice(0, -1)) & ~WORD_FLAGS.proper : 0) || prefixedFlags(lexicon, lower)
      || (IRREGULAR_FORMS.has(lower) ? lexicon.flagsOf(IRREGULAR_FORMS.get(lower)!) & COMMON_ONLY : 0) || (/[aeiou]l$/.test(lower) ? lexicon.flagsOf(`${lower}l`) & COMMON_ONLY : 0)
      || (IRREGULAR_PLURALS.has(plain.toLowerCase()) ? lexicon.flagsOf(IRREGULAR_PLURALS.get(plain.toLowerCase())!) & COMMON_ONLY : 0);
    const subtype = flags & WORD_FLAGS.place ? 'place' : flags & WORD_FLAGS.person ? 'person' : undefined;
    const commonSenses = flags & (WORD_FLAGS.noun | WORD_FLAGS.verb | WORD_FLAGS.adjective | WORD_FLAGS.adverb);
    const hasProper = (flags & WORD_FLAGS.proper) !== 0;
    const properOnly = hasProper && commonSenses === 0;
    // A title written short names whoever follows ("dr patel"); a title that is also a word ("coach",
    // "judge", "uncle") does so only before a capital ("Coach Reyes", not "the coach leaves").
    if (!COMMON_WORDS.has(lower) && TITLE_BEFORE.test(endOf(before, LONGEST_TITLE)) && (word[0] !== lower[0] || SHORT_TITLE_BEFORE.test(before))) {
      c.add('name', span, nameKeys, [], 'person');
      continue;
    }
    // Single capitals label things: "Hall A", "Terminal B", "Plan C"; "A" only where a mark or the
    // end follows it, as a dash does ("Studio A – Marlowe Building"). Not one joined to a word in
    // lower case, which it begins: "T-shirts", "X-ray", "U-turn". Nor one of initials joined by "&":
    // "D&T room", "R&D", "A&E".
    if (/^[A-Z]$/.test(word) && word !== 'I' && !sentenceInitial(text, span.start) && (word !== 'A' || /^\s*($|[,.;:!?)—–]|-\s)/.test(text.slice(span.end))) && !/^-\p{Ll}/u.test(text.slice(span.end))
      && text[span.end] !== '&' && text[span.start - 1] !== '&') {
      c.add('number', span, [`code:${lower}`]);
      continue;
    }
    const capitalised = word[0] !== word[0]!.toLowerCase();
    if (!capitalised) {
      // The lower-case half of a hyphenated name greeted or signed with its first half is greeted or
      // signed too: "Kind regards, Hyun-woo".
      const first = text[span.start - 1] === '-' ? facts.at(-1) : undefined;
      if (first?.kind === 'name' && first.greeting === true && first.start + first.text.length === span.start - 1) {
        facts.push({ kind: 'name', text: word, keys: [nameKeys[0]!], start: span.start, greeting: true, ...(first.signoff === true && { signoff: true }) });
        provides.add(nameKeys[0]!);
        c.take(span);
        continue;
      }
      // Elsewhere it names with its first half, though it is a word: "Hyun-woo" is not "Hyun-jin".
      // Only after a capitalised half that is no everyday word ("Check-in" is none), and not where it
      // makes the name a modifier: "Spanish-speaking", "Leeds-based", "Tokyo-style".
      if (text[span.start - 1] === '-' && !NAME_MODIFIER_END.test(lower) && hyphenatedName(lexicon, before)) {
        c.add('name', span, nameKeys, [], 'person');
        continue;
      }
      // In lower case a word WordNet knows solely as a place or person counts, and so does a word
      // WordNet does not know in any form (WordNet holds every common noun, verb and adjective).
      // A past form is a verb, whatever else it spells ("ate" is also a goddess).
      // A plural whose singular is a common noun is that noun, whoever WordNet also lists under the
      // plural ("sessions", "loos").
      const commonPlural = properOnly && /[^s]s$/.test(lower) && (lexicon.flagsOf(lower.slice(0, -1)) & WORD_FLAGS.noun) !== 0;
      if (((properOnly && !commonPlural) || (lexicon !== NO_LEXICON && unknownWord(lexicon, lower))) && !COMMON_WORDS.has(lower) && !IRREGULAR_FORMS.has(lower) && !IRREGULAR_PLURALS.has(lower)) {
        // An unknown lower-case word keeps its number loosely: "roadmaps" is stated by "roadmap".
        const singular = /[^s]s$/.test(lower) ? lower.slice(0, -1) : `${lower}s`;
        // And its other forms: "rebooked" is stated by "rebook".
        c.add('name', span, [`w:${lower}`, `w:${singular}`, `st:${stem(lower)}`], [], subtype);
      }
      continue;
    }
    // A form the flagged vocabulary lacks but WordNet knows ("Updated", "Neighbours", "Pickup") is a
    // common word too, though only where case says nothing (a heading) or it opens a sentence; not a
    // short one, which may be a rare name ("Ines" is no plural of "in").
    const knownCommon = commonSenses !== 0 || (flags === 0 && lower.length >= 6 && lexicon.isWord?.(lower) === true);
    // In a heading a word with a proper sense names ("Meeting with Rose"), but not in capitals,
    // which say nothing ("CRAG CAR PARK" is a car park).
    const everyday = COMMON_WORDS.has(lower) || (knownCommon && !(titleLike && hasProper && !allCapitals));
    const opener = sentenceInitial(text, span.start) || afterBreak(text, span.start);
    if (everyday && opener && !FUNCTION_LIKE.has(lower) && !COMMON_FUNCTION.has(lower) && !(commonSenses & WORD_FLAGS.verb) && !IRREGULAR_FORMS.has(lower) && (startsAClause(text.slice(span.end)) || nextWord(text.slice(span.end)) === 'from')) {
      // An everyday word may open a sentence as a name ("Grace is coming") or as itself ("Dinner
      // is ready"), and so before "from" ("Tom from accounts", "Flowers from Mum"): it counts as a
      // name only against another name in its place.
      c.add('name', span, nameKeys, [], subtype ?? 'person');
      c.weakenLast();
      continue;
    }
    // In a heading or an address, an everyday word after a number names the place: "3rd Avenue" is
    // not "3rd Street". It counts only against another such word in its place.
    if (everyday && titleLike && !opener && /[\d](?:st|nd|rd|th)?\s+$/i.test(before) && (flags & WORD_FLAGS.noun) !== 0) {
      c.add('name', span, nameKeys, [], 'place');
      c.weakenLast();
      continue;
    }
    // After a comma, a given name that is also a word, before the surname: "Our gardener, Rose Abernethy".
    if (everyday && !titleLike && opener && !sentenceInitial(text, span.start) && !FUNCTION_LIKE.has(lower) && !COMMON_FUNCTION.has(lower) && givenBeforeSurname(lexicon, lower, text.slice(span.end))) {
      c.add('name', span, nameKeys, [], subtype);
      continue;
    }
    if (everyday && (titleLike || opener)) continue;
    // A conjunction or preposition that opens a sentence is none ("Since Thursday looks wet, ...").
    if (opener && FUNCTION_LIKE.has(lower)) continue;
    // A word that closes the text after a comma names a place or a person ("Arrivals hall, Gatwick").
    const closesAfterBreak = !sentenceInitial(text, span.start) && /^\s*[.!?]?\s*$/.test(text.slice(span.end));
    if (!everyday && !titleLike && opener && !properOnly && !closesAfterBreak && !namesAnOpener(match[0], text.slice(span.end))) {
      // Before "from" it may be a verb ("Unsubscribe from ...") or a name ("Dan from accounts"): it
      // counts only against another name in its place.
      if (nextWord(text.slice(span.end)) === 'from') {
        c.add('name', span, nameKeys, [], subtype);
        c.markLast({ weak: true, lowerStem: stem(plain) });
      }
      continue;
    }
    // A word that opens a sentence or a heading is stated by its stem in lower case too.
    c.add('name', span, nameKeys, [], subtype);
    if (opener || titleLike) c.markLast({ lowerStem: stem(plain) });
  }
}

/** Second halves that make a hyphenated name a modifier, not a name: "Spanish-speaking", "Leeds-based". */
const NAME_MODIFIER_END = /(?:ing|ed|born|made|style|led|run|owned|free|friendly|like|wide|only|side|bound|built|grown|ready)$/;

/**
 * The capitalised first half of a hyphenated name right before this text's end: a word WordNet
 * knows only as a name ("Ji"), or not at all ("Hyun"); not an everyday word ("Check-in").
 */
function hyphenatedName(lexicon: WordLexicon, before: string): boolean {
  const first = /(?:^|[^\p{L}'-])(\p{Lu}\p{Ll}+)-$/u.exec(before)?.[1];
  return first !== undefined && nameOnly(lexicon, first.toLowerCase());
}

/** A word WordNet knows only as a name ("Abernethy" as a place), or not at all: no everyday word. */
function nameOnly(lexicon: WordLexicon, lower: string): boolean {
  const flags = lexicon.flagsOf(lower);
  return !COMMON_WORDS.has(lower) && (flags & COMMON_SENSES) === 0 && (flags !== 0 || lexicon.isWord?.(lower) !== true);
}

/**
 * An everyday word after a comma or a dash that WordNet also knows as a person's name, and no place,
 * capitalised before a capitalised word that can only be a name: a given name before its surname
 * ("Our head gardener, Ruth Abernethy, ..."), as it would be in the middle of a sentence. Not "River
 * Tay" (no person) or "North Yorkshire" (a place too).
 */
function givenBeforeSurname(lexicon: WordLexicon, lower: string, rest: string): boolean {
  if ((lexicon.flagsOf(lower) & (WORD_FLAGS.person | WORD_FLAGS.place)) !== WORD_FLAGS.person) return false;
  const next = /^ (\p{Lu}\p{Ll}+)(?![\p{L}'-])/u.exec(rest)?.[1]?.toLowerCase();
  // A surname the vectors know though WordNet does not ("Delacroix"), but no inflected everyday word.
  return next !== undefined && (nameOnly(lexicon, next) || (lexicon.flagsOf(next) === 0 && !COMMON_WORDS.has(next) && !/(?:s|ed|ing|ly)$/.test(next)));
}

/** Whether the text before a closing name is one sentence of three words or more ending in a comma, with no other comma. */
function closingVocative(before: string): boolean {
  const sentence = /(?:^|[.!?]\s)([^.!?]*),\s*$/.exec(before)?.[1];
  return sentence !== undefined && !sentence.includes(',') && (sentence.match(/[\p{L}\d]+/gu) ?? []).length >= 3;
}

/** A verb follows: "Tom sent ...", "Anna will drive ...", "Kim is covering ...". */
function startsAClause(rest: string): boolean {
  const next = nextWord(rest);
  if (next === undefined) return false;
  return NAME_FOLLOWERS.has(next) || /^(sent|told|gave|took|met|wrote|brought|bought|said|paid|owes|owed|sold|left|made)$/.test(next) || (/ed$/.test(next) && next.length > 4);
}

/**
 * An unknown capitalised word that opens a sentence is a verb when a determiner, pronoun or
 * particle follows it ("Repair the faucet", "Sign up"), and a name or a topic when a possessive, a
 * verb or another noun follows it ("Alice will call", "Netflix subscription renewal"). Taking it for
 * a name only asks the other text to mention it too.
 */
function namesAnOpener(word: string, rest: string): boolean {
  if (/'s$/i.test(word)) return true;
  // Participles and gerunds open headings ("Deleted reminders", "Updated agenda").
  if (word.length > 4 && /(ed|ing)$/i.test(word)) return false;
  const next = nextWord(rest);
  if (next === undefined) return false;
  // A heading's "X to" and a verb says what X will do ("Priya to thank us", "Halvorsen to host"),
  // where a verb's "to" is followed by what it goes to ("Reply to the thread").
  if (next === 'to') return /^\s*to\s+\p{Ll}/u.test(rest) && nounFollows(rest.replace(/^\s*to\b/i, ''));
  return NAME_FOLLOWERS.has(next) || !VERB_FOLLOWERS.has(next);
}

/** A heading-style text (every longer word capitalised, or all capitals) says nothing by its case. */
function isTitleLike(text: string): boolean {
  const letters = text.replace(/[^A-Za-z]/g, '');
  if (letters.length >= 2 && letters === letters.toUpperCase()) return true;
  // Headings keep their small words in lower case ("Questions about the Pickup Schedule").
  const long = (text.match(/\b[A-Za-z]{4,}\b/g) ?? []).filter((word) => !FUNCTION_LIKE.has(word));
  return long.length >= 2 && long.every((word) => word[0] === word[0]!.toUpperCase());
}
