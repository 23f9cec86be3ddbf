import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { levelOneApis, levelThreeApis } from '../../../src/plugins/api-bank/index.js';
import { createApiBankWorld } from '../../../src/suites/api-bank/world.js';
import { DispatchError } from '../../../src/suites/api-bank/manager.js';

const fixture = 'fixtures/api-bank/init_database';
const services = { searchTools: async () => ({ name: 'Calculator' }) };

/** Values a model might send: API-Bank's strings, and anything JSON can hold. */
const value = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.constantFrom('', ' ', 'True', '2024-05-02 06:30:00', '2024-05-02', 't0ken-ada-0001', "['a', 'b']", '[]', '-1', '3.5', 'ada', 'lamp'),
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string({ maxLength: 4 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 4 }), fc.string({ maxLength: 4 }), { maxKeys: 2 }),
);

function snapshot(world: ReturnType<typeof createApiBankWorld>, names: readonly string[]) {
  return names.map((name) => structuredClone(world.database(name)));
}

describe.each([
  ['compat', 1],
  ['fixed', 1],
  ['compat', 3],
  ['fixed', 3],
] as const)('any call in %s mode, level %i', (mode, level) => {
  const apis = level === 3 ? levelThreeApis : levelOneApis;
  const names = [...new Set(apis.flatMap((api) => (api.database === undefined ? [] : [api.database])))];

  it('returns an envelope or throws a DispatchError, and a failed call changes nothing', async () => {
    const world = createApiBankWorld({ databases: fixture, mode, level, services });
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...apis),
        fc.func(fc.boolean()),
        fc.dictionary(fc.constantFrom('token', 'name', 'time', 'content', 'x', '__proto__'), value, { maxKeys: 3 }),
        value,
        async (api, keep, extra, filler) => {
          const args: Record<string, unknown> = {};
          Object.keys(api.parameters).forEach((name, index) => {
            if (keep(index)) Object.defineProperty(args, name, { value: filler, enumerable: true, writable: true, configurable: true });
          });
          for (const [key, item] of Object.entries(extra)) Object.defineProperty(args, key, { value: item, enumerable: true, writable: true, configurable: true });
          const fork = world.fork();
          const before = snapshot(fork, names);
          try {
            const envelope = await fork.call(api.name, args);
            expect(envelope.exception === null || typeof envelope.exception === 'string').toBe(true);
            if (envelope.exception !== null) expect(snapshot(fork, names)).toEqual(before);
          } catch (error) {
            if (!DispatchError.isInstance(error)) throw error;
            expect(snapshot(fork, names)).toEqual(before);
          }
        },
      ),
      { numRuns: 400, seed: 7 },
    );
  });
});
