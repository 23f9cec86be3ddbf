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
