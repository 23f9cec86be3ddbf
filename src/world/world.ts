import { enableMapSet, type Draft } from 'immer';
import type { AnyTool, MessageStyle, Plugin } from './define.js';
import { ToolworldError } from './errors.js';
import { defaultArgumentLimits, type ArgumentLimits } from './arguments.js';
import { bundledWorld, databasesFromJSON, type DatabasesJSON } from './databases.js';
import { executeCall, findUsernameByToken, type CallOutcome, type CallRecord, type ExecutorSettings } from './execute.js';
import { freezeNewParts, unfrozenImmer } from './freeze.js';
import { formatDateTime, strptime } from '../python/index.js';
import type { Databases, IdMode, WorldState } from './state.js';

enableMapSet();

export interface CreateWorldOptions {
  /** The plugins whose tools the world offers. Default: the seven ToolTalk plugins. */
  readonly plugins?: readonly Plugin[];
  /** The data: loaded `Databases`, or their JSON form. Default: the bundled world in `fixtures/`. */
  readonly databases?: Databases | DatabasesJSON;
  /** "Now", as `YYYY-MM-DD HH:MM:SS` or a `Date` (its UTC fields). Default: the bundled world's. */
  readonly now?: string | Date;
  /**
   * ID generation. `tooltalk`: bit-exact with ToolTalk (one CPython `Random(489)` per tool).
   * `unique` (default): one generator for the world, never repeating an existing ID.
   */
  readonly ids?: IdMode | { readonly mode?: IdMode; readonly seed?: number };
  /** Who is logged in at the start: ToolTalk's pre-seeded session (spec §2.4). */
  readonly session?: { readonly username: string; readonly token: string };
  /** Wording of argument errors (see `MessageStyle`). Default `toolworld`. */
  readonly messages?: MessageStyle;
  readonly limits?: Partial<ArgumentLimits>;
}

/** A saved world state. Restoring it is O(1): states are immutable and share structure. */
export interface WorldSnapshot {
  readonly state: WorldState;
}

/**
 * A snapshot as `snapshot()` makes it. The private brand lets `restore` tell a real snapshot from a
 * look-alike in constant time, without the WeakSet every snapshot used to be added to.
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

function isDatabases(value: unknown): value is Databases {
  return typeof value === 'object' && value !== null && (value as Databases).Account instanceof Map;
}

function parseNow(now: string | Date): string {
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

/**
 * A stateful world of tools. Calls change it the way real services would; `reset`, `snapshot`,
 * `restore` and `fork` are O(1) because the state is one immutable value with structural sharing.
 */
export class World {
  readonly tools: ReadonlyMap<string, AnyTool>;
  readonly plugins: readonly Plugin[];
  readonly #settings: ExecutorSettings;
  readonly #initial: WorldState;
  #state: WorldState;

  /** Use `createWorld`; this constructor is for `fork`. */
  constructor(plugins: readonly Plugin[], settings: ExecutorSettings, initial: WorldState, current: WorldState) {
    this.plugins = plugins;
    this.tools = settings.tools;
    this.#settings = settings;
    this.#initial = initial;
    this.#state = current;
  }

