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
    id += cursor.randint(0, field.max).toString(field.radix).padStart(field.width, '0');
  }
  return { id, position: cursor.position };
}
