import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jaccard, letterTriples, tripleCodes } from '../../src/semantic/text-overlap.js';
import { modelWords } from '../../src/semantic/lookup-model.js';
import { hyphenParts, lowerCase, splitter, wordsAndMarks } from '../../src/semantic/text-tokens.js';

const text = fc.string({ unit: fc.constantFrom('a', 'B', 'z', 'Q', ' ', ' ', "'", '’', '-', ',', '.', '!', '&', '/', '1', '9', 'é', 'Ü', 'ß', 'İ', 'K', 'ﬁ', '😀', '\t'), maxLength: 30 });
const PATTERNS = [/[\p{L}]+|[.!?;,]/gu, /[a-z]+/g, /[\p{L}\p{N}]+|[,&/;.!?:]/gu, /[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*(?:'s)?|[.!?;,:]/gu, /[\p{L}]+|[,&/;]/gu];

describe('texts split once per pattern', () => {
  it('a splitter answers as the pattern does on the prepared text, first and after other texts cleared its store', () => {
    fc.assert(
      fc.property(fc.constantFrom(...PATTERNS), fc.array(text, { minLength: 1, maxLength: 10 }), (pattern, texts) => {
        const split = splitter(pattern, lowerCase);
        const fresh = new RegExp(pattern.source, pattern.flags);
        const expected = texts.map((t) => t.toLowerCase().match(fresh) ?? []);
        expect(texts.map(split)).toEqual(expected);
        // The same array at the next ask: split once.
        texts.forEach((t) => expect(split(t)).toBe(split(t)));
        for (let i = 0; i < 200; i++) split(`filler ${i}`);
        expect(texts.map(split)).toEqual(expected);
        expect(pattern.lastIndex).toBe(0);
      }),
      { numRuns: 200 },
    );
  });

  it('the shared splitter lists what the governor and linked swaps split by', () => {
    expect(wordsAndMarks('Feedback for Jun, from Ines & co.')).toEqual(['feedback', 'for', 'jun', ',', 'from', 'ines', '&', 'co', '.']);
  });

  it('a pattern without g is refused', () => {
    expect(() => splitter(/a+/)).toThrow(TypeError);
  });
});

describe('letter triples as numbers', () => {
  /** The triples a set of codes stands for, read back. */
  const decoded = (codes: ReadonlySet<number>) =>
    new Set(
      [...codes].map((code) =>
        code < 2 ** 21 ? String.fromCharCode(Math.floor(code / 16384), Math.floor(code / 128) % 128, code % 128) : String.fromCharCode(Math.floor(code / 2 ** 32), Math.floor(code / 65536) % 65536, code % 65536),
      ),
    );

  it('stand for the triples letterTriples lists, one number each', () => {
    fc.assert(
      fc.property(fc.oneof(text, fc.string({ maxLength: 30 }), fc.string({ unit: 'grapheme', maxLength: 12 })), (t) => {
        const codes = tripleCodes(t);
        expect(decoded(codes)).toEqual(letterTriples(t));
        expect(codes.size).toBe(letterTriples(t).size);
      }),
      { numRuns: 2000 },
    );
  });

  it('give the same shares as the triples themselves, ASCII and not mixed', () => {
    fc.assert(
      fc.property(text, text, (a, b) => {
        expect(jaccard(tripleCodes(a), tripleCodes(b))).toBe(jaccard(letterTriples(a), letterTriples(b)));
      }),
      { numRuns: 2000 },
    );
    expect([...decoded(tripleCodes('Hi, Zoë!'))].sort()).toEqual([...letterTriples('Hi, Zoë!')].sort());
  });
});

describe("the model's words of a plain ASCII text", () => {
  /** What modelWords does to any text, written out. */
  const written = (t: string) =>
    t
      .normalize('NFKD')
      .replace(/\p{Mn}/gu, '')
      .toLowerCase()
      .replace(/[\u2018\u2019]/g, "'")
      .replace(/\bcan't\b/g, 'can not')
      .replace(/\bwon't\b/g, 'will not')
      .replace(/n't\b/g, ' not')
      .split(/[^\p{L}\p{N}]+/u)
      .filter((word) => word !== '');
  const unit = fc.constantFrom('a', 'n', 't', 'C', 'W', 'o', "'", '’', ' ', '-', '.', '1', '_', '\t', 'é', 'ﬁ', 'Ä', '²');
  it('are what the whole reading gives, contractions too', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit, maxLength: 24 }), fc.string({ maxLength: 24 }), fc.constantFrom("Can't won't", "DON'T go", "isn't_it", "can'tx")), (t) => {
        expect(modelWords(t)).toEqual(written(t));
      }),
      { numRuns: 3000 },
    );
  });
});

describe('hyphenated words split into their parts', () => {
  it('gives what flatMap over split gives, for any words', () => {
    const word = fc.string({ unit: fc.constantFrom('a', 'b', '-', 'é'), maxLength: 8 });
    fc.assert(
      fc.property(fc.array(word, { maxLength: 10 }), (words) => {
        expect(hyphenParts(words)).toEqual(words.flatMap((w) => w.split('-')));
      }),
      { numRuns: 2000 },
    );
    expect(hyphenParts(['a', 'sugar-free', 'tea'])).toEqual(['a', 'sugar', 'free', 'tea']);
  });
});
