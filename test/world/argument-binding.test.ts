import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { bindArguments, defaultArgumentLimits } from '../../src/world/arguments.js';
import { binderOf } from '../../src/world/argument-binder.js';
import { defineTool } from '../../src/world/define.js';
import { explainingMessages } from '../../src/world/messages.js';
import { toolTalkPlugins } from '../../src/plugins/tooltalk/index.js';
import { createApiBankPlugins } from '../../src/suites/api-bank/plugins.js';
import type { AnyTool } from '../../src/world/define.js';

// bindArguments answers simple schemas without zod (strings, numbers, booleans, enums, lists of
// those); these tests hold it to zod's answer on every tool of two suites and on odd schemas.

const tools: AnyTool[] = [
  ...(toolTalkPlugins as readonly { readonly tools: readonly AnyTool[] }[]).flatMap((plugin) => plugin.tools),
  ...createApiBankPlugins({ level: 1, services: {} as never }).flatMap((plugin) => plugin.tools),
  defineTool({
    name: 'Odd',
    description: 'Schemas the plain check must leave to zod.',
    action: false,
    input: z.object({
      short: z.string().max(3).optional(),
      count: z.number().int().optional(),
      mode: z.enum(['fast', 'slow']).optional(),
      tags: z.array(z.string()).max(2).optional(),
      flag: z.boolean().optional(),
      ratio: z.number().optional(),
    }),
    output: z.object({}),
    run: () => ({}),
  }) as AnyTool,
  defineTool({
    name: 'Plain',
    description: 'Only schemas the plain check answers itself.',
    action: false,
    input: z.object({
      ratio: z.number(),
      mode: z.enum(['fast', 'slow']).optional(),
      tags: z.array(z.string()).optional(),
      flag: z.boolean().optional(),
      note: z.string().optional(),
    }),
    output: z.object({}),
    run: () => ({}),
  }) as AnyTool,
  defineTool({
    name: 'Nullable',
    description: 'Nullable fields, one of them kept when null.',
    action: false,
    auth: true,
    input: z.object({
      kept: z.string().nullable().optional(),
      dropped: z.string().nullable().optional(),
      needed: z.string().nullable(),
    }),
    keepNull: ['kept'],
    output: z.object({}),
    run: () => ({}),
  }) as AnyTool,
];

const value = fc.oneof(
  fc.string({ maxLength: 6 }),
  fc.integer(),
  fc.double(),
  fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, -0, 1.5),
  fc.boolean(),
  fc.constant(null),
  fc.constant(undefined),
  fc.constantFrom('fast', 'slow', '2023-09-15 17:00:00', '07:30:00'),
  fc.array(fc.oneof(fc.string({ maxLength: 4 }), fc.integer()), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 3 }), fc.string({ maxLength: 3 }), { maxKeys: 2 }),
);

