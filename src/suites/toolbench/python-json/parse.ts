// A JSON parser that keeps what Python's `json.loads` keeps and `JSON.parse` loses: the
// difference between `1` and `1.0`, every digit of big integers, and the order of keys such as
// "2" and "10" (a JS object moves integer-like keys first). StableToolBench's cache keys are the
// Python repr of the parsed input, so these differences decide a hit or a miss (spec §2.3).

/**
 * A JSON value as Python holds it: integers are `bigint`, floats are `number` (always a float,
 * even when integral), objects are `Map`s in insertion order, lists are arrays.
 */
export type PyJson = null | boolean | string | bigint | number | PyJson[] | PyDict;
export type PyDict = Map<string, PyJson>;

/** The text could not be parsed; `position` is the UTF-16 offset of the problem. */
export class PyJsonSyntaxError extends Error {
  override readonly name = 'PyJsonSyntaxError';
  constructor(
    message: string,
    readonly position: number,
  ) {
    super(`${message} at position ${position}`);
  }

  static isInstance(value: unknown): value is PyJsonSyntaxError {
    return value instanceof PyJsonSyntaxError;
  }
}

const NUMBER = /-?(?:0|[1-9][0-9]*)(\.[0-9]+)?([eE][-+]?[0-9]+)?/y;
const WHITESPACE = /[ \t\n\r]*/y;
const escapes: Record<string, string> = { '"': '"', '\\': '\\', '/': '/', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' };

/**
 * Parses JSON text the way Python's `json.loads` does (strict mode: no raw control characters in
 * strings; `NaN`, `Infinity` and `-Infinity` accepted; a repeated key keeps its first position and
 * its last value).
 *
 * @example
 * parsePythonJson('{"n": 1.0, "2": 12345678901234567890}'); // Map { 'n' => 1, '2' => 12345678901234567890n }
 */
export function parsePythonJson(text: string): PyJson {
  let index = 0;

  const skip = () => {
    WHITESPACE.lastIndex = index;
    WHITESPACE.exec(text);
    index = WHITESPACE.lastIndex;
  };
  const fail = (message: string): never => {
    throw new PyJsonSyntaxError(message, index);
  };

  const parseString = (): string => {
    index++; // opening quote
    let out = '';
    let start = index;
    for (;;) {
      if (index >= text.length) fail('unterminated string');
      const code = text.charCodeAt(index);
      if (code === 0x22) {
        out += text.slice(start, index);
        index++;
        return out;
      }
      if (code < 0x20) fail('invalid control character in string');
      if (code !== 0x5c) {
        index++;
        continue;
      }
      out += text.slice(start, index);
      const kind = text[index + 1];
      if (kind === 'u') {
        const hex = text.slice(index + 2, index + 6);
        if (!/^[0-9a-fA-F]{4}$/.test(hex)) fail('invalid \\u escape');
        out += String.fromCharCode(Number.parseInt(hex, 16));
        index += 6;
      } else if (kind !== undefined && Object.hasOwn(escapes, kind)) {
        out += escapes[kind];
        index += 2;
      } else {
        fail('invalid escape');
      }
      start = index;
    }
  };

  const parseValue = (depth: number): PyJson => {
    if (depth > 1000) fail('nesting deeper than 1000 levels');
    skip();
    const char = text[index];
    if (char === '"') return parseString();
    if (char === '{') {
      index++;
      const map: PyDict = new Map();
      skip();
      if (text[index] === '}') {
        index++;
        return map;
      }
      for (;;) {
        skip();
        if (text[index] !== '"') fail('expected a property name in double quotes');
        const key = parseString();
        skip();
        if (text[index] !== ':') fail("expected ':'");
        index++;
        map.set(key, parseValue(depth + 1));
        skip();
        if (text[index] === ',') {
          index++;
          continue;
        }
        if (text[index] === '}') {
          index++;
          return map;
        }
        fail("expected ',' or '}'");
      }
    }
    if (char === '[') {
      index++;
      const list: PyJson[] = [];
      skip();
      if (text[index] === ']') {
        index++;
        return list;
      }
      for (;;) {
        list.push(parseValue(depth + 1));
        skip();
        if (text[index] === ',') {
          index++;
          continue;
        }
        if (text[index] === ']') {
          index++;
          return list;
        }
        fail("expected ',' or ']'");
      }
    }
    for (const [word, value] of literals) {
      if (text.startsWith(word, index)) {
        index += word.length;
        return value;
      }
    }
    NUMBER.lastIndex = index;
    const match = NUMBER.exec(text);
    if (match === null) return fail('expected a JSON value');
    index = NUMBER.lastIndex;
    if (match[1] === undefined && match[2] === undefined) {
      // Python's int('-0') is 0; BigInt gives the same.
      return BigInt(match[0]);
    }
    return Number(match[0]);
  };

  const value = parseValue(0);
  skip();
  if (index !== text.length) fail('extra data after the JSON value');
  return value;
}

const literals: readonly (readonly [string, PyJson])[] = [
  ['null', null],
  ['true', true],
  ['false', false],
  ['NaN', Number.NaN],
  ['Infinity', Number.POSITIVE_INFINITY],
  ['-Infinity', Number.NEGATIVE_INFINITY],
];

/**
 * Converts a plain JS value (as `JSON.parse` or a caller builds it) into the Python form:
 * integral numbers become ints, others floats. Key order is the object's own, so integer-like keys
 * come first; pass JSON text to `parsePythonJson` when the exact order matters.
 */
export function pythonJsonFromPlain(value: unknown): PyJson {
  if (value === null || value === undefined) return null;
  if (typeof value === 'boolean' || typeof value === 'string' || typeof value === 'bigint') return value;
  if (typeof value === 'number') return Number.isInteger(value) ? BigInt(value) : value;
  if (Array.isArray(value)) return value.map(pythonJsonFromPlain);
  if (value instanceof Map) return new Map([...value].map(([key, item]) => [String(key), pythonJsonFromPlain(item)]));
  if (typeof value === 'object') {
    return new Map(Object.entries(value).map(([key, item]) => [key, pythonJsonFromPlain(item)]));
  }
  return String(value);
}

/**
 * Converts the Python form to plain JS values for callers that want ordinary objects. Lossy on
 * purpose: ints beyond 2^53 lose digits, `1.0` becomes `1`, integer-like keys move first.
 */
export function pythonJsonToPlain(value: PyJson): unknown {
  if (typeof value === 'bigint') return Number(value);
  if (Array.isArray(value)) return value.map(pythonJsonToPlain);
  if (value instanceof Map) {
    const out: Record<string, unknown> = {};
    for (const [key, item] of value) out[key] = pythonJsonToPlain(item);
    return out;
  }
  return value;
}
