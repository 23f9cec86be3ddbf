/**
 * The world as a value: reset and restore give back exactly what was there, and the same calls
 * from the same state always give the same outcomes.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createWorld, databasesToJSON, type ToolTalkWorldOptions, type World } from '../../src/index.js';
import { toolCalls, worldFacts, type PlannedCall } from '../../src/fast-check/index.js';
import { propertySettings } from './settings.js';

const usernames = worldFacts(createWorld()).usernames;
const reference = createWorld();
const calls = fc.array(toolCalls(reference), { maxLength: 30 });

function worldFor(start: string | null, options: ToolTalkWorldOptions = {}): World {
  return createWorld({ ...options, ...(start !== null && { session: { username: start, token: `token-${start}` } }) });
}

/** What a sequence of calls yields: every record, then the databases, the session and the ID generators. */
function outcomes(world: World, sequence: readonly PlannedCall[]) {
  const records = sequence.map((call) => call.execute(world));
  return { records, databases: databasesToJSON(world.state.databases), session: world.state.session, ids: world.state.ids };
}

describe('reset and restore', () => {
  it('reset gives back the initial state, and the world then behaves like a new one', () => {
    fc.assert(
      fc.property(fc.constantFrom(null, ...usernames), calls, calls, (start, first, second) => {
        const world = worldFor(start);
        const initial = world.state;
        const initialJSON = databasesToJSON(initial.databases);
        outcomes(world, first);
        world.reset();
        expect(world.state).toBe(initial);
        expect(databasesToJSON(world.state.databases)).toEqual(initialJSON);
        expect(world.currentUser).toBe(start);
        expect(outcomes(world, second)).toEqual(outcomes(worldFor(start), second));
      }),
      propertySettings(100),
    );
  });

  it('restore gives back the snapshot, whatever happened since', () => {
    fc.assert(
      fc.property(fc.constantFrom(null, ...usernames), calls, calls, calls, (start, before, after, again) => {
        const world = worldFor(start);
        outcomes(world, before);
        const snapshot = world.snapshot();
        const saved = world.state;
        const expected = outcomes(world.fork(), again);
        outcomes(world, after);
        world.restore(snapshot);
        expect(world.state).toBe(saved);
        expect(outcomes(world, again)).toEqual(expected);
      }),
      propertySettings(75),
    );
  });
});

describe('determinism', () => {
  for (const ids of ['unique', 'tooltalk'] as const) {
    it(`the same calls from the same state give identical outcomes (${ids} IDs)`, () => {
      fc.assert(
        fc.property(fc.constantFrom(null, ...usernames), calls, (start, sequence) => {
          const first = outcomes(worldFor(start, { ids }), sequence);
          const second = outcomes(worldFor(start, { ids }), sequence);
          expect(second).toEqual(first);
        }),
        propertySettings(100),
      );
    });
  }

  it('a fork is an independent copy: calls on it leave the original alone', () => {
    fc.assert(
      fc.property(fc.constantFrom(null, ...usernames), calls, calls, (start, setup, sequence) => {
        const world = worldFor(start);
        outcomes(world, setup);
        const before = world.state;
        const onFork = outcomes(world.fork(), sequence);
        expect(world.state).toBe(before);
        expect(outcomes(world, sequence)).toEqual(onFork);
      }),
      propertySettings(75),
    );
  });
});
