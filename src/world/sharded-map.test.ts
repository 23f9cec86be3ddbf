import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { produce } from 'immer';
import { ShardedMap } from './sharded-map.js';
import { freezeNewParts, unfrozenImmer } from './freeze.js';

type Operation = { kind: 'set'; key: string; value: number } | { kind: 'delete'; key: string } | { kind: 'clear' };

// Few distinct keys make re-sets and deletes of present keys common; many keys force splits.
const keyArbitrary = fc.oneof(fc.integer({ min: 0, max: 3000 }).map((n) => `k${n}`), fc.constantFrom('__proto__', 'constructor', ''));
const operationArbitrary: fc.Arbitrary<Operation> = fc.oneof(
  { weight: 8, arbitrary: fc.record({ kind: fc.constant('set' as const), key: keyArbitrary, value: fc.integer() }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('delete' as const), key: keyArbitrary }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'clear' as const }) },
);

function apply(map: Map<string, unknown> | ShardedMap<unknown>, operation: Operation): void {
  if (operation.kind === 'set') map.set(operation.key, { value: operation.value });
  else if (operation.kind === 'delete') map.delete(operation.key);
  else map.clear();
}

function expectSame(actual: ShardedMap<unknown>, expected: Map<string, unknown>): void {
  expect(actual.size).toBe(expected.size);
  expect([...actual.entries()]).toEqual([...expected.entries()]);
  expect([...actual.keys()]).toEqual([...expected.keys()]);
  for (const key of expected.keys()) {
    expect(actual.has(key)).toBe(true);
    expect(actual.get(key)).toEqual(expected.get(key));
  }
  expect(actual.has('absent')).toBe(expected.has('absent'));
}

