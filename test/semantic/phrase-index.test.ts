import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NEGATIVE_STATE_STEMS } from '../../src/semantic/paraphrases.js';
import { PhraseIndex } from '../../src/semantic/phrase-index.js';
import { hyphenatedWords } from '../../src/semantic/stems.js';

const STATES = NEGATIVE_STATE_STEMS.map(([state]) => state);
const STATE_WORDS = [...new Set(STATES.flatMap((state) => state.split(' ')))];

describe('phrases a text may hold, found from its words', () => {
  it('the candidates hold every negative state the written text holds, in list order, each once', () => {
    const index = new PhraseIndex(STATES);
    const word = fc.oneof(fc.constantFrom(...STATE_WORDS), fc.constantFrom('the', 'is', 'not', 'lift', 'sold-out', 'out-of-order', 'off', 'x'));
    fc.assert(
      fc.property(fc.array(word, { maxLength: 14 }), fc.constantFrom(' ', ', ', '. ', ' - '), (words, gap) => {
        const text = words.join(gap);
        const tokens = hyphenatedWords(text);
        const written = ` ${tokens.join(' ')} `;
        const candidates = index.candidates(tokens);
        const held = STATES.flatMap((state, position) => (written.includes(` ${state} `) ? [position] : []));
        for (const position of held) expect(candidates).toContain(position);
        expect(candidates).toEqual([...new Set(candidates)].sort((a, b) => a - b));
        for (const position of candidates) expect(tokens).toContain(STATES[position]!.split(' ')[0]);
      }),
      { numRuns: 3000 },
    );
  });

  it('lists nothing for a text without any first word, and one-word phrases by themselves', () => {
    const index = new PhraseIndex(['broken', 'out of order', 'sold out', 'out of stock']);
    expect(index.candidates(['all', 'fine'])).toEqual([]);
    expect(index.candidates(['out', 'of', 'stock', 'broken', 'out'])).toEqual([0, 1, 3]);
  });
});
