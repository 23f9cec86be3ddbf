import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import * as z from 'zod';
import {
  ListToolsRequestSchema,
  type CallToolResult,
  type Tool as McpTool,
} from '@modelcontextprotocol/sdk/types.js';
import type { World } from '../world/world.js';
import type { AnyTool } from '../world/define.js';
import { packageRoot } from '../suites/tooltalk/world.js';
import { toJSONSchema, toolDescription } from '../adapters/json-schema.js';
import type { ToolFormatOptions } from '../adapters/options.js';
import { selectTools } from '../adapters/select-tools.js';
import { closeToolNames as closeNames } from '../world/messages.js';
import { createWorldTools, type WorldTool } from './world-tools.js';

/**
 * `tools/call` with its arguments kept as the client's JSON parser made them. The SDK's own schema
 * copies them through a zod record, where a key named `__proto__` becomes the copy's prototype and
 * silently disappears; the world must see it, to refuse it as `world.call` does. The SDK validates
 * the request's shape with its own schema before this handler runs.
 */
const RawCallToolRequestSchema = z.object({
  method: z.literal('tools/call'),
  params: z.custom<{ name: string; arguments?: Record<string, unknown> }>(
    (value) => typeof value === 'object' && value !== null && typeof (value as { name?: unknown }).name === 'string',
  ),
});

export interface McpServerOptions extends ToolFormatOptions {
  /**
   * Also offer `toolworld_reset` (back to the initial state) and `toolworld_state` (the databases
   * as JSON), for whoever drives the session. Default `true`; turn off when the client is the agent
   * under test and must not see behind the scenes.
   */
  readonly worldTools?: boolean;
  /** The name the server reports to clients. Default `toolworld`. */
  readonly name?: string;
}

function packageVersion(): string {
  const manifest = JSON.parse(readFileSync(join(packageRoot(), 'package.json'), 'utf8')) as { version?: string };
  return manifest.version ?? '0.0.0';
}

function text(value: string): CallToolResult['content'] {
  return [{ type: 'text', text: value }];
}

function describeWorld(world: World, tools: readonly AnyTool[], worldTools: boolean): string {
  const user = world.currentUser;
  const needsLogin = tools.some((tool) => tool.auth);
  const canLogIn = tools.some((tool) => tool.name === 'UserLogin');
  const login =
    user !== null
      ? `${user} is logged in. `
      : needsLogin
        ? `Nobody is logged in; tools that act for a user need a login first${canLogIn ? ' (UserLogin)' : ''}. `
        : '';
  return (
    `A simulated world of accounts, calendars, mail, messages, alarms, reminders and weather, offered through ${tools.length} tools. ` +
    `Its clock says ${world.now}. ${login}` +
    'Calls change the world; a refused call changes nothing.' +
    (worldTools ? ' toolworld_reset puts the world back as it started; toolworld_state shows it as JSON.' : '')
  );
}

/**
 * An MCP server that offers a world's tools. Each call runs `world.call(name, arguments)`: a
 * response comes back as JSON text (and as `structuredContent`), a refusal as `isError: true` with
 * the world's exception text. Connect it to any transport (`StdioServerTransport` for a process).
 *
 * The arguments reach the world untouched: the world validates them with its own messages and
 * refuses unknown names, instead of the SDK's zod layer stripping or rejecting them first. That is
 * why this uses the SDK's low-level `Server` with JSON Schema rather than `McpServer.registerTool`.
 *
 * @example
 * import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
 * const server = createMcpServer(createWorld());
 * await server.connect(new StdioServerTransport());
 */
export function createMcpServer(world: World, options: McpServerOptions = {}): Server {
  const tools = selectTools(world, options);
  const extras: readonly WorldTool[] = options.worldTools === false ? [] : createWorldTools(world);
  const offered = new Set(tools.map((tool) => tool.name));
  const listed: McpTool[] = [
    ...tools.map((tool): McpTool => {
      const description = toolDescription(tool, options);
      return {
        name: tool.name,
        ...(description !== '' && { description }),
        inputSchema: toJSONSchema(tool, options),
        annotations: { readOnlyHint: !tool.action, openWorldHint: false },
      };
    }),
    ...extras.map((extra) => extra.listing),
  ];

  // The SDK deprecates direct use of `Server` in favour of `McpServer`, except for advanced cases;
  // passing arguments through unvalidated is one (see above).
  const server = new Server(
    { name: options.name ?? 'toolworld', version: packageVersion() },
    { capabilities: { tools: {} }, instructions: describeWorld(world, tools, extras.length > 0) },
  );

  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: listed }));

  server.setRequestHandler(RawCallToolRequestSchema, async (request): Promise<CallToolResult> => {
    const { name, arguments: args } = request.params;
    const extra = extras.find((candidate) => candidate.listing.name === name);
    if (extra !== undefined) return extra.run();
    if (!offered.has(name)) {
      const names = listed.map((tool) => tool.name);
      const close = closeNames(name, names);
      const hint = close.length > 0 ? `did you mean ${close.join(', ')}?` : `this server offers: ${names.join(', ')}.`;
      return { content: text(`Unknown tool '${name}'; ${hint}`), isError: true };
    }
    const { response, exception } = await world.executeAsync(name, args ?? {});
    if (exception !== null) return { content: text(exception), isError: true };
    const structured = response ?? {};
    return { content: text(JSON.stringify(structured)), structuredContent: structured };
  });

  return server;
}
