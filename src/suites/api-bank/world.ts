/**
 * The entry point for using API-Bank's world directly: its APIs over a set of databases, with the
 * manager's dispatch and envelopes.
 */
import { levelOneApis, levelThreeApis, type ApiBankMode, type ApiServices } from '../../plugins/api-bank/index.js';
import type { Embedder } from '../../semantic/index.js';
import { loadInitDatabase } from './data/load.js';
import { emptyLevelThreeWorld } from './level-three-world.js';
import { createApiBankManager, type ApiBankManager } from './manager.js';
import { createApiBankServices, type RecordedResponses } from './response-cache.js';
import { createToolSearcher } from './tool-searcher.js';

export interface ApiBankWorldOptions {
  /** An init_database folder, or the databases themselves (file stem → content). */
  readonly databases: string | ReadonlyMap<string, unknown>;
  /** 1 or 2: the 53 APIs of `apis/`; 3: the 22 of `lv3_apis/`. Default 1. */
  readonly level?: 1 | 2 | 3;
  /** Default `fixed`: typed values and the bugs of spec §7 fixed; `compat` behaves as API-Bank. */
  readonly mode?: ApiBankMode;
  /** Recorded answers for Dictionary, Translate and the ToolSearcher. */
  readonly recorded?: RecordedResponses;
  /** Live services in place of recorded answers. */
  readonly services?: Partial<ApiServices>;
  /** The ToolSearcher's embedding model; default: the project's semantic engine, loaded on first use. */
  readonly embedder?: Embedder | (() => Promise<Embedder>);
  readonly random?: () => number;
}

/**
 * @example
 * const world = createApiBankWorld({ databases: 'fixtures/api-bank/init_database' });
 * const { output } = await world.call('GetUserToken', { username: 'ada', password: 'lovelace' });
 */
export function createApiBankWorld(options: ApiBankWorldOptions): ApiBankManager {
  const level = options.level ?? 1;
  const mode = options.mode ?? 'fixed';
  const databases = new Map(typeof options.databases === 'string' ? loadInitDatabase(options.databases) : options.databases);
  if (level === 3 && !databases.has('Level3')) databases.set('Level3', emptyLevelThreeWorld());
  const apis = level === 3 ? levelThreeApis : levelOneApis;
  const embedder =
    options.embedder ??
    (async () => {
      // The project's default: the bundled lookup model, or TOOLWORLD_EMBEDDING_MODEL's transformer.
      const { getDefaultEmbedder } = await import('../../matchers/semantic.js');
      return getDefaultEmbedder();
    });
  const services = createApiBankServices({
    level,
    recordedSearch: options.recorded !== undefined,
    searchTools: options.services?.searchTools ?? createToolSearcher({ apis, level, embedder }),
    ...(options.recorded !== undefined && { recorded: options.recorded }),
    ...(options.services?.dictionary !== undefined && { dictionary: options.services.dictionary }),
    ...(options.services?.translate !== undefined && { translate: options.services.translate }),
  });
  return createApiBankManager({ apis, databases, mode, services, ...(options.random !== undefined && { random: options.random }) });
}
