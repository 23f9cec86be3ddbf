/**
 * Retries against the scripted server through the real client: rate limits, server errors and
 * network failures are retried with seeded backoff (sleeps recorded, not waited), `retry-after`
 * is honoured, and other failures are reported at once.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createOpenAIChatModel } from '../../src/agents/index.js';
import { ModelRequestError, backoffDelay, createSeededRandom, isFatalModelError, retryAfterMs, withRetries } from '../../src/runs/index.js';
import { errorReply, startOpenAITestServer, textCompletion, type OpenAITestServer } from '../support/openai-server.js';

let server: OpenAITestServer;
beforeAll(async () => {
  server = await startOpenAITestServer();
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => server.reset());

const request = { model: 'm', messages: [{ role: 'user' as const, content: 'hi' }] };

function retrying(options: { maxAttempts?: number; seed?: number } = {}) {
  const sleeps: number[] = [];
  const chat = withRetries(createOpenAIChatModel({ baseURL: server.url, apiKey: 'k' }), {
    maxAttempts: options.maxAttempts ?? 4,
    random: createSeededRandom(options.seed ?? 1),
    sleep: async (milliseconds) => {
      sleeps.push(milliseconds);
    },
  });
  return { chat, sleeps };
}

describe('withRetries', () => {
  it('honours retry-after on a 429 and then succeeds', async () => {
    server.enqueue(errorReply(429, 'slow down', { 'retry-after': '2' }), textCompletion('hello'));
    const { chat, sleeps } = retrying();
    const reply = await chat(request);
    expect(reply).toMatchObject({ attempts: 2, completion: { choices: [{ message: { content: 'hello' } }] } });
    expect(sleeps).toEqual([2000]);
    expect(server.requestCount).toBe(2);
  });

  it("prefers OpenAI's retry-after-ms", async () => {
    server.enqueue(errorReply(429, 'slow down', { 'retry-after-ms': '250', 'retry-after': '9' }), textCompletion('ok'));
    const { chat, sleeps } = retrying();
    await chat(request);
    expect(sleeps).toEqual([250]);
  });

  it('backs off exponentially with seeded jitter on 500s, the same way every run', async () => {
    server.enqueue(errorReply(500, 'boom'), errorReply(503, 'busy'), textCompletion('ok'));
    const first = retrying({ seed: 7 });
    expect((await first.chat(request)).attempts).toBe(3);
    server.enqueue(errorReply(500, 'boom'), errorReply(503, 'busy'), textCompletion('ok'));
    const second = retrying({ seed: 7 });
    await second.chat(request);
    expect(first.sleeps).toEqual(second.sleeps);
    expect(first.sleeps[0]).toBeGreaterThanOrEqual(500);
    expect(first.sleeps[0]).toBeLessThan(1000);
    expect(first.sleeps[1]).toBeGreaterThanOrEqual(1000);
    expect(first.sleeps[1]).toBeLessThan(2000);
  });

  it('gives up after maxAttempts with an error that says so', async () => {
    server.respondWith(() => errorReply(500, 'still broken'));
    const { chat, sleeps } = retrying({ maxAttempts: 3 });
    const error = await chat(request).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ModelRequestError);
    expect(error).toMatchObject({ status: 500, attempts: 3, message: expect.stringMatching(/500 still broken \(gave up after 3 attempts\)/) });
    expect(sleeps).toHaveLength(2);
    expect(server.requestCount).toBe(3);
  });

  it('does not retry a bad request, and flags a refused key as fatal', async () => {
    server.enqueue(errorReply(400, 'bad tools'));
    const { chat } = retrying();
    await expect(chat(request)).rejects.toMatchObject({ status: 400, attempts: 1, message: expect.stringContaining('not retried') });
    server.enqueue(errorReply(401, 'bad key'));
    const refused = await chat(request).catch((caught: unknown) => caught);
    expect(isFatalModelError(refused)).toBe(true);
    expect(server.requestCount).toBe(2);
  });

  it('retries a dropped connection', async () => {
    server.enqueue({ hangUp: true }, textCompletion('back'));
    const { chat, sleeps } = retrying();
    expect((await chat(request)).attempts).toBe(2);
    expect(sleeps).toHaveLength(1);
  });

  it('does not wait for a server that asks for more than maxRetryAfterMs', async () => {
    server.enqueue(errorReply(429, 'come back tomorrow', { 'retry-after': '86400' }));
    const { chat, sleeps } = retrying();
    await expect(chat(request)).rejects.toThrow(/asked to wait 86400 s/);
    expect(sleeps).toEqual([]);
  });
});

/** A base URL on 127.0.0.1 where nothing listens: a port the OS gave out and took back. */
async function closedPortURL(): Promise<string> {
  const { createServer } = await import('node:net');
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return `http://127.0.0.1:${port}/v1`;
}

