/**
 * Tool calls in API-Bank's text format, for models without native function calling:
 * `[AddAlarm(time='08:00:00')]`, `[A(x=1), B(y='2')]`, `[A(x=1)] [B(y=2)]`.
 *
 * Argument values are Python literals, read by a hand-written recursive-descent parser rather
 * than `eval`, since the text comes from a model and must never be executed. Where Python and
 * model habits disagree, the choices are:
 * - `true/false/null` are accepted next to `True/False/None`, because models mix JSON in.
 * - Raw line breaks are accepted inside single-quoted strings (Python rejects them), because
 *   models write multi-line email bodies that way and the intent is unambiguous.
 * - Unknown escapes such as `\d` keep their backslash, as Python does; malformed `\x`, `\u`,
 *   `\U` escapes are errors, as in Python.
 * - `(x)` is just `x` in parentheses and `(x,)`/`(x, y)`/`()` are tuples, read as arrays, as in
 *   Python.
 * - Integers are Python ints, so `-0` is 0; floats keep their sign, so `-0.0` is -0. An integer
 *   a JS number cannot hold exactly is an error rather than a silently different value, and so
 *   is a float that overflows to infinity.
 * - Duplicate keys are errors (Python keeps the last) since either reading could be wrong.
 * - `__proto__`, `constructor` and `prototype` are refused as keys so that consumers copying
 *   arguments into other objects cannot be tricked into touching prototypes.
 * - Call names and argument names are ASCII identifiers (call names may be dotted, `a.B`), as
 *   API names are. String prefixes (`r''`, `u''`, `b''`), adjacent-string concatenation, `\N{..}`
 *   escapes, `#` comments and non-decimal numbers are not read: models do not write them here.
 */

import { readApiBankCall } from './api-bank-dialect.js';

export type ParsedCall = { name: string; arguments: Record<string, unknown> };

export type CallParseErrorCode =
  | 'unexpected-character'
  | 'unexpected-end'
  | 'unterminated-string'
  | 'bad-escape'
  | 'bad-number'
  | 'number-out-of-range'
  | 'duplicate-key'
  | 'forbidden-key'
  | 'expected-value'
  | 'too-deep'
  | 'too-long';

/** Containers (lists, tuples, dicts) may nest this deep inside one argument. */
export const MAX_DEPTH = 64;
/** Longest input, in UTF-16 code units, that the parser will look at. */
export const MAX_INPUT_LENGTH = 1_000_000;

const FORBIDDEN_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);
const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;
const CALL_NAME = /^[A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)*$/;

const EXCERPT_BEFORE = 30;
const EXCERPT_AFTER = 20;

export class CallParseError extends Error {
  override readonly name = 'CallParseError';
  readonly code: CallParseErrorCode;
  /** 0-based index into the parsed text (UTF-16 code units). */
  readonly offset: number;
  /** The message without position and excerpt, for callers that show their own context. */
  readonly reason: string;

  constructor(code: CallParseErrorCode, reason: string, text: string, offset: number) {
    super(`${reason} at offset ${offset}:\n${excerpt(text, offset)}`);
    this.code = code;
    this.offset = offset;
    this.reason = reason;
  }
}

/**
 * Two lines: the text around `offset` (its own line only, so the caret lines up) and a caret
 * under `offset`. Only a bounded window is read, so building many errors over a long input stays
 * linear.
 */
function excerpt(text: string, offset: number): string {
  let start = offset;
  while (start > 0 && offset - start < EXCERPT_BEFORE && !isLineBreak(text.charCodeAt(start - 1))) start--;
  let end = offset;
  while (end < text.length && end - offset < EXCERPT_AFTER && !isLineBreak(text.charCodeAt(end))) end++;
  // Never cut a surrogate pair in half: the excerpt would hold a lone surrogate.
  if (start > 0 && isLowSurrogate(text.charCodeAt(start))) start++;
  if (end < text.length && isLowSurrogate(text.charCodeAt(end))) end--;
  const before = start > 0 && !isLineBreak(text.charCodeAt(start - 1)) ? '...' : '';
  const after = end < text.length && !isLineBreak(text.charCodeAt(end)) ? '...' : '';
  // Tabs and control characters would shift the caret, so each becomes one visible character.
  const shown = text.slice(start, end).replace(/[\u0000-\u001f\u007f]/g, (c) => (c === '\t' ? ' ' : '?'));
  const atEnd = offset >= text.length ? ' <end of input>' : '';
  return `  ${before}${shown}${after}${atEnd}\n  ${' '.repeat(before.length + offset - start)}^`;
}

