import { readFileSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ANTONYM_STEMS_FILE, formatAntonymStems, loadAntonymStems, stemAntonymPairs } from '../../src/semantic/antonym-stems.js';
import { ruleText } from '../../src/semantic/judge.js';
import { bundledLookupModel, defaultModelPath, loadLookupModel } from '../../src/semantic/lookup-model.js';
import { formatSortedVocabulary, loadWordRows, SORTED_VOCABULARY_FILE } from '../../src/semantic/word-rows.js';
import { scratchFolder } from '../support/scratch.js';

// Session 15: the indexes the judge built in its cold load ship with the model, written by
// scripts/model-indexes.mjs. Each must be exactly what the judge would build from the model's own
// files today; a stale one (after a change to the stemmer, the vocabulary or the antonyms) fails here.
const bundled = (name: string) => readFileSync(join(defaultModelPath(), name), 'utf8');
const antonymPairs = () => (JSON.parse(bundled('wordnet.json')) as { antonyms: [string, string][] }).antonyms;
const vocabulary = () => bundled('vocabulary.txt').split('\n');

/** A copy of the bundled model folder (by links) without its derived indexes. */
function modelWithoutIndexes(): string {
  const folder = scratchFolder('toolworld-model-');
  for (const name of ['config.json', 'vectors.bin', 'vocabulary.txt', 'wordnet.json', 'wordnet-senses.txt', 'thesaurus.txt']) {
    symlinkSync(join(defaultModelPath(), name), join(folder, name));
  }
  return folder;
}

describe('the model indexes written at build time', () => {
  it('antonym-stems.txt is the stemmed antonym index the judge builds from wordnet.json', () => {
    const index = stemAntonymPairs(antonymPairs());
    expect(bundled(ANTONYM_STEMS_FILE)).toBe(formatAntonymStems(index));
    const read = loadAntonymStems(defaultModelPath())!;
    const differing = [...index].filter(([stemmed, opposites]) => read(stemmed)?.join('\t') !== opposites.join('\t'));
    expect(differing).toEqual([]);
    for (const absent of ['', 'zzz', 'accept ', 'abl unfit']) expect(read(absent)).toBeUndefined();
  });

  it('vocabulary-sorted.txt gives every word its row in vectors.bin, and no other word a row', () => {
    const words = vocabulary();
    const rows = readFileSync(join(defaultModelPath(), 'vectors.bin')).readUInt32LE(4);
    expect(bundled(SORTED_VOCABULARY_FILE)).toBe(formatSortedVocabulary(words, rows));
    const sorted = loadWordRows(defaultModelPath(), rows);
    const mapped = loadWordRows(modelWithoutIndexes(), rows);
    const misplaced = words.slice(0, rows).filter((word, row) => sorted(word) !== row);
    expect(misplaced).toEqual([]);
    for (const absent of ['', 'notaword', 'The', 'the ', 'a\tb', '12345678']) {
      expect(sorted(absent)).toBe(mapped(absent));
      expect(sorted(absent)).toBeUndefined();
    }
  });

  it('keep a word listed twice at its last row, as a map would, and refuse what a line cannot hold', () => {
    expect(formatSortedVocabulary(['the', 'a', 'the', 'of'], 4)).toBe('a\t1\nof\t3\nthe\t2\n');
    expect(formatSortedVocabulary(['the', 'a', 'of'], 2)).toBe('a\t1\nthe\t0\n');
    expect(() => formatSortedVocabulary(['the', ''], 2)).toThrow(/empty or holds a tab/);
    expect(stemAntonymPairs([['accept', 'decline'], ['accepted', 'declined'], ['agree', 'agreed']]).get('accept')).toEqual(['declin']);
    expect(() => formatAntonymStems(new Map([['a\tb', ['c']]]))).toThrow(/tab or a line break/);
  });

  it('leave the verdicts as a model folder without them gives', () => {
    const plain = loadLookupModel(modelWithoutIndexes());
    expect(plain.antonymStems).toBeUndefined();
    const pairs: [string, string][] = [
      ['Accept the invitation', 'Decline the invitation'],
      ['Check in at the hotel', 'Check out of the hotel'],
      ['The northbound train', 'The southbound train'],
      ['Make the room warmer', 'Make the room cooler'],
      ['Arrival at noon', 'Departure at noon'],
      ['Pick up the kids from school', 'Collect the kids from school'],
      ['Buy oat milk', 'Pick up the oat milk'],
    ];
    for (const [a, b] of pairs) expect(ruleText(a, b, { model: plain }), `${a} / ${b}`).toEqual(ruleText(a, b, { model: bundledLookupModel() }));
  });
});
