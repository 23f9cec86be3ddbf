/**
 * Fits the learned layer's logistic regression: full-batch gradient descent in a fixed order for a
 * fixed number of steps, no randomness, so the same pairs always give the same weights (the
 * shipped file is checked against a fresh run). Accepting a fact near miss costs far more than
 * rejecting a paraphrase: the issue allows none of the first.
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
  /** L2 penalty on the weights. Default 0.0001. */
  readonly l2?: number;
  /** Gradient steps. Default 3000. */
  readonly steps?: number;
  /** Step size on standardised features. Default 0.5. */
  readonly rate?: number;
}

/** The settings the shipped weights were trained with; chosen by leave-one-set-out figures (decisions/0012). */
export const DEFAULT_TRAINING: Required<CombinerTrainingOptions> = { strictWeight: 5, softWeight: 8, l2: 0.0001, steps: 3000, rate: 0.5 };
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
export const TRAINING_PARTS: readonly BundledPart[] = ['tuning', 'tuning-2', 'tuning-3', 'tuning-4', 'heldout', 'heldout-2', 'heldout-3', 'heldout-4', 'heldout-5', 'heldout-6', 'heldout-7', 'heldout-8', 'heldout-9', 'heldout-10', 'heldout-11', 'heldout-12', 'heldout-13', 'heldout-14', 'heldout-15', 'heldout-16', 'heldout-17', 'heldout-18', 'heldout-19', 'heldout-20', 'heldout-21', 'heldout-22', 'heldout-23', 'heldout-24', 'heldout-25', 'heldout-26', 'heldout-27'];

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
  const mean = new Float64Array(width);
  const scale = new Float64Array(width);
  for (const example of examples) for (let j = 0; j < width; j++) mean[j]! += example.features[j]! / count;
  for (const example of examples) for (let j = 0; j < width; j++) scale[j]! += (example.features[j]! - mean[j]!) ** 2 / count;
  // A feature constant over the training pairs gets scale 1, so it adds nothing and divides by nothing.
  for (let j = 0; j < width; j++) scale[j] = round(Math.sqrt(scale[j]!)) || 1;
  for (let j = 0; j < width; j++) mean[j] = round(mean[j]!);
  const inputs = examples.map((example) => Float64Array.from(example.features, (value, j) => (value - mean[j]!) / scale[j]!));
  const weightOf = (example: TrainingExample) =>
    example.label ? 1 : STRICT_KINDS.includes(example.kind) ? settings.strictWeight : SOFT_KINDS.includes(example.kind) ? settings.softWeight : 1;
  const sampleWeights = examples.map(weightOf);
  const total = sampleWeights.reduce((sum, weight) => sum + weight, 0);
  const weights = new Float64Array(width);
  let bias = 0;
  const gradient = new Float64Array(width);
  for (let step = 0; step < settings.steps; step++) {
    gradient.fill(0);
    let biasGradient = 0;
    for (let i = 0; i < count; i++) {
      const x = inputs[i]!;
      let sum = bias;
      for (let j = 0; j < width; j++) sum += weights[j]! * x[j]!;
      const error = ((1 / (1 + Math.exp(-sum))) - (examples[i]!.label ? 1 : 0)) * (sampleWeights[i]! / total);
      biasGradient += error;
      for (let j = 0; j < width; j++) gradient[j]! += error * x[j]!;
    }
    bias -= settings.rate * biasGradient;
    for (let j = 0; j < width; j++) weights[j]! -= settings.rate * (gradient[j]! + settings.l2 * weights[j]!);
  }
  return {
    format: 'toolworld-judge-combiner-1',
    trainedOn: [...trainedOn],
    features: [...PAIR_FEATURE_NAMES],
    mean: [...mean],
    scale: [...scale],
    weights: [...weights].map(round),
    bias: round(bias),
    cut: CUT,
    band: [BAND[0], BAND[1]],
    training: { ...settings, pairs: count },
  };
}

/** Six decimals keep the file small and the same on every run. */
const round = (value: number) => Math.round(value * 1e6) / 1e6;
