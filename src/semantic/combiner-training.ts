/**
 * Fits the learned layer's boosted trees: gradient boosting of the logistic loss with Newton
 * leaves, every split chosen by exact sums over the training pairs in a fixed order, no sampling
 * and no randomness, so the same pairs always give the same trees (the shipped file is checked
 * against a fresh run). Accepting a fact near miss costs far more than rejecting a paraphrase: the
 * issue allows none of the first.
 */
import { bundledPairsPath, loadLabelledPairs, SOFT_KINDS, STRICT_KINDS, type BundledPart, type LabelledPair } from './calibration.js';
import type { JudgeCombiner } from './combiner.js';
import { ruleText } from './judge.js';
import { pairFeatures, PAIR_FEATURE_NAMES } from './pair-features.js';

/** One labelled pair, as features. */
export interface TrainingExample {
  readonly features: readonly number[];
  readonly label: boolean;
  readonly kind: string;
}

export interface CombinerTrainingOptions {
  /** Weight of a near miss of a fact kind (STRICT_KINDS). Default 5. */
  readonly strictWeight?: number;
  /** Weight of an object or partial near miss. Default 8. */
  readonly softWeight?: number;
  /** Boosting rounds, one tree each. Default 150. */
  readonly trees?: number;
  /** Splits from the root to a leaf, at most. Default 3. */
  readonly depth?: number;
  /** Each tree's leaves are shrunk by this. Default 0.1. */
  readonly shrinkage?: number;
  /** L2 penalty on a leaf's value (added to its summed hessian). Default 1. */
  readonly l2?: number;
  /** Candidate thresholds per feature, at most: its quantiles over the training pairs. Default 32. */
  readonly bins?: number;
}

/** The settings the shipped weights were trained with; chosen by leave-one-set-out figures (decisions/0012). */
export const DEFAULT_TRAINING: Required<CombinerTrainingOptions> = { strictWeight: 5, softWeight: 8, trees: 300, depth: 3, shrinkage: 0.1, l2: 1, bins: 32 };
/** A pair passes at p(same) >= CUT; between BAND[0] and BAND[1] the layer is unsure and escalates. */
export const CUT = 0.5;
export const BAND: readonly [number, number] = [0.1, 0.9];

/** Rules every pair and reads its features (the bundled lookup model). */
export function labelledExamples(pairs: readonly LabelledPair[]): TrainingExample[] {
  return pairs.map((pair) => ({ features: pairFeatures(pair.a, pair.b, ruleText(pair.a, pair.b)), label: pair.label, kind: pair.kind }));
}

/**
 * The sets the shipped weights are trained on, listed here rather than taken from every bundled set,
 * so that a set added for judging (a new held-out set) is not trained on by accident.
 */
