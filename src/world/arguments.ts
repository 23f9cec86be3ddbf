import type { z } from 'zod';
import type { AnyTool } from './define.js';
import { binderOf, type ArgumentBinder } from './argument-binder.js';
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
  binder: ArgumentBinder | null = binderOf(tool),
): BoundArguments {
  const quick = binder?.bind(raw, limits, injected);
  if (quick !== undefined) return { ok: true, args: quick };
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
  // The binder of ./argument-binder.ts has already accepted every plain call; what gets here is
  // worded by zod.
  const parsed = tool.input.safeParse(args);
  if (!parsed.success) {
    return { ok: false, message: messages.invalidArgument(tool, parsed.error.issues[0]!, args) };
  }
  return { ok: true, args: parsed.data as Record<string, unknown> };
}
