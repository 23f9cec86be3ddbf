// The tool universe as an index: which tool a (category, tool name) pair means, and which API of
// it an API name means. Both the inference side (§4.1) and the server's simulator doc lookup (§2.5)
// go through here.

import { pureApiName, standardizeName } from './names.js';
import type { ToolBenchTool, ToolDocApi } from './tool-doc.js';

export interface ToolCatalog {
  readonly tools: readonly ToolBenchTool[];
  /** The tool stored at `{category}/{standardToolName}.json`. */
  find(category: string, standardToolName: string): ToolBenchTool | undefined;
  /**
   * ToolBench's white list (§4.1): `standardize(tool_name)` of any category → the tool. Later
   * tools overwrite earlier ones with the same standardized name, as upstream.
   */
  findAnyCategory(toolName: string): ToolBenchTool | undefined;
}

/**
 * Indexes tools for lookups by category and standard name.
 *
 * @example
 * const catalog = createToolCatalog(loadToolDocs(dir).tools);
 * catalog.find('Data', 'theclique')?.doc.tool_name; // 'TheClique'
 */
export function createToolCatalog(tools: readonly ToolBenchTool[]): ToolCatalog {
  const byPath = new Map<string, ToolBenchTool>();
  const whiteList = new Map<string, ToolBenchTool>();
  for (const tool of tools) {
    byPath.set(`${tool.category}/${tool.standardToolName}`, tool);
    whiteList.set(standardizeName(tool.doc.tool_name), tool);
  }
  return {
    tools,
    find: (category, standardToolName) => byPath.get(`${category}/${standardToolName}`),
    findAnyCategory: (toolName) => whiteList.get(standardizeName(toolName)),
  };
}

/**
 * The API of a tool doc that a name means: the first whose `change_name(standardize(name))`
 * equals that of `apiName` (§4.1 step 3). With `compare: 'standardized'` the doc side is not
 * passed through `change_name`, as the upstream server does (bug S3: `id`, `from`... never match).
 */
export function findApi(tool: ToolBenchTool, apiName: string, compare: 'pure' | 'standardized' = 'pure'): ToolDocApi | undefined {
  const wanted = compare === 'pure' ? pureApiName(apiName) : apiName;
  return tool.doc.api_list.find((api) => (compare === 'pure' ? pureApiName(api.name) : standardizeName(api.name)) === wanted);
}
