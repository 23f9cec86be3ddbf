import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stem } from '../../src/semantic/stems.js';

describe('the stems kept for the words read lately', () => {
  it('answer as the first ask did, after other words filled and cleared the store', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[A-Za-z'-]{0,12}$/), { minLength: 1, maxLength: 30 }), (words) => {
        const first = words.map(stem);
        // More words than the store keeps: it is cleared at least once before the words come back.
        for (let i = 0; i < 5000; i++) stem(`filler${i}ing`);
        expect(words.map(stem)).toEqual(first);
      }),
      { numRuns: 20 },
    );
  });

  it('still stems as documented', () => {
    expect(['closing', 'closes', 'closed', 'close'].map(stem)).toEqual(['clos', 'clos', 'clos', 'clos']);
    expect(['stopped', 'Stopped', 'parties'].map(stem)).toEqual(['stop', 'stop', 'party']);
  });
});
