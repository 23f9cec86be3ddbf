// ToolBench's `toolenv/response_examples/{Category}/{tool}.json` (spec §1.3): per-API response
// skeletons. Many files are `{"api_list": []}` and at least one is empty (0 bytes), so anything
// unreadable simply means "no schema".

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pureApiName } from '../names.js';

export interface ResponseExamples {
  /** The skeleton of an API (matched by pure API name), or undefined. */
  schemaFor(category: string, standardToolName: string, apiName: string): unknown;
}

/**
 * Reads response-example files on demand, each once.
 *
 * @example
 * const examples = loadResponseExamples('../shared/stabletoolbench/toolbench_data_example/toolenv/response_examples');
 * examples.schemaFor('Gaming', 'dice_roll_simulator', 'regular_dice_rolls'); // { result: [...], total: 'int' }
 */
export function loadResponseExamples(dir: string): ResponseExamples {
  const files = new Map<string, Map<string, unknown>>();
  const read = (category: string, tool: string): Map<string, unknown> => {
    const file = join(dir, category, `${tool}.json`);
    let schemas = files.get(file);
    if (schemas !== undefined) return schemas;
    schemas = new Map();
    try {
      const parsed = JSON.parse(readFileSync(file, 'utf8')) as { api_list?: unknown };
      if (Array.isArray(parsed.api_list)) {
        for (const entry of parsed.api_list as { name?: unknown; schema?: unknown }[]) {
          const name = typeof entry?.name === 'string' ? pureApiName(entry.name) : undefined;
          if (name !== undefined && !schemas.has(name)) schemas.set(name, entry.schema);
        }
      }
    } catch {
      // Missing, empty or malformed: no schemas for this tool.
    }
    files.set(file, schemas);
    return schemas;
  };
  return {
    schemaFor: (category, standardToolName, apiName) => read(category, standardToolName).get(apiName),
  };
}
