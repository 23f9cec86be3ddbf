/**
 * The learned layer's model: a logistic regression over the pair features (pair-features.ts),
 * trained on our labelled pairs by scripts/train-judge.mjs and shipped as a small JSON table
 * (models/judge-combiner.json). It gives p(same meaning) for a pair the rules have ruled on.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { packageRoot } from '../package-root.js';
import { ToolworldError } from '../world/errors.js';
import { PAIR_FEATURE_NAMES } from './pair-features.js';

/** Weights of the learned layer over the free-text rules (models/judge-combiner.json). */
export interface JudgeCombiner {
  readonly format: 'toolworld-judge-combiner-1';
  /** The labelled sets the weights were fitted to. */
  readonly trainedOn: readonly string[];
  /** Feature names, in the order of the weights. */
  readonly features: readonly string[];
  /** Each feature is standardised: (value - mean) / scale. */
  readonly mean: readonly number[];
  readonly scale: readonly number[];
  readonly weights: readonly number[];
  readonly bias: number;
  /** A pair passes when p(same) reaches this. */
  readonly cut: number;
  /** p(same) in this range is unsure: escalated when an escalation judge is configured. */
  readonly band: readonly [number, number];
  /** The training settings, for the record. */
  readonly training: Readonly<Record<string, number>>;
}

/** The shipped weights' file. */
export function defaultCombinerPath(): string {
  return join(packageRoot(), 'models', 'judge-combiner.json');
}

/**
 * Reads and checks a weights file; the features must be the ones this build computes.
 *
 * @example
 * const combiner = loadJudgeCombiner();
 * combiner.trainedOn; // ['tuning', 'tuning-2', 'heldout', ...]
 */
export function loadJudgeCombiner(file = defaultCombinerPath()): JudgeCombiner {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new ToolworldError('unreadable-file', `cannot read the learned judge's weights from ${file}: ${(error as Error).message}; rebuild them with node scripts/train-judge.mjs`, { file, cause: error });
  }
  // Checked by hand: zod would add about 90 ms to the judge's cold load.
  const problem = shapeProblem(raw);
  if (problem !== undefined) throw new ToolworldError('invalid-data', `${file} is not a judge combiner: ${problem}; rebuild it with node scripts/train-judge.mjs`, { file });
  const combiner = raw as JudgeCombiner;
  const lengths = [combiner.mean.length, combiner.scale.length, combiner.weights.length];
  if (combiner.features.join('|') !== PAIR_FEATURE_NAMES.join('|') || lengths.some((length) => length !== PAIR_FEATURE_NAMES.length)) {
    throw new ToolworldError('invalid-data', `${file} was trained on other features than this build computes; rebuild it with node scripts/train-judge.mjs`, { file });
  }
  return combiner;
}

let bundled: JudgeCombiner | undefined;

/** The shipped weights, read on first use (beside the bundled lookup model, which is read then too). */
export function bundledJudgeCombiner(): JudgeCombiner {
  bundled ??= loadJudgeCombiner();
  return bundled;
}

/** p(same meaning) of a feature vector. */
export function probabilityOfSame(combiner: Pick<JudgeCombiner, 'mean' | 'scale' | 'weights' | 'bias'>, features: readonly number[]): number {
  let sum = combiner.bias;
  for (let i = 0; i < features.length; i++) sum += combiner.weights[i]! * ((features[i]! - combiner.mean[i]!) / combiner.scale[i]!);
  return 1 / (1 + Math.exp(-sum));
}

function shapeProblem(raw: unknown): string | undefined {
  if (typeof raw !== 'object' || raw === null) return 'not an object';
  const value = raw as Record<string, unknown>;
  if (value.format !== 'toolworld-judge-combiner-1') return `format is ${JSON.stringify(value.format)}, expected "toolworld-judge-combiner-1"`;
  const numbers = (key: string) => Array.isArray(value[key]) && (value[key] as unknown[]).every((item) => typeof item === 'number' && Number.isFinite(item));
  const strings = (key: string) => Array.isArray(value[key]) && (value[key] as unknown[]).every((item) => typeof item === 'string');
  for (const key of ['mean', 'scale', 'weights']) if (!numbers(key)) return `${key} must be an array of finite numbers`;
  for (const key of ['features', 'trainedOn']) if (!strings(key)) return `${key} must be an array of strings`;
  for (const key of ['bias', 'cut']) if (typeof value[key] !== 'number') return `${key} must be a number`;
  if (!numbers('band') || (value.band as number[]).length !== 2) return 'band must be two numbers';
  return undefined;
}