describe('argument binding', () => {
  it.each(tools.map((tool) => [tool.name, tool] as const))('%s: the same verdict and arguments as zod', (_name, tool) => {
    const keys = Object.keys((tool.input as z.ZodObject).shape);
    fc.assert(
      fc.property(keys.length === 0 ? fc.constant({}) : fc.dictionary(fc.constantFrom(...keys), value, { maxKeys: keys.length }), (raw: Record<string, unknown>) => {
        const bound = bindArguments(tool, raw, explainingMessages, defaultArgumentLimits);
        // What bindArguments hands zod: the declared keys, nulls of optional ones dropped.
        const handed: Record<string, unknown> = {};
        for (const key of Object.keys(raw)) {
          if (raw[key] === null && !tool.required.includes(key) && !tool.keepNull?.includes(key)) continue;
          handed[key] = raw[key];
        }
        const missing = tool.required.some((name) => raw[name] === undefined);
        const parsed = tool.input.safeParse(handed);
        if (missing) {
          expect(bound.ok).toBe(false);
          return;
        }
        expect(bound.ok).toBe(parsed.success);
        if (bound.ok && parsed.success) {
          expect(JSON.stringify(bound.args)).toBe(JSON.stringify(parsed.data));
          expect(Object.keys(bound.args)).toEqual(Object.keys(parsed.data as object));
          // Lists are copies, as zod's are: a tool that changes one does not change the request.
          for (const [key, item] of Object.entries(bound.args)) if (Array.isArray(item)) expect(item).not.toBe(raw[key]);
        }
      }),
      { numRuns: 300 },
    );
  });

  // The binder answers plain calls before the full binding runs: whatever it accepts, the full
  // binding (which words every refusal) must accept with the same arguments, injected keys included.
  it.each(tools.map((tool) => [tool.name, tool] as const))('%s: the binder accepts only what the full binding accepts', (_name, tool) => {
    const keys = [...Object.keys((tool.input as z.ZodObject).shape), 'session_token', 'other'];
    const binder = binderOf(tool);
    const limits = { ...defaultArgumentLimits, maxStringLength: 5, maxArrayLength: 3 };
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...keys), value, { maxKeys: keys.length }), (raw: Record<string, unknown>) => {
        const quick = binder?.bind(raw, limits, ['session_token']);
        const full = bindArguments(tool, raw, explainingMessages, limits, ['session_token'], null);
        if (quick === undefined) return;
        expect(full.ok).toBe(true);
        if (full.ok) {
          expect(JSON.stringify(quick)).toBe(JSON.stringify(full.args));
          expect(Object.keys(quick)).toEqual(Object.keys(full.args));
        }
      }),
      { numRuns: 300 },
    );
  });

  it('binds plain calls of most ToolTalk tools in one walk, nullable fields included', () => {
    const toolTalk = tools.filter((tool) => tool.plugin !== '' && toolTalkPlugins.some((plugin) => plugin.name === tool.plugin));
    expect(toolTalk).toHaveLength(28);
    expect(toolTalk.filter((tool) => binderOf(tool) === null).map((tool) => tool.name)).toEqual([]);
    const nullable = binderOf(tools.find((tool) => tool.name === 'Nullable')!)!;
    expect(nullable.bind({ kept: null, dropped: null, needed: null, session_token: 't' }, defaultArgumentLimits, ['session_token'])).toEqual({ kept: null, needed: null });
    // Left to the full binding: an unknown name, an explicit undefined, an injected name the tool does not accept.
    expect(nullable.bind({ needed: 'a', other: 1 }, defaultArgumentLimits, ['session_token'])).toBeUndefined();
    expect(nullable.bind({ needed: 'a', kept: undefined }, defaultArgumentLimits, [])).toBeUndefined();
    const plain = binderOf(tools.find((tool) => tool.name === 'Plain')!)!;
    expect(plain.bind({ ratio: 1, session_token: 't' }, defaultArgumentLimits, ['session_token'])).toBeUndefined();
    expect(plain.bind({ ratio: 1, note: 'long' }, { ...defaultArgumentLimits, maxStringLength: 3 }, [])).toBeUndefined();
    expect(plain.bind({ ratio: 1, tags: ['a', 'b'] }, { ...defaultArgumentLimits, maxArrayLength: 1 }, [])).toBeUndefined();
  });

  it('copies lists and keeps the schema order, as zod does', () => {
    const plain = tools.find((tool) => tool.name === 'Plain')!;
    const tags = ['b', 'a'];
    const bound = bindArguments(plain, { tags, ratio: 0.5 }, explainingMessages, defaultArgumentLimits);
    expect(bound).toEqual({ ok: true, args: { ratio: 0.5, tags: ['b', 'a'] } });
    expect(Object.keys(bound.ok ? bound.args : {})).toEqual(['ratio', 'tags']);
    expect(bound.ok && bound.args.tags).not.toBe(tags);
    expect(bindArguments(plain, { ratio: Number.NaN }, explainingMessages, defaultArgumentLimits).ok).toBe(false);
  });
});
