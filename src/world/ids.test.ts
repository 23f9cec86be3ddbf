import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { digitField, drawId, fieldText, frozenFormat, generateId, hexField } from './ids.js';

describe('fieldText', () => {
  it('is toString(radix).padStart(width) for every value, radix and width', () => {
    const slow = (value: number, radix: number, width: number) => value.toString(radix).padStart(width, '0');
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ min: 0, max: 0xffffffff }), fc.integer({ min: 0, max: 0xffff }), fc.integer({ min: 0, max: 0xff }), fc.maxSafeNat(), fc.integer(), fc.double()),
        fc.constantFrom(10, 16),
        fc.integer({ min: 1, max: 10 }),
        (value, radix, width) => {
          expect(fieldText(value, radix, width)).toBe(slow(value, radix, width));
        },
      ),
      { numRuns: 5000 },
    );
    for (const value of [0, 1, 0xf, 0x10, 0xff, 0x100, 0xffff, 0x10000, 0x7fffffff, 0x80000000, 0xffffffff, 0x100000000, -1, 0.5]) {
      for (const width of [2, 4, 8]) expect(fieldText(value, 16, width)).toBe(slow(value, 16, width));
    }
  });
});

describe('drawId', () => {
  const format = frozenFormat([hexField(4), hexField(4)]);

  it('gives what generateId gives, for any frozen format, seed and position, drawn again or not', () => {
    const formats = [format, frozenFormat([hexField(8), hexField(4), hexField(4)]), frozenFormat([digitField(6)]), frozenFormat([hexField(2), hexField(4)])];
    fc.assert(
      fc.property(fc.constantFrom(...formats), fc.constantFrom(489, 0, 7, 489n), fc.integer({ min: 0, max: 1100 }), (chosen, seed, position) => {
        const fresh = generateId(chosen, seed, position);
        expect(drawId(chosen, seed, position)).toEqual(fresh);
        expect(drawId(chosen, seed, position)).toEqual(fresh);
      }),
      { numRuns: 2000 },
    );
  });

  it('keeps no draw of a format that can change, so a changed format draws anew', () => {
    const fields = [hexField(4), hexField(4)];
    const first = drawId(fields, 489, 0);
    expect(first).toEqual(generateId(fields, 489, 0));
    fields.push(hexField(2));
    expect(drawId(fields, 489, 0)).toEqual(generateId(fields, 489, 0));
    expect(drawId(fields, 489, 0).id).not.toBe(first.id);
  });

  it('frozenFormat gives one frozen copy per format, and a frozen format itself', () => {
    const fields = [hexField(4), digitField(3)];
    const copy = frozenFormat(fields);
    expect(copy).toEqual(fields);
    expect(Object.isFrozen(copy) && copy.every((field) => Object.isFrozen(field))).toBe(true);
    expect(frozenFormat(fields)).toBe(copy);
    expect(frozenFormat(copy)).toBe(copy);
    expect(Object.isFrozen(fields)).toBe(false);
  });
});
