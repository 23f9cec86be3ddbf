import * as z from 'zod';
import type { Draft } from 'immer';
import type { AnyDatabase, DatabasesOf, DatabaseValue } from './database.js';
import type { IdFormat } from './ids.js';
import type { ToolCheck, MaybePromise } from './check.js';
import type { SessionPolicy } from './session.js';

/** Which Python error a wrongly typed argument would raise in the original (used by compatible wordings). */
export type PythonTypeErrorKind = 'strptime' | 'regex' | 'lower';

/** What a tool's implementation sees. */
export interface ToolContext<DB = Record<string, unknown>> {
  /**
   * The databases. For action tools, drafts: maps have the `Map` API and records are Immer drafts,
   * so a tool changes them in place and a refusal discards every change (decision 0010). For
   * read-only tools the frozen state (typed as a draft for convenience: writing to it throws).
   */
  readonly db: Draft<DB>;
  /** "Now" in seconds since 1970-01-01 00:00:00 (naive time, compared as such). */
  readonly now: number;
  /** "Now" as `YYYY-MM-DD HH:MM:SS`. */
  readonly nowText: string;
  /** The signed-in caller's username, as the world's session policy resolved it. Only `auth` tools may read it. */
  readonly username: string;
  /** The next ID of a kind its plugins declare. `taken` says which IDs exist already (used in `unique` ID mode). */
  nextId(kind: string, taken?: (id: string) => boolean): string;
}

export interface ToolDefinition<
  Name extends string,
  Input extends z.ZodObject,
  Output extends z.ZodType,
  D extends Readonly<Record<string, AnyDatabase>>,
> {
  readonly name: Name;
  /** Our own words: what the tool does, for a model reading the tool list. */
  readonly description: string;
  /** The databases the tool reads or writes, by name; they type `context.db`. */
  readonly databases?: D;
  /** The arguments; every field carries a `.describe()` for the model. */
  readonly input: Input;
  /** The response on success. */
  readonly output: Output;
  /** True when the tool changes the world (ToolTalk's "action" tools); false for read-only tools. */
  readonly action: boolean;
  /** True when the tool needs a signed-in caller; the world's session policy resolves it first. */
  readonly auth?: boolean;
  /** `start`: a success signs its user in; `end`: a success signs out (what that means is the session policy's). */
  readonly session?: 'start' | 'end';
  /** Parameter order of the original Python signature, when it differs from the input's order. */
  readonly signature?: readonly string[];
  /** Optional parameters for which an explicit null is passed through instead of meaning "omitted". */
  readonly keepNull?: readonly string[];
  /** Python errors a compatible wording mimics for wrongly typed arguments. */
  readonly pythonTypeErrors?: Readonly<Record<string, PythonTypeErrorKind>>;
  /** How a predicted call of this tool is judged against a ground-truth call (`src/matchers`). */
  readonly check?: ToolCheck;
  /**
   * The behaviour. Refuse with `fail(message)`; the world is then left exactly as it was. An action
   * may answer with records it changed: the answer gets them as committed. A read-only tool may return a
   * Promise (a cache lookup, a simulator); call it with `world.callAsync`.
   */
  run(args: z.output<Input>, context: ToolContext<DatabasesOf<D>>): MaybePromise<z.output<Output>>;
}

/** A declared tool, with what the executor derives from its declaration once. */
export interface Tool<
  Name extends string = string,
  Input extends z.ZodObject = z.ZodObject,
  Output extends z.ZodType = z.ZodType,
  D extends Readonly<Record<string, AnyDatabase>> = Readonly<Record<string, AnyDatabase>>,
> extends ToolDefinition<Name, Input, Output, D> {
  readonly auth: boolean;
  readonly databases: D;
  /** Set by `definePlugin`. */
  readonly plugin: string;
  /** Parameter names in documentation order. */
  readonly parameters: readonly string[];
  /** Required parameter names in signature order. */
  readonly required: readonly string[];
}

/** An untyped view of any tool, for code that handles tools generically. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyTool = Tool<string, z.ZodObject, z.ZodType, any>;

function isOptional(schema: z.ZodType): boolean {
  return schema.safeParse(undefined).success;
}

/**
 * Declares a tool: its name, description, argument and response schemas, the databases it uses,
 * whether it is an action and needs a caller, and its implementation. Everything else (JSON Schema,
 * model formats, docs, property tests) is derived from this one declaration.
 *
 * @example
 * const Ping = defineTool({
 *   name: 'Ping', description: 'Answers pong.', action: false,
 *   input: z.object({}), output: z.object({ reply: z.string() }),
 *   run: () => ({ reply: 'pong' }),
 * });
 */
