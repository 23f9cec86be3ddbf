import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allMatches } from '../../src/semantic/all-matches.js';

/** What a match says, as plain data: its text, where it starts, its groups. */
const shown = (matches: readonly RegExpExecArray[]) => matches.map((match) => ({ found: [...match], index: match.index, input: match.input, groups: match.groups }));

const PATTERNS = [
  /\d+/g,
  /[\p{L}]+(?:'[\p{L}]+)?/gu,
  /\b[A-Za-z]+\b/g,
  /x*/g,
  /(?:)/gu,
  /(?<word>\p{L}+)|(\d)/gu,
  /\s*/gy,
  /a|(?=b)/gi,
  /[😀a]?/gu,
];

describe('the matches of a pattern, without a copy of it', () => {
  it('are the matches matchAll lists, the pattern left as it was', () => {
    fc.assert(
      fc.property(fc.constantFrom(...PATTERNS), fc.string({ unit: fc.constantFrom('a', 'b', 'B', 'x', '1', '2', ' ', "'", 'é', '😀', '\ud800') , maxLength: 24 }), fc.nat(6), (pattern, text, lastIndex) => {
        pattern.lastIndex = lastIndex;
        const expected = shown([...text.matchAll(pattern)]);
        expect(shown(allMatches(text, pattern))).toEqual(expected);
        expect(pattern.lastIndex).toBe(lastIndex);
        pattern.lastIndex = 0;
      }),
    );
  });

  it('refuses a pattern without the g flag, as matchAll does', () => {
    expect(() => allMatches('abc', /b/)).toThrow(TypeError);
  });
});
