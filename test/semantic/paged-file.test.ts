import { copyFileSync, readFileSync, symlinkSync, truncateSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultModelPath, embedWords, loadLookupModel } from '../../src/semantic/lookup-model.js';
import { findSortedBytes, openSortedLines, PagedFile } from '../../src/semantic/sorted-lines.js';
import { scratchFolder } from '../support/scratch.js';

// Session 29: the model's files are read a page (8 KiB) at a time, as the judge first asks for
// their lines, not whole at the first pair.

/** Deterministic pseudo-random numbers (Park and Miller's generator), so the files are the same every run. */
function numbers(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 48_271) % 2_147_483_647;
    return state / 2_147_483_647;
  };
}

/** A sorted file of many pages, some lines long, with empty lines here and there. */
function sortedFile(folder: string, seed: number): { path: string; lines: Map<string, string> } {
  const random = numbers(seed);
  const keys = new Set<string>();
  while (keys.size < 6000) {
    const length = 1 + Math.floor(random() * 9);
    keys.add(Array.from({ length }, () => 'abcdefghijklmnopqrstuvwxyz -'[Math.floor(random() * 28)]).join('').trim() || 'a');
  }
  const lines = new Map<string, string>();
  const text: string[] = [];
  for (const key of [...keys].sort()) {
    const rest = random() < 0.02 ? 'long '.repeat(2000) : random() < 0.2 ? '' : `r${Math.floor(random() * 1e6)}`;
    lines.set(key, rest);
    text.push(`${key}\t${rest}`);
    if (random() < 0.05) text.push('');
  }
  const path = join(folder, 'sorted.txt');
  writeFileSync(path, `\n${text.join('\n')}\n\n`);
  return { path, lines };
}

describe('a sorted file read a page at a time', () => {
  it('finds every line a map of the lines would, and nothing else, across pages and empty lines', () => {
    const folder = scratchFolder('toolworld-paged-');
    for (const seed of [1, 2]) {
      const { path, lines } = sortedFile(folder, seed);
      expect(readFileSync(path).length).toBeGreaterThan(100_000);
      const find = openSortedLines(path);
      const whole = readFileSync(path);
      for (const [key, rest] of lines) {
        expect(find(key)).toBe(rest);
        expect(findSortedBytes(whole, key)).toBe(rest);
      }
      const random = numbers(seed + 10);
      for (let probe = 0; probe < 2000; probe++) {
        const key = Array.from({ length: 1 + Math.floor(random() * 6) }, () => 'abcdefghijklmnopqrstuvwxyzA9é'[Math.floor(random() * 29)]).join('');
        expect(find(key)).toBe(lines.get(key));
      }
    }
  });

  it('reads only the pages asked for, and the whole file when asked', () => {
    const folder = scratchFolder('toolworld-paged-');
    const { path } = sortedFile(folder, 3);
    const file = new PagedFile(path);
    expect(file.text(0, 5)).toBe(readFileSync(path, 'utf8').slice(0, 5));
    expect(file.complete).toBe(false);
    // Pages never read stay zero.
    expect(file.buffer.subarray(file.length - 100).every((byte) => byte === 0)).toBe(true);
    file.ensure(0, file.length);
    expect(file.complete).toBe(true);
    expect(file.buffer.equals(readFileSync(path))).toBe(true);
    expect(file.indexOf(10, 1, file.length)).toBe(readFileSync(path).indexOf(10, 1));
  });

  it('refuses, naming the file, when it shrinks under a running judge', () => {
    const folder = scratchFolder('toolworld-paged-');
    const { path } = sortedFile(folder, 4);
    const file = new PagedFile(path);
    truncateSync(path, 10);
    expect(() => file.ensure(50_000, 50_010)).toThrow(/sorted\.txt is shorter than when it was opened/);
  });
});

describe('the vector table read a page at a time', () => {
  it('gives the vectors, flags and similarities of the table read whole', () => {
    const model = loadLookupModel();
    const bytes = readFileSync(join(defaultModelPath(), 'vectors.bin'));
    const rows = bytes.readUInt32LE(4);
    const dimensions = bytes.readUInt32LE(8);
    const tableStart = 12 + rows * 4;
    const words = readFileSync(join(defaultModelPath(), 'vocabulary.txt'), 'utf8').split('\n').slice(0, rows);
    for (let row = 7; row < rows; row += 997) {
      const word = words[row]!;
      if (model.rowOf(word) !== row) continue; // a word listed twice keeps its last row
      const expected = new Float32Array(dimensions);
      const scale = bytes.readFloatLE(12 + row * 4);
      for (let d = 0; d < dimensions; d++) expected[d] = bytes.readInt8(tableStart + row * dimensions + d) * scale;
      const norm = Math.hypot(...expected);
      const vector = embedWords(model, [word]);
      expect(Math.max(...vector.map((value, d) => Math.abs(value - expected[d]! / norm)))).toBeLessThan(1e-6);
      expect(model.flagsOf(word)).toBe(bytes[tableStart + rows * dimensions + row]);
    }
    expect(model.wordSimilarity('buy', 'purchase')).toBeGreaterThan(0.5);
  });

  it('refuses a table whose length is not what its header calls for, naming the file', () => {
    const folder = scratchFolder('toolworld-model-');
    for (const name of ['config.json', 'vocabulary.txt', 'wordnet.json']) symlinkSync(join(defaultModelPath(), name), join(folder, name));
    copyFileSync(join(defaultModelPath(), 'vectors.bin'), join(folder, 'vectors.bin'));
    truncateSync(join(folder, 'vectors.bin'), 1_000_000);
    expect(() => loadLookupModel(folder)).toThrow(/vectors\.bin holds 1000000 bytes, but its header \(50000 rows of 100 dimensions\) calls for/);
    writeFileSync(join(folder, 'vectors.bin'), 'TW');
    expect(() => loadLookupModel(folder)).toThrow(/is not a toolworld lookup table/);
  });
});
