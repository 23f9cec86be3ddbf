import { join } from 'node:path';
import { loadDatabases, readJSONFile, databasesFromJSON, type DatabasesJSON } from '../../world/databases.js';
import type { AnyPlugin } from '../../world/define.js';
import { ToolworldError } from '../../world/errors.js';
import type { ArgumentMessages } from '../../world/messages.js';
import type { AnyDatabases, IdMode } from '../../world/state.js';
import { createWorld as createCoreWorld, type CreateWorldOptions, type World } from '../../world/world.js';
import { toolTalkDatabases, type ToolTalkDatabases } from '../../plugins/tooltalk/databases.js';
import { toolTalkPlugins, type ToolTalkPlugins } from '../../plugins/tooltalk/index.js';
import { messagesFor, type MessageStyle } from './messages.js';
import { packageRoot } from '../../package-root.js';

/** Where the package's bundled data lives, found by name (the bundled CLI runs this from another depth). */
export { packageRoot };

/**
 * Reads a ToolTalk `databases/` folder (Account.json, Alarm.json, ... HistoricWeather.json). Every
 * file must be present. A malformed file is rejected with its path and the JSON path of the problem.
 *
 * @example
 * const databases = loadToolTalkDatabases('../shared/tooltalk/databases');
 * const world = createWorld({ databases, ids: 'tooltalk' });
 */
export function loadToolTalkDatabases(dir: string): ToolTalkDatabases {
  return loadDatabases(dir, toolTalkDatabases, { requireAll: true }) as unknown as ToolTalkDatabases;
}

let bundled: { databases: ToolTalkDatabases; now: string; location: string } | undefined;

/** The bundled world (`fixtures/databases`), read once per process; it is immutable, so shared. */
export function bundledWorld(): { databases: ToolTalkDatabases; now: string; location: string } {
  if (bundled === undefined) {
    const dir = join(packageRoot(), 'fixtures');
    const meta = readJSONFile(join(dir, 'world.json')) as { now: string; location: string };
    bundled = { databases: loadToolTalkDatabases(join(dir, 'databases')), now: meta.now, location: meta.location };
  }
  return bundled;
}

export interface ToolTalkWorldOptions<P extends readonly AnyPlugin[] = ToolTalkPlugins>
  extends Omit<CreateWorldOptions<P>, 'plugins' | 'ids' | 'messages'> {
  /** The plugins. Default: ToolTalk's seven (28 tools). Add your own beside them, or use only yours. */
  readonly plugins?: P;
  /**
   * The data: loaded databases or their JSON form. Default: the bundled world (`fixtures/`), for
   * the databases the plugins declare.
   */
  readonly databases?: AnyDatabases | DatabasesJSON;
  /**
   * `unique` (default): IDs never repeat within a world. `tooltalk`: bit-exact with ToolTalk (one
   * CPython `Random(489)` per tool), the same as the core's `per-tool`.
   */
  readonly ids?: IdMode | 'tooltalk' | { readonly mode?: IdMode | 'tooltalk'; readonly seed?: number };
  /** Who is logged in at the start: ToolTalk's pre-seeded session (spec §2.4). */
  readonly session?: { readonly username: string; readonly token: string };
  /** Wording of argument errors: `toolworld` (explains, default), `tooltalk` (Python's exact texts), or your own. */
  readonly messages?: MessageStyle | ArgumentMessages;
}

function idsOption(ids: ToolTalkWorldOptions['ids']): CreateWorldOptions['ids'] {
  const mode = typeof ids === 'object' && ids !== null ? ids.mode : ids;
  if (mode !== undefined && mode !== 'tooltalk' && mode !== 'unique' && mode !== 'per-tool') {
    throw new ToolworldError('invalid-option', `ids: mode must be 'unique' or 'tooltalk' (the core's 'per-tool'), got ${JSON.stringify(mode)}`);
  }
  if (ids === 'tooltalk') return 'per-tool';
  if (typeof ids === 'object' && ids !== null && ids.mode === 'tooltalk') return { ...ids, mode: 'per-tool' };
  return ids as CreateWorldOptions['ids'];
}

/**
 * Builds a world. With no options: ToolTalk's 28 tools over the bundled world (10 users, 12 cities,
 * now = 2025-05-12 09:00:00). With `plugins`, the world has those plugins, and by default the bundled
 * data of the databases they declare. The world is typed by its plugins.
 *
 * @example
 * const world = createWorld({ now: '2025-05-12 09:00:00', session: { username: 'amara', token: 't-1' } });
 * world.call('GetReminders', {});
 */
export function createWorld(options?: ToolTalkWorldOptions<ToolTalkPlugins> & { readonly plugins?: undefined }): World<ToolTalkPlugins>;
export function createWorld<const P extends readonly AnyPlugin[]>(options: ToolTalkWorldOptions<P> & { readonly plugins: P }): World<P>;
export function createWorld(options: ToolTalkWorldOptions<readonly AnyPlugin[]>): World<readonly AnyPlugin[]>;
export function createWorld(options: ToolTalkWorldOptions<readonly AnyPlugin[]> = {}): World<readonly AnyPlugin[]> {
  const plugins = options.plugins ?? toolTalkPlugins;
  const declared = new Set(plugins.flatMap((plugin) => [...plugin.databases, ...(plugin.sessionPolicy?.databases ?? [])].map((database) => database.name)));
  // ToolTalk's data comes as one folder of eight files; a world of some of its plugins takes the
  // files it declares and leaves the other ToolTalk files aside. Any other unknown name stays an error.
  const toolTalkNames = new Set<string>(toolTalkDatabases.map((database) => database.name));
  const given = (options.databases ?? bundledWorld().databases) as Record<string, unknown>;
  const databases = Object.fromEntries(Object.entries(given).filter(([name]) => declared.has(name) || !toolTalkNames.has(name)));
  if (options.session !== undefined && options.signIn !== undefined) {
    throw new ToolworldError('invalid-option', 'createWorld: give either session (ToolTalk) or signIn, not both');
  }
  const { session, ...rest } = options;
  return createCoreWorld({
    ...rest,
    plugins,
    databases,
    now: options.now ?? bundledWorld().now,
    ids: idsOption(options.ids),
    messages: messagesFor(options.messages ?? 'toolworld'),
    ...(session !== undefined && { signIn: { username: session.username, credentials: session.token } }),
  });
}

export { databasesFromJSON };
