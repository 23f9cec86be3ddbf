import type { MatcherState } from 'vitest';
import { databasesToJSON } from '../world/databases.js';
import type { WorldState } from '../world/state.js';
import { describeReceived, projectOnto } from './format.js';
import type { ToolworldMatcherResult } from './matcher-result.js';

/**
 * An expected part of the world's databases, in their JSON form (ToolTalk's files):
 * `{ Alarm: { inesmartins: { '1f4c-8a20': { alarm_id: '1f4c-8a20', time: '07:30:00' } } } }`.
 * Any level may be an asymmetric matcher such as `expect.objectContaining(...)`.
 */
export type ExpectedState = { readonly [name: string]: unknown };

function stateOf(received: unknown): WorldState | undefined {
  if (typeof received !== 'object' || received === null) return undefined;
  const candidate = (received as { state?: unknown }).state ?? received;
  if (typeof candidate !== 'object' || candidate === null) return undefined;
  const databases = (candidate as { databases?: unknown }).databases;
  if (typeof databases !== 'object' || databases === null || !Object.isFrozen(databases)) return undefined;
  return candidate as WorldState;
}

/**
 * `expect(world).toHaveState(expected)`: passes when the world's databases, as JSON, contain
 * `expected` (compared like `toMatchObject`: objects may have more keys than expected, arrays must
 * match in full, asymmetric matchers work). Takes a `World` or a `WorldState` (such as a simulated
 * turn's `stateAfterAgent`).
 *
 * @example
 * expect(world).toHaveState({ Alarm: { inesmartins: expect.objectContaining({}) } });
 */
export function toHaveState(this: MatcherState, received: unknown, expected: ExpectedState): ToolworldMatcherResult {
  const state = stateOf(received);
  if (state === undefined) {
    throw new TypeError(`toHaveState: expected a World or a WorldState (such as a simulated turn's stateAfterAgent); got ${describeReceived(received)}`);
  }
  if (typeof expected !== 'object' || expected === null) {
    throw new TypeError('toHaveState: the expected value must be an object of databases, e.g. { Alarm: { inesmartins: {...} } }');
  }
  const actualJSON = databasesToJSON(state.databases);
  const pass = this.equals(actualJSON, expected, [...this.customTesters, this.utils.subsetEquality, this.utils.iterableEquality]);
  // Only the databases and users the expectation names (the whole world would bury the difference),
  // but each named user's records in full, so a missing record shows next to the ones that exist.
  const actual = projectOnto(actualJSON, expected, 2);
  return {
    pass,
    // vitest draws the diff from these; on a `.not` failure there is no difference worth drawing.
    ...(!pass && { actual, expected }),
    message: () =>
      pass
        ? `expected the world's databases not to contain ${this.utils.printExpected(expected)}`
        : "expected the world's databases to contain the expected part; the difference below shows only the databases and users it names",
  };
}
