import { createHash } from 'node:crypto';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createResponseCache } from '../../../src/suites/toolbench/cache/response-cache.js';
import { listenVirtualApi, type RunningVirtualApi } from '../../../src/suites/toolbench/http-server.js';
import { readdirSync, readFileSync } from 'node:fs';
import { pythonJsonDumps, pythonRepr } from '../../../src/suites/toolbench/python-json/format.js';
import { parsePythonJson } from '../../../src/suites/toolbench/python-json/parse.js';
import { createVirtualApi } from '../../../src/suites/toolbench/virtual-api.js';
import { hasShared, post, sharedCache } from './support.js';

// Spec §7.1: tool, API, call arguments, the stored value's JSON length (ensure_ascii=False), and the
// first 16 hex digits of sha256 of the body CPython's FastAPI would send for it
// (json.dumps(value, ensure_ascii=False, separators=(',', ':'))), computed with CPython 3.11.
const vectors: [string, string, string, Record<string, string>, number, string][] = [
  ['V1', 'keyword_analysis', 'popularsitesforquery', { q: 'birthday party ideas' }, 681, 'abc3af7463483c37'],
  ['V2', 'keyword_analysis', 'querykeywords', { q: 'birthday party ideas' }, 84, '134efefdc500f4d7'],
  ['V3', 'kick_com_api_kick_api', 'get_channel_clips', { cursor: '', channel_name: 'gmhikaru' }, 802, '0f4108a5cb0174ad'],
  ['V4', 'kick_com_api_kick_api', 'get_channel_details', { channel_name: 'gmhikaru' }, 497, '32df674d6b95508f'],
  ['V5', 'theclique', 'get_artist_overview', { id_artist: 'lionel-messi' }, 918, '4cef02ec753cce0b'],
  ['V6', 'theclique', 'get_info_about_artist', { parameter: 'Lionel Messi' }, 993, 'babd2807c8daeb01'],
  ['V7', 'theclique', 'list_artist_concerts', { id_artist: 'lionel-messi' }, 617, '363656ff5c49d981'],
  ['V8', 'theclique', 'list_artist_concerts', { id_artist: '28003' }, 827, '47c56b1693644a43'],
  ['V9', 'theclique', 'songkick_artist', { artist_id: 'lionel-messi' }, 44, '8dd840a329973185'],
  ['V10', 'theclique', 'songkick_artist', { artist_id: '28003' }, 44, '8dd840a329973185'],
  ['V11', 'theclique', 'songkick_concert', { id_conc: '30125' }, 389, '0b192c611ae17886'],
  ['V12', 'theclique', 'songkick_concert', { id_conc: '32347' }, 460, '0d83a1a6b91f1c98'],
  ['V13', 'theclique', 'songkick_concert', { id_conc: '28003' }, 415, '31ce2a0dd2edc4ca'],
  ['V14', 'theclique', 'songkick_search_artist', { artist_name: 'Lionel Messi' }, 42, 'eb94413186759504'],
  ['V15', 'theclique', 'transfermarkt_details', { type_s: 'players', other: '', id_talent: '', part_slug: 'lionel-messi' }, 951, 'd49f0ce98a6e6cbc'],
  ['V16', 'theclique', 'transfermarkt_details', { type_s: 'players', other: '', id_talent: '28003', part_slug: 'leog-squeeze_messi' }, 527, 'a29c94383d860d38'],
  ['V17', 'theclique', 'transfermarkt_details', { type_s: 'clubs', other: '', id_talent: '583', part_slug: 'paris-saint-germain' }, 960, 'c6b4fc4fddb9bc12'],
  ['V18', 'theclique', 'transfermarkt_details', { type_s: 'players', other: '', id_talent: '28003', part_slug: '' }, 494, 'ed87ba95514d36b9'],
  ['V19', 'theclique', 'transfermarkt_search', { name: 'Lionel Messi' }, 981, '3322a579de25009a'],
  ['V20', 'theclique', 'transfermarkt_search', { name: 'Paris Saint-Germain' }, 735, '7dc505fd82f1e9e5'],
];

const request = (tool: string, api: string, toolInput: unknown) =>
  JSON.stringify({ category: 'Data', tool_name: tool, api_name: api, tool_input: toolInput, strip: 'truncate', toolbench_key: '' });
const sha = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex').slice(0, 16);

