
/** Whether an error is an instance of a class of this name (checked by name so `openai` need not be loaded). */
function isErrorClass(error: unknown, name: string): boolean {
  for (let proto = error === null || typeof error !== 'object' ? null : Object.getPrototypeOf(error); proto !== null; proto = Object.getPrototypeOf(proto)) {
    if ((proto as { constructor?: { name?: string } }).constructor?.name === name) return true;
  }
  return false;
}
import type { ChatModel } from '../agents/chat.js';
import { ModelRequestError, causeMessages, errorStatus, systemErrorCode, unreachableReason } from './model-request-error.js';
import { createSeededRandom } from './random.js';

export interface RetryOptions {
  /** Attempts in all, the first included. Default 6. */
  readonly maxAttempts?: number;
  /** The first backoff; each retry doubles it. Default 1000 ms. */
  readonly baseDelayMs?: number;
  /** The longest backoff the doubling reaches. Default 60 s. */
  readonly maxDelayMs?: number;
  /** The longest `retry-after` honoured; a server asking for more is not waited for. Default 5 min. */
  readonly maxRetryAfterMs?: number;
  /** Jitter source in [0, 1). Default: seeded with 0, so runs are reproducible. */
  readonly random?: () => number;
  /** Waits; injected so that tests do not. Must reject when the signal aborts. */
  readonly sleep?: (milliseconds: number, signal?: AbortSignal) => Promise<void>;
  /** Wall clock in ms, only for `retry-after` given as an HTTP date. Without it such dates are ignored. */
  readonly now?: () => number;
  /** Told before each wait, e.g. to count retries or print them. */
  readonly onRetry?: (event: { attempt: number; delayMs: number; reason: string }) => void;
  /** The server's base URL, named in error messages. */
  readonly server?: string;
  /**
   * Whether a refused connection or a host name that does not resolve is retried before the server
   * has answered once. Default false: such a server is most likely not there at all (a wrong URL, a
   * server not started), and retrying would take hours over a dataset. Once it has answered, the same
   * errors are retried like resets, since the server may be restarting.
   */
  readonly retryUnreachable?: boolean;
}

const networkCodes = new Set([
  'ECONNRESET', 'ECONNREFUSED', 'ETIMEDOUT', 'EPIPE', 'EAI_AGAIN', 'ENOTFOUND', 'EHOSTUNREACH', 'ENETUNREACH',
  'UND_ERR_SOCKET', 'UND_ERR_CONNECT_TIMEOUT', 'UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT',
]);

function isNetworkError(error: unknown): boolean {
  if (isErrorClass(error, 'APIUserAbortError')) return false;
  if (isErrorClass(error, 'APIConnectionError')) return true;
  const code = systemErrorCode(error);
  return code !== undefined && networkCodes.has(code);
}

/** Rate limits (429), timeouts (408), conflicts (409), server errors (5xx) and network failures. */
export function isRetryableError(error: unknown): boolean {
  if (error instanceof ModelRequestError) return false; // already settled by an inner wrapper
  const status = errorStatus(error);
  if (status !== undefined) return status === 408 || status === 409 || status === 429 || status >= 500;
  return isNetworkError(error);
}

function header(error: unknown, name: string): string | undefined {
  const headers = typeof error === 'object' && error !== null ? (error as { headers?: unknown }).headers : undefined;
  if (headers === undefined || headers === null) return undefined;
  if (typeof (headers as Headers).get === 'function') return (headers as Headers).get(name) ?? undefined;
  const value = (headers as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : undefined;
}

/**
 * How long the server asked to wait, from `retry-after-ms` (OpenAI's) or `retry-after` (seconds,
 * or an HTTP date when a clock is given).
 */
export function retryAfterMs(error: unknown, now?: () => number): number | undefined {
  const milliseconds = Number(header(error, 'retry-after-ms'));
  if (header(error, 'retry-after-ms') !== undefined && Number.isFinite(milliseconds) && milliseconds >= 0) return milliseconds;
  const value = header(error, 'retry-after');
  if (value === undefined || value.trim() === '') return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return seconds >= 0 ? seconds * 1000 : undefined;
  if (now === undefined) return undefined;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now());
}

