/** The semantic matcher's parts: embedders, the cache, the fact guard and threshold calibration. */
export { createTransformersEmbedder, effectiveThreshold, MODEL_ENV, ALLOW_REMOTE_ENV } from './embedder.js';
export { createLookupEmbedder, loadLookupModel, defaultModelPath, DEFAULT_MODEL_NAME } from './lookup-model.js';
export { judgeText } from './judge.js';
export { loadJudgeCombiner } from './combiner.js';
export { createTransformersJudge, createChatJudge } from './escalation.js';
export { createCachedEmbedder } from './cache.js';
export { checkFacts } from './guard.js';
export { extractFacts } from './facts.js';

export type { Embedder, ThresholdCalibration, TransformersEmbedderOptions } from './embedder.js';
export type { CachedEmbedder, CachedEmbedderOptions, CacheStats } from './cache.js';
export type { GuardOptions, GuardResult, Contradiction, Fact, FactKind } from './guard.js';
export type { TextFacts } from './facts.js';
export type { LookupModel } from './lookup-model.js';
export type { Verdict, Outcome, JudgeTextOptions, UncertainPolicy, EscalationJudge, JudgeKind } from './judge.js';
export type { JudgeCombiner } from './combiner.js';
export type { TransformersJudgeOptions, ChatJudgeOptions } from './escalation.js';
export { loadWordSenses } from './wordnet-senses.js';
export type { WordSenses } from './wordnet-senses.js';
