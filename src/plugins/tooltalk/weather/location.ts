import { fail } from '../../../world/errors.js';
import { formatDate, pyDateRepr } from '../../../python/index.js';
import { PY_SPACE_CLASS } from '../../../python/unicode.js';
import type { WeatherRecord } from './database.js';

const EDGE_SPACE = new RegExp(`^${PY_SPACE_CLASS}+|${PY_SPACE_CLASS}+$`, 'gu');

/**
 * Python's `str.strip()`: JavaScript's `trim()` strips U+FEFF and keeps U+001C..U+001F, Python does
 * the opposite, and the stripped text shows up in the "not found" message.
 */
export function pyStrip(text: string): string {
  return text.replace(EDGE_SPACE, '');
}

/** ToolTalk's `location.lower().strip()`, which is how the data's lower-case keys are matched. */
export function normaliseLocation(location: string): string {
  return pyStrip(location.toLowerCase());
}

/** Looks a normalised location up in a weather database, refusing with ToolTalk's text. */
export function findLocation<T>(database: ReadonlyMap<string, T>, location: string): T {
  const found = database.get(location);
  if (found === undefined) fail(`Location ${location} not found in database`);
  return found;
}

/**
 * The weather of the calendar day containing `seconds`, copied. A day without data refuses with the
 * text of the KeyError ToolTalk leaked (`datetime.date(2023, 9, 11)`), which tells the model the date.
 */
export function weatherOn(days: ReadonlyMap<string, WeatherRecord>, seconds: number): WeatherRecord {
  const record = days.get(formatDate(seconds));
  if (record === undefined) fail(pyDateRepr(seconds));
  return { ...record };
}
