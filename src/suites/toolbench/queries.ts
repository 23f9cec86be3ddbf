// Solvable queries (spec §3): `test_instruction/{group}.json` is an array of
// `{query, query_id, api_list, "relevant APIs"}`; `test_query_ids/{group}.json` maps ids to 0.

import { readFileSync } from 'node:fs';
import { ToolworldError } from '../../world/errors.js';
import { parsePythonJson } from './python-json/parse.js';
import type { QueryApiRecord } from './tool-doc.js';

export interface SolvableQuery {
  readonly query: string;
  readonly query_id: number;
  readonly api_list: readonly QueryApiRecord[];
  /** `[tool display name, api display name]` pairs the query was generated from. */
  readonly 'relevant APIs'?: readonly (readonly [string, string])[];
}

function readText(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    throw new ToolworldError('unreadable-file', `cannot read ${file}: ${(error as Error).message}`, { file, cause: error });
  }
}

function readJson(file: string, parse: (text: string) => unknown = JSON.parse): unknown {
  const text = readText(file);
  try {
    return parse(text);
  } catch (error) {
    throw new ToolworldError('invalid-data', `${file} is not valid JSON: ${(error as Error).message}`, { file, cause: error });
  }
}

/**
 * Checks parsed query records; throws a `ToolworldError` naming the first bad field.
 *
 * @example
 * readSolvableQueries([{ query: 'Hi', query_id: 1, api_list: [] }]);
 */
export function readSolvableQueries(value: unknown, file?: string): SolvableQuery[] {
  const where = file === undefined ? {} : { file };
  const bad = (jsonPath: string, message: string): never => {
    throw new ToolworldError('invalid-data', `${file ?? 'queries'}: ${jsonPath} ${message}`, { ...where, jsonPath });
  };
  if (!Array.isArray(value)) return bad('$', 'must be an array of queries (a test_instruction/{group}.json file)');
  return value.map((item: unknown, index) => {
    const record = item as Record<string, unknown> | null;
    if (typeof record !== 'object' || record === null) return bad(`$[${index}]`, 'must be an object');
    if (typeof record.query !== 'string') return bad(`$[${index}].query`, 'must be a string');
    if (typeof record.query_id !== 'number' || !Number.isInteger(record.query_id)) {
      return bad(`$[${index}].query_id`, 'must be an integer');
    }
    if (!Array.isArray(record.api_list)) return bad(`$[${index}].api_list`, 'must be an array');
    for (const [position, api] of (record.api_list as unknown[]).entries()) {
      const entry = api as Record<string, unknown> | null;
      for (const field of ['category_name', 'tool_name', 'api_name'] as const) {
        if (typeof entry?.[field] !== 'string') bad(`$[${index}].api_list[${position}].${field}`, 'must be a string');
      }
    }
    return record as unknown as SolvableQuery;
  });
}

/** Reads a solvable-query file (§3). */
export function loadSolvableQueries(file: string): SolvableQuery[] {
  return readSolvableQueries(readJson(file), file);
}

/** Reads a `test_query_ids/{group}.json` file: the ids, in file order, as strings. */
export function loadTestQueryIds(file: string): string[] {
  // Parsed into a Map: a plain object would sort the integer-like ids and lose the file order.
  const value = readJson(file, parsePythonJson);
  if (!(value instanceof Map)) {
    throw new ToolworldError('invalid-data', `${file} must be an object whose keys are query ids`, { file });
  }
  return [...value.keys()];
}
