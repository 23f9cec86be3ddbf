/**
 * API-Bank's tool manager (spec §3): one instance per API, databases shared by name, every call
 * dispatched with API-Bank's argument checks and type conversion, every response an envelope
 * `{ api_name, input, output, exception }`. `fork()` gives an independent copy, which is how a
 * fresh manager per scored call (levels 1-2) and teacher-forced dialogue states are made.
 */
import type { ApiBankApi, ApiBankMode, ApiServices, Envelope } from '../../plugins/api-bank/index.js';
import { ApiError, EscapedError, KeyError } from '../../plugins/api-bank/index.js';
import { missingArgumentsMessage } from '../../python/index.js';
import { convertArgument, DispatchError } from './convert.js';

export { DispatchError } from './convert.js';

export interface ApiBankManagerOptions {
  readonly apis: readonly ApiBankApi[];
  /** Database name (init_database file stem) → its content; dict files as Maps, list files as arrays. */
  readonly databases: ReadonlyMap<string, unknown>;
  readonly mode: ApiBankMode;
  readonly services: ApiServices;
  /** Uniform in [0, 1); default a fixed-seed generator so runs repeat. */
  readonly random?: () => number;
}

export interface CallOptions {
  /** The recorded output when a recorded call is replayed to rebuild a dialogue's state. */
  readonly recordedOutput?: unknown;
}

export interface ApiBankManager {
  readonly mode: ApiBankMode;
  readonly apis: ReadonlyMap<string, ApiBankApi>;
  /**
   * Dispatches one call. Errors API-Bank throws out of the manager (unknown API or parameter, bad
   * number, missing argument, an error escaping a tool) are thrown as DispatchError; errors inside
   * an API come back in the envelope's `exception`, and then no database has changed.
   */
  call(name: string, params: Readonly<Record<string, unknown>>, options?: CallOptions): Promise<Envelope>;
  /** An independent copy: its own databases, its own per-API memory. */
  fork(): ApiBankManager;
  database(name: string): unknown;
}

/** A small deterministic generator (mulberry32), the default source of ids and tokens. */
export function createSeededRandom(seed = 20231117): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function restore(target: unknown, saved: unknown): void {
  if (target instanceof Map && saved instanceof Map) {
    target.clear();
    for (const [key, value] of saved) target.set(key, value);
  } else if (Array.isArray(target) && Array.isArray(saved)) {
    target.splice(0, target.length, ...saved);
  } else if (target !== null && typeof target === 'object') {
    for (const key of Object.keys(target)) delete (target as Record<string, unknown>)[key];
    Object.assign(target, saved);
  }
}

/**
 * Builds a manager over a set of APIs and databases.
 *
 * @example
 * const manager = createApiBankManager({ apis: levelOneApis, databases, mode: 'compat', services });
 * await manager.call('GetUserToken', { username: 'foo', password: 'bar' });
 */
export function createApiBankManager(options: ApiBankManagerOptions): ApiBankManager {
  return build(options, new Map(options.databases), new Map(), new Set());
}

/**
 * `owned` names the databases this manager may change in place. A fork shares every database with
 * its parent and copies one only when a writing API first touches it (so does the parent), which
 * keeps a fresh manager per scored call cheap.
 */
function build(
  options: ApiBankManagerOptions,
  databases: Map<string, unknown>,
  memories: Map<string, Record<string, unknown>>,
  owned: Set<string>,
): ApiBankManager {
  const apis = new Map(options.apis.map((api) => [api.name, api]));
  const random = options.random ?? createSeededRandom();

  function checkToken(token: unknown): string {
    const accounts = databases.get('Account');
    if (!(accounts instanceof Map)) throw new ApiError('Lack of token checker.');
    for (const [username, account] of accounts) if ((account as { token?: unknown }).token === token) return String(username);
    throw new ApiError('The token is invalid.');
  }

  function memoryOf(api: ApiBankApi): Record<string, unknown> {
    let memory = memories.get(api.name);
    if (memory === undefined) memories.set(api.name, (memory = api.memory?.() ?? {}));
    return memory;
  }

  async function call(name: string, params: Readonly<Record<string, unknown>>, callOptions: CallOptions = {}): Promise<Envelope> {
    const api = apis.get(name);
    if (api === undefined) throw new DispatchError('unknown-api', 'invalid tool name.');
    const args: Record<string, unknown> = {};
    for (const [given, value] of Object.entries(params)) {
      const key = options.mode === 'fixed' && api.aliases && Object.hasOwn(api.aliases, given) ? api.aliases[given]! : given;
      const parameter = Object.hasOwn(api.parameters, key) ? api.parameters[key] : undefined;
      if (parameter === undefined) throw new DispatchError('unknown-parameter', `invalid parameter name. parameter: ${given}`);
      Object.defineProperty(args, key, { value: convertArgument(key, value, parameter.type, options.mode), enumerable: true, writable: true, configurable: true });
    }
    const missing = api.required.filter((parameter) => !Object.hasOwn(args, parameter));
    if (missing.length > 0) throw new DispatchError('missing-argument', missingArgumentsMessage(api.name, missing));
    const input = api.input ? api.input(args) : Object.fromEntries(Object.keys(api.parameters).map((key) => [key, Object.hasOwn(args, key) ? args[key] : null]));
    if (api.writes === true && api.database !== undefined && !owned.has(api.database) && databases.has(api.database)) {
      databases.set(api.database, structuredClone(databases.get(api.database)));
      owned.add(api.database);
    }
    const db = api.database === undefined ? undefined : databases.get(api.database);
    const saved = api.writes === true && db !== undefined ? structuredClone(db) : undefined;
    const memory = memoryOf(api);
    const savedMemory = api.memory ? structuredClone(memory) : undefined;
    let output: unknown = null;
    let exception: string | null = null;
    try {
      output = await api.run({ ...args }, {
        db,
        memory,
        checkToken,
        mode: options.mode,
        random,
        services: options.services,
        ...(callOptions.recordedOutput !== undefined && { recordedOutput: callOptions.recordedOutput }),
      });
    } catch (error) {
      if (saved !== undefined) restore(db, saved);
      if (savedMemory !== undefined) restore(memory, savedMemory);
      if (EscapedError.isInstance(error)) throw new DispatchError('escaped', error.message);
      if (!ApiError.isInstance(error) && !KeyError.isInstance(error)) throw error;
      exception = error.message;
      output = null;
    }
    return api.unnamed === true ? { input, output, exception } : { api_name: api.name, input, output, exception };
  }

  return {
    mode: options.mode,
    apis,
    call,
    database: (name) => databases.get(name),
    fork() {
      owned.clear();
      const memoryCopies = new Map([...memories].map(([name, memory]) => [name, structuredClone(memory)]));
      return build(options, new Map(databases), memoryCopies, new Set());
    },
  };
}
