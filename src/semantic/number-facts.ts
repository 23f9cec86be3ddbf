/**
 * Numbers and codes as facts. A number is one value however it is written ("2" = "two", "1.5
 * million", "twenty-one", "two and a half"); a code is compared whole, as written ("3B", "C-7" =
 * "C 7", "v2.0" = "version 2.0", "@priya_k", "1.2.3"). "One" is often a pronoun ("this one", "no
 * one"), and then it is no number.
 */
import type { FactCollector } from './fact-collector.js';
import type { WordLexicon } from './fact-types.js';
import { NUMBER_WORDS, ORDINAL_WORDS } from './lexicon.js';
import { WORD_FLAGS } from './lookup-model.js';
import { sentenceInitial } from './sentence-position.js';
import { allMatches } from './all-matches.js';
import { hourCandidates } from './time-facts.js';

/** After these, "one" stands for a thing ("this one", "no one"), not the number. */
const PRONOUN_ONE_AFTER = new Set(['the', 'this', 'that', 'which', 'every', 'each', 'no', 'any', 'some', 'another', 'other', 'only', 'same']);
/** After these, a closing "one" is still the number ("lunch at one"). */
const PREPOSITIONS = new Set(['at', 'by', 'for', 'until', 'till', 'to', 'from', 'of', 'in', 'about', 'before', 'after']);
/** A currency named after an amount in words ("fifty dollars"). */
const CURRENCY_WORD = '(?:dollars?|euros?|pounds?|bucks)';
// Built once (they were built again for every number in words).
/**
 * What may follow the hundredths of "twelve pounds fifty" or "9 pounds 90": the phrase's end, or a
 * word that starts what the price is for or when it holds ("per child", "a head", "from April").
 */
const CENTS_CLOSE = /^\s*($|[.,!?;:)]|(?:for|to|each|per|from|until|till|on|by|with|and|or|including|instead|now|today|tomorrow|at|in|online|upfront|altogether|in total)\b|an?\s+\p{L}+\b)/iu;
/** Or any word but a plural, which the last figure would count: "nine pounds fifty extra", not "ten pounds fifty tickets". */
const CENTS_BEFORE_WORD = /^\s+(?:(?:is|was|has|plus|less|this)\b|(?!\p{L}*s\b)\p{L}+)/iu;
const CENTS_AFTER = new RegExp(`^\\s+${CURRENCY_WORD}\\s+(and\\s+)?`, 'i');
const CURRENCY_AFTER = new RegExp(`^\\s+${CURRENCY_WORD}\\b(?!\\s+per\\s+square\\b)`, 'i');
const MULTIPLIERS = new Map([['dozen', 12], ['hundred', 100], ['thousand', 1000], ['million', 1e6], ['billion', 1e9]]);

/** "One" is a pronoun after a determiner, or when it closes a phrase ("the blue one.") after anything but a preposition. */
function pronounOne(previous: string | undefined, rest: string): boolean {
  // "the one hundred dollars" counts them.
  if (/^\s+(hundred|thousand|million|billion)\b/i.test(rest)) return false;
  if (previous !== undefined && PRONOUN_ONE_AFTER.has(previous)) return true;
  return /^\s*($|[.,!?;:)])/.test(rest) && previous !== undefined && !PREPOSITIONS.has(previous);
}

/** "One" capitalised after a capitalised word labels it: "Act One", "Phase One" (not "the blue one"). */
function capitalisedLabel(raw: string, previous: string | undefined): boolean {
  return raw[0] === 'O' && previous !== undefined && /^\p{Lu}/u.test(previous);
}

/** A noun that "one" numbers when it follows it: "day one", "page one" (not "the blue one"). */
function numbersNoun(lexicon: WordLexicon, previous: string | undefined): boolean {
  if (previous === undefined) return false;
  const flags = lexicon.flagsOf(previous);
  return (flags & WORD_FLAGS.noun) !== 0 && (flags & (WORD_FLAGS.verb | WORD_FLAGS.adjective)) === 0;
}

/**
 * A noun that is also a verb, numbered by "one" after it where it follows a preposition or "the":
 * "meet at court one", "before heat one" (not "pick one", "the red one").
 */
