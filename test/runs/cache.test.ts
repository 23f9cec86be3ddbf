/** The response cache: keyed by the exact request and trial, on disk, in front of the real client. */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createOpenAIChatModel } from '../../src/agents/index.js';
import { createFileResponseCache, createMemoryResponseCache, removeStaleTemporaryFiles, requestKey, withResponseCache } from '../../src/runs/index.js';
import { startOpenAITestServer, textCompletion, type OpenAITestServer } from '../support/openai-server.js';

let server: OpenAITestServer;
let dir: string;
beforeAll(async () => {
  server = await startOpenAITestServer();
  dir = mkdtempSync(join(tmpdir(), 'toolworld-cache-'));
});
afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});
beforeEach(() => {
  server.reset();
  server.respondWith((_request, index) => textCompletion(`answer ${index}`));
});

const request = { model: 'm', messages: [{ role: 'user' as const, content: 'hi' }], temperature: 0.7 };

describe('withResponseCache', () => {
  it('answers a repeated request from disk, with no HTTP request, across cache instances', async () => {
    const cacheDir = join(dir, 'repeat');
    const client = createOpenAIChatModel({ baseURL: server.url, apiKey: 'k' });
    const first = await withResponseCache(client, createFileResponseCache(cacheDir), { trial: 0, server: server.url })(request);
    expect(first).toMatchObject({ cached: false, key: requestKey(request, 0, server.url) });
    expect(server.requestCount).toBe(1);

    const hits: string[] = [];
    const again = await withResponseCache(client, createFileResponseCache(cacheDir), { trial: 0, server: server.url, onHit: (key) => hits.push(key) })(request);
    expect(again).toEqual({ completion: first.completion, cached: true, key: first.key, attempts: 0 });
    expect(server.requestCount).toBe(1);
    expect(hits).toEqual([first.key]);
  });

  it('keys on the trial and on every byte of the request', async () => {
    const cache = createMemoryResponseCache();
    const client = createOpenAIChatModel({ baseURL: server.url, apiKey: 'k' });
    await withResponseCache(client, cache, { trial: 0, server: server.url })(request);
    await withResponseCache(client, cache, { trial: 1, server: server.url })(request);
    await withResponseCache(client, cache, { trial: 0, server: server.url })({ ...request, temperature: 0.8 });
    expect(server.requestCount).toBe(3);
    expect(cache.size).toBe(3);
    expect(requestKey(request, 0, server.url)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('treats a damaged entry as missing and writes it again', async () => {
    const cacheDir = join(dir, 'damaged');
    const client = createOpenAIChatModel({ baseURL: server.url, apiKey: 'k' });
    const key = requestKey(request, 0, server.url);
    await withResponseCache(client, createFileResponseCache(cacheDir), { trial: 0, server: server.url })(request);
    writeFileSync(join(cacheDir, key.slice(0, 2), `${key}.json`), '{"key": "trunc');
    const reply = await withResponseCache(client, createFileResponseCache(cacheDir), { trial: 0, server: server.url })(request);
    expect(reply.cached).toBe(false);
    expect(server.requestCount).toBe(2);
    expect(readdirSync(join(cacheDir, key.slice(0, 2)))).toEqual([`${key}.json`]); // no temporary files left
  });

  it('does not store failures', async () => {
    const cache = createMemoryResponseCache();
    const failing = async () => {
      throw new Error('down');
    };
    await expect(withResponseCache(failing, cache, { trial: 0, server: server.url })(request)).rejects.toThrow('down');
    expect(cache.size).toBe(0);
  });

  it('never answers for another server: the base URL is part of the key', async () => {
    const other = await startOpenAITestServer();
    try {
      other.respondWith(() => textCompletion('from the other server'));
      const cache = createMemoryResponseCache();
      const first = await withResponseCache(createOpenAIChatModel({ baseURL: server.url, apiKey: 'k' }), cache, { trial: 0, server: server.url })(request);
      const second = await withResponseCache(createOpenAIChatModel({ baseURL: other.url, apiKey: 'k' }), cache, { trial: 0, server: other.url })(request);
      expect(second.cached).toBe(false);
      expect(other.requestCount).toBe(1);
      expect(second.key).not.toBe(first.key);
      // The same server however its URL is written.
      expect(requestKey(request, 0, `${server.url}/`)).toBe(requestKey(request, 0, server.url));
    } finally {
      await other.close();
    }
  });

  it('keys on the model, the offered tools, the messages and every sampling setting', () => {
    const tool = { type: 'function' as const, function: { name: 'AddAlarm', description: 'd', parameters: {} } };
    const variants = [
      request,
      { ...request, model: 'other' },
      { ...request, tools: [tool] },
      { ...request, messages: [{ role: 'user' as const, content: 'hello' }] },
      { ...request, temperature: 0 },
      { ...request, max_tokens: 100 },
      { ...request, seed: 1 },
    ];
    const keys = new Set(variants.map((variant) => requestKey(variant, 0, server.url)));
    expect(keys.size).toBe(variants.length);
  });

  it('uses an answer it cannot store, and says so', async () => {
    const unwritable = { get: async () => undefined, set: async () => { throw Object.assign(new Error('EACCES: permission denied'), { code: 'EACCES' }); } };
    const problems: unknown[] = [];
    const reply = await withResponseCache(createOpenAIChatModel({ baseURL: server.url, apiKey: 'k' }), unwritable, {
      trial: 0,
      server: server.url,
      onStoreError: (error) => problems.push(error),
    })(request);
    expect(reply).toMatchObject({ cached: false, completion: { choices: [{ message: { content: 'answer 0' } }] } });
    expect(problems).toEqual([expect.objectContaining({ code: 'EACCES' })]);
  });

  it('refuses to be set up without the server', () => {
    const model = createOpenAIChatModel({ baseURL: server.url, apiKey: 'k' });
    expect(() => withResponseCache(model, createMemoryResponseCache(), { trial: 0 } as never)).toThrow(/give the server's base URL/);
  });
});

describe('removeStaleTemporaryFiles', () => {
  it('removes what killed processes left and keeps what running ones write', async () => {
    const cacheDir = join(dir, 'stale');
    const cache = createFileResponseCache(cacheDir);
    mkdirSync(join(cacheDir, 'ab'), { recursive: true });
    // A PID far above Linux's limit (2^22) belongs to no process.
    writeFileSync(join(cacheDir, 'ab', 'abc.json.99999999.0.tmp'), '{"half');
    writeFileSync(join(cacheDir, 'ab', `abd.json.${process.pid}.0.tmp`), '{"mine');
    writeFileSync(join(cacheDir, 'ab', 'abe.json'), '{}');
    expect(await cache.removeStaleTemporaryFiles()).toBe(1);
    expect(readdirSync(join(cacheDir, 'ab')).sort()).toEqual(['abd.json.' + process.pid + '.0.tmp', 'abe.json'].sort());
    expect(await removeStaleTemporaryFiles(join(dir, 'no-such-folder'))).toBe(0);
  });
});
