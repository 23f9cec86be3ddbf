import { enableMapSet, type Draft } from 'immer';
import type { AnyPlugin, AnyTool, ToolArguments, ToolName, ToolResponse, WorldDatabases } from './define.js';
import type { AnyDatabase } from './database.js';
import { ToolworldError } from './errors.js';
import { defaultArgumentLimits, type ArgumentLimits } from './arguments.js';
import { databasesFromJSON, type DatabasesJSON } from './databases.js';
import { binderOf } from './argument-binder.js';
import { executeCall, startCall, toolEntry, type CallOutcome, type CallRecord, type ExecutorSettings, type ToolEntry } from './execute.js';
import { freezeNewParts, unfrozenImmer } from './freeze.js';
import { frozenFormat, type IdFormat } from './ids.js';
import { explainingMessages, type ArgumentMessages } from './messages.js';
import { formatDateTime, strptime } from '../python/index.js';
import type { SessionPolicy } from './session.js';
import type { AnyDatabases, IdMode, WorldState } from './state.js';

enableMapSet();

export interface CreateWorldOptions<P extends readonly AnyPlugin[] = readonly AnyPlugin[]> {
  /** The plugins whose tools, databases and ID formats the world has. */
  readonly plugins: P;
  /**
   * The data: databases as `loadDatabases` returns them, or their JSON form (validated here). A
   * database left out is empty. Default: all empty.
   */
  readonly databases?: AnyDatabases | DatabasesJSON;
  /** "Now", as `YYYY-MM-DD HH:MM:SS` or a `Date` (its UTC fields). Default `1970-01-01 00:00:00`: never the machine's clock. */
  readonly now?: string | Date;
  /**
   * ID generation. `unique` (default): one generator for the world, never repeating an existing ID.
   * `per-tool`: one CPython `Random(seed)` per tool (ToolTalk's scheme, bit-exact).
   */
  readonly ids?: IdMode | { readonly mode?: IdMode; readonly seed?: number };
  /** Who is signed in at the start, through the session policy's `signIn`. */
  readonly signIn?: { readonly username: string; readonly credentials?: unknown };
  /** Wording of the problems found before a tool runs. Default: explaining messages. */
  readonly messages?: ArgumentMessages;
  readonly limits?: Partial<ArgumentLimits>;
}

/** A saved world state. Restoring it is O(1): states are immutable and share structure. */
export interface WorldSnapshot {
  readonly state: WorldState;
}

/**
 * A snapshot as `snapshot()` makes it. The private brand lets `restore` tell a real snapshot from a
 * look-alike in constant time.
 */
class Snapshot implements WorldSnapshot {
  readonly #brand = true;
  readonly state: WorldState;

  constructor(state: WorldState) {
    this.state = state;
    Object.freeze(this);
  }

  static isSnapshot(value: unknown): value is Snapshot {
    return typeof value === 'object' && value !== null && #brand in value;
  }
}

export function parseNow(now: string | Date): string {
  if (now instanceof Date) {
    if (Number.isNaN(now.getTime())) throw new ToolworldError('invalid-option', 'now: the Date is invalid');
    return formatDateTime(Math.floor(now.getTime() / 1000));
  }
  const parsed = strptime(now, 'DT');
  if (!parsed.ok) {
    throw new ToolworldError('invalid-option', `now: expected "YYYY-MM-DD HH:MM:SS", got ${JSON.stringify(now)} (${parsed.message})`);
  }
  return now;
}

/** What a plugin list gives a world, derived once per (frozen) list and shared by every world. */
interface PluginSetup {
  readonly tools: ReadonlyMap<string, AnyTool>;
  readonly entries: ReadonlyMap<string, ToolEntry>;
  readonly toolNames: readonly string[];
  readonly databases: readonly AnyDatabase[];
  readonly ids: Readonly<Record<string, IdFormat>>;
  readonly session: SessionPolicy | undefined;
}

const setups = new WeakMap<readonly AnyPlugin[], PluginSetup>();

