/**
 * The learned layer's model: a logistic regression over the pair features (pair-features.ts),
 * trained on our labelled pairs by scripts/train-judge.mjs and shipped as a small JSON table
 * (models/judge-combiner.json). It gives p(same meaning) for a pair the rules have ruled on.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as z from 'zod';
import { packageRoot } from '../package-root.js';
import { ToolworldError } from '../world/errors.js';
import { PAIR_FEATURE_NAMES } from './pair-features.js';

export const judgeCombinerSchema = z
  .object({
    format: z.literal('toolworld-judge-combiner-1'),
    trainedOn: z.array(z.string()).describe('The labelled sets the weights were fitted to.'),
    features: z.array(z.string()).describe('Feature names, in the order of the weights.'),
    mean: z.array(z.number()).describe('Each feature is standardised: (value - mean) / scale.'),
    scale: z.array(z.number()),
    weights: z.array(z.number()),
    bias: z.number(),
    cut: z.number().describe('A pair passes when p(same) reaches this.'),
    band: z.tuple([z.number(), z.number()]).describe('p(same) in this range is unsure: escalated when an escalation judge is configured.'),
    training: z.record(z.string(), z.number()).describe('The training settings, for the record.'),
  })
  .describe('Weights of the learned layer over the free-text rules.');

export type JudgeCombiner = z.infer<typeof judgeCombinerSchema>;

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
  const parsed = judgeCombinerSchema.safeParse(raw);
  if (!parsed.success) throw new ToolworldError('invalid-data', `${file} is not a judge combiner: ${parsed.error.issues[0]!.message}; rebuild it with node scripts/train-judge.mjs`, { file });
  const combiner = parsed.data;
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
