// The building blocks of API-Bank's per-API checkers (spec §2.1). Every comparison is Python
// equality; reads go through `item` so a missing key raises KeyError exactly where API-Bank's would.

import { pythonEquals } from '../../../matchers/python-equal.js';
import type { Envelope } from './define.js';
import { item } from './errors.js';
import { normaliseDate, sameNormalised } from './dates.js';

export { pythonEquals };

/** `response['input'][key]` with API-Bank's KeyError. */
export function inputOf(envelope: Envelope, key: string): unknown {
  return item(item(envelope, 'input'), key);
}

/** Both envelopes have equal `output` and `exception`. */
export function sameResult(response: Envelope, gold: Envelope): boolean {
  return pythonEquals(item(response, 'output'), item(gold, 'output')) && pythonEquals(item(response, 'exception'), item(gold, 'exception'));
}

/** Exact (E): input, output and exception equal. */
export function exact(response: Envelope, gold: Envelope): boolean {
  return pythonEquals(item(response, 'input'), item(gold, 'input')) && sameResult(response, gold);
}

/** The inputs agree on these keys (each read with KeyError semantics). */
export function sameInputs(response: Envelope, gold: Envelope, keys: readonly string[]): boolean {
  return keys.every((key) => pythonEquals(inputOf(response, key), inputOf(gold, key)));
}

/** Jaccard rule (J): token sets split on single spaces overlap by more than half. */
export function jaccard(a: unknown, b: unknown, lower = false): boolean {
  const left = String(a);
  const right = String(b);
  const tokens = (text: string): Set<string> => new Set((lower ? text.toLowerCase() : text).split(' '));
  const x = tokens(left);
  const y = tokens(right);
  let shared = 0;
  for (const token of x) if (y.has(token)) shared++;
  return shared / (x.size + y.size - shared) > 0.5;
}

/** API-Bank's assertion that the two envelopes name the same API (never reached via the evaluators). */
export function assertSameName(response: Envelope, gold: Envelope): void {
  if (item(response, 'api_name') !== item(gold, 'api_name')) throw new AssertionFailure('The API name is not correct.');
}

/** A checker's failed `assert`: the level-3 evaluator reports it as an error row. */
export class AssertionFailure extends Error {
  override readonly name = 'AssertionFailure';
  static isInstance(value: unknown): value is AssertionFailure {
    return value instanceof AssertionFailure;
  }
}

/** `str(x).strip()` as the checkers apply it. */
export function trimmed(value: unknown): string {
  if (typeof value !== 'string') throw new TypeError(`'${value === null ? 'NoneType' : typeof value}' object has no attribute 'strip'`);
  return value.trim();
}

/** ND / NDT of both inputs agree (error values are never equal). */
export function sameDates(response: Envelope, gold: Envelope, key: string, format: 'D' | 'DT'): boolean {
  return sameNormalised(normaliseDate(inputOf(response, key), format), normaliseDate(inputOf(gold, key), format));
}
