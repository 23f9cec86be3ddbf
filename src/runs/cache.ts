import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ChatModel, ChatRequest } from '../agents/chat.js';

/** Where model responses are kept between runs. */
export interface ResponseCache {
  get(key: string): Promise<unknown | undefined>;
  set(key: string, completion: unknown, about: { model: string; trial: number }): Promise<void>;
}

/**
 * The cache key of a request: sha256 of the exact request body and the trial number. The trial
 * is part of the key so that k trials sample k answers, and a repeated run gets back the same k.
 *
 * @example
 * requestKey({ model: 'm', messages: [] }, 0); // '5f0c...' (64 hex digits)
 */
export function requestKey(request: ChatRequest, trial: number): string {
  return createHash('sha256').update(JSON.stringify({ trial, request })).digest('hex');
}

let temporaryCounter = 0;

/**
 * A cache of one JSON file per key under `dir` (`dir/ab/abcdef....json`). Files are written to a
 * temporary name and renamed, so an interrupted run never leaves a half-written entry; an
 * unreadable entry counts as missing and is written again.
 *
 * @example
 * const cache = createFileResponseCache('.toolworld-cache');
 */
export function createFileResponseCache(dir: string): ResponseCache {
  const pathOf = (key: string) => join(dir, key.slice(0, 2), `${key}.json`);
  return {
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
      const path = pathOf(key);
      await mkdir(join(dir, key.slice(0, 2)), { recursive: true });
      const temporary = `${path}.${process.pid}.${temporaryCounter++}.tmp`;
      await writeFile(temporary, `${JSON.stringify({ key, model: about.model, trial: about.trial, completion })}\n`);
      await rename(temporary, path);
    },
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
  readonly onHit?: (key: string) => void;
  readonly onMiss?: (key: string) => void;
}

/**
 * Answers requests from the cache when it can and stores what the model answers, so that an
 * interrupted or repeated run makes no request it has made before. Failed requests are not stored.
 *
 * @example
 * const chat = withResponseCache(withRetries(createOpenAIChatModel({ apiKey })), createFileResponseCache('.toolworld-cache'), { trial: 0 });
 */
export function withResponseCache(model: ChatModel, cache: ResponseCache, options: CacheOptions): ChatModel {
  return async (request, callOptions) => {
    const key = requestKey(request, options.trial);
    const stored = await cache.get(key);
    if (stored !== undefined) {
      options.onHit?.(key);
      return { completion: stored, cached: true, key, attempts: 0 };
    }
    options.onMiss?.(key);
    const reply = await model(request, callOptions);
    await cache.set(key, reply.completion, { model: request.model, trial: options.trial });
    return { ...reply, cached: false, key };
  };
}
