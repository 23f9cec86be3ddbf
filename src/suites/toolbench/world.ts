// The toolbench suite on the world core: every API of the tool docs becomes a read-only async tool
// (declared from JSON, one plugin per tool) answered by the virtual API, so `world.callAsync` and
// `world.executeAsync` reach the same cache and simulator as HTTP and the runner.

import type { AnyPlugin, AnyTool } from '../../world/define.js';
import { definePlugin } from '../../world/define.js';
import { ToolworldError } from '../../world/errors.js';
import { defineToolFromJSON } from '../../world/from-json.js';
import { createWorld, type World } from '../../world/world.js';
import type { ToolCatalog } from './catalog.js';
import type { FunctionStyle, ToolBenchFunction } from './functions.js';
import { pythonJsonFromPlain, pythonJsonToPlain } from './python-json/parse.js';
import { catalogFunctions, type FunctionCollision, type QueryFunction } from './query-functions.js';
import type { VirtualApi } from './virtual-api.js';

export interface ToolBenchPluginsOptions {
  readonly catalog: ToolCatalog;
  readonly api: VirtualApi;
  /** How function parameters are written (see `FunctionStyle`); default `data-examples`. */
  readonly style?: FunctionStyle;
}

export interface ToolBenchPlugins {
  /** One plugin per tool, named `{category}.{standard tool name}`. */
  readonly plugins: readonly AnyPlugin[];
  /** ToolBench's own function definitions of the tools that became world tools, by name (for prompts). */
  readonly definitions: ReadonlyMap<string, ToolBenchFunction>;
  /** Names left out because several APIs share them (§1.7); calling one would be a guess. */
  readonly collisions: readonly FunctionCollision[];
  /** APIs whose function name the world cannot take (e.g. CJK or `^` characters), with the reason. */
  readonly skipped: readonly { readonly name: string; readonly reason: string }[];
}

/**
 * The world tool of one API. Its parameters keep their names and descriptions but not their types
 * or `required`, because StableToolBench's server accepts any input and lets the cache or the
 * simulator answer it; the types stay visible in `definitions`.
 */
function worldTool(fn: QueryFunction, api: VirtualApi): AnyTool {
  const properties = Object.fromEntries(
    Object.entries(fn.definition.parameters.properties).map(([name, schema]) => [
      name,
      { description: `${schema.description ?? ''}${schema.type === undefined ? '' : ` (ToolBench type: ${schema.type})`}`.trim(), ...(schema.example_value !== undefined && { examples: [schema.example_value] }) },
    ]),
  );
  return defineToolFromJSON(
    { name: fn.name, description: fn.definition.description, parameters: { type: 'object', properties } },
    {
      run: async (args) => {
        const answer = await api.answer({
          category: fn.category,
          tool_name: fn.standardToolName,
          api_name: fn.apiName,
          tool_input: pythonJsonFromPlain(args),
          strip: '',
          toolbench_key: '',
        });
        const body = pythonJsonToPlain(answer.body);
        // Responses are normally {error, response}; anything else is wrapped so the tool always answers an object.
        return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : { error: '', response: body };
      },
    },
  ) as AnyTool;
}

/**
 * Declares the plugins of the toolbench suite from a catalog of tool docs.
 *
 * @example
 * const { plugins, collisions } = defineToolBenchPlugins({ catalog, api: createVirtualApi({ cache }) });
 */
export function defineToolBenchPlugins(options: ToolBenchPluginsOptions): ToolBenchPlugins {
  const functions = catalogFunctions(options.catalog, { ...(options.style !== undefined && { style: options.style }) });
  const ambiguous = new Set(functions.collisions.filter((collision) => collision.kind === 'same-name').map((collision) => collision.name));
  const byTool = new Map<string, AnyTool[]>();
  const definitions = new Map<string, ToolBenchFunction>();
  const skipped: { name: string; reason: string }[] = [];
  for (const fn of functions.functions) {
    if (ambiguous.has(fn.name) || definitions.has(fn.name)) continue;
    let tool: AnyTool;
    try {
      tool = worldTool(fn, options.api);
    } catch (error) {
      if (!ToolworldError.isInstance(error)) throw error;
      skipped.push({ name: fn.name, reason: error.message });
      continue;
    }
    definitions.set(fn.name, fn.definition);
    const plugin = `${fn.category}.${fn.standardToolName}`;
    byTool.set(plugin, [...(byTool.get(plugin) ?? []), tool]);
  }
  const plugins = [...byTool].map(([name, tools]) => {
    const doc = options.catalog.find(name.slice(0, name.indexOf('.')), name.slice(name.indexOf('.') + 1))?.doc;
    return definePlugin({ name, description: String(doc?.tool_description || doc?.tool_name || name), tools });
  });
  return { plugins, definitions, collisions: functions.collisions, skipped };
}

/**
 * A world whose tools are the catalog's APIs. Call them with `world.callAsync` / `executeAsync`.
 *
 * @example
 * const { world } = createToolBenchWorld({ catalog, api });
 * const { response } = await world.executeAsync('songkick_artist_for_theclique', { artist_id: '28003' });
 */
export function createToolBenchWorld(options: ToolBenchPluginsOptions): ToolBenchPlugins & { readonly world: World } {
  const declared = defineToolBenchPlugins(options);
  return { ...declared, world: createWorld({ plugins: declared.plugins }) as unknown as World };
}
