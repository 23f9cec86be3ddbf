/**
 * Finds the facts a text states: names, numbers, times, dates, whether it is negated, and which
 * side of an opposite pair it takes. Pure and synchronous; the guard compares two texts' facts.
 */
import { findDurations } from './durations.js';
import { WORD_FLAGS } from './lookup-model.js';
import {
  ABBREVIATIONS,
  COMMON_WORDS,
  DAY_PARTS,
  KIN_GROUPS,
  MONTHS,
  MONTH_ABBREVIATIONS,
  NEGATION_CUES,
  NEGATION_IDIOMS,
  NUMBER_WORDS,
  OPPOSITES,
  ORDINAL_WORDS,
  RELATIVE_DAYS,
  RELATIVE_UNITS,
  SEASONS,
  WEEKDAYS,
  WEEKDAY_ABBREVIATIONS,
} from './lexicon.js';

export type FactKind = 'name' | 'number' | 'time' | 'date';

/** What the fact finder asks of a word list: WordNet's flags for a lower-case word (0 when unknown). */
export interface WordLexicon {
  flagsOf(word: string): number;
  /** Whether WordNet knows the word in some form, beyond the flagged vocabulary. */
  isWord?(word: string): boolean;
}

/** A lexicon that knows no word: capitalisation alone decides what is a name. */
const NO_LEXICON: WordLexicon = { flagsOf: () => 0 };

/** One fact as written in a text, with the normalised keys under which another text may state it. */
export interface Fact {
  readonly kind: FactKind;
  /** The words of the text that state it. */
  readonly text: string;
  /** Where it starts in the normalised text, for role comparison. */
  readonly start: number;
  /** A name a message greets or signs off to; it counts only when both texts greet someone. */
  readonly greeting?: boolean;
  /** An everyday word read as a name at a sentence start: it counts only against another name in its place. */
  readonly weak?: boolean;
  /** A name that signs a message off ("Best, Dan"); it counts only when both texts sign off. */
  readonly signoff?: boolean;
  /** For names: whether WordNet calls it a place or a person, when it knows. */
  readonly subtype?: 'place' | 'person';
  /** Another text agrees with this fact when it provides any of these keys. */
  readonly keys: readonly string[];
}

export interface TextFacts {
  readonly facts: readonly Fact[];
  /** Every key the text provides, including those implied by its facts (a time provides its hour). */
  readonly provides: ReadonlySet<string>;
  /** The negation cues found outside idioms such as "don't forget". */
  readonly negations: readonly string[];
  /** Stems of the text's words, for the opposites check. */
  readonly stems: ReadonlySet<string>;
  /** The normalised text the facts were read from. */
  readonly text: string;
  /** Character ranges taken by facts. */
  readonly taken: Uint8Array;
}

interface Span {
  readonly start: number;
  readonly end: number;
}

const TITLES = new Set(['mr', 'mrs', 'ms', 'miss', 'dr', 'prof', 'professor', 'sir', 'madam', 'st']);
const NAME_FOLLOWERS = new Set(['and', 'will', 'would', 'is', 'was', 'has', 'had', 'can', 'could', 'should', 'said', 'says', 'wants', 'needs', 'asked', 'called']);
const VERB_FOLLOWERS = new Set(
  `the a an my your our his her their its this that these those some any all every each no me us him them
  it you up out off down in on at to for with from by about into over away back together again around
  everyone everybody someone somebody`.split(/\s+/),
);
/** After these, "one" stands for a thing ("this one", "no one"), not the number. */
const PRONOUN_ONE_AFTER = new Set(['the', 'this', 'that', 'which', 'every', 'each', 'no', 'any', 'some', 'another', 'other', 'only', 'same']);
/** After these, a closing "one" is still the number ("lunch at one"). */
const PREPOSITIONS = new Set(['at', 'by', 'for', 'until', 'till', 'to', 'from', 'of', 'in', 'about', 'before', 'after']);

/** "One" is a pronoun after a determiner, or when it closes a phrase ("the blue one.") after anything but a preposition. */
function pronounOne(previous: string | undefined, rest: string): boolean {
  if (previous !== undefined && PRONOUN_ONE_AFTER.has(previous)) return true;
  return /^\s*($|[.,!?;:)])/.test(rest) && previous !== undefined && !PREPOSITIONS.has(previous);
}
/** A noun that "one" numbers when it follows it: "day one", "page one" (not "the blue one"). */
function numbersNoun(lexicon: WordLexicon, previous: string | undefined): boolean {
  if (previous === undefined) return false;
  const flags = lexicon.flagsOf(previous);
  return (flags & WORD_FLAGS.noun) !== 0 && (flags & (WORD_FLAGS.verb | WORD_FLAGS.adjective)) === 0;
}
const MULTIPLIERS = new Map([['dozen', 12], ['hundred', 100], ['thousand', 1000], ['million', 1e6], ['billion', 1e9]]);
const KIN = new Map(KIN_GROUPS.flatMap((group) => group.map((word) => [word, group[0]!] as const)));

