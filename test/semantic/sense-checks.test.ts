import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { loadWordSenses } from '../../src/semantic/wordnet-senses.js';

/** One lemma's line fields, as `wordnet-senses.txt` writes them. */
interface Senses {
  readonly synsets: string[];
  readonly rare: string[];
  readonly hypernyms: string[];
  readonly distant: string[];
}

const ids = fc.uniqueArray(fc.constantFrom('01n', '02n', '03v', '04v', '05a', '06n', '07n', '08r'), { maxLength: 4 });
const senses = fc.record({ synsets: ids, rare: ids, hypernyms: ids, distant: ids });
const LEMMAS = ['alpha', 'bravo', 'charlie', 'delta', 'echo'];

const folders: string[] = [];
afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

/** The three checks as their documentation states them, over the generated senses. */
const some = (list: readonly string[], test: (id: string) => boolean) => list.some(test);
const related = (x: Senses, y: Senses, hypernyms: boolean) => {
  const linked = (p: Senses, q: Senses) => some(p.synsets, (id) => q.synsets.includes(id) || (hypernyms && q.hypernyms.includes(id)));
  return linked(x, y) || linked(y, x);
};
const synonyms = (x: Senses, y: Senses) => [...x.synsets, ...x.rare].some((id) => y.synsets.includes(id) || y.rare.includes(id));
const nearby = (x: Senses, y: Senses) => {
  const above = (p: Senses, q: Senses) => [...p.synsets, ...p.rare].some((id) => q.hypernyms.includes(id) || q.distant.includes(id));
  return above(x, y) || above(y, x);
};

describe('the sense checks, written as loops over the senses', () => {
  it('answer as their definitions do for any senses', () => {
    fc.assert(
      fc.property(fc.array(senses, { minLength: LEMMAS.length, maxLength: LEMMAS.length }), (all) => {
        const folder = mkdtempSync(join(tmpdir(), 'toolworld-senses-'));
        folders.push(folder);
        const line = (lemma: string, s: Senses) => `${lemma}\t${s.synsets.join(',')};${s.rare.join(',')}\t${s.hypernyms.join(',')};${s.distant.join(',')}\t`;
        writeFileSync(join(folder, 'wordnet-senses.txt'), `${LEMMAS.map((lemma, i) => line(lemma, all[i]!)).join('\n')}\n`);
        const loaded = loadWordSenses(folder);
        for (const [i, a] of LEMMAS.entries()) {
          for (const [j, b] of LEMMAS.entries()) {
            const [x, y] = [all[i]!, all[j]!];
            expect(loaded.related(a, b)).toBe(related(x, y, true));
            expect(loaded.related(a, b, false)).toBe(related(x, y, false));
            expect(loaded.synonyms(a, b)).toBe(synonyms(x, y));
            expect(loaded.nearby(a, b)).toBe(nearby(x, y));
          }
        }
        expect(loaded.related('alpha', 'zulu')).toBe(false);
      }),
      { numRuns: 150 },
    );
  });
});
