import type { z } from 'zod';
import type { AnyTool } from './define.js';

/**
 * How the executor words the problems it finds before a tool runs. The default explains what was
 * wrong and what the tool takes; a suite that replays recorded conversations can supply the original
 * system's texts instead (ToolTalk's Python messages live in `src/suites/tooltalk`). A tool's own
 * refusals (`fail(...)`) are worded by the tool and never pass through here.
 */
export interface ArgumentMessages {
  readonly name: string;
  unknownTool(name: string, tools: readonly string[]): string;
  unexpectedArgument(tool: AnyTool, key: string): string;
  missingArguments(tool: AnyTool, missing: readonly string[]): string;
  /** A value of the wrong type or outside its schema. `args` are the bound arguments. */
  invalidArgument(tool: AnyTool, issue: z.core.$ZodIssue, args: Record<string, unknown>): string;
}

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

/** Levenshtein distance, or `limit + 1` as soon as it is certain to exceed `limit`. */
function editDistance(a: string, b: string, limit: number): number {
  const width = b.length + 1;
  let previous = new Int32Array(width);
  let current = new Int32Array(width);
  for (let j = 0; j < width; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMinimum = i;
    const code = a.charCodeAt(i - 1);
    for (let j = 1; j < width; j++) {
      const substitution = previous[j - 1]! + (code === b.charCodeAt(j - 1) ? 0 : 1);
      const edit = Math.min(previous[j]!, current[j - 1]!) + 1;
      const cell = substitution < edit ? substitution : edit;
      current[j] = cell;
      if (cell < rowMinimum) rowMinimum = cell;
    }
    // Distances never shrink from one row to the next, so a row above the limit settles it.
    if (rowMinimum > limit) return limit + 1;
    const done = previous;
    previous = current;
    current = done;
  }
  return previous[b.length]!;
}

/** Up to three tool names close to a misspelled one, closest first. */
export function closeToolNames(name: string, tools: readonly string[]): string[] {
  const lower = name.slice(0, 100).toLowerCase();
  return tools
    .map((candidate) => {
      const other = candidate.toLowerCase();
      const limit = Math.max(2, Math.floor(candidate.length / 3));
      // An edit distance is at least the difference in length: most names are ruled out for free.
      const distance = Math.abs(lower.length - other.length) > limit ? Infinity : editDistance(lower, other, limit);
      return { candidate, distance, limit };
    })
    .filter(({ distance, limit }) => distance <= limit)
    .sort((a, b) => a.distance - b.distance)
    .slice(0, 3)
    .map(({ candidate }) => candidate);
}

/** The default wording: what was wrong, and what the tool takes. */
export const explainingMessages: ArgumentMessages = Object.freeze({
  name: 'toolworld',
  unknownTool(name: string, tools: readonly string[]): string {
    const close = closeToolNames(name, tools);
    const shown = tools.length > 40 ? `${tools.slice(0, 40).join(', ')}, ... (${tools.length} in all)` : tools.join(', ');
    const hint = close.length > 0 ? `did you mean ${close.join(', ')}?` : `tools: ${shown}`;
    return `API ${name.length > 100 ? `${name.slice(0, 97)}...` : name} not found; ${hint}`;
  },
  unexpectedArgument(tool: AnyTool, key: string): string {
    const takes = tool.parameters.length > 0 ? `it takes ${listNames(tool.parameters)}` : 'it takes no arguments';
    const shown = key.length > 60 ? `${key.slice(0, 57)}...` : key;
    return `${tool.name} has no argument '${shown}'; ${takes}.`;
  },
  missingArguments(tool: AnyTool, missing: readonly string[]): string {
    const noun = missing.length === 1 ? 'argument' : 'arguments';
    return `${tool.name} is missing the required ${noun} ${listNames(missing)}.`;
  },
  invalidArgument(tool: AnyTool, issue: z.core.$ZodIssue, args: Record<string, unknown>): string {
    const [name, ...rest] = issue.path;
    if (name === undefined) return `${tool.name}: ${issue.message}.`;
    const where = rest.length > 0 ? `Item ${rest.map(String).join('.')} of argument '${String(name)}'` : `Argument '${String(name)}'`;
    let inner: unknown = args[String(name)];
    for (const key of rest) inner = (inner as Record<PropertyKey, unknown> | undefined)?.[key as PropertyKey];
    if (issue.code === 'invalid_type') {
      return `${where} of ${tool.name} must be ${issue.expected === 'array' ? 'an array' : `a ${issue.expected}`}, got ${describeValue(inner)}.`;
    }
    if (issue.code === 'invalid_value') {
      return `${where} of ${tool.name} must be one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}, got ${describeValue(inner)}.`;
    }
    return `${where} of ${tool.name} is invalid: ${issue.message}.`;
  },
});
