// The virtual API of StableToolBench's server (spec §2.1-2.2, §2.5-2.6) without HTTP: one request
// in, one `{error, response}` object out, from the cache or a simulator. The HTTP server and the
// in-process tools both call this, so they answer the same bytes.

import type { ResponseCache } from './cache/response-cache.js';
import { findApi, type ToolCatalog } from './catalog.js';
import { serverNames } from './names.js';
import { pythonRepr } from './python-json/format.js';
import { parsePythonJson, type PyJson } from './python-json/parse.js';
import type { ResponseExamples } from './simulators/response-examples.js';
import type { Simulator } from './simulators/simulator.js';

/** The body of `POST /virtual` (§2.1); `tool_input` is JSON text or an already parsed object. */
export interface VirtualRequest {
  readonly category: string;
  readonly tool_name: string;
  readonly api_name: string;
  readonly tool_input: string | PyJson;
  readonly strip?: string;
  readonly toolbench_key?: string;
}

/** Where an answer came from. */
export type AnswerSource = 'cache' | 'simulator' | 'miss' | 'simulator-failed' | 'input-error' | 'chat-with-user' | 'invalid-name';

export interface VirtualAnswer {
  /** The object to send back, normally `{error, response}`; a cache hit is the stored value verbatim. */
  readonly body: PyJson;
  readonly source: AnswerSource;
  /** The cache key (Python repr of the parsed input), once the input parsed. */
  readonly key?: string;
  /** The simulator that answered, for `simulator` and `simulator-failed`. */
  readonly simulator?: string;
  /** True when a simulated answer was written to the cache. */
  readonly saved?: boolean;
}

export interface VirtualApiOptions {
  readonly cache?: ResponseCache;
  readonly tools?: ToolCatalog;
  readonly responseExamples?: ResponseExamples;
  /** Answers misses; without one a miss gets a clear error and nothing is cached. */
  readonly simulator?: Simulator;
  /** Write simulated answers to the cache. Default: true for simulators other than `offline`. */
  readonly saveSimulated?: boolean;
  /** Upstream's doc lookup (bugs S3, S4) instead of the fixed one. */
  readonly compatibleDocLookup?: boolean;
}

export interface VirtualApi {
  answer(request: VirtualRequest): Promise<VirtualAnswer>;
  readonly simulatorName: string | undefined;
  /** Answers so far, by source. */
  readonly counts: Readonly<Record<AnswerSource, number>>;
}

const errorObject = (error: string) => new Map<string, PyJson>([['error', error], ['response', '']]);

/**
 * Creates the virtual API: parse the input, look it up in the cache, else simulate (and save).
 *
 * @example
 * const api = createVirtualApi({ cache: createResponseCache(dir) });
 * const { body, source } = await api.answer({ category: 'Data', tool_name: 'theclique', api_name: 'songkick_artist', tool_input: '{"artist_id": "28003"}' });
 */
export function createVirtualApi(options: VirtualApiOptions = {}): VirtualApi {
  const { cache, tools, responseExamples, simulator } = options;
  const save = options.saveSimulated ?? (simulator !== undefined && !simulator.name.startsWith('offline'));
  const counts: Record<AnswerSource, number> = {
    cache: 0,
    simulator: 0,
    miss: 0,
    'simulator-failed': 0,
    'input-error': 0,
    'chat-with-user': 0,
    'invalid-name': 0,
  };
  const done = (answer: VirtualAnswer): VirtualAnswer => {
    counts[answer.source]++;
    return answer;
  };

  return {
    simulatorName: simulator?.name,
    counts,
    async answer(request) {
      const names = serverNames(request);
      // Upstream meant to answer this canned text but crashes (bug S1); we answer it.
      if (names.apiName === 'chat_with_user') {
        return done({ body: new Map<string, PyJson>([['error', ''], ['response', 'Chat with user.']]), source: 'chat-with-user' });
      }
      const input = parseToolInput(request.tool_input);
      if (typeof input === 'string') return done({ body: errorObject(input), source: 'input-error' });
      const key = cacheKey(input.value);
      const location = { category: names.category, toolFolder: names.toolFolder, apiName: names.apiName };
      if (cache !== undefined) {
        try {
          cache.pathOf(location);
        } catch (error) {
          return done({ body: errorObject((error as Error).message), source: 'invalid-name', key });
        }
        const hit = await cache.lookup(location, key);
        if (hit !== undefined) return done({ body: hit, source: 'cache', key });
      }
      const described = `${names.apiName} of tool ${names.toolFolder} (category ${names.category}) with input ${key}`;
      if (simulator === undefined) {
        return done({
          body: errorObject(
            `No cached response for ${described}, and no simulator is configured to answer misses ` +
              '(serve with --simulator offline or --simulator llm to simulate them).',
          ),
          source: 'miss',
          key,
        });
      }
      const docTool = options.compatibleDocLookup ? names.docToolNameCompat : names.docToolName;
      const tool = tools?.find(names.category, docTool);
      const api = tool === undefined ? undefined : findApi(tool, names.apiName, options.compatibleDocLookup ? 'standardized' : 'pure');
      const cached = cache === undefined ? [] : await cache.entries(location);
      // Successful examples first (upstream takes the first five in file order, bug S6).
      const isError = (value: PyJson) => value instanceof Map && value.get('error') !== '' && value.get('error') !== undefined;
      const examples = [...cached.filter(([, value]) => !isError(value)), ...cached.filter(([, value]) => isError(value))].slice(0, 5);
      const outcome = await simulator.simulate({
        category: names.category,
        toolName: tool?.standardToolName ?? docTool,
        apiName: names.apiName,
        input: input.value,
        key,
        doc: { toolDescription: String(tool?.doc.tool_description ?? ''), api },
        examples,
        responseSchema: tool === undefined ? undefined : responseExamples?.schemaFor(names.category, tool.standardToolName, names.apiName),
      });
      if (!outcome.ok) {
        // Never cached (upstream caches its failure object, bug S5).
        return done({
          body: errorObject(`Simulator '${simulator.name}' could not answer ${described}: ${outcome.reason}`),
          source: 'simulator-failed',
          key,
          simulator: simulator.name,
        });
      }
      let body: PyJson = outcome.value;
      if (save && cache !== undefined) body = await cache.store(location, key, outcome.value);
      return done({ body, source: 'simulator', key, simulator: simulator.name, saved: save && cache !== undefined });
    },
  };
}

/**
 * The cache key of a parsed input: Python's `str()` of it (§2.3), which is the repr for dicts,
 * lists, numbers and constants, and the bare text for a string.
 *
 * @example
 * cacheKey(parsePythonJson('{"q": "birthday party ideas"}')); // "{'q': 'birthday party ideas'}"
 */
export function cacheKey(input: PyJson): string {
  return typeof input === 'string' ? input : pythonRepr(input);
}

/**
 * §2.2 step 2: JSON text is parsed (any JSON value), `""` is `{}`, an object is used as is.
 * Returns the error text when the input cannot be used.
 */
export function parseToolInput(toolInput: string | PyJson): { value: PyJson } | string {
  if (typeof toolInput !== 'string') return { value: toolInput };
  if (toolInput === '') return { value: new Map() };
  try {
    return { value: parsePythonJson(toolInput) };
  } catch (error) {
    return `Tool input parse error: ${(error as Error).message}. tool_input must be JSON text, e.g. {"q": "birthday party ideas"}.\n`;
  }
}
