import { describe, expect, it } from 'vitest';
import { generateId as generateFrom, type IdFormat } from '../../world/ids.js';
import { toolTalkPlugins } from './index.js';

// The ID formats ToolTalk's plugins declare, by kind.
const formats: Record<string, IdFormat> = Object.assign({}, ...toolTalkPlugins.map((plugin) => plugin.ids));
type IdKind = 'sessionToken' | 'verificationCode' | 'alarm' | 'event' | 'email' | 'message' | 'reminder';
const generateId = (kind: IdKind, seed: number | bigint, position: number) => generateFrom(formats[kind]!, seed, position);

// Spec §3.4: first five IDs of each kind from a fresh Random(489).
const ID_TABLE: ReadonlyArray<[IdKind, string[]]> = [
  ['sessionToken', ['e149636f-d9ca-0792', '5c5373e0-fa69-84c3', '36298341-4eab-12de', '1400d29d-cac5-8d0c', 'c3fdaed5-6571-7c1f']],
  ['verificationCode', ['984520', '968507', '188408', '646780', '453632']],
  ['alarm', ['5bff-dd80', '20d0-d9ca', '0792-1add', 'b8a6-0205', 'fa69-84c3']],
  ['event', ['e149636f-d9ca', '03c93f31-b8a6', '4261c3e1-71e7', '27559f6b-2801', 'b499c1ff-7c1f']],
  ['email', ['5b-dd80-9f8a27ab', '07-1add-8af336bb', '02-fa69-c1cc4dc9', '6c-71e7-27559f6b', '28-067a-c681ae93']],
  ['message', ['e149636f-ecc3f121', '5c5373e0-ecf4712d', 'c1cc4dc9-36298341', '27559f6b-1400d29d', 'c681ae93-fd17d6fe']],
  ['reminder', ['5b-dd80', '20-d9ca', '07-1add', 'b8-0205', 'fa-84c3']],
];

function firstIds(kind: IdKind, count: number, seed: number | bigint = 489): { ids: string[]; positions: number[] } {
  let position = 0;
  const ids: string[] = [];
  const positions: number[] = [];
  for (let i = 0; i < count; i++) {
    const next = generateId(kind, seed, position);
    ids.push(next.id);
    positions.push(next.position);
    position = next.position;
  }
  return { ids, positions };
}

describe('generateId', () => {
  it.each(ID_TABLE)('reproduces the first five %s IDs', (kind, expected) => {
    expect(firstIds(kind, 5).ids).toEqual(expected);
  });

  it('is pure in its position and advances it', () => {
    for (const [kind] of ID_TABLE) {
      const a = generateId(kind, 489, 40);
      const b = generateId(kind, 489, 40);
      expect(b).toEqual(a);
      expect(a.position).toBeGreaterThan(40);
    }
  });

  it('gives the same IDs for equivalent seeds', () => {
    for (const [kind, expected] of ID_TABLE) {
      expect(firstIds(kind, 5, 489n).ids).toEqual(expected);
      expect(firstIds(kind, 5, -489).ids).toEqual(expected);
    }
  });

  it('continues consistently from a returned position', () => {
    // Generating 5 in one run or resuming from the 3rd position must agree.
    const { ids, positions } = firstIds('sessionToken', 5);
    expect(generateId('sessionToken', 489, positions[2]!).id).toBe(ids[3]);
  });

  it('matches the IDs recorded in the shared conversations', () => {
    expect(generateId('sessionToken', 489, 0).id).toBe('e149636f-d9ca-0792');
    expect(generateId('alarm', 489, 0).id).toBe('5bff-dd80');
    expect(firstIds('event', 4).ids).toEqual(['e149636f-d9ca', '03c93f31-b8a6', '4261c3e1-71e7', '27559f6b-2801']);
  });

  it('always produces the documented shapes', () => {
    const shapes: Record<IdKind, RegExp> = {
      sessionToken: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}$/,
      verificationCode: /^[0-9]{6}$/,
      alarm: /^[0-9a-f]{4}-[0-9a-f]{4}$/,
      event: /^[0-9a-f]{8}-[0-9a-f]{4}$/,
      email: /^[0-9a-f]{2}-[0-9a-f]{4}-[0-9a-f]{8}$/,
      message: /^[0-9a-f]{8}-[0-9a-f]{8}$/,
      reminder: /^[0-9a-f]{2}-[0-9a-f]{4}$/,
    };
    for (const kind of Object.keys(shapes) as IdKind[]) {
      for (const id of firstIds(kind, 200, 7).ids) expect(id).toMatch(shapes[kind]!);
    }
  });

  it('declares exactly the seven kinds of spec §3.2', () => {
    expect(Object.keys(formats).sort()).toEqual(['alarm', 'email', 'event', 'message', 'reminder', 'sessionToken', 'verificationCode']);
  });
});
