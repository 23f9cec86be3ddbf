// ToolBench tool documents (spec §1.1) and the flattened API records inside query files (§1.2).
// Both are read as they come: fields we do not use are kept, so a whole record can be handed to a
// simulator, and odd values (a `default` that is a list, a `template_response` that is a string)
// are tolerated rather than rejected.

import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { standardizeName } from './names.js';

export interface ToolDocParameter {
  readonly name: string;
  /** A free string: STRING, NUMBER, BOOLEAN, ENUM, `DATE (YYYY-MM-DD)`, string, ... */
  readonly type: string;
  readonly description?: string;
  /** Usually a string; also int, bool, float or a list. */
  readonly default?: unknown;
}

export interface ToolDocApi {
  /** Display name, e.g. `Get Channel Clips`. */
  readonly name: string;
  readonly description?: string;
  readonly method?: string;
  readonly url?: string;
  readonly required_parameters: readonly ToolDocParameter[];
  readonly optional_parameters: readonly ToolDocParameter[];
  /** A type skeleton of the response (query records; derived docs). */
  readonly template_response?: unknown;
  /** The response schema of the official docs (often `{}`). */
  readonly schema?: unknown;
  readonly [field: string]: unknown;
}

export interface ToolDoc {
  /** Display name, e.g. `Kick.com API | Kick API`. */
  readonly tool_name: string;
  readonly tool_description?: string;
  readonly api_list: readonly ToolDocApi[];
  readonly [field: string]: unknown;
}

/** One tool of the universe: its category folder, its standard name (the file stem) and its doc. */
export interface ToolBenchTool {
  readonly category: string;
  readonly standardToolName: string;
  readonly doc: ToolDoc;
  /** The file it was read from, when there was one. */
  readonly file?: string;
}

/** A file that could not be used, with the reason; loading goes on without it. */
export interface ToolDocProblem {
  readonly file: string;
  readonly problem: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parameterList(value: unknown): ToolDocParameter[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isRecord).map((parameter) => ({
    ...parameter,
    name: String(parameter.name ?? ''),
    type: String(parameter.type ?? 'STRING'),
  }));
}

/** Checks the shape of a parsed tool doc; returns the reason it is unusable, or the doc. */
export function readToolDoc(value: unknown): ToolDoc | string {
  if (!isRecord(value)) return 'a tool doc must be a JSON object';
  if (typeof value.tool_name !== 'string') return "a tool doc needs a string 'tool_name'";
  if (!Array.isArray(value.api_list)) return "a tool doc needs an 'api_list' array";
  const apis: ToolDocApi[] = [];
  for (const [index, api] of value.api_list.entries()) {
    if (!isRecord(api) || typeof api.name !== 'string') return `api_list[${index}] needs a string 'name'`;
    apis.push({
      ...api,
      name: api.name,
      required_parameters: parameterList(api.required_parameters),
      optional_parameters: parameterList(api.optional_parameters),
    });
  }
  return { ...value, tool_name: value.tool_name, api_list: apis };
}

/**
 * Reads `{dir}/{Category}/{tool}.json` (ToolBench's `toolenv/tools` layout). Unreadable or
 * malformed files are listed in `problems` and skipped, so one bad file among thousands does not
 * stop a run.
 *
 * @example
 * const { tools, problems } = loadToolDocs('../shared/stabletoolbench/derived_tool_docs');
 */
export function loadToolDocs(dir: string): { tools: ToolBenchTool[]; problems: ToolDocProblem[] } {
  const tools: ToolBenchTool[] = [];
  const problems: ToolDocProblem[] = [];
  const categories = readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  for (const category of categories) {
    const files = readdirSync(join(dir, category)).filter((name) => name.endsWith('.json')).sort();
    for (const name of files) {
      const file = join(dir, category, name);
      if (!statSync(file).isFile()) continue;
      let parsed: unknown;
      try {
        parsed = JSON.parse(readFileSync(file, 'utf8'));
      } catch (error) {
        problems.push({ file, problem: `not valid JSON (${(error as Error).message})` });
        continue;
      }
      const doc = readToolDoc(parsed);
      if (typeof doc === 'string') problems.push({ file, problem: doc });
      else tools.push({ category, standardToolName: name.slice(0, -'.json'.length), doc, file });
    }
  }
  return { tools, problems };
}

/** A flattened API record of a query's `api_list` (§1.2). */
export interface QueryApiRecord {
  readonly category_name: string;
  readonly tool_name: string;
  readonly api_name: string;
  readonly api_description?: string;
  readonly required_parameters?: readonly ToolDocParameter[];
  readonly optional_parameters?: readonly ToolDocParameter[];
  readonly method?: string;
  readonly template_response?: unknown;
  readonly [field: string]: unknown;
}

/**
 * Rebuilds tool docs from the API records embedded in queries, grouped by (category, tool), for
 * when the official `toolenv/tools` is not at hand. The first record of each API wins.
 */
export function toolDocsFromQueryRecords(records: Iterable<QueryApiRecord>): ToolBenchTool[] {
  const byTool = new Map<string, { category: string; toolName: string; apis: Map<string, ToolDocApi> }>();
  for (const record of records) {
    const standardToolName = standardizeName(record.tool_name);
    const id = `${record.category_name}/${standardToolName}`;
    let entry = byTool.get(id);
    if (entry === undefined) {
      entry = { category: record.category_name, toolName: record.tool_name, apis: new Map() };
      byTool.set(id, entry);
    }
    if (entry.apis.has(record.api_name)) continue;
    const { category_name: _category, tool_name: _tool, api_name: name, api_description: description, ...rest } = record;
    entry.apis.set(name, {
      ...rest,
      name,
      description: description ?? '',
      required_parameters: parameterList(record.required_parameters),
      optional_parameters: parameterList(record.optional_parameters),
    });
  }
  return [...byTool.values()].map(({ category, toolName, apis }) => ({
    category,
    standardToolName: standardizeName(toolName),
    doc: { tool_name: toolName, tool_description: '', api_list: [...apis.values()] },
  }));
}
