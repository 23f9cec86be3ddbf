// ToolBench's APIs over MCP: each function of a list becomes an MCP tool whose call goes through
// the same virtual API as HTTP and in-process runs (cache, then simulator). The generic server
// (src/mcp) serves a ToolBench world too; this one keeps what only a function list knows: names that
// stand for several APIs are refused as ambiguous, and a lone `tool_input` text passes through as is,
// so a client can give the exact cache key.

import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema, ListToolsRequestSchema, type CallToolResult, type Tool as McpTool } from '@modelcontextprotocol/sdk/types.js';
import { fastApiJson } from './python-json/format.js';
import { pythonJsonFromPlain } from './python-json/parse.js';
import type { QueryFunctions } from './query-functions.js';
import type { VirtualApi } from './virtual-api.js';

export interface ToolBenchMcpServerOptions {
  /** The name the server reports. Default `toolworld-toolbench`. */
  readonly name?: string;
  readonly version?: string;
}

/**
 * An MCP server offering `functions` (without Finish). A call answers the virtual API's object as
 * compact JSON text; an object whose `error` is not empty is marked `isError`. MCP arguments arrive
 * parsed, so the cache key is built from them as plain values (`1` is an int, integer-like keys
 * come first); clients that need exact keys can pass the argument text as `tool_input`.
 *
 * @example
 * const server = createToolBenchMcpServer(createVirtualApi({ cache }), catalogFunctions(catalog));
 * await server.connect(new StdioServerTransport());
 */
export function createToolBenchMcpServer(api: VirtualApi, functions: QueryFunctions, options: ToolBenchMcpServerOptions = {}): Server {
  const tools: McpTool[] = functions.functions.map((fn) => ({
    name: fn.name,
    description: fn.definition.description,
    inputSchema: { ...fn.definition.parameters, type: 'object' } as McpTool['inputSchema'],
  }));
  // The SDK's high-level McpServer wants zod schemas; these tools come as JSON Schema at run time.
  const server = new Server(
    { name: options.name ?? 'toolworld-toolbench', version: options.version ?? '0.1.0' },
    {
      capabilities: { tools: {} },
      instructions: `StableToolBench APIs (${tools.length}), answered from a response cache${api.simulatorName === undefined ? '' : ` or the ${api.simulatorName} simulator`}.`,
    },
  );
  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools }));
  server.setRequestHandler(CallToolRequestSchema, async (request): Promise<CallToolResult> => {
    const route = functions.route(request.params.name);
    if (route.kind !== 'api') {
      const reason =
        route.kind === 'ambiguous'
          ? `'${route.name}' stands for several APIs (${route.functions.map((fn) => fn.apiName).join(', ')}) and cannot be called`
          : `unknown tool '${request.params.name}'; tools: ${tools.slice(0, 20).map((tool) => tool.name).join(', ')}${tools.length > 20 ? ', ...' : ''}`;
      return { content: [{ type: 'text', text: reason }], isError: true };
    }
    const args = request.params.arguments ?? {};
    const answer = await api.answer({
      category: route.category,
      tool_name: route.standardToolName,
      api_name: route.apiName,
      tool_input: typeof args.tool_input === 'string' && Object.keys(args).length === 1 ? args.tool_input : pythonJsonFromPlain(args),
    });
    const error = answer.body instanceof Map ? answer.body.get('error') : undefined;
    return { content: [{ type: 'text', text: fastApiJson(answer.body) }], isError: typeof error === 'string' && error !== '' };
  });
  return server;
}
