/**
 * The bundled static word-vector model, read in plain JS: a sentence's vector is the sum of its
 * words' (frequency-weighted) vectors, normalised. No onnxruntime, no native module; the table is
 * one 5 MB file, read a page at a time as its rows are first used.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { packageRoot } from '../package-root.js';
import { ToolworldError } from '../world/errors.js';
import { isAscii } from './ascii.js';
import { loadAntonymStems, type AntonymStems } from './antonym-stems.js';
import type { Embedder, ThresholdCalibration } from './embedder.js';
import { loadThesaurusLinks, type ThesaurusLinks } from './thesaurus.js';
import { loadWordSenses, type WordSenses } from './wordnet-senses.js';
import { PagedFile } from './sorted-lines.js';
import { loadWordRows } from './word-rows.js';

export const DEFAULT_MODEL_NAME = 'glove-wordnet-100d';

/** WordNet's view of a word, one bit each (written by scripts/lexicon.mjs). */
export const WORD_FLAGS = Object.freeze({ noun: 1, verb: 2, adjective: 4, adverb: 8, proper: 16, place: 32, person: 64, known: 128 });

/** A loaded lookup table: word vectors, WordNet flags and antonyms. */
export interface LookupModel {
  readonly id: string;
  readonly dimensions: number;
  readonly calibration?: ThresholdCalibration;
  /** The row of a lower-case word, or undefined when the model does not know it. */
  rowOf(word: string): number | undefined;
  /** Adds the word's stored vector to `into`; returns false for an unknown word. */
  addWord(word: string, into: Float32Array): boolean;
  /** Cosine of two words' vectors (0 when either is unknown). */
  wordSimilarity(a: string, b: string): number;
  /** WordNet flags of a word (0 when unknown). */
  flagsOf(word: string): number;
  /** Words and phrases WordNet gives as antonyms of this one. */
  antonymsOf(word: string): readonly string[];
  /** Every antonym pair. */
  antonymPairs(): readonly (readonly [string, string])[];
  /** The pairs' stemmed opposites of a stem, from the folder's `antonym-stems.txt` when it has one. */
  readonly antonymStems?: AntonymStems;
  /** WordNet's senses, hierarchy and derivations (`wordnet-senses.txt`), when the folder has them. */
  readonly senses?: WordSenses;
  /** Whether WordNet knows the word in some form, inside the vector vocabulary or not ("oat", "houseplants"). */
  isWord?(word: string): boolean;
  /** Whether a thesaurus lists two base forms together (`thesaurus.txt`), when the folder has it. */
  readonly thesaurus?: ThesaurusLinks;
}

/** The bundled model's folder. */
export function defaultModelPath(): string {
  return join(packageRoot(), 'models', DEFAULT_MODEL_NAME);
}

interface LookupConfig {
  format?: string;
  calibration?: ThresholdCalibration;
}

/**
 * Reads a lookup-table model folder (`vectors.bin`, `vocabulary.txt`, `config.json`, optionally
 * `wordnet.json`), as written by scripts/build-static-model.mjs, and the indexes
 * scripts/model-indexes.mjs derives from them when the folder has them (`vocabulary-sorted.txt`,
 * `antonym-stems.txt`).
 *
 * @example
 * const model = loadLookupModel();
 * model.wordSimilarity('buy', 'purchase'); // about 0.9
 */