describe('ShardedMap', () => {
  it('behaves like a Map, insertion order included, under any sequence of changes', () => {
    fc.assert(
      fc.property(fc.array(operationArbitrary, { maxLength: 400 }), (operations) => {
        const reference = new Map<string, unknown>();
        const map = new ShardedMap<unknown>();
        for (const operation of operations) {
          apply(reference, operation);
          apply(map, operation);
        }
        expectSame(map, reference);
      }),
      { seed: 20261123, numRuns: 60 },
    );
  });

  it('reads a frozen map as a Map: entries, values, keys, iteration and forEach, leaf or branch root', () => {
    fc.assert(
      fc.property(fc.array(operationArbitrary, { maxLength: 120 }), (operations) => {
        const reference = new Map<string, unknown>();
        const map = new ShardedMap<unknown>();
        for (const operation of operations) {
          apply(reference, operation);
          apply(map, operation);
        }
        freezeNewParts(map);
        // Lookups in a one-leaf map skip the hash; in a branch-rooted one they walk down by it.
        for (const key of [...reference.keys(), 'absent', 'k3001', '']) {
          expect(map.get(key)).toEqual(reference.get(key));
          expect(map.has(key)).toBe(reference.has(key));
        }
        for (let round = 0; round < 2; round++) {
          expect([...map.entries()]).toEqual([...reference.entries()]);
          expect([...map.values()]).toEqual([...reference.values()]);
          expect([...map.keys()]).toEqual([...reference.keys()]);
          expect([...map]).toEqual([...reference]);
          const seen: unknown[] = [];
          map.forEach((value, key) => seen.push([key, value]));
          expect(seen).toEqual([...reference]);
        }
        // An entry handed out is the caller's own: changing it changes nothing in the map.
        const first = map.entries().next();
        if (first.done !== true) {
          first.value[1] = 'changed';
          expect([...map.values()]).toEqual([...reference.values()]);
        }
      }),
      { seed: 20261128, numRuns: 80 },
    );
  });

  it('answers get, has, set and delete as a Map does, outside a recipe and inside one', () => {
    // The four share one body (`accessMap`): each must still give its own answer, on a plain map
    // and on an Immer draft of one, one-leaf or branch-rooted.
    const step = fc.record({ kind: fc.constantFrom('get', 'has', 'set', 'delete'), key: keyArbitrary, value: fc.integer() });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 80 }), fc.array(step, { maxLength: 60 }), (prefill, steps) => {
        const model = new Map<string, number>();
        const plain = new ShardedMap<{ value: number }>();
        for (let index = 0; index < prefill; index++) {
          model.set(`k${index}`, index);
          plain.set(`k${index}`, { value: index });
        }
        const finished = freezeNewParts(plain);
        const drafted = new Map(model);
        const answers = (map: ShardedMap<{ value: number }>, reference: Map<string, number>) => {
          for (const { kind, key, value } of steps) {
            if (kind === 'get') expect(map.get(key)?.value).toBe(reference.get(key));
            else if (kind === 'has') expect(map.has(key)).toBe(reference.has(key));
            else if (kind === 'delete') expect(map.delete(key)).toBe(reference.delete(key));
            else {
              expect(map.set(key, { value })).toBe(map);
              reference.set(key, value);
            }
          }
        };
        answers(new ShardedMap([...finished]), new Map(model));
        unfrozenImmer.produce(finished, (draft) => answers(draft as ShardedMap<{ value: number }>, drafted));
      }),
      { seed: 20261129, numRuns: 100 },
    );
    // Keys are strings: other keys are never found, and storing under one is refused.
    const map = new ShardedMap([['a', 1]]);
    for (const key of [1, null, undefined, {}]) {
      expect(map.get(key as unknown as string)).toBeUndefined();
      expect(map.has(key as unknown as string)).toBe(false);
      expect(map.delete(key as unknown as string)).toBe(false);
      expect(() => map.set(key as unknown as string, 2)).toThrow(TypeError);
    }
    expect([...map]).toEqual([['a', 1]]);
  });

  it('gives the same results when the changes run as Immer recipes on frozen states, one per change', () => {
    fc.assert(
      fc.property(fc.array(operationArbitrary, { maxLength: 150 }), fc.integer({ min: 0, max: 300 }), (operations, prefill) => {
        const reference = new Map<string, unknown>();
        let map = new ShardedMap<unknown>();
        for (let index = 0; index < prefill; index++) {
          reference.set(`p${index}`, { value: index });
          map.set(`p${index}`, { value: index });
        }
        map = freezeNewParts(map);
        const versions: [ShardedMap<unknown>, string][] = [];
        for (const operation of operations) {
          apply(reference, operation);
          const before = map;
          const beforeJSON = JSON.stringify([...before]);
          map = freezeNewParts(unfrozenImmer.produce(map, (draft) => apply(draft as ShardedMap<unknown>, operation)));
          versions.push([before, beforeJSON]);
        }
        expectSame(map, reference);
        // Every earlier version is untouched (structural sharing, never mutation).
        for (const [version, json] of versions) expect(JSON.stringify([...version])).toBe(json);
      }),
      { seed: 20261124, numRuns: 40 },
    );
  });

  it('keeps a write to a drafted value made after the leaf holding it was split', () => {
    let map = new ShardedMap<{ value: number }>();
    for (let index = 0; index < 32; index++) map.set(`k${index}`, { value: index });
    map = freezeNewParts(map);
    const next = produce(map, (draft) => {
      const held = draft.get('k3')!;
      draft.set('k-new', { value: -1 }); // the 33rd key splits the root leaf
      held.value = 99;
    });
    expect(next.get('k3')).toEqual({ value: 99 });
    expect(map.get('k3')).toEqual({ value: 3 });
    expect([...next.keys()].slice(-1)).toEqual(['k-new']);
  });

  it('stores a plain Map value as a ShardedMap, and refuses writes once frozen', () => {
    const map = new ShardedMap<unknown>();
    map.set('ada', new Map([['a1', { alarm_id: 'a1' }]]));
    expect(map.get('ada')).toBeInstanceOf(ShardedMap);
    expect((map.get('ada') as ShardedMap).get('a1')).toEqual({ alarm_id: 'a1' });
    freezeNewParts(map);
    expect(() => map.set('bob', 1)).toThrow();
    expect(map.has('bob')).toBe(false);
  });

  it('compares with toEqual by entries, like a Map, and serialises to a plain object', () => {
    const left = new ShardedMap<number>([['a', 1], ['b', 2], ['c', 3]]);
    const right = new ShardedMap<number>([['a', 1], ['x', 0], ['b', 2], ['c', 3]]);
    right.delete('x');
    expect(left).toEqual(right);
    expect(left).not.toEqual(new ShardedMap<number>([['a', 1], ['b', 2]]));
    expect(JSON.stringify(left)).toBe('{"a":1,"b":2,"c":3}');
  });

  it('changes few nodes in a recipe, whatever its size', () => {
    const small = freezeNewParts(new ShardedMap<{ n: number }>(Array.from({ length: 10 }, (_, n) => [`k${n}`, { n }])));
    const large = freezeNewParts(new ShardedMap<{ n: number }>(Array.from({ length: 10_000 }, (_, n) => [`k${n}`, { n }])));
    // The nodes a recipe creates: everything reachable from the new version that the old one lacks.
    const newNodes = (before: ShardedMap<{ n: number }>): number => {
      const after = produce(before, (draft) => {
        draft.set('added', { n: -1 });
        draft.get('k5')!.n = 50;
      });
      const children = (node: object): Iterable<unknown> => (node instanceof Map ? node.values() : Object.values(node));
      const old = new Set<unknown>();
      const mark = (node: unknown): void => {
        if (typeof node !== 'object' || node === null || old.has(node)) return;
        old.add(node);
        for (const child of children(node)) mark(child);
      };
      mark(before);
      let fresh = 0;
      const walk = (node: unknown): void => {
        if (typeof node !== 'object' || node === null || old.has(node)) return;
        old.add(node);
        fresh += 1;
        for (const child of children(node)) walk(child);
      };
      walk(after);
      return fresh;
    };
    expect(newNodes(large)).toBeLessThanOrEqual(newNodes(small) + 8);
  });

  it('freezes what a recipe created, inside a large map too, when told the map it started from', () => {
    const before = freezeNewParts(new ShardedMap<{ n: number }>(Array.from({ length: 5_000 }, (_, n) => [`k${n}`, { n }])));
    const after = freezeNewParts(
      unfrozenImmer.produce(before, (draft) => {
        draft.set('added', { n: -1 });
        draft.get('k7')!.n = 70;
      }),
      before,
    );
    expect(Object.isFrozen(after)).toBe(true);
    expect(Object.isFrozen(after.get('added'))).toBe(true);
    expect(Object.isFrozen(after.get('k7'))).toBe(true);
    expect(() => {
      (after.get('k7') as { n: number }).n = 1;
    }).toThrow();
    expect(() => after.delete('k1')).toThrow(/frozen/);
    expect(after.has('k1')).toBe(true);
    expect(before.get('k7')).toEqual({ n: 7 });
    expect([...after.keys()].at(-1)).toBe('added');
  });
});