describe.skipIf(!hasShared)('POST /virtual over the shared cache (spec §7.1)', () => {
  let running: RunningVirtualApi;
  const api = createVirtualApi({ cache: createResponseCache(sharedCache) });
  beforeAll(async () => {
    running = await listenVirtualApi(api, { port: 0 });
  });
  afterAll(() => running.close());

  it('listens on 127.0.0.1 and a free port', () => {
    expect(running.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(running.port).toBeGreaterThan(0);
  });

  it.each(vectors)('%s answers the stored value byte-exactly, for the emitted and the compact argument text', async (_id, tool, apiName, args, length, digest) => {
    const emitted = JSON.stringify(args, null, 2);
    const first = await post(running.url, request(tool, apiName, emitted));
    const compact = await post(running.url, request(tool, apiName, JSON.stringify(args)));
    const asObject = await post(running.url, request(tool, `${apiName}_for_${tool}`, args));
    expect(first.status).toBe(200);
    expect.soft(sha(first.body), 'bytes as FastAPI sends them').toBe(digest);
    expect.soft([...pythonJsonDumps(parsePythonJson(first.body), { ensureAscii: false })].length, 'JSON length').toBe(length);
    expect.soft(compact.body).toBe(first.body);
    expect.soft(asObject.body).toBe(first.body);
  });

  it('the vectors cover every entry of the shared cache', () => {
    const entries: string[] = [];
    for (const tool of readdirSync(`${sharedCache}/Data`)) {
      for (const file of readdirSync(`${sharedCache}/Data/${tool}`)) {
        const stored = parsePythonJson(readFileSync(`${sharedCache}/Data/${tool}/${file}`, 'utf8')) as Map<string, unknown>;
        for (const key of stored.keys()) entries.push(`${tool}/${file.replace(/\.json$/, '')} ${key}`);
      }
    }
    const covered = vectors.map(([, tool, apiName, args]) => `${tool}_for_Data/${apiName} ${pythonRepr(parsePythonJson(JSON.stringify(args)))}`);
    expect(entries.sort()).toEqual(covered.sort());
  });

  it('misses when only a value type differs (1 vs "1")', async () => {
    const hit = await post(running.url, request('theclique', 'songkick_concert', '{"id_conc": "30125"}'));
    const miss = await post(running.url, request('theclique', 'songkick_concert', '{"id_conc": 30125}'));
    expect(JSON.parse(hit.body).response.date).toBe('Saturday 12 August 2023');
    expect(miss.status).toBe(200);
    expect(JSON.parse(miss.body)).toEqual({
      error: expect.stringContaining("No cached response for songkick_concert of tool theclique_for_Data (category Data) with input {'id_conc': 30125}"),
      response: '',
    });
  });

  it('misses when the keys are reordered (V15), since the key follows the argument text', async () => {
    const reordered = { part_slug: 'lionel-messi', type_s: 'players', other: '', id_talent: '' };
    const answer = await post(running.url, request('theclique', 'transfermarkt_details', JSON.stringify(reordered)));
    expect(JSON.parse(answer.body).error).toContain('No cached response');
  });

  it('answers the stored V1 value every time (no drift)', async () => {
    const bodies = new Set<string>();
    for (let attempt = 0; attempt < 3; attempt++) {
      bodies.add((await post(running.url, request('keyword_analysis', 'popularsitesforquery', '{"q": "birthday party ideas"}'))).body);
    }
    expect(bodies.size).toBe(1);
    expect(JSON.parse([...bodies][0]!).response[0]).toEqual({ name: 'pinterest.com', score: 0.112 });
  });
});

describe('POST /virtual refuses bad requests without hanging', () => {
  let running: RunningVirtualApi;
  beforeAll(async () => {
    running = await listenVirtualApi(createVirtualApi(), { port: 0, maximumBodyBytes: 2048, requestTimeoutMs: 400 });
  });
  afterAll(() => running.close());

  it('422 for a missing field, naming it as FastAPI does', async () => {
    const answer = await post(running.url, JSON.stringify({ category: 'Data', tool_name: 't', tool_input: '{}' }));
    expect(answer.status).toBe(422);
    expect(JSON.parse(answer.body).detail).toEqual([{ type: 'missing', loc: ['body', 'api_name'], msg: 'Field required' }]);
  });

  it('422 for a field of the wrong type and for a body that is not JSON', async () => {
    expect((await post(running.url, request('t', 'a', 5))).status).toBe(422);
    expect((await post(running.url, JSON.stringify({ category: 1, tool_name: 't', api_name: 'a', tool_input: '' }))).status).toBe(422);
    expect((await post(running.url, '{"category": ')).status).toBe(422);
    expect((await post(running.url, '[1, 2]')).status).toBe(422);
    expect((await post(running.url, Buffer.from([0x7b, 0xff, 0x7d]))).status).toBe(422);
  });

  it('413 for a body over the limit, 404 elsewhere, 405 for other methods', async () => {
    expect((await post(running.url, request('t', 'a', 'x'.repeat(4096)))).status).toBe(413);
    expect((await post(running.url, '{}', { path: '/other' })).status).toBe(404);
    expect((await post(running.url, '', { method: 'GET' })).status).toBe(405);
  });

  it('answers an unparsable tool_input with an error object (HTTP 200), as upstream', async () => {
    const answer = await post(running.url, request('t', 'a', '{"q": '));
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ error: expect.stringMatching(/^Tool input parse error/), response: '' });
  });

  it('answers chat_with_user (upstream crashes on it, bug S1)', async () => {
    const answer = await post(running.url, request('t', 'chat_with_user', ''));
    expect(JSON.parse(answer.body)).toEqual({ error: '', response: 'Chat with user.' });
  });

  it('closes a connection whose body never arrives', async () => {
    const { port } = new URL(running.url);
    const closed = await new Promise<string>((resolve) => {
      const socket = connect(Number(port), '127.0.0.1', () => {
        socket.write('POST /virtual HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\n{"cat');
      });
      let received = '';
      socket.on('data', (chunk) => (received += chunk.toString()));
      socket.on('close', () => resolve(received));
      socket.setTimeout(5000, () => socket.destroy());
    });
    expect(closed).toMatch(/^HTTP\/1\.1 408/);
  });
});