  /** The current state: frozen and typed; read it, never write it (use `update`). */
  get state(): WorldState {
    return this.#state;
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

  /** The username of whoever is logged in, or null. */
  get currentUser(): string | null {
    const token = this.#state.session.token;
    if (token === null) return null;
    return findUsernameByToken(this.#state.databases.Account, token) ?? null;
  }

  /**
   * Calls a tool with a model's arguments. Never throws for anything a caller or a model can get
   * wrong: problems come back as `exception`, and a failed call leaves the world as it was.
   *
   * @example
   * const { response, exception } = world.call('AddAlarm', { time: '07:30:00' });
   */
  call(toolName: string, args?: unknown): CallOutcome {
    const { response, exception } = this.execute(toolName, args);
    return { response, exception };
  }

  /** Like `call`, but also returns the request as executed (with the injected session token). */
  execute(toolName: string, args?: unknown): CallRecord {
    const { record, state } = executeCall(this.#state, toolName, args, this.#settings);
    this.#state = state;
    return record;
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
  fork(): World {
    return new World(this.plugins, this.#settings, this.#initial, this.#state);
  }

  /**
   * Changes the state with an Immer recipe, for setting up a test. Not a tool call: no checks run.
   *
   * @example
   * world.update((state) => { state.databases.Account.get('ada')!.password = 'secret'; });
   */
  update(recipe: (draft: Draft<WorldState>) => void): void {
    this.#state = freezeNewParts(unfrozenImmer.produce(this.#state, recipe));
  }

  /** Logs a user in without a tool call (ToolTalk's pre-seeded sessions, spec §2.4). */
  signIn(username: string, token: string): void {
    if (!this.#state.databases.Account.has(username)) {
      throw new ToolworldError('invalid-option', `signIn: no account '${username}'`);
    }
    this.update((draft) => {
      draft.databases.Account.get(username)!.session_token = token;
      draft.session.token = token;
    });
  }

  /** The tool declarations, in plugin order. */
  listTools(): AnyTool[] {
    return [...this.tools.values()];
  }
}

let defaultPlugins: readonly Plugin[] | undefined;

// Plugins are frozen, so a plugin list's tool map can be built once and shared by every world.
const toolMaps = new WeakMap<readonly Plugin[], ReadonlyMap<string, AnyTool>>();

function toolsOf(plugins: readonly Plugin[]): ReadonlyMap<string, AnyTool> {
  let tools = toolMaps.get(plugins);
  if (tools !== undefined) return tools;
  const map = new Map<string, AnyTool>();
  for (const plugin of plugins) {
    for (const tool of plugin.tools) {
      if (map.has(tool.name)) throw new ToolworldError('invalid-option', `createWorld: two tools are named '${tool.name}'`);
      map.set(tool.name, tool);
    }
  }
  tools = map;
  if (Object.isFrozen(plugins)) toolMaps.set(plugins, tools);
  return tools;
}

/** Registers the seven ToolTalk plugins as the default (done by the package's entry point). */
export function setDefaultPlugins(plugins: readonly Plugin[]): void {
  defaultPlugins = plugins;
}

/**
 * Builds a world. With no options: the bundled world (10 users, 12 cities) with all 28 tools.
 *
 * @example
 * const world = createWorld({ now: '2025-05-12 09:00:00', session: { username: 'amara', token: 't-1' } });
 * world.call('GetReminders', {});
 */
export function createWorld(options: CreateWorldOptions = {}): World {
  const plugins = options.plugins ?? defaultPlugins;
  if (plugins === undefined) {
    throw new ToolworldError('invalid-option', 'createWorld: no plugins given, and the default plugins are not registered (import from "toolworld")');
  }
  const tools = toolsOf(plugins);
  let databases: Databases;
  let now: string;
  if (options.databases === undefined) {
    const bundled = bundledWorld();
    databases = bundled.databases;
    now = options.now === undefined ? bundled.now : parseNow(options.now);
  } else {
    databases = isDatabases(options.databases) ? options.databases : databasesFromJSON(options.databases);
    now = options.now === undefined ? bundledWorld().now : parseNow(options.now);
  }
  const idOptions = typeof options.ids === 'string' ? { mode: options.ids } : (options.ids ?? {});
  const mode = idOptions.mode ?? 'unique';
  if (mode !== 'unique' && mode !== 'tooltalk') {
    throw new ToolworldError('invalid-option', `ids: mode must be 'unique' or 'tooltalk', got ${JSON.stringify(mode)}`);
  }
  const seed = idOptions.seed ?? 489;
  if (!Number.isSafeInteger(seed)) throw new ToolworldError('invalid-option', `ids: seed must be an integer, got ${seed}`);
  const messages = options.messages ?? 'toolworld';
  if (messages !== 'toolworld' && messages !== 'tooltalk') {
    throw new ToolworldError('invalid-option', `messages: must be 'toolworld' or 'tooltalk', got ${JSON.stringify(messages)}`);
  }
  const limits = options.limits === undefined ? defaultArgumentLimits : { ...defaultArgumentLimits, ...options.limits };
  for (const [name, value] of Object.entries(limits)) {
    if (!Number.isInteger(value) || value < 1) {
      throw new ToolworldError('invalid-option', `limits.${name}: must be a whole number >= 1, got ${String(value)}`);
    }
  }
  const clockCache = new Map<string, number>();
  const settings: ExecutorSettings = {
    tools,
    messages,
    limits,
    clock(text) {
      let seconds = clockCache.get(text);
      if (seconds === undefined) {
        const parsed = strptime(text, 'DT');
        if (!parsed.ok) throw new Error(`the world's clock holds an invalid time: ${text}`);
        seconds = parsed.seconds;
        if (clockCache.size > 1000) clockCache.clear();
        clockCache.set(text, seconds);
      }
      return seconds;
    },
  };
  let state: WorldState = freezeNewParts({ databases, session: { token: null }, now, ids: { mode, seed, positions: {} } });
  const world = new World(plugins, settings, state, state);
  if (options.session) {
    world.signIn(options.session.username, options.session.token);
    state = world.state;
    return new World(plugins, settings, state, state);
  }
  return world;
}