function setupOf(plugins: readonly AnyPlugin[]): PluginSetup {
  const cached = setups.get(plugins);
  if (cached !== undefined) return cached;
  if (!Array.isArray(plugins) || plugins.length === 0) {
    throw new ToolworldError('invalid-option', 'createWorld: plugins must be a non-empty array of plugins made with definePlugin');
  }
  const tools = new Map<string, AnyTool>();
  const databases = new Map<string, { database: AnyDatabase; plugin: string }>();
  const ids: Record<string, IdFormat> = {};
  let session: SessionPolicy | undefined;
  for (const plugin of plugins) {
    for (const database of plugin.databases) {
      const other = databases.get(database.name);
      if (other !== undefined && other.database !== database) {
        throw new ToolworldError('invalid-option', `createWorld: plugins ${other.plugin} and ${plugin.name} both declare a database named '${database.name}'`);
      }
      databases.set(database.name, { database, plugin: plugin.name });
    }
    for (const [kind, format] of Object.entries(plugin.ids) as [string, IdFormat][]) {
      if (ids[kind] !== undefined && ids[kind] !== format) {
        throw new ToolworldError('invalid-option', `createWorld: two plugins declare the ID kind '${kind}' with different formats`);
      }
      ids[kind] = format;
    }
    if (plugin.sessionPolicy !== undefined) {
      if (session !== undefined && session !== plugin.sessionPolicy) {
        throw new ToolworldError('invalid-option', `createWorld: plugins use two session policies (${session.name} and ${plugin.sessionPolicy.name}); a world has one`);
      }
      session = plugin.sessionPolicy;
    }
  }
  for (const database of session?.databases ?? []) {
    const other = databases.get(database.name);
    if (other !== undefined && other.database !== database) {
      throw new ToolworldError('invalid-option', `createWorld: the session policy ${session!.name} and plugin ${other.plugin} both declare a database named '${database.name}'`);
    }
    if (other === undefined) databases.set(database.name, { database, plugin: `session policy ${session!.name}` });
  }
  for (const plugin of plugins) {
    for (const tool of plugin.tools) {
      if (tools.has(tool.name)) throw new ToolworldError('invalid-option', `createWorld: two tools are named '${tool.name}'`);
      if (tool.auth && session === undefined) {
        throw new ToolworldError('invalid-option', `createWorld: ${tool.name} needs a signed-in caller, but no plugin of this world declares a session policy`);
      }
      for (const name of Object.keys(tool.databases)) {
        if (!databases.has(name)) {
          throw new ToolworldError('invalid-option', `createWorld: ${tool.name} uses the database '${name}', which no plugin of this world declares; add the plugin that owns it`);
        }
      }
      tools.set(tool.name, tool);
    }
  }
  const setup: PluginSetup = {
    tools,
    entries: new Map([...tools].map(([name, tool]) => [name, toolEntry(tool, binderOf(tool))])),
    toolNames: [...tools.keys()],
    databases: [...databases.values()].map((entry) => entry.database),
    // Frozen copies, whose IDs the executor may keep (`drawId`); the checks above compare the plugins' own.
    ids: Object.fromEntries(Object.entries(ids).map(([kind, format]) => [kind, frozenFormat(format)])),
    session,
  };
  if (Object.isFrozen(plugins)) setups.set(plugins, setup);
  return setup;
}

/** The tools of a plugin list by name, as a world built from it has them (validated the same way). */
export function toolMapOf(plugins: readonly AnyPlugin[]): ReadonlyMap<string, AnyTool> {
  return setupOf(plugins).tools;
}

/**
 * A stateful world of tools. Calls change it the way real services would; `reset`, `snapshot`,
 * `restore` and `fork` are O(1) because the state is one immutable value with structural sharing.
 */
export class World<P extends readonly AnyPlugin[] = readonly AnyPlugin[]> {
  readonly tools: ReadonlyMap<string, AnyTool>;
  readonly plugins: P;
  /** The databases the world's plugins declare. */
  readonly databases: readonly AnyDatabase[];
  readonly #settings: ExecutorSettings;
  readonly #initial: WorldState;
  #state: WorldState;

  /** Use `createWorld`; this constructor is for `fork`. */
  constructor(plugins: P, settings: ExecutorSettings, databases: readonly AnyDatabase[], initial: WorldState, current: WorldState) {
    this.plugins = plugins;
    this.tools = settings.tools;
    this.databases = databases;
    this.#settings = settings;
    this.#initial = initial;
    this.#state = current;
  }