/** An error as fetch reports a system failure: a TypeError whose cause has the code. */
function systemError(code: string): Error {
  return new TypeError('fetch failed', { cause: Object.assign(new Error(`connect ${code}`), { code }) });
}

describe('withRetries and unreachable servers', () => {
  it('stops at once, naming the URL, when the connection is refused', async () => {
    const url = await closedPortURL();
    const sleeps: number[] = [];
    const chat = withRetries(createOpenAIChatModel({ baseURL: url, apiKey: 'k' }), { server: url, sleep: async (ms) => void sleeps.push(ms) });
    const error = await chat(request).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ModelRequestError);
    expect(error).toMatchObject({ attempts: 1, fatal: true, message: expect.stringContaining(`cannot reach the model server at ${url}: the connection was refused`) });
    expect((error as Error).message).toContain('ECONNREFUSED');
    expect(isFatalModelError(error)).toBe(true);
    expect(sleeps).toEqual([]);
  });

  it('stops at once when the host name does not resolve', async () => {
    const sleeps: number[] = [];
    const chat = withRetries(async () => { throw systemError('ENOTFOUND'); }, { server: 'http://no-such-host.invalid/v1', sleep: async (ms) => void sleeps.push(ms) });
    await expect(chat(request)).rejects.toMatchObject({ fatal: true, message: expect.stringMatching(/no-such-host\.invalid.*does not resolve/) });
    expect(sleeps).toEqual([]);
  });

  it('stops at once for a port fetch refuses and for an untrusted certificate, with the cause in the message', async () => {
    const badPort = withRetries(async () => { throw new TypeError('fetch failed', { cause: new Error('bad port') }); }, { server: 'http://127.0.0.1:9/v1', sleep: async () => { throw new Error('must not wait'); } });
    await expect(badPort(request)).rejects.toMatchObject({ fatal: true, message: expect.stringContaining('fetch refuses to connect to that port') });
    const tls = withRetries(async () => { throw systemError('CERT_HAS_EXPIRED'); }, { server: 'https://127.0.0.1:8443/v1', sleep: async () => { throw new Error('must not wait'); } });
    await expect(tls(request)).rejects.toMatchObject({ fatal: true, message: expect.stringContaining("the server's TLS certificate is not trusted, CERT_HAS_EXPIRED") });
  });

  it('retries refusals once the server has answered (it may be restarting), and timeouts always', async () => {
    const script = [textCompletion('up').body, systemError('ECONNREFUSED'), textCompletion('back').body, systemError('UND_ERR_CONNECT_TIMEOUT'), textCompletion('again').body];
    const chat = withRetries(async () => {
      const next = script.shift();
      if (next instanceof Error) throw next;
      return { completion: next };
    }, { sleep: async () => {} });
    expect((await chat(request)).attempts).toBe(1);
    expect((await chat(request)).attempts).toBe(2);
    expect((await chat(request)).attempts).toBe(2);
  });

  it('retries timeouts before the first answer too', async () => {
    let calls = 0;
    const chat = withRetries(async () => {
      if (calls++ === 0) throw systemError('ETIMEDOUT');
      return { completion: textCompletion('late').body };
    }, { sleep: async () => {} });
    expect((await chat(request)).attempts).toBe(2);
  });
});

describe('retry helpers', () => {
  it('reads retry-after as seconds or, given a clock, as an HTTP date', () => {
    const headers = (value: string) => ({ headers: new Headers({ 'retry-after': value }) });
    expect(retryAfterMs(headers('3'))).toBe(3000);
    expect(retryAfterMs(headers('Wed, 21 Oct 2015 07:28:05 GMT'))).toBeUndefined();
    expect(retryAfterMs(headers('Wed, 21 Oct 2015 07:28:05 GMT'), () => Date.UTC(2015, 9, 21, 7, 28, 0))).toBe(5000);
  });

  it('caps the exponential backoff', () => {
    const random = () => 0.5;
    expect(backoffDelay(1, { baseDelayMs: 1000, maxDelayMs: 8000, random })).toBe(750);
    expect(backoffDelay(3, { baseDelayMs: 1000, maxDelayMs: 8000, random })).toBe(3000);
    expect(backoffDelay(10, { baseDelayMs: 1000, maxDelayMs: 8000, random })).toBe(6000);
  });
});
