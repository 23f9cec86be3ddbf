import { describe, expect, it } from 'vitest';
import { pythonJsonDumps } from '../../src/agents/index.js';

describe('pythonJsonDumps (Python json.dumps defaults)', () => {
  it('separates with ", " and ": " and keeps key order', () => {
    expect(pythonJsonDumps({ b: 1, a: [true, false, null], c: { d: 'x' } })).toBe('{"b": 1, "a": [true, false, null], "c": {"d": "x"}}');
  });

  it('escapes control characters and everything outside ASCII, surrogate halves one by one', () => {
    expect(pythonJsonDumps('tab\there "q" back\\slash\u0001 é 🙂 \u007f')).toBe(
      '"tab\\there \\"q\\" back\\\\slash\\u0001 \\u00e9 \\ud83d\\ude42 \\u007f"',
    );
  });

  it('writes numbers as Python does', () => {
    expect(pythonJsonDumps([1, -2, 1.5, 1e-7, 1e22, -0])).toBe('[1, -2, 1.5, 1e-07, 10000000000000000000000, -0.0]');
  });

  it('drops undefined members and reads Maps as objects', () => {
    expect(pythonJsonDumps({ a: undefined, b: new Map([['k', 1]]) })).toBe('{"b": {"k": 1}}');
  });
});
