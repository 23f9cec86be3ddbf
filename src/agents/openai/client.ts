import type OpenAI from 'openai';
import type { ChatCompletionCreateParamsNonStreaming } from 'openai/resources/chat/completions';
import type { ChatModel } from '../chat.js';

export interface OpenAIChatModelOptions {
  /** The server, e.g. `http://127.0.0.1:8000/v1` (vLLM), `http://127.0.0.1:11434/v1` (Ollama). Default: OpenAI. */
  readonly baseURL?: string;
  /** The key; local servers accept any non-empty string. */
  readonly apiKey: string;
  /** Per-request timeout in milliseconds. Default 10 minutes (the client's own default). */
  readonly timeoutMs?: number;
}

/**
 * A chat model backed by the official `openai` client, for any OpenAI-compatible server. The
 * client's own retries are off (`maxRetries: 0`) so that `withRetries` is the one policy that runs,
 * with its seeded jitter and its counts in the report. Errors are the client's (`status`, `headers`).
 *
 * @example
 * const chat = createOpenAIChatModel({ baseURL: 'http://127.0.0.1:11434/v1', apiKey: 'ollama' });
 * const { completion } = await chat({ model: 'llama3.1', messages: [{ role: 'user', content: 'Hi' }] });
 */
export function createOpenAIChatModel(options: OpenAIChatModelOptions): ChatModel {
  // The client library is loaded on the first request, so importing toolworld stays light.
  let client: Promise<OpenAI> | undefined;
  const getClient = () =>
    (client ??= import('openai').then(
      ({ default: OpenAIClient }) =>
        new OpenAIClient({
          apiKey: options.apiKey,
          ...(options.baseURL !== undefined && { baseURL: options.baseURL }),
          ...(options.timeoutMs !== undefined && { timeout: options.timeoutMs }),
          maxRetries: 0,
        }),
    ));
  return async (request, callOptions = {}) => {
    const openai = await getClient();
    // Our message types are a structural subset of the client's; the cast only widens readonly arrays.
    const body = request as unknown as ChatCompletionCreateParamsNonStreaming;
    const completion: unknown = await openai.chat.completions.create(body, callOptions.signal ? { signal: callOptions.signal } : {});
    return { completion, attempts: 1 };
  };
}