export const TRAINING_PARTS: readonly BundledPart[] = ['tuning', 'tuning-2', 'tuning-3', 'tuning-4', 'heldout', 'heldout-2', 'heldout-3', 'heldout-4', 'heldout-5', 'heldout-6', 'heldout-7', 'heldout-8', 'heldout-9', 'heldout-10', 'heldout-11', 'heldout-12', 'heldout-13', 'heldout-14', 'heldout-15', 'heldout-16', 'heldout-17', 'heldout-18', 'heldout-19', 'heldout-20', 'heldout-21', 'heldout-22', 'heldout-23', 'heldout-24', 'heldout-25', 'heldout-26', 'heldout-27', 'heldout-28', 'heldout-29', 'heldout-30', 'heldout-31', 'heldout-32', 'heldout-33', 'heldout-34', 'heldout-35', 'heldout-36', 'heldout-37', 'heldout-38', 'heldout-39', 'heldout-40', 'heldout-41', 'heldout-42', 'heldout-43', 'heldout-44', 'heldout-45', 'heldout-46', 'heldout-47', 'heldout-48', 'heldout-49', 'heldout-50', 'heldout-51', 'heldout-52', 'heldout-53', 'heldout-54', 'heldout-55', 'heldout-56', 'heldout-57', 'heldout-58', 'heldout-59', 'heldout-60', 'heldout-61', 'heldout-62', 'heldout-63', 'heldout-64', 'heldout-65', 'heldout-66', 'heldout-67', 'heldout-68', 'heldout-69', 'heldout-70', 'heldout-71', 'heldout-72', 'heldout-73', 'heldout-74', 'heldout-75', 'heldout-76', 'heldout-77', 'heldout-78', 'heldout-79', 'heldout-80', 'heldout-81', 'heldout-82', 'heldout-83', 'heldout-84', 'heldout-85', 'heldout-86', 'heldout-87', 'heldout-88', 'heldout-89', 'heldout-90', 'heldout-91', 'heldout-92', 'heldout-93', 'heldout-94', 'heldout-95', 'heldout-96', 'heldout-97', 'heldout-98', 'heldout-99', 'heldout-100', 'heldout-101', 'heldout-102', 'heldout-103', 'heldout-104', 'heldout-105', 'heldout-106', 'heldout-107', 'heldout-108', 'heldout-109', 'heldout-110', 'heldout-111', 'heldout-112', 'heldout-113', 'heldout-114', 'heldout-115', 'heldout-116', 'heldout-117', 'heldout-118', 'heldout-119', 'heldout-120', 'heldout-121', 'heldout-122', 'heldout-123', 'heldout-124', 'heldout-125', 'heldout-126', 'heldout-127', 'heldout-128', 'heldout-129', 'heldout-130', 'heldout-131', 'heldout-132', 'heldout-133', 'heldout-134', 'heldout-135', 'heldout-136', 'heldout-137', 'heldout-138', 'heldout-139', 'heldout-140', 'heldout-141', 'heldout-142', 'heldout-143', 'heldout-144', 'heldout-145', 'heldout-146', 'heldout-147', 'heldout-148', 'heldout-149', 'heldout-150', 'heldout-151', 'heldout-152', 'heldout-153', 'heldout-154', 'heldout-155', 'heldout-156', 'heldout-157', 'heldout-158', 'heldout-159', 'heldout-160', 'heldout-161', 'heldout-162', 'heldout-163', 'heldout-164', 'heldout-165', 'heldout-166', 'heldout-167', 'heldout-168', 'heldout-169', 'heldout-170', 'heldout-171', 'heldout-172', 'heldout-173', 'heldout-174', 'heldout-175', 'heldout-176', 'heldout-177', 'heldout-178', 'heldout-179', 'heldout-180', 'heldout-181', 'heldout-182', 'heldout-183', 'heldout-184', 'heldout-185', 'heldout-186', 'heldout-187', 'heldout-188', 'heldout-189', 'heldout-190', 'heldout-191', 'heldout-192', 'heldout-193', 'heldout-194', 'heldout-195', 'heldout-196', 'heldout-197', 'heldout-198', 'heldout-199', 'heldout-200', 'heldout-201', 'heldout-202', 'heldout-203', 'heldout-204', 'heldout-205', 'heldout-206', 'heldout-207', 'heldout-208', 'heldout-209', 'heldout-210', 'heldout-211', 'heldout-212', 'heldout-213', 'heldout-214', 'heldout-215', 'heldout-216', 'heldout-217', 'heldout-218', 'heldout-219', 'heldout-220', 'heldout-221', 'heldout-222', 'heldout-223', 'heldout-224', 'heldout-225', 'heldout-226', 'heldout-227', 'heldout-228', 'heldout-229', 'heldout-230', 'heldout-231', 'heldout-232', 'heldout-233', 'heldout-234', 'heldout-235', 'heldout-236', 'heldout-237', 'heldout-238', 'heldout-239', 'heldout-240', 'heldout-241', 'heldout-242', 'heldout-243', 'heldout-244', 'heldout-245', 'heldout-246', 'heldout-247', 'heldout-248', 'heldout-249', 'heldout-250', 'heldout-251', 'heldout-252', 'heldout-253', 'heldout-254', 'heldout-255', 'heldout-256', 'heldout-257', 'heldout-258', 'heldout-259', 'heldout-260', 'heldout-261', 'heldout-262', 'heldout-263', 'heldout-264', 'heldout-265', 'heldout-266', 'heldout-267', 'heldout-268', 'heldout-269', 'heldout-270', 'heldout-271', 'heldout-272', 'heldout-273', 'heldout-274', 'heldout-275', 'heldout-276', 'heldout-277', 'heldout-278', 'heldout-279', 'heldout-280', 'heldout-281', 'heldout-282', 'heldout-283', 'heldout-284', 'heldout-285', 'heldout-286', 'heldout-287', 'heldout-288', 'heldout-289', 'heldout-290', 'heldout-291', 'heldout-292', 'heldout-293', 'heldout-294', 'heldout-295', 'heldout-296', 'heldout-297', 'heldout-298', 'heldout-299', 'heldout-300', 'heldout-301', 'heldout-302', 'heldout-303', 'heldout-304', 'heldout-305', 'heldout-306', 'heldout-307', 'heldout-308', 'heldout-309', 'heldout-310', 'heldout-311', 'heldout-312', 'heldout-313', 'heldout-314', 'heldout-315', 'heldout-316', 'heldout-317', 'heldout-318'];

