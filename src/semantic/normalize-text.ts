/**
 * Writes a text in one spelling before any fact is read from it: abbreviations spelled out, curly
 * quotes straightened, contractions written as "not", hyphenated prefixes joined. The fact patterns
 * then need to know only one form of each thing.
 */
import { ABBREVIATIONS, NUMBER_WORDS, UNIT_ALTERNATION, unitName, US_STATES, WEEKDAY_ABBREVIATIONS, WEEKDAYS } from './lexicon.js';

/**
 * Initials written apart are one word: "Q & A" is "Q&A", and "Ph.D." is "PhD" (before abbreviations
 * are spelled out, and before a cut word such as "M." is read as the start of another word).
 */
export function joinInitials(text: string): string {
  // Asked six times per pair, and most texts hold no "&" or no period, without which the pattern
  // that needs it cannot match: it is not run then.
  const joined = text.includes('&') ? text.replace(/\b([A-Z])\s+&\s+([A-Z])\b/g, '$1&$2') : text;
  return joined.includes('.') ? joined.replace(/\b(?:[A-Z][a-z]?\.){2,}/g, (dotted) => dotted.replace(/\./g, '')) : joined;
}

// A currency written as its code or its name is its sign: "1200 USD" = "USD 1200" = "$1,200" = "1200 dollars".
const CURRENCY_SIGNS = new Map([['USD', '$'], ['US$', '$'], ['EUR', '€'], ['GBP', '£']]);
/** Clothing sizes by their letters. */
const SIZE_LETTERS: ReadonlyMap<string, string> = new Map([
  ['XXS', 'extra extra small'], ['XS', 'extra small'], ['S', 'small'], ['M', 'medium'], ['L', 'large'], ['XL', 'extra large'], ['XXL', 'extra extra large'],
]);
const SIZE = new RegExp(`\\b(size\\s+)(${[...SIZE_LETTERS.keys()].join('|')})\\b`, 'gi');
/** A day, its short form or "this", then "am" or "pm" written as a part of the day, not after a clock figure. */
const DAY_PART = new RegExp(
  `\\b(today|tomorrow|tmrw|yesterday|this|${[...WEEKDAYS.keys(), ...WEEKDAY_ABBREVIATIONS.keys()].join('|')})\\.?\\s+(a\\.?m\\.?|p\\.?m\\.?|aft)(?![\\p{L}\\d])(?!\\s*\\d)`,
  'giu',
);
/** A part of a weekday in the plural ("Sunday evenings"). */
const WEEKDAY_PARTS = new RegExp(`\\b((?:${[...WEEKDAYS.keys()].join('|')})s?\\s+(?:morning|afternoon|evening|night))s\\b`, 'gi');
/** Titles written out before a name, with the short form people write ("Doctor Patel" = "Dr Patel"). */
const TITLES_WRITTEN_OUT: ReadonlyMap<string, string> = new Map([['doctor', 'Dr'], ['professor', 'Prof'], ['mister', 'Mr']]);
const TITLE_WRITTEN_OUT = /\b(Doctor|DOCTOR|Professor|PROFESSOR|Mister|MISTER)(?=\s+\p{Lu})/gu;
const CURRENCY_BEFORE = /\b(USD|US\$|EUR|GBP)\s?(?=\d)/g;
// With a multiplier too: "10k euros" = "€10k" (= "€10,000" as a number).
const CURRENCY_AFTER = /(\d(?:[\d,]*\d)?(?:\.\d+)?(?:k|m|bn)?)[\s-]?(USD|US\s+dollars?|dollars?|EUR|euros?|GBP|pounds?\s+sterling)\b/gi;
/** Currencies without a sign of their own, by the names people write after an amount, as their codes. */
const CURRENCY_CODES: ReadonlyMap<string, string> = new Map([
  ['złoty', 'PLN'], ['zloty', 'PLN'], ['złotys', 'PLN'], ['zlotys', 'PLN'], ['zł', 'PLN'], ['swiss francs', 'CHF'], ['swiss franc', 'CHF'], ['yen', 'JPY'],
  ['forint', 'HUF'], ['forints', 'HUF'], ['czech crowns', 'CZK'], ['koruna', 'CZK'], ['swedish kronor', 'SEK'], ['kronor', 'SEK'], ['rupees', 'INR'], ['rupee', 'INR'],
  ['rand', 'ZAR'], ['baht', 'THB'], ['ringgit', 'MYR'],
]);
const CODE_LIST = [...new Set(CURRENCY_CODES.values())].join('|');
/** An amount in such a currency, the code before or after it, or the currency's name after it: "PLN 1250", "1,250 złoty". */
const CODED_AMOUNT = new RegExp(`\\b(${CODE_LIST})\\s?(\\d[\\d,]*(?:\\.\\d+)?)|(\\d[\\d,]*(?:\\.\\d+)?)\\s?(${CODE_LIST}|${[...CURRENCY_CODES.keys()].sort((a, b) => b.length - a.length).join('|')})(?![\\p{L}])`, 'giu');
const currencySign = (name: string): string => (/^(usd|us|dollar)/i.test(name) ? '$' : /^(eur)/i.test(name) ? '€' : '£');
// A temperature's unit in one spelling: "180°C" = "180 °C" = "180 degrees C" = "180 degrees Celsius".
const TEMPERATURE = /(\d)\s?°\s?([CF])\b|\bdegrees?\s+([CF])\b/g;

/** "Pre-" or "post-" before a capitalised name or an event: "pre-Christmas", "post-gig", "pre-doors". */
const PRE_POST_EVENT = /\b([Pp]re|[Pp]ost|PRE|POST)-(?=\p{Lu}\p{Ll}|(?:gig|show|match|game|meeting|lunch|dinner|party|launch|holidays?|exams?|class|session|rehearsal|workout|doors|season|tour|trip|wedding|event|race|concert|soundcheck|interview|shift|work)s?\b)/gu;

/**
 * "St" before a compass point closes a street's name ("93 Front St E" is "Front Street East"), where
 * before another capitalised word it is "Saint" ("St Lawrence Market").
 */
