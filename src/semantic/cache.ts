/**
 * Embedding is the slow part of a semantic comparison, and an evaluation compares the same
 * expected texts many times. This wrapper remembers vectors by text and gathers the texts asked
 * for during one turn of the event loop into a single model call.
 */
import type { Embedder } from './embedder.js';

export interface CachedEmbedderOptions {
  /** How many vectors to keep; the least recently used go first. Default 10,000. */
  readonly maxEntries?: number;
}

/** Counters for tests and benchmarks. */
export interface CacheStats {
  readonly hits: number;
  readonly misses: number;
  /** Calls made to the wrapped embedder. */
  readonly batches: number;
}

export interface CachedEmbedder extends Embedder {
  readonly stats: CacheStats;
  clear(): void;
}

interface Waiting {
  readonly resolve: (vector: Float32Array) => void;
  readonly reject: (error: unknown) => void;
}

/**
 * Wraps an embedder with a cache keyed by text and batching of concurrent requests.
 *
 * @example
 * const embedder = createCachedEmbedder(createTransformersEmbedder());
 * await Promise.all(pairs.map(([a, b]) => semanticMatch(a, b, { embedder })));  // one model call
 */
export function createCachedEmbedder(inner: Embedder, options: CachedEmbedderOptions = {}): CachedEmbedder {
  const maxEntries = options.maxEntries ?? 10_000;
  const cache = new Map<string, Float32Array>();
  let queue = new Map<string, Waiting[]>();
  let scheduled = false;
  const stats = { hits: 0, misses: 0, batches: 0 };

  const remember = (text: string, vector: Float32Array) => {
    cache.delete(text);
    cache.set(text, vector);
    if (cache.size > maxEntries) cache.delete(cache.keys().next().value!);
  };

  const flush = async () => {
    scheduled = false;
    const batch = queue;
    queue = new Map();
    const texts = [...batch.keys()];
    stats.batches++;
    try {
      const vectors = await inner.embed(texts);
      texts.forEach((text, i) => {
        remember(text, vectors[i]!);
        for (const waiting of batch.get(text)!) waiting.resolve(vectors[i]!);
      });
    } catch (error) {
      for (const waiting of [...batch.values()].flat()) waiting.reject(error);
    }
  };

  const vectorOf = (text: string): Float32Array | Promise<Float32Array> => {
    const hit = cache.get(text);
    if (hit !== undefined) {
      stats.hits++;
      remember(text, hit);
      return hit;
    }
    stats.misses++;
    return new Promise((resolve, reject) => {
      const waiting = queue.get(text);
      if (waiting !== undefined) waiting.push({ resolve, reject });
      else queue.set(text, [{ resolve, reject }]);
      if (!scheduled) {
        scheduled = true;
        // setImmediate runs after the promise jobs of this turn, so callers that await once or
        // twice before asking (as semanticMatch does) still land in the same batch.
        setImmediate(() => void flush());
      }
    });
  };

  return {
    id: inner.id,
    ...(inner.calibration === undefined ? {} : { calibration: inner.calibration }),
    stats,
    embed: (texts) => Promise.all(texts.map(vectorOf)),
    clear: () => cache.clear(),
  };
}
