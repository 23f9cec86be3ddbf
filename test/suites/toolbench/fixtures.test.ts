// The whole path on our own fixtures (no shared data needed): tool docs → functions, the cache
// over HTTP, the offline simulator with a response skeleton, and a scripted model's run.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../../src/cli/main.js';
import { createResponseCache } from '../../../src/suites/toolbench/cache/response-cache.js';
import { listenVirtualApi, type RunningVirtualApi } from '../../../src/suites/toolbench/http-server.js';
import { loadSolvableQueries } from '../../../src/suites/toolbench/queries.js';
import { buildQueryFunctions } from '../../../src/suites/toolbench/query-functions.js';
import { createOfflineSimulator } from '../../../src/suites/toolbench/simulators/offline.js';
import { loadResponseExamples } from '../../../src/suites/toolbench/simulators/response-examples.js';
import { loadToolUniverse } from '../../../src/suites/toolbench/universe.js';
import { createVirtualApi } from '../../../src/suites/toolbench/virtual-api.js';
import { startOpenAITestServer, toolCallCompletion, type OpenAITestServer } from '../../support/openai-server.js';
import { post } from './support.js';

const root = 'fixtures/toolbench';
const queries = loadSolvableQueries(`${root}/queries.json`);
const { catalog, problems } = loadToolUniverse({ toolsDir: `${root}/tools`, queries });
const request = (tool: string, api: string, toolInput: string, category = 'Weather') =>
  JSON.stringify({ category, tool_name: tool, api_name: api, tool_input: toolInput, strip: '', toolbench_key: '' });

describe('fixture tools', () => {
  it('become functions with ToolBench names, types and renamed parameters', () => {
    expect(problems).toEqual([]);
    const functions = buildQueryFunctions(queries[1]!, catalog);
    expect(functions.definitions.map((definition) => definition.name)).toEqual([
      'historical_rate_for_coin_rates_v2',
      'rate_for_coin_rates_v2',
      'convert_for_coin_rates_v2',
      'Finish',
    ]);
    expect(functions.definitions[2]!.parameters).toEqual({
      type: 'object',
      properties: {
        is_from: { type: 'string', description: 'Currency code to convert from.', example_value: 'EUR' },
        to: { type: 'string', description: 'Currency code to convert to.', example_value: 'USD' },
        amount: { type: 'integer', description: 'Amount to convert.', example_value: 1 },
      },
      required: ['is_from', 'to', 'amount'],
      optional: [],
    });
    expect(functions.definitions[0]!.parameters.properties.date?.type).toBe('string');
    expect(functions.collisions).toEqual([expect.objectContaining({ kind: 'suffix', name: 'rate_for_coin_rates_v2' })]);
    expect(functions.route('rate_for_coin_rates_v2')).toMatchObject({ apiName: 'rate' });
    expect(buildQueryFunctions(queries[1]!, catalog, { routing: 'suffix' }).route('rate_for_coin_rates_v2')).toMatchObject({ apiName: 'historical_rate' });
  });
});

