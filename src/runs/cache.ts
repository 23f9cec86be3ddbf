import { createHash } from 'node:crypto';
import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ChatModel, ChatRequest } from '../agents/chat.js';
import { removeStaleTemporaryFiles, writeFileAtomically } from './temporary-files.js';

/** Where model responses are kept between runs. */
export interface ResponseCache {
  get(key: string): Promise<unknown | undefined>;
  set(key: string, completion: unknown, about: { server: string; model: string; trial: number }): Promise<void>;
}

/** The same server however its URL was written: no trailing slashes, lower-case scheme and host. */
export function normalizeServerURL(server: string): string {
  try {
    const url = new URL(server);
    return `${url.protocol}//${url.host}${url.pathname.replace(/\/+$/, '')}${url.search}`;
  } catch {
    return server.replace(/\/+$/, '');
  }
}

/**
 * The cache key of a request: sha256 of the server's base URL, the trial number and the exact
 * request body. The body holds everything else that changes an answer: the model, the messages, the
 * offered tools and the sampling settings (temperature, max_tokens, seed). The server is part of the
 * key so that another server with a model of the same name is asked, not answered from the cache;
 * the trial so that k trials sample k answers, and a repeated run gets back the same k.
 *
 * @example
 * requestKey({ model: 'm', messages: [] }, 0, 'http://127.0.0.1:8000/v1'); // '5f0c...' (64 hex digits)
 */
export function requestKey(request: ChatRequest, trial: number, server: string): string {
  return createHash('sha256')
    .update(JSON.stringify({ format: 2, server: normalizeServerURL(server), trial, request }))
    .digest('hex');
}

/** A response cache on disk, which can also clean up after killed runs. */
export interface FileResponseCache extends ResponseCache {
  readonly dir: string;
  /** Removes temporaries that killed runs left behind; returns how many. */
  removeStaleTemporaryFiles(): Promise<number>;
}

/**
 * A cache of one JSON file per key under `dir` (`dir/ab/abcdef....json`). Files are written to a
 * temporary name and renamed, so an interrupted run never leaves a half-written entry; an
 * unreadable entry counts as missing and is written again.
 *
 * @example
 * const cache = createFileResponseCache('.toolworld-cache');
 */
export function createFileResponseCache(dir: string): FileResponseCache {
  const pathOf = (key: string) => join(dir, key.slice(0, 2), `${key}.json`);
  return {
    dir,
    async get(key) {
      let text: string;
      try {
        text = await readFile(pathOf(key), 'utf8');
      } catch {
        return undefined;
      }
      try {
        const entry = JSON.parse(text) as { key?: unknown; completion?: unknown };
        return entry.key === key ? entry.completion : undefined;
      } catch {
        return undefined;
      }
    },
    async set(key, completion, about) {
      await mkdir(join(dir, key.slice(0, 2)), { recursive: true });
      const entry = { key, server: about.server, model: about.model, trial: about.trial, completion };
      await writeFileAtomically(pathOf(key), `${JSON.stringify(entry)}\n`);
    },
    removeStaleTemporaryFiles: () => removeStaleTemporaryFiles(dir, { depth: 1 }),
  };
}

/** A cache that lives as long as the process, for tests and one-off runs. */
export function createMemoryResponseCache(): ResponseCache & { readonly size: number } {
  const entries = new Map<string, string>();
  return {
    get size() {
      return entries.size;
    },
    async get(key) {
      const text = entries.get(key);
      return text === undefined ? undefined : JSON.parse(text);
    },
    async set(key, completion) {
      entries.set(key, JSON.stringify(completion));
    },
  };
}

export interface CacheOptions {
  /** The trial this model serves (part of the key). */
  readonly trial: number;
  /** The base URL of the server the model answers from (part of the key). */
  readonly server: string;
  readonly onHit?: (key: string) => void;
  readonly onMiss?: (key: string) => void;
  /**
   * Told when an answer could not be stored (a full disk, a folder that became unwritable). The
   * answer is used all the same; only a repeated run will have to ask for it again.
   */
  readonly onStoreError?: (error: unknown, key: string) => void;
}

/**
 * Answers requests from the cache when it can and stores what the model answers, so that an
 * interrupted or repeated run makes no request it has made before. Failed requests are not stored,
 * and an answer that cannot be stored is still used.
 *
 * @example
 * const chat = withResponseCache(withRetries(createOpenAIChatModel({ baseURL, apiKey })), createFileResponseCache('.toolworld-cache'), { trial: 0, server: baseURL });
 */
export function withResponseCache(model: ChatModel, cache: ResponseCache, options: CacheOptions): ChatModel {
  if (typeof options.server !== 'string' || options.server === '') {
    throw new TypeError("withResponseCache: give the server's base URL as `server` (it is part of every cache key)");
  }
  return async (request, callOptions) => {
    const key = requestKey(request, options.trial, options.server);
    const stored = await cache.get(key);
    if (stored !== undefined) {
      options.onHit?.(key);
      return { completion: stored, cached: true, key, attempts: 0 };
    }
    options.onMiss?.(key);
    const reply = await model(request, callOptions);
    try {
      await cache.set(key, reply.completion, { server: normalizeServerURL(options.server), model: request.model, trial: options.trial });
    } catch (error) {
      options.onStoreError?.(error, key);
    }
    return { ...reply, cached: false, key };
  };
}
