import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { fieldText } from './ids.js';

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
