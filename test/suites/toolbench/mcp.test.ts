import { describe, expect, it } from 'vitest';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { runServe } from '../../../src/cli/serve.js';
import { createResponseCache } from '../../../src/suites/toolbench/cache/response-cache.js';
import { createToolBenchMcpServer } from '../../../src/suites/toolbench/mcp-server.js';
import { catalogFunctions } from '../../../src/suites/toolbench/query-functions.js';
import { loadToolUniverse } from '../../../src/suites/toolbench/universe.js';
import { createVirtualApi } from '../../../src/suites/toolbench/virtual-api.js';
import { createStreamPair } from '../../mcp/stream-client-transport.js';

const root = 'fixtures/toolbench';
const { catalog } = loadToolUniverse({ toolsDir: `${root}/tools` });
const textOf = (result: CallToolResult) => (result.content[0]?.type === 'text' ? result.content[0].text : '');

describe('ToolBench tools over MCP', () => {
  it('lists every API of the tool docs and answers calls from the cache, byte-exactly', async () => {
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    await createToolBenchMcpServer(createVirtualApi({ cache: createResponseCache(`${root}/cache`) }), catalogFunctions(catalog)).connect(serverSide);
    const client = new Client({ name: 'test', version: '1.0.0' });
    await client.connect(clientSide);
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual([
      'air_quality_for_cloud_atlas_forecast',
      'convert_for_coin_rates_v2',
      'daily_forecast_for_cloud_atlas_forecast',
      'historical_rate_for_coin_rates_v2',
      'rate_for_coin_rates_v2',
    ]);
    const hit = (await client.callTool({ name: 'daily_forecast_for_cloud_atlas_forecast', arguments: { city: 'São Paulo', days: 1 } })) as CallToolResult;
    expect(textOf(hit)).toBe('{"error":"","response":{"city":"São Paulo","days":[{"date":"2025-05-12","high":1e+16,"low":1e-05,"rain":12345678901234567890}]}}');
    expect(hit.isError).toBe(false);
    const stored = (await client.callTool({ name: 'daily_forecast_for_cloud_atlas_forecast', arguments: { tool_input: '{"city": "Lisbon", "days": "2"}' } })) as CallToolResult;
    expect(stored.isError).toBe(true);
    expect(textOf(stored)).toBe('{"error":"days must be a number","response":""}');
    const miss = (await client.callTool({ name: 'rate_for_coin_rates_v2', arguments: { pair: 'EURUSD' } })) as CallToolResult;
    expect(miss.isError).toBe(true);
    expect(textOf(miss)).toContain('No cached response for rate');
    const unknown = (await client.callTool({ name: 'nope', arguments: {} })) as CallToolResult;
    expect(unknown.isError).toBe(true);
    expect(textOf(unknown)).toMatch(/^unknown tool 'nope'; tools: /);
    await client.close();
  });

  it('toolworld serve --mcp offers one query\'s tools over stdio', async () => {
    const { server, client: transport } = createStreamPair();
    const errors: string[] = [];
    const controller = new AbortController();
    const io = { stdout: () => { throw new Error('stdout is the protocol channel'); }, stderr: (text: string) => errors.push(text) };
    const running = runServe(['--mcp', '--toolbench-queries', `${root}/queries.json`, '--toolbench-tools', `${root}/tools`, '--query-id', '9002', '--simulator', 'offline'], io, { streams: server, signal: controller.signal });
    const client = new Client({ name: 'test', version: '1.0.0' });
    await client.connect(transport);
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name)).toEqual(['historical_rate_for_coin_rates_v2', 'rate_for_coin_rates_v2', 'convert_for_coin_rates_v2']);
    const answer = (await client.callTool({ name: 'rate_for_coin_rates_v2', arguments: { pair: 'EURUSD' } })) as CallToolResult;
    expect(JSON.parse(textOf(answer))).toMatchObject({ error: '' });
    expect(errors.join('\n')).toMatch(/'rate_for_coin_rates_v2' is a suffix of the earlier 'historical_rate_for_coin_rates_v2'/);
    await client.close();
    controller.abort();
    expect(await running).toBe(0);
  });
});
