// API-Bank's dates (spec §0): CPython `datetime.strptime` for its three formats (shared with the
// other suites in src/python), API-Bank's re-formatting and its "normalise" helpers.

import { strptimeFields, type CivilDateTime } from '../../../python/index.js';

export type DateFormat = 'DT' | 'D' | 'MD';

export const FORMAT_TEXT: Record<DateFormat, string> = {
  DT: '%Y-%m-%d %H:%M:%S',
  D: '%Y-%m-%d',
  MD: '%m-%d',
};

/** A parsed naive date-time; fields absent from the format default as in Python (1900-01-01 00:00:00). */
export type CivilTime = CivilDateTime;

export type ParsedTime = { ok: true; time: CivilTime } | { ok: false; message: string };

/** `datetime.strptime(text, format)`: the parsed fields or Python's error text. */
export function parseTime(text: unknown, format: DateFormat): ParsedTime {
  if (typeof text !== 'string') {
    const type = text === null || text === undefined ? 'None' : Array.isArray(text) ? 'list' : typeof text === 'number' ? (Number.isInteger(text) ? 'int' : 'float') : typeof text === 'boolean' ? 'bool' : 'dict';
    return { ok: false, message: `strptime() argument 1 must be str, not ${type}` };
  }
  return strptimeFields(text, format);
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
