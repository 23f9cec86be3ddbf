/**
 * API-Bank's evaluation samples of a dialogue (spec §6.1): for the k-th API row, sample 2k
 * predicts that row from the rows before it, and sample 2k+1 predicts the row after it.
 */
import type { ApiRow, DialogueRow } from './data/schemas.js';

export interface DialogueSample {
  readonly file: string;
  readonly id: number;
  /** Rows before the one to predict. */
  readonly history: readonly DialogueRow[];
  /** The row to predict. */
  readonly truth: DialogueRow;
  /** How many API rows come before the truth row (the recorded calls that shaped its state). */
  readonly callsBefore: number;
}

export function buildSamples(file: string, rows: readonly DialogueRow[]): DialogueSample[] {
  const samples: DialogueSample[] = [];
  let k = 0;
  rows.forEach((row, index) => {
    if (row.role !== 'API') return;
    samples.push({ file, id: 2 * k, history: rows.slice(0, index), truth: row, callsBefore: k });
    const next = rows[index + 1];
    if (next !== undefined) samples.push({ file, id: 2 * k + 1, history: rows.slice(0, index + 1), truth: next, callsBefore: k + 1 });
    k++;
  });
  return samples;
}

/** The API rows of a dialogue, in order. */
export function apiRows(rows: readonly DialogueRow[]): ApiRow[] {
  return rows.filter((row): row is ApiRow => row.role === 'API');
}
