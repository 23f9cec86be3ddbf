/**
 * The chat-completions wire format, as far as toolworld's agents write it. It is the OpenAI format,
 * which OpenAI, vLLM, Ollama and llama.cpp servers all accept; the types are our own so that agents,
 * caches and retries do not depend on a client library.
 */

export interface ChatToolCall {
  readonly id: string;
  readonly type: 'function';
  readonly function: { readonly name: string; readonly arguments: string };
}

export type ChatMessage =
  | { readonly role: 'system'; readonly content: string }
  | { readonly role: 'user'; readonly content: string }
  | { readonly role: 'assistant'; readonly content: string | null; readonly tool_calls?: readonly ChatToolCall[] }
  | { readonly role: 'tool'; readonly tool_call_id: string; readonly content: string };

/** A function tool as sent in `tools`. */
export interface ChatTool {
  readonly type: 'function';
  readonly function: {
    readonly name: string;
    readonly description: string;
    readonly parameters: Record<string, unknown>;
  };
}

/** The request body of `POST /chat/completions`. */
export interface ChatRequest {
  readonly model: string;
  readonly messages: readonly ChatMessage[];
  readonly tools?: readonly ChatTool[];
  readonly temperature?: number;
  readonly max_tokens?: number;
  readonly seed?: number;
}

/** What a chat model gave back, with how it was obtained. */
export interface ChatReply {
  /**
   * The response body as the server sent it. Typed `unknown` on purpose: a server or model may
   * answer anything, and agents read it defensively rather than trusting a shape.
   */
  readonly completion: unknown;
  /** True when the reply came from the response cache (no request was made). */
  readonly cached?: boolean;
  /** The cache key of the request (sha256 hex), when a cache was used. */
  readonly key?: string;
  /** HTTP attempts made for this reply (1 without retries; 0 when cached). */
  readonly attempts?: number;
}

export interface ChatCallOptions {
  readonly signal?: AbortSignal;
}

/**
 * Anything that answers chat requests: the OpenAI client, a cache in front of it, a retrying
 * wrapper, or a test double. Wrappers compose: `withResponseCache(withRetries(model), cache)`.
 *
 * @example
 * const echo: ChatModel = async (request) => ({ completion: { choices: [{ message: { role: 'assistant', content: 'hi' } }] } });
 */
export type ChatModel = (request: ChatRequest, options?: ChatCallOptions) => Promise<ChatReply>;
