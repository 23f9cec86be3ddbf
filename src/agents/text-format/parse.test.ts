import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CallParseError,
  MAX_DEPTH,
  MAX_INPUT_LENGTH,
  extractCalls,
  formatCall,
  formatCalls,
  parseCalls,
  type CallParseErrorCode,
  type ParsedCall,
} from './parse.js';

function parseOne(text: string): Record<string, unknown> {
  const calls = parseCalls(text);
  expect(calls).toHaveLength(1);
  return calls[0]!.arguments;
}

function parseError(text: string): CallParseError {
  try {
    parseCalls(text);
  } catch (error) {
    expect(error).toBeInstanceOf(CallParseError);
    return error as CallParseError;
  }
  throw new Error(`expected ${JSON.stringify(text)} not to parse`);
}

function expectError(text: string, code: CallParseErrorCode, offset: number): CallParseError {
  const error = parseError(text);
  expect({ code: error.code, offset: error.offset }).toEqual({ code, offset });
  return error;
}

/** The value of `x` in `[A(x=<literal>)]`. */
function literal(text: string): unknown {
  return parseOne(`[A(x=${text})]`).x;
}

describe('parseCalls: API-Bank examples', () => {
  it('reads a single call', () => {
    expect(parseCalls("[AddAlarm(time='08:00:00')]")).toEqual([{ name: 'AddAlarm', arguments: { time: '08:00:00' } }]);
  });

  it('reads lists of mixed quotes and escapes', () => {
    const text = `[SendEmail(to=['a@b.com', "c@d.org"], subject='Hi', body='It\\'s me\\nbye')]`;
    expect(parseOne(text)).toEqual({ to: ['a@b.com', 'c@d.org'], subject: 'Hi', body: "It's me\nbye" });
  });

  it('reads double-quoted strings', () => {
    const text = '[QueryCalendar(start_time="2023-09-11 00:00:00", end_time="2023-09-11 23:59:59")]';
    expect(parseOne(text)).toEqual({ start_time: '2023-09-11 00:00:00', end_time: '2023-09-11 23:59:59' });
  });

  it('reads every kind of value', () => {
    const text = `[ApiName(key='value', key2=12, flag=True, x=None, nested={'a': [1, 2.5, -3e2], 'b': {"c": null}})]`;
    expect(parseOne(text)).toEqual({
      key: 'value',
      key2: 12,
      flag: true,
      x: null,
      nested: { a: [1, 2.5, -300], b: { c: null } },
    });
  });

  it('reads several calls in one group or in several', () => {
    const expected = [
      { name: 'A', arguments: { x: 1 } },
      { name: 'B', arguments: { y: '2' } },
    ];
    expect(parseCalls("[A(x=1), B(y='2')]")).toEqual(expected);
    expect(parseCalls("[A(x=1)] [B(y='2')]")).toEqual(expected);
    expect(parseCalls("\n  [A(x=1)]\n\n[B(y='2')]\n")).toEqual(expected);
  });

  it('reads calls without arguments', () => {
    expect(parseCalls('[GetReminders()]')).toEqual([{ name: 'GetReminders', arguments: {} }]);
    expect(parseCalls('[ GetReminders ( ) ]')).toEqual([{ name: 'GetReminders', arguments: {} }]);
  });

  it('reads dotted call names', () => {
    expect(parseCalls('[calendar.Query(day=1)]')[0]!.name).toBe('calendar.Query');
  });

  it('treats blank text as no calls', () => {
    expect(parseCalls('')).toEqual([]);
    expect(parseCalls(' \n\t ')).toEqual([]);
  });

  it('allows whitespace and line breaks between tokens', () => {
    const text = "[\n  SendEmail(\n    to = [ 'a' ,\n 'b' ] ,\n    subject='s'\n  )\n]";
    expect(parseOne(text)).toEqual({ to: ['a', 'b'], subject: 's' });
  });

  it('allows trailing commas everywhere', () => {
    expect(parseCalls("[A(x=[1, 2,], y={'k': (1, 2,),},), B(),]")).toEqual([
      { name: 'A', arguments: { x: [1, 2], y: { k: [1, 2] } } },
      { name: 'B', arguments: {} },
    ]);
  });

  it('returns plain objects', () => {
    const args = parseOne("[A(x={'k': 1})]");
    expect(Object.getPrototypeOf(args)).toBe(Object.prototype);
    expect(Object.getPrototypeOf(args.x)).toBe(Object.prototype);
  });
});

