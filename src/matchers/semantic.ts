/**
 * Judges free text by meaning, as ToolTalk does for event names, email bodies and reminder tasks:
 * the cosine similarity of two sentence embeddings must reach a threshold, and the fact guard must
 * find every name, number, time and date of the expected text in the actual one.
 */
import { createCachedEmbedder } from '../semantic/cache.js';
import { createTransformersEmbedder, effectiveThreshold, type Embedder } from '../semantic/embedder.js';
import { checkFacts, type GuardOptions, type GuardResult } from '../semantic/guard.js';

export interface SemanticMatchOptions {
  /**
   * The threshold on ToolTalk's scale (its DistilBERT cosine): 0.9 for most fields, 0.8 for email
   * bodies and messages. The embedder's calibration maps it onto its own model. Default 0.9.
   */
  readonly threshold?: number;
  /** Default: the process-wide embedder (`getDefaultEmbedder()`). */
  readonly embedder?: Embedder;
  /** The fact guard: on (default), off, or with some checks turned off. */
  readonly guard?: boolean | GuardOptions;
}

export interface SemanticMatchResult {
  readonly pass: boolean;
  /** Cosine similarity of the two embeddings (1 for identical texts, 0 when one side is null). */
  readonly score: number;
  /** The threshold applied to `score`, on the model's own scale (as requested when no model was needed). */
  readonly threshold: number;
  /** What the guard found, when it ran. */
  readonly guard?: GuardResult;
}

export const REFERENCE_THRESHOLD = 0.9;

let defaultEmbedder: Embedder | undefined;

/**
 * The embedder used when none is passed: the bundled model (or `TOOLWORLD_EMBEDDING_MODEL`), with
 * a cache and batching. Created on first use; the model itself loads on the first comparison.
 */
export function getDefaultEmbedder(): Embedder {
  defaultEmbedder ??= createCachedEmbedder(createTransformersEmbedder());
  return defaultEmbedder;
}

/** Replaces the process-wide embedder; `undefined` goes back to the default on next use. */
export function setDefaultEmbedder(embedder: Embedder | undefined): void {
  defaultEmbedder = embedder;
}

/**
 * Decides without a model when it can: equal texts pass with score 1, and a null on one side only
 * fails with score 0. Returns undefined when the texts need to be embedded.
 *
 * @example
 * trySemanticMatchSync('Team sync', 'Team sync'); // { pass: true, score: 1, threshold: 0.9 }
 */
export function trySemanticMatchSync(
  expected: string | null,
  actual: string | null,
  threshold = REFERENCE_THRESHOLD,
): SemanticMatchResult | undefined {
  if (expected === actual) return { pass: true, score: 1, threshold };
  if (expected === null || actual === null) return { pass: false, score: 0, threshold };
  return undefined;
}

/**
 * Compares two texts by meaning.
 *
 * @example
 * await semanticMatch('Flight to Paris', 'flight to paris');  // pass: true
 * await semanticMatch('Flight to Paris', 'Flight to London'); // pass: false, guard names 'Paris'
 */
export async function semanticMatch(
  expected: string | null,
  actual: string | null,
  options: SemanticMatchOptions = {},
): Promise<SemanticMatchResult> {
  const requested = options.threshold ?? REFERENCE_THRESHOLD;
  const quick = trySemanticMatchSync(expected, actual, requested);
  if (quick !== undefined || expected === null || actual === null) return quick!;
  const embedder = options.embedder ?? getDefaultEmbedder();
  const threshold = effectiveThreshold(requested, embedder.calibration);
  const [a, b] = await embedder.embed([expected, actual]);
  const score = cosine(a!, b!);
  if (options.guard === false) return { pass: score >= threshold, score, threshold };
  const guard = checkFacts(expected, actual, options.guard === true || options.guard === undefined ? {} : options.guard);
  return { pass: guard.pass && score >= threshold, score, threshold, guard };
}

/** Dot product of unit vectors, clamped so rounding never reports more than 1. */
export function cosine(a: Float32Array, b: Float32Array): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += a[i]! * b[i]!;
  return Math.min(1, sum);
}
