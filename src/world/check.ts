import type { CallRecord } from './execute.js';

/**
 * The contract between a tool's declaration and whoever judges its calls: a tool may carry a
 * `ToolCheck`, and the matchers in `src/matchers` build them. Only types live here, so that the core
 * never imports the matchers.
 */

/** A call as the checks see it: a request with its outcome. */
export type JudgedCall = Pick<CallRecord, 'request' | 'response' | 'exception'>;

export type MaybePromise<T> = T | Promise<T>;

/** Judges free text by meaning. `semanticMatch` (with its embedder and guard) is the default. */
export type SemanticJudge = (
  expected: string,
  actual: string,
  threshold: number,
) => MaybePromise<{ pass: boolean; score: number; detail?: string }>;

export interface CheckContext {
  readonly semantic: SemanticJudge;
}

/** Why a predicted call did or did not match a ground-truth call. */
export interface CheckVerdict {
  readonly pass: boolean;
  /** One line per problem found (empty when it passed). */
  readonly reasons: readonly string[];
  /** Similarity scores of the semantic fields, by parameter name. */
  readonly scores?: Readonly<Record<string, number>>;
}

/** A tool's correctness check: how a prediction is compared with a ground-truth call of that tool. */
export interface ToolCheck {
  readonly kind: 'result' | 'arguments' | 'id-subset' | 'custom';
  /** One line for people: what the check compares. */
  readonly description: string;
  judge(predicted: JudgedCall, expected: JudgedCall, context: CheckContext): MaybePromise<CheckVerdict>;
}
