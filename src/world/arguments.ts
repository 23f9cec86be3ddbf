import type { z } from 'zod';
import type { AnyTool, MessageStyle } from './define.js';
import {
  attributeLowerError,
  missingArgumentsMessage,
  pyTypeName,
  regexTypeError,
  unexpectedKeywordMessage,
} from '../python/index.js';

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

function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'number' && !Number.isFinite(value)) return String(value);
  if (typeof value === 'object') return 'an object';
  // Strings are cut before quoting (a megabyte argument must not cost a megabyte here); anything else
  // is shown with String, which unlike JSON.stringify does not throw on a BigInt.
  const text = typeof value === 'string' ? JSON.stringify(value.length > 60 ? value.slice(0, 60) : value) : String(value);
  const shown = text.length > 40 ? `${text.slice(0, 37)}...` : text;
  return `${typeof value} ${shown}`;
}

function listNames(names: readonly string[]): string {
  const quoted = names.map((name) => `'${name}'`);
  if (quoted.length <= 1) return quoted.join('');
  return `${quoted.slice(0, -1).join(', ')} and ${quoted.at(-1)}`;
}

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

function typeMessage(tool: AnyTool, issue: z.core.$ZodIssue, args: Record<string, unknown>, style: MessageStyle): string {
  const [name, ...rest] = issue.path;
  const value = name === undefined ? args : args[String(name)];
  if (style === 'tooltalk' && typeof name === 'string' && rest.length === 0) {
    const kind = tool.pythonTypeErrors?.[name];
    if (kind === 'strptime') return `strptime() argument 1 must be str, not ${pyTypeName(value)}`;
    if (kind === 'regex') return regexTypeError(value);
    if (kind === 'lower') return attributeLowerError(value);
  }
  if (name === undefined) return `${tool.name}: ${issue.message}.`;
  const where = rest.length > 0 ? `Item ${rest.map(String).join('.')} of argument '${String(name)}'` : `Argument '${String(name)}'`;
  let inner: unknown = value;
  for (const key of rest) inner = (inner as Record<PropertyKey, unknown> | undefined)?.[key as PropertyKey];
  if (issue.code === 'invalid_type') {
    return `${where} of ${tool.name} must be ${issue.expected === 'array' ? 'an array' : `a ${issue.expected}`}, got ${describeValue(inner)}.`;
  }
  if (issue.code === 'invalid_value') {
    return `${where} of ${tool.name} must be one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}, got ${describeValue(inner)}.`;
  }
  return `${where} of ${tool.name} is invalid: ${issue.message}.`;
}

/**
 * Binds a model's arguments to a tool the way ToolTalk's executor binds Python keyword arguments
 * (unknown names first, then missing ones, an explicit null for an optional parameter meaning
 * "omitted"), then checks sizes and types. Nothing here touches the world.
 */
export function bindArguments(
  tool: AnyTool,
  raw: Record<string, unknown>,
  style: MessageStyle,
  limits: ArgumentLimits,
): BoundArguments {
  const keys = Object.keys(raw);
  const shape = tool.input.shape as Record<string, z.ZodType>;
  for (const key of keys) {
    if (Object.hasOwn(shape, key)) continue;
    if (key === 'session_token' && tool.auth) continue;
    if (style === 'tooltalk') return { ok: false, message: unexpectedKeywordMessage(tool.name, key) };
    const takes = tool.parameters.length > 0 ? `it takes ${listNames(tool.parameters)}` : 'it takes no arguments';
    const shown = key.length > 60 ? `${key.slice(0, 57)}...` : key;
    return { ok: false, message: `${tool.name} has no argument '${shown}'; ${takes}.` };
  }
  const missing = tool.required.filter((name) => raw[name] === undefined);
  if (missing.length > 0) {
    if (style === 'tooltalk') return { ok: false, message: missingArgumentsMessage(tool.name, missing) };
    const noun = missing.length === 1 ? 'argument' : 'arguments';
    return { ok: false, message: `${tool.name} is missing the required ${noun} ${listNames(missing)}.` };
  }
  const args: Record<string, unknown> = {};
  for (const key of keys) {
    if (key === 'session_token' && !Object.hasOwn(shape, key)) continue;
    const value = raw[key];
    if (value === null && !tool.required.includes(key) && !tool.keepNull?.includes(key)) continue;
    const problem = checkSize(value, limits, 0, key);
    if (problem) return { ok: false, message: problem };
    args[key] = value;
  }
  const parsed = tool.input.safeParse(args);
  if (!parsed.success) {
    return { ok: false, message: typeMessage(tool, parsed.error.issues[0]!, args, style) };
  }
  return { ok: true, args: parsed.data as Record<string, unknown> };
}
