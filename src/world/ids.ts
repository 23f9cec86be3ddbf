/**
 * Generated identifiers. A plugin declares the formats of its IDs (fields of random digits, joined by
 * dashes); the world draws them from CPython's Mersenne Twister, draw for draw, so that a suite
 * recorded in Python (ToolTalk) gets identical IDs.
 */

import { RandomCursor, type Seed } from './random.js';

/** One dash-separated field of an ID: `randint(0, max)` printed in `radix`, zero-padded to `width`. */
export interface IdField {
  /** Inclusive upper bound of `randint(0, max)`. */
  readonly max: number;
  readonly radix: 10 | 16;
  readonly width: number;
}

/** An ID format: its fields, left to right. */
export type IdFormat = readonly IdField[];

/** A field of `width` hex digits (`hexField(4)` gives `0000`..`ffff`). */
export function hexField(width: number): IdField {
  return { max: 16 ** width - 1, radix: 16, width };
}

/** A field of `width` decimal digits. */
export function digitField(width: number): IdField {
  return { max: 10 ** width - 1, radix: 10, width };
}

/**
 * Generates the next ID of a format from `Random(seed)` at `position`, returning it with the
 * position after its draws. Fields are drawn left to right.
 *
 * @example
 * generateId([hexField(4), hexField(4)], 489, 0); // { id: '5bff-dd80', position: 2 }
 */
export function generateId(format: IdFormat, seed: Seed, position: number): { id: string; position: number } {
  const cursor = new RandomCursor(seed, position);
  let id = '';
  for (let i = 0; i < format.length; i++) {
    const field = format[i]!;
    if (i > 0) id += '-';
    id += fieldText(cursor.randint(0, field.max), field.radix, field.width);
  }
  return { id, position: cursor.position };
}

// Two hex digits per byte value. Node 20's `toString(16)` goes through the runtime (a C++ call
// and a floating-point remainder per digit, about 1,000 instructions for a field of 8 digits);
// three or four table reads and joins give the same text.
const hexPairs: readonly string[] = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'));

/** `value.toString(radix).padStart(width, '0')`, with hex fields of 2, 4 or 8 digits read from a table. */
export function fieldText(value: number, radix: number, width: number): string {
  if (radix === 16 && value >= 0 && Number.isInteger(value)) {
    if (width === 8 && value <= 0xffffffff) {
      return hexPairs[value >>> 24]! + hexPairs[(value >>> 16) & 0xff]! + hexPairs[(value >>> 8) & 0xff]! + hexPairs[value & 0xff]!;
    }
    if (width === 4 && value <= 0xffff) return hexPairs[value >>> 8]! + hexPairs[value & 0xff]!;
    if (width === 2 && value <= 0xff) return hexPairs[value]!;
  }
  return value.toString(radix).padStart(width, '0');
}