function labelAfter(lexicon: WordLexicon, previous: string | undefined, before: string | undefined): boolean {
  if (previous === undefined || before === undefined) return false;
  const flags = lexicon.flagsOf(previous.toLowerCase());
  if ((flags & WORD_FLAGS.noun) === 0 || (flags & WORD_FLAGS.adjective) !== 0) return false;
  return PREPOSITIONS.has(before.toLowerCase()) || before.toLowerCase() === 'the';
}

/** Numbers in words in the plural, for decades and sides: "the seventies", "sevens". */
const PLURAL_NUMBER_WORDS: ReadonlyMap<string, number> = new Map([
  ['twenties', 20], ['thirties', 30], ['forties', 40], ['fifties', 50], ['sixties', 60], ['seventies', 70], ['eighties', 80], ['nineties', 90],
  ['fives', 5], ['sixes', 6], ['sevens', 7], ['nines', 9], ['tens', 10], ['elevens', 11],
]);
/** Words before a club's team numbered in the plural: "the 2s", "Ladies 1s", "Men's 3s". */
const TEAM_BEFORE = /^(?:the|our|their|your|ladies|men(?:'?s)?|women(?:'?s)?|boys|girls|vets|veterans|masters|mixed)$/i;
/** What "a pair of" names as one thing: shoes, gloves, glasses, trousers and the like, a word or two on. */
const PAIRED_THINGS = /^\s+of\s+(?:[\p{L}'-]+\s+){0,2}?(?:shoes|boots|trainers|sneakers|slippers|sandals|socks|gloves|mittens|glasses|sunglasses|goggles|spectacles|binoculars|trousers|jeans|pants|shorts|leggings|tights|pyjamas|pajamas|earrings|skates|skis|scissors|shears|pliers|tongs|headphones|earphones|earplugs|wellies|wellingtons|waders|flippers|fins|crampons|chaps|overalls|dungarees|knickers|briefs|boxers|cufflinks|secateurs|tweezers|clippers)\b/iu;

const numberValue = (raw: string): number => Number(raw.replace(/[$€£,%]/g, ''));

/** "Half a dozen" is 6, before "half" or "dozen" can be read alone. */
export function scanHalfDozen(c: FactCollector): void {
  if (c.lower.includes('half a dozen')) c.scan(/\bhalf\s+a\s+dozen\b/gi, (m, span) => c.add('number', span, ['n:6']));
  // "Twice" is two times ("went off twice" = "went off two times"), but counts only against another
  // count in its place: "charged twice the quote" says what "charged double the quote" says.
  if (c.lower.includes('twice') || c.lower.includes('thrice')) {
    c.scan(/\b(?:twice|thrice)\b(?!-)/gi, (m, span) => {
      c.add('number', span, [/^tw/i.test(m[0]) ? 'n:2' : 'n:3']);
      c.weakenLast();
    });
  }
  // So is "once" in a rate: "once a week" is not "twice a week".
  if (c.lower.includes('once')) {
    c.scan(/\bonce\s+(?=(?:a|an|per|every|each)\s+(?:day|night|week|fortnight|month|quarter|year|term|season)\b)/gi, (_m, span) => {
      c.add('number', span, ['n:1']);
      c.weakenLast();
    });
  }
}

/** Codes written apart are one code: "C 7" = "C-7" = "C7"; a version is one fact: "v2.0" = "version 2.0". */
export function scanCodes(c: FactCollector): void {
  if (c.hasDigit) c.scan(/\b(?:v|version\s+)(\d+(?:\.\d+)*)\b/gi, (m, span) => c.add('number', span, [`ver:${m[1]}`, `n:${Number.parseFloat(m[1]!)}`]));
  if (c.hasDigit) c.scan(/(?<![\p{L}\d])([A-HJ-Z])[\s-](\d{1,4})\b/gu, (m, span) => {
    if (sentenceInitial(c.text, span.start)) return;
    c.add('number', span, [`code:${m[1]!.toLowerCase()}${m[2]}`], [`n:${Number(m[2])}`]);
  });
}

/** A number and a letter joined by a hyphen are one code, as written together: "2-B" = "2B" (not a range: "2-3"). */
export function scanHyphenatedCodes(c: FactCollector): void {
  if (c.hasDigit && c.text.includes('-')) {
    c.scan(/(?<![\p{L}\d-])(\d{1,4})-([A-Za-z])(?![\p{L}\d-])/gu, (m, span) => c.add('number', span, [`code:${m[1]}${m[2]!.toLowerCase()}`]));
  }
}

/**
 * Three or more groups of digits joined by hyphens are one sequence, in its order: a combination
 * "2-7-4" is not "2-4-7", though each holds the numbers 2, 4 and 7. The same groups written apart
 * ("020 7946 0958" / "020-7946-0958") state it, and a sequence states each of its numbers. Not a
 * date ("12-05-2024", "2024-05-12").
 */
export function scanDigitSequences(c: FactCollector): void {
  if (!c.hasDigit || !c.text.includes('-')) return;
  c.scan(/(?<![\p{L}\d.,-])\d{1,4}(?:-\d{1,4}){2,}(?![\p{L}\d-]|[.,]\d)/gu, (m, span) => {
    const groups = m[0].split('-');
    if (/^(?:19|20)\d\d$/.test(groups[0]!) || /^(?:19|20)\d\d$/.test(groups[groups.length - 1]!)) return;
    c.add('number', span, [`seq:${groups.map(Number).join('.')}`], groups.map((group) => `n:${Number(group)}`));
  });
}

/** The sequences of digit groups a text writes apart or joined ("020 7946 0958", "(212) 555-0148"), as `scanDigitSequences` keys them. */
export function provideDigitSequences(c: FactCollector): void {
  if (!c.hasDigit) return;
  for (const m of allMatches(c.text, /(?<![\p{L}\d.,-])\(?\d{1,4}(?:\)?[\s,-]+\(?\d{1,4}){2,}(?![\p{L}\d]|[.,]\d)/gu)) {
    c.provides.add(`seq:${m[0].split(/\D+/).filter((group) => group !== '').map(Number).join('.')}`);
  }
}

/** Handles and identifiers are codes, whole: "@priya_k" is not "@priya_m", "user_id" one word. */
export function scanHandles(c: FactCollector): void {
  if (c.text.includes('@') || c.text.includes('_')) c.scan(/(?<![\p{L}\d])@[\p{L}\d_.]*[\p{L}\d_]|\b[\p{L}\d]+(?:_[\p{L}\d]+)+\b/gu, (match, span) => c.add('number', span, [`code:${match[0].toLowerCase()}`]));
}

/**
 * A number in words at a token, after an optional "and": "fifty", "twenty-five", "two hundred";
 * its value, its multiplier (1 if none) and the index of its last token. Digits count only when
 * `digits` is set ("and 50 cents").
 */
function numberWordsAt(tokens: readonly RegExpMatchArray[], start: number, text: string, digits = false): { value: number; multiplier: number; last: number } | undefined {
  let at = start;
  if (tokens[at]?.[0].toLowerCase() === 'and' && /^\s+$/.test(text.slice(tokens[at - 1]!.index! + tokens[at - 1]![0].length, tokens[at]!.index))) at++;
  const word = tokens[at]?.[0].toLowerCase();
  if (word === undefined) return undefined;
  let value = digits && /^\d{1,2}$/.test(word) ? Number(word) : NUMBER_WORDS.get(word);
  if (value === undefined || MULTIPLIERS.has(word) || word === 'dozen') return undefined;
  const unit = NUMBER_WORDS.get(tokens[at + 1]?.[0].toLowerCase() ?? '');
  if (value >= 20 && value < 100 && unit !== undefined && unit < 10) {
    value += unit;
    at++;
  }
  let multiplier = MULTIPLIERS.get(tokens[at + 1]?.[0].toLowerCase() ?? '') ?? 1;
  if (multiplier === 12) multiplier = 1;
  if (multiplier > 1) {
    value *= multiplier;
    at++;
  }
  return { value, multiplier, last: at };
}

/**
 * The times of day a bare figure may be, as `t:` keys: "9.45" (a British clock: 9:45 or 21:45) and
 * "1400" (the 24-hour clock). Another text's time is then no fact added ("doors quarter to ten" /
 * "doors 9.45", "from 1400 to 1700" / "from 2pm to 5pm"); what differs still differs.
 */
function clockReading(raw: string): string[] {
  const dotted = /^(\d{1,2})\.([0-5]\d)$/.exec(raw);
  if (dotted !== null && Number(dotted[1]) <= 23) return hourCandidates(Number(dotted[1]), Number(dotted[2]), undefined).map((minutes) => `t:${minutes}`);
  const military = /^([01]\d|2[0-3])([0-5]\d)$/.exec(raw);
  return military === null ? [] : [`t:${Number(military[1]) * 60 + Number(military[2])}`];
}

/** Numbers, written with digits or words, with their multipliers ("1.5 million", "two hundred"). */
export function scanNumbers(c: FactCollector): void {
  const { text } = c;
  // "Both" states a count of two, without being one to state: "repairing both" / "repairing the two".
  if (/\bboth\b/.test(c.lower)) c.provides.add('n:2');
  const tokens = allMatches(text, /[$€£]?\d+(?:,\d{3})*(?:\.\d+)*(?:[kK]\b|(?<=[$€£][\d.,]*)(?:m|bn)\b|%?(?:st|nd|rd|th)?\b)|[A-Za-z0-9]+(?:'[A-Za-z]+)?/g);
  for (let i = 0; i < tokens.length; i++) {
    const match = tokens[i]!;
    const span = { start: match.index, end: match.index + match[0].length };
    if (!c.free(span)) continue;
    // A code's possessive is the code: "Flat 4B's heating" names flat 4B.
    const raw = c.hasDigit ? match[0].replace(/(?<=\d[A-Za-z]*)'s$/i, '') : match[0];
    const lower = raw.toLowerCase();
    let value: number | undefined;
    let key: string | undefined;
    let provided: string[] = [];
    // Most tokens are words without a digit, which none of the patterns for figures can match.
    const numeric = c.hasDigit && /\d/.test(raw);
    // "1.2k users", "£40k": thousands.
    const thousands = numeric ? /^([$€£]?\d+(?:\.\d+)?)k$/i.exec(raw) : null;
    // "£1.2m", "$3bn": millions and billions of a currency.
    const millions = numeric && thousands === null ? /^([$€£]\d+(?:\.\d+)?)(m|bn)$/.exec(raw) : null;
    if (thousands !== null && !Number.isNaN(numberValue(thousands[1]!))) {
      value = Math.round(numberValue(thousands[1]!) * 1000);
    } else if (millions !== null && !Number.isNaN(numberValue(millions[1]!))) {
      value = Math.round(numberValue(millions[1]!) * (millions[2] === 'm' ? 1e6 : 1e9));
    } else if (numeric && /^\d{1,2}ish$/i.test(raw)) {
      // "4ish" is about 4, as "around 4" says.
      value = Number(raw.slice(0, -3));
    } else if (numeric && /^\d{1,3}p$/i.test(raw)) {
      // "50p" is fifty pence, £0.50; "320p" is £3.20.
      value = Number(raw.slice(0, -1)) / 100;
    } else if (numeric && /^\d{1,3}s$/.test(raw) && /^(?:over|under)$/i.test(tokens[i - 1]?.[0] ?? '')) {
      // An age group is its age: "over-65s" / "over 65", "under-12s" / "under 12".
      value = Number(raw.slice(0, -1));
    } else if (numeric && /^U\d{1,2}s?$/.test(raw)) {
      // "U12s" are the under-12s.
      value = Number(raw.replace(/\D/g, ''));
    } else if (numeric && /^(?:[1-9]|1[0-2])s$/.test(raw) && TEAM_BEFORE.test(tokens[i - 1]?.[0] ?? '')) {
      // A club's teams by number: "the 2s" are the second team, "Ladies 1s" the first (not "Year 7s").
      value = Number(raw.slice(0, -1));
    } else if (numeric && /^\d+[A-Za-z]+$/.test(raw) && !/^\d+(st|nd|rd|th)$/i.test(raw)) {
      key = `code:${lower}`;
      // A decade of the last century is its tens too: "the 1950s" are "the fifties", "the 50s".
      if (/^19[1-9]0s$/.test(lower)) provided = [`code:${lower.slice(2)}`];
    } else if (numeric && /^[$€£]?\d/.test(raw)) {
      const digits = raw.replace(/(st|nd|rd|th)$/i, '');
      if (/\d\.\d+\.\d/.test(digits)) key = `code:${digits}`;
      else value = numberValue(digits);
      if (value !== undefined && Number.isNaN(value)) {
        key = `code:${lower}`;
        value = undefined;
      }
    } else if (numeric) {
      key = `code:${lower}`;
    } else if (lower === 'one' && pronounOne(tokens[i - 1]?.[0].toLowerCase(), text.slice(span.end)) && !numbersNoun(c.lexicon, tokens[i - 1]?.[0].toLowerCase()) && !capitalisedLabel(raw, tokens[i - 1]?.[0]) && !labelAfter(c.lexicon, tokens[i - 1]?.[0], tokens[i - 2]?.[0])) {
      continue;
    } else if (PLURAL_NUMBER_WORDS.has(lower)) {
      // Numbers in words in the plural: "the fifties" (the 50s, the 1950s), "sevens" (7s).
      // An age group is its age, as "under-5s" is: "under-fives" / "under 5".
      const figure = PLURAL_NUMBER_WORDS.get(lower)!;
      if (/^(?:over|under)$/i.test(tokens[i - 1]?.[0] ?? '')) value = figure;
      else {
        key = `code:${figure}s`;
        provided = figure >= 20 ? [`code:19${figure}s`] : [];
      }
    } else if (lower === 'dozen') {
      value = 12;
    } else if ((lower === 'pair' || lower === 'pairs') && /^\s+of\b/i.test(text.slice(span.end)) && !/\d\s*$/.test(text.slice(0, span.start))) {
      // "a pair of huskies" is two; "3 pairs of socks" leaves the count to its number, and a thing
      // that comes in pairs is one ("a pair of climbing shoes" = "climbing shoes").
      if (lower === 'pair' && !PAIRED_THINGS.test(text.slice(span.end))) value = 2;
      else continue;
    } else if (lower === 'a' && /^\s+(?:million|billion)\b/i.test(text.slice(span.end)) && /\b(?:thanks|thank\s+you)\s+$/i.test(text.slice(Math.max(0, span.start - 12), span.start))) {
      // "Thanks a million" counts nothing.
      i++;
      continue;
    } else if (lower === 'a' && /^\s+(hundred|thousand|million|billion)\b/i.test(text.slice(span.end))) {
      // "a hundred and fifty" is 150.
      value = 1;
    } else if (NUMBER_WORDS.has(lower) && !MULTIPLIERS.has(lower)) {
      value = NUMBER_WORDS.get(lower)!;
      const next = tokens[i + 1]?.[0].toLowerCase();
      // "twenty-one" and "twenty-first" alike.
      const unit = next === undefined ? undefined : (NUMBER_WORDS.get(next) ?? ORDINAL_WORDS.get(next));
      if (value >= 20 && value < 100 && unit !== undefined && unit < 10) {
        value += unit;
        span.end = tokens[++i]!.index + tokens[i]![0].length;
      }
    } else if (lower === 'first' && tokens[i + 1]?.[0].toLowerCase() === 'thing') {
      // "First thing" is early, not the first of anything.
      continue;
    } else if (ORDINAL_WORDS.has(lower)) {
      // First aid, first-timers and first-hand are no ordinals.
      if (lower === 'first' && /^[-\s](?:aid|aider|aiders|timers?|hand)\b/i.test(text.slice(span.end))) continue;
      value = ORDINAL_WORDS.get(lower)!;
      // "First" that closes a clause says when, not which: "Going to the hotel first, then ...". It
      // counts only against another number in its place ("came first" / "came second").
      // So does the first day or week of a start ("Your first day is Monday" / "You start on Monday"),
      // and a first lesson, class, night or game (an initial one: "Aladdin's first night" = "opening night").
      // "A second workstand" is another one.
      if ((lower === 'first' && /^\s*(?:$|[,.;:!?)—–]|-\s|(?:then|and|so|before|please|though|day|week|morning|shift|meeting|visit|time|lesson|session|class|night|game|match|appointment|ever|steps|show|performance|outing)\b)/i.test(text.slice(span.end))) || (lower === 'second' && /\ba\s+$/i.test(text.slice(Math.max(0, span.start - 3), span.start)))) {
        c.add('number', span, [`n:${value}`]);
        c.weakenLast();
        continue;
      }
    }
    if (value !== undefined) {
      // "two and a half" is 2.5.
      if (/^\s+and\s+a\s+half\b/i.test(text.slice(span.end))) {
        value += 0.5;
        span.end += /^\s+and\s+a\s+half\b/i.exec(text.slice(span.end))![0].length;
        while (tokens[i + 1] !== undefined && tokens[i + 1]!.index < span.end) i++;
      }
      const next = tokens[i + 1]?.[0].toLowerCase();
      if (next !== undefined && MULTIPLIERS.has(next)) {
        value *= MULTIPLIERS.get(next)!;
        span.end = tokens[++i]!.index + tokens[i]![0].length;
        // The smaller parts that follow a multiplier: "two hundred (and) fifty", "one thousand two hundred".
        let limit = MULTIPLIERS.get(next)!;
        for (let part = numberWordsAt(tokens, i + 1, text); part !== undefined && limit > 12 && part.value < limit; part = numberWordsAt(tokens, i + 1, text)) {
          value += part.value;
          limit = part.multiplier;
          i = part.last;
          span.end = tokens[i]!.index + tokens[i]![0].length;
        }
      }
      // "twelve dollars and fifty cents" is 12.50; so is "twelve dollars fifty" closing a phrase, or
      // before what it is paid for ("twelve pounds fifty per child", "... a head").
      const cents = CENTS_AFTER.exec(text.slice(span.end));
      if (cents !== null && Number.isInteger(value)) {
        const at = tokens.findIndex((token) => token.index >= span.end + cents[0].length);
        const part = at < 0 ? undefined : numberWordsAt(tokens, at, text, true);
        const unit = part === undefined ? undefined : tokens[part.last + 1];
        const partEnd = part === undefined ? 0 : tokens[part.last]!.index! + tokens[part.last]![0].length;
        if (part !== undefined && part.value < 100 && unit !== undefined && /^(cents?|pence|p)$/i.test(unit[0]) && /^\s+$/.test(text.slice(partEnd, unit.index))) {
          value += part.value / 100;
          i = part.last + 1;
          span.end = unit.index + unit[0].length;
        } else if (part !== undefined && part.value < 100 && cents[1] === undefined && (/^[a-z]/i.test(raw) || /^\d{2}$/.test(tokens[at]![0])) && (CENTS_CLOSE.test(text.slice(partEnd)) || (/^[a-z]/i.test(tokens[at]![0]) && CENTS_BEFORE_WORD.test(text.slice(partEnd))))) {
          value += part.value / 100;
          i = part.last;
          span.end = partEnd;
        }
      }
      // A currency named after a number in words belongs to it, as a sign before digits does ("fifty dollars" = "$50").
      const currency = CURRENCY_AFTER.exec(text.slice(span.end));
      if (currency !== null && /^[a-z]/i.test(raw)) {
        span.end += currency[0].length;
        while (tokens[i + 1] !== undefined && tokens[i + 1]!.index < span.end) i++;
      }
      // Pence and cents are hundredths of the currency: "thirty pence" = "£0.30", "75 cents" = "$0.75".
      const hundredths = Number.isInteger(value) && value < 100 ? /^\s+(?:pence|cents?)\b/i.exec(text.slice(span.end)) : null;
      if (hundredths !== null) {
        value /= 100;
        span.end += hundredths[0].length;
        while (tokens[i + 1] !== undefined && tokens[i + 1]!.index < span.end) i++;
      }
      c.add('number', span, [`n:${value}`, ...clockReading(raw)]);
      // "one year" says what "a year" or "another year" says: alone it counts only against another number.
      if (lower === 'one' && span.end === match.index + match[0].length) c.weakenLast();
    } else if (key !== undefined) {
      c.add('number', span, [key], provided);
    }
  }
}