  /** The current state: frozen, typed by the plugins' databases; read it, never write it (use `update`). */
  get state(): WorldState<WorldDatabases<P>> {
    return this.#state as WorldState<WorldDatabases<P>>;
  }

  /** "Now" as `YYYY-MM-DD HH:MM:SS`. Setting it moves the clock (a `Date` gives its UTC fields). */
  get now(): string {
    return this.#state.now;
  }

  set now(value: string | Date) {
    const now = parseNow(value);
    this.update((draft) => {
      draft.now = now;
    });
  }

  /** The session policy of the world's plugins, if any. */
  get sessionPolicy(): SessionPolicy | undefined {
    return this.#settings.session;
  }

  /** The username of whoever is signed in, or null (always null without a session policy). */
  get currentUser(): string | null {
    return this.#settings.session?.currentUser(this.#state) ?? null;
  }

  /**
   * Calls a tool, typed by the world's plugins: the name, the arguments and the response. Never
   * throws for anything a caller or a model can get wrong: problems come back as `exception`, and a
   * failed call leaves the world as it was. For a name or arguments known only at run time (a
   * model's output), use `execute`.
   *
   * @example
   * const { response, exception } = world.call('AddAlarm', { time: '07:30:00' });
   */
  call<N extends ToolName<P>>(toolName: N, args: ToolArguments<P, N>): CallOutcome<ToolResponse<P, N>> {
    const record = this.execute(toolName, args);
    return (record.exception === null
      ? { response: record.response, exception: null }
      : { response: null, exception: record.exception }) as CallOutcome<ToolResponse<P, N>>;
  }

