import { pythonEquals } from './python-equal.js';

/**
 * Exact equality with Python's semantics (see `pythonEquals`).
 *
 * @example
 * exactMatch({ a: [1, 2] }, { a: [1, 2] }); // { pass: true }
 */
export function exactMatch(expected: unknown, actual: unknown): { pass: boolean } {
  return { pass: pythonEquals(expected, actual) };
}