describe('values', () => {
  it('reads Python and JSON keywords', () => {
    expect(parseOne('[A(a=True, b=False, c=None, d=true, e=false, f=null)]')).toEqual({
      a: true,
      b: false,
      c: null,
      d: true,
      e: false,
      f: null,
    });
  });

  it('reads tuples as arrays, and a parenthesised value as itself', () => {
    expect(literal('()')).toEqual([]);
    expect(literal('(1,)')).toEqual([1]);
    expect(literal("(1, 'a')")).toEqual([1, 'a']);
    expect(literal('(1)')).toBe(1);
    expect(literal('((1, 2))')).toEqual([1, 2]);
  });

  it('reads empty and nested containers', () => {
    expect(literal('[]')).toEqual([]);
    expect(literal('{}')).toEqual({});
    expect(literal("[[], {}, [[{'a': []}]]]")).toEqual([[], {}, [[{ a: [] }]]]);
  });

  it.each([
    ['0', 0],
    ['12', 12],
    ['-7', -7],
    ['+7', 7],
    ['2.5', 2.5],
    ['-2.5', -2.5],
    ['.5', 0.5],
    ['5.', 5],
    ['-3e2', -300],
    ['1E3', 1000],
    ['1e-3', 0.001],
    ['1.5e+3', 1500],
    ['00', 0],
    ['007.5', 7.5],
    ['1e-400', 0],
    ['9007199254740993.0', 9007199254740992],
  ])('reads the number %s', (text, value) => {
    expect(literal(text)).toBe(value);
  });

  it('reads -0 as the integer 0 but -0.0 as negative zero', () => {
    expect(Object.is(literal('-0'), 0)).toBe(true);
    expect(Object.is(literal('-0.0'), -0)).toBe(true);
  });

  it('reads large integers only when a double holds them exactly', () => {
    expect(literal('1152921504606846976')).toBe(2 ** 60);
    expect(literal('-9007199254740992')).toBe(-(2 ** 53));
    expectError('[A(x=9007199254740993)]', 'number-out-of-range', 5);
    expectError('[A(x=12345678901234567891)]', 'number-out-of-range', 5);
    expectError('[A(x=1e400)]', 'number-out-of-range', 5);
    expectError(`[A(x=${'9'.repeat(400)})]`, 'number-out-of-range', 5);
  });

  it('rejects malformed numbers at the offending character', () => {
    expectError('[A(x=0800)]', 'bad-number', 5);
    expectError('[A(x=12abc)]', 'bad-number', 7);
    expectError('[A(x=0x1F)]', 'bad-number', 6);
    expectError('[A(x=1.2.3)]', 'bad-number', 8);
    expectError('[A(x=1e)]', 'bad-number', 7);
    expectError('[A(x=1e+)]', 'bad-number', 8);
    expectError('[A(x=-)]', 'bad-number', 6);
    expectError('[A(x=-abc)]', 'bad-number', 6);
    expectError('[A(x=.)]', 'bad-number', 6);
    expectError('[A(x=- 1)]', 'bad-number', 6);
  });

  it('explains leading zeros', () => {
    expect(parseError('[A(time=0800)]').message).toContain("quote it if it is text, e.g. '0800'");
  });
});