  /** Calls any tool by name with any arguments (a model's call), returning the request as executed too. */
  execute(toolName: string, args?: unknown): CallRecord {
    const { record, state } = executeCall(this.#state, toolName, args, this.#settings);
    this.#state = state;
    return record;
  }

  /** Like `call`, for tools that answer asynchronously (read-only tools backed by a cache or a simulator). */
  async callAsync<N extends ToolName<P>>(toolName: N, args: ToolArguments<P, N>): Promise<CallOutcome<ToolResponse<P, N>>> {
    const record = await this.executeAsync(toolName, args);
    return (record.exception === null
      ? { response: record.response, exception: null }
      : { response: null, exception: record.exception }) as CallOutcome<ToolResponse<P, N>>;
  }

  /** Like `execute`, awaiting tools that answer asynchronously. Calls made meanwhile are not lost. */
  async executeAsync(toolName: string, args?: unknown): Promise<CallRecord> {
    const started = startCall(this.#state, toolName, args, this.#settings);
    // Synchronous work (every action) lands now, before anything else can run; an asynchronous tool
    // is read-only, so awaiting it cannot lose another call's changes.
    if ('done' in started) {
      this.#state = started.done.state;
      return started.done.record;
    }
    return started.pending;
  }

  /** Back to the state the world was created with, in constant time. */
  reset(): void {
    this.#state = this.#initial;
  }

  snapshot(): WorldSnapshot {
    return new Snapshot(this.#state);
  }

  restore(snapshot: WorldSnapshot): void {
    if (!Snapshot.isSnapshot(snapshot)) {
      throw new ToolworldError('invalid-snapshot', 'restore() takes a value returned by world.snapshot()');
    }
    this.#state = snapshot.state;
  }

  /** An independent world that starts from this one's current state and resets to the same initial state. */
  fork(): World<P> {
    return new World(this.plugins, this.#settings, this.databases, this.#initial, this.#state);
  }

  /**
   * Changes the state with an Immer recipe, for setting up a test. Not a tool call: no checks run.
   *
   * @example
   * world.update((state) => { state.databases.Account.get('ada')!.password = 'secret'; });
   */
  update(recipe: (draft: Draft<WorldState<WorldDatabases<P>>>) => void): void {
    const before = this.#state;
    this.#state = freezeNewParts(unfrozenImmer.produce(before, recipe as (draft: Draft<WorldState>) => void), before);
  }

  /** Signs a user in without a tool call, through the session policy (a dataset's pre-seeded session). */
  signIn(username: string, credentials?: unknown): void {
    const policy = this.#settings.session;
    if (policy === undefined) throw new ToolworldError('invalid-option', 'signIn: this world has no session policy (none of its plugins declares one)');
    this.update((draft) => policy.signIn(draft, username, credentials));
  }

  /** The tool declarations, in plugin order. */
  listTools(): AnyTool[] {
    return [...this.tools.values()];
  }
}

/**
 * The world's clock: `now` texts to seconds, memoised. It starts with the world's starting time
 * (`now`, checked by `parseNow` already), which most replays never move: then the parse below is
 * never reached in a replay, and TurboFan, which inlines the clock into each tool that reads
 * `ctx.now`, leaves it out of them (a call never made is not compiled) instead of compiling the
 * parse into every one.
 */
function makeClock(now: string): (text: string) => number {
  const cache = new Map<string, number>();
  const start = strptime(now, 'DT');
  if (start.ok) cache.set(now, start.seconds);
  return (text) => {
    let seconds = cache.get(text);
    if (seconds === undefined) {
      const parsed = strptime(text, 'DT');
      if (!parsed.ok) throw new Error(`the world's clock holds an invalid time: ${text}`);
      seconds = parsed.seconds;
      if (cache.size > 1000) cache.clear();
      cache.set(text, seconds);
    }
    return seconds;
  };
}

/**
 * Builds a world from plugins: their tools, their databases (from `databases`, validated, or empty),
 * their ID formats and session policy. The world is typed by its plugins: `world.call` checks tool
 * names, arguments and responses at compile time.
 *
 * @example
 * const world = createWorld({ plugins: [Shop], databases: { Cart: {} }, now: '2025-05-12 09:00:00' });
 * world.call('AddToCart', { sku: 'tea', quantity: 2 });
 */
export function createWorld<const P extends readonly AnyPlugin[]>(options: CreateWorldOptions<P>): World<P> {
  const setup = setupOf(options.plugins);
  const databases = databasesFromJSON(options.databases ?? {}, setup.databases);
  const now = options.now === undefined ? '1970-01-01 00:00:00' : parseNow(options.now);
  const idOptions = typeof options.ids === 'string' ? { mode: options.ids } : (options.ids ?? {});
  const mode = idOptions.mode ?? 'unique';
  if (mode !== 'unique' && mode !== 'per-tool') {
    throw new ToolworldError('invalid-option', `ids: mode must be 'unique' or 'per-tool', got ${JSON.stringify(mode)}`);
  }
  const seed = idOptions.seed ?? 489;
  if (!Number.isSafeInteger(seed)) throw new ToolworldError('invalid-option', `ids: seed must be an integer, got ${seed}`);
  const messages = options.messages ?? explainingMessages;
  if (typeof messages?.unknownTool !== 'function') {
    throw new ToolworldError('invalid-option', 'messages: must be an ArgumentMessages object (e.g. explainingMessages)');
  }
  const limits = options.limits === undefined ? defaultArgumentLimits : { ...defaultArgumentLimits, ...options.limits };
  for (const [name, value] of Object.entries(limits)) {
    if (!Number.isInteger(value) || value < 1) {
      throw new ToolworldError('invalid-option', `limits.${name}: must be a whole number >= 1, got ${String(value)}`);
    }
  }
  const settings: ExecutorSettings = {
    tools: setup.tools,
    entries: setup.entries,
    toolNames: setup.toolNames,
    messages,
    limits,
    session: setup.session,
    ids: setup.ids,
    clock: makeClock(now),
  };
  const session = setup.session?.initial ?? null;
  let state: WorldState = freezeNewParts({ databases, session, now, ids: { mode, seed, positions: {} } });
  if (options.signIn !== undefined) {
    const policy = setup.session;
    if (policy === undefined) throw new ToolworldError('invalid-option', 'signIn: this world has no session policy (none of its plugins declares one)');
    state = freezeNewParts(unfrozenImmer.produce(state, (draft) => policy.signIn(draft, options.signIn!.username, options.signIn!.credentials)), state);
  }
  return new World(options.plugins, settings, setup.databases, state, state);
}