function isLineBreak(c: number): boolean {
  return c === 0x0a || c === 0x0d;
}

function isLowSurrogate(c: number): boolean {
  return c >= 0xdc00 && c <= 0xdfff;
}

function isWhitespace(c: number): boolean {
  return c === 0x20 || (c >= 0x09 && c <= 0x0d);
}

function isDigit(c: number): boolean {
  return c >= 0x30 && c <= 0x39;
}

function isIdentifierStart(c: number): boolean {
  return (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a) || c === 0x5f;
}

function isIdentifierPart(c: number): boolean {
  return isIdentifierStart(c) || isDigit(c);
}

function hexValue(c: number): number {
  if (isDigit(c)) return c - 0x30;
  const lower = c | 0x20;
  return lower >= 0x61 && lower <= 0x66 ? lower - 0x61 + 10 : -1;
}

/** Names a character for a message; quotes would be ambiguous around a quote character. */
function describeAt(text: string, pos: number): string {
  if (pos >= text.length) return 'end of input';
  const cp = text.codePointAt(pos)!;
  if (cp < 0x20 || cp === 0x7f) return cp === 0x0a || cp === 0x0d ? 'a line break' : `U+${hex(cp, 4)}`;
  const ch = String.fromCodePoint(cp);
  return ch === "'" ? `"'"` : `'${ch}'`;
}

function hex(n: number, width: number): string {
  return n.toString(16).toUpperCase().padStart(width, '0');
}

/** Keys can hold anything; a message should show a short, single-line form. */
function showKey(key: string): string {
  if (/^[\x20-\x26\x28-\x7e]{0,40}$/.test(key)) return `'${key}'`;
  return key.length > 40 ? `${JSON.stringify(key.slice(0, 40))}...` : JSON.stringify(key);
}

class Parser {
  pos = 0;
  private depth = 0;

  constructor(private readonly text: string) {}

  private fail(code: CallParseErrorCode, reason: string, offset = this.pos): never {
    throw new CallParseError(code, reason, this.text, offset);
  }

  /** Reports a missing token; running out of input is told apart because it means truncation. */
  private expected(what: string, hint = ''): never {
    const code = this.atEnd() ? 'unexpected-end' : 'unexpected-character';
    this.fail(code, `expected ${what}, found ${describeAt(this.text, this.pos)}${hint}`);
  }

  atEnd(): boolean {
    return this.pos >= this.text.length;
  }

  private peek(): number {
    return this.text.charCodeAt(this.pos);
  }

  skipWhitespace(): void {
    while (isWhitespace(this.text.charCodeAt(this.pos))) this.pos++;
  }

  /** Consumes `char` if it is next. */
  private eat(char: string): boolean {
    if (this.text[this.pos] !== char) return false;
    this.pos++;
    return true;
  }

  /** Whether `[`, a call name and `(` start at `pos`: what a call attempt looks like. */
  looksLikeCall(): boolean {
    const saved = this.pos;
    try {
      if (!this.eat('[')) return false;
      this.skipWhitespace();
      if (this.readCallName() === undefined) return false;
      this.skipWhitespace();
      return this.text[this.pos] === '(';
    } finally {
      this.pos = saved;
    }
  }

