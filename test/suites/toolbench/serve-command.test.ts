import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { main } from '../../../src/cli/main.js';
import { runServe } from '../../../src/cli/serve.js';
import { hasShared, post, sharedCache, sharedDir } from './support.js';

const capture = () => {
  const out: string[] = [];
  const err: string[] = [];
  return { io: { stdout: (text: string) => out.push(text), stderr: (text: string) => err.push(text) }, out, err };
};

const songkick = JSON.stringify({ category: 'Data', tool_name: 'theclique', api_name: 'songkick_artist', tool_input: '{"artist_id": "28003"}', strip: '', toolbench_key: '' });

describe.skipIf(!hasShared)('toolworld serve', () => {
  it('prints its URL, answers from the cache, and stops on its signal', async () => {
    const { io, out, err } = capture();
    const controller = new AbortController();
    let url = '';
    const listening = new Promise<void>((resolve) => {
      void runServe(['--toolbench-cache', sharedCache, '--port', '0'], io, {
        signal: controller.signal,
        onListening: (address) => {
          url = address;
          resolve();
        },
      }).then((code) => expect(code).toBe(0));
    });
    await listening;
    expect(out).toEqual([url]);
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const answer = await post(url, songkick);
    expect(answer.body).toBe('{"error":"","response":{"on_tour":"no"}}');
    controller.abort();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(err.at(-1)).toMatch(/stopped; answers: cache 1/);
  });

  it('simulates misses offline with the query records as docs', async () => {
    const { io } = capture();
    const controller = new AbortController();
    const url = await new Promise<string>((resolve) => {
      void runServe(
        ['--toolbench-cache', sharedCache, '--toolbench-queries', `${sharedDir}/solvable_queries_example/test_instruction/G1_instruction.json`, '--simulator', 'offline', '--port', '0'],
        io,
        { signal: controller.signal, onListening: resolve },
      );
    });
    const miss = JSON.stringify({ category: 'Data', tool_name: 'theclique', api_name: 'songkick_concert', tool_input: '{"id_conc": 1}', strip: '', toolbench_key: '' });
    const first = await post(url, miss);
    const second = await post(url, miss);
    controller.abort();
    expect(first.body).toBe(second.body);
    expect(JSON.parse(first.body).response).toHaveProperty('line_up');
  });

  it('refuses bad options with a usage error', async () => {
    const { io, err } = capture();
    expect(await main(['serve', '--port', '70000', '--toolbench-cache', sharedCache], io)).toBe(2);
    expect(await main(['serve'], io)).toBe(2);
    expect(await main(['serve', '--simulator', 'llm', '--toolbench-cache', sharedCache], io)).toBe(2);
    expect(await main(['serve', '--simulator', 'magic', '--toolbench-cache', sharedCache], io)).toBe(2);
    expect(err.join('\n')).toMatch(/--port takes a whole number from 0 to 65535/);
    expect(err.join('\n')).toMatch(/--simulator llm needs --simulator-model/);
  });

  it.skipIf(!existsSync('dist/cli/main.js'))('runs as a program: `toolworld serve --toolbench-cache ... --port 0` prints the URL first', async () => {
    const child = spawn(process.execPath, ['dist/cli/main.js', 'serve', '--toolbench-cache', sharedCache, '--port', '0'], { stdio: ['ignore', 'pipe', 'pipe'] });
    try {
      const url = await new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no URL within 10 s')), 10_000);
        child.stdout.once('data', (chunk: Buffer) => {
          clearTimeout(timer);
          resolve(chunk.toString().trim());
        });
        child.once('exit', (code) => reject(new Error(`exited with ${code}`)));
      });
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect((await post(url, songkick)).body).toBe('{"error":"","response":{"on_tour":"no"}}');
    } finally {
      child.kill('SIGTERM');
    }
  });
});