/** Exponential backoff with jitter: `base * 2^(attempt-1)`, capped, times a factor in [0.5, 1). */
export function backoffDelay(attempt: number, options: { baseDelayMs: number; maxDelayMs: number; random: () => number }): number {
  const exponential = Math.min(options.maxDelayMs, options.baseDelayMs * 2 ** (attempt - 1));
  return Math.round(exponential * (0.5 + options.random() / 2));
}

function describe(error: unknown): string {
  const status = errorStatus(error);
  const message = error instanceof Error ? error.message : String(error);
  // The client says "Connection error."; the causes underneath say which one.
  if (status === undefined) {
    const code = systemErrorCode(error);
    const causes = causeMessages(error).slice(1).filter((cause) => cause !== '' && !message.includes(cause));
    const details = [...causes, ...(code !== undefined && !causes.some((cause) => cause.includes(code)) ? [code] : [])];
    return details.length === 0 ? message : `${message} (${details.join(': ')})`;
  }
  return `${status} ${message.startsWith(String(status)) ? message.slice(String(status).length).trim() : message}`;
}

export function sleepFor(milliseconds: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', abort);
      resolve();
    }, milliseconds);
    const abort = () => {
      clearTimeout(timer);
      reject(signal!.reason);
    };
    signal?.addEventListener('abort', abort, { once: true });
  });
}

/**
 * Retries a chat model's failed requests: rate limits, server errors and network errors, with
 * exponential backoff and seeded jitter, honouring the server's `retry-after`. Other errors (a bad
 * request, a refused key) and the last failure are thrown as a `ModelRequestError` that says what
 * happened and how often it was tried.
 *
 * @example
 * const chat = withRetries(createOpenAIChatModel({ apiKey }), { maxAttempts: 4, random: createSeededRandom(7) });
 */
export function withRetries(model: ChatModel, options: RetryOptions = {}): ChatModel {
  const maxAttempts = Math.max(1, options.maxAttempts ?? 6);
  const backoff = {
    baseDelayMs: options.baseDelayMs ?? 1000,
    maxDelayMs: options.maxDelayMs ?? 60_000,
    random: options.random ?? createSeededRandom(0),
  };
  const maxRetryAfter = options.maxRetryAfterMs ?? 300_000;
  const sleep = options.sleep ?? sleepFor;
  const where = options.server === undefined ? 'the model server' : `the model server at ${options.server}`;
  let answered = false;
  return async (request, callOptions = {}) => {
    for (let attempt = 1; ; attempt++) {
      try {
        const reply = await model(request, callOptions);
        answered = true;
        return { ...reply, attempts: attempt };
      } catch (error) {
        if (callOptions.signal?.aborted || error instanceof ModelRequestError) throw error;
        const status = errorStatus(error);
        const unreachable = status === undefined ? unreachableReason(error) : undefined;
        if (unreachable !== undefined && !answered && options.retryUnreachable !== true) {
          throw new ModelRequestError(`cannot reach ${where}: ${unreachable}; check that the server is running and that its URL is right`, {
            attempts: attempt,
            fatal: true,
            cause: error,
          });
        }
        const retryable = isRetryableError(error);
        const asked = retryable ? retryAfterMs(error, options.now) : undefined;
        if (!retryable || attempt >= maxAttempts || (asked !== undefined && asked > maxRetryAfter)) {
          const why = !retryable
            ? 'not retried'
            : asked !== undefined && asked > maxRetryAfter
              ? `gave up: the server asked to wait ${Math.round(asked / 1000)} s`
              : `gave up after ${attempt} attempts`;
          throw new ModelRequestError(`${where} failed: ${describe(error)} (${why})`, {
            ...(status !== undefined && { status }),
            attempts: attempt,
            cause: error,
          });
        }
        const delayMs = asked ?? backoffDelay(attempt, backoff);
        options.onRetry?.({ attempt, delayMs, reason: describe(error) });
        await sleep(delayMs, callOptions.signal);
      }
    }
  };
}
