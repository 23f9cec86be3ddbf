/** The semantic matcher's parts: embedders, the cache, the fact guard and threshold calibration. */
export {
  createTransformersEmbedder,
  defaultModelPath,
  effectiveThreshold,
  DEFAULT_MODEL_NAME,
  MODEL_ENV,
  ALLOW_REMOTE_ENV,
} from './embedder.js';
export { createCachedEmbedder } from './cache.js';
export { checkFacts } from './guard.js';
export { extractFacts } from './facts.js';

export type { Embedder, ThresholdCalibration, TransformersEmbedderOptions } from './embedder.js';
export type { CachedEmbedder, CachedEmbedderOptions, CacheStats } from './cache.js';
export type { GuardOptions, GuardResult, Contradiction, Fact, FactKind } from './guard.js';
export type { TextFacts } from './facts.js';
