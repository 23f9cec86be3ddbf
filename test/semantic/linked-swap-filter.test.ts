import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DETERMINERS } from '../../src/semantic/governor-swaps.js';
import { findLinkedSwap } from '../../src/semantic/linked-swaps.js';
import { wordsAndMarks } from '../../src/semantic/text-tokens.js';

const WORDS = ['night', 'day', 'nurse', 'to', 'from', 'at', 'the', 'and', 'of', '3pm', 'pontoon', 'd', 'you', 'will', 'for', 'jun', 'ines', ',', 'with', 'team', 'lead'];
const holds = (all: readonly string[], run: readonly string[]) => {
  const tokens = all.filter((token) => !DETERMINERS.has(token));
  return tokens.some((_, start) => run.every((token, k) => tokens[start + k] === token));
};

describe('linked swaps, checked against the actual text before any phrase is copied', () => {
  it('a swap found is one the actual text holds word for word (determiners aside), and the expected text the other way round', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...WORDS), { minLength: 3, maxLength: 10 }), fc.array(fc.nat(20)), (words, moves) => {
        const other = [...words];
        for (const m of moves) other.push(other.splice(m % other.length, 1)[0]!);
        const swap = findLinkedSwap(words.join(' '), other.join(' '));
        if (swap === undefined) return;
        expect(holds(wordsAndMarks(other.join(' ')), swap.actual.split(' '))).toBe(true);
        expect(holds(wordsAndMarks(words.join(' ')), swap.expected.split(' '))).toBe(true);
      }),
      { numRuns: 3000 },
    );
  });

  it('still finds the documented swap', () => {
    expect(findLinkedSwap('Handover: night nurse to day nurse', 'Handover: day nurse to night nurse')).toEqual({ expected: 'night nurse to day nurse', actual: 'day nurse to night nurse' });
    expect(findLinkedSwap('Handover: night nurse to day nurse', 'Handover: night nurse to day nurse')).toBeUndefined();
  });
});
