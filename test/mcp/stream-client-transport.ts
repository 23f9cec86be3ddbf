import { PassThrough } from 'node:stream';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import { ReadBuffer, serializeMessage } from '@modelcontextprotocol/sdk/shared/stdio.js';
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';

/**
 * A client transport over a pair of in-process streams, so `runMcp` can be tested with the same
 * newline-delimited JSON it speaks on a real stdin/stdout, without spawning a process.
 */
export function createStreamPair(): {
  server: { stdin: PassThrough; stdout: PassThrough };
  client: Transport;
} {
  const toServer = new PassThrough();
  const fromServer = new PassThrough();
  const buffer = new ReadBuffer();
  const client: Transport = {
    async start() {
      fromServer.on('data', (chunk: Buffer) => {
        buffer.append(chunk);
        for (let message = buffer.readMessage(); message !== null; message = buffer.readMessage()) {
          client.onmessage?.(message);
        }
      });
    },
    async send(message: JSONRPCMessage) {
      toServer.write(serializeMessage(message));
    },
    async close() {
      // Ending the server's stdin is how a stdio client says goodbye.
      toServer.end();
      client.onclose?.();
    },
  };
  return { server: { stdin: toServer, stdout: fromServer }, client };
}
