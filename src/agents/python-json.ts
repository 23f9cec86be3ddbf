import { pyFloatRepr } from '../python/repr.js';
import { isDatabaseMap } from '../world/sharded-map.js';

function escapeString(text: string): string {
  let out = '"';
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code === 0x22) out += '\\"';
    else if (code === 0x5c) out += '\\\\';
    else if (code === 0x0a) out += '\\n';
    else if (code === 0x0d) out += '\\r';
    else if (code === 0x09) out += '\\t';
    else if (code === 0x08) out += '\\b';
    else if (code === 0x0c) out += '\\f';
    // Python's ensure_ascii escapes everything outside space..tilde, surrogate halves one by one.
    else if (code < 0x20 || code > 0x7e) out += `\\u${code.toString(16).padStart(4, '0')}`;
    else out += text[index];
  }
  return `${out}"`;
}

function numberText(value: number): string {
  if (Number.isNaN(value)) return 'NaN';
  if (value === Infinity) return 'Infinity';
  if (value === -Infinity) return '-Infinity';
  // A JS number does not remember whether it was written `1` or `1.0`; integral values print as ints.
  if (Number.isInteger(value) && !Object.is(value, -0)) return BigInt(value).toString();
  return pyFloatRepr(value);
}

/**
 * Python's `json.dumps` with its defaults (spec §8): `", "` and `": "` separators, non-ASCII text
 * escaped as `\uXXXX`, keys in insertion order. This is how ToolTalk showed arguments and tool
 * results to a model, so prompts read the same as in the original.
 *
 * @example
 * pythonJsonDumps({ response: { ok: 'Olá' }, exception: null }); // '{"response": {"ok": "Ol\\u00e1"}, "exception": null}'
 */
export function pythonJsonDumps(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number') return numberText(value);
  if (typeof value === 'string') return escapeString(value);
  if (Array.isArray(value)) return `[${value.map(pythonJsonDumps).join(', ')}]`;
  if (isDatabaseMap(value)) return pythonJsonDumps(Object.fromEntries(value));
  if (typeof value === 'object') {
    const items = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .map(([key, item]) => `${escapeString(key)}: ${pythonJsonDumps(item)}`);
    return `{${items.join(', ')}}`;
  }
  return escapeString(String(value));
}
