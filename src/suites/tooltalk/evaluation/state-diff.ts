import { sessionOf } from '../../../plugins/tooltalk/account/session-policy.js';
import type { WorldState } from '../../../world/state.js';
import { isDatabaseMap } from '../../../world/sharded-map.js';

/**
 * One difference between two world states, at a path like `Calendar.ada.e149636f-d9ca.name`; a key
 * that holds a dot, a bracket or a quote is written `["..."]`, e.g. `Weather["st. ives"]`.
 */
export interface StateDifference {
  readonly path: string;
  readonly kind: 'added' | 'removed' | 'changed';
  readonly expected?: unknown;
  readonly actual?: unknown;
}

/** A key as a path step: `.key`, or `["a.b"]` when the key could be misread (a dot, a bracket, a quote, empty). */
function step(key: unknown): string {
  const text = String(key);
  return text === '' || /[.[\]"]/.test(text) ? `[${JSON.stringify(text)}]` : `.${text}`;
}

function walk(path: string, expected: unknown, actual: unknown, out: StateDifference[], limit: number): void {
  if (out.length >= limit || expected === actual) return; // shared structure: same reference, same data
  if (isDatabaseMap(expected) && isDatabaseMap(actual)) {
    for (const [key, value] of expected) {
      if (!actual.has(key)) out.push({ path: `${path}${step(key)}`, kind: 'removed', expected: value });
      else walk(`${path}${step(key)}`, value, actual.get(key), out, limit);
    }
    for (const [key, value] of actual) {
      if (!expected.has(key)) out.push({ path: `${path}${step(key)}`, kind: 'added', actual: value });
    }
    return;
  }
  if (
    typeof expected === 'object' && expected !== null && !Array.isArray(expected) &&
    typeof actual === 'object' && actual !== null && !Array.isArray(actual)
  ) {
    const keys = new Set([...Object.keys(expected), ...Object.keys(actual)]);
    for (const key of keys) {
      const left = (expected as Record<string, unknown>)[key];
      const right = (actual as Record<string, unknown>)[key];
      if (!Object.hasOwn(actual, key)) out.push({ path: `${path}${step(key)}`, kind: 'removed', expected: left });
      else if (!Object.hasOwn(expected, key)) out.push({ path: `${path}${step(key)}`, kind: 'added', actual: right });
      else walk(`${path}${step(key)}`, left, right, out, limit);
    }
    return;
  }
  if (JSON.stringify(expected) !== JSON.stringify(actual)) out.push({ path, kind: 'changed', expected, actual });
}

/**
 * What differs between the state the ground truth leaves and the state an agent left: databases
 * and who is logged in (the clock and the ID generators are not compared). Unchanged subtrees are
 * shared between the two states, so this costs little more than the size of the change.
 *
 * @example
 * diffStates(expectedState, actualState); // [{ path: 'Alarm.ada.5bff-dd80', kind: 'added', actual: {...} }]
 */
export function diffStates(expected: WorldState, actual: WorldState, limit = 50): StateDifference[] {
  const out: StateDifference[] = [];
  // An agent that did what the ground truth did left the very same state: nothing to walk or copy.
  if (expected.databases === actual.databases && sessionOf(expected).token === sessionOf(actual).token) return out;
  walk('', expected.databases, actual.databases, out, limit);
  const expectedToken = sessionOf(expected).token;
  const actualToken = sessionOf(actual).token;
  if (expectedToken !== actualToken && out.length < limit) {
    out.push({ path: '.session.token', kind: 'changed', expected: expectedToken, actual: actualToken });
  }
  return out.map((difference) => ({ ...difference, path: difference.path.replace(/^\./, '') }));
}

/** One line per difference, for people. */
export function formatStateDifferences(differences: readonly StateDifference[]): string {
  const show = (value: unknown) => {
    const text = JSON.stringify(value) ?? 'undefined';
    return text.length > 100 ? `${text.slice(0, 97)}...` : text;
  };
  return differences
    .map((difference) => {
      if (difference.kind === 'added') return `+ ${difference.path}: ${show(difference.actual)}`;
      if (difference.kind === 'removed') return `- ${difference.path}: ${show(difference.expected)}`;
      return `~ ${difference.path}: expected ${show(difference.expected)}, got ${show(difference.actual)}`;
    })
    .join('\n');
}
