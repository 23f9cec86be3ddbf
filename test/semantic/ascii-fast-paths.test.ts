import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isAscii } from '../../src/semantic/ascii.js';
import { plain } from '../../src/semantic/content-words.js';

const word = fc.string({ unit: fc.constantFrom('a', 'B', 'z', 'Q', "'", 'é', 'Ü', 'ß', 'İ', 'K', 'ﬁ', 'ñ', '1'), maxLength: 10 });

describe('words taken as they are when they are plain ASCII', () => {
  it('plain gives what lower case, NFKD and dropping marks and apostrophes give', () => {
    fc.assert(
      fc.property(word, (w) => {
        expect(plain(w)).toBe(w.toLowerCase().normalize('NFKD').replace(/\p{Mn}|'/gu, ''));
      }),
    );
  });

  it('an ASCII text is its own NFD and NFKD form, with no marks', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), (text) => {
        if (!isAscii(text)) return;
        expect(text.normalize('NFD')).toBe(text);
        expect(text.normalize('NFKD')).toBe(text);
        expect(/\p{M}/u.test(text)).toBe(false);
      }),
    );
    expect(isAscii('café')).toBe(false);
    expect(isAscii("O'Hare")).toBe(true);
  });
});
