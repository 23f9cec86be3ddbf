/**
 * API-Bank's APIs as plugins of the core world (src/world): one plugin per area, the databases in
 * init_database's layout, zod input schemas from the declared parameter types (so values arrive
 * typed, as in fixed mode), API-Bank's exception texts as refusals. A response is API-Bank's
 * envelope without its `exception` field: `{ api_name, input, output }` (`api_name` absent for the
 * five APIs that omit it), so `{ ...response, exception }` is the envelope.
 *
 * The compat dispatch (strings, API-Bank's conversions and errors) is the suite's manager
 * (`manager.ts`); this is the form for building agents and tests on API-Bank's world.
 */
import * as z from 'zod';
import {
  createWorld,
  defineDatabase,
  definePlugin,
  defineTool,
  fail,
  hexField,
  loadDatabases,
  type AnyDatabase,
  type AnyPlugin,
  type World,
} from '../../world/index.js';
import type { ToolCheck } from '../../world/check.js';
import {
  ApiError,
  EscapedError,
  KeyError,
  levelOneAreas,
  levelThreeAreas,
  type ApiBankApi,
  type ApiParameter,
  type ApiServices,
  type Envelope,
} from '../../plugins/api-bank/index.js';
import { DATABASE_SHAPES } from './data/database-schemas.js';

const databases = new Map<string, AnyDatabase>();

/** Random draws (new tokens, appointment ids) come from the world's seeded ID generator. */
const DRAW = Object.freeze([hexField(8)]);

/** The declaration of an init_database file (cached: one declaration per name). */
export function apiBankDatabase(name: keyof typeof DATABASE_SHAPES): AnyDatabase {
  let database = databases.get(name);
  if (database === undefined) {
    const shape = DATABASE_SHAPES[name];
    databases.set(name, (database = defineDatabase({ name, layout: shape.layout, record: shape.record, description: `API-Bank's ${name} database` })));
  }
  return database;
}

/** Private memory of API instances (ForgotPassword's code, OpenBankAccount's store, level-3 lists). */
const Memory = defineDatabase({
  name: 'ApiBankMemory',
  layout: 'value',
  record: z.record(z.string(), z.unknown()).default({}),
  description: "Private memory of API-Bank's API instances",
});

function parameterSchema(parameter: ApiParameter): z.ZodType {
  const base =
    parameter.type === 'int'
      ? z.number().int()
      : parameter.type === 'float'
        ? z.number()
        : parameter.type === 'bool'
          ? z.boolean()
          : parameter.type === 'list'
            ? z.array(z.unknown())
            : parameter.type === 'list(str)'
              ? z.array(z.string())
              : z.string();
  const described = base.describe(parameter.description);
  return parameter.optional === true ? described.optional() : described;
}

/** API-Bank's checker as a core ToolCheck: both calls become envelopes, then the API's checker judges. */
function checkOf(api: ApiBankApi): ToolCheck {
  const envelope = (call: { response: Record<string, unknown> | null; exception: string | null }): Envelope => ({
    ...(call.response ?? { api_name: api.name, input: null, output: null }),
    exception: call.exception,
  }) as Envelope;
  return {
    kind: 'custom',
    description: `API-Bank's ${api.name} checker`,
    judge(predicted, expected) {
      try {
        const pass = api.check(envelope(predicted), structuredClone(envelope(expected)), { mode: 'fixed' });
        return { pass, reasons: pass ? [] : [`${api.name}: the checker found a difference`] };
      } catch (error) {
        return { pass: false, reasons: [`${api.name}: the checker failed (${(error as Error).message})`] };
      }
    },
  };
}

