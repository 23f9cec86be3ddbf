/**
 * A failed call changes nothing, and arguments that are wrong are always refused: whatever the
 * state, whoever is logged in, and whichever way they are wrong.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createWorld, type World } from '../../src/index.js';
import { invalidArguments, toolCalls, worldFacts, type PlannedCall } from '../../src/fast-check/index.js';
import { propertySettings } from './settings.js';

const reference = createWorld();
const usernames = worldFacts(reference).usernames;
const tools = reference.listTools();

function worldFor(start: string | null) {
  return createWorld(start === null ? {} : { session: { username: start, token: `token-${start}` } });
}

/**
 * How to reach some state: a start user, then some calls. Built into a world inside each run, so
 * that shrinking one argument never hands a later run a world an earlier run has used.
 */
const someState = fc.tuple(fc.constantFrom(null, ...usernames), fc.array(toolCalls(reference), { maxLength: 20 }));

function reach([start, setup]: [string | null, readonly PlannedCall[]]): World {
  const world = worldFor(start);
  for (const call of setup) call.execute(world);
  return world;
}

describe('failed calls', () => {
  it('a failed call leaves the state exactly as it was', () => {
    fc.assert(
      fc.property(fc.constantFrom(null, ...usernames), fc.array(toolCalls(reference), { minLength: 1, maxLength: 40 }), (start, sequence) => {
        const world = worldFor(start);
        for (const call of sequence) {
          const before = world.state;
          const { exception } = call.execute(world);
          if (exception !== null) expect(world.state, `${call} failed with ${exception}`).toBe(before);
        }
      }),
      propertySettings(150),
    );
  });

  it('invalid arguments are refused by every tool, in any state, and change nothing', () => {
    const invalidCalls = fc.constantFrom(...tools).chain((tool) => invalidArguments(tool).map((args) => ({ tool, args })));
    fc.assert(
      fc.property(someState, invalidCalls, (state, { tool, args }) => {
        const world = reach(state);
        const before = world.state;
        let outcome;
        expect(() => (outcome = world.execute(tool.name, args))).not.toThrow();
        expect(outcome!.response).toBeNull();
        expect(outcome!.exception).toEqual(expect.any(String));
        expect(world.state).toBe(before);
      }),
      propertySettings(300),
    );
  });

  it('the refusal names what was wrong', () => {
    // One tool and one way at a time, so that the expected wording is known.
    const addAlarm = reference.tools.get('AddAlarm')!;
    const world = createWorld({ session: { username: 'inesmartins', token: 'token-1' } });
    fc.assert(
      fc.property(invalidArguments(addAlarm), (args) => {
        const { exception } = world.execute('AddAlarm', args);
        const onlyKey = typeof args === 'object' && args !== null && !Array.isArray(args) ? Object.keys(args) : [];
        if (args === null) expect(exception).toBe('Failed to parse API call');
        else if (typeof args !== 'object' || Array.isArray(args)) expect(exception).toMatch(/must be a JSON object/);
        else if (onlyKey.some((key) => key !== 'time')) expect(exception).toMatch(/has no argument/);
        else if (!('time' in args)) expect(exception).toMatch(/missing the required argument 'time'/);
        else expect(exception).toMatch(/^Argument 'time/);
      }),
      propertySettings(100),
    );
  });
});
