import type { SemanticMatchResult } from './semantic.js';

/** ToolTalk's threshold for most free-text fields, on its DistilBERT cosine scale. */
export const REFERENCE_THRESHOLD = 0.9;

/**
 * Decides without a model when it can: equal texts pass with score 1, and a null on one side only
 * fails with score 0. Returns undefined when the texts need to be embedded. Kept apart from the
 * judge's engine (word tables, rules, model), so callers that only need this do not load it.
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
