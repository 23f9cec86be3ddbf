import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultModelPath } from '../../src/semantic/lookup-model.js';
import { loadThesaurusLinks } from '../../src/semantic/thesaurus.js';

// The links keep each word's line once it was searched for, and answer later pairs of that word
// from it: the answers must be those of the whole file read into a map, whatever order the pairs
// come in and whichever word was asked about first.
describe("thesaurus links answered from a word's kept line", () => {
  const lines = readFileSync(join(defaultModelPath(), 'thesaurus.txt'), 'utf8').trim().split('\n');
  const listed = new Map<string, Set<string>>();
  for (const line of lines) {
    const [head, rest] = line.split('\t') as [string, string];
    listed.set(head, new Set(rest.split(' ')));
  }
  const truth = (a: string, b: string) => a !== b && (listed.get(a)?.has(b) === true || listed.get(b)?.has(a) === true);
  // Words from a few lines, their listed words, and near spellings ("pea" of "pear"), so that most
  // pairs share a word already looked up and some are links.
  const sample = lines.filter((_, i) => i % 997 === 0).flatMap((line) => line.replace('\t', ' ').split(' ').slice(0, 6));
  const words = [...new Set([...sample, ...sample.map((word) => word.slice(0, -1)), 'zzzz', 'aardvark'])];

  it('agree with the whole file read into a map, for pairs in any order', () => {
    expect(words.length).toBeGreaterThan(100);
    const word = fc.constantFrom(...words);
    fc.assert(
      fc.property(fc.array(fc.tuple(word, word), { minLength: 1, maxLength: 80 }), (pairs) => {
        const linked = loadThesaurusLinks(defaultModelPath());
        for (const [a, b] of pairs) expect(linked(a, b)).toBe(truth(a, b));
      }),
      { numRuns: 60 },
    );
    // Some of the pairs asked about are links, or the comparison says little.
    const linked = loadThesaurusLinks(defaultModelPath());
    const links = words.flatMap((a) => words.filter((b) => truth(a, b)).map((b) => [a, b] as const));
    expect(links.length).toBeGreaterThan(20);
    for (const [a, b] of links) expect(linked(b, a)).toBe(true);
  });
});
