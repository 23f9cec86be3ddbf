// Python `type().__name__`, `repr()` and `str()` of JSON values, used wherever
// the original interpolated Python objects into messages the model sees.

import { isPyPrintable } from './unicode.js';

/** Python type name of a JSON value as `json.loads` would have produced it. */
export function pyTypeName(value: unknown): string {
  if (value === null || value === undefined) return 'None';
  switch (typeof value) {
    case 'boolean':
      return 'bool';
    case 'number':
      return Number.isInteger(value) ? 'int' : 'float';
    case 'bigint':
      return 'int';
    case 'string':
      return 'str';
    case 'object':
      return Array.isArray(value) ? 'list' : 'dict';
    default:
      return typeof value;
  }
}

function hex(cp: number, width: number): string {
  return cp.toString(16).padStart(width, '0');
}

/** Python `repr(str)`: quote choice and escapes as in CPython's unicode_repr. */
export function pyStringRepr(s: string): string {
  const quote = s.includes("'") && !s.includes('"') ? '"' : "'";
  let out = quote;
  // for..of walks code points, so astral characters and lone surrogates each
  // arrive as one unit, like Python's str indexing.
  for (const ch of s) {
    const cp = ch.codePointAt(0) as number;
    if (ch === quote || ch === '\\') out += '\\' + ch;
    else if (ch === '\t') out += '\\t';
    else if (ch === '\n') out += '\\n';
    else if (ch === '\r') out += '\\r';
    else if (cp < 0x20 || cp === 0x7f) out += '\\x' + hex(cp, 2);
    else if (cp < 0x7f || isPyPrintable(ch)) out += ch;
    else if (cp <= 0xff) out += '\\x' + hex(cp, 2);
    else if (cp <= 0xffff) out += '\\u' + hex(cp, 4);
    else out += '\\U' + hex(cp, 8);
  }
  return out + quote;
}

/**
 * Python `repr(float)`: shortest round-trip digits (JS `String` uses the same
 * criterion), laid out with Python's thresholds — positional when the decimal
 * point position is in (-4, 16], scientific with a signed 2+-digit exponent
 * otherwise — and a `.0` on integral positional values.
 */
export function pyFloatRepr(x: number): string {
  if (Number.isNaN(x)) return 'nan';
  if (x === Infinity) return 'inf';
  if (x === -Infinity) return '-inf';
  const sign = x < 0 || Object.is(x, -0) ? '-' : '';
  if (x === 0) return sign + '0.0';
  const [mantissa = '', exponent = '0'] = String(Math.abs(x)).split('e');
  const [intPart = '', fracPart = ''] = mantissa.split('.');
  let digits = intPart + fracPart;
  // decpt: the value is 0.<digits> * 10^decpt.
  let decpt = intPart.length + Number(exponent);
  const leadingZeros = /^0*/.exec(digits)?.[0].length ?? 0;
  digits = digits.slice(leadingZeros).replace(/0+$/, '');
  decpt -= leadingZeros;

  if (decpt > -4 && decpt <= 16) {
    if (decpt <= 0) return `${sign}0.${'0'.repeat(-decpt)}${digits}`;
    if (decpt >= digits.length) return `${sign}${digits}${'0'.repeat(decpt - digits.length)}.0`;
    return `${sign}${digits.slice(0, decpt)}.${digits.slice(decpt)}`;
  }
  const e = decpt - 1;
  const head = digits.length > 1 ? `${digits[0]}.${digits.slice(1)}` : digits;
  return `${sign}${head}e${e < 0 ? '-' : '+'}${String(Math.abs(e)).padStart(2, '0')}`;
}

/** Python `repr()` of a JSON value. */
export function pyRepr(value: unknown): string {
  if (value === null || value === undefined) return 'None';
  switch (typeof value) {
    case 'boolean':
      return value ? 'True' : 'False';
    case 'number':
      // BigInt keeps every digit of large integers (String(1e21) is '1e+21').
      return Number.isInteger(value) ? BigInt(value).toString() : pyFloatRepr(value);
    case 'bigint':
      return value.toString();
    case 'string':
      return pyStringRepr(value);
    case 'object': {
      if (Array.isArray(value)) return `[${value.map(pyRepr).join(', ')}]`;
      const items = Object.entries(value as Record<string, unknown>).map(
        ([k, v]) => `${pyStringRepr(k)}: ${pyRepr(v)}`,
      );
      return `{${items.join(', ')}}`;
    }
    default:
      return String(value);
  }
}

/** Python `str()`: strings verbatim, everything else via `repr`. */
export function pyStr(value: unknown): string {
  return typeof value === 'string' ? value : pyRepr(value);
}
