/** The response cache: keyed by the exact request and trial, on disk, in front of the real client. */
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createOpenAIChatModel } from '../../src/agents/index.js';
import { createFileResponseCache, createMemoryResponseCache, requestKey, withResponseCache } from '../../src/runs/index.js';
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
    const first = await withResponseCache(client, createFileResponseCache(cacheDir), { trial: 0 })(request);
    expect(first).toMatchObject({ cached: false, key: requestKey(request, 0) });
    expect(server.requestCount).toBe(1);

    const hits: string[] = [];
    const again = await withResponseCache(client, createFileResponseCache(cacheDir), { trial: 0, onHit: (key) => hits.push(key) })(request);
    expect(again).toEqual({ completion: first.completion, cached: true, key: first.key, attempts: 0 });
    expect(server.requestCount).toBe(1);
    expect(hits).toEqual([first.key]);
  });

  it('keys on the trial and on every byte of the request', async () => {
    const cache = createMemoryResponseCache();
    const client = createOpenAIChatModel({ baseURL: server.url, apiKey: 'k' });
    await withResponseCache(client, cache, { trial: 0 })(request);
    await withResponseCache(client, cache, { trial: 1 })(request);
    await withResponseCache(client, cache, { trial: 0 })({ ...request, temperature: 0.8 });
    expect(server.requestCount).toBe(3);
    expect(cache.size).toBe(3);
    expect(requestKey(request, 0)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('treats a damaged entry as missing and writes it again', async () => {
    const cacheDir = join(dir, 'damaged');
    const client = createOpenAIChatModel({ baseURL: server.url, apiKey: 'k' });
    const key = requestKey(request, 0);
    await withResponseCache(client, createFileResponseCache(cacheDir), { trial: 0 })(request);
    writeFileSync(join(cacheDir, key.slice(0, 2), `${key}.json`), '{"key": "trunc');
    const reply = await withResponseCache(client, createFileResponseCache(cacheDir), { trial: 0 })(request);
    expect(reply.cached).toBe(false);
    expect(server.requestCount).toBe(2);
    expect(readdirSync(join(cacheDir, key.slice(0, 2)))).toEqual([`${key}.json`]); // no temporary files left
  });

  it('does not store failures', async () => {
    const cache = createMemoryResponseCache();
    const failing = async () => {
      throw new Error('down');
    };
    await expect(withResponseCache(failing, cache, { trial: 0 })(request)).rejects.toThrow('down');
    expect(cache.size).toBe(0);
  });
});
