import type { SemanticJudge } from './check.js';
import { semanticMatch, trySemanticMatchSync, type SemanticMatchOptions } from './semantic.js';

/**
 * The semantic judge used by evaluations: `semanticMatch` with its default embedder and guard.
 * Identical texts are decided synchronously, so a replay that never compares two different texts
 * never loads the model. When the guard rejects a pair, `detail` says which facts were contradicted.
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
      const contradictions = result.guard?.contradictions ?? [];
      if (contradictions.length === 0) return result;
      const detail = contradictions
        .map((c) => `${c.kind} ${JSON.stringify(c.expected)}${c.actual === undefined ? ' missing' : ` vs ${JSON.stringify(c.actual)}`}`)
        .join('; ');
      return { ...result, detail: `contradicted: ${detail}` };
    });
  };
}