export function loadLookupModel(folder = defaultModelPath()): LookupModel {
  const file = (name: string) => join(folder, name);
  if (!existsSync(file('vectors.bin')) || !existsSync(file('vocabulary.txt'))) {
    throw new ToolworldError(
      'invalid-option',
      `lookup model folder '${folder}' has no vectors.bin and vocabulary.txt; rebuild it with scripts/build-static-model.mjs or reinstall toolworld`,
    );
  }
  const config = JSON.parse(readFileSync(file('config.json'), 'utf8')) as LookupConfig;
  // The table is read a page at a time, as rows are first asked for: a run meets a few thousand of
  // its 50,000 words, and reading the 5 MB whole was a tenth of the judge's cold load.
  const vectors = new PagedFile(file('vectors.bin'));
  vectors.ensure(0, 12);
  const bytes = vectors.buffer;
  if (vectors.length < 12 || bytes.toString('latin1', 0, 4) !== 'TWV1') throw new ToolworldError('invalid-data', `${file('vectors.bin')} is not a toolworld lookup table (no TWV1 header)`);
  const rows = bytes.readUInt32LE(4);
  const dimensions = bytes.readUInt32LE(8);
  const tableStart = 12 + rows * 4;
  const flagsStart = tableStart + rows * dimensions;
  if (vectors.length !== flagsStart + rows) {
    throw new ToolworldError('invalid-data', `${file('vectors.bin')} holds ${vectors.length} bytes, but its header (${rows} rows of ${dimensions} dimensions) calls for ${flagsStart + rows}; rebuild it with scripts/build-static-model.mjs`);
  }
  vectors.ensure(12, tableStart);
  vectors.ensure(flagsStart, flagsStart + rows);
  // The scales are little-endian floats: copied in one go where the machine is little-endian
  // too (a typed array reads in the machine's order), one by one elsewhere.
  const scales = new Float32Array(rows);
  if (new Uint8Array(new Uint16Array([1]).buffer)[0] === 1) scales.set(new Float32Array(bytes.buffer.slice(bytes.byteOffset + 12, bytes.byteOffset + tableStart)));
  else for (let i = 0; i < rows; i++) scales[i] = bytes.readFloatLE(12 + i * 4);
  const table = new Int8Array(bytes.buffer, bytes.byteOffset + tableStart, rows * dimensions);
  const flags = new Uint8Array(bytes.buffer, bytes.byteOffset + flagsStart, rows);
  /** Reads a row's vector from disk if it is not read yet. */
  const vectorOf = (row: number) => {
    if (!vectors.complete) vectors.ensure(tableStart + row * dimensions, tableStart + (row + 1) * dimensions);
  };
  const rowOf = loadWordRows(folder, rows);
  const antonyms = new Map<string, string[]>();
  let pairs: [string, string][] = [];
  if (existsSync(file('wordnet.json'))) {
    const lexicon = JSON.parse(readFileSync(file('wordnet.json'), 'utf8')) as { antonyms: [string, string][] };
    pairs = lexicon.antonyms;
    for (const [a, b] of lexicon.antonyms) {
      if (!antonyms.has(a)) antonyms.set(a, []);
      if (!antonyms.has(b)) antonyms.set(b, []);
      antonyms.get(a)!.push(b);
      antonyms.get(b)!.push(a);
    }
  }
  const norms = new Float32Array(rows);
  const normOf = (row: number) => {
    if (norms[row] === 0) {
      vectorOf(row);
      let sum = 0;
      for (let d = 0; d < dimensions; d++) sum += table[row * dimensions + d]! ** 2;
      norms[row] = Math.sqrt(sum) || -1;
    }
    return norms[row]!;
  };
  const senses = loadWordSenses(folder);
  const antonymStems = loadAntonymStems(folder);
  return {
    id: folder.split(/[\\/]/).pop() ?? folder,
    senses,
    isWord: (word) => senses.lemmaOf(word) !== undefined,
    thesaurus: loadThesaurusLinks(folder),
    ...(antonymStems === undefined ? {} : { antonymStems }),
    dimensions,
    ...(config.calibration === undefined ? {} : { calibration: config.calibration }),
    rowOf,
    addWord(word, into) {
      const row = rowOf(word);
      if (row === undefined) return false;
      const scale = scales[row]!;
      vectorOf(row);
      for (let d = 0; d < dimensions; d++) into[d]! += table[row * dimensions + d]! * scale;
      return true;
    },
    wordSimilarity(a, b) {
      if (a === b) return 1;
      const ra = rowOf(a);
      const rb = rowOf(b);
      if (ra === undefined || rb === undefined) return 0;
      const na = normOf(ra);
      const nb = normOf(rb);
      // Both rows are read: their norms were computed from them.
      if (na <= 0 || nb <= 0) return 0;
      let sum = 0;
      for (let d = 0; d < dimensions; d++) sum += table[ra * dimensions + d]! * table[rb * dimensions + d]!;
      return sum / (na * nb);
    },
    flagsOf: (word) => {
      const row = rowOf(word);
      return row === undefined ? 0 : flags[row]!;
    },
    antonymsOf: (word) => antonyms.get(word) ?? [],
    antonymPairs: () => pairs,
  };
}

/** Lower-cases, strips accents and spells out contractions, as the model was built to read. */
export function modelWords(text: string): string[] {
  // Every pair reads its two texts so, and most are plain ASCII: their own NFKD form, with no
  // marks or curly apostrophes, whose letters and digits are a-z and 0-9 once lower-cased; and
  // the contractions are spelled out only where "n't" is written.
  if (isAscii(text)) {
    let lower = text.toLowerCase();
    if (lower.includes("n't")) lower = lower.replace(/\bcan't\b/g, 'can not').replace(/\bwon't\b/g, 'will not').replace(/n't\b/g, ' not');
    return lower.match(/[a-z0-9]+/g) ?? [];
  }
  return text
    .normalize('NFKD')
    .replace(/\p{Mn}/gu, '')
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/\bcan't\b/g, 'can not')
    .replace(/\bwon't\b/g, 'will not')
    .replace(/n't\b/g, ' not')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '');
}

/**
 * An embedder over a lookup model: the sum of the words' stored vectors, normalised. Unknown words
 * add nothing; a text with no known word gets the zero vector, which matches nothing.
 *
 * @example
 * const embedder = createLookupEmbedder();
 * const [a, b] = await embedder.embed(['Team sync', 'Team meeting']);
 */
export function createLookupEmbedder(options: { model?: LookupModel | string } = {}): Embedder & { readonly model: LookupModel } {
  let loaded: LookupModel | undefined = typeof options.model === 'object' ? options.model : undefined;
  const folder = typeof options.model === 'string' ? resolve(options.model) : defaultModelPath();
  const model = () => (loaded ??= loadLookupModel(folder));
  const calibration = loaded?.calibration ?? readCalibration(folder);
  return {
    id: loaded?.id ?? (folder.split(/[\\/]/).pop() ?? folder),
    ...(calibration === undefined ? {} : { calibration }),
    get model() {
      return model();
    },
    embed(texts) {
      return Promise.resolve(texts.map((text) => embedWords(model(), modelWords(text))));
    },
  };
}

function readCalibration(folder: string): ThresholdCalibration | undefined {
  const path = join(folder, 'config.json');
  if (!existsSync(path)) return undefined;
  return (JSON.parse(readFileSync(path, 'utf8')) as LookupConfig).calibration;
}

/** The normalised sum of the words' vectors. */
export function embedWords(model: LookupModel, words: readonly string[]): Float32Array {
  const vector = new Float32Array(model.dimensions);
  for (const word of words) model.addWord(word, vector);
  let norm = 0;
  for (let d = 0; d < vector.length; d++) norm += vector[d]! ** 2;
  norm = Math.sqrt(norm);
  if (norm === 0) return vector;
  for (let d = 0; d < vector.length; d++) vector[d]! /= norm;
  return vector;
}

let bundled: LookupModel | undefined;

/** The bundled model, loaded once per process on first use. */
export function bundledLookupModel(): LookupModel {
  bundled ??= loadLookupModel();
  return bundled;
}
