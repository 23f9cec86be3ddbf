/** Running agents over datasets: orchestration, response cache, retries, pass^k. */
export { runModel } from './run.js';
export { runChatModel } from './run-chat-model.js';
export { withRetries, isRetryableError, retryAfterMs, backoffDelay } from './retry.js';
export { withResponseCache, createFileResponseCache, createMemoryResponseCache, requestKey, normalizeServerURL } from './cache.js';
export { passHatK, meanAndSpread, binomial } from './pass-hat-k.js';
export { createSeededRandom } from './random.js';
export { createProgressReporter } from './progress.js';
export { ModelRequestError, isFatalModelError, unreachableReason } from './model-request-error.js';
export { checkWritableFolder, loadConversationsFrom, loadDatabasesFrom, checkConversationsFitDatabases } from './preflight.js';
export { writeFileAtomically, removeStaleTemporaryFiles } from './temporary-files.js';

export type { RunModelOptions, ModelRun, ConversationRun, TrialRun, RunProgress } from './run.js';
export type { RunChatModelOptions, ChatModelRun, RequestCounts } from './run-chat-model.js';
export type { RetryOptions } from './retry.js';
export type { ResponseCache, FileResponseCache, CacheOptions } from './cache.js';
export type { ProgressWriter } from './progress.js';