  /** `[` call (`,` call)* `,`? `]` */
  group(): ParsedCall[] {
    if (!this.eat('[')) this.expected("'[' to start a call");
    const calls: ParsedCall[] = [];
    for (;;) {
      this.skipWhitespace();
      if (calls.length > 0 && this.eat(']')) return calls;
      const call = this.call();
      calls.push(call);
      this.skipWhitespace();
      if (this.eat(',')) continue;
      if (this.eat(']')) return calls;
      this.expected(`',' or ']' after call '${call.name}'`);
    }
  }

  private readCallName(): string | undefined {
    const start = this.pos;
    if (!isIdentifierStart(this.peek())) return undefined;
    for (;;) {
      while (isIdentifierPart(this.peek())) this.pos++;
      // A dot continues the name only when an identifier follows, so `A.(` is not a name.
      if (this.text[this.pos] !== '.' || !isIdentifierStart(this.text.charCodeAt(this.pos + 1))) break;
      this.pos++;
    }
    return this.text.slice(start, this.pos);
  }

  private call(): ParsedCall {
    const name = this.readCallName();
    if (name === undefined) this.expected('a call name');
    this.skipWhitespace();
    if (!this.eat('(')) this.expected(`'(' after call name '${name}'`);
    const args: Record<string, unknown> = {};
    this.skipWhitespace();
    if (this.eat(')')) return { name, arguments: args };
    for (;;) {
      const key = this.argumentName(args);
      args[key] = this.value(`argument '${key}'`);
      this.skipWhitespace();
      const comma = this.eat(',');
      if (comma) this.skipWhitespace();
      if (this.eat(')')) return { name, arguments: args };
      if (!comma) this.expected(`',' or ')' after argument '${key}'`);
    }
  }

  /** Reads `name =` and leaves the parser at the value. */
  private argumentName(args: Record<string, unknown>): string {
    const start = this.pos;
    if (!isIdentifierStart(this.peek())) {
      const hint = this.startsValue() ? ' (positional arguments are not supported; write name=value)' : '';
      this.expected("argument name or ')'", hint);
    }
    while (isIdentifierPart(this.peek())) this.pos++;
    const key = this.text.slice(start, this.pos);
    this.checkKey(args, key, start, 'argument');
    this.skipWhitespace();
    if (!this.eat('=')) this.expected(`'=' after argument name '${key}'`);
    this.skipWhitespace();
    return key;
  }

  private checkKey(target: Record<string, unknown>, key: string, offset: number, kind: string): void {
    if (FORBIDDEN_KEYS.has(key)) this.fail('forbidden-key', `${kind} name ${showKey(key)} is not allowed`, offset);
    if (Object.hasOwn(target, key)) this.fail('duplicate-key', `duplicate ${kind} ${showKey(key)}`, offset);
  }

  private startsValue(): boolean {
    const c = this.peek();
    return c === 0x27 || c === 0x22 || c === 0x5b || c === 0x7b || c === 0x28 || isNumberStart(c);
  }

  /** One Python literal; `context` says what it belongs to, for messages. */
  private value(context: string): unknown {
    const c = this.peek();
    if (c === 0x27 || c === 0x22) return this.string();
    if (c === 0x5b) return this.list();
    if (c === 0x28) return this.tuple();
    if (c === 0x7b) return this.dict();
    if (isNumberStart(c)) return this.number();
    if (isIdentifierStart(c)) return this.keyword(context);
    if (this.atEnd()) this.expected(`a value for ${context}`);
    this.fail('expected-value', `expected a value for ${context}, found ${describeAt(this.text, this.pos)}`);
  }

  private keyword(context: string): unknown {
    const start = this.pos;
    while (isIdentifierPart(this.peek())) this.pos++;
    const word = this.text.slice(start, this.pos);
    switch (word) {
      case 'True':
      case 'true':
        return true;
      case 'False':
      case 'false':
        return false;
      case 'None':
      case 'null':
        return null;
    }
    this.skipWhitespace();
    const hint = this.text[this.pos] === '(' ? 'only literals are allowed, not calls' : 'strings must be quoted';
    this.fail('expected-value', `expected a value for ${context}, found bare word '${word}' (${hint})`, start);
  }

