import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { defaultArgumentLimits } from '../../src/world/arguments.js';
import { ArgumentBinder } from '../../src/world/argument-binder.js';
import { defineTool } from '../../src/world/define.js';
import { toolTalkPlugins } from '../../src/plugins/tooltalk/index.js';
import type { AnyTool } from '../../src/world/define.js';

// The binder builds its output with the compiled copier of the kept fields' names (one object
// literal) instead of adding the fields one by one. These tests hold it to the field-by-field walk
// it replaced (kept below as the model) and check which copiers it asks for.

const spy = vi.hoisted(() => ({ asked: [] as string[][], refuse: false }));
vi.mock('../../src/world/plain-copy.js', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../src/world/plain-copy.js')>();
  return {
    ...actual,
    copierOfKeys: (keys: readonly string[]) => {
      spy.asked.push([...keys]);
      return spy.refuse ? undefined : actual.copierOfKeys(keys);
    },
  };
});

afterEach(() => {
  spy.asked.length = 0;
  spy.refuse = false;
});

/** The binder's answer before this change: one walk, each accepted field stored into `{}`. */
function model(tool: AnyTool, raw: Readonly<Record<string, unknown>>, injected: readonly string[]): Record<string, unknown> | undefined {
  const shape = (tool.input as z.ZodObject).shape as Record<string, z.ZodType>;
  const out: Record<string, unknown> = {};
  let present = 0;
  for (const key of Object.keys(shape)) {
    const value = raw[key];
    if (value === undefined) {
      if (tool.required.includes(key)) return undefined;
      continue;
    }
    present++;
    if (value === null && !tool.required.includes(key) && !(tool.keepNull?.includes(key) ?? false)) continue;
    if (!shape[key]!.safeParse(value).success) return undefined;
    out[key] = Array.isArray(value) ? value.slice() : value;
  }
  let keys = Object.keys(raw).length;
  if (tool.auth) for (const name of injected) if (Object.hasOwn(raw, name) && !Object.hasOwn(shape, name)) keys--;
  return keys === present ? out : undefined;
}

const wide = Object.fromEntries(Array.from({ length: 34 }, (_, index) => [`f${index}`, index % 3 === 0 ? z.array(z.string()).optional() : z.string().nullable().optional()]));
const tools: AnyTool[] = [
  ...(toolTalkPlugins as readonly { readonly tools: readonly AnyTool[] }[]).flatMap((plugin) => plugin.tools),
  defineTool({
    name: 'OddNames',
    description: 'Names an object literal orders or writes specially.',
    action: false,
    auth: true,
    input: z.object({
      b: z.string().optional(),
      '2': z.number().optional(),
      'with space': z.array(z.number()).nullable().optional(),
      '"quoted"': z.boolean().nullable().optional(),
      '1': z.string().nullable(),
    }),
    keepNull: ['with space'],
    output: z.object({}),
    run: () => ({}),
  }) as AnyTool,
  defineTool({ name: 'Wide', description: 'More fields than the bits of a number.', action: false, input: z.object(wide), output: z.object({}), run: () => ({}) }) as AnyTool,
];

const value = fc.oneof(
  fc.string({ maxLength: 5 }),
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.constant(undefined),
  fc.constantFrom('fast', 'slow', 'high', 'low', 'medium', 'Email', 'SMS'),
  fc.array(fc.string({ maxLength: 3 }), { maxLength: 3 }),
);

describe('the binder builds its output with a compiled copier', () => {
  it.each(tools.map((tool) => [tool.name, tool] as const))('%s: the same arguments as the field-by-field walk, a fresh object each call', (_name, tool) => {
    const binder = ArgumentBinder.of(tool)!;
    expect(binder).not.toBeNull();
    const names = [...Object.keys((tool.input as z.ZodObject).shape), 'session_token'];
    for (const refuse of [false, true]) {
      spy.refuse = refuse;
      fc.assert(
        fc.property(fc.array(fc.dictionary(fc.constantFrom(...names), value, { maxKeys: names.length }), { minLength: 1, maxLength: 4 }), (requests) => {
          // Several calls in a row, so the remembered copier meets other sets of fields.
          for (const raw of requests) {
            const expected = model(tool, raw, ['session_token']);
            const first = binder.bind(raw, defaultArgumentLimits, ['session_token']);
            const second = binder.bind(raw, defaultArgumentLimits, ['session_token']);
            if (expected === undefined) {
              expect(first).toBeUndefined();
              continue;
            }
            expect(first).toEqual(expected);
            expect(Object.keys(first!)).toEqual(Object.keys(expected));
            expect(Object.getPrototypeOf(first)).toBe(Object.prototype);
            expect(Object.isFrozen(first)).toBe(false);
            expect(second).not.toBe(first);
            for (const [key, item] of Object.entries(first!)) {
              expect(first![key]).toBe(Array.isArray(item) ? first![key] : raw[key]);
              if (Array.isArray(item)) {
                expect(item).not.toBe(raw[key]);
                expect(item).not.toBe(second![key]);
              }
            }
          }
        }),
        { numRuns: 200 },
      );
    }
  });

  it('asks for the copier of the kept fields in declared order, once per set of fields, at its second build', () => {
    const tool = tools.find((candidate) => candidate.name === 'OddNames')!;
    const binder = ArgumentBinder.of(tool)!;
    const calls = [
      { '1': 'x', b: 'y', session_token: 't' },
      { '"quoted"': null, '1': null, 'with space': null, b: 'z' },
      { '1': 'x', b: 'w' },
      { '1': 'x', '2': 3, 'with space': [1, 2] },
    ];
    const expected = [{ b: 'y', '1': 'x' }, { b: 'z', 'with space': null, '1': null }, { b: 'w', '1': 'x' }, { '2': 3, 'with space': [1, 2], '1': 'x' }];
    const bound = calls.map((raw) => binder.bind(raw, defaultArgumentLimits, ['session_token']));
    expect(bound).toEqual(expected);
    expect(bound.map((args) => Object.keys(args!))).toEqual([['1', 'b'], ['1', 'b', 'with space'], ['1', 'b'], ['1', '2', 'with space']]);
    // Declared order is the shape's key order (integer-like names first). A set's first build is
    // field by field; its second asks for the copier (the third call repeats the first's set).
    expect(spy.asked).toEqual([['1', 'b']]);
    expect(binder.bind(calls[0]!, defaultArgumentLimits, ['session_token'])).toEqual({ b: 'y', '1': 'x' });
    expect(spy.asked).toHaveLength(1);
    // The other two sets ask at their second build, with the same output; the dropped null of
    // '"quoted"' is not asked for.
    const again = [calls[1]!, calls[3]!].map((raw) => binder.bind(raw, defaultArgumentLimits, ['session_token']));
    expect(again).toEqual([expected[1], expected[3]]);
    expect(again.map((args) => Object.keys(args!))).toEqual([['1', 'b', 'with space'], ['1', '2', 'with space']]);
    expect(spy.asked).toEqual([['1', 'b'], ['1', 'b', 'with space'], ['1', '2', 'with space']]);
    // A tool with more than 31 fields is built field by field.
    const wideTool = tools.find((candidate) => candidate.name === 'Wide')!;
    const wideBinder = ArgumentBinder.of(wideTool)!;
    for (let build = 0; build < 2; build++) {
      expect(wideBinder.bind({ f33: ['c'], f31: 'a', f0: ['b'], f32: null }, defaultArgumentLimits, [])).toEqual({ f0: ['b'], f31: 'a', f33: ['c'] });
    }
    expect(spy.asked).toHaveLength(3);
  });
});