/** The shipped weights: trained on TRAINING_PARTS, in order. scripts/train-judge.mjs writes them to models/judge-combiner.json. */
export function trainBundledCombiner(options: CombinerTrainingOptions = {}): JudgeCombiner {
  const examples = TRAINING_PARTS.flatMap((part) => labelledExamples(loadLabelledPairs(bundledPairsPath(part))));
  return trainCombiner(examples, TRAINING_PARTS, options);
}

/**
 * Trains the combiner on labelled examples.
 *
 * @example
 * const combiner = trainCombiner(examples, ['tuning']);
 * probabilityOfSame(combiner, pairFeatures(a, b, ruleText(a, b)));
 */
export function trainCombiner(examples: readonly TrainingExample[], trainedOn: readonly string[], options: CombinerTrainingOptions = {}): JudgeCombiner {
  const settings = { ...DEFAULT_TRAINING, ...options };
  const width = PAIR_FEATURE_NAMES.length;
  if (examples.length === 0) throw new RangeError('trainCombiner needs at least one labelled example');
  const wrong = examples.find((example) => example.features.length !== width);
  if (wrong !== undefined) throw new RangeError(`every example needs ${width} features (PAIR_FEATURE_NAMES); one has ${wrong.features.length}`);
  const count = examples.length;
  const cuts = Array.from({ length: width }, (_, j) => candidateThresholds(examples.map((example) => example.features[j]!), settings.bins));
  // Each pair's bin per feature: the number of thresholds below its value.
  const bins = examples.map((example) => Uint8Array.from(example.features, (value, j) => binOf(cuts[j]!, value)));
  const weightOf = (example: TrainingExample) =>
    example.label ? 1 : STRICT_KINDS.includes(example.kind) ? settings.strictWeight : SOFT_KINDS.includes(example.kind) ? settings.softWeight : 1;
  // Weights scaled to a mean of 1, so that the leaf penalty means the same whatever the weights.
  const raw = examples.map(weightOf);
  const meanWeight = raw.reduce((sum, weight) => sum + weight, 0) / count;
  const weights = raw.map((weight) => weight / meanWeight);
  const same = examples.reduce((sum, example, i) => sum + (example.label ? weights[i]! : 0), 0);
  const bias = round(Math.log(same / (count - same)));
  const sums = new Float64Array(count).fill(bias);
  const gradients = new Float64Array(count);
  const hessians = new Float64Array(count);
  const trees: number[][][] = [];
  for (let round_ = 0; round_ < settings.trees; round_++) {
    for (let i = 0; i < count; i++) {
      const p = 1 / (1 + Math.exp(-sums[i]!));
      gradients[i] = weights[i]! * (p - (examples[i]!.label ? 1 : 0));
      hessians[i] = weights[i]! * Math.max(p * (1 - p), 1e-6);
    }
    const nodes: number[][] = [];
    const grow = (members: readonly number[], level: number): number => {
      const at = nodes.length;
      nodes.push([]);
      let [g, h] = [0, 0];
      for (const i of members) {
        g += gradients[i]!;
        h += hessians[i]!;
      }
      const split = level < settings.depth ? bestSplit(members, g, h) : undefined;
      if (split === undefined) {
        const value = round((-g / (h + settings.l2)) * settings.shrinkage);
        nodes[at] = [value];
        for (const i of members) sums[i]! += value;
        return at;
      }
      const [left, right] = [[] as number[], [] as number[]];
      for (const i of members) (bins[i]![split.feature]! <= split.bin ? left : right).push(i);
      const leftAt = grow(left, level + 1);
      const rightAt = grow(right, level + 1);
      nodes[at] = [split.feature, cuts[split.feature]![split.bin]!, leftAt, rightAt];
      return at;
    };
    const bestSplit = (members: readonly number[], g: number, h: number) => {
      let best: { feature: number; bin: number; gain: number } | undefined;
      const parent = (g * g) / (h + settings.l2);
      for (let j = 0; j < width; j++) {
        const slots = cuts[j]!.length + 1;
        if (slots < 2) continue;
        const [gs, hs] = [new Float64Array(slots), new Float64Array(slots)];
        for (const i of members) {
          const bin = bins[i]![j]!;
          gs[bin]! += gradients[i]!;
          hs[bin]! += hessians[i]!;
        }
        let [gl, hl] = [0, 0];
        for (let k = 0; k < slots - 1; k++) {
          gl += gs[k]!;
          hl += hs[k]!;
          const [gr, hr] = [g - gl, h - hl];
          if (hl < MIN_HESSIAN || hr < MIN_HESSIAN) continue;
          const gain = (gl * gl) / (hl + settings.l2) + (gr * gr) / (hr + settings.l2) - parent;
          if (gain > (best?.gain ?? MIN_GAIN)) best = { feature: j, bin: k, gain };
        }
      }
      return best;
    };
    grow([...Array(count).keys()], 0);
    trees.push(nodes);
  }
  return {
    format: 'toolworld-judge-combiner-2',
    trainedOn: [...trainedOn],
    features: [...PAIR_FEATURE_NAMES],
    bias,
    trees,
    cut: CUT,
    band: [BAND[0], BAND[1]],
    training: { ...settings, pairs: count },
  };
}

/** A leaf needs this much summed hessian on each side: no split isolates a pair or two. */
const MIN_HESSIAN = 1;
const MIN_GAIN = 1e-9;

/**
 * Thresholds a split may use: every distinct value but the largest, or, for a feature with many,
 * the values at its quantiles. A threshold is a value seen, so it needs no rounding in the file.
 */
function candidateThresholds(column: readonly number[], bins: number): number[] {
  const values = [...new Set(column)].sort((a, b) => a - b);
  if (values.length <= bins) return values.slice(0, -1);
  const picked = new Set<number>();
  for (let q = 1; q < bins; q++) picked.add(values[Math.floor((q * values.length) / bins) - 1]!);
  return [...picked].sort((a, b) => a - b);
}

/** The first threshold at or above the value (its bin); the count of thresholds when none is. */
function binOf(thresholds: readonly number[], value: number): number {
  let [low, high] = [0, thresholds.length];
  while (low < high) {
    const middle = (low + high) >> 1;
    if (value > thresholds[middle]!) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Six decimals keep the file small and the same on every run. */
const round = (value: number) => Math.round(value * 1e6) / 1e6;