function toTool(api: ApiBankApi, services: ApiServices) {
  const used: Record<string, AnyDatabase> = {};
  if (api.database !== undefined) used[api.database] = apiBankDatabase(api.database as keyof typeof DATABASE_SHAPES);
  if ('token' in api.parameters) used.Account = apiBankDatabase('Account');
  if (api.memory !== undefined) used.ApiBankMemory = Memory;
  return defineTool({
    name: api.name,
    description: api.description,
    databases: used,
    input: z.object(Object.fromEntries(Object.entries(api.parameters).map(([name, parameter]) => [name, parameterSchema(parameter)]))),
    output: z.looseObject({ api_name: z.string().optional(), input: z.unknown(), output: z.unknown() }),
    action: api.writes === true || api.memory !== undefined,
    check: checkOf(api),
    run(args, { db, nextId }) {
      const tables = db as unknown as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
      let memory: Record<string, unknown> = {};
      if (api.memory !== undefined) {
        tables.ApiBankMemory[api.name] ??= api.memory();
        memory = tables.ApiBankMemory[api.name];
      }
      const bound = api.database === undefined ? undefined : tables[api.database];
      const context = {
        // SearchEngine's file is one document; the API reads its parts by name.
        db: api.database === 'SearchEngine' ? new Map(Object.entries(bound ?? {})) : bound,
        memory,
        mode: 'fixed' as const,
        services,
        random: () => Number.parseInt(nextId('draw'), 16) / 2 ** 32,
        checkToken(token: unknown): string {
          for (const [username, account] of tables.Account as Map<string, { token: string }>) if (account.token === token) return username;
          throw new ApiError('The token is invalid.');
        },
      };
      const input = api.input ? api.input(args) : Object.fromEntries(Object.keys(api.parameters).map((key) => [key, Object.hasOwn(args, key) ? args[key] : null]));
      const respond = (output: unknown) => (api.unnamed === true ? { input, output } : { api_name: api.name, input, output });
      const refuse = (error: unknown): never => {
        if (ApiError.isInstance(error) || KeyError.isInstance(error) || EscapedError.isInstance(error)) fail(error.message);
        throw error;
      };
      try {
        const output = api.run({ ...args }, context);
        return output instanceof Promise ? output.then(respond, refuse) : respond(output);
      } catch (error) {
        return refuse(error);
      }
    },
  });
}

export interface ApiBankPluginsOptions {
  /** 1 or 2: API-Bank's 53 APIs; 3: the 22 of level 3. */
  readonly level: 1 | 2 | 3;
  /** Dictionary, Translate and ToolSearcher call out to these (see createApiBankServices). */
  readonly services: ApiServices;
}

/**
 * API-Bank's APIs as core plugins, one per area.
 *
 * @example
 * const plugins = createApiBankPlugins({ level: 1, services });
 * const world = createWorld({ plugins, databases: loadDatabases('fixtures/api-bank/init_database', databasesOf(plugins)) });
 */
export function createApiBankPlugins(options: ApiBankPluginsOptions): AnyPlugin[] {
  const areas = options.level === 3 ? levelThreeAreas : levelOneAreas;
  return Object.entries(areas).map(([area, apis]) => {
    const tools = apis.map((api) => toTool(api, options.services));
    const owned = new Map<string, AnyDatabase>();
    for (const tool of tools) for (const database of Object.values(tool.databases)) owned.set(database.name, database);
    return definePlugin({
      name: `ApiBank${area}`,
      description: `API-Bank's ${area} APIs`,
      tools,
      databases: [...owned.values()],
      ids: { draw: DRAW },
    }) as AnyPlugin;
  });
}

/** Every database the plugins use, once. */
export function databasesOf(plugins: readonly AnyPlugin[]): AnyDatabase[] {
  const all = new Map<string, AnyDatabase>();
  for (const plugin of plugins) for (const database of plugin.databases) all.set(database.name, database);
  return [...all.values()];
}

/**
 * A core world of API-Bank's APIs over an init_database folder.
 * @example
 * const world = createApiBankCoreWorld({ folder: 'fixtures/api-bank/init_database', level: 1, services });
 * world.call('GetUserToken', { username: 'ada', password: 'lovelace' });
 */
export function createApiBankCoreWorld(options: ApiBankPluginsOptions & { readonly folder: string }): World {
  const plugins = createApiBankPlugins(options);
  return createWorld({ plugins, databases: loadDatabases(options.folder, databasesOf(plugins)) });
}