  private enter(): void {
    if (++this.depth > MAX_DEPTH) this.fail('too-deep', `values nested deeper than ${MAX_DEPTH} levels`);
    this.pos++;
  }

  private list(): unknown[] {
    this.enter();
    const items = this.items(']');
    this.depth--;
    return items;
  }

  /** Python reads `(x)` as `x` and only a comma or emptiness makes a tuple. */
  private tuple(): unknown {
    this.enter();
    this.skipWhitespace();
    let result: unknown;
    if (this.eat(')')) {
      result = [];
    } else {
      const first = this.value('item 0 of the tuple');
      this.skipWhitespace();
      if (this.eat(')')) {
        result = first;
      } else {
        if (!this.eat(',')) this.expected("',' or ')' after item 0 of the tuple");
        result = [first, ...this.items(')', 1)];
      }
    }
    this.depth--;
    return result;
  }

  /** Items up to and including `close`, the opening bracket (or first items) already read. */
  private items(close: ']' | ')', index = 0): unknown[] {
    const kind = close === ']' ? 'list' : 'tuple';
    const items: unknown[] = [];
    for (let i = index; ; i++) {
      this.skipWhitespace();
      if (this.eat(close)) return items;
      items.push(this.value(`item ${i} of the ${kind}`));
      this.skipWhitespace();
      if (this.eat(close)) return items;
      if (!this.eat(',')) this.expected(`',' or '${close}' after item ${i} of the ${kind}`);
    }
  }

  private dict(): Record<string, unknown> {
    this.enter();
    const result: Record<string, unknown> = {};
    for (;;) {
      this.skipWhitespace();
      if (this.eat('}')) break;
      const start = this.pos;
      const c = this.peek();
      if (c !== 0x27 && c !== 0x22) this.expected("a quoted string key or '}'", ' (dict keys must be strings)');
      const key = this.string();
      this.checkKey(result, key, start, 'key');
      this.skipWhitespace();
      if (!this.eat(':')) this.expected(`':' after key ${showKey(key)}`);
      this.skipWhitespace();
      result[key] = this.value(`key ${showKey(key)}`);
      this.skipWhitespace();
      if (this.eat('}')) break;
      if (!this.eat(',')) this.expected(`',' or '}' after the value of key ${showKey(key)}`);
    }
    this.depth--;
    return result;
  }

  private string(): string {
    const start = this.pos;
    const quote = this.text[start]!;
    const triple = this.text.startsWith(quote.repeat(3), start);
    const closing = triple ? quote.repeat(3) : quote;
    this.pos += closing.length;
    let out = '';
    let chunk = this.pos;
    for (;;) {
      if (this.atEnd()) {
        this.fail('unterminated-string', `unterminated string: the ${closing} opened here is never closed`, start);
      }
      const c = this.text[this.pos];
      if (c === quote && this.text.startsWith(closing, this.pos)) {
        out += this.text.slice(chunk, this.pos);
        this.pos += closing.length;
        return out;
      }
      if (c === '\\') {
        out += this.text.slice(chunk, this.pos);
        out += this.escape(start, closing);
        chunk = this.pos;
      } else {
        this.pos++;
      }
    }
  }

  /** Python's escapes; `pos` is at the backslash. */
  private escape(stringStart: number, closing: string): string {
    const at = this.pos;
    const c = this.text[at + 1];
    this.pos += 2;
    switch (c) {
      case undefined:
        this.fail('unterminated-string', `unterminated string: the ${closing} opened here is never closed`, stringStart);
      case '\n':
        return '';
      case '\r':
        this.eat('\n');
        return '';
      case '\\':
      case "'":
      case '"':
        return c;
      case 'n':
        return '\n';
      case 't':
        return '\t';
      case 'r':
        return '\r';
      case 'b':
        return '\b';
      case 'f':
        return '\f';
      case 'v':
        return '\v';
      case 'a':
        return '\x07';
      case 'x':
        return String.fromCharCode(this.hexDigits(2, at, '\\x'));
      case 'u':
        return String.fromCharCode(this.hexDigits(4, at, '\\u'));
      case 'U': {
        const cp = this.hexDigits(8, at, '\\U');
        if (cp > 0x10ffff) this.fail('bad-escape', `\\U escape beyond U+10FFFF`, at);
        return String.fromCodePoint(cp);
      }
      case 'N':
        this.fail('bad-escape', 'named escapes (\\N{...}) are not supported', at);
    }
    if (c >= '0' && c <= '7') {
      // Up to three octal digits, the first already read.
      let value = c.charCodeAt(0) - 0x30;
      for (let i = 0; i < 2 && isOctalDigit(this.peek()); i++) value = value * 8 + this.text.charCodeAt(this.pos++) - 0x30;
      return String.fromCharCode(value);
    }
    // Python keeps the backslash of an unknown escape (`\d` stays two characters).
    return `\\${c}`;
  }

