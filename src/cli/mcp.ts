import { parseArgs } from 'node:util';
import type { Readable, Writable } from 'node:stream';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { STDIO_DEFAULT_MAX_BUFFER_SIZE } from '@modelcontextprotocol/sdk/shared/stdio.js';
import { createWorld, type ToolTalkWorldOptions } from '../suites/tooltalk/world.js';
import type { MessageStyle } from '../suites/tooltalk/messages.js';
import type { ToolTalkPlugins } from '../plugins/tooltalk/index.js';
import type { World } from '../world/world.js';
import { loadDatabasesFrom } from '../runs/preflight.js';
import { ToolworldError } from '../world/errors.js';
import { createMcpServer } from '../mcp/server.js';
import { UsageError, type CommandIO } from './io.js';

export const mcpUsage = `Usage: toolworld mcp [--databases DIR] [--now TIME] [--ids unique|tooltalk] [--login USER] [options]

Serves a world's tools over MCP on stdin/stdout until stdin closes, for any MCP client, e.g.
  { "command": "npx", "args": ["toolworld", "mcp"] }
Besides the world's tools it offers toolworld_reset (start over) and toolworld_state (the databases
as JSON). Diagnostics go to stderr; stdout carries only the protocol.

Options:
  --databases DIR     ToolTalk databases folder (Account.json ... Weather.json). Default: bundled world.
  --now TIME          The world's clock, "YYYY-MM-DD HH:MM:SS". Default: 2025-05-12 09:00:00.
  --ids MODE          unique (default) or tooltalk (ToolTalk's exact IDs, which may repeat).
  --messages STYLE    Wording of argument errors: toolworld (default) or tooltalk.
  --login USER        Start with USER logged in (without a UserLogin call), as ToolTalk's pre-seeded sessions.
  --tools NAMES       Offer only these tools (comma-separated names).
  --plugins NAMES     Offer only these plugins' tools (comma-separated: AccountTools, Alarm, Calendar, ...).
  --no-documentation  Offer tools without descriptions (ToolTalk's --disable_documentation).
  --no-world-tools    Leave out toolworld_reset and toolworld_state (when the client is the agent under test).
  -h, --help          Show this help.`;

/** The session token of a `--login` user; any value works, because the world injects it into calls. */
const loginToken = 'toolworld-mcp-session';

function list(value: string | undefined): string[] | undefined {
  return value?.split(',').map((item) => item.trim()).filter((item) => item !== '');
}

/**
 * `toolworld mcp`: serves the world over stdio and resolves with 0 once the client closes stdin.
 * `streams` replaces the process's stdin/stdout, for running it in-process (tests).
 */
export async function runMcp(
  argv: readonly string[],
  io: CommandIO,
  streams: { readonly stdin: Readable; readonly stdout: Writable } = { stdin: process.stdin, stdout: process.stdout },
): Promise<number> {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      databases: { type: 'string' },
      now: { type: 'string' },
      ids: { type: 'string', default: 'unique' },
      messages: { type: 'string', default: 'toolworld' },
      login: { type: 'string' },
      tools: { type: 'string' },
      plugins: { type: 'string' },
      'no-documentation': { type: 'boolean', default: false },
      'no-world-tools': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    io.stdout(mcpUsage);
    return 0;
  }
  if (values.ids !== 'unique' && values.ids !== 'tooltalk') {
    throw new UsageError(`--ids takes 'unique' or 'tooltalk', got '${values.ids}'`);
  }
  if (values.messages !== 'toolworld' && values.messages !== 'tooltalk') {
    throw new UsageError(`--messages takes 'toolworld' or 'tooltalk', got '${values.messages}'`);
  }
  if (values.tools !== undefined && values.plugins !== undefined) {
    throw new UsageError('give --tools or --plugins, not both');
  }

  const databases = values.databases === undefined ? undefined : loadDatabasesFrom(values.databases);
  const options: ToolTalkWorldOptions = {
    ...(databases && { databases }),
    ...(values.now !== undefined && { now: values.now }),
    ids: values.ids as 'tooltalk' | 'unique',
    messages: values.messages as MessageStyle,
  };
  if (values.login !== undefined) {
    const accounts = databases?.Account ?? createWorldFromOptions(options).state.databases.Account;
    if (!accounts.has(values.login)) {
      throw new UsageError(`--login: no account '${values.login}'; accounts: ${[...accounts.keys()].join(', ')}`);
    }
  }
  const world = createWorldFromOptions({
    ...options,
    ...(values.login !== undefined && { session: { username: values.login, token: loginToken } }),
  });
  const names = list(values.tools);
  const plugins = list(values.plugins);
  const server = createMcpServer(world, {
    ...(names && { names }),
    ...(plugins && { plugins }),
    documentation: !values['no-documentation'],
    worldTools: !values['no-world-tools'],
  });

  const closed = new Promise<void>((resolve) => {
    server.onclose = resolve;
  });
  // The stdio transport reports a message over its 10 MB buffer here and then closes; that ends
  // the session with an error, not as if the client had said goodbye.
  let oversized = false;
  server.onerror = (error) => {
    if (/exceeded maximum size/.test(error.message)) oversized = true;
    else io.stderr(`toolworld mcp: ${error.message}`);
  };
  // The stdio transport does not watch for end of input; without this the server would outlive its client.
  const stop = () => void server.close();
  streams.stdin.once('end', stop);
  streams.stdin.once('close', stop);
  // A client that goes away mid-answer breaks the pipe; that ends the session, it is not a crash.
  streams.stdout.once('error', stop);
  await server.connect(new StdioServerTransport(streams.stdin, streams.stdout));
  const user = world.currentUser;
  io.stderr(
    `toolworld mcp: serving ${describeCount(names, plugins, world.tools.size)} over stdio; ` +
      `clock ${world.now}; ${user === null ? 'nobody logged in' : `${user} logged in`}.`,
  );
  await closed;
  streams.stdin.off('end', stop);
  streams.stdin.off('close', stop);
  streams.stdout.off('error', stop);
  if (oversized) {
    io.stderr(
      `toolworld mcp: a message from the client was larger than ${maxMessageBytes / 1024 / 1024} MB, the limit of MCP's stdio transport; ` +
        'the session ended. Send smaller arguments (no tool of the world needs that much).',
    );
    return 1;
  }
  return 0;
}

/** Where the stdio transport stops buffering one message (the SDK's default). */
const maxMessageBytes = STDIO_DEFAULT_MAX_BUFFER_SIZE;

/** A bad --now (or another world option) is a command-line mistake like a bad --login: exit 2 for both. */
function createWorldFromOptions(options: ToolTalkWorldOptions): World<ToolTalkPlugins> {
  try {
    return createWorld({ ...options, plugins: undefined });
  } catch (error) {
    if (error instanceof ToolworldError && error.code === 'invalid-option') throw new UsageError(`--${error.message}`);
    throw error;
  }
}

function describeCount(names: string[] | undefined, plugins: string[] | undefined, total: number): string {
  if (names) return `tools ${names.join(', ')}`;
  if (plugins) return `the tools of ${plugins.join(', ')}`;
  return `${total} tools`;
}
