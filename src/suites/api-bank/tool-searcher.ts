/**
 * API-Bank's ToolSearcher (spec §5) on a local embedding model: the keywords are compared with
 * each API's "name + description" text by cosine similarity and the best API's metadata is
 * returned; at levels 1-2 an API that needs a token comes after GetUserToken's entry. Keywords
 * that spell an API's name return that API, whatever the model thinks.
 */
import type { ApiBankApi } from '../../plugins/api-bank/index.js';
import { ApiError } from '../../plugins/api-bank/index.js';
import type { Embedder } from '../../semantic/index.js';

/** The metadata API-Bank shows for an API (get_api_description's object), from our declaration. */
export function apiMetadata(api: ApiBankApi): Record<string, unknown> {
  return {
    name: api.name,
    description: api.description,
    input_parameters: Object.fromEntries(Object.entries(api.parameters).map(([name, p]) => [name, { type: p.type, description: p.description }])),
    output_parameters: Object.fromEntries(Object.entries(api.output).map(([name, p]) => [name, { type: p.type, description: p.description }])),
  };
}

/** `QueryHistoryToday` → `query history today`, then the description without a separator (as API-Bank). */
export function searchText(api: ApiBankApi): string {
  return `${api.name.replace(/[A-Z]/g, (capital) => ` ${capital.toLowerCase()}`).trim()}${api.description}`;
}

export interface ToolSearcherOptions {
  /** The APIs to search (ToolSearcher itself is left out). */
  readonly apis: readonly ApiBankApi[];
  /** 1 and 2 prepend GetUserToken for token APIs; 3 does not. */
  readonly level: 1 | 2 | 3;
  /** The embedding model, or a function that loads it on first use. */
  readonly embedder: Embedder | (() => Promise<Embedder>);
}

/**
 * @example
 * const search = createToolSearcher({ apis: levelOneApis, level: 2, embedder });
 * await search('add alarm'); // [GetUserToken entry, AddAlarm entry]
 */
export function createToolSearcher(options: ToolSearcherOptions): (keywords: string) => Promise<unknown> {
  const pool = options.apis.filter((api) => api.name !== 'ToolSearcher');
  const tokenApi = pool.find((api) => api.name === 'GetUserToken');
  let embedder: Promise<Embedder> | undefined;
  let vectors: Promise<Float32Array[]> | undefined;
  const load = (): Promise<Embedder> => (embedder ??= Promise.resolve(typeof options.embedder === 'function' ? options.embedder() : options.embedder));

  function answer(best: ApiBankApi): unknown {
    const entry = apiMetadata(best);
    if (options.level !== 3 && 'token' in best.parameters && tokenApi !== undefined) {
      return [{ ...apiMetadata(tokenApi), desc_for_search: searchText(tokenApi) }, entry];
    }
    return entry;
  }

  return async (keywords) => {
    const spelled = keywords.replace(/\s+/g, '').toLowerCase();
    const named = pool.find((api) => api.name.toLowerCase() === spelled);
    if (named !== undefined) return answer(named);
    const model = await load();
    vectors ??= model.embed(pool.map(searchText));
    const [query] = await model.embed([keywords]);
    const candidates = await vectors;
    let best: ApiBankApi | undefined;
    let bestScore = 0;
    candidates.forEach((vector, index) => {
      let score = 0;
      for (let i = 0; i < vector.length; i++) score += vector[i]! * query![i]!;
      if (score > bestScore) {
        bestScore = score;
        best = pool[index];
      }
    });
    if (best === undefined) throw new ApiError("'NoneType' object has no attribute 'pop'");
    return answer(best);
  };
}