  private hexDigits(count: number, at: number, name: string): number {
    let value = 0;
    for (let i = 0; i < count; i++) {
      const digit = hexValue(this.peek());
      if (digit < 0) this.fail('bad-escape', `${name} escape needs ${count} hex digits`, at);
      value = value * 16 + digit;
      this.pos++;
    }
    return value;
  }

  private number(): number {
    const start = this.pos;
    if (this.peek() === 0x2b || this.peek() === 0x2d) this.pos++;
    const intStart = this.pos;
    while (isDigit(this.peek())) this.pos++;
    const intDigits = this.pos - intStart;
    let isFloat = false;
    if (this.peek() === 0x2e && (intDigits > 0 || isDigit(this.text.charCodeAt(this.pos + 1)))) {
      isFloat = true;
      this.pos++;
      while (isDigit(this.peek())) this.pos++;
    }
    if (intDigits === 0 && !isFloat) this.missingDigit(this.peek() === 0x2e ? this.pos + 1 : this.pos, 'number');
    if ((this.peek() | 0x20) === 0x65) {
      isFloat = true;
      this.pos++;
      if (this.peek() === 0x2b || this.peek() === 0x2d) this.pos++;
      if (!isDigit(this.peek())) this.missingDigit(this.pos, 'the exponent');
      while (isDigit(this.peek())) this.pos++;
    }
    const literal = this.text.slice(this.text[start] === '+' ? start + 1 : start, this.pos);
    if (isIdentifierPart(this.peek()) || this.peek() === 0x2e) {
      this.fail('bad-number', `invalid number: unexpected ${describeAt(this.text, this.pos)} after '${shorten(literal)}'`);
    }
    if (!isFloat && intDigits > 1 && this.text[intStart] === '0' && /[1-9]/.test(literal)) {
      this.fail('bad-number', "leading zeros are not allowed in integers (quote it if it is text, e.g. '0800')", start);
    }
    const value = Number(literal);
    if (!Number.isFinite(value)) this.fail('number-out-of-range', `number '${shorten(literal)}' is too large`, start);
    if (isFloat) return value;
    if (value === 0) return 0; // Python ints have no negative zero
    if (!Number.isSafeInteger(value) && BigInt(literal) !== BigInt(value)) {
      this.fail(
        'number-out-of-range',
        `integer '${shorten(literal)}' cannot be represented exactly (quote it if it is an identifier)`,
        start,
      );
    }
    return value;
  }

  private missingDigit(offset: number, where: string): never {
    this.pos = offset;
    const code = this.atEnd() ? 'unexpected-end' : 'bad-number';
    this.fail(code, `expected a digit in ${where}, found ${describeAt(this.text, offset)}`);
  }
}

function isNumberStart(c: number): boolean {
  return isDigit(c) || c === 0x2d || c === 0x2b || c === 0x2e;
}

function isOctalDigit(c: number): boolean {
  return c >= 0x30 && c <= 0x37;
}

function shorten(s: string): string {
  return s.length > 40 ? `${s.slice(0, 40)}...` : s;
}

function lineEnd(text: string, from: number): number {
  const newline = text.indexOf('\n', from);
  return newline === -1 ? text.length : newline;
}