export function defineTool<
  const Name extends string,
  Input extends z.ZodObject,
  Output extends z.ZodType,
  const D extends Readonly<Record<string, AnyDatabase>> = {},
>(definition: ToolDefinition<Name, Input, Output, D>): Tool<Name, Input, Output, D> {
  if (typeof definition.name !== 'string' || definition.name.length === 0) {
    throw new TypeError('defineTool: a tool needs a non-empty name');
  }
  if (!(definition.input instanceof z.ZodObject)) {
    throw new TypeError(`defineTool(${definition.name}): input must be a z.object(...)`);
  }
  const shape = definition.input.shape as Record<string, z.ZodType>;
  const parameters = Object.keys(shape);
  const order = definition.signature ?? parameters;
  for (const name of order) {
    if (!(name in shape)) {
      throw new TypeError(`defineTool(${definition.name}): signature names '${name}', which is not in input`);
    }
  }
  for (const [key, database] of Object.entries(definition.databases ?? {})) {
    if (key !== database.name) {
      throw new TypeError(`defineTool(${definition.name}): databases.${key} is the database '${database.name}'; use its own name as the key`);
    }
  }
  const required = order.filter((name) => !isOptional(shape[name]!));
  return Object.freeze({
    ...definition,
    auth: definition.auth ?? false,
    databases: (definition.databases ?? {}) as D,
    plugin: '',
    parameters,
    required,
  });
}

/** A plugin: a group of tools with the databases and ID formats they own. */
export interface Plugin<
  Tools extends readonly AnyTool[] = readonly AnyTool[],
  Databases extends readonly AnyDatabase[] = readonly AnyDatabase[],
> {
  readonly name: string;
  readonly description: string;
  /** The plugin's tools, in documentation order. */
  readonly tools: Tools;
  /** The databases this plugin owns (a world loads and validates them). */
  readonly databases: Databases;
  /** The ID formats its tools draw with `context.nextId(kind)`. */
  readonly ids: Readonly<Record<string, IdFormat>>;
  /** How callers sign in, for plugins with `auth` tools. */
  readonly sessionPolicy: SessionPolicy | undefined;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyPlugin = Plugin<readonly AnyTool[], readonly AnyDatabase[]>;

/**
 * Groups tools into a plugin with the databases and ID formats they own. The plugin's name is
 * stamped on its tools.
 *
 * @example
 * const Shop = definePlugin({ name: 'Shop', description: 'A shopping cart.', databases: [Cart], tools: [AddToCart] });
 */
export function definePlugin<const Tools extends readonly AnyTool[], const Databases extends readonly AnyDatabase[] = readonly []>(definition: {
  readonly name: string;
  readonly description: string;
  readonly tools: Tools;
  readonly databases?: Databases;
  readonly ids?: Readonly<Record<string, IdFormat>>;
  readonly sessionPolicy?: SessionPolicy;
}): Plugin<Tools, Databases> {
  const tools = definition.tools.map((tool) => Object.freeze({ ...tool, plugin: definition.name }));
  const names = new Set<string>();
  for (const database of definition.databases ?? []) {
    if (names.has(database.name)) throw new TypeError(`definePlugin(${definition.name}): two databases are named '${database.name}'`);
    names.add(database.name);
  }
  return Object.freeze({
    name: definition.name,
    description: definition.description,
    tools: Object.freeze(tools) as unknown as Tools,
    databases: Object.freeze([...(definition.databases ?? [])]) as unknown as Databases,
    ids: Object.freeze({ ...definition.ids }),
    sessionPolicy: definition.sessionPolicy,
  });
}

// The types a world derives from its plugin list.
export type ToolsOf<P extends readonly AnyPlugin[]> = P[number]['tools'][number];
export type ToolName<P extends readonly AnyPlugin[]> = ToolsOf<P>['name'];
export type ToolNamed<P extends readonly AnyPlugin[], N extends string> = Extract<ToolsOf<P>, { readonly name: N }>;
/** The arguments of tool `N`: its input schema's type, or any object for a world whose plugins are not known statically. */
export type ToolArguments<P extends readonly AnyPlugin[], N extends string> = string extends ToolName<P>
  ? Record<string, unknown>
  : z.input<ToolNamed<P, N>['input']>;
/** The response of tool `N` on success: its output schema's type, or any object for an untyped world. */
export type ToolResponse<P extends readonly AnyPlugin[], N extends string> = string extends ToolName<P>
  ? Record<string, unknown>
  : z.output<ToolNamed<P, N>['output']>;

/** The databases of a world built from plugins `P`, by name. */
export type WorldDatabases<P extends readonly AnyPlugin[]> = {
  readonly [D in P[number]['databases'][number] as D['name']]: DatabaseValue<D>;
};
