import type { z } from 'zod';
import type { AnyTool } from './define.js';
import type { ArgumentMessages } from './messages.js';

/** Bounds on argument size, so a hostile call is refused instead of bloating the world. */
export interface ArgumentLimits {
  /** Longest accepted string, in UTF-16 code units. Default 100,000. */
  readonly maxStringLength: number;
  /** Most items in one array. Default 1,000. */
  readonly maxArrayLength: number;
  /** Deepest nesting of arrays and objects inside one argument. Default 8. */
  readonly maxDepth: number;
}

export const defaultArgumentLimits: ArgumentLimits = Object.freeze({
  maxStringLength: 100_000,
  maxArrayLength: 1_000,
  maxDepth: 8,
});

export type BoundArguments = { ok: true; args: Record<string, unknown> } | { ok: false; message: string };

/** Checks sizes before any other work; returns a problem description or undefined. */
function checkSize(value: unknown, limits: ArgumentLimits, depth: number, path: string): string | undefined {
  if (typeof value === 'string') {
    if (value.length > limits.maxStringLength) {
      return `Argument '${path}' is ${value.length.toLocaleString('en-US')} characters long; the limit is ${limits.maxStringLength.toLocaleString('en-US')}.`;
    }
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  if (depth >= limits.maxDepth) return `Argument '${path}' is nested more than ${limits.maxDepth} levels deep.`;
  if (Array.isArray(value)) {
    if (value.length > limits.maxArrayLength) {
      return `Argument '${path}' has ${value.length} items; the limit is ${limits.maxArrayLength}.`;
    }
    for (let index = 0; index < value.length; index++) {
      const problem = checkSize(value[index], limits, depth + 1, `${path}[${index}]`);
      if (problem) return problem;
    }
    return undefined;
  }
  const keys = Object.keys(value);
  if (keys.length > limits.maxArrayLength) return `Argument '${path}' has ${keys.length} keys; the limit is ${limits.maxArrayLength}.`;
  for (const key of keys) {
    const problem = checkSize((value as Record<string, unknown>)[key], limits, depth + 1, `${path}.${key}`);
    if (problem) return problem;
  }
  return undefined;
}

/**
 * Binds a model's arguments to a tool the way ToolTalk's executor binds Python keyword arguments
 * (unknown names first, then missing ones, an explicit null for an optional parameter meaning
 * "omitted"), then checks sizes and types. Nothing here touches the world.
 */
export function bindArguments(
  tool: AnyTool,
  raw: Record<string, unknown>,
  messages: ArgumentMessages,
  limits: ArgumentLimits,
  injected: readonly string[] = [],
): BoundArguments {
  const keys = Object.keys(raw);
  const shape = tool.input.shape as Record<string, z.ZodType>;
  for (const key of keys) {
    if (Object.hasOwn(shape, key)) continue;
    if (tool.auth && injected.includes(key)) continue;
    return { ok: false, message: messages.unexpectedArgument(tool, key) };
  }
  for (const name of tool.required) {
    if (raw[name] !== undefined) continue;
    const missing = tool.required.filter((required) => raw[required] === undefined);
    return { ok: false, message: messages.missingArguments(tool, missing) };
  }
  const args: Record<string, unknown> = {};
  for (const key of keys) {
    if (!Object.hasOwn(shape, key)) continue; // an injected argument the tool does not declare
    const value = raw[key];
    if (value === null && !tool.required.includes(key) && !tool.keepNull?.includes(key)) continue;
    const problem = checkSize(value, limits, 0, key);
    if (problem) return { ok: false, message: problem };
    args[key] = value;
  }
  const quick = plainCheckOf(tool.input)?.(args);
  if (quick !== undefined) return { ok: true, args: quick };
  const parsed = tool.input.safeParse(args);
  if (!parsed.success) {
    return { ok: false, message: messages.invalidArgument(tool, parsed.error.issues[0]!, args) };
  }
  return { ok: true, args: parsed.data as Record<string, unknown> };
}

// Most tools take strings, numbers, booleans, enums and lists of those, with no refinements: for
// those, a plain check gives zod's answer in a fraction of the time. It only ever says "valid":
// anything it does not accept (a wrong type, any schema it does not know) goes through zod, so
// every message still comes from zod.
type PlainCheck = (args: Record<string, unknown>) => Record<string, unknown> | undefined;
type ValueCheck = (value: unknown) => boolean;

const plainChecks = new WeakMap<object, PlainCheck | null>();

interface ZodInternals {
  readonly _zod: {
    readonly def: {
      readonly type: string;
      readonly checks?: readonly unknown[];
      readonly coerce?: boolean;
      readonly innerType?: ZodInternals;
      readonly element?: ZodInternals;
      readonly entries?: Readonly<Record<string, unknown>>;
      readonly shape?: Readonly<Record<string, ZodInternals>>;
      readonly catchall?: unknown;
    };
  };
}

function hasNoChecks(def: ZodInternals['_zod']['def']): boolean {
  return (def.checks === undefined || def.checks.length === 0) && def.coerce !== true;
}

function scalarCheck(schema: ZodInternals): ValueCheck | undefined {
  const def = schema._zod.def;
  if (!hasNoChecks(def)) return undefined;
  if (def.type === 'string') return (value) => typeof value === 'string';
  // zod's number refuses NaN and the infinities.
  if (def.type === 'number') return (value) => typeof value === 'number' && Number.isFinite(value);
  if (def.type === 'boolean') return (value) => typeof value === 'boolean';
  if (def.type === 'enum' && def.entries !== undefined) {
    const allowed = new Set(Object.values(def.entries));
    return (value) => allowed.has(value);
  }
  return undefined;
}

function fieldCheck(schema: ZodInternals): { check: ValueCheck; optional: boolean; list: boolean } | undefined {
  let def = schema._zod.def;
  let optional = false;
  if (def.type === 'optional' && def.innerType !== undefined) {
    optional = true;
    schema = def.innerType;
    def = schema._zod.def;
  }
  if (def.type === 'array' && def.element !== undefined && hasNoChecks(def)) {
    const item = scalarCheck(def.element);
    if (item === undefined) return undefined;
    return { check: (value) => Array.isArray(value) && value.every(item), optional, list: true };
  }
  const check = scalarCheck(schema);
  return check === undefined ? undefined : { check, optional, list: false };
}

function plainCheckOf(input: z.ZodObject): PlainCheck | null {
  let plain = plainChecks.get(input);
  if (plain !== undefined) return plain;
  plain = buildPlainCheck(input as unknown as ZodInternals);
  plainChecks.set(input, plain);
  return plain;
}

function buildPlainCheck(input: ZodInternals): PlainCheck | null {
  const def = input._zod.def;
  if (def.type !== 'object' || def.shape === undefined || !hasNoChecks(def) || def.catchall !== undefined) return null;
  const fields: { key: string; check: ValueCheck; optional: boolean; list: boolean }[] = [];
  for (const [key, schema] of Object.entries(def.shape)) {
    const field = fieldCheck(schema);
    if (field === undefined) return null;
    fields.push({ key, ...field });
  }
  // zod's output: the fields in the schema's order, lists copied.
  return (args) => {
    const out: Record<string, unknown> = {};
    for (let index = 0; index < fields.length; index++) {
      const field = fields[index]!;
      const value = args[field.key];
      if (value === undefined) {
        if (!field.optional || Object.hasOwn(args, field.key)) return undefined;
        continue;
      }
      if (!field.check(value)) return undefined;
      out[field.key] = field.list ? (value as unknown[]).slice() : value;
    }
    return out;
  };
}
