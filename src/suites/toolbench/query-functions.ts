// The functions one query offers (§4.1, §1.6) and how a called name is routed back to an API
// (§1.7). Upstream routes by suffix and lets same-name APIs overwrite each other; here names are
// matched exactly, and both hazards are reported when the function list is built.

import { findApi, type ToolCatalog } from './catalog.js';
import { finishFunction, finishFunctionName, toolBenchFunction, type FunctionStyle, type ToolBenchFunction } from './functions.js';
import { pureApiName, standardizeName } from './names.js';
import type { SolvableQuery } from './queries.js';
import type { QueryApiRecord, ToolBenchTool, ToolDocApi } from './tool-doc.js';

/** One API offered to the model. */
export interface QueryFunction {
  readonly name: string;
  readonly category: string;
  readonly standardToolName: string;
  readonly toolDescription: string;
  /** The pure API name sent to the server (§1.5). */
  readonly apiName: string;
  readonly api: ToolDocApi;
  readonly definition: ToolBenchFunction;
}

/** A naming hazard found when the list was built (§1.7). */
export interface FunctionCollision {
  /** `same-name`: several APIs truncate to one name; `suffix`: an earlier name ends with this one. */
  readonly kind: 'same-name' | 'suffix';
  readonly name: string;
  /** The APIs involved, as `category/tool/api`; for `suffix`, the one upstream would call first. */
  readonly apis: readonly string[];
  readonly message: string;
}

/** Which API a called name means. */
export type FunctionRoute =
  | { readonly kind: 'api'; readonly category: string; readonly standardToolName: string; readonly apiName: string; readonly function: QueryFunction }
  | { readonly kind: 'finish' }
  | { readonly kind: 'unknown'; readonly name: string }
  | { readonly kind: 'ambiguous'; readonly name: string; readonly functions: readonly QueryFunction[] };

export interface QueryFunctions {
  readonly functions: readonly QueryFunction[];
  /** Definitions as offered: the APIs in `api_list` order, then Finish. */
  readonly definitions: readonly ToolBenchFunction[];
  readonly collisions: readonly FunctionCollision[];
  /** `api_list` records whose tool or API is not in the catalog (upstream skips them silently). */
  readonly skipped: readonly { readonly record: QueryApiRecord; readonly reason: string }[];
  route(name: string): FunctionRoute;
}

export interface QueryFunctionOptions {
  readonly style?: FunctionStyle;
  /** `exact` (default) or `suffix`: upstream's first-function-ending-with-the-name rule (§1.7). */
  readonly routing?: 'exact' | 'suffix';
}

const label = (fn: QueryFunction) => `${fn.category}/${fn.standardToolName}/${fn.apiName}`;

/**
 * Builds the function list of a query from the tool docs, as ToolBench's environment does.
 *
 * @example
 * const { definitions, collisions } = buildQueryFunctions(query, catalog);
 */
export function buildQueryFunctions(query: SolvableQuery, catalog: ToolCatalog, options: QueryFunctionOptions = {}): QueryFunctions {
  const functions: QueryFunction[] = [];
  const skipped: { record: QueryApiRecord; reason: string }[] = [];
  for (const record of query.api_list) {
    const standardToolName = standardizeName(record.tool_name);
    const tool = catalog.find(record.category_name, standardToolName);
    if (tool === undefined) {
      skipped.push({ record, reason: `no tool doc ${record.category_name}/${standardToolName}.json` });
      continue;
    }
    const api = findApi(tool, record.api_name);
    if (api === undefined) {
      skipped.push({ record, reason: `tool ${standardToolName} has no API '${record.api_name}'` });
      continue;
    }
    functions.push(queryFunction(tool, api, options.style));
  }
  return functionList(functions, skipped, options.routing);
}

/**
 * Every API of every tool in the catalog as one function list (for MCP and in-process use outside
 * a query); hazards across tools are reported the same way.
 */
export function catalogFunctions(catalog: ToolCatalog, options: QueryFunctionOptions = {}): QueryFunctions {
  const functions = catalog.tools.flatMap((tool) => tool.doc.api_list.map((api) => queryFunction(tool, api, options.style)));
  return functionList(functions, [], options.routing);
}

function queryFunction(tool: ToolBenchTool, api: ToolDocApi, style: FunctionStyle | undefined): QueryFunction {
  const definition = toolBenchFunction(api, tool.standardToolName, style);
  return {
    name: definition.name,
    category: tool.category,
    standardToolName: tool.standardToolName,
    toolDescription: String(tool.doc.tool_description ?? ''),
    apiName: pureApiName(api.name),
    api,
    definition,
  };
}

function functionList(functions: QueryFunction[], skipped: { record: QueryApiRecord; reason: string }[], routing: 'exact' | 'suffix' = 'exact'): QueryFunctions {
  return {
    functions,
    definitions: [...functions.map((fn) => fn.definition), finishFunction],
    collisions: findCollisions(functions),
    skipped,
    route: (name) => (routing === 'exact' ? routeExact(functions, name) : routeBySuffix(functions, name)),
  };
}

function routeExact(functions: readonly QueryFunction[], name: string): FunctionRoute {
  if (name === finishFunctionName) return { kind: 'finish' };
  const matches = functions.filter((fn) => fn.name === name);
  const distinct = new Set(matches.map(label));
  if (matches.length === 0) return { kind: 'unknown', name };
  if (distinct.size > 1) return { kind: 'ambiguous', name, functions: matches };
  const fn = matches[0]!;
  return { kind: 'api', category: fn.category, standardToolName: fn.standardToolName, apiName: fn.apiName, function: fn };
}

/** Upstream's rule: the first function whose name ends with the called name; the pure API name of the LAST with that name. */
function routeBySuffix(functions: readonly QueryFunction[], name: string): FunctionRoute {
  if (name === finishFunctionName) return { kind: 'finish' };
  const first = functions.find((fn) => fn.name.endsWith(name));
  if (first === undefined) return { kind: 'unknown', name };
  const last = functions.findLast((fn) => fn.name === first.name)!;
  return { kind: 'api', category: first.category, standardToolName: first.standardToolName, apiName: last.apiName, function: first };
}

function findCollisions(functions: readonly QueryFunction[]): FunctionCollision[] {
  const collisions: FunctionCollision[] = [];
  const byName = new Map<string, QueryFunction[]>();
  for (const fn of functions) byName.set(fn.name, [...(byName.get(fn.name) ?? []), fn]);
  for (const [name, group] of byName) {
    const apis = [...new Set(group.map(label))];
    if (apis.length > 1) {
      collisions.push({
        kind: 'same-name',
        name,
        apis,
        message: `${apis.length} APIs share the function name '${name}' (names are cut to their last 64 characters): ${apis.join(', ')}; a call to it is refused as ambiguous`,
      });
    }
  }
  for (const [index, fn] of functions.entries()) {
    const earlier = functions.slice(0, index).find((other) => other.name !== fn.name && other.name.endsWith(fn.name));
    if (earlier !== undefined && functions.findIndex((other) => other.name === fn.name) === index) {
      collisions.push({
        kind: 'suffix',
        name: fn.name,
        apis: [label(earlier), label(fn)],
        message: `'${fn.name}' is a suffix of the earlier '${earlier.name}': upstream's suffix routing would call ${label(earlier)} instead; exact routing calls ${label(fn)}`,
      });
    }
  }
  return collisions;
}