describe('strings', () => {
  it.each([
    [String.raw`'a\\b'`, 'a\\b'],
    [String.raw`'a\'b'`, "a'b"],
    [String.raw`'a\"b'`, 'a"b'],
    [String.raw`"a\"b"`, 'a"b'],
    [String.raw`"a'b"`, "a'b"],
    [`'a"b'`, 'a"b'],
    [String.raw`'\n\t\r'`, '\n\t\r'],
    [String.raw`'\b\f\v\a'`, '\b\f\v\x07'],
    [String.raw`'\x41\x7e'`, 'A~'],
    [String.raw`'\u00e9\u00E9'`, 'éé'],
    [String.raw`'\U0001F600'`, '😀'],
    [String.raw`'\ud83d\ude00'`, '😀'],
    [String.raw`'\101\0\7z'`, 'A\0\x07z'],
    [String.raw`'\1234'`, 'S4'],
    [String.raw`'C:\dir\sub'`, 'C:\\dir\\sub'],
    ["'line\\\nnext'", 'linenext'],
    ["'line\\\r\nnext'", 'linenext'],
    ["''", ''],
    ['""', ''],
  ])('reads %s', (text, value) => {
    expect(literal(text)).toBe(value);
  });

  it('keeps unicode text as written', () => {
    expect(literal("'héllo 世界 😀 \u2028'")).toBe('héllo 世界 😀 \u2028');
    expectError('[Écrire(x=1)]', 'unexpected-character', 1);
  });

  it('accepts raw line breaks, which models write in long bodies', () => {
    expect(literal("'Dear Bob,\nsee you.\n'")).toBe('Dear Bob,\nsee you.\n');
  });

  it('reads triple-quoted strings', () => {
    expect(literal(`'''It's "fine"\nreally'''`)).toBe(`It's "fine"\nreally`);
    expect(literal(`"""a "" b"""`)).toBe('a "" b');
    expect(literal(`'''a\\'''b'''`)).toBe("a'''b");
    expect(literal(`''''''`)).toBe('');
  });

  it('reports an unterminated string at its opening quote', () => {
    expectError("[A(x='abc)]", 'unterminated-string', 5);
    expectError('[A(x="abc)]', 'unterminated-string', 5);
    expectError("[A(x='''abc')]", 'unterminated-string', 5);
    expectError("[A(x='abc\\", 'unterminated-string', 5);
    expect(parseError("[A(x='abc)]").message).toContain("the ' opened here is never closed");
  });

  it('reports malformed escapes at their backslash', () => {
    expectError(String.raw`[A(x='ab\x4')]`, 'bad-escape', 8);
    expectError(String.raw`[A(x='\u12')]`, 'bad-escape', 6);
    expectError(String.raw`[A(x='\uZZZZ')]`, 'bad-escape', 6);
    expectError(String.raw`[A(x='\U00110000')]`, 'bad-escape', 6);
    expectError(String.raw`[A(x='\N{BULLET}')]`, 'bad-escape', 6);
    expect(parseError(String.raw`[A(x='\x4')]`).message).toContain('\\x escape needs 2 hex digits');
  });
});

