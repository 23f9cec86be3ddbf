/**
 * ToolTalk's generated identifiers (spec §3.2), reproduced draw for draw so that IDs recorded in
 * the conversations come out identical.
 */

import { RandomCursor, type Seed } from './random.js';

export type IdKind =
  | 'sessionToken'
  | 'verificationCode'
  | 'alarm'
  | 'event'
  | 'email'
  | 'message'
  | 'reminder';

interface Field {
  /** Inclusive upper bound of `randint(0, max)`. */
  readonly max: number;
  readonly radix: 10 | 16;
  readonly width: number;
}

const hex = (width: number): Field => ({ max: 16 ** width - 1, radix: 16, width });

const FORMATS: Readonly<Record<IdKind, readonly Field[]>> = {
  sessionToken: [hex(8), hex(4), hex(4)],
  verificationCode: [{ max: 999999, radix: 10, width: 6 }],
  alarm: [hex(4), hex(4)],
  event: [hex(8), hex(4)],
  email: [hex(2), hex(4), hex(8)],
  message: [hex(8), hex(8)],
  reminder: [hex(2), hex(4)],
};

/**
 * Generates the next ID of `kind` from `Random(seed)` at `position`, returning it with the
 * position after its draws. Fields are drawn left to right, as the original's f-string does.
 */
export function generateId(kind: IdKind, seed: Seed, position: number): { id: string; position: number } {
  const fields = FORMATS[kind];
  if (fields === undefined) throw new TypeError(`unknown ID kind: ${String(kind)}`);
  const cursor = new RandomCursor(seed, position);
  let id = '';
  for (let i = 0; i < fields.length; i++) {
    const field = fields[i]!;
    if (i > 0) id += '-';
    id += cursor.randint(0, field.max).toString(field.radix).padStart(field.width, '0');
  }
  return { id, position: cursor.position };
}
