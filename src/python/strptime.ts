// Emulation of CPython `datetime.strptime` for the formats ToolTalk and API-Bank use.
// Only the error texts are observable, but they reach the model, so the regex
// grammar and the order of checks follow CPython's `_strptime` closely.

import { pyRepr, pyTypeName } from './repr.js';
import { daysInMonth, toSeconds, type CivilDateTime } from './calendar.js';
import { PY_DIGIT as D, PY_SPACE_CLASS, parseDecimal } from './unicode.js';

export const DT_FORMAT = '%Y-%m-%d %H:%M:%S';
export const T_FORMAT = '%H:%M:%S';

export const D_FORMAT = '%Y-%m-%d';
export const MD_FORMAT = '%m-%d';

/** `DT` date and time, `T` time of day, `D` date, `MD` month and day. */
export type StrptimeFormat = 'DT' | 'T' | 'D' | 'MD';
export type StrptimeResult = { ok: true; seconds: number } | { ok: false; message: string };
/** The parsed fields; those absent from the format default as in Python (1900-01-01 00:00:00). */
export type StrptimeFields = { ok: true; time: CivilDateTime } | { ok: false; message: string };

// CPython's per-directive grammars; alternation order matters because the
// match is a prefix match and the first alternative that lets the rest of the
// pattern succeed wins.
const DIRECTIVES: Record<string, string> = {
  Y: `${D}${D}${D}${D}`,
  m: '1[0-2]|0[1-9]|[1-9]',
  d: `3[01]|[12]${D}|0[1-9]|[1-9]| [1-9]`,
  H: `2[0-3]|[0-1]${D}|${D}`,
  M: `[0-5]${D}|${D}`,
  S: `6[0-1]|[0-5]${D}|${D}`,
};

/**
 * Translate a format the way CPython does: directives become named groups,
 * each whitespace run becomes `\s+`, everything else is literal. Anchored at
 * the start only, so a shorter match leaves "unconverted data".
 */
function compile(format: string): RegExp {
  let source = '^';
  for (let i = 0; i < format.length; i++) {
    const ch = format.charAt(i);
    if (ch === '%') {
      const name = format.charAt(++i);
      const grammar = DIRECTIVES[name];
      if (grammar === undefined) throw new Error(`unsupported directive %${name}`);
      source += `(?<${name}>${grammar})`;
    } else if (/\s/u.test(ch)) {
      while (/\s/u.test(format.charAt(i + 1))) i++;
      source += `${PY_SPACE_CLASS}+`;
    } else {
      source += ch.replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&');
    }
  }
  return new RegExp(source, 'u');
}

// Each regex is built on its first use, not at import: building the four (`\p{Nd}` under the `u`
// flag makes V8 build Unicode sets) took about 0.9 ms of every process that imports this, and
// ASCII times never need them (the fast path below; docs/benchmarks.md, session 22).
const FORMATS: Record<StrptimeFormat, { text: string; regex?: RegExp }> = {
  DT: { text: DT_FORMAT },
  T: { text: T_FORMAT },
  D: { text: D_FORMAT },
  MD: { text: MD_FORMAT },
};

/** Two ASCII digits at `at` as a number, or -1. */
function twoDigits(input: string, at: number): number {
  const tens = input.charCodeAt(at) - 48;
  const units = input.charCodeAt(at + 1) - 48;
  return tens >= 0 && tens <= 9 && units >= 0 && units <= 9 ? tens * 10 + units : -1;
}

/**
 * The common case without the regex: exactly `YYYY-MM-DD HH:MM:SS` (or `HH:MM:SS`) in ASCII digits,
 * every field within the range its grammar above accepts as two digits. For such input the regex
 * matches the whole text with these same groups, so the result is identical; anything else (other
 * digits, single-digit fields, odd spacing, out-of-grammar values) returns undefined and takes the
 * regex path, which owns every error message.
 */
function parseAsciiFast(input: string, format: StrptimeFormat): CivilDateTime | undefined {
  let year = 1900;
  let month = 1;
  let day = 1;
  let at = 0;
  if (format === 'DT') {
    if (input.length !== 19 || input.charCodeAt(4) !== 45 || input.charCodeAt(7) !== 45 || input.charCodeAt(10) !== 32) {
      return undefined;
    }
    const high = twoDigits(input, 0);
    const low = twoDigits(input, 2);
    month = twoDigits(input, 5);
    day = twoDigits(input, 8);
    if (high < 0 || low < 0 || month < 1 || month > 12 || day < 1 || day > 31) return undefined;
    year = high * 100 + low;
    at = 11;
  } else if (format !== 'T' || input.length !== 8) {
    return undefined;
  }
  if (input.charCodeAt(at + 2) !== 58 || input.charCodeAt(at + 5) !== 58) return undefined;
  const hour = twoDigits(input, at);
  const minute = twoDigits(input, at + 3);
  const second = twoDigits(input, at + 6);
  if (hour < 0 || hour > 23 || minute < 0 || minute > 59 || second < 0 || second > 61) return undefined;
  return { year, month, day, hour, minute, second };
}

