import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { createWorld, type ToolTalkDatabases, type World } from '../../src/index.js';
import { createMcpServer, type McpServerOptions } from '../../src/mcp/server.js';
import { toJSONSchema } from '../../src/adapters/json-schema.js';
import { runMcp } from '../../src/cli/mcp.js';
import { main } from '../../src/cli/main.js';
import { createStreamPair } from './stream-client-transport.js';

const login = { username: 'inesmartins', password: 'Pastel&Nata42' };

async function connect(world: World, options: McpServerOptions = {}): Promise<Client> {
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await createMcpServer(world, options).connect(serverSide);
  const client = new Client({ name: 'toolworld-test', version: '1.0.0' });
  await client.connect(clientSide);
  return client;
}

async function call(client: Client, name: string, args: Record<string, unknown> = {}): Promise<CallToolResult> {
  return (await client.callTool({ name, arguments: args })) as CallToolResult;
}

function textOf(result: CallToolResult): string {
  const [first] = result.content;
  if (first?.type !== 'text') throw new Error(`expected a text result, got ${JSON.stringify(result)}`);
  return first.text;
}

function alarmTimes(world: World, username = 'inesmartins'): string[] {
  return [...((world.state.databases as ToolTalkDatabases).Alarm.get(username)?.values() ?? [])].map((alarm) => alarm.time);
}

describe('createMcpServer', () => {
  it("lists the world's 28 tools with their JSON Schemas, then the reset and state tools", async () => {
    const world = createWorld();
    const client = await connect(world);
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name)).toEqual([
      ...world.listTools().map((tool) => tool.name),
      'toolworld_reset',
      'toolworld_state',
    ]);
    for (const declared of world.listTools()) {
      const listed = tools.find((tool) => tool.name === declared.name)!;
      expect.soft(listed.description, declared.name).toBe(declared.description);
      expect.soft(listed.inputSchema, declared.name).toEqual(toJSONSchema(declared));
      expect.soft(listed.annotations?.readOnlyHint, declared.name).toBe(!declared.action);
    }
    expect(client.getInstructions()).toContain('2025-05-12 09:00:00');
    await client.close();
  });

  it('runs calls against the world: a login and an alarm change it, as JSON text and structured content', async () => {
    const world = createWorld();
    const client = await connect(world);
    const loggedIn = await call(client, 'UserLogin', login);
    expect(loggedIn.isError).toBeFalsy();
    expect(world.currentUser).toBe('inesmartins');

    const added = await call(client, 'AddAlarm', { time: '07:30:00' });
    const response = JSON.parse(textOf(added)) as { alarm_id: string };
    expect(added.structuredContent).toEqual(response);
    expect(world.state.databases.Alarm.get('inesmartins')?.get(response.alarm_id)).toMatchObject({ time: '07:30:00' });
    await client.close();
  });

  it("answers a refused call with isError and the world's exception, and changes nothing", async () => {
    const world = createWorld();
    const client = await connect(world);
    const before = world.state;
    const refused = await call(client, 'AddAlarm', { time: '07:30:00' });
    expect(refused.isError).toBe(true);
    expect(textOf(refused)).toBe(world.call('AddAlarm', { time: '07:30:00' }).exception);
    expect(world.state).toBe(before);
    await client.close();
  });

  it("hands the arguments to the world untouched, so its own messages answer unknown names and explicit nulls", async () => {
    const world = createWorld({ session: { username: 'inesmartins', token: 't-1' } });
    const client = await connect(world);
    const unknown = await call(client, 'AddAlarm', { time: '07:30:00', label: 'wake up' });
    expect(unknown.isError).toBe(true);
    expect(textOf(unknown)).toMatch(/no argument 'label'/);
    // An explicit null for an optional parameter means "omitted" to the world.
    const found = await call(client, 'FindAlarms', { start_range: null });
    expect(found.isError).toBeFalsy();
    await client.close();
  });

  it('dumps the state and resets the world with its own tools', async () => {
    const world = createWorld();
    const client = await connect(world);
    await call(client, 'UserLogin', login);
    await call(client, 'AddAlarm', { time: '07:30:00' });

    const state = JSON.parse(textOf(await call(client, 'toolworld_state'))) as {
      now: string;
      user: string | null;
      databases: { Alarm: Record<string, Record<string, { time: string }>> };
    };
    expect(state.user).toBe('inesmartins');
    expect(Object.values(state.databases.Alarm.inesmartins!).map((alarm) => alarm.time)).toContain('07:30:00');

    const reset = await call(client, 'toolworld_reset');
    expect(JSON.parse(textOf(reset))).toEqual({ status: 'reset', now: '2025-05-12 09:00:00', user: null });
    expect(world.currentUser).toBeNull();
    expect(alarmTimes(world)).not.toContain('07:30:00');
    await client.close();
  });

  it('offers only the selected tools, and can hide its own', async () => {
    const world = createWorld();
    const client = await connect(world, { plugins: ['Weather'], worldTools: false, documentation: false });
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name)).toEqual(['CurrentWeather', 'ForecastWeather', 'HistoricWeather']);
    expect(tools[0]).not.toHaveProperty('description');
    const hidden = await call(client, 'UserLogin', login);
    expect(hidden.isError).toBe(true);
    expect(textOf(hidden)).toBe("Unknown tool 'UserLogin'; this server offers: CurrentWeather, ForecastWeather, HistoricWeather.");
    expect(world.currentUser).toBeNull();
    await client.close();
  });

  it('suggests the nearest names for a mistyped tool, as world.call does', async () => {
    const world = createWorld();
    const client = await connect(world);
    const typo = await call(client, 'AddAlarms', { time: '07:30:00' });
    expect(typo.isError).toBe(true);
    expect(textOf(typo)).toBe("Unknown tool 'AddAlarms'; did you mean AddAlarm, FindAlarms?");
    expect(world.execute('AddAlarms', {}).exception).toBe('API AddAlarms not found; did you mean AddAlarm, FindAlarms?');
    await client.close();
  });

  it('refuses a __proto__ argument as world.call does, instead of losing it on the way', async () => {
    const world = createWorld({ session: { username: 'inesmartins', token: 't-1' } });
    const client = await connect(world);
    const args = JSON.parse('{"time": "07:30:00", "__proto__": {"polluted": true}}') as Record<string, unknown>;
    const direct = world.call('AddAlarm', JSON.parse('{"time": "07:30:00", "__proto__": {"polluted": true}}'));
    expect(direct.exception).toMatch(/__proto__/);
    const before = world.state;
    const refused = await call(client, 'AddAlarm', args);
    expect(refused.isError).toBe(true);
    expect(textOf(refused)).toBe(direct.exception);
    expect(world.state).toBe(before);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    await client.close();
  });
});