export function streetBeforeCompass(text: string): string {
  return text.includes('St') ? text.replace(/(?<=[\p{L}\d]\s)St\.?(?=\s(?:N|S|E|W|NE|NW|SE|SW)\.?(?![\p{L}\d'&-]))/gu, 'Street') : text;
}

/** One rewrite of the normaliser, and text its pattern cannot match without (in lower case), if any. */
export interface NormalisingStep {
  readonly cues?: readonly string[];
  readonly rewrite: (text: string) => string;
}

const VULGAR: ReadonlyMap<string, readonly [string, string]> = new Map([['½', ['.5', '1/2']], ['¼', ['.25', '1/4']], ['¾', ['.75', '3/4']]]);

/**
 * Fractions in one character, before NFKC would write "2½" as "21⁄2": after a figure a decimal
 * ("2½ hours" = "2.5 hours"), alone a fraction the steps read ("½ a metre" = "half a metre").
 */
function vulgarFractions(text: string): string {
  if (!/[½¼¾]/.test(text)) return text;
  return text.replace(/(\d?)\s?([½¼¾])/g, (_whole, digit: string, fraction: string) => {
    const [decimal, written] = VULGAR.get(fraction)!;
    return digit === '' ? ` ${written}` : `${digit}${decimal}`;
  });
}

/** Units a fraction written with a slash measures ("1/2 metre", "1 1/2 hours"); a date's figures stand before none of them. */
const FRACTION_UNITS = 'miles?|kilometres?|kilometers?|km|metres?|meters?|m|kilos?|kilograms?|kg|litres?|liters?|l|tonnes?|pounds?|lbs?|ounces?|oz|inch|inches|in|feet|foot|ft|yards?|pints?|gallons?|cups?|teaspoons?|tablespoons?|tsp|tbsp|hours?|hrs?|days?|weeks?|months?|years?|dozen|price|acres?';
const SLASH_FRACTION = new RegExp(`(?<![\\d/.])(?:(\\d+)\\s+)?([13])/([24])(?![\\d/])(?=\\s+(?:(a|an|of)\\b|(?:${FRACTION_UNITS})\\b))`, 'gi');
const FRACTION_WORDS: ReadonlyMap<string, string> = new Map([['1/2', 'half'], ['1/4', 'a quarter'], ['3/4', 'three quarters']]);

/** Curly quotes, full-width forms and contractions are written out so the patterns stay simple. */
export function normalizeText(text: string): string {
  // Hours and minutes glued to their number are spelled out as when written apart: "24hr", "10mins".
  // So are hours and minutes written "1h 30m" or "1h30".
  const hm = /\dh\s?\d/i.test(text) ? text.replace(/\b(\d{1,2})h\s?([0-5]?\d)(?:m|mins?)?\b/gi, '$1 hours $2 minutes') : text;
  const spaced = /\d(?:hrs?|mins?|secs?)\b/i.test(hm) ? hm.replace(/(\d)(hrs?|mins?|secs?)\b/gi, '$1 $2') : hm;
  // A half joined by hyphens is a half, before any fraction is read: "two-and-a-half-kilo" = "two
  // and a half kilo", "an hour-and-a-half game" = "an hour and a half game".
  const halved = /-and-a-half/i.test(spaced) ? spaced.replace(/(?<=\p{L})-and-a-half(?:-(?=\p{L}))?/giu, (joint: string) => (joint.endsWith('-') ? ' and a half ' : ' and a half')) : spaced;
  let out = expandAbbreviations(joinInitials(streetBeforeCompass(vulgarFractions(halved))))
    .normalize('NFKC')
    .replace(/[\u2018\u2019\u02BC]/g, "'")
    .replace(/[\u201C\u201D]/g, '"');
  // A step runs only when the text holds one of its cues: most texts hold few, and each pattern
  // read the whole text. The text is written in NFKC by then, so no letter outside ASCII matches an
  // ASCII letter of a pattern that ignores case ("ſ" is an "s" there); the lower-case copy follows
  // every change.
  let lower = out.toLowerCase();
  const pairs = new Int32Array(PAIR_WORDS);
  markPairs(lower, pairs);
  for (let i = 0; i < NORMALISING_STEPS.length; i++) {
    const step = NORMALISING_STEPS[i]!;
    if (step.cues !== undefined && !holdsCue(lower, step.cues, STEP_CUE_PAIRS[i]!, pairs)) continue;
    const next = step.rewrite(out);
    if (next !== out) {
      out = next;
      lower = out.toLowerCase();
      pairs.fill(0);
      markPairs(lower, pairs);
    }
  }
  return out;
}

/**
 * The pairs of adjacent characters (UTF-16 code units) a lower-case text holds, hashed into a bit
 * set of this many 32-bit words. A cue the text holds has each of its pairs in the text, so a cue
 * with a pair whose bit is unset is not there; a set bit proves nothing (another pair may share it),
 * and `includes` then decides.
 */
const PAIR_WORDS = 128;
const pairBit = (first: number, second: number): number => ((first * 131) ^ second) & (PAIR_WORDS * 32 - 1);

/** Sets the bit of each pair of adjacent characters of `lower` in `pairs`. */
function markPairs(lower: string, pairs: Int32Array): void {
  for (let i = 1; i < lower.length; i++) {
    const bit = pairBit(lower.charCodeAt(i - 1), lower.charCodeAt(i));
    pairs[bit >>> 5]! |= 1 << (bit & 31);
  }
}

/**
 * Whether `lower` holds one of `cues`: asked for each of some eighty steps of every text, so a loop
 * with no callback, and a cue with a pair of characters the text lacks (`pairs`) is not searched for.
 */
function holdsCue(lower: string, cues: readonly string[], cueBits: readonly Int32Array[], pairs: Int32Array): boolean {
  for (let c = 0; c < cues.length; c++) {
    const bits = cueBits[c]!;
    let possible = true;
    for (let i = 0; i < bits.length; i++) {
      const bit = bits[i]!;
      if ((pairs[bit >>> 5]! & (1 << (bit & 31))) === 0) {
        possible = false;
        break;
      }
    }
    if (possible && lower.includes(cues[c]!)) return true;
  }
  return false;
}

/** A currency's sign by the first letter of its name ("pounds", "dollars", "euros"). */
const CURRENCY_OF_NAME: ReadonlyMap<string, string> = new Map([['p', '£'], ['d', '$'], ['e', '€']]);

/** Comparisons that cap a figure once negated ("not more than 5") and floor it once said after it ("5 or more"). */
const UPPER_BOUNDED = /^(?:more|heavier|longer|bigger|larger|higher|greater|taller|wider|older|over|above|exceeding)$/i;
const NEGATED_BOUND = /\b(not|no|never)\s+((?:(?!(?:and|but|or|so|than)\b)[a-z]+\s+){0,4}?)(?:(more|less|fewer|heavier|longer|bigger|larger|higher|greater|taller|wider|older|lighter|shorter|smaller|lower|younger)\s+than(?=\s+(?:\d|a\b|an\b|half\b|one\b|two\b|three\b|four\b|five\b|six\b|seven\b|eight\b|nine\b|ten\b|twenty\b|fifty\b|a\s+hundred\b))|(over|above|under|below|exceeding)(?=\s+(?:[a-z]+\s+)?\d))\b/gi;
const COPULA_BOUND = /\b(is|are|was|were|be|been|being|not)\s+(over|above|under|below)(?=\s+(?:[a-z]+\s+)?\d)/gi;
const TRAILING_BOUND = /(\d(?:[\d,]*\d)?(?:\.\d+)?(?:\s?[a-z]+)?)\s+or\s+(less|fewer|under|below|lower|more|over|above|higher|greater)\b(?!\s+than\b)/gi;

/** Having, just before a "no": "got no", "have no", "there are no" (then "no 15mm" is none, not a number). */
const HAVING_BEFORE = /\b(?:got|have|has|had|having|there's|there is|there are|there was|there were)\s$/i;
/** Words after which a closing "no." answers or denies: "say no.", "yes or no.", "the answer is no.". */
const NO_ANSWERED = /^(?:and|yes|say|says|said|saying|answer|answered|answers|was|were|are|just|definitely|probably|certainly|sadly|unfortunately|means|mean|then|still|sorry|afraid|thanks|reply|replied|simply|firmly|politely|unless)$/;
const NUMBERED_NO = /\b(dial-in|pin|phone|contact|tel|telephone|mobile|cell|fax|hotline|helpline|reference|ref|order|account|invoice|policy|booking|ticket|case|item|part|model|membership|registration|serial|tracking|flight|room|unit|seat|gate|platform|job|batch|sample|permit|licence|license|receipt|claim|customer|passport|vehicle|cheque|plot|pitch|locker|bay|berth|stand|lot|bib|entry|kit|table)\s+no\b\.?(?!\s*(?:one|longer|more|later|need|problem|rush|way)\b)/gi;
const STATE_CODE = new RegExp(`(?<=[\\p{Ll}\\d]),\\s*(${[...US_STATES.keys()].join('|')})\\b(?=\\s*(?:\\d{5}|$|[,.;)–—]|-\\s))`, 'gu');
/**
 * Or after the town's name without a comma ("Austin TX"), where the code is no word or title of its
 * own: not "OK", "ME", "IN", "OR", "HI", "ID", "OH", "AL", "LA", "PA", "MA", "CO", "MD", "DE", "GA",
 * "NE", "MO", "MS", "MT", "CT", "DC".
 */
const AMBIGUOUS_STATE_CODES = new Set(['OK', 'ME', 'IN', 'OR', 'HI', 'ID', 'OH', 'AL', 'LA', 'PA', 'MA', 'CO', 'MD', 'DE', 'GA', 'NE', 'MO', 'MS', 'MT', 'CT', 'DC']);
const STATE_AFTER_TOWN = new RegExp(`(?<=\\b\\p{Lu}\\p{Ll}{2,}) (${[...US_STATES.keys()].filter((code) => !AMBIGUOUS_STATE_CODES.has(code)).join('|')})\\b(?=\\s*(?:\\d{5}|$|[,.;)–—]|-\\s))`, 'gu');
/** Those codes too, but for the words among them, closing an address after a comma and the town: "45 Elm Ave, Boston MA". */
const WORD_STATE_CODES = new Set(['OK', 'ME', 'IN', 'OR', 'HI']);
const STATE_CLOSING_ADDRESS = new RegExp(`(?<=, \\p{Lu}\\p{Ll}{2,}(?: \\p{Lu}\\p{Ll}+)?) (${[...AMBIGUOUS_STATE_CODES].filter((code) => !WORD_STATE_CODES.has(code)).join('|')})(?=(?: \\d{5})?\\s*$)`, 'gu');
export const COMPASS: ReadonlyMap<string, string> = new Map([['N', 'North'], ['S', 'South'], ['E', 'East'], ['W', 'West'], ['NE', 'Northeast'], ['NW', 'Northwest'], ['SE', 'Southeast'], ['SW', 'Southwest']]);
// The kinds are spelled out by then ("Ave" is "Avenue", and "St" before a compass point "Street").
const COMPASS_AFTER_STREET = /(?<=\b(?:Street|Avenue|Road|Boulevard|Drive|Lane|Way|Place|Parkway|Highway|Court|Crescent|Terrace)\s)(?:N|S|E|W|NE|NW|SE|SW)\.?(?![\p{L}\d'&-])/gu;
/** "bucks" after a number in digits or words: "5 bucks", "twenty bucks". */
const NUMBER_BUCKS = new RegExp(`(\\d|\\b(?:${[...NUMBER_WORDS.keys()].filter((word) => /^[a-z]+$/.test(word)).join('|')}))\\s+bucks\\b`, 'gi');
const UNIT_AFTER_NUMBER = new RegExp(
  `(\\d)\\s?(${UNIT_ALTERNATION})(?![\\p{L}\\d'/-])`,
  'giu',
);
/** The numbers in words, longest first, as a pattern's alternatives. */
const NUMBER_WORD_ALTERNATION = [...NUMBER_WORDS.keys()].filter((word) => /^[a-z]+$/.test(word)).sort((a, b) => b.length - a.length).join('|');
/** A unit of two letters or more after a number in words: "ninety psi", "two kg" (not "in", a word of its own). */
const UNIT_AFTER_NUMBER_WORD = new RegExp(`\\b(${NUMBER_WORD_ALTERNATION})\\s(${UNIT_ALTERNATION})(?![\\p{L}\\d'/-])`, 'giu');
/** Words that a number and a letter after them label ("Seat 12L", "Gate 4g"): the letter is no unit. */
const LABELLED = /(?:^|[^\p{L}])(?:seat|row|room|gate|flat|unit|platform|bay|apt|apartment|suite|block|level|floor|zone|stand|pier|desk|locker|box|lot|plot|pitch|table|bed|ward|bus|route|line|flight|no|number|#)\s*$/iu;
/** Whether the number before a one-letter unit is a label's: after a labelling word or a letter ("B12L"). */
function codeBefore(before: string): boolean {
  const head = before.replace(/[\d.,]+$/, '');
  return /\p{L}$/u.test(head) || LABELLED.test(head);
}
// Not a letter to reply or press: "reply N to cancel", "reply Y to confirm or N to cancel".
const COMPASS_LETTER = /(?<![\p{L}\d'&-])(?<!\b(?:[Rr]eply|[Rr]eplying|[Pp]ress|[Tt]ype|[Tt]ext|[Ss]end|[Ee]nter|[Ss]elect|[Cc]hoose|[Oo]ption|[Aa]nswer|[Kk]ey)\s(?:[^.!?]{0,30}\sor\s)?)(N|S|E|W|NE|NW|SE|SW)\.?(?= (?:\p{Ll}|\d+(?:st|nd|rd|th)\b))/gu;

/** Words that label a letter or a figure after them ("Lab B", "Hall C", "Room 4"), as a pattern's alternatives. */
export const LABEL_WORDS =
  'lab|hall|wing|building|block|studio|stage|court|terminal|theatre|theater|section|area|zone|room|gate|flat|unit|platform|bay|suite|level|floor|stand|pier|desk|locker|ward|row|seat|pitch|screen|entrance|exit|door|coach|carriage|cabin|deck|plan|option|grade|type|class|group|team|site|table|bus|route';
/** A word a single letter after it labels, in any case. */
const LETTER_LABELLED = new RegExp(`\\b(?:${LABEL_WORDS})\\s+$`, 'i');

// Letters with accents are letters: the "r" of "résumé" is not the abbreviation "r".
// A possessive "'s" may follow ("tmrw's appts"), or a plural's apostrophe ("5 mins' walk"), but no
// other apostrophe, except in the short forms that write one ("gov't", "reg'd").
const ABBREVIATION_PATTERN = /(?<![\p{L}\d_'])(w\/in|w\/o|w\/e|w\/c|w\/|b\/c|a\/v|s\/w|h\/w|q&a|a&e|t&cs?|ts&cs|b-day|hi-vi[sz]|(?:gov|int|dep|ass|nat)['’][tl]|(?:reg|att|rec|req)['’]d|[A-Za-z]+\d?[a-z]?|\d[a-z]{3,6})(?![\p{L}\d_&\/-]|(?<!s)'(?!s\b))\.?/giu;

/** What follows "approx." when it qualifies a noun: a word in lower case that is no figure, article or preposition. */
const APPROXIMATE_NOUN = /^\s+(?!(?:a|an|at|by|around|about|in|on|for|from|to|half|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|sixty|hundred|thousand)\b)\p{Ll}/u;

/** An initialism in capitals, then a word or mark that lists ("ILS and", "CPR, "), just before a short form. */
const INITIALISM_BEFORE = /\b[A-Z]{2,}s?\s*(?:and|or|&|,|\/|\+)\s*$/;
/** The same after it ("and ILS"). */
const INITIALISM_AFTER = /^\s*(?:and|or|&|,|\/|\+)\s*[A-Z]{2,}s?\b/;

/**
 * Spells out abbreviations ("appt", "EOD", "w/", "NYC"). "Dr" and "St" are titles before a name
 * ("Dr. Patel") and words otherwise ("Dr appt", "Main St").
 */
export function expandAbbreviations(text: string): string {
  return text.replace(ABBREVIATION_PATTERN, (whole, word: string, offset: number) => {
    const lower = word.toLowerCase().replace('’', "'");
    // Keys in capitals ("LA", "US") match only as written; lower-case keys match in any case.
    // An initialism's plural is its expansion's: "CVs" = "resumes", "TVs" = "televisions".
    const plural = /^[A-Z]{2,}s$/.test(word) && ABBREVIATIONS.get(word) === undefined && ABBREVIATIONS.get(lower) === undefined;
    const singular = plural ? (ABBREVIATIONS.get(word.slice(0, -1)) ?? ABBREVIATIONS.get(lower.slice(0, -1))) : undefined;
    const expansion = singular === undefined ? (ABBREVIATIONS.get(word) ?? ABBREVIATIONS.get(lower)) : /\p{L}$/u.test(singular) && !/s$/.test(singular) ? `${singular}s` : undefined;
    // "c u" is "see you" in a text message; a "c" alone is a letter.
    if (word === 'c' && /^\s+(?:u|you|ya)\b/.test(text.slice(offset + whole.length))) return 'see';
    // "ta" in lower case closing a message after a comma or a dash is the British "thanks" ("can you
    // grab the bread, ta"); "TA" is a teaching assistant, and "ta" elsewhere is left alone.
    if (word === 'ta' && /^[\s!.]*$/.test(text.slice(offset + whole.length)) && /[,–—-]\s*$/.test(text.slice(0, offset))) return 'thanks';
    if (expansion === undefined) return whole;
    const rest = text.slice(offset + whole.length);
    // A short form in capitals listed with another initialism is one too: "ILS and PLS assessments"
    // names two courses, not "please". Only a short form the lexicon writes in lower case.
    if (/^[A-Z]{2,}$/.test(word) && !ABBREVIATIONS.has(word) && (INITIALISM_BEFORE.test(text.slice(0, offset)) || INITIALISM_AFTER.test(rest))) return whole;
    // A one-letter word before "'s" is a letter's ("the u's"), not "you".
    if (word.length === 1 && rest.startsWith("'")) return whole;
    if ((lower === 'dr' || lower === 'st') && /^\s*[A-Z]/.test(rest)) return whole;
    // A capitalised word that signs off after a closing is a name: "cheers, Mo" is not "cheers, month".
    if (/^[A-Z][a-z]/.test(word) && /^\s*[.!]?\s*$/.test(rest) && /\b(?:cheers|thanks|thx|regards|best|love|ta|wishes)\s*[,!–—-]?\s*$/i.test(text.slice(Math.max(0, offset - 12), offset))) return whole;
    // "Approx." before a noun is "approximate" ("approx. cost"); before a figure or a preposition, "approximately".
    if (lower === 'approx' && APPROXIMATE_NOUN.test(rest)) return word[0] === 'A' ? 'Approximate' : 'approximate';
    // "350 US dollars" is an amount in dollars, read as such once the abbreviations are spelled out.
    if (word === 'US' && /^\s*dollars?\b/i.test(rest)) return whole;
    // "Sec" counts seconds after a figure or "a" ("30 secs", "just a sec"); else it is a club's
    // secretary ("Email the sec", "Hon. Sec").
    if ((lower === 'sec' || lower === 'secs') && !/(?:\d|\b(?:a|one|few|couple|per|of|two|three|ten|twenty|thirty|several|many|some))\s*$/i.test(text.slice(Math.max(0, offset - 12), offset))) return `${word[0] === 'S' ? 'S' : 's'}ecretar${lower === 'sec' ? 'y' : 'ies'}`;
    // "USD" beside an amount is its currency, read with the amount ("USD 1,250" = "$1,250").
    if (word === 'USD' && (/^\s*[\d$]/.test(rest) || /\d\s*$/.test(text.slice(0, offset)))) return whole;
    // In capitals these are a scan and a state: "CT scan", "Helena, MT".
    if ((lower === 'ct' || lower === 'mt') && word === word.toUpperCase()) return whole;
    if (lower === 'dr' && /^\s*[a-z]/.test(rest) && !/^\s*(appt|appointment|visit|office|checkup)\b/i.test(rest)) return whole;
    // A capital "B" opening a text message is "be" before where or how one will be ("B there in 10").
    if (word === 'B' && offset === 0 && /^\s+(?:there|here|back|ready|home|late|right)\b/.test(rest)) return 'Be';
    // These, and "rn" (a nurse) and "bc" (a province, or a date), are texting forms only in lower case.
    if ((lower === 'u' || lower === 'r' || lower === 'b' || lower === 'rn' || lower === 'bc') && word !== lower) return whole;
    // "I'll lmk" is "I'll let you know": who lets whom know turns after a subject that will do it.
    if (lower === 'lmk' && /\b(?:will|'ll|shall|gonna|going to|i)\s+$/i.test(text.slice(Math.max(0, offset - 12), offset))) return 'let you know';
    // A letter after a word it labels is that label in lower case: "lab b", "hall u", "gate r".
    if (word.length === 1 && LETTER_LABELLED.test(text.slice(Math.max(0, offset - 16), offset))) return whole;
    const spelled = /^[A-Z][a-z]/.test(word) ? expansion[0]!.toUpperCase() + expansion.slice(1) : expansion;
    // A period that also closes the sentence stays: "Bring your hi-vis. Since the room ...".
    return whole.endsWith('.') && /^\s+\p{Lu}\p{Ll}/u.test(rest) ? `${spelled}.` : spelled;
  });
}

/** Small words before "number" that do not name what it numbers ("the number 7", "at number 12"; not FUNCTION_WORDS, which holds "lot"). */
/** A thing and its figure with "number" between: "Lot number 7", "order number 4521". */
// The figure may be in words: "Stall number twenty-one" = "Stall number 21" = "Stall 21".
const NUMBERED_BY_WORD = new RegExp(`(?<![\\p{L}\\d])(\\p{L}{2,}) number (\\d+[A-Za-z]?|(?:${NUMBER_WORD_ALTERNATION})(?:[- ](?:${NUMBER_WORD_ALTERNATION}))?)(?![\\p{L}\\d])`, 'giu');
/** The same with "number" or a number sign: "Suite Number 5", "Suite #5". */
const NUMBERED_THING = /(?<![\p{L}\d])(\p{L}{2,}) (?:number |#)(\d+[A-Za-z]?)(?![\p{L}\d])/giu;
/** The thing and its figure, unless the word before "number" names nothing it numbers. */
const numberedThing = (whole: string, word: string, figure: string): string => (NOT_NUMBERING.test(word) ? whole : `${word} ${figure}`);
const NOT_NUMBERING = /^(?:a|an|the|my|your|our|their|his|her|its|this|that|same|any|each|every|one|at|in|on|to|from|by|with|of|for|is|was|are|were|and|or)$/i;

/** The weekdays in order, Monday first. */
export const WEEKDAY_NAMES: readonly string[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
const NEXT_WEEKDAY = new Map(WEEKDAY_NAMES.map((day, i) => [day, WEEKDAY_NAMES[(i + 1) % 7]!.replace(/^./, (c) => c.toUpperCase())]));
/** "after Tuesday" or "after the 20th", not "the day after", nor "after Sunday lunch", "after Tuesday's" or "after the 20th of May". */
const AFTER_DAY = new RegExp(`(?<!\\bthe day )\\bafter (?:(${WEEKDAY_NAMES.join('|')})|the (\\d{1,2})(?:st|nd|rd|th))\\b(?!['’]s|\\s+(?:of|morning|afternoon|evening|night|lunch|lunchtime|dinner|breakfast|brunch|service|meeting|match|game|class|session|shift|at|\\d)\\b)`, 'gi');
/** A denial: "not", or a verb with its "n't". */
const DENIAL = String.raw`(?:not|won't|can't|(?:is|are|was|were|do|does|did|could|would|should|will|can)(?:\s+not|n't))`;
/** "not ... after Friday" in one clause, and "after Friday won't". */
const NOT_AFTER_DAY = new RegExp(`\\b(${DENIAL})\\s+((?:[\\p{L}']+\\s+){0,4}?)after\\s+(${WEEKDAY_NAMES.join('|')})\\b(?!['’]s|\\s+(?:morning|afternoon|evening|night|lunch|lunchtime|dinner|at|\\d)\\b)`, 'giu');
const AFTER_DAY_NOT = new RegExp(`\\bafter\\s+(${WEEKDAY_NAMES.join('|')})\\s+(${DENIAL})\\b`, 'gi');
/**
 * Nothing after a day is everything up to it, where the other text does not bound the day with
 * "after" too: "Entries not accepted after Friday" = "Entries accepted up to Friday" (/ "Friday is the
 * last day for entries"), "Entries received after Friday won't be accepted" = "... received by Friday
 * will be". Against "forfeited after Friday" the denial stays, to meet that negative state.
 */
export function notAfterDay(text: string, other: string): string {
  if (!/\bafter\s/i.test(text)) return text;
  const bounded = (day: string) => new RegExp(`\\bafter\\s+${day}\\b`, 'i').test(other);
  return text
    .replace(NOT_AFTER_DAY, (whole, denial: string, between: string, day: string) => (bounded(day) ? whole : `${unsaid(denial)}${between}up to ${day}`))
    .replace(AFTER_DAY_NOT, (whole, day: string, denial: string) => (bounded(day) ? whole : `by ${day} ${unsaid(denial)}`));
}

/** A denial with its "not" taken away: "won't" -> "will ", "isn't" -> "is ", "not" -> "". */
function unsaid(denial: string): string {
  const lower = denial.toLowerCase();
  if (lower === 'not') return '';
  if (lower === "won't") return 'will ';
  if (lower === "can't") return 'can ';
  return `${denial.replace(/(?:\s+not|n't)$/i, '')} `;
}
const ordinalOf = (day: number) => `${day}${day % 10 === 1 && day !== 11 ? 'st' : day % 10 === 2 && day !== 12 ? 'nd' : day % 10 === 3 && day !== 13 ? 'rd' : 'th'}`;
const HOLIDAYS: ReadonlyMap<string, string> = new Map([
  ['christmas day', '25 December'], ['christmas eve', '24 December'], ['boxing day', '26 December'], ['new years eve', '31 December'],
  ['new years day', '1 January'], ['valentines day', '14 February'], ['halloween', '31 October'], ['bonfire night', '5 November'],
  ['st patricks day', '17 March'], ['independence day', '4 July'],
]);
const HOLIDAY = /\b(?:christmas day|christmas eve|boxing day|new year['’]?s eve|new year['’]?s day|valentine['’]?s day|halloween|bonfire night|st\.? patrick['’]?s day|independence day)\b/gi;
/** "The day after Boxing Day", "the day before Christmas" (the day itself, said alone only here). */
const HOLIDAY_NEXT_TO = new RegExp(String.raw`\b(?:the\s+)?day\s+(after|before)\s+(${HOLIDAY.source.slice(2, -2)}|christmas)\b`, 'gi');
const holidayDate = (name: string): string | undefined => HOLIDAYS.get(name.toLowerCase().replace(/['’.]/g, '').replace(/\s+/g, ' '));
const MONTH_LENGTHS: ReadonlyMap<string, number> = new Map([
  ['January', 31], ['February', 28], ['March', 31], ['April', 30], ['May', 31], ['June', 30], ['July', 31], ['August', 31], ['September', 30], ['October', 31], ['November', 30], ['December', 31],
]);

/** The date a day after (`step` 1) or before (-1) a fixed-date holiday, as "27 December". */
function besideHoliday(name: string, step: 1 | -1): string | undefined {
  const date = name.toLowerCase() === 'christmas' ? '25 December' : holidayDate(name);
  if (date === undefined) return undefined;
  const [day, month] = [Number(date.split(' ')[0]), date.split(' ')[1]!];
  const months = [...MONTH_LENGTHS.keys()];
  const at = months.indexOf(month);
  const next = day + step;
  if (next >= 1 && next <= MONTH_LENGTHS.get(month)!) return `${next} ${month}`;
  const other = months[(at + step + 12) % 12]!;
  return step === 1 ? `1 ${other}` : `${MONTH_LENGTHS.get(other)} ${other}`;
}
const SMALL_NUMBER = '\\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty';
const RANGE_SCALE = new RegExp(`\\b(${SMALL_NUMBER})(\\s+(?:to|and|or)\\s+|\\s*[-–]\\s*)(${SMALL_NUMBER})\\s+(thousand|million)\\b`, 'gi');

/** Number words joined by hyphens around a scale are one number: "one-hundred-and-twenty". */
const HYPHENED_SCALE = new RegExp(`\\b(?:${NUMBER_WORD_ALTERNATION})(?:-(?:and-)?(?:${NUMBER_WORD_ALTERNATION}))+\\b`, 'gi');
const FOUR_FIGURE_TIME = /(?<![\p{L}\d#£$€.,:\/-]|\d\s)([01]\d|2[0-3])([0-5]\d)(?:\s*(hrs|hours|h)\b)?(?![\p{L}\d.,:\/-]|\s\d)/gu;
const ZONED_FOUR_FIGURE_TIME = /(?<![\p{L}\d#£$€.,:\/-]|\d\s)([01]\d|2[0-3])([0-5]\d)\s?(Z|z|UTC|GMT)\b/gu;
const CODE_LABEL_BEFORE = new RegExp(`(?:\\b(?:${LABEL_WORDS}|no|ref|reference|code|number|pin|account|order|lot|invoice|policy|booking|model|part|serial|extension|ext)\\.?|#)\\s*$`, 'i');

const COMPARATIVE_ONE = /\b(\p{L}{2,}(er|est))\s+one\b(?!\s*(?:of|another)\b)/giu;
const COMPARED_NOUN = /\b(\p{L}{2,}(er|est))\s+(\p{L}{3,})\b/giu;
const NOT_COMPARED = /^(?:another|other|either|neither|over|under|after|number|winter|summer|later|never|ever|rather|whether|together|per|her)$/i;
const NOT_A_NOUN = /^(?:one|ones|than|and|the|for|from|with|this|that|then|was|were|are|is|you|they|she|him|them|its|our|your|their|on|in|at|to|by)$/i;

/** Doings a noun of the same form names, given to a thing ("give it a wash"); a few say another verb. */
const GIVEN_VERBS: ReadonlyMap<string, string> = new Map([['ring', 'call'], ['bell', 'call'], ['buzz', 'call'], ['shout', 'contact'], ['look', 'look at'], ['once-over', 'check']]);
const GIVEN_DOINGS = [
  'turn', 'wash', 'clean', 'tidy', 'polish', 'rinse', 'sweep', 'trim', 'check', 'service', 'spray', 'water', 'feed', 'brush', 'scrub', 'dust', 'hoover', 'mow',
  'prune', 'wipe', 'stir', 'shake', 'test', 'rub', 'sand', 'oil', 'tune', 'charge', 'sharpen', 'iron', 'press', 'wax', 'rake', 'weed', 'paint', 'call', 'read', 'try',
  'clear', 'refresh', 'spruce', 'reboot', 'restart', 'update', 'hug', ...GIVEN_VERBS.keys(),
];
/** "Give" (any form), a short object (a pronoun, a name, or words after a determiner), "a" or "an", a word of degree, and the doing. */
const GIVEN_DOING = new RegExp(
  String.raw`\b([Gg](?:ive|ives|ave|iving))\s+((?:the|your|my|our|his|her|their|its|this|that|these|those|it|them|him|me|us|\p{Lu}[\p{L}'’-]*)(?:\s+(?!a\b|an\b)[\p{L}'’-]+){0,3}?)\s+an?\s+(?:(?:quick|good|proper|thorough|light|final|fresh|little|gentle|decent|full)\s+)?(${GIVEN_DOINGS.join('|')})\b(?!\s+of\b)`,
  'gu',
);
/** A word in the case of the one it replaces: capitalised at a text's start. */
const caseOf = (written: string, word: string): string => (/^\p{Lu}/u.test(written) ? word.charAt(0).toUpperCase() + word.slice(1) : word);

/** The normaliser's rewrites, in order (each reads what the ones before it wrote). */
export const NORMALISING_STEPS: readonly NormalisingStep[] = [
  { cues: ['usd', 'us$', 'eur', 'gbp'], rewrite: (text) => text.replace(CURRENCY_BEFORE, (_whole, code: string) => CURRENCY_SIGNS.get(code.toUpperCase())!) },
  // An evening meal is dinner, and after dark is at night: a meal's name and a light's, not a clock's.
  { cues: ['evening meal', 'after dark', 'after-dark'], rewrite: (text) => text.replace(/\b(e)vening meal(s?)\b/gi, (_whole, e: string, plural: string) => `${e === 'E' ? 'D' : 'd'}inner${plural}`).replace(/\bafter[- ]dark\b/gi, 'at night') },
  // Money in slang is money: "twenty quid" = "twenty pounds", "5 bucks" = "5 dollars" (a buck
  // without a number may be a deer, and "quid pro quo" is no money).
  { cues: ['quid', 'bucks'], rewrite: (text) => text.replace(/\bquid\b(?!\s+pro\b)/gi, 'pounds').replace(NUMBER_BUCKS, '$1 dollars') },
  // Whole units and cents in words are one amount: "84 dollars and 50 cents" = "$84.50".
  { cues: ['dollar', 'euro', 'pound'], rewrite: (text) => text.replace(/(\d+)\s+(dollars?|euros?|pounds?)\s+(?:and\s+)?(\d{1,2})\s+(?:cents?|pence|p)\b/gi, (_whole, units: string, name: string, cents: string) => `${units}.${cents.padStart(2, '0')} ${name}`) },
  // So are whole units and two figures closing the phrase: "88 pounds 50 online" = "£88.50 online".
  { cues: ['dollar', 'euro', 'pound'], rewrite: (text) => text.replace(/(\d+)\s+(dollars?|euros?|pounds?)\s+(\d{2})(?=\s*(?:$|[.,!?;:)])|\s+(?:for|each|per|at|in|on|online|upfront|to|by|a|an|and|or)\b)/gi, (_whole, units: string, name: string, cents: string) => `${CURRENCY_OF_NAME.get(name[0]!.toLowerCase())!}${units}.${cents}`) },
  // Seconds glued to a figure with decimals are seconds: "38.450s" = "38.45 seconds".
  { cues: ['0s', '1s', '2s', '3s', '4s', '5s', '6s', '7s', '8s', '9s'], rewrite: (text) => text.replace(/(?<![\d.])(\d+\.\d+)s\b/g, '$1 seconds') },
  // A date written with points is the date with slashes: "31.12.2025" = "31/12/2025" (a year of four
  // figures after a day and a month; "1.2.3" stays a version).
  { cues: ['.'], rewrite: (text) => text.replace(/(?<![\d.])(0?[1-9]|[12]\d|3[01])\.(0?[1-9]|1[0-2])\.((?:19|20)\d\d)(?!\d|\.\d)/g, '$1/$2/$3') },
  // "'til" is "until", as "til" is.
  { cues: ["'til"], rewrite: (text) => text.replace(/(?<![\p{L}\d])'(t)il\b/giu, (_whole, t: string) => (t === 'T' ? 'Until' : 'until')) },
  // Hand-me-downs by their ordinal: "2nd-hand" = "second-hand".
  { cues: ['2nd'], rewrite: (text) => text.replace(/\b2nd([- ])hand\b/gi, 'second$1hand') },
  // First aid by its ordinal: "1st aid kit" = "first aid kit".
  { cues: ['1st'], rewrite: (text) => text.replace(/\b1st([- ])(aid|aider|aiders)\b/gi, 'first$1$2') },
  // Half a price is half price: "1/2 price entry" = "half-price entry"; so is half a day ("½ day" = "half day").
  { cues: ['1/2'], rewrite: (text) => text.replace(/(?<![\d/.])1\/2(?=[\s-]+(?:price|day)\b)/gi, 'half') },
  // A fraction with a slash before a unit is its value ("1/2 metre" = "0.5 metre", "1 1/2 hours" =
  // "1.5 hours"), and before "a" or "of" its word ("1/2 a mile" = "half a mile").
  {
    cues: ['1/2', '1/4', '3/4'],
    rewrite: (text) =>
      text.replace(SLASH_FRACTION, (whole, units: string | undefined, top: string, bottom: string, article: string | undefined) => {
        const fraction = FRACTION_WORDS.get(`${top}/${bottom}`);
        if (fraction === undefined) return whole;
        const value = Number(top) / Number(bottom);
        if (units !== undefined) return String(Number(units) + value);
        return article === undefined ? String(value) : fraction;
      }),
  },
  // "A mile and a half" is 1.5 miles.
  { cues: ['and a half'], rewrite: (text) => text.replace(/\b(?:a|an|one) (mile|kilometre|kilometer|metre|meter|kilo|kilogram|litre|liter|tonne|pound|ounce|inch|foot|yard|pint|gallon)s? and a half\b/gi, (_whole, unit: string) => `1.5 ${unit}s`) },
  // Half of a unit is 0.5 of it: "half a mile" = "0.5 miles", "half a litre" = "0.5 litres".
  { cues: ['half'], rewrite: (text) => text.replace(/\bhalf an? (mile|kilometre|kilometer|metre|meter|kilo|kilogram|litre|liter|tonne|pound|ounce|inch|carat|pint|gallon|yard)\b/gi, (_whole, unit: string) => `0.5 ${unit}s`) },
  // So is a half joined to its unit: "a half-carat diamond" = "a 0.5-carat diamond".
  { cues: ['half-'], rewrite: (text) => text.replace(/\bhalf-(mile|kilometre|kilometer|metre|meter|kilo|kilogram|litre|liter|tonne|pound|ounce|inch|carat|pint|gallon|yard)\b/gi, '0.5-$1') },
  // A frequency in one word with its count is every so many units: "two-hourly" = "every two hours",
  // and "three-monthly" is quarterly. A figure needs its hyphen: "Flat 6 yearly service charge".
  { cues: ['hourly', 'daily', 'weekly', 'monthly', 'yearly'], rewrite: (text) => text.replace(/\b(?:(\d{1,2})-|(two|three|four|five|six|eight|ten|twelve)[-\s])(hour|day|week|month|year)ly\b/gi, (_whole, figure: string | undefined, word: string | undefined, unit: string) => {
      const count = figure ?? word!;
      if (unit.toLowerCase() === 'month' && (count === '3' || count.toLowerCase() === 'three')) return /^[A-Z]/.test(count) ? 'Quarterly' : 'quarterly';
      return `every ${count} ${unit.toLowerCase()}s`;
    }) },
  // "Zero" before a plural counts none: "received zero bids" = "received no bids".
  { cues: ['zero '], rewrite: (text) => text.replace(/\b([Zz])ero\s+(?=\p{L}+s\b)/gu, (_whole, z: string) => (z === 'Z' ? 'No ' : 'no ')) },
  // A day after another starts on the next: "any day after Tuesday" = "from Wednesday onwards", "after
  // the 20th" = "from the 21st onwards" (not "the day after Tuesday", which is Wednesday itself).
  { cues: ['after '], rewrite: (text) => text.replace(AFTER_DAY, (whole, weekday: string | undefined, ordinal: string | undefined) => {
      if (weekday !== undefined) return `from ${NEXT_WEEKDAY.get(weekday.toLowerCase())!} onwards`;
      const day = Number(ordinal) + 1;
      return day > 31 ? whole : `from the ${ordinalOf(day)} onwards`;
    }) },
  // Fixed-date holidays are their dates: "Boxing Day" = "26 December".
  // The day after or before one is the next or the last date: "the day after Boxing Day" = "27 December".
  { cues: ['day', 'eve', 'halloween', 'bonfire'], rewrite: (text) => text.replace(HOLIDAY_NEXT_TO, (whole, side: string, name: string) => besideHoliday(name, side.toLowerCase() === 'after' ? 1 : -1) ?? whole).replace(HOLIDAY, (whole) => holidayDate(whole) ?? whole) },
  { cues: ['hundred-', '-hundred', 'thousand-', '-thousand'], rewrite: (text) => text.replace(HYPHENED_SCALE, (run: string) => (/hundred|thousand/i.test(run) ? run.replace(/-/g, ' ') : run)) },
  // A scale said once over a range holds for both ends: "eight to ten thousand" = "eight thousand to ten thousand".
  { cues: ['thousand', 'million'], rewrite: (text) => text.replace(RANGE_SCALE, (_whole, low: string, joint: string, high: string, scale: string) => `${low} ${scale}${joint}${high} ${scale}`) },
  // So is one in four figures with its time zone, on the 24-hour clock, and "Z" (Zulu) is UTC:
  // "net at 1900Z" = "net at 19:00 UTC", "0730 GMT" = "07:30 GMT".
  { cues: ['z', 'utc', 'gmt'], rewrite: (text) => text.replace(ZONED_FOUR_FIGURE_TIME, (_whole, hour: string, minutes: string, zone: string) => `${hour}:${minutes} ${zone.toUpperCase() === 'Z' ? 'UTC' : zone}`) },
  // A clock time in four figures is the time: "drop-off 0545" = "5:45", "1430 hrs" = "14:30"; not a
  // code that a label or a number sign names ("Room 0545", "ref 0212").
  { cues: ['0', 'hrs', 'hours'], rewrite: (text) => text.replace(FOUR_FIGURE_TIME, (whole, hour: string, minutes: string, unit: string | undefined, offset: number) =>
      unit === undefined && (hour[0] !== '0' || CODE_LABEL_BEFORE.test(text.slice(Math.max(0, offset - 24), offset))) ? whole : `${Number(hour)}:${minutes}`) },
  // "The smaller one" beside "the larger truck" is the smaller truck: the pronoun takes the noun of
  // the other comparative, so that two texts that put the noun on either side say the same.
  { cues: ['er one', 'est one'], rewrite: (text) => text.replace(COMPARATIVE_ONE, (whole, adjective: string, suffix: string) => {
      if (NOT_COMPARED.test(adjective)) return whole;
      for (const m of text.matchAll(COMPARED_NOUN)) {
        if (m[2] === suffix && m[1]!.toLowerCase() !== adjective.toLowerCase() && !NOT_COMPARED.test(m[1]!) && !NOT_A_NOUN.test(m[3]!)) return `${adjective} ${m[3]}`;
      }
      return whole;
    }) },
  // A count of beds before a home is its bedrooms: "a 2-bed flat" = "a 2-bedroom flat".
  { cues: ['bed'], rewrite: (text) => text.replace(/\b(\d|one|two|three|four|five|six)([- ])bed\b(?=\s+(?:flat|house|home|apartment|cottage|bungalow|property|place|semi|terrace|unit|lodge|villa|caravan)\b)/gi, '$1$2bedroom') },
  // "v." before a word in lower case is "very" ("v. good condition"); "Smith v Jones" keeps it.
  { cues: ['v ', 'v.'], rewrite: (text) => text.replace(/(?<![\p{L}\d'’.&\/-])v\.?\s+(?=\p{Ll}{3,})/gu, 'very ') },
  // The others as the amount and the code: "PLN 1250" = "1,250 złoty" = "1250 PLN".
  { cues: ['pln', 'zł', 'zlot', 'chf', 'franc', 'jpy', 'yen', 'huf', 'forint', 'czk', 'crown', 'koruna', 'sek', 'kronor', 'inr', 'rupee', 'zar', 'rand', 'thb', 'baht', 'myr', 'ringgit'],
    rewrite: (text) => text.replace(CODED_AMOUNT, (whole, code: string | undefined, amount: string | undefined, amountAfter: string | undefined, name: string | undefined) =>
      code !== undefined ? `${amount!} ${code.toUpperCase()}` : `${amountAfter!} ${CURRENCY_CODES.get(name!.toLowerCase()) ?? name!.toUpperCase()}`) },
  { cues: ['us', 'dollar', 'eur', 'gbp', 'pound'], rewrite: (text) => text.replace(CURRENCY_AFTER, (_whole, amount: string, name: string) => `${currencySign(name)}${amount}`) },
  // "Lot number 7" is "Lot 7", "order number 4521" is "order 4521" (not "the number 7", a bus, nor
  // "at number 12", an address).
  { cues: ['number'], rewrite: (text) => text.replace(NUMBERED_BY_WORD, numberedThing) },
  // "A pair of sunglasses" is sunglasses: the pair counts nothing another text must say.
  { cues: ['pair of'], rewrite: (text) => text.replace(/\b([Aa]) pair of (?=\p{L}+s\b)/gu, '') },
  { cues: ['°', 'degree'], rewrite: (text) => text.replace(TEMPERATURE, (_whole, digit: string | undefined, after: string | undefined, spelled: string | undefined) => `${digit === undefined ? '' : `${digit} `}degrees ${(after ?? spelled) === 'C' ? 'Celsius' : 'Fahrenheit'}`) },
  { cues: ['°'], rewrite: (text) => text.replace(/(\d)\s?°/g, '$1 degrees') },
  { cues: ['centigrade'], rewrite: (text) => text.replace(/\bcentigrade\b/gi, 'Celsius') },
  // A size's figures joined by "x" are joined by "by": "60 x 45 cm" = "60 by 45 cm" (not a count glued to its "x": "2x").
  { cues: [' x ', '×'], rewrite: (text) => text.replace(/(?<=\d(?:\s?\p{L}{1,12}|["″])?)\s+[x×]\s+(?=\d)|(?<=\d)×(?=\d)/gu, ' by ') },
  // Square units in one spelling: "45 m²" (NFKC "m2") = "45 sq m" = "45 square metres".
  { cues: ['m2', 'sq', 'ft2'], rewrite: (text) => text.replace(/(\d)\s?(?:m2|sq\.?\s?m|sqm)(?![\p{L}\d])/gu, '$1 square metres').replace(/(\d)\s?(?:ft2|sq\.?\s?ft\.?)(?![\p{L}\d])/gu, '$1 square feet') },
  // Metres written "m" where a length is meant: "5 m by 4 m", "3m wide" (never after a currency
  // sign, where "m" is "million").
  { cues: ['by', 'x', '×', 'long', 'wide', 'high', 'deep', 'tall', 'away', 'apart'], rewrite: (text) => text.replace(/(?<![£$€][\d.,]*)(\d)\s?m\b(?=\s*(?:by|x|×)\s*\d|\s+(?:long|wide|high|deep|tall|away|apart)\b)/g, '$1 metres') },
  { cues: ['by', 'x', '×'], rewrite: (text) => text.replace(/(\b(?:by|x|×)\s*\d+(?:\.\d+)?)\s?m\b(?![\p{L}\d])/gu, '$1 metres') },
  // A year written short after the one before it is the year after it: "2024/25" = "2024-2025".
  {
    cues: ['19', '20'],
    rewrite: (text) => text.replace(/\b((?:19|20)\d{2})\s?[/–—-]\s?((?:19|20)?\d{2})\b(?![/.:]\d)/g, (whole, first: string, second: string) => {
      const next = Number(first) + 1;
      return second === String(next) || second === String(next).slice(2) ? `${first}-${next}` : whole;
    }),
  },
  // A percentage in one spelling: "5 percent" = "5 per cent" = "5%".
  // After a number in words "per cent" is one word, as "percent" is: "ten per cent" = "ten percent".
  { cues: ['per', 'pct'], rewrite: (text) => text.replace(/(\d)\s?(?:percent|per cent|pct)\b/gi, '$1%').replace(/\b([a-z]+) per cent\b/gi, '$1 percent') },
  // A share in one number word is its figure: "ten percent" = "10%" (not the "five" of "twenty-five").
  { cues: ['percent'], rewrite: (text) => text.replace(/(?<![\p{L}-])(\p{L}+) percent\b/giu, (whole, word: string) => {
      const value = NUMBER_WORDS.get(word.toLowerCase());
      return value === undefined ? whole : `${value}%`;
    }) },
  // An age group is one however written: "U15s" = "Under-15s" = "under-15s" (a capital "Under" is
  // no name). Only ages 5 to 23, so "U2" is left alone; a lower-case "u" only with its plural "s".
  {
    cues: ['u1', 'u2', 'u5', 'u6', 'u7', 'u8', 'u9', 'u-', 'under-', 'over-'],
    rewrite: (text) =>
      text
        .replace(/\b(?:U-?(\d{1,2})(s?)|u-?(\d{1,2})(s))\b/g, (whole, upper?: string, plural?: string, lower?: string, lowerPlural?: string) => {
          const age = Number(upper ?? lower);
          return age >= 5 && age <= 23 ? `under-${age}${plural ?? lowerPlural}` : whole;
        })
        .replace(/\b(Under|UNDER|Over|OVER)-(?=\d)/g, (_whole, word: string) => `${word.toLowerCase()}-`),
  },
  // A rate per square metre in one spelling: "£24.50/m²" = "£24.50 per sq m" = "£24.50 per square metre"
  // (NFKC has written "²" as "2" by then).
  { cues: ['m2', 'sq m', 'sqm', 'sq. m'], rewrite: (text) => text.replace(/(?:\s*\/\s*|\s+per\s+)(?:m2|sq\.? ?m|sqm)(?![\p{L}\d])/giu, ' per square metre') },
  // Feet marked with primes in a room's size: "12' x 10'" = "12ft by 10ft".
  { cues: ["'"], rewrite: (text) => text.replace(/\b(\d+(?:\.\d+)?)'(\s*(?:x|by)\s*)(\d+(?:\.\d+)?)'(?![\p{L}\d])/giu, '$1ft by $3ft') },
  // A quarter or a half either side of midnight or noon is that time: "a quarter to midnight" = "23:45".
  {
    cues: ['midnight', 'noon', 'midday'],
    rewrite: (text) =>
      text.replace(/\b(?:a\s+)?(quarter|half)\s+(past|to)\s+(midnight|noon|midday)\b/gi, (_whole, part: string, side: string, hour: string) => {
        const minutes = (hour.toLowerCase() === 'midnight' ? 24 * 60 : 12 * 60) + (side.toLowerCase() === 'to' ? -1 : 1) * (part.toLowerCase() === 'half' ? 30 : 15);
        return `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
      }),
  },
  // A plus between words joins them as "and" does: "Conch + lobe piercing", "Tea + biscuits".
  { cues: [' + '], rewrite: (text) => text.replace(/(?<=\p{L})\s+\+\s+(?=\p{L})/gu, ' and ') },
  // A greeting of one word is the greeting: "Morning!" = "Morning Aisha," = "Good morning!", not a time of day.
  {
    cues: ['morning', 'afternoon', 'evening'],
    rewrite: (text) => text.replace(/^(\s*)([Mm]orning|[Aa]fternoon|[Ee]vening|MORNING|AFTERNOON|EVENING)(?=\s*[!,]|\s+\p{Lu}\p{Ll}+\s*[!,.]|\s+(?:all|everyone|everybody|team|folks)\s*[!,.])/u, (_whole, space: string, part: string) => `${space}Good ${part.toLowerCase()}`),
  },
  // Euros with a decimal comma: "27,90 €" = "€ 27,90" = "€27.90" (a comma before three digits groups thousands).
  { cues: ['€'], rewrite: (text) => text.replace(/(?<![\d,.])(\d+),(\d{2})\s?€/g, '€$1.$2') },
  { cues: ['€'], rewrite: (text) => text.replace(/€\s?(\d+),(\d{2})(?![\d,])/g, '€$1.$2') },
  // "am" and "pm" after a day are its morning and afternoon: "tomorrow am", "Friday pm", "Sat. a.m.", "this pm";
  // so is a texting "aft" ("thurs aft").
  { cues: ['am', 'pm', 'a.m', 'p.m', 'aft'], rewrite: (text) => text.replace(DAY_PART, (_whole, day: string, meridiem: string) => `${day} ${/^a(?!ft)/i.test(meridiem) ? 'morning' : 'afternoon'}`) },
  // "Order no. 10293", "No 12" number the order; they deny nothing. So does "no." after what is
  // numbered ("contact no.", "ref no").
  // Not after having, without a period, where "no" is none: "Merchant's got no 15mm Tectite", "we have no 22mm pipe".
  { cues: ['no'], rewrite: (text) => text.replace(/\b([Nn])o(?:\.\s?|\s?)(?=#?\d)/g, (whole: string, n: string, offset: number) => (!whole.includes('.') && HAVING_BEFORE.test(text.slice(Math.max(0, offset - 16), offset)) ? whole : `${n}umber `)) },
  // Not before a capitalised word, which "no" denies: "Order No Mooring signs".
  { cues: ['no'], rewrite: (text) => text.replace(NUMBERED_NO, (whole, word: string, offset: number) => (/^\s+[A-Z][a-z]/.test(text.slice(offset + whole.length)) ? whole : `${word} number`)) },
  // "the no. of guests" counts them: "no." before "of", or before a figure or a code with one ("No. 7",
  // "claim no. RF-2201"), is "number".
  { cues: ['no.'], rewrite: (text) => text.replace(/\bno\.(?=\s+(?:of\b|#?\p{L}{0,4}[-/]?\d))/giu, (no: string) => (no[0] === 'N' ? 'Number' : 'number')) },
  // And "no." that closes a text or a bracket after a thing's name: "Call the office re: voucher no.";
  // not after a word that answers or joins ("Just say no.", "yes or no.").
  { cues: ['no.'], rewrite: (text) => text.replace(/(?<=\b(\p{Ll}{3,})\s)no\.(?=\s*(?:$|[),;]))/gu, (no: string, word: string) => (NO_ANSWERED.test(word) ? no : 'number')) },
  // Then a thing numbered "No. 5" or "#5" is the thing 5, as one numbered "number 5" is above
  // ("Suite No. 5" = "Suite #5" = "Suite 5"); and a house "Number 7" that opens an address or a part
  // of one is the house 7 ("Flat 3, Number 7 Quarry Hill" = "Flat 3, 7 Quarry Hill"; not "at number 12").
  { cues: ['number', '#'], rewrite: (text) => text.replace(NUMBERED_THING, numberedThing) },
  { cues: ['number'], rewrite: (text) => text.replace(/(^|,\s+)Number\s+(?=\d)/g, '$1') },
  // A state's code after its city ("Boston, MA") is the state.
  { cues: [','], rewrite: (text) => text.replace(STATE_CODE, (whole, code: string) => whole.replace(code, US_STATES.get(code)!)) },
  { rewrite: (text) => text.replace(STATE_AFTER_TOWN, (whole, code: string) => whole.replace(code, US_STATES.get(code)!)) },
  { cues: [','], rewrite: (text) => text.replace(STATE_CLOSING_ADDRESS, (whole, code: string) => whole.replace(code, US_STATES.get(code)!)) },
  // A compass point written as its letter before what it locates: "N entrance", "E 57th St".
  // Not a unit after a figure before a word: "410 W each" is watts ("210 W 14th St" is west).
  { rewrite: (text) => text.replace(COMPASS_LETTER, (whole, letter: string, offset: number) => (/\d $/.test(text.slice(Math.max(0, offset - 2), offset)) && /^ \p{Ll}/u.test(text.slice(offset + whole.length)) ? whole : COMPASS.get(letter)!)) },
  // Or after a street's kind, closing the street's name: "93 Front St E" = "93 Front Street East".
  { cues: ['street', 'avenue', 'road', 'boulevard', 'drive', 'lane', 'way', 'place', 'court', 'crescent', 'terrace'], rewrite: (text) => text.replace(COMPASS_AFTER_STREET, (letter: string) => COMPASS.get(letter.replace('.', ''))!) },
  // A count written with a multiplication sign glued to it is the count: "Order 2x batteries" =
  // "Order two batteries" (spaced, "2 x 4" may be a size, and is left as written).
  { cues: ['x'], rewrite: (text) => text.replace(/(?<![\p{L}\d.,£$€])(\d{1,3})x(?=\s+[\p{L}\d])/gu, '$1') },
  // And after the thing counted, closing it: "Print grids x30" = "Print 30 grids" (a word before, the end or a mark after).
  { cues: [' x', ' ×'], rewrite: (text) => text.replace(/(?<=\p{L}\s)[x×](\d{1,3})(?=\s*(?:$|[,.;:!?)]))/gu, '$1') },
  // Spaced before a word, it counts the same: "Buy 6 x AA batteries" = "Buy 6 AA batteries".
  { cues: [' x ', ' × '], rewrite: (text) => text.replace(/(?<![\p{L}\d.,£$€]|\d\s[x×]\s)(\d{1,3})\s[x×]\s(?=\p{L})/gu, '$1 ') },
  // A unit after a number in one spelling: "3kg" = "3 kg" = "3 kilograms", "5L" = "5 litres".
  {
    rewrite: (text) =>
      text.replace(UNIT_AFTER_NUMBER, (whole, digit: string, unit: string, offset: number, all: string) => {
        const name = unitName(unit);
        if (name === undefined || (unit.length === 1 && codeBefore(all.slice(0, offset)))) return whole;
        // After a price, "pp" is per person: "£25 pp".
        if (unit.toLowerCase() === 'pp' && /[£$€]\s?[\d,.]*$/.test(all.slice(Math.max(0, offset - 12), offset))) return `${digit} per person`;
        return `${digit} ${name}`;
      }),
  },
  {
    rewrite: (text) =>
      text.replace(UNIT_AFTER_NUMBER_WORD, (whole, number: string, unit: string) => {
        const name = unit.length > 1 && unit.toLowerCase() !== 'in' ? unitName(unit) : undefined;
        return name === undefined || name === unit.toLowerCase() ? whole : `${number} ${name}`;
      }),
  },
  // A year cut to two digits after an apostrophe is the whole year ("Class of '05" = "Class of 2005",
  // "the '90s" = "the 1990s"): 00-39 this century, 40-99 the last.
  { cues: ["'"], rewrite: (text) => text.replace(/(^|[\s(/-])'(\d{2})(?=s?\b)(?!'|\s*(?:o'clock|[ap]\.?m\b|[:.]\d))/gi, (_whole, before: string, digits: string) => `${before}${Number(digits) < 40 ? '20' : '19'}${digits}`) },
  // A contraction written without its apostrophe is the contraction ("Dont", "cant", "isnt").
  { cues: ['nt'], rewrite: (text) => text.replace(/\b(can|don|won|isn|doesn|didn|wasn|weren|aren|couldn|shouldn|wouldn|haven|hasn|hadn|mustn|needn)t\b/gi, "$1't") },
  { cues: ['cannot'], rewrite: (text) => text.replace(/\b(can)not\b/gi, '$1 not') },
  { cues: ["n't"], rewrite: (text) => text.replace(/\b(w)on't\b/gi, '$1ill not') },
  { cues: ["n't"], rewrite: (text) => text.replace(/\b(c)an't\b/gi, '$1an not') },
  { cues: ["n't"], rewrite: (text) => text.replace(/\b(sha)n't\b/gi, '$1ll not') },
  { cues: ["n't"], rewrite: (text) => text.replace(/(\w)n't\b/gi, '$1 not') },
  // Not forgetting is remembering ("Don't forget to lock the door" = "Remember to lock the door").
  { cues: ['forget'], rewrite: (text) => text.replace(/\b(do|does|did|will) not forget\b/gi, (_whole, verb: string) => (verb.toLowerCase() === 'did' ? 'remembered' : verb.toLowerCase() === 'does' ? 'remembers' : 'remember')) },
  { cues: ['forget'], rewrite: (text) => text.replace(/\bnever forget\b/gi, 'always remember') },
  // "Pre-" and "post-" before a named time or an event are "before" and "after" it: "pre-Christmas",
  // "post-gig", "pre-doors" (before other words they make words: "pre-order", "post-production").
  { cues: ['pre-', 'post-'], rewrite: (text) => text.replace(PRE_POST_EVENT, (_whole, prefix: string) => (prefix.toLowerCase() === 'pre' ? (prefix[0] === 'P' ? 'Before ' : 'before ') : prefix[0] === 'P' ? 'After ' : 'after ')) },
  // A prefix written with a hyphen is one word ("Re-order" = "Reorder", "co-worker" = "coworker").
  { cues: ['-'], rewrite: (text) => text.replace(/\b(non|re|pre|post|co|un|mis|multi|sub|semi|anti|inter)-(?=\p{L}{2})/giu, '$1') },
  // "First thing" on a day is its morning: "first thing Monday" = "Monday morning, first thing".
  { cues: ['first thing'], rewrite: (text) => text.replace(/(?<!\b(?:the|a|one|only)\s+)\b([Ff]irst thing)\b(?!\s+(?:in\s+the\s+)?morning\b|\s+(?:to|that|I|we|you|is|was)\b)/g, '$1 in the morning') },
  // "During the night" is overnight.
  { cues: ['the night'], rewrite: (text) => text.replace(/\b(?:during|in) the night\b/gi, 'overnight') },
  // "Second-hand" is used, not a second of anything; "within the hour" is within an hour.
  { cues: ['hand'], rewrite: (text) => text.replace(/\bsecond[- ]hand\b/gi, (whole: string) => (whole[0] === 'S' ? 'Secondhand' : 'secondhand')) },
  { cues: ['within the hour'], rewrite: (text) => text.replace(/\bwithin the hour\b/gi, 'within an hour') },
  // "First-time" clients are new ones, not the first of anything.
  { cues: ['first-time'], rewrite: (text) => text.replace(/\bfirst-time\b/gi, (whole: string) => (whole[0] === 'F' ? 'New' : 'new')) },
  // "Post-op" is "post-operative", once the prefix is joined.
  { cues: ['postop', 'preop'], rewrite: (text) => text.replace(/\b(post|pre)op\b/gi, '$1operative') },
  // A doctor, a professor or a mister before a name is the title, however it is written ("Doctor Patel" = "Dr Patel").
  { cues: ['doctor', 'professor', 'mister'], rewrite: (text) => text.replace(TITLE_WRITTEN_OUT, (title: string) => TITLES_WRITTEN_OUT.get(title.toLowerCase())!) },
  // "On the dot" after a time is "sharp": "at 9 on the dot" = "at 9 sharp".
  { cues: ['on the dot'], rewrite: (text) => text.replace(/\bon the dot\b/gi, 'sharp') },
  // A part of a weekday in the plural is that part of the day, every week: "on Sunday evenings" = "Sunday evening".
  { cues: ['mornings', 'afternoons', 'evenings', 'nights'], rewrite: (text) => text.replace(WEEKDAY_PARTS, '$1') },
  // A clothing size written as its letters: "size M" = "size medium".
  { cues: ['size'], rewrite: (text) => text.replace(SIZE, (_whole, size: string, letters: string) => `${size}${SIZE_LETTERS.get(letters.toUpperCase())!}`) },
  // Avoiding a doing is not doing it: "avoids driving" = "doesn't drive", "avoid using bleach" = "don't use bleach".
  { cues: ['avoid'], rewrite: (text) => text.replace(/\b(?:avoid|avoids|avoided|avoiding)\s+(?=\p{Ll}+ing\b)/giu, 'not ') },
  // So is stopping it, holding off and refraining from it: "Stop watering the cacti" = "Don't water
  // the cacti", "hold off paying the hall" = "don't pay the hall", "the boiler stopped working".
  // Under a negation it says that the doing goes on, as two negations do ("haven't stopped talking").
  { cues: ['stop', 'quit', 'hold off', 'held off', 'refrain'], rewrite: (text) => text.replace(/\b(?:stop|stops|stopped|stopping|quit|quits|quitting|hold off|holds off|held off|holding off|refrain from|refrains from|refrained from)\s+(?=\p{Ll}{2,}ing\b)/giu, 'not ') },
  // Giving a thing a doing is doing it: "Give the compost heap a turn" = "Turn the compost heap",
  // "give Sam a ring" = "call Sam". Only the doings that a noun of the same form names.
  { cues: ['give', 'gave', 'giving'], rewrite: (text) => text.replace(GIVEN_DOING, (_whole, give: string, object: string, doing: string) => `${caseOf(give, GIVEN_VERBS.get(doing.toLowerCase()) ?? doing.toLowerCase())} ${object}`) },
  // A deadline said through a negation is the deadline: "no later than Friday" = "by Friday". Not
  // before a length ("no later than 2 hours before class"). A start put off ("no earlier than 8am")
  // is the polarity rules' (polarity.ts), which read it against "from", "or later" and "at the earliest".
  { cues: ['later than'], rewrite: (text) => text.replace(/\b(?:no|not)\s+later\s+than\b(?!\s+(?:\S+\s+)?(?:minutes?|mins?|hours?|hrs?|days?|weeks?|months?)\b)/gi, 'by') },
  // What is yet to happen has not happened: "is yet to arrive" = "has not arrived yet".
  { cues: ['yet'], rewrite: (text) => text.replace(/\b(is|are|am|was|were|has|have|had)\s+yet\s+to\b/gi, '$1 not yet to') },
  // A bound said through a negation is the bound: "don't order more than 150" = "order at most
  // 150", "no fewer than 20" = "at least 20", "isn't left with less than half a tank" = "is left
  // with at least half a tank".
  // A state over or under a figure is more or less than it: "is over force 6" = "is more than
  // force 6" (after a verb of being only: "hand over 2 keys" hands them over).
  { cues: ['over', 'above', 'under', 'below'], rewrite: (text) => text.replace(COPULA_BOUND, (_whole, verb: string, side: string) => `${verb} ${/^(?:over|above)$/i.test(side) ? 'more' : 'less'} than`) },
  // So is a comparison: "aren't heavier than 20kg" = "are at most 20kg", "isn't over force 6" =
  // "is at most force 6".
  { cues: ['no', 'never'], rewrite: (text) => text.replace(NEGATED_BOUND, (_whole, _not: string, between: string, than: string | undefined, past: string | undefined) => `${between}${UPPER_BOUNDED.test(than ?? past!) ? 'at most' : 'at least'}`) },
  // And a bound said after its figure: "20kg or under" = "20 kilograms at most", "6 or more" = "6 at least".
  { cues: ['or'], rewrite: (text) => text.replace(TRAILING_BOUND, (_whole, figure: string, bound: string) => `${figure} ${UPPER_BOUNDED.test(bound) ? 'at least' : 'at most'}`) },
];

/** Each cue's pair bits, for each step (undefined for a step without cues); a cue of one character has none. */
const STEP_CUE_PAIRS: readonly (readonly Int32Array[] | undefined)[] = NORMALISING_STEPS.map((step) =>
  step.cues?.map((cue) => Int32Array.from({ length: Math.max(0, cue.length - 1) }, (_, i) => pairBit(cue.charCodeAt(i), cue.charCodeAt(i + 1)))),
);