function fail(message: string): { ok: false; message: string } {
  return { ok: false, message };
}

// The seconds of the date-times and times the fast path parsed, by their text: a parse depends on
// the text and the format alone, and a replay parses the same texts (a call's arguments, the
// ground truth's, a search's bounds) on every pass, at about 500 instructions a parse where a
// lookup costs a fifth of that. Only texts that parse are kept (a refusal is worded each time),
// and each call still gets a result object of its own. Cleared when full, as the world's clock is.
const parsedDateTimes = new Map<string, number>();
const parsedTimes = new Map<string, number>();
const maxParsed = 4096;

/**
 * `datetime.strptime(input, format)` returning a naive timestamp. Dates absent
 * from the format default to 1900-01-01 as in Python.
 */
export function strptime(input: unknown, format: StrptimeFormat): StrptimeResult {
  // CPython's C argument parser names None as "None", not "NoneType".
  if (typeof input !== 'string') {
    return fail(`strptime() argument 1 must be str, not ${pyTypeName(input)}`);
  }
  const parsed = format === 'DT' ? parsedDateTimes : format === 'T' ? parsedTimes : undefined;
  if (parsed !== undefined) {
    const seconds = parsed.get(input);
    if (seconds !== undefined) return { ok: true, seconds };
  }
  return parseAndKeep(input, format, parsed);
}

// The parse itself, apart from the lookup above: after a replay's first pass nearly every text is
// found there. TurboFan inlines `strptime` into the tools and checks that call it, and a call it
// has seen made that seldom stays a call, where the parse in `strptime`'s own body was compiled
// into each of them (docs/benchmarks.md, the twenty-second round).
function parseAndKeep(input: string, format: StrptimeFormat, parsed: Map<string, number> | undefined): StrptimeResult {
  const fast = parseAsciiFast(input, format);
  if (fast !== undefined) {
    const result = toResult(validated(fast));
    if (result.ok && parsed !== undefined) {
      if (parsed.size >= maxParsed) parsed.clear();
      parsed.set(input, result.seconds);
    }
    return result;
  }
  return toResult(strptimeFields(input, format));
}

function toResult(fields: StrptimeFields): StrptimeResult {
  return fields.ok ? { ok: true, seconds: toSeconds(fields.time) } : fields;
}

/** `strptime` for a string through CPython's regex grammar alone; exported to test the fast path against. */
export function strptimeByGrammar(input: string, format: StrptimeFormat): StrptimeResult {
  return toResult(strptimeFields(input, format));
}

/**
 * `datetime.strptime(input, format)` as its fields, or Python's error text: the regex grammar, then
 * "unconverted data remains", then the datetime constructor's checks in its order.
 */
export function strptimeFields(input: string, format: StrptimeFormat): StrptimeFields {
  const entry = FORMATS[format];
  const text = entry.text;
  const regex = (entry.regex ??= compile(text));
  const match = regex.exec(input);
  if (match === null) {
    return fail(`time data ${pyRepr(input)} does not match format ${pyRepr(text)}`);
  }
  if (match[0].length !== input.length) {
    return fail(`unconverted data remains: ${input.slice(match[0].length)}`);
  }
  const groups = match.groups ?? {};
  const field = (name: string, fallback: number): number => {
    const raw = groups[name];
    return raw === undefined ? fallback : parseDecimal(raw);
  };
  return validated({
    year: field('Y', 1900),
    month: field('m', 1),
    day: field('d', 1),
    hour: field('H', 0),
    minute: field('M', 0),
    second: field('S', 0),
  });
}

function validated(t: CivilDateTime): StrptimeFields {
  // Same order as CPython's date then time constructors; month, hour and
  // minute cannot be out of range after the regex, so they are not checked.
  if (t.year < 1 || t.year > 9999) return fail(`year ${t.year} is out of range`);
  if (t.day > daysInMonth(t.year, t.month)) return fail('day is out of range for month');
  if (t.second > 59) return fail('second must be in 0..59');
  return { ok: true, time: t };
}
