// `POST /virtual` over HTTP (spec §2.1), with node:http and no framework. Bodies are bounded,
// slow clients time out, and every bad request gets an answer; errors mimic FastAPI's shapes
// (422 with `detail`) so existing clients see what they saw from StableToolBench's server.

import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fastApiJson } from './python-json/format.js';
import { parsePythonJson, type PyJson } from './python-json/parse.js';
import type { VirtualAnswer, VirtualApi, VirtualRequest } from './virtual-api.js';

export interface VirtualApiServerOptions {
  /** Largest accepted body; larger ones get 413. Default 1 MiB. */
  readonly maximumBodyBytes?: number;
  /** A request (headers and body) must arrive within this time. Default 30 s. */
  readonly requestTimeoutMs?: number;
  /** Called after each answered request (logging, counting). */
  readonly onAnswer?: (request: VirtualRequest, answer: VirtualAnswer) => void;
}

// Upstream also requires `strip` and `toolbench_key`, which its virtual server ignores; we accept
// requests without them (clients that send them are unaffected).
const fields = ['category', 'tool_name', 'api_name', 'tool_input', 'strip', 'toolbench_key'] as const;
const optionalFields = new Set<string>(['strip', 'toolbench_key']);

function send(response: ServerResponse, status: number, body: string, close = false): void {
  response.writeHead(status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(body),
    ...(close && { connection: 'close' }),
  });
  response.end(body);
}

const detail = (message: string) => JSON.stringify({ detail: message });

/** FastAPI-style 422 for a body that is not a valid request (§2.7: missing fields). */
function validate(body: PyJson): VirtualRequest | string {
  if (!(body instanceof Map)) {
    return JSON.stringify({ detail: [{ type: 'model_attributes_type', loc: ['body'], msg: 'Input should be a valid dictionary' }] });
  }
  const problems: object[] = [];
  for (const field of fields) {
    const value = body.get(field);
    if (value === undefined && optionalFields.has(field)) continue;
    if (value === undefined) problems.push({ type: 'missing', loc: ['body', field], msg: 'Field required' });
    else if (field === 'tool_input') {
      if (typeof value !== 'string' && !(value instanceof Map)) {
        problems.push({ type: 'union_type', loc: ['body', field], msg: 'Input should be a valid string or a valid dictionary' });
      }
    } else if (typeof value !== 'string') problems.push({ type: 'string_type', loc: ['body', field], msg: 'Input should be a valid string' });
  }
  if (problems.length > 0) return JSON.stringify({ detail: problems });
  return {
    category: body.get('category') as string,
    tool_name: body.get('tool_name') as string,
    api_name: body.get('api_name') as string,
    tool_input: body.get('tool_input') as string | PyJson,
    strip: (body.get('strip') as string | undefined) ?? '',
    toolbench_key: (body.get('toolbench_key') as string | undefined) ?? '',
  };
}

/**
 * An HTTP server answering `POST /virtual` from a virtual API. It is not listening yet; see
 * `listenVirtualApi` for the usual start.
 *
 * @example
 * const server = createVirtualApiServer(createVirtualApi({ cache }));
 * server.listen(0, '127.0.0.1');
 */
export function createVirtualApiServer(api: VirtualApi, options: VirtualApiServerOptions = {}): Server {
  const maximumBodyBytes = options.maximumBodyBytes ?? 1024 * 1024;
  const requestTimeout = options.requestTimeoutMs ?? 30_000;
  const timeouts = {
    requestTimeout,
    headersTimeout: Math.min(requestTimeout, 10_000),
    // Node checks the timeouts above on this interval (30 s by default), which would let a short
    // timeout run long.
    connectionsCheckingInterval: Math.max(50, Math.min(1000, Math.floor(requestTimeout / 4))),
  };
  const server = createServer(timeouts, (request: IncomingMessage, response: ServerResponse) => {
    const path = (request.url ?? '').split('?')[0];
    if (path !== '/virtual') {
      request.resume();
      send(response, 404, detail('Not Found'));
      return;
    }
    if (request.method !== 'POST') {
      request.resume();
      send(response, 405, detail('Method Not Allowed'));
      return;
    }
    const declared = Number(request.headers['content-length'] ?? 0);
    if (declared > maximumBodyBytes) {
      send(response, 413, detail(`Request body larger than ${maximumBodyBytes} bytes`), true);
      request.destroy();
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let refused = false;
    request.on('data', (chunk: Buffer) => {
      if (refused) return;
      size += chunk.length;
      if (size > maximumBodyBytes) {
        refused = true;
        send(response, 413, detail(`Request body larger than ${maximumBodyBytes} bytes`), true);
        request.destroy();
        return;
      }
      chunks.push(chunk);
    });
    request.on('error', () => response.destroy());
    request.on('end', () => {
      if (refused) return;
      void respond(Buffer.concat(chunks), response);
    });
  });

  const respond = async (raw: Buffer, response: ServerResponse): Promise<void> => {
    let body: PyJson;
    try {
      body = parsePythonJson(new TextDecoder('utf-8', { fatal: true }).decode(raw));
    } catch (error) {
      send(response, 422, JSON.stringify({ detail: [{ type: 'json_invalid', loc: ['body'], msg: `JSON decode error: ${(error as Error).message}` }] }));
      return;
    }
    const request = validate(body);
    if (typeof request === 'string') {
      send(response, 422, request);
      return;
    }
    try {
      const answer = await api.answer(request);
      send(response, 200, fastApiJson(answer.body));
      options.onAnswer?.(request, answer);
    } catch (error) {
      send(response, 500, fastApiJson(new Map([['error', `internal error: ${(error as Error).message}`], ['response', '']])));
    }
  };

  return server;
}

/** A running server: its base URL (`http://127.0.0.1:PORT`) and how to stop it. */
export interface RunningVirtualApi {
  readonly url: string;
  readonly port: number;
  readonly server: Server;
  close(): Promise<void>;
}

/**
 * Starts a virtual API server; port 0 picks a free port.
 *
 * @example
 * const running = await listenVirtualApi(api, { port: 0 });
 * await fetch(`${running.url}/virtual`, { method: 'POST', body: JSON.stringify(request) });
 * await running.close();
 */
export async function listenVirtualApi(
  api: VirtualApi,
  options: VirtualApiServerOptions & { readonly port?: number; readonly host?: string } = {},
): Promise<RunningVirtualApi> {
  const server = createVirtualApiServer(api, options);
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const shownHost = host.includes(':') ? `[${host}]` : host;
  return {
    url: `http://${shownHost}:${port}`,
    port,
    server,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
