/**
 * A scripted OpenAI-compatible server for tests: `POST /v1/chat/completions` on 127.0.0.1 (a free
 * port), answering from a queue of scripted replies, then from a fallback responder. It records
 * every request, so tests can count them and read what the client sent. Real HTTP, so the real
 * `openai` client is what is tested.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ScriptedReply {
  /** HTTP status. Default 200. */
  readonly status?: number;
  /** JSON body. Default: an OpenAI error object for non-2xx statuses. */
  readonly body?: unknown;
  /** A raw body, sent as is (for bodies that are not JSON). */
  readonly raw?: string;
  readonly headers?: Readonly<Record<string, string>>;
  /** Destroys the connection without answering (a network error). */
  readonly hangUp?: boolean;
}

export interface ReceivedRequest {
  readonly method: string;
  readonly path: string;
  readonly headers: IncomingMessage['headers'];
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly body: any;
}

export type Responder = (request: ReceivedRequest, index: number) => ScriptedReply | Promise<ScriptedReply>;

export interface OpenAITestServer {
  /** The base URL to give a client: `http://127.0.0.1:PORT/v1`. */
  readonly url: string;
  readonly requests: readonly ReceivedRequest[];
  /** Chat-completion requests received so far. */
  readonly requestCount: number;
  /** Queues replies, answered in order before the fallback. */
  enqueue(...replies: ScriptedReply[]): void;
  /** Answers requests when the queue is empty (default: a 500 saying the script ran out). */
  respondWith(responder: Responder): void;
  /** Empties the queue and the request log, and drops the fallback. */
  reset(): void;
  close(): Promise<void>;
}

/** A completion whose message calls tools: `[{ name, arguments }]`, arguments as an object or a raw string. */
export function toolCallCompletion(calls: readonly { name: string; arguments: unknown }[], extra: Record<string, unknown> = {}): ScriptedReply {
  return {
    body: {
      id: 'chatcmpl-test',
      object: 'chat.completion',
      created: 0,
      model: 'scripted',
      choices: [
        {
          index: 0,
          finish_reason: 'tool_calls',
          message: {
            role: 'assistant',
            content: null,
            tool_calls: calls.map((call, index) => ({
              id: `call_test_${index}`,
              type: 'function',
              function: { name: call.name, arguments: typeof call.arguments === 'string' ? call.arguments : JSON.stringify(call.arguments) },
            })),
            ...extra,
          },
        },
      ],
      usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 },
    },
  };
}

/** A completion whose message is text. */
export function textCompletion(text: string): ScriptedReply {
  return {
    body: {
      id: 'chatcmpl-test',
      object: 'chat.completion',
      created: 0,
      model: 'scripted',
      choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content: text } }],
    },
  };
}

/** An error reply in OpenAI's shape. */
export function errorReply(status: number, message: string, headers: Record<string, string> = {}): ScriptedReply {
  return { status, headers, body: { error: { message, type: 'test_error', code: null } } };
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Starts the server. Close it in `afterAll` (it is also unref'd, so it never keeps a test process alive).
 *
 * @example
 * const server = await startOpenAITestServer();
 * server.enqueue(textCompletion('Hello'));
 * const chat = createOpenAIChatModel({ baseURL: server.url, apiKey: 'test' });
 */
export async function startOpenAITestServer(): Promise<OpenAITestServer> {
  const queue: ScriptedReply[] = [];
  const requests: ReceivedRequest[] = [];
  let fallback: Responder | undefined;

  const send = (response: ServerResponse, reply: ScriptedReply) => {
    if (reply.hangUp) {
      response.socket?.destroy();
      return;
    }
    const status = reply.status ?? 200;
    const body =
      reply.raw ??
      JSON.stringify(reply.body ?? (status >= 400 ? { error: { message: `scripted ${status}`, type: 'test_error', code: null } } : {}));
    response.writeHead(status, { 'content-type': 'application/json', ...reply.headers });
    response.end(body);
  };

  const server = createServer(async (request, response) => {
    const text = await readBody(request);
    const path = request.url ?? '';
    if (request.method !== 'POST' || !path.endsWith('/chat/completions')) {
      send(response, errorReply(404, `no route ${request.method} ${path}`));
      return;
    }
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      send(response, errorReply(400, 'the request body is not JSON'));
      return;
    }
    const received: ReceivedRequest = { method: request.method, path, headers: request.headers, body };
    const index = requests.length;
    requests.push(received);
    const reply = queue.shift() ?? (fallback ? await fallback(received, index) : errorReply(500, 'the test script ran out of replies'));
    send(response, reply);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  server.unref();
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    get requestCount() {
      return requests.length;
    },
    enqueue(...replies) {
      queue.push(...replies);
    },
    respondWith(responder) {
      fallback = responder;
    },
    reset() {
      queue.length = 0;
      requests.length = 0;
      fallback = undefined;
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}
