// Python's `repr()` and `json.dumps()` of a parsed JSON value (see parse.ts). These produce the
// cache keys (§2.3), the observations the model sees (§6.2 item 5), the HTTP bodies a FastAPI server
// would send, and the cache files themselves.

import { pyFloatRepr, pyStringRepr } from '../../../python/repr.js';
import type { PyJson } from './parse.js';

/**
 * Python `repr()` (= `str()`) of a value `json.loads` produced: `{'q': 'x', 'n': 1, 'f': 1.0}`.
 *
 * @example
 * pythonRepr(parsePythonJson('{"n": 1, "ok": true, "x": null}')); // "{'n': 1, 'ok': True, 'x': None}"
 */
export function pythonRepr(value: PyJson): string {
  if (value === null) return 'None';
  if (typeof value === 'boolean') return value ? 'True' : 'False';
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'number') return pyFloatRepr(value);
  if (typeof value === 'string') return pyStringRepr(value);
  if (Array.isArray(value)) return `[${value.map(pythonRepr).join(', ')}]`;
  const items: string[] = [];
  for (const [key, item] of value) items.push(`${pyStringRepr(key)}: ${pythonRepr(item)}`);
  return `{${items.join(', ')}}`;
}

export interface PythonDumpsOptions {
  /** Escape non-ASCII as `\uXXXX` (Python's default `True`). */
  readonly ensureAscii?: boolean;
  /** Spaces per level; without it everything is on one line. */
  readonly indent?: number;
  /** `[item, key]` separators; default `[', ', ': ']`, or `[',', ': ']` with an indent (as Python). */
  readonly separators?: readonly [string, string];
}

function floatText(value: number): string {
  if (Number.isNaN(value)) return 'NaN';
  if (value === Number.POSITIVE_INFINITY) return 'Infinity';
  if (value === Number.NEGATIVE_INFINITY) return '-Infinity';
  return pyFloatRepr(value);
}

function stringText(text: string, ensureAscii: boolean): string {
  let out = '"';
  let start = 0;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    let escape: string | undefined;
    if (code === 0x22) escape = '\\"';
    else if (code === 0x5c) escape = '\\\\';
    else if (code === 0x0a) escape = '\\n';
    else if (code === 0x0d) escape = '\\r';
    else if (code === 0x09) escape = '\\t';
    else if (code === 0x08) escape = '\\b';
    else if (code === 0x0c) escape = '\\f';
    // ensure_ascii escapes all but space..tilde, each UTF-16 unit on its own (as Python does for
    // astral characters, which it writes as a surrogate pair).
    else if (code < 0x20 || (ensureAscii && code > 0x7e)) escape = `\\u${code.toString(16).padStart(4, '0')}`;
    if (escape !== undefined) {
      out += text.slice(start, index) + escape;
      start = index + 1;
    }
  }
  return `${out}${text.slice(start)}"`;
}

/**
 * Python `json.dumps(value, ensure_ascii=..., indent=..., separators=...)`.
 *
 * @example
 * pythonJsonDumps(parsePythonJson('{"a": 1.0, "b": "é"}')); // '{"a": 1.0, "b": "\\u00e9"}'
 */
export function pythonJsonDumps(value: PyJson, options: PythonDumpsOptions = {}): string {
  const ensureAscii = options.ensureAscii ?? true;
  const indent = options.indent;
  const [itemSeparator, keySeparator] = options.separators ?? (indent === undefined ? [', ', ': '] : [',', ': ']);
  const write = (item: PyJson, level: number): string => {
    if (item === null) return 'null';
    if (typeof item === 'boolean') return item ? 'true' : 'false';
    if (typeof item === 'bigint') return item.toString();
    if (typeof item === 'number') return floatText(item);
    if (typeof item === 'string') return stringText(item, ensureAscii);
    const parts: string[] = [];
    if (Array.isArray(item)) {
      if (item.length === 0) return '[]';
      for (const element of item) parts.push(write(element, level + 1));
      return wrap('[', ']', parts, level);
    }
    if (item.size === 0) return '{}';
    for (const [key, element] of item) parts.push(stringText(key, ensureAscii) + keySeparator + write(element, level + 1));
    return wrap('{', '}', parts, level);
  };
  const wrap = (open: string, close: string, parts: string[], level: number): string => {
    if (indent === undefined) return open + parts.join(itemSeparator) + close;
    const inner = '\n' + ' '.repeat(indent * (level + 1));
    return open + inner + parts.join(itemSeparator + inner) + '\n' + ' '.repeat(indent * level) + close;
  };
  return write(value, 0);
}

/**
 * The body FastAPI's `JSONResponse` sends: `json.dumps(..., ensure_ascii=False, separators=(",", ":"))`.
 * Our HTTP server writes exactly these bytes, so clients see what StableToolBench's server sent.
 */
export function fastApiJson(value: PyJson): string {
  return pythonJsonDumps(value, { ensureAscii: false, separators: [',', ':'] });
}
