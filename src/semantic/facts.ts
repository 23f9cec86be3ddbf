/**
 * Finds the facts a text states: names, numbers, times, dates, whether it is negated, and which
 * side of an opposite pair it takes. Pure and synchronous; the guard compares two texts' facts.
 */
import {
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
  WEEKDAYS,
  WEEKDAY_ABBREVIATIONS,
} from './lexicon.js';

export type FactKind = 'name' | 'number' | 'time' | 'date';

/** One fact as written in a text, with the normalised keys under which another text may state it. */
export interface Fact {
  readonly kind: FactKind;
  /** The words of the text that state it. */
  readonly text: string;
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
const MULTIPLIERS = new Map([['hundred', 100], ['thousand', 1000], ['million', 1e6], ['billion', 1e9]]);
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

/** Curly quotes, full-width forms and contractions are written out so the patterns stay simple. */
export function normalizeText(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/[\u2018\u2019\u02BC]/g, "'")
    .replace(/[\u201C\u201D]/g, '"')
    .replace(/\b(can)not\b/gi, '$1 not')
    .replace(/\b(w)on't\b/gi, '$1ill not')
    .replace(/\b(c)an't\b/gi, '$1an not')
    .replace(/\b(sha)n't\b/gi, '$1ll not')
    .replace(/(\w)n't\b/gi, '$1 not');
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

/** Extracts the facts of one text. */
export function extractFacts(input: string): TextFacts {
  const text = normalizeText(input);
  const taken = new Uint8Array(text.length);
  const facts: Fact[] = [];
  const provides = new Set<string>();
  const free = (span: Span) => !taken.subarray(span.start, span.end).some((c) => c === 1);
  const take = (span: Span) => taken.fill(1, span.start, span.end);
  const add = (kind: FactKind, span: Span, keys: readonly string[], implied: readonly string[] = []) => {
    take(span);
    facts.push({ kind, text: text.slice(span.start, span.end).trim(), keys });
    for (const key of [...keys, ...implied]) provides.add(key);
  };
  const scan = (pattern: RegExp, onMatch: (match: RegExpExecArray, span: Span) => void) => {
    for (const match of text.matchAll(pattern)) {
      const span = { start: match.index, end: match.index + match[0].length };
      if (free(span)) onMatch(match, span);
    }
  };

  // Times first, so "3:30 pm" is one time and not the numbers 3 and 30.
  scan(/\b(\d{1,2})(?::([0-5]\d))?\s*([ap])\.?\s?m\b\.?/gi, (m, span) => {
    const minutes = hourCandidates(Number(m[1]), Number(m[2] ?? 0), m[3]);
    add('time', span, minutes.map((v) => `t:${v}`), timeNumbers(minutes));
  });
  scan(/\b(\d{1,2}):([0-5]\d)\b/g, (m, span) => {
    const minutes = hourCandidates(Number(m[1]), Number(m[2]), undefined);
    add('time', span, minutes.map((v) => `t:${v}`), timeNumbers(minutes));
  });
  scan(/\b(\d{1,2})\s+o'?clock\b/gi, (m, span) => {
    const minutes = hourCandidates(Number(m[1]), 0, undefined);
    add('time', span, minutes.map((v) => `t:${v}`), timeNumbers(minutes));
  });
  scan(/\b(noon|midday|midnight)\b/gi, (m, span) => {
    const minutes = m[1]!.toLowerCase() === 'midnight' ? 0 : 720;
    add('time', span, [`t:${minutes}`], timeNumbers([minutes]));
  });

  // Dates.
  scan(/\b(\d{4})-(\d{2})-(\d{2})\b/g, (m, span) => {
    add('date', span, [`md:${Number(m[2])}-${Number(m[3])}`], [`y:${m[1]}`, `n:${m[1]}`, `n:${Number(m[3])}`, `m:${Number(m[2])}`]);
  });
  scan(/\b(\d{1,2})\/(\d{1,2})(?:\/(\d{2,4}))?\b/g, (m, span) => {
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
  scan(new RegExp(`\\b${month}\\s+${day}\\b`, 'g'), (m, span) => {
    const value = monthOf(m[1]!);
    if (value !== undefined) monthDay(value, Number(m[2]), span);
  });
  scan(new RegExp(`\\b${day}(?:\\s+of)?\\s+${month}`, 'g'), (m, span) => {
    const value = monthOf(m[2]!);
    if (value !== undefined) monthDay(value, Number(m[1]), span);
  });
  scan(/\b[A-Za-z]+\b/g, (m, span) => {
    const word = m[0];
    const lower = word.toLowerCase();
    const capitalised = word[0] === word[0]!.toUpperCase();
    // "may" and "march" are also everyday words; alone they count only when capitalised mid-sentence.
    const ambiguousMonth = lower === 'may' || lower === 'march';
    const monthValue = ambiguousMonth ? (capitalised && !sentenceInitial(text, span.start) ? MONTHS.get(lower) : undefined) : monthOf(word);
    const weekday = WEEKDAYS.get(lower) ?? (capitalised ? WEEKDAY_ABBREVIATIONS.get(lower) : undefined);
    if (weekday !== undefined) add('date', span, [`wd:${weekday}`]);
    else if (monthValue !== undefined) add('date', span, [`m:${monthValue}`]);
    else if (RELATIVE_DAYS.has(lower)) add('date', span, [`rel:${RELATIVE_DAYS.get(lower)}`]);
    if (DAY_PARTS.has(lower)) {
      facts.push({ kind: 'time', text: word, keys: [`part:${DAY_PARTS.get(lower)}`] });
      provides.add(`part:${DAY_PARTS.get(lower)}`);
      take(span);
    }
  });
  scan(/\b(next|this|last|coming)\s+([A-Za-z]+)\b/gi, (m, span) => {
    const unit = m[2]!.toLowerCase();
    if (RELATIVE_UNITS.has(unit)) add('date', span, [`rel:${m[1]!.toLowerCase()}-${unit}`]);
  });

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
    if (/^[$€£]?\d/.test(raw)) {
      const digits = raw.replace(/(st|nd|rd|th)$/i, '');
      if (/\d\.\d+\.\d/.test(digits)) key = `code:${digits}`;
      else value = numberValue(digits);
    } else if (/\d/.test(raw)) {
      key = `code:${lower}`;
    } else if (lower === 'one' && pronounOne(tokens[i - 1]?.[0].toLowerCase(), text.slice(span.end))) {
      continue;
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
      const next = tokens[i + 1]?.[0].toLowerCase();
      if (next !== undefined && MULTIPLIERS.has(next)) {
        value *= MULTIPLIERS.get(next)!;
        span.end = tokens[++i]!.index + tokens[i]![0].length;
      }
      add('number', span, [`n:${value}`]);
    } else if (key !== undefined) {
      add('number', span, [key]);
    }
  }

  // Names: capitalised words that are not sentence openers or everyday words, and family words.
  const titleLike = isTitleLike(text);
  for (const match of text.matchAll(/[A-Za-z]+(?:'[A-Za-z]+)?/g)) {
    const span = { start: match.index, end: match.index + match[0].length };
    if (!free(span)) continue;
    const word = match[0].replace(/'(s|ve|m|ll|re|d)$/i, '');
    const lower = word.toLowerCase();
    provides.add(`w:${lower}`);
    if (KIN.has(lower)) {
      add('name', span, [`kin:${KIN.get(lower)}`]);
      continue;
    }
    if (word[0] !== word[0]!.toUpperCase() || word === 'I' || TITLES.has(lower)) continue;
    const everyday = COMMON_WORDS.has(lower);
    if (everyday && (titleLike || sentenceInitial(text, span.start) || afterBreak(text, span.start))) continue;
    if (!everyday && !titleLike && sentenceInitial(text, span.start) && !namesAnOpener(match[0], text.slice(span.end))) {
      continue;
    }
    add('name', span, [`w:${lower}`]);
  }

  const lowerWords = [...text.toLowerCase().matchAll(/[a-z]+/g)].map((m) => m[0]);
  return { facts, provides, negations: negationsOf(lowerWords), stems: new Set(lowerWords.map(stem)) };
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
  const next = /^\s*([A-Za-z]+)/.exec(rest)?.[1]?.toLowerCase();
  if (next === undefined) return false;
  return NAME_FOLLOWERS.has(next) || !VERB_FOLLOWERS.has(next);
}

/** True at the start of the text, of a line, or of a sentence (after . ! ? or :). */
function sentenceInitial(text: string, index: number): boolean {
  const before = text.slice(0, index);
  if (/\n[\s"'(\[\-*•]*$/.test(before)) return true;
  const trimmed = before.replace(/["'(\[\s]+$/, '');
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
  ([left, right]) => [new Set(left.map(stem)), new Set(right.map(stem)), `${left[0]}/${right[0]}`] as const,
);
