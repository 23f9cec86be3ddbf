import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { endOf, TITLE_BEFORE } from '../../src/semantic/name-facts.js';

// Session 15: the title pattern reads only the end of the text before a word. It must answer as it
// does over the whole text, or a name found after a title changes.
describe('the end of the text a title pattern reads', () => {
  it('answers as the whole text does', () => {
    const pieces = ['Mr', 'mrs', 'Dr.', 'professor', 'candidate', 'Candidate.', 'st', 'x', 'amr', 'the', 'uncle', 'é', ' ', '  ', '\n', '\t', '.', ',', 'Hi '];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...pieces), { maxLength: 14 }), (parts) => {
        const before = parts.join('');
        expect(TITLE_BEFORE.test(endOf(before, 'candidate.'.length)), JSON.stringify(before)).toBe(TITLE_BEFORE.test(before));
        expect(/\bthe\s+$/i.test(endOf(before, 'the'.length)), JSON.stringify(before)).toBe(/\bthe\s+$/i.test(before));
      }),
      { numRuns: 5000 },
    );
  });

  it('keeps the character before the title, so a word ending in one is no title', () => {
    expect(TITLE_BEFORE.test(endOf('Call Dr ', 10))).toBe(true);
    expect(TITLE_BEFORE.test(endOf('Send the candidate.  ', 10))).toBe(true);
    expect(TITLE_BEFORE.test(endOf('Ask the xcandidate ', 10))).toBe(false);
    expect(TITLE_BEFORE.test(endOf('Ask Amr ', 10))).toBe(false);
  });
});
