import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { freezeNewParts } from './freeze.js';
import { ShardedMap } from './sharded-map.js';
import { CallDraft } from './call-draft.js';
import { MapDraft, Transaction } from './transaction.js';
import type { WorldState } from './state.js';

type Operation =
  | { readonly kind: 'set'; readonly key: string; readonly value: number }
  | { readonly kind: 'delete'; readonly key: string }
  | { readonly kind: 'edit'; readonly key: string; readonly value: number }
  | { readonly kind: 'clear' };

const keyArbitrary = fc.constantFrom(...Array.from({ length: 40 }, (_, index) => `k${index}`));
const operationArbitrary: fc.Arbitrary<Operation> = fc.oneof(
  { weight: 5, arbitrary: fc.record({ kind: fc.constant('set' as const), key: keyArbitrary, value: fc.integer() }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('delete' as const), key: keyArbitrary }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('edit' as const), key: keyArbitrary, value: fc.integer() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('clear' as const) }) },
);

function apply(map: Map<string, { n: number }>, operation: Operation): void {
  if (operation.kind === 'set') map.set(operation.key, { n: operation.value });
  else if (operation.kind === 'delete') map.delete(operation.key);
  else if (operation.kind === 'clear') map.clear();
  else {
    const record = map.get(operation.key);
    if (record !== undefined) record.n = operation.value;
  }
}

function finished(entries: readonly (readonly [string, { n: number }])[]): ShardedMap<{ n: number }> {
  return freezeNewParts(new ShardedMap(entries.map(([key, value]) => [key, { ...value }])));
}

