import type { SemanticJudge } from './check.js';
import type { SemanticMatchOptions } from './semantic.js';

/**
 * The semantic judge used by evaluations: identical texts pass at once; anything else goes to
 * `semanticMatch`, whose module (and model) is loaded only the first time it is needed, so a replay
 * that never compares two different texts never loads a model.
 *
 * @example
 * const semantic = createDefaultSemanticJudge({ guard: true });
 * await evaluateConversation(simulated, { tools: world.tools, semantic });
 */
export function createDefaultSemanticJudge(options: Omit<SemanticMatchOptions, 'threshold'> = {}): SemanticJudge {
  return (expected, actual, threshold) => {
    if (expected === actual) return { pass: true, score: 1 };
    return import('./semantic.js').then(({ semanticMatch }) =>
      semanticMatch(expected, actual, { ...options, threshold }),
    );
  };
}