/** A light stemmer: enough to see "closing", "closes" and "closed" as "close". */
export function stem(word: string): string {
  let w = word.toLowerCase();
  if (w.length > 4 && w.endsWith('ies')) return `${w.slice(0, -3)}y`;
  for (const suffix of ['ing', 'ed', 'es', 's']) {
    if (w.length - suffix.length >= 3 && w.endsWith(suffix) && !w.endsWith('ss')) {
      w = w.slice(0, -suffix.length);
      break;
    }
  }
  if (w.length > 3 && w.endsWith('e')) w = w.slice(0, -1);
  if (w.length > 3 && /([bdfgklmnprt])\1$/.test(w)) w = w.slice(0, -1);
  return w;
}

/** Stems each word of a phrase ("dropped off" -> "drop off"). */
export const stemPhrase = (phrase: string): string => phrase.split(' ').map(stem).join(' ');

/** Curly quotes, full-width forms and contractions are written out so the patterns stay simple. */
export function normalizeText(text: string): string {
  return expandAbbreviations(text)
    .normalize('NFKC')
    .replace(/[\u2018\u2019\u02BC]/g, "'")
    .replace(/[\u201C\u201D]/g, '"')
    // A contraction written without its apostrophe is the contraction ("Dont", "cant", "isnt").
    .replace(/\b(can|don|won|isn|doesn|didn|wasn|weren|aren|couldn|shouldn|wouldn|haven|hasn|hadn|mustn|needn)t\b/gi, "$1't")
    .replace(/\b(can)not\b/gi, '$1 not')
    .replace(/\b(w)on't\b/gi, '$1ill not')
    .replace(/\b(c)an't\b/gi, '$1an not')
    .replace(/\b(sha)n't\b/gi, '$1ll not')
    .replace(/(\w)n't\b/gi, '$1 not')
    // A prefix written with a hyphen is one word ("Re-order" = "Reorder", "co-worker" = "coworker").
    .replace(/\b(non|re|pre|co|un|mis|multi|sub|semi|anti|inter)-(?=\p{L}{3})/giu, '$1');
}

// Letters with accents are letters: the "r" of "résumé" is not the abbreviation "r".
const ABBREVIATION_PATTERN = /(?<![\p{L}\d_'])(w\/o|w\/e|w\/|b\/c|q&a|b-day|[A-Za-z]+\d?)(?![\p{L}\d_'&\/-])\.?/giu;

/**
 * Spells out abbreviations ("appt", "EOD", "w/", "NYC"). "Dr" and "St" are titles before a name
 * ("Dr. Patel") and words otherwise ("Dr appt", "Main St").
 */
export function expandAbbreviations(text: string): string {
  return text.replace(ABBREVIATION_PATTERN, (whole, word: string, offset: number) => {
    const lower = word.toLowerCase();
    // Keys in capitals ("LA", "US") match only as written; lower-case keys match in any case.
    const expansion = ABBREVIATIONS.get(word) ?? ABBREVIATIONS.get(lower);
    if (expansion === undefined) return whole;
    const rest = text.slice(offset + whole.length);
    if ((lower === 'dr' || lower === 'st') && /^\s*[A-Z]/.test(rest)) return whole;
    if (lower === 'dr' && /^\s*[a-z]/.test(rest) && !/^\s*(appt|appointment|visit|office|checkup)\b/i.test(rest)) return whole;
    if ((lower === 'u' || lower === 'r' || lower === 'b') && word !== lower) return whole;
    return /^[A-Z][a-z]/.test(word) ? expansion[0]!.toUpperCase() + expansion.slice(1) : expansion;
  });
}

const numberValue = (raw: string): number => Number(raw.replace(/[$€£,%]/g, ''));

/** Hours written without am/pm could be either half of the day. */
function hourCandidates(hour: number, minute: number, meridiem: string | undefined): number[] {
  if (meridiem !== undefined) {
    const h = (hour % 12) + (meridiem.toLowerCase() === 'p' ? 12 : 0);
    return [h * 60 + minute];
  }
  if (hour === 0 || hour > 12) return [hour * 60 + minute];
  if (hour === 12) return [12 * 60 + minute, minute];
  return [hour * 60 + minute, (hour + 12) * 60 + minute];
}

/** Numbers a time also states: "3:30pm" says 3, 15 and 30. */
/** The part of the day a time falls in, as a `part:` key. */
function partOfDay(minutes: number): string {
  const hour = Math.floor(minutes / 60);
  return `part:${hour < 12 ? 'morning' : hour < 17 ? 'afternoon' : 'evening'}`;
}

function timeNumbers(minutes: readonly number[]): string[] {
  const out = new Set<string>();
  for (const value of minutes) {
    const hour = Math.floor(value / 60);
    out.add(`n:${hour}`);
    out.add(`n:${hour % 12 === 0 ? 12 : hour % 12}`);
    if (value % 60 !== 0) out.add(`n:${value % 60}`);
  }
  return [...out];
}

/** An hour written in digits or words ("6", "six"), or undefined. */
function hourValue(word: string): number | undefined {
  const value = /^\d{1,2}$/.test(word) ? Number(word) : NUMBER_WORDS.get(word.toLowerCase());
  return value !== undefined && value >= 0 && value <= 24 ? value : undefined;
}

const HOUR = '(\\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)';
const TITLE_BEFORE = /\b(mr|mrs|ms|miss|dr|prof|professor|sir|madam|st|uncle|aunt|auntie|cousin|coach|captain|judge|officer|candidate|grandma|grandpa)\.?\s+$/i;
const GREETING_BEFORE = /(^|[.!?\n]\s*)(hi|hello|hey|dear|thanks|thank you|cheers|regards|best|love)\s*,?\s*(?:(?:mr|mrs|ms|miss|dr|prof)\.?\s+)?$/i;

/**
 * Extracts the facts of one text. With a lexicon (WordNet's flags for each word, from the bundled
 * model), words that WordNet knows only as places or people count as names even in lower case,
 * and capitalised everyday words ("Farewell lunch", "Purchase stamps") do not.
 */
export function extractFacts(input: string, lexicon: WordLexicon = NO_LEXICON): TextFacts {
  const text = normalizeText(input);
  const taken = new Uint8Array(text.length);
  const facts: Fact[] = [];
  const provides = new Set<string>();
  const free = (span: Span) => {
    for (let i = span.start; i < span.end; i++) if (taken[i] === 1) return false;
    return true;
  };
  const take = (span: Span) => taken.fill(1, span.start, span.end);
  const add = (kind: FactKind, span: Span, keys: readonly string[], implied: readonly string[] = [], subtype?: 'place' | 'person') => {
    take(span);
    facts.push({ kind, text: text.slice(span.start, span.end).trim(), keys, start: span.start, ...(subtype && { subtype }) });
    for (const key of [...keys, ...implied]) provides.add(key);
  };
  const scan = (pattern: RegExp, onMatch: (match: RegExpExecArray, span: Span) => void) => {
    for (const match of text.matchAll(pattern)) {
      const span = { start: match.index, end: match.index + match[0].length };
      if (free(span)) onMatch(match, span);
    }
  };

  // Each pattern runs only when its cue is in the text: most texts have no digits at all.
  const hasDigit = /\d/.test(text);
  const lower = text.toLowerCase();
  // Times first, so "3:30 pm" is one time and not the numbers 3 and 30.
  if (lower.includes('quarter') || lower.includes('half')) scan(new RegExp(`\\b(quarter|half)\\s+(past|after|to|til|till)\\s+${HOUR}\\b(?:\\s*([ap])\\.?m\\b\\.?|\\s+in\\s+the\\s+(morning|afternoon|evening))?`, 'gi'), (m, span) => {
    const hour = hourValue(m[3]!)!;
    const offset = m[1]!.toLowerCase() === 'half' ? 30 : 15;
    const before = /^(to|til|till)$/i.test(m[2]!);
    // "half past nine in the morning" is 9:30 am.
    const part = m[5]?.toLowerCase();
    const minutes = hourCandidates(before ? (hour + 10) % 12 + 1 : hour, before ? 60 - offset : offset, m[4] ?? (part === undefined ? undefined : part === 'morning' ? 'a' : 'p'));
    add('time', span, minutes.map((v) => `t:${v}`), [...timeNumbers(minutes), ...(part === undefined ? [] : [`part:${part}`])]);
  });
  if (/morning|afternoon|evening|night/.test(lower)) scan(new RegExp(`\\b${HOUR}(?:[:.]([0-5]\\d))?(?:\\s+o'?clock)?\\s+(?:in\\s+the\\s+|at\\s+)(morning|afternoon|evening|night)\\b`, 'gi'), (m, span) => {
    const meridiem = m[3]!.toLowerCase() === 'morning' ? 'a' : 'p';
    const minutes = hourCandidates(hourValue(m[1]!)!, Number(m[2] ?? 0), meridiem);
    add('time', span, minutes.map((v) => `t:${v}`), [...timeNumbers(minutes), `part:${DAY_PARTS.get(m[3]!.toLowerCase())}`]);
  });
  if (lower.includes('day ')) scan(/\b(?:the\s+)?day\s+(after\s+tomorrow|before\s+yesterday)\b/gi, (m, span) => {
    add('date', span, [`rel:${m[1]!.toLowerCase().startsWith('after') ? 'tomorrow+1' : 'yesterday-1'}`]);
  });
  if (hasDigit) scan(/\b(\d{1,2})(?:[:.]([0-5]\d))?\s*([ap])\.?\s?m\b\.?/gi, (m, span) => {
    const minutes = hourCandidates(Number(m[1]), Number(m[2] ?? 0), m[3]);
    // A time of day with am or pm also says its part of the day ("9:30 am" is in the morning).
    add('time', span, minutes.map((v) => `t:${v}`), [...timeNumbers(minutes), partOfDay(minutes[0]!)]);
  });
  if (hasDigit) scan(/\b(\d{1,2}):([0-5]\d)\b/g, (m, span) => {
    const minutes = hourCandidates(Number(m[1]), Number(m[2]), undefined);
    add('time', span, minutes.map((v) => `t:${v}`), timeNumbers(minutes));
  });
  if (lower.includes('clock')) scan(new RegExp(`\\b${HOUR}\\s+o'?clock\\b`, 'gi'), (m, span) => {
    const minutes = hourCandidates(hourValue(m[1]!)!, 0, undefined);
    add('time', span, minutes.map((v) => `t:${v}`), timeNumbers(minutes));
  });
  // "at 7" at the end of a phrase is an hour ("Dinner at 7", "see you at 7 tonight").
  // After "by" or "until" only beside another time of day ("start at 7 pm and finish by 9"):
  // elsewhere it may be an amount ("cut the price by 5").
  const untilHour = hasDigit && /\d\s*[ap]\.?m\b|\d:[0-5]\d/i.test(text) ? 'by|until|till|' : '';
  if (hasDigit) scan(new RegExp(`\\b(?:${untilHour}at)\\s+(\\d{1,2})(?=\\s*(?:$|[.,!?;)]|(?:tonight|today|tomorrow|on|in|at|near|outside|with|for|sharp|then|and|or|please|i|we|you|they|he|she|the|our|my|your|everyone)\\b))`, 'gi'), (m, span) => {
    const hour = Number(m[1]);
    if (hour < 1 || hour > 24) return;
    const minutes = hourCandidates(hour, 0, undefined);
    add('time', span, minutes.map((v) => `t:${v}`), timeNumbers(minutes));
  });
  scan(/\b(noon|midday|midnight)\b/gi, (m, span) => {
    const minutes = m[1]!.toLowerCase() === 'midnight' ? 0 : 720;
    add('time', span, [`t:${minutes}`], timeNumbers([minutes]));
  });

  // Lengths of time are one fact in minutes: "half an hour" = "30 minutes", "10 minutes" != "10 hours".
  for (const duration of findDurations(text)) {
    const span = { start: duration.start, end: duration.end };
    if (free(span)) add('time', span, [`dur:${duration.minutes}`], duration.count === undefined ? [] : [`n:${duration.count}`]);
  }
  if (lower.includes('half a dozen')) scan(/\bhalf\s+a\s+dozen\b/gi, (m, span) => add('number', span, ['n:6']));

  // Quarters of a year: "Q3" = "third quarter" = "3rd quarter".
  if (/\bq[1-4]\b|quarter/i.test(text)) scan(/\b(?:q([1-4])|(first|second|third|fourth|1st|2nd|3rd|4th)\s+quarter)\b/gi, (m, span) => {
    const which = m[1] !== undefined ? Number(m[1]) : (ORDINAL_WORDS.get(m[2]!.toLowerCase()) ?? Number.parseInt(m[2]!, 10));
    add('date', span, [`q:${which}`], [`n:${which}`]);
  });

  // Codes written apart are one code: "C 7" = "C-7" = "C7"; a version is one fact: "v2.0" = "version 2.0".
  if (hasDigit) scan(/\b(?:v|version\s+)(\d+(?:\.\d+)*)\b/gi, (m, span) => add('number', span, [`ver:${m[1]}`, `n:${Number.parseFloat(m[1]!)}`]));
  if (hasDigit) scan(/(?<![\p{L}\d])([A-HJ-Z])[\s-](\d{1,4})\b/gu, (m, span) => {
    if (sentenceInitial(text, span.start)) return;
    add('number', span, [`code:${m[1]!.toLowerCase()}${m[2]}`], [`n:${Number(m[2])}`]);
  });

  // Dates.
  if (hasDigit) scan(/\b(\d{4})-(\d{2})-(\d{2})\b/g, (m, span) => {
    add('date', span, [`md:${Number(m[2])}-${Number(m[3])}`], [`y:${m[1]}`, `n:${m[1]}`, `n:${Number(m[3])}`, `m:${Number(m[2])}`]);
  });
  if (hasDigit) scan(/\b(\d{1,2})\/(\d{1,2})(?:\/(\d{2,4}))?\b/g, (m, span) => {
    const [a, b] = [Number(m[1]), Number(m[2])];
    add('date', span, [`md:${a}-${b}`, `md:${b}-${a}`], [`n:${a}`, `n:${b}`]);
  });
  const month = '([A-Za-z]{3,9})\\.?';
  const day = '(\\d{1,2})(?:st|nd|rd|th)?';
  const monthOf = (word: string): number | undefined => {
    const lower = word.toLowerCase();
    const capitalised = word[0] === word[0]!.toUpperCase();
    return MONTHS.get(lower) ?? (capitalised ? MONTH_ABBREVIATIONS.get(lower) : undefined);
  };
  const monthDay = (m: number, d: number, span: Span) => {
    if (d >= 1 && d <= 31) add('date', span, [`md:${m}-${d}`], [`m:${m}`, `n:${d}`]);
  };
  if (hasDigit) scan(new RegExp(`\\b${month}\\s+${day}\\b`, 'g'), (m, span) => {
    const value = monthOf(m[1]!);
    if (value !== undefined) monthDay(value, Number(m[2]), span);
  });
  if (hasDigit) scan(new RegExp(`\\b${day}(?:\\s+of)?\\s+${month}`, 'g'), (m, span) => {
    const value = monthOf(m[2]!);
    if (value !== undefined) monthDay(value, Number(m[1]), span);
  });
  scan(/\b(next|this|last|coming|previous)\s+([A-Za-z]+)\b/gi, (m, span) => {
    const unit = m[2]!.toLowerCase();
    const which = m[1]!.toLowerCase() === 'coming' ? 'this' : m[1]!.toLowerCase() === 'previous' ? 'last' : m[1]!.toLowerCase();
    const weekday = WEEKDAYS.get(unit) ?? WEEKDAY_ABBREVIATIONS.get(unit);
    if (weekday !== undefined) add('date', span, [`wd:${weekday}:${which}`], [`wd:${weekday}`]);
    else if (RELATIVE_UNITS.has(unit)) add('date', span, [`rel:${which}-${unit}`]);
  });
  scan(/\b[A-Za-z]+\b/g, (m, span) => {
    const word = m[0];
    const lower = word.toLowerCase();
    const capitalised = word[0] === word[0]!.toUpperCase();
    // "may" and "march" are also everyday words; alone they count only when capitalised mid-sentence.
    const ambiguousMonth = lower === 'may' || lower === 'march';
    // At a sentence start they are months before a noun ("March invoice"), not before "I" or "the".
    const monthValue = ambiguousMonth
      ? capitalised && (!sentenceInitial(text, span.start) || nounFollows(text.slice(span.end))) ? MONTHS.get(lower) : undefined
      : monthOf(word);
    // "Tuesdays" is every Tuesday: the same weekday as "every Tuesday".
    const weekday = WEEKDAYS.get(lower) ?? WEEKDAYS.get(lower.replace(/(day)s$/, '$1')) ?? (capitalised ? WEEKDAY_ABBREVIATIONS.get(lower) : undefined);
    const season = SEASONS.get(lower);
    if (weekday !== undefined) add('date', span, [`wd:${weekday}`], [`wd:${weekday}:this`]);
    else if (season !== undefined && seasonInContext(text, span, capitalised)) add('date', span, [`season:${season}`]);
    else if (monthValue !== undefined) add('date', span, [`m:${monthValue}`]);
    else if (RELATIVE_DAYS.has(lower)) add('date', span, [`rel:${RELATIVE_DAYS.get(lower)}`]);
    // "Good morning" greets; it does not say when.
    if (DAY_PARTS.has(lower) && !/\bgood\s+$/i.test(text.slice(Math.max(0, span.start - 6), span.start))) {
      facts.push({ kind: 'time', text: word, keys: [`part:${DAY_PARTS.get(lower)}`], start: span.start });
      provides.add(`part:${DAY_PARTS.get(lower)}`);
      take(span);
    }
  });

  // Handles and identifiers are codes, whole: "@priya_k" is not "@priya_m", "user_id" one word.
  if (text.includes('@') || text.includes('_')) scan(/(?<![\p{L}\d])@[\p{L}\d_.]*[\p{L}\d_]|\b[\p{L}\d]+(?:_[\p{L}\d]+)+\b/gu, (match, span) => add('number', span, [`code:${match[0].toLowerCase()}`]));

  // Numbers, written with digits or words, with their multipliers ("1.5 million", "two hundred").
  const tokens = [...text.matchAll(/[$€£]?\d+(?:,\d{3})*(?:\.\d+)*%?(?:st|nd|rd|th)?\b|[A-Za-z0-9]+(?:'[A-Za-z]+)?/g)];
  for (let i = 0; i < tokens.length; i++) {
    const match = tokens[i]!;
    const span = { start: match.index, end: match.index + match[0].length };
    if (!free(span)) continue;
    const raw = match[0];
    const lower = raw.toLowerCase();
    let value: number | undefined;
    let key: string | undefined;
    if (/^\d+[A-Za-z]+$/.test(raw) && !/^\d+(st|nd|rd|th)$/i.test(raw)) {
      key = `code:${lower}`;
    } else if (/^[$€£]?\d/.test(raw)) {
      const digits = raw.replace(/(st|nd|rd|th)$/i, '');
      if (/\d\.\d+\.\d/.test(digits)) key = `code:${digits}`;
      else value = numberValue(digits);
      if (value !== undefined && Number.isNaN(value)) {
        key = `code:${lower}`;
        value = undefined;
      }
    } else if (/\d/.test(raw)) {
      key = `code:${lower}`;
    } else if (lower === 'one' && pronounOne(tokens[i - 1]?.[0].toLowerCase(), text.slice(span.end)) && !numbersNoun(lexicon, tokens[i - 1]?.[0].toLowerCase())) {
      continue;
    } else if (lower === 'dozen') {
      value = 12;
    } else if (NUMBER_WORDS.has(lower) && !MULTIPLIERS.has(lower)) {
      value = NUMBER_WORDS.get(lower)!;
      const next = tokens[i + 1]?.[0].toLowerCase();
      const unit = next === undefined ? undefined : NUMBER_WORDS.get(next);
      if (value >= 20 && value < 100 && unit !== undefined && unit < 10) {
        value += unit;
        span.end = tokens[++i]!.index + tokens[i]![0].length;
      }
    } else if (ORDINAL_WORDS.has(lower)) {
      value = ORDINAL_WORDS.get(lower)!;
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
      }
      add('number', span, [`n:${value}`]);
      // "one year" says what "a year" or "another year" says: alone it counts only against another number.
      if (lower === 'one' && span.end === match.index + match[0].length) facts[facts.length - 1] = { ...facts[facts.length - 1]!, weak: true };
    } else if (key !== undefined) {
      add('number', span, [key]);
    }
  }

  // Names: capitalised words that are not sentence openers or everyday words, words after a title,
  // words WordNet knows only as places or people, and family words.
  const titleLike = isTitleLike(text);
  for (const match of text.matchAll(/[\p{L}]+(?:'[\p{L}]+)?/gu)) {
    const span = { start: match.index, end: match.index + match[0].length };
    if (!free(span)) continue;
    const word = match[0].replace(/'(s|ve|m|ll|re|d)$/i, '');
    const lower = word.toLowerCase();
    // Spelling marks do not change a name: "Café" = "Cafe", "O'Hare" = "OHare", "Mary's" = "Marys".
    const plain = lower.normalize('NFD').replace(/\p{M}/gu, '').replace(/'/g, '');
    const nameKeys = /'s$/i.test(match[0]) ? [`w:${plain}`, `w:${plain}s`] : [`w:${plain}`];
    for (const key of nameKeys) provides.add(key);
    provides.add(`w:${lower}`);
    provides.add(`st:${stem(plain)}`);
    const before = text.slice(0, span.start);
    // The person a message greets or signs off to is not what it says ("Hi Tom, the room moved").
    // A sign-off closes the text ("Best, Dan"); a greeting is followed by punctuation ("Hi Tom,").
    const signoff = /^\s*[.!]?\s*$/.test(text.slice(span.end));
    // A text may open by naming whom it addresses, without "Hi": "Grandpa, our plane ...", "Farid - a
    // table ...", "Team, ...". Only kin, a group or a word that is not an everyday word.
    const vocative = before.trim() === '' && /^\s*(,|\s[-–—]\s)/.test(text.slice(span.end)) && (KIN.has(lower) || GROUP_GREETED.has(lower) || (lexicon.flagsOf(lower) & WORD_FLAGS.known) === 0);
    if ((GREETING_BEFORE.test(before) && (signoff || /^\s*[,!.:\n]/.test(text.slice(span.end)))) || vocative) {
      // "Hi all" and "Hi everyone" greet the same people.
      const key = GROUP_GREETED.has(lower) ? 'greet:group' : nameKeys[0]!;
      facts.push({ kind: 'name', text: word, keys: [key], start: span.start, greeting: true, ...(signoff && { signoff }) });
      provides.add(key);
      take(span);
      continue;
    }
    // "Dads" with its apostrophe dropped is still "Dad's".
    const kin = KIN.get(lower) ?? (/[^s]s$/.test(lower) && word[0] !== word[0]!.toLowerCase() ? KIN.get(lower.slice(0, -1)) : undefined);
    if (kin !== undefined) {
      add('name', span, [`kin:${kin}`]);
      continue;
    }
    // "OK" in capitals is the word, not Oklahoma ("Would it be OK to ...").
    if (TITLES.has(lower) || word === 'I' || lower === 'ok' || lower === 'okay') continue;
    // A plural takes its singular's flags ("Players should bring ...", "Cars left there ...").
    // Accents aside ("Café" is WordNet's "cafe").
    const flags = lexicon.flagsOf(lower) || lexicon.flagsOf(plain) || (/[^s]s$/.test(lower) ? lexicon.flagsOf(lower.slice(0, -1)) & ~WORD_FLAGS.proper : 0) || prefixedFlags(lexicon, lower);
    const subtype = flags & WORD_FLAGS.place ? 'place' : flags & WORD_FLAGS.person ? 'person' : undefined;
    const commonSenses = flags & (WORD_FLAGS.noun | WORD_FLAGS.verb | WORD_FLAGS.adjective | WORD_FLAGS.adverb);
    const hasProper = (flags & WORD_FLAGS.proper) !== 0;
    const properOnly = hasProper && commonSenses === 0;
    if (TITLE_BEFORE.test(before) && !COMMON_WORDS.has(lower)) {
      add('name', span, nameKeys, [], 'person');
      continue;
    }
    // Single capitals label things: "Hall A", "Terminal B", "Plan C".
    if (/^[A-Z]$/.test(word) && word !== 'I' && !sentenceInitial(text, span.start) && (word !== 'A' || /^\s*($|[,.;:!?)])/.test(text.slice(span.end)))) {
      add('number', span, [`code:${lower}`]);
      continue;
    }
    const capitalised = word[0] !== word[0]!.toLowerCase();
    if (!capitalised) {
      // In lower case a word WordNet knows solely as a place or person counts, and so does a word
      // WordNet does not know in any form (WordNet holds every common noun, verb and adjective).
      if ((properOnly || (lexicon !== NO_LEXICON && unknownWord(lexicon, lower))) && !COMMON_WORDS.has(lower)) {
        // An unknown lower-case word keeps its number loosely: "roadmaps" is stated by "roadmap".
        const singular = /[^s]s$/.test(lower) ? lower.slice(0, -1) : `${lower}s`;
        // And its other forms: "rebooked" is stated by "rebook".
        add('name', span, [`w:${lower}`, `w:${singular}`, `st:${stem(lower)}`], [], subtype);
      }
      continue;
    }
    const knownCommon = commonSenses !== 0;
    const everyday = COMMON_WORDS.has(lower) || (knownCommon && !(titleLike && hasProper));
    const opener = sentenceInitial(text, span.start) || afterBreak(text, span.start);
    if (everyday && opener && !FUNCTION_LIKE.has(lower) && !COMMON_FUNCTION.has(lower) && !(commonSenses & WORD_FLAGS.verb) && startsAClause(text.slice(span.end))) {
      // An everyday word may open a sentence as a name ("Grace is coming") or as itself ("Dinner
      // is ready"): it counts as a name only against another name in its place.
      add('name', span, nameKeys, [], subtype ?? 'person');
      facts[facts.length - 1] = { ...facts[facts.length - 1]!, weak: true };
      continue;
    }
    // In a heading or an address, an everyday word after a number names the place: "3rd Avenue" is
    // not "3rd Street". It counts only against another such word in its place.
    if (everyday && titleLike && !opener && /[\d](?:st|nd|rd|th)?\s+$/i.test(before) && (flags & WORD_FLAGS.noun) !== 0) {
      add('name', span, nameKeys, [], 'place');
      facts[facts.length - 1] = { ...facts[facts.length - 1]!, weak: true };
      continue;
    }
    if (everyday && (titleLike || opener)) continue;
    if (!everyday && !titleLike && opener && !properOnly && !namesAnOpener(match[0], text.slice(span.end))) continue;
    add('name', span, nameKeys, [], subtype);
  }

  const lowerWords = [...text.toLowerCase().matchAll(/[a-z]+/g)].map((m) => m[0]);
  // "alcohol-free", "sugar-free": the suffix denies the noun as "no" or "without" does.
  const freeOf = lower.includes('-free') ? [...lower.matchAll(/\b[a-z]+-free\b/g)].map((m) => m[0]) : [];
  // "We're out of milk", "the printer ran out of paper": having none of a thing is "no milk".
  const outOf = lower.includes('out of') ? [...lower.matchAll(RUN_OUT_OF)].map(() => 'out of') : [];
  return { facts, provides, negations: [...negationsOf(lowerWords), ...freeOf, ...outOf], stems: new Set(lowerWords.map(stem)), text, taken };
}

const SEASON_BEFORE = /\b(the|this|next|last|in|during|until|till|by|early|late|mid|of|over|since|before|after|every|each|for|our|your)\s+$/i;

/**
 * A season word names a season after an article or a preposition ("in the fall", "next spring"),
 * before a year ("Spring 2025"), or capitalised mid-sentence ("our Summer Sale"); elsewhere it may
 * be a verb or a thing ("Fall back", "spring water").
 */
function seasonInContext(text: string, span: Span, capitalised: boolean): boolean {
  if (/^\s+(?:of\s+)?\d{4}\b/.test(text.slice(span.end))) return true;
  if (capitalised && !sentenceInitial(text, span.start) && !afterBreak(text, span.start)) return true;
  return SEASON_BEFORE.test(text.slice(Math.max(0, span.start - 12), span.start));
}

/** A verb follows: "Tom sent ...", "Anna will drive ...", "Kim is covering ...". */
function startsAClause(rest: string): boolean {
  const next = /^\s*([A-Za-z]+)/.exec(rest)?.[1]?.toLowerCase();
  if (next === undefined) return false;
  return NAME_FOLLOWERS.has(next) || /^(sent|told|gave|took|met|wrote|brought|bought|said|paid|owes|owed|sold|left|made)$/.test(next) || (/ed$/.test(next) && next.length > 4);
}

/** A word WordNet knows in none of its forms (plural, past, gerund), nor as a function word. */
function unknownWord(lexicon: WordLexicon, word: string): boolean {
  if (word.length < 3 || FUNCTION_LIKE.has(word) || prefixedFlags(lexicon, word) !== 0) return false;
  // A rare common word outside the vector vocabulary ("oat", "houseplants") is still a word.
  if (lexicon.isWord?.(word) === true) return false;
  const forms = [word, word.replace(/s$/, ''), word.replace(/es$/, ''), word.replace(/ies$/, 'y'), word.replace(/ed$/, ''), word.replace(/d$/, ''), word.replace(/ing$/, ''), word.replace(/ing$/, 'e'), word.replace(/(.)\1(ed|ing)$/, '$1')];
  return forms.every((form) => (lexicon.flagsOf(form) & WORD_FLAGS.known) === 0) && lexicon.flagsOf(word) !== 0 === false && isInVocabularyOrLong(word);
}

const WORD_PREFIX = /^(non|re|pre|co|un|mis|multi|sub|semi|anti|inter|over|under|out)(\p{L}{4,})$/u;

/** A common word behind a prefix ("nonmandatory", "reorder", "coworker") has its base's flags, as a common word. */
function prefixedFlags(lexicon: WordLexicon, word: string): number {
  const base = WORD_PREFIX.exec(word)?.[2];
  if (base === undefined) return 0;
  const flags = lexicon.flagsOf(base) || lexicon.flagsOf(base.replace(/s$/, ''));
  return flags & (WORD_FLAGS.noun | WORD_FLAGS.verb | WORD_FLAGS.adjective | WORD_FLAGS.adverb) ? flags & ~(WORD_FLAGS.proper | WORD_FLAGS.place | WORD_FLAGS.person) : 0;
}

const isInVocabularyOrLong = (word: string) => /^[a-z]+$/.test(word);

/** Closed-class words WordNet leaves out; never names. */
const FUNCTION_LIKE = new Set(
  `the and but for nor yet with from into onto upon about above below under over between among through during before after
  until till since while whereas although though because unless whether either neither both each every some any many much
  more most less least few several such same other another own this that these those what which who whom whose where when
  why how here there then than you your yours our ours their theirs his her hers its him them she they mine myself yourself
  ourselves themselves himself herself itself was were been being does did doing done has had having will would shall should
  can could may might must ought cannot couldn wouldn shouldn let lets okay thanks thank please hello hey dear yes yeah nope
  gonna wanna gotta via per etc into onto lol tho cuz also too very just really quite rather ever never always often
  beside besides beneath behind beyond toward towards across against along amid around near inside outside underneath
  despite except regarding concerning apologies`.split(/\s+/),
);

/** Pronouns that may open a sentence before a verb without naming anyone ("This is", "Nothing has"). */
const COMMON_FUNCTION = new Set('i we you they he she my our your their his this that it there here nothing nobody someone somebody something everyone everybody everything anyone anybody anything none'.split(' '));

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
  const next = /^\s*([A-Za-z]+)/.exec(rest)?.[1]?.toLowerCase();
  if (next === undefined) return false;
  return NAME_FOLLOWERS.has(next) || !VERB_FOLLOWERS.has(next);
}

/**
 * "be out of" or "run out of" a thing, not a place ("out of the office", "out of town") and not
 * a state the negative-state table reads ("out of order", "out of service").
 */
const RUN_OUT_OF = /\b(?:is|are|am|was|were|be|been|being|re|s|m|run|runs|ran|running)(?:\s+[a-z]+ly)?\s+out\s+of\s+(?!(?:order|service|the|my|your|our|his|her|their|this|that|town|office|here|there)\b)[a-z]/g;

/** Whom a greeting addresses as a group ("Hi all", "Hello everyone", "Hey team"). */
const GROUP_GREETED = new Set(['all', 'everyone', 'everybody', 'team', 'folks', 'guys', 'there', 'both', 'people']);

/** A word follows that is neither a pronoun nor a word that follows verbs ("March invoice", not "May I", "March to the"). */
function nounFollows(rest: string): boolean {
  const next = /^\s*([A-Za-z]+)/.exec(rest)?.[1]?.toLowerCase();
  return next !== undefined && !VERB_FOLLOWERS.has(next) && !/^(i|we|you|he|she|they)$/.test(next);
}

/** True at the start of the text, of a line, or of a sentence (after . ! ? or :). */
function sentenceInitial(text: string, index: number): boolean {
  const before = text.slice(0, index);
  if (/\n[\s"'(\[\-*•]*$/.test(before)) return true;
  const trimmed = before.replace(/["'(\[\s]+$/, '');
  if (/\b(mr|mrs|ms|dr|prof|st|sr|jr|vs|no)\.$/i.test(trimmed)) return false;
  return trimmed === '' || /[.!?:]$/.test(trimmed);
}

/** True after a comma, colon, semicolon or dash, where "Thanks" or "Hi" may be capitalised. */
function afterBreak(text: string, index: number): boolean {
  return /[,;:\-–—]\s*["'(]?$/.test(text.slice(0, index));
}

/** A heading-style text (every longer word capitalised, or all capitals) says nothing by its case. */
function isTitleLike(text: string): boolean {
  const letters = text.replace(/[^A-Za-z]/g, '');
  if (letters.length >= 2 && letters === letters.toUpperCase()) return true;
  const long = [...text.matchAll(/\b[A-Za-z]{4,}\b/g)].map((m) => m[0]);
  return long.length >= 2 && long.every((word) => word[0] === word[0]!.toUpperCase());
}

function negationsOf(words: readonly string[]): string[] {
  const found: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    if (!NEGATION_CUES.has(word)) continue;
    const inIdiom = NEGATION_IDIOMS.some((idiom) => {
      const at = idiom.indexOf(word);
      return at >= 0 && idiom.every((part, k) => words[i - at + k] === part);
    });
    if (!inIdiom) found.push(word);
  }
  return found;
}

/** The opposite pairs as stem sets, built once. */
export const OPPOSITE_STEMS: readonly (readonly [ReadonlySet<string>, ReadonlySet<string>, string])[] = OPPOSITES.map(
  ([left, right]) => [new Set(left.map(stemPhrase)), new Set(right.map(stemPhrase)), `${left[0]}/${right[0]}`] as const,
);
