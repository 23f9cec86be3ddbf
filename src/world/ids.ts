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

/** An ID drawn at a position, and the position after its draws. */
export interface IdDraw {
  readonly id: string;
  readonly position: number;
}

// The IDs drawn so far at the first positions of each (frozen) format, for the last seed it was
// drawn with. An ID is a pure function of the format, the seed and the position, and every
// conversation of a replay starts each tool's stream over, so the same few IDs are drawn again on
// every pass: the kept one is what a new draw gives, as a flat string the maps hash faster.
const keptPositions = 1024;
const keptDraws = new WeakMap<IdFormat, { readonly seed: Seed; readonly draws: (IdDraw | undefined)[] }>();

/**
 * `generateId` for the executor: the same ID and position, the draw kept when the format is frozen
 * (a frozen format cannot change under its kept IDs). The answer is shared: read it, never change it.
 */
export function drawId(format: IdFormat, seed: Seed, position: number): IdDraw {
  const kept = keptDraws.get(format);
  if (kept !== undefined && kept.seed === seed && position >= 0 && position < keptPositions) {
    const draw = kept.draws[position];
    if (draw !== undefined) return draw;
  }
  const draw = generateId(format, seed, position);
  if (Number.isInteger(position) && position >= 0 && position < keptPositions && isFrozenFormat(format)) {
    if (kept !== undefined && kept.seed === seed) kept.draws[position] = draw;
    else {
      const draws = new Array<IdDraw | undefined>(keptPositions).fill(undefined);
      draws[position] = draw;
      keptDraws.set(format, { seed, draws });
    }
  }
  return draw;
}

function isFrozenFormat(format: IdFormat): boolean {
  if (!Object.isFrozen(format)) return false;
  for (let index = 0; index < format.length; index++) if (!Object.isFrozen(format[index])) return false;
  return true;
}

/** A format as a frozen copy (the same copy for the same format), whose draws `drawId` may keep. */
export function frozenFormat(format: IdFormat): IdFormat {
  if (isFrozenFormat(format)) return format;
  let copy = frozenCopies.get(format);
  if (copy === undefined) {
    copy = Object.freeze(format.map((field) => Object.freeze({ max: field.max, radix: field.radix, width: field.width })));
    frozenCopies.set(format, copy);
  }
  return copy;
}

const frozenCopies = new WeakMap<IdFormat, IdFormat>();

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
