/**
 * The similarity a pair needs on the bundled lookup model, shared by the `similarity` policy
 * (judge.ts) and the learned layer (learned-verdict.ts).
 */

/** The bar for an uncertain pair under the `similarity` policy: ToolTalk's 0.9 on its sentence model. */
export const DEFAULT_THRESHOLD = 0.725;

/**
 * Under the `similarity` policy, a pair whose only unexplained differences are wording needs this
 * share of the threshold: 0.5 on the bundled model, the similarity at which two words count as one.
 * The rules have already looked for every fact, negation, opposite, role, object and dropped item.
 */
export const WORDING_SHARE = 0.5 / DEFAULT_THRESHOLD;