function lengthError(text: string): CallParseError | undefined {
  if (text.length <= MAX_INPUT_LENGTH) return undefined;
  const reason = `input is ${text.length} characters long, over the limit of ${MAX_INPUT_LENGTH}`;
  return new CallParseError('too-long', reason, text, MAX_INPUT_LENGTH);
}

/**
 * `strict` (default): toolworld's reading, Python literals with typed values and errors with
 * offsets. `api-bank`: exactly what API-Bank's own extraction reads (the first call, string values,
 * its truncations), `[]` where it finds no call.
 */
export interface ParseCallsOptions {
  readonly dialect?: 'strict' | 'api-bank';
}

/**
 * Parses text that is nothing but calls: bracketed groups separated by whitespace. Empty or
 * blank text is zero calls.
 * @throws CallParseError at the first problem
 */
export function parseCalls(text: string, options: ParseCallsOptions = {}): ParsedCall[] {
  if (options.dialect === 'api-bank') {
    // API-Bank's extraction never fails: it finds one call or none (spec §4).
    const call = readApiBankCall(text);
    return call === undefined ? [] : [{ name: call.name, arguments: call.arguments }];
  }
  const tooLong = lengthError(text);
  if (tooLong !== undefined) throw tooLong;
  const parser = new Parser(text);
  const calls: ParsedCall[] = [];
  for (;;) {
    parser.skipWhitespace();
    if (parser.atEnd()) return calls;
    for (const call of parser.group()) calls.push(call);
  }
}

/**
 * Finds the bracketed calls in a model's free text. A `[` counts as a call attempt only when a
 * call name and `(` follow it, so prose like `[1]` or `[see below]` is left alone; an attempt
 * that fails to parse is reported in `errors` and its text stays in `prose` (scanning resumes at
 * the error or the end of the attempt's line, whichever is first). `prose` is the text outside
 * the parsed calls, joined as it stood, then trimmed.
 */
export function extractCalls(text: string): { calls: ParsedCall[]; errors: CallParseError[]; prose: string } {
  const tooLong = lengthError(text);
  if (tooLong !== undefined) return { calls: [], errors: [tooLong], prose: text.trim() };
  const calls: ParsedCall[] = [];
  const errors: CallParseError[] = [];
  let prose = '';
  let copied = 0;
  for (let i = text.indexOf('['); i !== -1; i = text.indexOf('[', i)) {
    const parser = new Parser(text);
    parser.pos = i;
    if (!parser.looksLikeCall()) {
      i++;
      continue;
    }
    try {
      for (const call of parser.group()) calls.push(call);
      prose += text.slice(copied, i);
      copied = i = parser.pos;
    } catch (error) {
      if (!(error instanceof CallParseError)) throw error;
      errors.push(error);
      // Brackets before the error belong to the failed attempt and are not tried again, but
      // only up to the end of the attempt's line: a quote left open swallows text up to some
      // later quote, and a retry on the next line must still be found.
      i = Math.max(i + 1, Math.min(error.offset, lineEnd(text, i)));
    }
  }
  prose += text.slice(copied);
  return { calls, errors, prose: prose.trim() };
}

/**
 * Writes a call as `[Name(key=value, ...)]` with Python literals, the inverse of `parseCalls`.
 * -0 is written `-0.0` so that it comes back as -0 (`-0` would be the integer 0).
 * @throws RangeError for NaN, ±Infinity (Python has no literal for them) and values nested
 *   deeper than MAX_DEPTH (which includes circular ones)
 * @throws TypeError for names that are not identifiers, forbidden keys, and values with no
 *   Python literal (undefined, bigint, functions, symbols, class instances)
 */
export function formatCall(call: ParsedCall): string {
  return `[${formatOne(call)}]`;
}

/** Several calls in one bracket group; no calls is the empty string, which parses to none. */
export function formatCalls(calls: readonly ParsedCall[]): string {
  return calls.length === 0 ? '' : `[${calls.map(formatOne).join(', ')}]`;
}

