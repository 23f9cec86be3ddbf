import type { CallRecord } from '../world/execute.js';
import { sentParameters } from '../testing/collect-calls.js';

/** JSON on one line, cut to `max` characters so a long email body does not drown the message. */
export function showValue(value: unknown, max = 120): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > max ? `${text.slice(0, max - 3)}...` : text;
}

/** A call as people read it: `AddAlarm {"time":"07:30:00"} -> {"alarm_id":"..."}`. */
export function formatCall(call: CallRecord, injected: readonly string[] = []): string {
  const outcome = call.exception === null ? `-> ${showValue(call.response, 80)}` : `-> exception: ${showValue(call.exception, 80)}`;
  return `${call.request.api_name} ${showValue(sentParameters(call, injected))} ${outcome}`;
}

/** A numbered list, or a placeholder when there is nothing to list. */
export function numberedList(lines: readonly string[], empty: string, indent = '  '): string {
  if (lines.length === 0) return `${indent}${empty}`;
  return lines.map((line, index) => `${indent}${index + 1}. ${line}`).join('\n');
}

/** What a call looks like in a diff: the tool and the arguments the caller sent. */
export function callForDiff(
  call: Pick<CallRecord, 'request'>,
  injected: readonly string[] = [],
): { api_name: string; parameters: Record<string, unknown> | null } {
  return { api_name: call.request.api_name, parameters: sentParameters(call, injected) };
}

/**
 * The part of `actual` that `expected` talks about, so that a diff against a partial expectation
 * shows the differences that matter instead of every key the expectation left out. Plain objects are
 * projected key by key, `depth` levels down; anything below or else is kept whole.
 */
export function projectOnto(actual: unknown, expected: unknown, depth = Infinity): unknown {
  if (depth <= 0 || !isPlainObject(actual) || !isPlainObject(expected) || isAsymmetricMatcher(expected)) return actual;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(expected)) {
    if (!Object.hasOwn(actual, key)) continue;
    Object.defineProperty(out, key, { value: projectOnto(actual[key], expected[key], depth - 1), enumerable: true, writable: true, configurable: true });
  }
  return out;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

function isAsymmetricMatcher(value: unknown): boolean {
  return typeof value === 'object' && value !== null && typeof (value as { asymmetricMatch?: unknown }).asymmetricMatch === 'function';
}

/** A short description of an unexpected value for an error message (a world or a dataset can be huge). */
export function describeReceived(value: unknown): string {
  if (value === null || value === undefined) return String(value);
  if (Array.isArray(value)) return `an array of ${value.length}`;
  if (typeof value === 'object') {
    const name = Object.getPrototypeOf(value)?.constructor?.name;
    const keys = Object.keys(value).slice(0, 6);
    return `${name && name !== 'Object' ? `a ${name}` : 'an object'} with keys ${keys.map((key) => JSON.stringify(key)).join(', ') || '(none)'}`;
  }
  return `${typeof value} ${showValue(value, 60)}`;
}
