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
 */

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
      for (let i = 0; i < 2 && this.peek() >= 0x30 && this.peek() <= 0x37; i++) value = value * 8 + this.peek() - 0x30, this.pos++;
      return String.fromCharCode(value);
    }
    // Python keeps the backslash of an unknown escape; the character after it is read normally,
    // so it may still be a quote that closes the string... no: the quote was consumed above.
    this.pos = at + 1;
    return '\\';
  }
}
