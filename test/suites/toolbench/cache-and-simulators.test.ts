import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync, existsSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ChatModel } from '../../../src/agents/chat.js';
import { createResponseCache } from '../../../src/suites/toolbench/cache/response-cache.js';
import { createToolCatalog } from '../../../src/suites/toolbench/catalog.js';
import { fastApiJson, pythonRepr } from '../../../src/suites/toolbench/python-json/format.js';
import { parsePythonJson } from '../../../src/suites/toolbench/python-json/parse.js';
import { createLlmSimulator } from '../../../src/suites/toolbench/simulators/llm.js';
import { createOfflineSimulator } from '../../../src/suites/toolbench/simulators/offline.js';
import { loadResponseExamples } from '../../../src/suites/toolbench/simulators/response-examples.js';
import type { Simulator } from '../../../src/suites/toolbench/simulators/simulator.js';
import { toolDocsFromQueryRecords } from '../../../src/suites/toolbench/tool-doc.js';
import { createVirtualApi, type VirtualRequest } from '../../../src/suites/toolbench/virtual-api.js';
import { hasShared, sharedDir } from './support.js';

const location = { category: 'Data', toolFolder: 'theclique_for_Data', apiName: 'songkick_concert' };
const concert = (id: string): VirtualRequest => ({ category: 'Data', tool_name: 'theclique', api_name: 'songkick_concert', tool_input: `{"id_conc": "${id}"}` });

// Our own fixture tool: one API with a template response, as a query record carries it.
const tools = createToolCatalog(
  toolDocsFromQueryRecords([
    {
      category_name: 'Data',
      tool_name: 'TheClique',
      api_name: 'Songkick concert',
      api_description: 'Concert info',
      required_parameters: [{ name: 'id_conc', type: 'string', description: '', default: '1' }],
      optional_parameters: [],
      template_response: { date: 'str', attendance: 'int', rating: 'float', sold_out: 'bool', line_up: [{ name: 'str', _list_length: 3 }], posters: ['list of str with length 2'] },
    },
  ]),
);

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'toolbench-cache-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('response cache writes', () => {
  it('writes the layout and format Python reads (indent 4, raw UTF-8) and reads it back', async () => {
    const cache = createResponseCache(dir);
    const value = parsePythonJson('{"error": "", "response": {"artist": "Beyoncé", "n": 1.0, "big": 12345678901234567890}}');
    await cache.store(location, "{'id_conc': '1'}", value);
    const file = join(dir, 'Data', 'theclique_for_Data', 'songkick_concert.json');
    expect(readFileSync(file, 'utf8')).toBe(
      '{\n    "{\'id_conc\': \'1\'}": {\n        "error": "",\n        "response": {\n            "artist": "Beyoncé",\n' +
        '            "n": 1.0,\n            "big": 12345678901234567890\n        }\n    }\n}',
    );
    const fresh = createResponseCache(dir);
    expect(fastApiJson((await fresh.lookup(location, "{'id_conc': '1'}"))!)).toBe(fastApiJson(value));
    expect(readdirSync(join(dir, 'Data', 'theclique_for_Data'))).toEqual(['songkick_concert.json']);
  });

  it('loses no entry when many writers from two cache instances (two processes) write one file at once', async () => {
    const first = createResponseCache(dir);
    const second = createResponseCache(dir);
    const writes = Array.from({ length: 40 }, (_, index) =>
      (index % 2 === 0 ? first : second).store(location, `{'id_conc': '${index}'}`, parsePythonJson(`{"error": "", "response": ${index}}`)),
    );
    await Promise.all(writes);
    const stored = parsePythonJson(readFileSync(first.pathOf(location), 'utf8')) as Map<string, unknown>;
    expect(stored.size).toBe(40);
    expect(existsSync(`${first.pathOf(location)}.lock`)).toBe(false);
  });

  it('never changes a stored key (the first answer wins)', async () => {
    const cache = createResponseCache(dir);
    await cache.store(location, 'k', 'first');
    expect(await cache.store(location, 'k', 'second')).toBe('first');
    expect(await createResponseCache(dir).lookup(location, 'k')).toBe('first');
  });

  it('sees entries another process wrote, and counts an unreadable file as a miss', async () => {
    const cache = createResponseCache(dir);
    expect(await cache.lookup(location, 'k')).toBeUndefined();
    mkdirSync(join(dir, 'Data', 'theclique_for_Data'), { recursive: true });
    writeFileSync(cache.pathOf(location), '{"k": {"error": "", "response": "later"}}');
    expect(pythonRepr((await cache.lookup(location, 'k'))!)).toBe("{'error': '', 'response': 'later'}");
    writeFileSync(cache.pathOf(location), '{"k": ');
    expect(await cache.lookup(location, 'k')).toBeUndefined();
    expect([...cache.problems.values()][0]).toMatch(/position/);
  });

  it('refuses locations that would leave the cache folder', async () => {
    const cache = createResponseCache(dir);
    expect(() => cache.pathOf({ ...location, category: '..' })).toThrow(/invalid cache location/);
    const api = createVirtualApi({ cache });
    const answer = await api.answer({ category: '..', tool_name: 'x_for_..', api_name: 'a', tool_input: '' });
    expect(answer.source).toBe('invalid-name');
  });
});

