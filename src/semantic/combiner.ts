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
  if (problem !== undefined) {
    const jsonPath = /^\$[^\s:]*/.exec(problem)?.[0];
    throw new ToolworldError('invalid-data', `${file} is not a judge combiner: ${problem}; rebuild it with node scripts/train-judge.mjs`, { file, ...(jsonPath !== undefined && { jsonPath }) });
  }
  const combiner = raw as JudgeCombiner;
  let beyond = false;
  for (const tree of combiner.trees) for (const node of tree) if (node.length === 4 && node[0]! >= PAIR_FEATURE_NAMES.length) beyond = true;
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

/**
 * The trees laid out in typed arrays, every tree's nodes one after another: walking nested JSON
 * arrays (300 trees, about 4,000 nodes) cost the learned judge more than some features did. Kept
 * per trees array, and rebuilt if its length changes (a caller may add trees between calls).
 */
interface FlatTrees {
  readonly count: number;
  readonly roots: Int32Array;
  /** A node's feature, or -1 at a leaf. */
  readonly feature: Int32Array;
  /** A split's threshold, or a leaf's value. */
  readonly value: Float64Array;
  readonly left: Int32Array;
  readonly right: Int32Array;
}

const flattened = new WeakMap<object, FlatTrees>();

function flatTrees(trees: JudgeCombiner['trees']): FlatTrees {
  const cached = flattened.get(trees);
  if (cached !== undefined && cached.count === trees.length) return cached;
  let size = 0;
  for (const tree of trees) size += tree.length;
  const flat = { count: trees.length, roots: new Int32Array(trees.length), feature: new Int32Array(size), value: new Float64Array(size), left: new Int32Array(size), right: new Int32Array(size) };
  let at = 0;
  trees.forEach((tree, t) => {
    flat.roots[t] = at;
    for (const node of tree) {
      if (node.length === 4) {
        flat.feature[at] = node[0]!;
        flat.value[at] = node[1]!;
        flat.left[at] = flat.roots[t]! + node[2]!;
        flat.right[at] = flat.roots[t]! + node[3]!;
      } else {
        flat.feature[at] = -1;
        flat.value[at] = node[0]!;
      }
      at++;
    }
  });
  flattened.set(trees, flat);
  return flat;
}

/** p(same meaning) of a feature vector. */
export function probabilityOfSame(combiner: Pick<JudgeCombiner, 'bias' | 'trees'>, features: readonly number[]): number {
  const { count, roots, feature, value, left, right } = flatTrees(combiner.trees);
  let sum = combiner.bias;
  for (let t = 0; t < count; t++) {
    let node = roots[t]!;
    while (feature[node]! >= 0) node = features[feature[node]!]! <= value[node]! ? left[node]! : right[node]!;
    sum += value[node]!;
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
  const shape = 'trees must be lists of nodes, [feature, threshold, left, right] or [value], each child after its parent';
  if (!Array.isArray(value.trees)) return `$.trees: ${shape}`;
  for (let index = 0; index < value.trees.length; index++) {
    const problem = treeProblem(value.trees[index]);
    if (problem !== undefined) return `$.trees[${index}]${problem}: ${shape}`;
  }
  return undefined;
}

/**
 * A walk must end at a leaf: every child index points forward, inside the tree. Answers where the
 * first problem is (a JSON path below the tree) and what it is.
 */
function treeProblem(tree: unknown): string | undefined {
  if (!Array.isArray(tree) || tree.length === 0) return ' is empty or not a list';
  for (let i = 0; i < tree.length; i++) {
    const node: unknown = tree[i];
    if (!Array.isArray(node)) return `[${i}] is not a list of numbers`;
    // Plain loops: this runs over every node of every tree during the judge's cold load.
    for (let k = 0; k < node.length; k++) if (!Number.isFinite(node[k])) return `[${i}][${k}] is not a finite number`;
    if (node.length === 1) continue;
    if (node.length !== 4) return `[${i}] has ${node.length} numbers, not 1 or 4`;
    const [feature, , left, right] = node as number[];
    if (!Number.isInteger(feature) || feature! < 0) return `[${i}][0] names no feature`;
    if (!Number.isInteger(left) || left! <= i || left! >= tree.length) return `[${i}][2] points to no later node`;
    if (!Number.isInteger(right) || right! <= i || right! >= tree.length) return `[${i}][3] points to no later node`;
  }
  return undefined;
}
