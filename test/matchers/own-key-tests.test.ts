import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonEquals } from '../../src/matchers/python-equal.js';
import { argumentCheck, resultCheck } from '../../src/matchers/check.js';
import type { JudgedCall } from '../../src/world/check.js';

// The own-key tests of the comparisons were `Object.hasOwn(object, key)`; since the nineteenth round
// of issue 15 they are `Object.prototype.hasOwnProperty.call(object, key)`, the same question without
// `Object.hasOwn`'s wrapper builtin. These tests hold them to the `Object.hasOwn` versions: an
// inherited key never stands in for an own one, a non-enumerable own key is present.

/** `jsonEquals` as it was, with `Object.hasOwn`: the model. */
function modelEquals(a: unknown, b: unknown, python: boolean): boolean {
  if (a === b || (!python && Object.is(a, b))) return true;
  if (!python) {
    if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  } else if (typeof a === 'boolean' || typeof b === 'boolean') {
    const left = typeof a === 'boolean' ? Number(a) : a;
    const right = typeof b === 'boolean' ? Number(b) : b;
    return typeof left === 'number' && typeof right === 'number' && left === right;
  }
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return (a === null || a === undefined) && (b === null || b === undefined);
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    for (let index = 0; index < a.length; index++) if (!modelEquals(a[index], b[index], python)) return false;
    return true;
  }
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  let count = 0;
  for (const key in left) {
    if (!Object.prototype.hasOwnProperty.call(left, key)) continue;
    if (!Object.hasOwn(right, key) || !modelEquals(left[key], right[key], python)) return false;
    count++;
  }
  for (const key in right) if (Object.prototype.hasOwnProperty.call(right, key)) count--;
  return count === 0;
}

const keys = fc.constantFrom('a', 'b', 'toString', 'constructor', 'hidden', '0');
const leaf = fc.oneof(fc.constantFrom(undefined, null, true, false, 0, 1, -0, Number.NaN, 'a', ''), fc.constant(Object.prototype.toString), fc.constant(Object));
/** Objects that may inherit keys, hide an own key, or hold values equal to inherited ones. */
const value: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small', withCrossShrink: true }, leaf, tie('object'), fc.array(tie('value'), { maxLength: 2 })),
  object: fc
    .record({ own: fc.dictionary(keys, tie('value'), { maxKeys: 3 }), inherited: fc.dictionary(keys, tie('value'), { maxKeys: 2 }), hidden: fc.option(tie('value'), { nil: undefined }) })
    .map(({ own, inherited, hidden }) => {
      const object = Object.assign(Object.create(Object.keys(inherited).length > 0 ? inherited : Object.prototype) as object, own) as Record<string, unknown>;
      if (hidden !== undefined) Object.defineProperty(object, 'hidden', { value: hidden, enumerable: false });
      return object;
    }),
})).value;

describe('own-key tests', () => {
  it('jsonEquals answers as with Object.hasOwn', () => {
    fc.assert(
      fc.property(value, value, fc.boolean(), (a, b, python) => {
        expect(jsonEquals(a, b, python)).toBe(modelEquals(a, b, python));
        expect(jsonEquals(a, a, python)).toBe(modelEquals(a, a, python));
      }),
      { numRuns: 2000 },
    );
    // An inherited key is not an own one, whatever its value.
    expect(jsonEquals({ toString: Object.prototype.toString }, {}, false)).toBe(false);
    expect(jsonEquals({ a: undefined }, Object.create({ a: undefined }) as object, false)).toBe(false);
    // A non-enumerable own key is present, and not counted: { a: 1, b: 1 } against { b: 1 } with a
    // hidden `a` is unequal by count, { a: 1 } against it is equal (as it always was).
    const hidden = Object.defineProperty({ b: 1 }, 'a', { value: 1, enumerable: false });
    expect(jsonEquals({ a: 1, b: 1 }, hidden, false)).toBe(false);
    expect(jsonEquals({ a: 1 }, hidden, false)).toBe(true);
  });

  it("the checks find a ground-truth argument only among the prediction's own keys", () => {
    const call = (parameters: Record<string, unknown>): JudgedCall => ({ request: { api_name: 'Tool', parameters }, response: null, exception: null });
    const inherited = Object.create({ title: 'x' }) as Record<string, unknown>;
    const hidden = Object.defineProperty({}, 'title', { value: 'x', enumerable: false }) as Record<string, unknown>;
    for (const check of [resultCheck(), argumentCheck({ response: 'ignore' })]) {
      const missing = check.judge(call(inherited), call({ title: 'x' }), { semantic: () => ({ pass: true, score: 1 }) });
      expect(missing).toEqual({ pass: false, reasons: [`argument 'title': missing (expected "x")`] });
      expect(check.judge(call(hidden), call({ title: 'x' }), { semantic: () => ({ pass: true, score: 1 }) })).toEqual({ pass: true, reasons: [] });
    }
  });
});