describe('MapDraft', () => {
  it('behaves as a Map, and its finished map holds what a Map would, in the same order', () => {
    // Up to 80 starting entries, so that maps with a branch root (more than 32 keys) are covered.
    const start = fc.uniqueArray(fc.tuple(keyArbitrary, fc.integer()), { selector: ([key]) => key, maxLength: 40 });
    fc.assert(
      fc.property(start, fc.array(operationArbitrary, { maxLength: 60 }), (initial, operations) => {
        const entries = initial.map(([key, n]) => [key, { n }] as const);
        const base = finished(entries);
        const model = new Map(entries.map(([key, value]) => [key, { ...value }]));
        const draft = new MapDraft(base, new Transaction());
        for (const operation of operations) {
          apply(model, operation);
          apply(draft as unknown as Map<string, { n: number }>, operation);
          expect(draft.size).toBe(model.size);
        }
        expect([...draft.keys()]).toEqual([...model.keys()]);
        const after = draft.finish();
        expect([...after.entries()].map(([key, value]) => [key, value.n])).toEqual([...model].map(([key, value]) => [key, value.n]));
        expect(after.size).toBe(model.size);
        // The base map is untouched, and what is finished is frozen.
        expect([...base.entries()].map(([key, value]) => [key, value.n])).toEqual(initial);
        expect(Object.isFrozen(after)).toBe(true);
        for (const value of after.values()) expect(Object.isFrozen(value)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('answers get, has, set and delete as a Map does, one operation at a time', () => {
    // The four share one body inside MapDraft (see `#access`): each must still give its own answer.
    const start = fc.uniqueArray(fc.tuple(keyArbitrary, fc.integer()), { selector: ([key]) => key, maxLength: 40 });
    const step = fc.record({ kind: fc.constantFrom('get', 'has', 'set', 'delete'), key: keyArbitrary, value: fc.integer() });
    fc.assert(
      fc.property(start, fc.array(step, { maxLength: 80 }), (initial, steps) => {
        const base = finished(initial.map(([key, n]) => [key, { n }] as const));
        const model = new Map(initial.map(([key, n]) => [key, n]));
        const draft = new MapDraft(base, new Transaction());
        for (const { kind, key, value } of steps) {
          if (kind === 'get') expect(draft.get(key)?.n).toBe(model.get(key));
          else if (kind === 'has') expect(draft.has(key)).toBe(model.has(key));
          else if (kind === 'delete') expect(draft.delete(key)).toBe(model.delete(key));
          else {
            expect(draft.set(key, { n: value })).toBe(draft);
            model.set(key, value);
          }
        }
      }),
      { numRuns: 300 },
    );
    // Keys are strings: other keys are never found, and storing under one is refused.
    const draft = new MapDraft(finished([['a', { n: 1 }]]), new Transaction());
    for (const key of [1, null, undefined, {}]) {
      expect(draft.get(key as unknown as string)).toBeUndefined();
      expect(draft.has(key as unknown as string)).toBe(false);
      expect(draft.delete(key as unknown as string)).toBe(false);
      expect(() => draft.set(key as unknown as string, { n: 2 })).toThrow(TypeError);
    }
    expect([...draft.keys()]).toEqual(['a']);
  });

  it('shares untouched records and hands back the base when nothing changed', () => {
    const base = finished([
      ['a', { n: 1 }],
      ['b', { n: 2 }],
    ]);
    const untouched = new MapDraft(base, new Transaction());
    untouched.get('a');
    expect(untouched.finish()).toBe(base);
    const changed = new MapDraft(base, new Transaction());
    changed.get('a')!.n = 5;
    const after = changed.finish();
    expect(after).not.toBe(base);
    expect(after.get('b')).toBe(base.get('b'));
    expect(after.get('a')).toEqual({ n: 5 });
  });

  it('drafts nested maps, so a change two levels down copies only its path', () => {
    const inner = new ShardedMap([['x1', { n: 1 }]]);
    const outer = freezeNewParts(new ShardedMap([['alice', inner], ['bob', new ShardedMap([['y1', { n: 2 }]])]]));
    const transaction = new Transaction();
    const draft = transaction.edit(outer) as MapDraft<Map<string, { n: number }>>;
    draft.get('alice')!.set('x2', { n: 3 });
    const after = transaction.finalize(draft, outer) as ShardedMap<ShardedMap<{ n: number }>>;
    expect([...after.get('alice')!.keys()]).toEqual(['x1', 'x2']);
    expect(after.get('bob')).toBe(outer.get('bob'));
    expect(outer.get('alice')!.has('x2')).toBe(false);
  });

  it('stores a plain Map as a ShardedMap, and resolves drafts placed inside new values', () => {
    const base = finished([['a', { n: 1 }]]);
    const transaction = new Transaction();
    const draft = new MapDraft(base as ShardedMap<unknown>, transaction);
    const record = draft.get('a') as { n: number };
    record.n = 9;
    draft.set('list', [record]);
    draft.set('nested', new Map([['inner', 1]]));
    const after = draft.finish();
    expect(after.get('nested')).toBeInstanceOf(ShardedMap);
    expect(after.get('list')).toEqual([{ n: 9 }]);
    expect((after.get('list') as unknown[])[0]).toBe(after.get('a'));
    expect(Object.isFrozen(after.get('list'))).toBe(true);
  });
});

describe('CallDraft', () => {
  const state = freezeNewParts({
    databases: { Alarm: new ShardedMap([['ada', new ShardedMap([['a1', { time: '07:00:00' }]])]]), Settings: { theme: 'dark' } },
    session: { token: null },
    now: '2025-01-01 00:00:00',
    ids: { mode: 'unique', seed: 1, positions: {} },
  }) as WorldState;

  it('commits a new state and leaves the old one as it was', () => {
    const draft = new CallDraft(state);
    (draft.db.Alarm as Map<string, Map<string, unknown>>).get('ada')!.delete('a1');
    (draft.db.Settings as { theme: string }).theme = 'light';
    draft.positions().world = 3;
    const { state: next } = draft.commit();
    expect(next).not.toBe(state);
    expect((next.databases as { Settings: unknown }).Settings).toEqual({ theme: 'light' });
    expect([...((next.databases as { Alarm: ShardedMap<ShardedMap<unknown>> }).Alarm.get('ada')!.keys())]).toEqual([]);
    expect(next.ids.positions).toEqual({ world: 3 });
    expect((state.databases as { Settings: unknown }).Settings).toEqual({ theme: 'dark' });
    expect((state.databases as { Alarm: ShardedMap<ShardedMap<unknown>> }).Alarm.get('ada')!.has('a1')).toBe(true);
    expect(Object.isFrozen(next)).toBe(true);
  });

  it('gives back the same state when the call only read', () => {
    const draft = new CallDraft(state);
    (draft.db.Alarm as Map<string, Map<string, unknown>>).get('ada')!.get('a1');
    expect(Object.keys(draft.db)).toEqual(['Alarm', 'Settings']);
    expect(draft.commit().state).toBe(state);
  });

  it('moves ID generators on as a copy of the positions would, one generator or several', () => {
    const base = freezeNewParts({ ...state, ids: { mode: 'per-tool', seed: 1, positions: { AddAlarm: 2, SendEmail: 1 } } }) as WorldState;
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom('AddAlarm', 'SendEmail', 'world'), fc.nat(50)), { maxLength: 4 }), fc.boolean(), (moves, copyFirst) => {
        const draft = new CallDraft(base);
        const expected: Record<string, number> = { ...base.ids.positions };
        if (copyFirst) draft.positions();
        for (const [generator, position] of moves) {
          expect(draft.position(generator)).toBe(expected[generator] ?? 0);
          draft.advance(generator, position);
          expected[generator] = position;
          expect(draft.position(generator)).toBe(position);
        }
        const next = draft.commit().state;
        if (moves.length === 0 && !copyFirst) expect(next).toBe(base);
        else {
          expect(next.ids.positions).toEqual(expected);
          expect(Object.keys(next.ids.positions)).toEqual(Object.keys(expected));
          expect(Object.isFrozen(next.ids) && Object.isFrozen(next.ids.positions)).toBe(true);
        }
        expect(base.ids.positions).toEqual({ AddAlarm: 2, SendEmail: 1 });
      }),
    );
  });

  it('gives equal moves from one state the same finished IDs, and other moves their own', () => {
    const draw = (generator: string, position: number) => {
      const draft = new CallDraft(state);
      draft.advance(generator, position);
      return draft.commit().state.ids;
    };
    expect(draw('world', 2)).toBe(draw('world', 2));
    expect(draw('world', 2)).toEqual({ mode: 'unique', seed: 1, positions: { world: 2 } });
    expect(draw('world', 3).positions).toEqual({ world: 3 });
    expect(draw('AddAlarm', 2).positions).toEqual({ AddAlarm: 2 });
  });

  it('lets a session policy replace or edit the session', () => {
    const draft = new CallDraft(state);
    (draft.sessionView() as { session: { token: string | null } }).session.token = 'abc';
    const { state: next } = draft.commit();
    expect(next.session).toEqual({ token: 'abc' });
    expect(state.session).toEqual({ token: null });
  });
});
