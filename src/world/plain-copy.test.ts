import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { copyParameters, isMarkedPlain, markPlainFrozen, RecordCopier, RecordShape } from './plain-copy.js';

// What `{ ...source }` gives: the same own keys (strings and symbols) in the same order, the same values.
function expectSpreadOf(copy: Record<string | symbol, unknown>, source: object): void {
  const spread = { ...source } as Record<string | symbol, unknown>;
  expect(Reflect.ownKeys(copy)).toEqual(Reflect.ownKeys(spread));
  for (const key of Reflect.ownKeys(spread)) expect(copy[key]).toBe(spread[key]);
  expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
  expect(Object.isFrozen(copy)).toBe(false);
}

const keyArbitrary = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom('Account', 'Alarm', 'Calendar', 'Email', 'Message', 'Reminder', 'Weather') },
  { weight: 2, arbitrary: fc.string({ maxLength: 6 }) },
  { weight: 1, arbitrary: fc.constantFrom('__proto__', 'constructor', '0', '12', '-1', '"', '\u2028', 'a b') },
);

/** A record as a state could hold it: from JSON (so `__proto__` may be an own key), maybe frozen, maybe with a symbol or a prototype. */
const recordArbitrary = fc
  .record({
    entries: fc.array(fc.tuple(keyArbitrary, fc.integer()), { maxLength: 9 }),
    frozen: fc.boolean(),
    symbol: fc.boolean(),
    inherited: fc.boolean(),
  })
  .map(({ entries, frozen, symbol, inherited }) => {
    const parsed = JSON.parse(JSON.stringify(Object.fromEntries(entries))) as Record<string, unknown>;
    const record = inherited ? Object.assign(Object.create({ inheritedKey: 1 }), parsed) : parsed;
    if (symbol) record[Symbol.for('extra')] = 1;
    if (frozen) Object.freeze(record);
    return record as Record<string, unknown>;
  });

describe('RecordCopier', () => {
  it('copies as a spread does, whatever the record', () => {
    fc.assert(
      fc.property(fc.array(recordArbitrary, { minLength: 1, maxLength: 6 }), (records) => {
        const copier = new RecordCopier();
        for (const record of records) {
          expectSpreadOf(copier.copy(record), record);
          // Twice: the second copy of a frozen record comes from what the first one learned.
          expectSpreadOf(copier.copy(record), record);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('copies its own last copy as a spread does, after its values change or a key is added and forgotten', () => {
    fc.assert(
      fc.property(
        recordArbitrary,
        fc.array(fc.record({ key: keyArbitrary, value: fc.integer(), freeze: fc.boolean() }), { maxLength: 8 }),
        (record, steps) => {
          const copier = new RecordCopier();
          let current: Record<string, unknown> = record;
          for (const step of steps) {
            const next = copier.copy(current);
            expectSpreadOf(next, current);
            if (!Object.hasOwn(next, step.key)) copier.forget();
            // As a commit writes: defined, not set, so that `__proto__` stays an own key.
            Object.defineProperty(next, step.key, { value: step.value, writable: true, enumerable: true, configurable: true });
            if (step.freeze) Object.freeze(next);
            current = next;
          }
          expectSpreadOf(copier.copy(current), current);
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('RecordShape', () => {
  it('copies a sequence of records of changing shapes as a spread does (symbol keys aside)', () => {
    const withoutSymbol = recordArbitrary.map((record) => {
      if (Object.getOwnPropertySymbols(record).length === 0) return record;
      const copy = Object.assign(Object.create(Object.getPrototypeOf(record) as object), record) as Record<string, unknown>;
      for (const symbol of Object.getOwnPropertySymbols(copy)) delete copy[symbol as unknown as string];
      return Object.isFrozen(record) ? Object.freeze(copy) : copy;
    });
    fc.assert(
      fc.property(fc.array(withoutSymbol, { minLength: 1, maxLength: 10 }), fc.array(fc.nat(9), { maxLength: 20 }), (records, order) => {
        const shape = new RecordShape();
        for (const index of [...records.keys(), ...order]) {
          const record = records[index % records.length]!;
          expectSpreadOf(shape.copy(record), record);
        }
      }),
      { numRuns: 500 },
    );
  });
});

describe('copyParameters and markPlainFrozen', () => {
  it('copies as a spread does, marked or not, with a fresh object each time', () => {
    fc.assert(
      fc.property(recordArbitrary, fc.boolean(), (record, mark) => {
        if (mark) expect(markPlainFrozen(record)).toBe(record);
        for (let round = 0; round < 2; round++) {
          const copy = copyParameters(record);
          expect(copy).not.toBe(record);
          expectSpreadOf(copy, record);
          expect(copyParameters(record)).not.toBe(copy);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('marks only frozen records with plain keys', () => {
    expect(isMarkedPlain(markPlainFrozen(Object.freeze({ title: 'a', due: 1 })))).toBe(true);
    expect(isMarkedPlain(markPlainFrozen(Object.freeze({})))).toBe(true);
    expect(isMarkedPlain(markPlainFrozen({ title: 'a' }))).toBe(false);
    expect(isMarkedPlain(markPlainFrozen(Object.freeze(JSON.parse('{"__proto__": 1, "a": 2}') as object)))).toBe(false);
    expect(isMarkedPlain(markPlainFrozen(Object.freeze({ a: 1, [Symbol.for('extra')]: 2 })))).toBe(false);
    expect(isMarkedPlain(markPlainFrozen(Object.freeze(Object.assign(Object.create({ inherited: 1 }) as object, { a: 1 }))))).toBe(false);
    // A copy of a marked record is not marked (it is a new, unfrozen object), and may be changed freely.
    const marked = markPlainFrozen(Object.freeze({ a: 1 }));
    const copy = copyParameters(marked);
    copy.session_token = 't';
    expect(isMarkedPlain(copy)).toBe(false);
    expect(copyParameters(marked)).toEqual({ a: 1 });
  });
});
