import type { SemanticJudge } from './check.js';
import { trySemanticMatchSync } from './quick-match.js';
import type { SemanticMatchOptions } from './semantic.js';

/**
 * The semantic judge used by evaluations: `semanticMatch` with its default embedder and guard.
 * Identical texts are decided synchronously, so a replay that never compares two different texts
 * never loads the judge's engine (its word tables, rules and model: imported on the first pair that
 * needs them). When a pair fails, `detail` gives the judge's reasons ("place changed:
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
    return import('./semantic.js').then(async ({ semanticMatch }) => {
      const result = await semanticMatch(expected, actual, { ...options, threshold });
      if (result.pass || result.reasons === undefined || result.reasons.length === 0) return result;
      return { ...result, detail: result.reasons.join('; ') };
    });
  };
}
