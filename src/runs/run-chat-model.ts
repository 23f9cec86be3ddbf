import { createOpenAIAgent } from '../agents/openai/agent.js';
import { createTextFormatAgent } from '../agents/text-format/agent.js';
import type { ChatModel } from '../agents/chat.js';
import type { ModelAgentOptions } from '../agents/prompt.js';
import type { LoadedConversation } from '../suites/tooltalk/datasets/load.js';
import type { Agent } from '../suites/tooltalk/simulation/agent.js';
import { withResponseCache, type ResponseCache } from './cache.js';
import { isFatalModelError } from './model-request-error.js';
import { withRetries, type RetryOptions } from './retry.js';
import { runModel, type ModelRun, type RunModelOptions } from './run.js';

/** How the model's answers were obtained. */
export interface RequestCounts {
  /** Requests sent to the server, retries included. */
  readonly http: number;
  /** Answers served from the response cache. */
  readonly cached: number;
  readonly retries: number;
}

export interface RunChatModelOptions extends Omit<RunModelOptions, 'createAgent'>, Omit<ModelAgentOptions, 'chat'> {
  /** Sends one request to the server, e.g. `createOpenAIChatModel({ baseURL, apiKey })`. No retries of its own. */
  readonly chat: ChatModel;
  /** The server's base URL: named in errors, and part of every cache key. */
  readonly server: string;
  /** `openai` (native function calling, default) or `text-format` (calls written in the text). */
  readonly agent?: 'openai' | 'text-format';
  /**
   * Builds the agent instead of `agent`, around the run's chat model (which retries, caches and
   * stops with the run). For agents of your own.
   */
  readonly createAgent?: (task: { readonly trial: number; readonly conversation: LoadedConversation; readonly chat: ChatModel }) => Agent;
  /** Retries of rate limits, server errors and network errors (see `withRetries`). */
  readonly retries?: Omit<RetryOptions, 'server'>;
  /** Answers kept between runs; without one every request is sent. */
  readonly cache?: ResponseCache;
  /** Told when an answer could not be stored in the cache (it is used all the same). */
  readonly onCacheStoreError?: (error: unknown) => void;
}

export interface ChatModelRun extends ModelRun {
  readonly requests: RequestCounts;
}

/**
 * Runs a model behind a chat-completions server over conversations, with everything a real run
 * needs wired in: retries with backoff for rate limits, server errors, resets and timeouts; a stop
 * at the first error that would fail every request alike (the server cannot be reached before it
 * ever answered, a refused key, an unknown model), which is thrown as a `ModelRequestError` naming
 * the server; the response cache per trial, keyed by server, model, tools, messages and sampling
 * settings; and the caller's `signal`, which stops the run and is thrown as its reason. The CLI's
 * `toolworld run` is this function plus option parsing and report files.
 *
 * @example
 * const server = 'http://127.0.0.1:11434/v1';
 * const run = await runChatModel(loadToolTalkConversations('conversations'), {
 *   chat: createOpenAIChatModel({ baseURL: server, apiKey: 'none' }), server, model: 'llama3.1',
 *   cache: createFileResponseCache('.toolworld-cache'), trials: 3, concurrency: 4,
 * });
 * run.requests; // { http: 120, cached: 0, retries: 2 }
 */
export async function runChatModel(conversations: readonly LoadedConversation[], options: RunChatModelOptions): Promise<ChatModelRun> {
  const { chat, server, agent, createAgent, retries, cache, onCacheStoreError, model, mode, documentation, temperature, maxTokens, signal, ...runOptions } = options;
  const requests = { http: 0, cached: 0, retries: 0 };
  const controller = new AbortController();
  const forwardAbort = () => controller.abort(signal?.reason);
  if (signal?.aborted) forwardAbort();
  signal?.addEventListener('abort', forwardAbort, { once: true });

  const counted: ChatModel = (request, callOptions) => {
    requests.http++;
    return chat(request, callOptions);
  };
  const retried = withRetries(counted, {
    ...retries,
    server,
    onRetry: (event) => {
      requests.retries++;
      retries?.onRetry?.(event);
    },
  });
  // An error that fails every request alike stops the whole run at once, in-flight requests included.
  let fatal: { error: unknown } | undefined;
  const guarded: ChatModel = async (request, callOptions) => {
    try {
      return await retried(request, callOptions);
    } catch (error) {
      if (isFatalModelError(error) && fatal === undefined) {
        fatal = { error };
        controller.abort(error);
      }
      throw error;
    }
  };
  const chatForTrial = (trial: number): ChatModel =>
    cache === undefined
      ? guarded
      : withResponseCache(guarded, cache, {
          trial,
          server,
          onHit: () => requests.cached++,
          ...(onCacheStoreError && { onStoreError: (error: unknown) => onCacheStoreError(error) }),
        });
  const agentOptions = {
    model,
    ...(mode !== undefined && { mode }),
    ...(documentation !== undefined && { documentation }),
    ...(temperature !== undefined && { temperature }),
    ...(maxTokens !== undefined && { maxTokens }),
  };

  try {
    const run = await runModel(conversations, {
      ...runOptions,
      signal: controller.signal,
      createAgent: ({ trial, conversation }) => {
        const trialChat = chatForTrial(trial);
        if (createAgent !== undefined) return createAgent({ trial, conversation, chat: trialChat });
        return agent === 'text-format' ? createTextFormatAgent({ chat: trialChat, ...agentOptions }) : createOpenAIAgent({ chat: trialChat, ...agentOptions });
      },
    });
    // The last conversation may have recorded the fatal error as its turn's error and finished.
    if (fatal !== undefined) throw fatal.error;
    return { ...run, requests: { ...requests } };
  } catch (error) {
    if (fatal !== undefined) throw fatal.error;
    if (signal?.aborted) throw signal.reason ?? error;
    throw error;
  } finally {
    signal?.removeEventListener('abort', forwardAbort);
  }
}
