import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fastApiJson, pythonJsonDumps, pythonRepr } from '../../../src/suites/toolbench/python-json/format.js';
import { parsePythonJson, PyJsonSyntaxError } from '../../../src/suites/toolbench/python-json/parse.js';

// Expected texts were produced with CPython 3.11: str(json.loads(t)), json.dumps(...), and
// json.dumps(..., ensure_ascii=False, separators=(',', ':')).
const vectors: [string, string, string, string][] = [
  [
    '{"n": 1, "f": 1.0, "s": "1", "big": 12345678901234567890, "e": 1e-05, "x": 1e16, "t": true, "z": null}',
    "{'n': 1, 'f': 1.0, 's': '1', 'big': 12345678901234567890, 'e': 1e-05, 'x': 1e+16, 't': True, 'z': None}",
    '{"n": 1, "f": 1.0, "s": "1", "big": 12345678901234567890, "e": 1e-05, "x": 1e+16, "t": true, "z": null}',
    '{"n":1,"f":1.0,"s":"1","big":12345678901234567890,"e":1e-05,"x":1e+16,"t":true,"z":null}',
  ],
  ['{"10": "a", "2": [1.5, -0, 0.1]}', "{'10': 'a', '2': [1.5, 0, 0.1]}", '{"10": "a", "2": [1.5, 0, 0.1]}', '{"10":"a","2":[1.5,0,0.1]}'],
  ['["He said \\"hi\\" it\'s"]', `['He said "hi" it\\'s']`, '["He said \\"hi\\" it\'s"]', '["He said \\"hi\\" it\'s"]'],
  [
    '["tab\\tnew\\nline\\u0001\\u007f\\u00e9\\u4e2d\\ud83d\\ude00\\u00a0\\u200b"]',
    "['tab\\tnew\\nline\\x01\\x7fé中😀\\xa0\\u200b']",
    '["tab\\tnew\\nline\\u0001\\u007f\\u00e9\\u4e2d\\ud83d\\ude00\\u00a0\\u200b"]',
    '["tab\\tnew\\nline\\u0001\x7fé中😀\u00a0\u200b"]',
  ],
  ['[1E400, -0.0, 123.4560, 1e22, 5e-324]', '[inf, -0.0, 123.456, 1e+22, 5e-324]', '[Infinity, -0.0, 123.456, 1e+22, 5e-324]', '[Infinity,-0.0,123.456,1e+22,5e-324]'],
  ['5', '5', '5', '5'],
  ['{}', '{}', '{}', '{}'],
];

describe('Python-exact JSON (spec §2.3)', () => {
  it.each(vectors)('%s', (text, repr, dumps, compact) => {
    const value = parsePythonJson(text);
    expect.soft(pythonRepr(value), 'repr').toBe(repr);
    expect.soft(pythonJsonDumps(value), 'json.dumps').toBe(dumps);
    expect.soft(fastApiJson(value), 'FastAPI body').toBe(compact);
  });

  it('keeps int and float apart, and integer-like keys in their place', () => {
    expect(pythonRepr(parsePythonJson('{"n": 1}'))).toBe("{'n': 1}");
    expect(pythonRepr(parsePythonJson('{"n": "1"}'))).toBe("{'n': '1'}");
    expect(pythonRepr(parsePythonJson('{"n": 1.0}'))).toBe("{'n': 1.0}");
    expect(pythonRepr(parsePythonJson('{"b": 1, "10": 2, "2": 3}'))).toBe("{'b': 1, '10': 2, '2': 3}");
  });

  it('keeps the first position and the last value of a repeated key, as a Python dict', () => {
    expect(pythonRepr(parsePythonJson('{"a": 1, "b": 2, "a": 3}'))).toBe("{'a': 3, 'b': 2}");
  });

  it('indents like json.dump(indent=4)', () => {
    expect(pythonJsonDumps(parsePythonJson('{"a": [1, {"b": []}], "c": {}}'), { indent: 4 })).toBe(
      '{\n    "a": [\n        1,\n        {\n            "b": []\n        }\n    ],\n    "c": {}\n}',
    );
  });

  it.each(['', '{', '{"a" 1}', '[1,]', '{"a": 1} x', "{'a': 1}", '"raw\ncontrol"', '01', 'nul'])('refuses %j', (text) => {
    expect(() => parsePythonJson(text)).toThrow(PyJsonSyntaxError);
  });

  it('reads back what it writes, for any JSON value', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const text = JSON.stringify(value);
        const parsed = parsePythonJson(text);
        expect(pythonJsonDumps(parsePythonJson(pythonJsonDumps(parsed)))).toBe(pythonJsonDumps(parsed));
        expect(JSON.parse(fastApiJson(parsed))).toEqual(JSON.parse(text));
      }),
    );
  });
});

describe('cache keys (spec §2.3)', () => {
  it("are Python's str() of the parsed input", async () => {
    const { cacheKey, parseToolInput } = await import('../../../src/suites/toolbench/virtual-api.js');
    const key = (text: string) => {
      const parsed = parseToolInput(text);
      if (typeof parsed === 'string') throw new Error(parsed);
      return cacheKey(parsed.value);
    };
    expect(key('{\n  "q": "birthday party ideas"\n}')).toBe("{'q': 'birthday party ideas'}");
    expect(key('{"q":"birthday party ideas"}')).toBe("{'q': 'birthday party ideas'}");
    expect(key('')).toBe('{}');
    expect(key('{}')).toBe('{}');
    expect(key('5')).toBe('5');
    expect(key('true')).toBe('True');
    expect(key('null')).toBe('None');
    expect(key('[1, 2.0, "x"]')).toBe("[1, 2.0, 'x']");
    expect(key('"just text"')).toBe('just text');
    expect(key('{"name": "O\'Brien"}')).toBe(`{'name': "O'Brien"}`);
    expect(parseToolInput('{"q": ')).toMatch(/^Tool input parse error: .*\n$/);
  });
});
