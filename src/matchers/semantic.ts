/**
 * Judges free text by meaning, as ToolTalk does for event names, email bodies and reminder tasks.
 * The free-text judge (src/semantic/judge.ts) compares the two texts' facts both ways and aligns
 * their content words; by default a learned layer weighs those findings and decides, with the
 * rules' reasons kept (or a stronger judge does, for pairs it is unsure about, when configured).
 */
import { createCachedEmbedder } from '../semantic/cache.js';
import { createTransformersEmbedder, effectiveThreshold, MODEL_ENV, type Embedder } from '../semantic/embedder.js';
import { type GuardOptions, type GuardResult } from '../semantic/guard.js';
import { chosenJudge, escalated, resolveByPolicy, ruleText, type EscalationJudge, type JudgeKind, type Outcome, type UncertainPolicy } from '../semantic/judge.js';
import { resolveByLearnedLayer } from '../semantic/learned-verdict.js';
import { createLookupEmbedder } from '../semantic/lookup-model.js';
import { REFERENCE_THRESHOLD, trySemanticMatchSync } from './quick-match.js';

export interface SemanticMatchOptions {
  /**
   * The threshold on ToolTalk's scale (its DistilBERT cosine): 0.9 for most fields, 0.8 for email
   * bodies and messages. The embedder's calibration maps it onto its own model. Default 0.9.
   */
  readonly threshold?: number;
  /** Default: the process-wide embedder (`getDefaultEmbedder()`). */
  readonly embedder?: Embedder;
  /** The rules (fact guard and word alignment): on (default), off (cosine alone), or with some fact checks off. */
  readonly guard?: boolean | Omit<GuardOptions, 'model'>;
  /** How a pair the rules leave uncertain is settled without `escalate`. Default `similarity`. */
  readonly uncertain?: UncertainPolicy;
  /** A stronger judge for uncertain pairs (`createTransformersJudge`, `createChatJudge`). */
  readonly escalate?: EscalationJudge;
  /**
   * `learned` (default with the bundled lookup embedder, no `uncertain` policy and no guard
   * settings): a model trained
   * on labelled pairs weighs the rules' findings, and pairs it is unsure about go to `escalate`.
   * `rules`: the rules alone, uncertain pairs settled by `uncertain` and the threshold.
   */
  readonly judge?: JudgeKind;
}

export interface SemanticMatchResult {
  readonly pass: boolean;
  /** Cosine similarity of the two embeddings (1 for identical texts, 0 when one side is null). */
  readonly score: number;
  /** The threshold applied to `score`, on the model's own scale (as requested when no model was needed). */
  readonly threshold: number;
  /** What the guard found, when it ran. */
  readonly guard?: GuardResult;
  /** What the rules said before the uncertain pairs were settled. */
  readonly ruled?: Outcome;
  /** The learned layer's p(same meaning), when it judged. */
  readonly probability?: number;
  /** Why: "place changed: Austin -> Denver", "dropped: eggs", "uncertain, similarity 0.81 >= 0.725". */
  readonly reasons?: readonly string[];
}

export { REFERENCE_THRESHOLD, trySemanticMatchSync };

let defaultEmbedder: Embedder | undefined;

/**
 * The embedder used when none is passed: the bundled lookup model (plain JS), or a transformer
 * model when `TOOLWORLD_EMBEDDING_MODEL` names one (cached and batched). Created on first use.
 */
export function getDefaultEmbedder(): Embedder {
  defaultEmbedder ??= process.env[MODEL_ENV] ? createCachedEmbedder(createTransformersEmbedder()) : createLookupEmbedder();
  return defaultEmbedder;
}

/** Replaces the process-wide embedder; `undefined` goes back to the default on next use. */
export function setDefaultEmbedder(embedder: Embedder | undefined): void {
  defaultEmbedder = embedder;
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
  const embeddedScore = async () => {
    const [a, b] = await embedder.embed([expected, actual]);
    return cosine(a!, b!);
  };
  if (options.guard === false) {
    const score = await embeddedScore();
    return { pass: score >= threshold, score, threshold };
  }
  const ruling = ruleText(expected, actual, options.guard === true || options.guard === undefined ? {} : { guard: options.guard });
  // The lookup model's similarity is computed by the rules; another model is asked for its own.
  const lookup = 'model' in embedder;
  const guardResult: GuardResult = { pass: ruling.contradictions.length === 0, contradictions: ruling.contradictions };
  // The learned layer reads the lookup model's similarity, which the rules computed; another
  // embedder's similarity serves the rules' own way of settling pairs.
  const guardSettings = typeof options.guard === 'object' ? options.guard : undefined;
  if (chosenJudge({ judge: options.judge ?? (lookup ? undefined : 'rules'), uncertain: options.uncertain, guard: guardSettings }) === 'learned') {
    const verdict = resolveByLearnedLayer(expected, actual, ruling, { threshold });
    const base = { score: ruling.score, threshold, guard: guardResult, ruled: ruling.ruled, probability: verdict.probability };
    if (verdict.unsure && options.escalate !== undefined) {
      const answer = await options.escalate(expected, actual);
      return { ...base, pass: answer.pass, reasons: [...verdict.reasons, escalated(answer)] };
    }
    return { ...base, pass: verdict.outcome === 'match', reasons: verdict.reasons };
  }
  const score = lookup || ruling.ruled !== 'uncertain' ? ruling.score : await embeddedScore();
  if (ruling.ruled === 'uncertain' && options.escalate !== undefined) {
    const answer = await options.escalate(expected, actual);
    return { pass: answer.pass, score, threshold, guard: guardResult, ruled: ruling.ruled, reasons: [...ruling.reasons, escalated(answer)] };
  }
  const verdict = resolveByPolicy({ ...ruling, score }, options.uncertain ?? 'similarity', threshold);
  return { pass: verdict.outcome === 'match', score, threshold, guard: guardResult, ruled: ruling.ruled, reasons: verdict.reasons };
}

/** Dot product of unit vectors, clamped so rounding never reports more than 1. */
export function cosine(a: Float32Array, b: Float32Array): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += a[i]! * b[i]!;
  return Math.min(1, sum);
}
