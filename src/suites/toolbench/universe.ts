// The tools a command works with: the official docs folder when given, completed by the API
// records inside query files (§1.2) for tools the docs lack.

import { createToolCatalog, type ToolCatalog } from './catalog.js';
import type { SolvableQuery } from './queries.js';
import { loadToolDocs, toolDocsFromQueryRecords, type ToolBenchTool, type ToolDocProblem } from './tool-doc.js';

/**
 * Builds the catalog; docs win for tools both sources have.
 *
 * @example
 * const { catalog, problems } = loadToolUniverse({ toolsDir: 'toolenv/tools', queries });
 */
export function loadToolUniverse(sources: { toolsDir?: string; queries?: readonly SolvableQuery[] }): {
  catalog: ToolCatalog;
  problems: ToolDocProblem[];
} {
  const tools: ToolBenchTool[] = [];
  const problems: ToolDocProblem[] = [];
  if (sources.toolsDir !== undefined) {
    const loaded = loadToolDocs(sources.toolsDir);
    tools.push(...loaded.tools);
    problems.push(...loaded.problems);
  }
  const known = new Set(tools.map((tool) => `${tool.category}/${tool.standardToolName}`));
  for (const tool of toolDocsFromQueryRecords((sources.queries ?? []).flatMap((query) => query.api_list))) {
    if (!known.has(`${tool.category}/${tool.standardToolName}`)) tools.push(tool);
  }
  return { catalog: createToolCatalog(tools), problems };
}
