import { formatDate, strptime } from '../python/index.js';

/**
 * Whether two `YYYY-MM-DD HH:MM:SS` timestamps fall on the same calendar date (time of day ignored),
 * as ToolTalk judges a reminder's due date. Two nulls are equal; a value that does not parse fails.
 *
 * @example
 * datePartEquality('2023-09-12 09:00:00', '2023-09-12 17:30:00'); // { pass: true }
 */
export function datePartEquality(expected: unknown, actual: unknown): { pass: boolean } {
  if (expected === null || expected === undefined || actual === null || actual === undefined) {
    return { pass: (expected ?? null) === (actual ?? null) };
  }
  // The same text names the same date whenever it names one: one parse is enough.
  if (expected === actual) return { pass: strptime(expected, 'DT').ok };
  const left = strptime(expected, 'DT');
  const right = strptime(actual, 'DT');
  if (!left.ok || !right.ok) return { pass: false };
  return { pass: formatDate(left.seconds) === formatDate(right.seconds) };
}
