import type { SemanticJudge } from './check.js';
import { semanticMatch, trySemanticMatchSync, type SemanticMatchOptions } from './semantic.js';

/**
 * The semantic judge used by evaluations: `semanticMatch` with its default embedder and guard.
 * Identical texts are decided synchronously, so a replay that never compares two different texts
 * never loads the model. When a pair fails, `detail` gives the judge's reasons ("place changed:
 * Austin -> Denver").
 *
 * @example
 * const semantic = createDefaultSemanticJudge();
 * await evaluateConversation(simulated, { tools: world.tools, semantic });
 */
export function createDefaultSemanticJudge(options: Omit<SemanticMatchOptions, 'threshold'> = {}): SemanticJudge {
  return (expected, actual, threshold) => {
    const quick = trySemanticMatchSync(expected, actual, threshold);
    if (quick !== undefined) return quick;
    return semanticMatch(expected, actual, { ...options, threshold }).then((result) => {
      if (result.pass || result.reasons === undefined || result.reasons.length === 0) return result;
      return { ...result, detail: result.reasons.join('; ') };
    });
  };
}