describe('simulators for misses', () => {
  it('offline: same input, same bytes; shaped by the template; not saved by default', async () => {
    const api = createVirtualApi({ cache: createResponseCache(dir), tools, simulator: createOfflineSimulator() });
    const first = await api.answer(concert('42'));
    const again = await createVirtualApi({ cache: createResponseCache(dir), tools, simulator: createOfflineSimulator() }).answer(concert('42'));
    const other = await api.answer(concert('43'));
    expect(first).toMatchObject({ source: 'simulator', simulator: 'offline', saved: false });
    expect(fastApiJson(again.body)).toBe(fastApiJson(first.body));
    expect(fastApiJson(other.body)).not.toBe(fastApiJson(first.body));
    const response = (first.body as Map<string, unknown>).get('response') as Map<string, unknown>;
    expect([...response.keys()]).toEqual(['date', 'attendance', 'rating', 'sold_out', 'line_up', 'posters']);
    expect(typeof response.get('attendance')).toBe('bigint');
    expect(typeof response.get('rating')).toBe('number');
    expect(typeof response.get('sold_out')).toBe('boolean');
    expect(response.get('line_up')).toHaveLength(3);
    expect(response.get('posters')).toHaveLength(2);
    expect(existsSync(join(dir, 'Data'))).toBe(false);
  });

  it('offline without a schema answers a fixed text', async () => {
    const api = createVirtualApi({ simulator: createOfflineSimulator() });
    const answer = await api.answer({ category: 'Data', tool_name: 'nothing', api_name: 'x', tool_input: '{"a": 1}' });
    expect(pythonRepr(answer.body)).toContain("Simulated answer of x (nothing) for {'a': 1}");
  });

  it.skipIf(!hasShared)('offline uses response_examples schemas, tolerating empty and 0-byte files', async () => {
    const examples = loadResponseExamples(`${sharedDir}/toolbench_data_example/toolenv/response_examples`);
    expect(examples.schemaFor('Gaming', 'dice_roll_simulator', 'regular_dice_rolls')).toMatchObject({ total: 'int' });
    expect(examples.schemaFor('Business', 'acrosuite_oauther', 'anything')).toBeUndefined();
    const catalog = createToolCatalog(toolDocsFromQueryRecords([{ category_name: 'Gaming', tool_name: 'Dice Roll Simulator', api_name: 'Regular dice rolls' }]));
    const api = createVirtualApi({ tools: catalog, responseExamples: examples, simulator: createOfflineSimulator() });
    const answer = await api.answer({ category: 'Gaming', tool_name: 'dice_roll_simulator', api_name: 'regular_dice_rolls', tool_input: '{}' });
    expect(fastApiJson(answer.body)).toMatch(/^\{"error":"","response":\{"result":\[\{"roll":\[\],"subtotal":\d+\}\],"total":\d+\}\}$/);
  });

  it('no simulator: a miss answers a clear error and writes nothing', async () => {
    const api = createVirtualApi({ cache: createResponseCache(dir) });
    const answer = await api.answer(concert('1'));
    expect(answer.source).toBe('miss');
    expect(pythonRepr(answer.body)).toMatch(/^\{'error': "No cached response for songkick_concert .*--simulator offline.*", 'response': ''\}$/);
    expect(existsSync(join(dir, 'Data'))).toBe(false);
  });

  const scripted = (replies: string[], seen: unknown[] = []): ChatModel => async (request) => {
    seen.push(request);
    const content = replies.shift();
    if (content === undefined) throw new Error('no more replies');
    return { completion: { choices: [{ message: { role: 'assistant', content } }] } };
  };

  it('llm: validates {error, response}, retries, strips a ```json fence, and saves the answer', async () => {
    const seen: unknown[] = [];
    const chat = scripted(['not json', '{"result": 1}', '```json\n{"error": "", "response": {"date": "today"}}\n```'], seen);
    const simulator = createLlmSimulator({ chat, model: 'sim', sleep: async () => {} });
    const cache = createResponseCache(dir);
    await cache.store(location, "{'id_conc': '0'}", parsePythonJson('{"error": "", "response": {"date": "yesterday"}}'));
    const api = createVirtualApi({ cache, tools, simulator });
    const answer = await api.answer(concert('7'));
    expect(answer).toMatchObject({ source: 'simulator', simulator: 'llm:sim', saved: true });
    expect(fastApiJson(answer.body)).toBe('{"error":"","response":{"date":"today"}}');
    expect(fastApiJson((await createResponseCache(dir).lookup(location, "{'id_conc': '7'}"))!)).toBe('{"error":"","response":{"date":"today"}}');
    const user = (seen[0] as { messages: { content: string }[] }).messages[1]!.content;
    expect(user).toContain("API Documentation:{'tool_description': '', 'api_info': [{'name': 'Songkick concert', 'description': 'Concert info'}]}");
    expect(user).toContain("'input': \"{'id_conc': '0'}\"");
    expect(user.endsWith("API Input:{'id_conc': '7'}\n")).toBe(true);
    expect(seen).toHaveLength(3);
  });

  it('llm: after three bad answers the miss is an error and is NOT cached (bug S5)', async () => {
    const simulator = createLlmSimulator({ chat: scripted(['[]', '{"error": 1, "response": ""}', '{"response": "x"}']), model: 'sim', sleep: async () => {} });
    const api = createVirtualApi({ cache: createResponseCache(dir), tools, simulator });
    const answer = await api.answer(concert('8'));
    expect(answer.source).toBe('simulator-failed');
    expect(pythonRepr(answer.body)).toContain("Simulator 'llm:sim' could not answer");
    expect(existsSync(join(dir, 'Data'))).toBe(false);
  });

  it('a cache hit never reaches the simulator', async () => {
    const cache = createResponseCache(dir);
    await cache.store(location, "{'id_conc': '9'}", 'stored');
    const never: Simulator = { name: 'never', simulate: async () => expect.fail('simulated a hit') };
    expect((await createVirtualApi({ cache, simulator: never }).answer(concert('9'))).body).toBe('stored');
  });
});
