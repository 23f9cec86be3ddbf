// CPython `datetime.strptime` for the three formats API-Bank parses (spec §0): `DT`, `D`, `MD`.
// Only the error texts and the re-formatted values are observable. The grammar per directive and
// the order of checks follow CPython's `_strptime`: a prefix match of the whole pattern, then
// "unconverted data remains", then the calendar check.

import { pyRepr } from '../../../python/index.js';
import { daysInMonth } from '../../../python/index.js';
import { PY_SPACE_CLASS, PY_DIGIT as D, parseDecimal } from '../../../python/unicode.js';

export type DateFormat = 'DT' | 'D' | 'MD';

export const FORMAT_TEXT: Record<DateFormat, string> = {
  DT: '%Y-%m-%d %H:%M:%S',
  D: '%Y-%m-%d',
  MD: '%m-%d',
};

const GRAMMAR: Record<string, string> = {
  Y: `${D}${D}${D}${D}`,
  m: '1[0-2]|0[1-9]|[1-9]',
  d: `3[01]|[12]${D}|0[1-9]|[1-9]| [1-9]`,
  H: `2[0-3]|[0-1]${D}|${D}`,
  M: `[0-5]${D}|${D}`,
  S: `6[0-1]|[0-5]${D}|${D}`,
};

function compile(format: string): RegExp {
  let source = '^';
  for (let i = 0; i < format.length; i++) {
    const ch = format.charAt(i);
    if (ch === '%') {
      const name = format.charAt(++i);
      source += `(?<${name}>${GRAMMAR[name]})`;
    } else if (ch === ' ') source += `${PY_SPACE_CLASS}+`;
    else source += ch;
  }
  return new RegExp(source, 'u');
}

const PATTERNS: Record<DateFormat, RegExp> = { DT: compile(FORMAT_TEXT.DT), D: compile(FORMAT_TEXT.D), MD: compile(FORMAT_TEXT.MD) };

/** A parsed naive date-time; fields absent from the format default as in Python (1900-01-01 00:00:00). */
export interface CivilTime {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
}

export type ParsedTime = { ok: true; time: CivilTime } | { ok: false; message: string };

/** `datetime.strptime(text, format)`: the parsed fields or Python's error text. */
export function parseTime(text: unknown, format: DateFormat): ParsedTime {
  if (typeof text !== 'string') {
    const type = text === null || text === undefined ? 'None' : Array.isArray(text) ? 'list' : typeof text === 'number' ? (Number.isInteger(text) ? 'int' : 'float') : typeof text === 'boolean' ? 'bool' : 'dict';
    return { ok: false, message: `strptime() argument 1 must be str, not ${type}` };
  }
  const match = PATTERNS[format].exec(text);
  if (match === null) return { ok: false, message: `time data ${pyRepr(text)} does not match format ${pyRepr(FORMAT_TEXT[format])}` };
  if (match[0].length !== text.length) return { ok: false, message: `unconverted data remains: ${text.slice(match[0].length)}` };
  const groups = match.groups ?? {};
  const field = (name: string, fallback: number): number => (groups[name] === undefined ? fallback : parseDecimal(groups[name]!));
  const time = {
    year: field('Y', 1900),
    month: field('m', 1),
    day: field('d', 1),
    hour: field('H', 0),
    minute: field('M', 0),
    second: field('S', 0),
  };
  // CPython accepts second 60 and 61 in the grammar, then datetime() refuses them.
  if (time.second > 59) return { ok: false, message: 'second must be in 0..59' };
  if (time.day > daysInMonth(time.year, time.month)) return { ok: false, message: 'day is out of range for month' };
  return { ok: true, time };
}

const pad = (value: number, width: number): string => String(value).padStart(width, '0');

/** `strftime('%Y-%m-%d')`; Linux glibc does not pad years below 1000 (spec §0). */
export function formatDay(time: CivilTime): string {
  return `${time.year}-${pad(time.month, 2)}-${pad(time.day, 2)}`;
}

/** `strftime('%Y-%m-%d %H:%M:%S')`. */
export function formatDayTime(time: CivilTime): string {
  return `${formatDay(time)} ${pad(time.hour, 2)}:${pad(time.minute, 2)}:${pad(time.second, 2)}`;
}

/** `strftime('%m-%d')`. */
export function formatMonthDay(time: CivilTime): string {
  return `${pad(time.month, 2)}-${pad(time.day, 2)}`;
}

/** Orders two parsed times (negative, zero, positive), as Python compares datetimes. */
export function compareTimes(a: CivilTime, b: CivilTime): number {
  return (
    a.year - b.year || a.month - b.month || a.day - b.day || a.hour - b.hour || a.minute - b.minute || a.second - b.second
  );
}

/** What the "normalise date" helpers return: a value, or an error value that equals nothing. */
export type Normalised = { ok: true; value: string; time: CivilTime } | { ok: false; message: string };

/**
 * API-Bank's "normalise date" (ND) and "normalise datetime" (NDT) helpers (spec §2.1): trim,
 * left-pad a short year to four digits, parse, re-format zero-padded.
 */
export function normaliseDate(text: unknown, format: 'D' | 'DT'): Normalised {
  if (typeof text !== 'string') return { ok: false, message: `'${typeName(text)}' object has no attribute 'strip'` };
  const parts = text.trim().split('-');
  if (parts.length === 3 && parts[0]!.length !== 4) parts[0] = parts[0]!.padStart(4, '0');
  const parsed = parseTime(parts.join('-'), format);
  if (!parsed.ok) return parsed;
  return { ok: true, value: format === 'D' ? formatDay(parsed.time) : formatDayTime(parsed.time), time: parsed.time };
}

/** Two normalised values are equal only when both parsed and agree (error values equal nothing). */
export function sameNormalised(a: Normalised, b: Normalised): boolean {
  return a.ok && b.ok && a.value === b.value;
}

function typeName(value: unknown): string {
  if (value === null || value === undefined) return 'NoneType';
  if (Array.isArray(value)) return 'list';
  if (typeof value === 'number') return Number.isInteger(value) ? 'int' : 'float';
  if (typeof value === 'boolean') return 'bool';
  if (typeof value === 'object') return 'dict';
  return 'str';
}

export { typeName as pythonTypeName };
