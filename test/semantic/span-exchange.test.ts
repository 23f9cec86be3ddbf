import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ruleText } from '../../src/semantic/judge.js';
import { exchangeTokens, findSpanExchange } from '../../src/semantic/span-exchange.js';

describe('two spans that trade places in the same words', () => {
  it('calls a trade inside a frame that gives roles a swap, whatever the spans are', () => {
    expect(findSpanExchange('Boxes go from Bay 2 to Bay 7', 'Boxes go from Bay 7 to Bay 2')).toEqual({ kind: 'swap', first: '2', second: '7', expected: '2 to bay 7', actual: '7 to bay 2' });
    expect(findSpanExchange('Ask the plumber to call the electrician', 'Ask the electrician to call the plumber')).toMatchObject({ kind: 'swap', first: 'plumber', second: 'electrician' });
    expect(findSpanExchange("Nadia's desk, next to Oskar's", "Oskar's desk, next to Nadia's")).toMatchObject({ expected: "nadia's desk, next to oskar's", actual: "oskar's desk, next to nadia's" });
    expect(findSpanExchange("Nadia's desk, next to Oskar's", "Oskar's desk, next to Nadia's")?.kind).toBe('swap');
    expect(findSpanExchange('Collect: 5 Elm Street; deliver: 18 Quay Road', 'Collect: 18 Quay Road; deliver: 5 Elm Street')?.kind).toBe('swap');
    expect(findSpanExchange('Table 4 (was Table 9)', 'Table 9 (was Table 4)')?.kind).toBe('swap');
    // Only the prepositions trade: the roles do too.
    expect(findSpanExchange('Train from Leeds to York', 'Train to Leeds from York')?.kind).toBe('swap');
  });

  it('calls a trade of list items, or of phrases that may move, a reorder', () => {
    expect(findSpanExchange('Buy rye bread and sourdough bread', 'Buy sourdough bread and rye bread')).toEqual({ kind: 'reorder' });
    expect(findSpanExchange('Pens, staplers, envelopes', 'Envelopes, staplers, pens')).toEqual({ kind: 'reorder' });
    expect(findSpanExchange('Harbour Office, Level 2, West Pier', 'West Pier, Level 2, Harbour Office')).toEqual({ kind: 'reorder' });
    expect(findSpanExchange('Drinks at 6 at the boathouse', 'Drinks at the boathouse at 6')).toEqual({ kind: 'reorder' });
    expect(findSpanExchange('Train from Leeds to York', 'Train to York from Leeds')).toEqual({ kind: 'reorder' });
    expect(findSpanExchange('Budget review: Marketing', 'Marketing: budget review')).toEqual({ kind: 'reorder' });
  });

  it('leaves other pairs to the other rules', () => {
    expect(findSpanExchange('Train from Leeds to York', 'Train from Leeds to Hull')).toBeUndefined();
    expect(findSpanExchange('Same words here', 'same words here')).toBeUndefined();
    // Side by side, nothing says which role each had.
    expect(findSpanExchange('Tell the cook the waiter is late', 'Tell the waiter the cook is late')?.kind).toBe('swap');
    expect(findSpanExchange('Anna Bob', 'Bob Anna')).toBeUndefined();
  });

  it('reads a possessive as a word of its own', () => {
    expect(exchangeTokens("Oskar’s desk, Level 2")).toEqual(['oskar', "'s", 'desk', ',', 'level', '2']);
  });

  it('never calls an exchange of two items of a comma list a swap', () => {
    const word = fc.stringMatching(/^[a-z]{3,8}$/).filter((w) => w !== 'and' && w !== 'or' && w !== 'plus');
    fc.assert(
      fc.property(fc.uniqueArray(word, { minLength: 3, maxLength: 6 }), fc.nat(), fc.nat(), (items, p, q) => {
        const [i, j] = [p % items.length, q % items.length];
        fc.pre(i !== j);
        const swapped = [...items];
        [swapped[i], swapped[j]] = [swapped[j]!, swapped[i]!];
        expect(findSpanExchange(items.join(', '), swapped.join(', '))?.kind).toBe('reorder');
      }),
    );
  });

  it('always calls two names traded around a verb a swap', () => {
    const name = fc.constantFrom('Amara', 'Bjorn', 'Chen', 'Dalia', 'Emeka', 'Farah', 'Goran', 'Hana');
    const verb = fc.constantFrom('pays', 'calls', 'replaces', 'trains', 'visits', 'emails');
    fc.assert(
      fc.property(name, name, verb, (a, b, v) => {
        fc.pre(a !== b);
        expect(findSpanExchange(`${a} ${v} ${b} today`, `${b} ${v} ${a} today`)).toMatchObject({ kind: 'swap', first: a.toLowerCase(), second: b.toLowerCase() });
      }),
    );
  });

  it('makes the rules rule a swap of plain nouns a mismatch, and a list reorder a match', () => {
    const swapped = ruleText('Ask the plumber to call the electrician', 'Ask the electrician to call the plumber');
    expect(swapped.ruled).toBe('mismatch');
    // Both texts hand the deed to a party, so the reason names both parties (session 39).
    expect(swapped.reasons[0]).toBe('roles swapped: plumber to call the electrician -> electrician to call the plumber');
    expect(ruleText('Harbour Office, Level 2, West Pier', 'West Pier, Level 2, Harbour Office').contradictions.some((c) => c.kind === 'role')).toBe(false);
  });
});
