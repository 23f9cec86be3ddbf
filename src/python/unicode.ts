// Character classes matching CPython's Unicode predicates, which differ from
// JavaScript's built-in `\s` / `\w` in a few places that affect visible output.

const ND = /^\p{Nd}$/u;

/**
 * CPython's `str.isspace()` / `re` `\s` set. Written out because JS `\s` omits
 * U+001C..U+001F (Python treats them as separators) and includes U+FEFF
 * (Python does not).
 */
export const PY_SPACE_CLASS =
  '[\\t\\n\\v\\f\\r\\x1c-\\x20\\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000]';

/**
 * CPython's `re` `\w` for str patterns is `str.isalnum()` plus `_`: letters and
 * every numeric category (Nd, Nl, No). Unlike UTS#18 word characters it does
 * NOT include combining marks or connector punctuation other than `_`
 * (verified: `re.match(r'\w', 'a\u0301'[1])` and `'\u203f'` both fail).
 */
export const PY_WORD_CLASS_BODY = '\\p{L}\\p{N}_';

/** Decimal digits (Python `\d` and `int()`'s accepted digits). */
export const PY_DIGIT = '\\p{Nd}';

/**
 * Numeric value of a Unicode decimal digit. Unicode guarantees Nd characters
 * come in contiguous ascending runs starting at zero, so the position inside a
 * maximal contiguous Nd block, modulo 10, is the digit's value; this avoids
 * shipping a digit table.
 */
function decimalDigitValue(ch: string): number {
  const first = ch.codePointAt(0);
  if (first === undefined || !ND.test(ch)) {
    throw new RangeError(`not a decimal digit: ${JSON.stringify(ch)}`);
  }
  if (first >= 0x30 && first <= 0x39) return first - 0x30;
  let cp = first;
  while (cp > 0 && ND.test(String.fromCodePoint(cp - 1))) cp--;
  return (first - cp) % 10;
}

/**
 * Python `int()` of a regex-captured digit string. Python strips surrounding
 * whitespace first, which matters for strptime's `%d` alternative ` [1-9]`.
 */
export function parseDecimal(text: string): number {
  let value = 0;
  for (const ch of text.trim()) value = value * 10 + decimalDigitValue(ch);
  return value;
}

const NON_PRINTABLE = /^[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Cn}\p{Zl}\p{Zp}\p{Zs}]$/u;

/** CPython's `Py_UNICODE_ISPRINTABLE`, which decides what `repr` escapes. */
export function isPyPrintable(ch: string): boolean {
  return ch === ' ' || !NON_PRINTABLE.test(ch);
}
