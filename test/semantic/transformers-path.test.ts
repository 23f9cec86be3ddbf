// The optional transformers.js path, run offline on a tiny model built here: a BERT-style folder
// (config.json, WordPiece tokenizer.json, onnx/model.onnx) written by the same code that builds
// the bundled model's ONNX form, with a 10-word vocabulary whose vectors we choose.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTransformersEmbedder, createTransformersJudge, judgeText } from '../../src/semantic/index.js';
import { importTransformers } from '../../src/semantic/embedder.js';
// @ts-expect-error: a plain .mjs build script without type declarations
import { writeOnnxModel } from '../../scripts/build-static-model.mjs';

const SPECIAL = ['[PAD]', '[UNK]', '[CLS]', '[SEP]', '[MASK]'];
const WORDS = ['buy', 'purchase', 'milk', 'bread', 'call', 'mom'];
const DIMENSIONS = 100; // the ONNX writer's fixed width

/** "buy" and "purchase" share a direction; every other word has its own. Special tokens are zero. */
function tinyModel(folder: string): void {
  const tokens = [...SPECIAL, ...WORDS];
  const table = new Float32Array(tokens.length * DIMENSIONS);
  const axis: Record<string, number> = { buy: 0, purchase: 0, milk: 1, bread: 2, call: 3, mom: 4 };
  WORDS.forEach((word, i) => {
    table[(SPECIAL.length + i) * DIMENSIONS + axis[word]!] = 1;
  });
  writeOnnxModel(folder, { tokens, table, counts: { synonym: 0, related: 0, antonym: 0, sibling: 0 } });
}

const cosine = (a: Float32Array, b: Float32Array) => a.reduce((sum, value, i) => sum + value * b[i]!, 0);

// An optional peer dependency: a checkout installed without it skips these, and the next suite
// checks the error such an install gets.
const installed = await importTransformers().then(
  () => true,
  () => false,
);

describe.skipIf(!installed)('transformers.js with a tiny local model', () => {
  let folder: string;
  beforeAll(() => {
    folder = mkdtempSync(join(tmpdir(), 'toolworld-tiny-model-'));
    tinyModel(folder);
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('embeds through the ONNX graph: synonyms by construction match, other words do not', async () => {
    const embedder = createTransformersEmbedder({ model: folder });
    const [buyMilk, purchaseMilk, buyBread, nothing] = await embedder.embed(['Buy milk', 'purchase MILK', 'buy bread', 'zebra']);
    expect(buyMilk).toHaveLength(DIMENSIONS);
    expect(cosine(buyMilk!, purchaseMilk!)).toBeCloseTo(1, 5);
    expect(cosine(buyMilk!, buyBread!)).toBeCloseTo(0.5, 1);
    // Only unknown words: the pooled vector is zero, which matches nothing.
    expect(cosine(nothing!, nothing!)).toBe(0);
  });

  it('settles an uncertain pair as the escalation judge', async () => {
    const escalate = createTransformersJudge({ model: folder, threshold: 0.95 });
    expect(await escalate('buy milk', 'purchase milk')).toMatchObject({ pass: true });
    expect(await escalate('buy milk', 'buy bread')).toMatchObject({ pass: false });
    // "buy" against "call": the rules see two unrelated verbs and cannot tell, so the model decides.
    const verdict = await judgeText('Buy milk', 'Call milk', { escalate, judge: 'rules' });
    expect(verdict).toMatchObject({ ruled: 'uncertain', resolvedBy: 'escalation', outcome: 'mismatch' });
    expect(verdict.reasons.at(-1)).toMatch(/^escalated: different meaning/);
    // The learned judge escalates only the pairs it is unsure of (p(same) inside its band): with the
    // shipped weights "Buy milk" / "Bring milk" is one. If retrained weights are sure of it, pick another.
    const learned = await judgeText('Buy milk', 'Bring milk', { escalate });
    expect(learned).toMatchObject({ ruled: 'uncertain', resolvedBy: 'escalation', outcome: 'mismatch' });
  });

  it('reports a folder that is not a model', async () => {
    expect(() => createTransformersEmbedder({ model: join(folder, 'onnx') })).toThrow(/has no config.json/);
  });
});

describe('transformers.js not installed', () => {
  it('says which package to install', async () => {
    await expect(importTransformers('@huggingface/transformers-not-installed')).rejects.toThrow(
      /@huggingface\/transformers-not-installed is not installed; run `npm install @huggingface\/transformers-not-installed`/,
    );
  });

  it('passes other loading errors through unchanged', async () => {
    await expect(importTransformers('data:text/javascript,throw new Error("broken package")')).rejects.toThrow(/broken package/);
  });
});
