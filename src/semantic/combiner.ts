/**
 * The learned layer's model: boosted regression trees over the pair features (pair-features.ts),
 * trained on our labelled pairs by scripts/train-judge.mjs and shipped as a small JSON table
 * (models/judge-combiner.json). It gives p(same meaning) for a pair the rules have ruled on.
 * Trees rather than the logistic regression of the first rounds: with 34 labelled sets they read
 * a feature differently after each rule without hand-made products (decisions/0012).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { packageRoot } from '../package-root.js';
import { ToolworldError } from '../world/errors.js';
import { PAIR_FEATURE_NAMES } from './pair-features.js';

/** Weights of the learned layer over the free-text rules (models/judge-combiner.json). */
export interface JudgeCombiner {
  readonly format: 'toolworld-judge-combiner-2';
  /** The labelled sets the weights were fitted to. */
  readonly trainedOn: readonly string[];
  /** Feature names, in the order the trees index them. */
  readonly features: readonly string[];
  /** Log-odds of same meaning before any tree. */
  readonly bias: number;
  /**
   * Regression trees whose leaves add to the log-odds. A tree is a list of nodes, the root first:
   * `[feature, threshold, left, right]` sends a pair whose feature is at most the threshold to node
   * `left`, any other to `right`; `[value]` is a leaf.
   */
  readonly trees: readonly (readonly (readonly number[])[])[];
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
  const beyond = combiner.trees.some((tree) => tree.some((node) => node.length === 4 && node[0]! >= PAIR_FEATURE_NAMES.length));
  if (combiner.features.join('|') !== PAIR_FEATURE_NAMES.join('|') || beyond) {
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
export function probabilityOfSame(combiner: Pick<JudgeCombiner, 'bias' | 'trees'>, features: readonly number[]): number {
  let sum = combiner.bias;
  for (const tree of combiner.trees) {
    let node = tree[0]!;
    while (node.length === 4) node = tree[features[node[0]!]! <= node[1]! ? node[2]! : node[3]!]!;
    sum += node[0]!;
  }
  return 1 / (1 + Math.exp(-sum));
}

function shapeProblem(raw: unknown): string | undefined {
  if (typeof raw !== 'object' || raw === null) return 'not an object';
  const value = raw as Record<string, unknown>;
  if (value.format !== 'toolworld-judge-combiner-2') return `format is ${JSON.stringify(value.format)}, expected "toolworld-judge-combiner-2"`;
  const numbers = (key: string) => Array.isArray(value[key]) && (value[key] as unknown[]).every((item) => typeof item === 'number' && Number.isFinite(item));
  const strings = (key: string) => Array.isArray(value[key]) && (value[key] as unknown[]).every((item) => typeof item === 'string');
  for (const key of ['features', 'trainedOn']) if (!strings(key)) return `${key} must be an array of strings`;
  for (const key of ['bias', 'cut']) if (typeof value[key] !== 'number') return `${key} must be a number`;
  if (!numbers('band') || (value.band as number[]).length !== 2) return 'band must be two numbers';
  if (!Array.isArray(value.trees) || !value.trees.every((tree) => treeProblem(tree) === undefined)) {
    return 'trees must be lists of nodes, [feature, threshold, left, right] or [value], each child after its parent';
  }
  return undefined;
}

/** A walk must end at a leaf: every child index points forward, inside the tree. */
function treeProblem(tree: unknown): string | undefined {
  if (!Array.isArray(tree) || tree.length === 0) return 'empty';
  for (let i = 0; i < tree.length; i++) {
    const node: unknown = tree[i];
    if (!Array.isArray(node) || !node.every((item) => typeof item === 'number' && Number.isFinite(item))) return 'not numbers';
    if (node.length === 1) continue;
    if (node.length !== 4) return 'wrong length';
    const [feature, , left, right] = node as number[];
    if (!Number.isInteger(feature) || feature! < 0) return 'no such feature';
    for (const child of [left!, right!]) if (!Number.isInteger(child) || child <= i || child >= tree.length) return 'bad child';
  }
  return undefined;
}