describe('fixture cache over HTTP', () => {
  let running: RunningVirtualApi;
  beforeAll(async () => {
    running = await listenVirtualApi(
      createVirtualApi({ cache: createResponseCache(`${root}/cache`), tools: catalog, responseExamples: loadResponseExamples(`${root}/response_examples`), simulator: createOfflineSimulator() }),
      { port: 0 },
    );
  });
  afterAll(() => running.close());

  it('keeps floats, exponents, big integers and non-ASCII text byte for byte', async () => {
    expect((await post(running.url, request('cloud_atlas_forecast', 'daily_forecast', '{"city": "Lisbon"}'))).body).toBe(
      '{"error":"","response":{"city":"Lisbon","days":[{"date":"2025-05-12","high":24.0,"low":15.5,"rain":10},{"date":"2025-05-13","high":22.5,"low":14.0,"rain":40}]}}',
    );
    expect((await post(running.url, request('cloud_atlas_forecast', 'Daily Forecast', '{"city":"São Paulo","days":1}'))).body).toBe(
      '{"error":"","response":{"city":"São Paulo","days":[{"date":"2025-05-12","high":1e+16,"low":1e-05,"rain":12345678901234567890}]}}',
    );
  });

  it('tells "2" from 2: the string hits the stored error, the number is simulated', async () => {
    expect(JSON.parse((await post(running.url, request('cloud_atlas_forecast', 'daily_forecast', '{"city": "Lisbon", "days": "2"}'))).body)).toEqual({ error: 'days must be a number', response: '' });
    const simulated = JSON.parse((await post(running.url, request('cloud_atlas_forecast', 'daily_forecast', '{"city": "Lisbon", "days": 2}'))).body);
    expect(simulated.response.days).toHaveLength(3);
  });

  it('fills a response skeleton from response_examples for a miss', async () => {
    const body = (await post(running.url, request('coin_rates_v2', 'convert', '{"is_from": "EUR", "to": "USD", "amount": 250}', 'Finance'))).body;
    expect(Object.keys(JSON.parse(body).response)).toEqual(['from', 'to', 'amount', 'result', 'rate']);
    expect((await post(running.url, request('coin_rates_v2', 'convert', '{"is_from": "EUR", "to": "USD", "amount": 250}', 'Finance'))).body).toBe(body);
  });
});

describe('a scripted model over the fixture queries', () => {
  let server: OpenAITestServer;
  let dir: string;
  beforeAll(async () => {
    server = await startOpenAITestServer();
    // Calls every offered API once with the example values of its required parameters, then answers with what it saw.
    server.respondWith((received) => {
      const tools = received.body.tools as { function: { name: string; parameters: { properties: Record<string, { example_value?: unknown }>; required: string[] } } }[];
      const seen = (received.body.messages as { role: string; content: string }[]).filter((message) => message.role === 'tool');
      if (seen.length === 0) {
        return toolCallCompletion(
          tools
            .filter((tool) => tool.function.name !== 'Finish')
            .map((tool) => ({ name: tool.function.name, arguments: JSON.stringify(Object.fromEntries(tool.function.parameters.required.map((key) => [key, tool.function.parameters.properties[key]?.example_value ?? '']))) })),
        );
      }
      return toolCallCompletion([{ name: 'Finish', arguments: JSON.stringify({ return_type: 'give_answer', final_answer: seen.map((message) => message.content.slice(0, 30)).join(' | ') }) }]);
    });
    dir = mkdtempSync(join(tmpdir(), 'toolbench-fixtures-'));
  });
  afterAll(async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers identically twice, from the cache where it can and the offline simulator elsewhere', async () => {
    const outputs: string[] = [];
    const cache = join(dir, 'model-cache');
    for (const out of ['a', 'b']) {
      const before = server.requestCount;
      const lines: string[] = [];
      const code = await main(
        ['run', '--suite', 'toolbench', '--queries', `${root}/queries.json`, '--toolbench-tools', `${root}/tools`, '--toolbench-cache', `${root}/cache`, '--response-examples', `${root}/response_examples`, '--model', 'scripted', '--base-url', server.url, '--out', join(dir, out), '--group', 'fixtures', '--cache', cache],
        { stdout: (text) => lines.push(text), stderr: () => {} },
      );
      expect(code).toBe(0);
      expect(lines[0]).toBe('2/2 queries answered; 7 calls (API answers: cache 1, simulator 4); simulator offline');
      outputs.push(readFileSync(join(dir, out, 'fixtures.json'), 'utf8'));
      // The second run is answered from the model cache: no request reaches the server.
      expect(server.requestCount - before).toBe(out === 'a' ? 4 : 0);
    }
    expect(outputs[1]).toBe(outputs[0]);
    const answers = JSON.parse(outputs[0]!);
    expect(JSON.parse(answers['9001'].answer.final_answer).final_answer).toBe('{"error": "", "response": {"ci | {"error": "", "response": "Sim');
  });
});
