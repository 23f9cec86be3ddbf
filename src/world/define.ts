import { z } from 'zod';
import type { Draft } from 'immer';
import type { AccountRecord, Databases } from './state.js';
import type { IdKind } from './ids.js';
import type { ToolCheck } from '../matchers/check.js';

/**
 * How argument errors are worded. `toolworld` explains what was wrong and what the tool takes;
 * `tooltalk` reproduces the Python texts ToolTalk's executor shows a model (spec §0), for replaying
 * its dataset with the exact messages. The tools' own refusals are worded identically in both.
 */
export type MessageStyle = 'toolworld' | 'tooltalk';

/** Which Python error a wrongly typed argument would have raised in ToolTalk (spec §0.1, §4). */
export type PythonTypeErrorKind = 'strptime' | 'regex' | 'lower';

/** What a tool's implementation sees. */
export interface ToolContext {
  /**
   * The databases: an Immer draft for action tools; for read-only tools the frozen state (typed as
   * a draft for convenience: writing to it throws, and read-only tools have no reason to).
   */
  readonly db: Draft<Databases>;
  /** "Now" in seconds since 1970-01-01 00:00:00 (naive time, compared as such). */
  readonly now: number;
  /** "Now" as `YYYY-MM-DD HH:MM:SS`. */
  readonly nowText: string;
  /** The logged-in caller's username. Only auth tools may read it. */
  readonly username: string;
  /**
   * The logged-in caller's account (a draft for action tools). Only auth tools may read it, and only
   * those that read or change the account should: reading it from a draft makes Immer copy the
   * account map. Tools that need only the name use `username`.
   */
  readonly caller: Draft<AccountRecord>;
  /** The next ID of a kind. `taken` says which IDs exist already (used in `unique` ID mode). */
  nextId(kind: IdKind, taken?: (id: string) => boolean): string;
  readonly messages: MessageStyle;
}


export interface ToolDefinition<Input extends z.ZodObject, Output extends z.ZodType> {
  readonly name: string;
  /** Our own words: what the tool does, for a model reading the tool list. */
  readonly description: string;
  /** The arguments; every field carries a `.describe()` for the model. */
  readonly input: Input;
  /** The response on success. */
  readonly output: Output;
  /** True when the tool changes the world (ToolTalk's "action" tools). */
  readonly action: boolean;
  /** True when the tool needs a logged-in user; the executor resolves the caller first. */
  readonly auth: boolean;
  /** `start`: a success logs its user in (one user at a time); `end`: a success logs out. */
  readonly session?: 'start' | 'end';
  /** Parameter order of ToolTalk's Python signature, when it differs from the input's order. */
  readonly signature?: readonly string[];
  /** Optional parameters for which an explicit null is passed through instead of meaning "omitted". */
  readonly keepNull?: readonly string[];
  /** Python errors to mimic in the `tooltalk` message style for wrongly typed arguments. */
  readonly pythonTypeErrors?: Readonly<Record<string, PythonTypeErrorKind>>;
  /**
   * How a predicted call of this tool is judged against a ground-truth call (`src/matchers`).
   * Default: ToolTalk's result check (same response, same exception, same arguments).
   */
  readonly check?: ToolCheck;
  /**
   * The behaviour. Refuse with `fail(message)`; the world is then left exactly as it was. Return
   * plain data, never a draft (drafts are revoked when the call ends).
   */
  readonly run: (args: z.output<Input>, context: ToolContext) => z.output<Output>;
}

/** A declared tool, with what the executor derives from its declaration once. */
export interface Tool<Input extends z.ZodObject = z.ZodObject, Output extends z.ZodType = z.ZodType>
  extends ToolDefinition<Input, Output> {
  /** Set by `definePlugin`. */
  readonly plugin: string;
  /** Parameter names in documentation order. */
  readonly parameters: readonly string[];
  /** Required parameter names in Python signature order. */
  readonly required: readonly string[];
}

/** An untyped view of any tool, for code that handles tools generically. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyTool = Tool<z.ZodObject, z.ZodType>;

function isOptional(schema: z.ZodType): boolean {
  return schema.safeParse(undefined).success;
}

/**
 * Declares a tool: its name, description, argument and response schemas, whether it is an action
 * and needs a login, and its implementation. Everything else (JSON Schema, model formats, docs,
 * property tests) is derived from this one declaration.
 *
 * @example
 * const Ping = defineTool({
 *   name: 'Ping', description: 'Answers pong.', action: false, auth: false,
 *   input: z.object({}), output: z.object({ reply: z.string() }),
 *   run: () => ({ reply: 'pong' }),
 * });
 */
export function defineTool<Input extends z.ZodObject, Output extends z.ZodType>(
  definition: ToolDefinition<Input, Output>,
): Tool<Input, Output> {
  const shape = definition.input.shape as Record<string, z.ZodType>;
  const parameters = Object.keys(shape);
  const order = definition.signature ?? parameters;
  for (const name of order) {
    if (!(name in shape)) {
      throw new TypeError(`defineTool(${definition.name}): signature names '${name}', which is not in input`);
    }
  }
  const required = order.filter((name) => !isOptional(shape[name]!));
  return Object.freeze({ ...definition, plugin: '', parameters, required });
}

export interface Plugin {
  readonly name: string;
  readonly description: string;
  /** The plugin's tools, in ToolTalk's per-suite documentation order. */
  readonly tools: readonly AnyTool[];
}

/**
 * Groups tools into a plugin (ToolTalk calls it a suite). The plugin's name is stamped on its tools.
 *
 * @example
 * const Alarm = definePlugin({ name: 'Alarm', description: 'Alarms.', tools: [AddAlarm, DeleteAlarm, FindAlarms] });
 */
export function definePlugin(definition: {
  name: string;
  description: string;
  tools: readonly Tool<z.ZodObject, z.ZodType>[];
}): Plugin {
  const tools = definition.tools.map((tool) => Object.freeze({ ...tool, plugin: definition.name }) as AnyTool);
  return Object.freeze({ name: definition.name, description: definition.description, tools: Object.freeze(tools) });
}