describe('toolworld mcp', () => {
  it('serves until stdin closes, with --login and --plugins (in process)', async () => {
    const { server, client: transport } = createStreamPair();
    const errors: string[] = [];
    const io = { stdout: () => { throw new Error('stdout is the protocol channel'); }, stderr: (text: string) => errors.push(text) };
    const running = runMcp(['--login', 'inesmartins', '--plugins', 'Alarm', '--now', '2025-05-12 06:00:00'], io, server);

    const client = new Client({ name: 'toolworld-test', version: '1.0.0' });
    await client.connect(transport);
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name)).toEqual(['AddAlarm', 'DeleteAlarm', 'FindAlarms', 'toolworld_reset', 'toolworld_state']);
    expect(JSON.parse(textOf(await call(client, 'AddAlarm', { time: '07:30:00' })))).toHaveProperty('alarm_id');
    const state = JSON.parse(textOf(await call(client, 'toolworld_state'))) as { now: string; user: string };
    expect(state).toMatchObject({ now: '2025-05-12 06:00:00', user: 'inesmartins' });
    await client.close();

    await expect(running).resolves.toBe(0);
    expect(errors.join('\n')).toMatch(/serving the tools of Alarm over stdio; clock 2025-05-12 06:00:00; inesmartins logged in/);
  });

  it("loads ToolTalk databases and reproduces ToolTalk's IDs and wording on request", async () => {
    const { server, client: transport } = createStreamPair();
    const io = { stdout: () => {}, stderr: () => {} };
    const databases = fileURLToPath(new URL('../../fixtures/databases', import.meta.url));
    const running = runMcp(
      ['--databases', databases, '--ids', 'tooltalk', '--messages', 'tooltalk', '--login', 'inesmartins', '--tools', 'AddAlarm', '--no-documentation'],
      io,
      server,
    );
    const client = new Client({ name: 'toolworld-test', version: '1.0.0' });
    await client.connect(transport);
    const { tools } = await client.listTools();
    expect(tools[0]).toEqual(expect.objectContaining({ name: 'AddAlarm', inputSchema: expect.not.objectContaining({ description: expect.anything() }) }));
    expect(tools[0]).not.toHaveProperty('description');
    // ToolTalk's first AddAlarm ID (its generator seeded 489), and its strptime wording.
    expect(JSON.parse(textOf(await call(client, 'AddAlarm', { time: '07:30:00' })))).toEqual({ alarm_id: '5bff-dd80' });
    expect(textOf(await call(client, 'AddAlarm', { time: '07:30' }))).toBe("time data '07:30' does not match format '%H:%M:%S'");
    await client.close();
    await expect(running).resolves.toBe(0);
  });

  it('ends with exit 1 and says why when a message is over the 10 MB limit', async () => {
    const { server } = createStreamPair();
    const errors: string[] = [];
    const running = runMcp([], { stdout: () => {}, stderr: (text) => errors.push(text) }, server);
    await new Promise((resolve) => setImmediate(resolve));
    server.stdin.write(`{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"SendEmail","arguments":{"body":"${'x'.repeat(11 * 1024 * 1024)}"}}}\n`);
    await expect(running).resolves.toBe(1);
    expect(errors.at(-1)).toMatch(/a message from the client was larger than 10 MB, the limit of MCP's stdio transport; the session ended/);
  });

  it('exits 2 for every bad option: an unknown --login user and an unreadable --now alike', async () => {
    const io = { out: [] as string[], err: [] as string[], stdout(text: string) { this.out.push(text); }, stderr(text: string) { this.err.push(text); } };
    expect(await main(['mcp', '--login', 'ghost'], io)).toBe(2);
    expect(await main(['mcp', '--now', 'tomorrow'], io)).toBe(2);
    expect(io.err[0]).toMatch(/^toolworld mcp: --login: no account 'ghost'/);
    expect(io.err[1]).toMatch(/^toolworld mcp: --now: expected "YYYY-MM-DD HH:MM:SS", got "tomorrow"/);
  });

  it('refuses an unknown --login user with the accounts it has', async () => {
    const { server } = createStreamPair();
    const io = { stdout: () => {}, stderr: () => {} };
    await expect(runMcp(['--login', 'nobody'], io, server)).rejects.toThrow(/--login: no account 'nobody'; accounts: .*inesmartins/);
  });

  const built = ['dist/cli/main.js', 'dist/cli/mcp.js', 'dist/mcp/server.js'].map(
    (path) => fileURLToPath(new URL(`../../${path}`, import.meta.url)),
  );
  const missing = built.filter((path) => !existsSync(path));
  it.skipIf(missing.length > 0)(
    `serves the built CLI over stdio to the SDK's client${missing.length > 0 ? ` (skipped: ${missing.join(', ')} missing; run npx tsc -p tsconfig.build.json)` : ''}`,
    async () => {
      const transport = new StdioClientTransport({ command: process.execPath, args: [built[0]!, 'mcp'], stderr: 'pipe' });
      const client = new Client({ name: 'toolworld-test', version: '1.0.0' });
      await client.connect(transport);
      try {
        const { tools } = await client.listTools();
        expect(tools).toHaveLength(30);
        expect((await call(client, 'UserLogin', login)).isError).toBeFalsy();
        const { alarm_id } = JSON.parse(textOf(await call(client, 'AddAlarm', { time: '07:30:00' }))) as { alarm_id: string };

        type State = { user: string | null; databases: { Alarm: Record<string, Record<string, { time: string }>> } };
        const readState = async () => JSON.parse(textOf(await call(client, 'toolworld_state'))) as State;
        const changed = await readState();
        expect(changed.user).toBe('inesmartins');
        expect(changed.databases.Alarm.inesmartins?.[alarm_id]).toMatchObject({ time: '07:30:00' });

        await call(client, 'toolworld_reset');
        const reset = await readState();
        expect(reset.user).toBeNull();
        expect(reset.databases.Alarm.inesmartins?.[alarm_id]).toBeUndefined();
      } finally {
        await client.close();
      }
    },
    20_000,
  );
});
