#!/usr/bin/env node
/**
 * Writes the indexes a lookup model folder's judge would otherwise build in its cold load:
 * - `vocabulary-sorted.txt`: `word<TAB>row` for each word of `vocabulary.txt` (as many as
 *   `vectors.bin` has rows), sorted, so a word's row is found by binary search instead of a map of
 *   all 50,000 words being built first;
 * - `antonym-stems.txt`: each side of every antonym pair of `wordnet.json` stemmed by the judge's
 *   stemmer and linked both ways, one line per stem (`stem<TAB>opposite<TAB>...`), sorted, so the
 *   judge reads only the lines it asks for instead of stemming every pair.
 *
 * The stemmer is the built package's (`dist/`): run `npm run build` first, and run this again
 * whenever the stemmer, `vocabulary.txt` or `wordnet.json` changes
 * (test/semantic/model-indexes.test.ts fails until then).
 *
 * Usage: node scripts/model-indexes.mjs [--model models/glove-wordnet-100d]
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({ options: { model: { type: 'string', default: join(root, 'models', 'glove-wordnet-100d') } } });
const folder = resolve(values.model);
const load = (path) => import(pathToFileURL(join(root, 'dist', 'semantic', path)).href);
const { SORTED_VOCABULARY_FILE, formatSortedVocabulary } = await load('word-rows.js');
const { ANTONYM_STEMS_FILE, formatAntonymStems, stemAntonymPairs } = await load('antonym-stems.js');

const rows = readFileSync(join(folder, 'vectors.bin')).readUInt32LE(4);
const words = readFileSync(join(folder, 'vocabulary.txt'), 'utf8').split('\n');
writeFileSync(join(folder, SORTED_VOCABULARY_FILE), formatSortedVocabulary(words, rows));
console.log(`${join(folder, SORTED_VOCABULARY_FILE)}: ${rows} rows`);

if (existsSync(join(folder, 'wordnet.json'))) {
  const { antonyms } = JSON.parse(readFileSync(join(folder, 'wordnet.json'), 'utf8'));
  const index = stemAntonymPairs(antonyms);
  writeFileSync(join(folder, ANTONYM_STEMS_FILE), formatAntonymStems(index));
  console.log(`${join(folder, ANTONYM_STEMS_FILE)}: ${index.size} stems from ${antonyms.length} antonym pairs`);
}
