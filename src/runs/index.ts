/** Running agents over datasets: orchestration, response cache, retries, pass^k. */
export { runModel } from './run.js';
export { withRetries, isRetryableError, retryAfterMs, backoffDelay } from './retry.js';
export { withResponseCache, createFileResponseCache, createMemoryResponseCache, requestKey } from './cache.js';
export { passHatK, meanAndSpread, binomial } from './pass-hat-k.js';
export { createSeededRandom } from './random.js';
export { createProgressReporter } from './progress.js';
export { ModelRequestError, isFatalModelError } from './model-request-error.js';

export type { RunModelOptions, ModelRun, ConversationRun, TrialRun, RunProgress } from './run.js';
export type { RetryOptions } from './retry.js';
export type { ResponseCache, CacheOptions } from './cache.js';
export type { ProgressWriter } from './progress.js';
