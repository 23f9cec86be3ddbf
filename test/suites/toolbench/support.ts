import { existsSync } from 'node:fs';
import { request } from 'node:http';

export const sharedDir = '../shared/stabletoolbench';
export const sharedCache = `${sharedDir}/derived_cache_from_trajectories`;
export const hasShared = existsSync(sharedCache);

/** POSTs raw bytes with a socket timeout, so a test can never hang on a server. */
export function post(url: string, body: string | Buffer, options: { path?: string; method?: string; timeoutMs?: number; headers?: Record<string, string> } = {}) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const target = new URL(options.path ?? '/virtual', url);
    const req = request(
      target,
      { method: options.method ?? 'POST', headers: { 'content-type': 'application/json', ...options.headers }, timeout: options.timeoutMs ?? 5000 },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
        response.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('request timed out')));
    req.on('error', reject);
    req.end(body);
  });
}