function formatOne(call: ParsedCall): string {
  if (typeof call.name !== 'string' || !CALL_NAME.test(call.name)) {
    throw new TypeError(`cannot format call name ${JSON.stringify(call.name)}: not an identifier`);
  }
  if (!isPlainObject(call.arguments)) {
    throw new TypeError(`cannot format the arguments of '${call.name}': not a plain object`);
  }
  const parts: string[] = [];
  for (const key of Object.keys(call.arguments)) {
    if (!IDENTIFIER.test(key)) throw new TypeError(`cannot format argument name ${JSON.stringify(key)}: not an identifier`);
    if (FORBIDDEN_KEYS.has(key)) throw new TypeError(`cannot format argument name '${key}': not allowed`);
    parts.push(`${key}=${formatValue(call.arguments[key], 0, key)}`);
  }
  return `${call.name}(${parts.join(', ')})`;
}

/** `depth` counts the containers around `value`; `path` names it for errors. */
function formatValue(value: unknown, depth: number, path: string): string {
  if (value === null) return 'None';
  if (typeof value === 'boolean') return value ? 'True' : 'False';
  if (typeof value === 'number') return formatNumber(value, path);
  if (typeof value === 'string') return quote(value);
  const isArray = Array.isArray(value);
  if (!isArray && !isPlainObject(value)) {
    throw new TypeError(`cannot format ${path}: ${describeType(value)} has no Python literal`);
  }
  if (depth >= MAX_DEPTH) {
    throw new RangeError(`cannot format ${path}: nested deeper than ${MAX_DEPTH} levels (or circular)`);
  }
  if (isArray) {
    const items: string[] = [];
    // Indexing rather than map, so holes are reported as undefined instead of skipped.
    for (let i = 0; i < value.length; i++) items.push(formatValue(value[i], depth + 1, `${path}[${i}]`));
    return `[${items.join(', ')}]`;
  }
  const entries: string[] = [];
  for (const key of Object.keys(value)) {
    const keyPath = `${path}[${JSON.stringify(key)}]`;
    if (FORBIDDEN_KEYS.has(key)) throw new TypeError(`cannot format ${keyPath}: key not allowed`);
    entries.push(`${quote(key)}: ${formatValue(value[key], depth + 1, keyPath)}`);
  }
  return `{${entries.join(', ')}}`;
}

function formatNumber(n: number, path: string): string {
  if (!Number.isFinite(n)) throw new RangeError(`cannot format ${path}: ${n} has no Python literal`);
  if (Object.is(n, -0)) return '-0.0';
  const text = String(n);
  // Past 2^53 String() gives the shortest digits that round-trip as a double, not the exact
  // integer, and the parser wants integers exact, so those are written out in full.
  if (Number.isInteger(n) && !Number.isSafeInteger(n) && !text.includes('e')) return BigInt(n).toString();
  return text;
}

/** Single-quoted, escaping only what must be; other non-ASCII text stays readable as is. */
function quote(s: string): string {
  let out = "'";
  let copied = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    let escaped: string;
    if (c === 0x5c) escaped = '\\\\';
    else if (c === 0x27) escaped = "\\'";
    else if (c === 0x0a) escaped = '\\n';
    else if (c === 0x0d) escaped = '\\r';
    else if (c === 0x09) escaped = '\\t';
    else if (c < 0x20 || c === 0x7f) escaped = `\\x${hex(c, 2).toLowerCase()}`;
    else if (c >= 0xd800 && c <= 0xdbff && isLowSurrogate(s.charCodeAt(i + 1))) {
      i++;
      continue;
    } else if (c >= 0xd800 && c <= 0xdfff) escaped = `\\u${hex(c, 4).toLowerCase()}`;
    else continue;
    out += s.slice(copied, i) + escaped;
    copied = i + 1;
  }
  return `${out}${s.slice(copied)}'`;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function describeType(value: unknown): string {
  if (typeof value === 'object' && value !== null) return value.constructor?.name ?? 'object';
  return typeof value;
}
