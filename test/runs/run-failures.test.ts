/**
 * `toolworld run` under faults a user meets: a server that is not there, another server behind the
 * same model name, output and cache folders that cannot be written, input folders that cannot be
 * read, conversations written for other databases, a kill during the final writes, and the
 * temporaries killed runs leave. Everything that can be checked is checked before any request.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { main } from '../../src/cli/main.js';
import type { CommandIO } from '../../src/cli/io.js';
import { runRun, type RunDependencies } from '../../src/cli/run.js';
import { runReplay } from '../../src/cli/replay.js';
import { buildRunResults, type RunResults } from '../../src/reports/index.js';
import { writeRunReports } from '../../src/reports/files.js';
import { startOpenAITestServer, textCompletion, toolCallCompletion, type OpenAITestServer, type Responder } from '../support/openai-server.js';
import { alarmConversation, writeConversations } from './support/conversations.js';

// A folder that may not be listed, as for a user without the permission. Tests run as root in CI,
// where chmod would not stop anything, so the refusal is made where the loader reads folders.
vi.mock('node:fs', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:fs')>();
  const readdirSync = ((path: Parameters<typeof actual.readdirSync>[0], ...rest: unknown[]) => {
    if (String(path).endsWith('locked')) {
      throw Object.assign(new Error(`EACCES: permission denied, scandir '${String(path)}'`), { code: 'EACCES', syscall: 'scandir' });
    }
    return (actual.readdirSync as (...args: unknown[]) => unknown)(path, ...rest);
  }) as typeof actual.readdirSync;
  return { ...actual, readdirSync, default: { ...actual, readdirSync } };
});

// A kill between the final renames, played by a rename that fails once when asked to.
const renames = vi.hoisted(() => ({ failOn: undefined as string | undefined }));
vi.mock('node:fs/promises', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:fs/promises')>();
  const rename: typeof actual.rename = async (from, to) => {
    if (renames.failOn !== undefined && String(to).endsWith(renames.failOn)) {
      renames.failOn = undefined;
      throw Object.assign(new Error('killed'), { code: 'EINTR' });
    }
    return actual.rename(from, to);
  };
  return { ...actual, rename, default: { ...actual, rename } };
});

let server: OpenAITestServer;
let dir: string;
let conversationFiles: string[];

beforeAll(async () => {
  server = await startOpenAITestServer();
  dir = mkdtempSync(join(tmpdir(), 'toolworld-run-failures-'));
  conversationFiles = writeConversations(join(dir, 'conversations'), [alarmConversation()]);
});
afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});
beforeEach(() => server.reset());

const rightModel: Responder = (request) => {
  const messages = request.body.messages as { role: string }[];
  return messages.at(-1)!.role === 'tool' ? textCompletion('Done.') : toolCallCompletion([{ name: 'AddAlarm', arguments: { time: '07:30:00' } }]);
};

function capture(): CommandIO & { out: string[]; err: string[] } {
  const out: string[] = [];
  const err: string[] = [];
  return { out, err, interactive: false, stdout: (text) => out.push(text), stderr: (text) => err.push(text) };
}

const quiet: RunDependencies = { env: {}, sleep: async () => {}, now: () => new Date('2025-06-01T12:00:00Z') };

function args(name: string, extra: string[] = [], url = server.url): string[] {
  return ['--model', 'scripted', '--base-url', url, '--judge', 'exact', '--cache', join(dir, `${name}-cache`), '--out', join(dir, name), ...extra, ...conversationFiles];
}

async function closedPortURL(): Promise<string> {
  const { createServer } = await import('node:net');
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return `http://127.0.0.1:${port}/v1`;
}

describe('a server that is not there', () => {
  it('stops on the first request, exits non-zero and names the URL and the refusal', async () => {
    const url = await closedPortURL();
    const io = capture();
    const error = await runRun(args('closed', [], url), io, quiet).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ name: 'ToolworldError' });
    expect((error as Error).message).toContain(`cannot reach the model server at ${url}`);
    expect((error as Error).message).toMatch(/connection was refused.*ECONNREFUSED; check that the server is running and that its URL is right$/);
    expect(io.err.filter((line) => line.startsWith('retrying'))).toEqual([]);
    expect(existsSync(join(dir, 'closed', 'results.json'))).toBe(false);
  });

  it('exits 1 through main with one line, not a stack trace', async () => {
    const url = await closedPortURL();
    const io = capture();
    expect(await main(['run', ...args('closed-main', [], url)], io)).toBe(1);
    expect(io.err.join('\n')).toMatch(new RegExp(`^toolworld run: cannot reach the model server at ${url.replace(/[.]/g, '\\.')}`, 'm'));
    expect(io.err.join('\n')).not.toMatch(/\n\s+at /);
  });
});

describe('the cache and the server', () => {
  it('never answers a run against another server with the same model name', async () => {
    server.respondWith(rightModel);
    expect(await runRun(args('first-server', ['--cache', join(dir, 'shared-cache')]), capture(), quiet)).toBe(0);
    const other = await startOpenAITestServer();
    try {
      other.respondWith(rightModel);
      expect(await runRun(args('other-server', ['--cache', join(dir, 'shared-cache')], other.url), capture(), quiet)).toBe(0);
      expect(other.requestCount).toBeGreaterThan(0);
      const results = JSON.parse(readFileSync(join(dir, 'other-server', 'results.json'), 'utf8')) as RunResults;
      expect(results.requests).toMatchObject({ cached: 0, http: other.requestCount });
    } finally {
      await other.close();
    }
  });
});

describe('paths are checked before any request', () => {
  it('refuses an --out it cannot write, naming it, with no request sent', async () => {
    const blocker = join(dir, 'a-file');
    writeFileSync(blocker, 'in the way');
    server.respondWith(rightModel);
    const out = join(blocker, 'report');
    await expect(runRun(args('unused', ['--out', out]), capture(), quiet)).rejects.toThrow(
      new RegExp(`${out.replace(/[.]/g, '\\.')}: cannot write to --out .*a file is in the way`),
    );
    expect(server.requestCount).toBe(0);
  });

  it('refuses a --cache it cannot write, pointing at --no-cache, with no request sent', async () => {
    const blocker = join(dir, 'another-file');
    writeFileSync(blocker, 'in the way');
    server.respondWith(rightModel);
    const error = await runRun(args('uncached', ['--cache', join(blocker, 'cache')]), capture(), quiet).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'unwritable-path', message: expect.stringMatching(/cannot write to --cache .*--no-cache/) });
    expect(server.requestCount).toBe(0);
    const io = capture();
    expect(await main(['run', ...args('uncached', ['--cache', join(blocker, 'cache')])], io)).toBe(1);
    expect(io.err).toEqual([expect.stringMatching(/^toolworld run: .*cannot write to --cache/)]);
  });

  it('explains an input folder it may not read, with no request sent', async () => {
    const locked = join(dir, 'locked');
    mkdirSync(locked, { recursive: true });
    server.respondWith(rightModel);
    const error = await runRun(['--model', 'm', '--base-url', server.url, '--out', join(dir, 'never'), locked], capture(), quiet).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ name: 'ToolworldError', code: 'unreadable-file' });
    expect((error as Error).message).toBe(`${locked}: cannot read the conversations: permission denied (EACCES); check the path and its permissions`);
    expect(server.requestCount).toBe(0);
  });

  it("names the file and --databases when a conversation's user is not in the bundled world", async () => {
    const foreign = JSON.parse(readFileSync(conversationFiles[0]!, 'utf8'));
    foreign.user.username = 'justinkool';
    const file = join(dir, 'foreign', 'foreign.json');
    mkdirSync(join(dir, 'foreign'), { recursive: true });
    writeFileSync(file, JSON.stringify(foreign));
    const expected = new RegExp(`^${file.replace(/[.]/g, '\\.')}: the conversation starts with user 'justinkool' logged in, but it is not in toolworld's bundled world: give the databases it was written for with --databases DIR`);
    await expect(runRun(['--model', 'm', '--base-url', server.url, '--out', join(dir, 'never'), file], capture(), quiet)).rejects.toThrow(expected);
    await expect(runReplay([file], capture())).rejects.toThrow(expected);
    expect(server.requestCount).toBe(0);
  });
});

describe('output files', () => {
  it('never leaves a new results.json beside an old report.html, and removes stale temporaries', async () => {
    server.respondWith(rightModel);
    const out = join(dir, 'pair');
    expect(await runRun(args('pair'), capture(), quiet)).toBe(0);
    const before = JSON.parse(readFileSync(join(out, 'results.json'), 'utf8')) as RunResults;
    // What a run killed during its writes left: a temporary of a process that is gone.
    writeFileSync(join(out, 'results.json.99999999.0.tmp'), '{"half');
    writeFileSync(join(dir, 'pair-cache', 'stale.json.99999999.3.tmp'), '{"half');

    const changed = buildRunResults({ trials: 1, conversations: [] }, { config: { ...before.config, model: 'changed' } });
    renames.failOn = 'report.html'; // killed after results.json is in place, before report.html is
    await expect(writeRunReports(out, changed)).rejects.toThrow(/cannot write the results/);
    const files = readdirSync(out).sort();
    expect(files).toEqual(['results.json']); // the old page is gone with the old results; no temporaries
    expect((JSON.parse(readFileSync(join(out, 'results.json'), 'utf8')) as RunResults).config.model).toBe('changed');

    expect(await runRun(args('pair'), capture(), quiet)).toBe(0);
    expect(readdirSync(out).sort()).toEqual(['report.html', 'results.json']);
    expect(readdirSync(join(dir, 'pair-cache')).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });
});