describe('errors', () => {
  it('names what was expected and shows where', () => {
    const error = expectError("[AddAlarm(time='08:00' x)]", 'unexpected-character', 23);
    expect(error.reason).toBe("expected ',' or ')' after argument 'time', found 'x'");
    expect(error.message).toBe(
      [
        "expected ',' or ')' after argument 'time', found 'x' at offset 23:",
        "  [AddAlarm(time='08:00' x)]",
        '                         ^',
      ].join('\n'),
    );
  });

  it('puts the caret under the offset in a long line', () => {
    const text = `[A(${'a'.repeat(50)}=1 ${'b'.repeat(50)}=2)]`;
    const error = parseError(text);
    const [, excerptLine, caretLine] = error.message.split('\n');
    expect(excerptLine!.startsWith('  ...')).toBe(true);
    expect(excerptLine!.endsWith('...')).toBe(true);
    expect(excerptLine![caretLine!.indexOf('^')]).toBe('b');
    expect(error.offset).toBe(text.indexOf('b'));
  });

  it('shows only the line of the error in multi-line input', () => {
    const error = parseError("[A(\n  x=1\n  y=2)]");
    expect(error.offset).toBe(12);
    expect(error.message.split('\n').slice(1)).toEqual(['    y=2)]', '    ^']);
  });

  it('marks the end of input', () => {
    const error = expectError('[A(x=1', 'unexpected-end', 6);
    expect(error.message).toContain('found end of input');
    expect(error.message).toContain('<end of input>');
  });

  it.each([
    ['[A(x=1', 6],
    ['[A(x=', 5],
    ['[A(', 3],
    ['[A', 2],
    ['[', 1],
    ['[A(x=[1, 2', 10],
    ["[A(x={'a'", 9],
    ['[A(x=1)', 7],
  ])('reports truncated %j as unexpected-end at %i', (text, offset) => {
    expectError(text, 'unexpected-end', offset);
  });

  it('reports text that is not a call', () => {
    const error = expectError('Sure! [A()]', 'unexpected-character', 0);
    expect(error.reason).toBe("expected '[' to start a call, found 'S'");
    expectError('[A()] and', 'unexpected-character', 6);
    expectError('[A()], [B()]', 'unexpected-character', 5);
  });

  it('reports a missing or malformed call name', () => {
    expectError('[]', 'unexpected-character', 1);
    expectError('[1]', 'unexpected-character', 1);
    expectError('[A x=1]', 'unexpected-character', 3);
    expect(parseError('[A x=1]').reason).toBe("expected '(' after call name 'A', found 'x'");
    expectError('[A() B()]', 'unexpected-character', 5);
  });

  it('reports positional arguments with a hint', () => {
    const error = expectError("[A('x')]", 'unexpected-character', 3);
    expect(error.reason).toContain('positional arguments are not supported');
  });

  it('reports a missing =', () => {
    expect(expectError('[A(x:1)]', 'unexpected-character', 4).reason).toBe(
      "expected '=' after argument name 'x', found ':'",
    );
    expectError('[A(x)]', 'unexpected-character', 4);
  });

  it('reports a missing value as expected-value', () => {
    expectError('[A(x=)]', 'expected-value', 5);
    expectError('[A(x=, y=1)]', 'expected-value', 5);
    expectError('[A(x=[1, , 2])]', 'expected-value', 9);
    expect(expectError('[A(x=@)]', 'expected-value', 5).reason).toBe("expected a value for argument 'x', found '@'");
  });

  it('reports bare words with a hint', () => {
    expect(expectError('[A(x=hello)]', 'expected-value', 5).reason).toContain("bare word 'hello' (strings must be quoted)");
    expect(expectError('[A(x=datetime(2023, 1, 1))]', 'expected-value', 5).reason).toContain('not calls');
    expectError('[A(x=NaN)]', 'expected-value', 5);
    expectError('[A(x=TRUE)]', 'expected-value', 5);
  });

  it('reports missing separators in containers', () => {
    expect(expectError('[A(x=[1 2])]', 'unexpected-character', 8).reason).toBe(
      "expected ',' or ']' after item 0 of the list, found '2'",
    );
    expectError('[A(x=(1 2))]', 'unexpected-character', 8);
    expectError("[A(x={'a' 1})]", 'unexpected-character', 10);
    expectError("[A(x={'a': 1 'b': 2})]", 'unexpected-character', 13);
  });

  it('requires quoted dict keys', () => {
    expect(expectError('[A(x={a: 1})]', 'unexpected-character', 6).reason).toContain('dict keys must be strings');
    expectError('[A(x={1: 1})]', 'unexpected-character', 6);
  });

  it('reports duplicate keys at the second occurrence', () => {
    expect(expectError('[A(x=1, x=2)]', 'duplicate-key', 8).reason).toBe("duplicate argument 'x'");
    expect(expectError(`[A(x={'a': 1, "a": 2})]`, 'duplicate-key', 14).reason).toBe("duplicate key 'a'");
  });

  it.each(['__proto__', 'constructor', 'prototype'])('refuses the key %s', (key) => {
    expectError(`[A(${key}=1)]`, 'forbidden-key', 3);
    expectError(`[A(x={'${key}': {'polluted': 1}})]`, 'forbidden-key', 6);
    expectError(`[A(x=[{"ok": 1, "${key}": 1}])]`, 'forbidden-key', 16);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('allows other keys that name Object.prototype members', () => {
    expect(parseOne("[A(toString=1, x={'hasOwnProperty': 2, 'valueOf': 3})]")).toEqual({
      toString: 1,
      x: { hasOwnProperty: 2, valueOf: 3 },
    });
  });

  it(`accepts ${MAX_DEPTH} levels of nesting and rejects more`, () => {
    const nested = (depth: number, open: string, close: string) => `${open.repeat(depth)}1${close.repeat(depth)}`;
    let value: unknown = 1;
    for (let i = 0; i < MAX_DEPTH; i++) value = [value];
    expect(literal(nested(MAX_DEPTH, '[', ']'))).toEqual(value);
    const error = expectError(`[A(x=${nested(MAX_DEPTH + 1, '[', ']')})]`, 'too-deep', 5 + MAX_DEPTH);
    expect(error.reason).toBe(`values nested deeper than ${MAX_DEPTH} levels`);
    expectError(`[A(x=${"{'a': ".repeat(MAX_DEPTH + 1)}1${'}'.repeat(MAX_DEPTH + 1)})]`, 'too-deep', 5 + 6 * MAX_DEPTH);
    expectError(`[A(x=${nested(MAX_DEPTH + 1, '(', ',)')})]`, 'too-deep', 5 + MAX_DEPTH);
  });

  it('counts depth per argument, not across arguments', () => {
    const deep = `${'['.repeat(MAX_DEPTH)}${']'.repeat(MAX_DEPTH)}`;
    expect(() => parseCalls(`[A(x=${deep}, y=${deep}), B(z=${deep})]`)).not.toThrow();
  });

  it(`rejects input longer than ${MAX_INPUT_LENGTH} characters`, () => {
    const text = `[A(x='${'a'.repeat(MAX_INPUT_LENGTH)}')]`;
    const error = expectError(text, 'too-long', MAX_INPUT_LENGTH);
    expect(error.reason).toBe(`input is ${text.length} characters long, over the limit of ${MAX_INPUT_LENGTH}`);
    const fits = `[A(x='${'a'.repeat(MAX_INPUT_LENGTH - 9)}')]`;
    expect(fits).toHaveLength(MAX_INPUT_LENGTH);
    expect(parseOne(fits).x).toHaveLength(MAX_INPUT_LENGTH - 9);
  });

  it('is an Error with a name', () => {
    const error = parseError('[A(');
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('CallParseError');
  });
});

describe('extractCalls', () => {
  it('finds a call surrounded by prose', () => {
    const text = "Sure, I'll set that.\n[AddAlarm(time='08:00:00')]\nAnything else?";
    expect(extractCalls(text)).toEqual({
      calls: [{ name: 'AddAlarm', arguments: { time: '08:00:00' } }],
      errors: [],
      prose: "Sure, I'll set that.\n\nAnything else?",
    });
  });

  it('finds several groups and keeps the prose between them', () => {
    const result = extractCalls('First [A(x=1)] then [B(y=2), C()] done.');
    expect(result.calls.map((c) => c.name)).toEqual(['A', 'B', 'C']);
    expect(result.prose).toBe('First  then  done.');
    expect(result.errors).toEqual([]);
  });

  it('returns empty prose when the text is only calls', () => {
    expect(extractCalls('  [A()]  ').prose).toBe('');
  });

  it('returns prose alone when there is no call', () => {
    expect(extractCalls('  Just text.  ')).toEqual({ calls: [], errors: [], prose: 'Just text.' });
    expect(extractCalls('')).toEqual({ calls: [], errors: [], prose: '' });
  });

  it('leaves brackets that are not call attempts alone', () => {
    const text = 'See [1], [the docs](http://x.y), [a, b] and [Note] or [ x ] or a[i](j).';
    expect(extractCalls(text)).toEqual({ calls: [], errors: [], prose: text });
  });

  it('does not take brackets inside a call for calls', () => {
    const result = extractCalls("[A(x='[B()]', y=[[1]])]");
    expect(result.calls).toEqual([{ name: 'A', arguments: { x: '[B()]', y: [[1]] } }]);
  });

  it('reports a broken call attempt and keeps its text as prose', () => {
    const text = 'Calling [AddAlarm(time=08:00)] now.';
    const result = extractCalls(text);
    expect(result.calls).toEqual([]);
    expect(result.errors).toHaveLength(1);
    expect(result.errors[0]!.code).toBe('bad-number');
    expect(result.errors[0]!.offset).toBe(text.indexOf('08'));
    expect(result.prose).toBe(text);
  });

  it('recovers after a broken attempt on a later line', () => {
    // The open quote runs on to the next quote, so the error lands inside the retry.
    const text = "Oops [A(x='unterminated)\nRetry: [A(x='fixed')]";
    const result = extractCalls(text);
    expect(result.errors.map((e) => [e.code, e.offset])).toEqual([['unexpected-character', text.indexOf('fixed')]]);
    expect(result.calls).toEqual([{ name: 'A', arguments: { x: 'fixed' } }]);
    expect(result.prose).toBe("Oops [A(x='unterminated)\nRetry:");
  });

  it('reports a truncated call at the end of the output', () => {
    const result = extractCalls('Here: [SendEmail(to=["a@b.c"], body="Hel');
    expect(result.errors.map((e) => e.code)).toEqual(['unterminated-string']);
  });

  it('reports errors with offsets into the whole text', () => {
    const text = 'abc [A(x=1 y=2)] [B(x=1, x=2)]';
    const result = extractCalls(text);
    expect(result.errors.map((e) => [e.code, e.offset])).toEqual([
      ['unexpected-character', text.indexOf('y')],
      ['duplicate-key', text.lastIndexOf('x')],
    ]);
  });

  it('does not re-read brackets inside a failed attempt as calls', () => {
    const result = extractCalls('[A(x=[B(y=1)] oops');
    expect(result.calls).toEqual([]);
    expect(result.errors).toHaveLength(1);
  });

  it('reports over-long input as an error', () => {
    const result = extractCalls(`x${' '.repeat(MAX_INPUT_LENGTH)}`);
    expect(result.errors.map((e) => e.code)).toEqual(['too-long']);
    expect(result.prose).toBe('x');
  });

  it('stays fast on many broken attempts', () => {
    const text = "[A(x='".repeat(20_000) + '[A('.repeat(20_000) + `[A(x='${'[A(y='.repeat(20_000)}`;
    const started = performance.now();
    const result = extractCalls(text);
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(result.calls).toEqual([]);
  });
});

describe('formatCall', () => {
  it('writes Python literals', () => {
    expect(
      formatCall({
        name: 'ApiName',
        arguments: { key: 'value', n: 12, f: -2.5, t: true, no: false, x: null, l: [1, 'a'], d: { 'a b': {} } },
      }),
    ).toBe("[ApiName(key='value', n=12, f=-2.5, t=True, no=False, x=None, l=[1, 'a'], d={'a b': {}})]");
    expect(formatCall({ name: 'GetReminders', arguments: {} })).toBe('[GetReminders()]');
  });

  it('escapes only what must be escaped', () => {
    expect(formatCall({ name: 'A', arguments: { s: `It's "a" \\ \n\t\r\0\x7f é😀` } })).toBe(
      String.raw`[A(s='It\'s "a" \\ \n\t\r\x00\x7f é😀')]`,
    );
    expect(formatCall({ name: 'A', arguments: { s: '\ud800x\udc00' } })).toBe(String.raw`[A(s='\ud800x\udc00')]`);
  });

  it('writes several calls in one group', () => {
    const calls = [
      { name: 'A', arguments: { x: 1 } },
      { name: 'B', arguments: {} },
    ];
    expect(formatCalls(calls)).toBe('[A(x=1), B()]');
    expect(parseCalls(formatCalls(calls))).toEqual(calls);
    expect(parseCalls(formatCalls([]))).toEqual([]);
  });

  it('keeps -0 and large integers exact', () => {
    expect(formatCall({ name: 'A', arguments: { z: -0, p: 0 } })).toBe('[A(z=-0.0, p=0)]');
    for (const n of [-0, 2 ** 60, -(2 ** 60) - 2048, 2 ** 70, 1e21, 5e-324, Number.MAX_VALUE, 0.1 + 0.2]) {
      expect(Object.is(parseOne(formatCall({ name: 'A', arguments: { n } })).n, n)).toBe(true);
    }
    expect(formatCall({ name: 'A', arguments: { n: 2 ** 60 } })).toBe('[A(n=1152921504606846976)]');
  });

  it('refuses NaN and infinities, which Python cannot write as literals', () => {
    for (const n of [NaN, Infinity, -Infinity]) {
      expect(() => formatCall({ name: 'A', arguments: { x: [n] } })).toThrow(RangeError);
    }
    expect(() => formatCall({ name: 'A', arguments: { x: { y: NaN } } })).toThrow('cannot format x["y"]: NaN');
  });

  it('refuses values without a Python literal', () => {
    for (const x of [undefined, 1n, () => 1, Symbol('s'), new Date(0), new Map(), [1, , 2]]) {
      expect(() => formatCall({ name: 'A', arguments: { x } })).toThrow(TypeError);
    }
  });

  it('refuses names and keys the parser would refuse', () => {
    expect(() => formatCall({ name: 'not a name', arguments: {} })).toThrow(TypeError);
    expect(() => formatCall({ name: 'A', arguments: { 'a-b': 1 } })).toThrow(TypeError);
    expect(() => formatCall({ name: 'A', arguments: JSON.parse('{"__proto__": 1}') })).toThrow(TypeError);
    expect(() => formatCall({ name: 'A', arguments: { x: JSON.parse('{"__proto__": 1}') } })).toThrow(TypeError);
    expect(() => formatCall({ name: 'A', arguments: { x: { constructor: 1 } } })).toThrow(TypeError);
  });

  it('refuses nesting beyond the parser limit, including cycles', () => {
    let value: unknown = 1;
    for (let i = 0; i < MAX_DEPTH; i++) value = [value];
    expect(parseOne(formatCall({ name: 'A', arguments: { x: value } })).x).toEqual(value);
    expect(() => formatCall({ name: 'A', arguments: { x: [value] } })).toThrow(RangeError);
    const cycle: unknown[] = [];
    cycle.push(cycle);
    expect(() => formatCall({ name: 'A', arguments: { x: cycle } })).toThrow(RangeError);
  });

  it('accepts null-prototype objects', () => {
    const args = Object.assign(Object.create(null) as Record<string, unknown>, { x: 1 });
    expect(formatCall({ name: 'A', arguments: args })).toBe('[A(x=1)]');
  });

  it('round-trips every character, lone surrogates included', () => {
    let all = '';
    for (let c = 0; c < 0x10000; c++) all += String.fromCharCode(c);
    expect(parseOne(formatCall({ name: 'A', arguments: { all } })).all).toBe(all);
  });
});

describe('formatCall then parseCalls (property)', () => {
  // Any UTF-16 code unit, lone surrogates included, besides whole code points.
  const char = fc.oneof(
    fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
    fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)),
    fc.constantFrom("'", '"', '\\', '\n', '[', ']', '(', ')', ','),
  );
  const text = fc.string({ unit: char, maxLength: 12 });
  const identifier = fc.stringMatching(/^[A-Za-z_][A-Za-z0-9_]{0,8}$/);
  const allowedKey = (key: string) => !['__proto__', 'constructor', 'prototype'].includes(key);
  // -0 is included on purpose: it survives as -0.0. NaN and infinities have no literal.
  const number = fc.oneof(
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.constantFrom(2 ** 60, -(2 ** 53) - 2, 1e21, -0),
  );
  const { value } = fc.letrec<{ value: unknown }>((tie) => ({
    value: fc.oneof(
      { depthSize: 'small', maxDepth: 5, withCrossShrink: true },
      fc.constantFrom(null, true, false),
      number,
      text,
      fc.array(tie('value'), { maxLength: 4 }),
      fc.dictionary(text.filter(allowedKey), tie('value'), { maxKeys: 4, noNullPrototype: true }),
    ),
  }));
  const call: fc.Arbitrary<ParsedCall> = fc.record({
    name: identifier,
    arguments: fc.dictionary(identifier.filter(allowedKey), value, { maxKeys: 5, noNullPrototype: true }),
  });

  it('compares with -0 distinct from 0, so the property checks the sign of zero', () => {
    expect([-0]).not.toEqual([0]);
  });

  it('gives back the same call', () => {
    fc.assert(
      fc.property(call, (c) => {
        expect(parseCalls(formatCall(c))).toEqual([c]);
      }),
      { seed: 42, numRuns: 200 },
    );
  });

  it('finds the same calls in surrounding prose', () => {
    const prose = fc.string({ maxLength: 20 }).map((s) => s.replace(/\[/g, '('));
    fc.assert(
      fc.property(prose, fc.array(call, { minLength: 1, maxLength: 3 }), prose, (before, calls, after) => {
        const result = extractCalls(`${before} ${formatCalls(calls)} ${after}`);
        expect(result.errors).toEqual([]);
        expect(result.calls).toEqual(calls);
        expect(result.prose).toBe(`${before}  ${after}`.trim());
      }),
      { seed: 42, numRuns: 200 },
    );
  });
});
