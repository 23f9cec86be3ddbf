/**
 * `toolworld run` end to end against a scripted OpenAI-compatible server on 127.0.0.1 (real HTTP,
 * real client): scores, retries, the cache and resuming, garbage output, the JSON and HTML reports,
 * and `toolworld report`.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import type { CommandIO } from '../../src/cli/io.js';
import { runReport } from '../../src/cli/report.js';
import { runRun, type RunDependencies } from '../../src/cli/run.js';
import type { RunResults } from '../../src/reports/index.js';
import { errorReply, startOpenAITestServer, textCompletion, toolCallCompletion, type Responder, type OpenAITestServer } from '../support/openai-server.js';
import { alarmConversation, weatherAlarmConversation, writeConversations } from './support/conversations.js';

let server: OpenAITestServer;
let dir: string;
let conversationFiles: string[];

beforeAll(async () => {
  server = await startOpenAITestServer();
  dir = mkdtempSync(join(tmpdir(), 'toolworld-run-'));
  conversationFiles = writeConversations(join(dir, 'conversations'), [alarmConversation(), weatherAlarmConversation()]);
});
afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});
beforeEach(() => server.reset());

/**
 * A model that gets the alarm conversation right and sets the wrong time in the other one:
 * calls a tool for the latest user message, then answers once it has seen the result.
 */
const halfRightModel: Responder = (request) => {
  const messages = request.body.messages as { role: string; content: string | null }[];
  if (messages.at(-1)!.role === 'tool') return textCompletion('All done.');
  const said = messages.at(-1)!.content ?? '';
  if (said.includes('weather')) return toolCallCompletion([{ name: 'CurrentWeather', arguments: { location: 'Lisbon' } }]);
  if (said.includes('7:30')) return toolCallCompletion([{ name: 'AddAlarm', arguments: { time: '07:30:00' } }]);
  if (said.includes('6:45')) return toolCallCompletion([{ name: 'AddAlarm', arguments: { time: '07:45:00' } }]);
  return textCompletion('I am not sure.');
};

function capture(interactive = false): CommandIO & { out: string[]; err: string[] } {
  const out: string[] = [];
  const err: string[] = [];
  return { out, err, interactive, stdout: (text) => out.push(text), stderr: (text) => err.push(text) };
}

const noSleep: RunDependencies = { env: {}, sleep: async () => {}, now: () => new Date('2025-06-01T12:00:00Z') };

function runArgs(name: string, extra: string[] = []): string[] {
  return ['--model', 'scripted', '--base-url', server.url, '--judge', 'exact', '--cache', join(dir, `${name}-cache`), '--out', join(dir, name), ...extra, ...conversationFiles];
}

function readResults(name: string): RunResults {
  return JSON.parse(readFileSync(join(dir, name, 'results.json'), 'utf8')) as RunResults;
}

describe('toolworld run', () => {
  it('runs k trials, retries 429 and 500, and writes results.json and report.html', async () => {
    server.enqueue(errorReply(429, 'rate limited', { 'retry-after': '1' }), errorReply(500, 'hiccup'));
    server.respondWith(halfRightModel);
    const io = capture();
    const code = await runRun(runArgs('half', ['--trials', '2', '--concurrency', '2']), io, noSleep);
    expect(code).toBe(0);

    const results = readResults('half');
    expect(results.format).toBe('toolworld-run-results');
    expect(results.config).toMatchObject({ model: 'scripted', baseURL: server.url, agent: 'openai', mode: 'all', documentation: true, trials: 2 });
    expect(results.summary.successRate).toEqual({ mean: 0.5, standardDeviation: 0, perTrial: [0.5, 0.5] });
    expect(results.summary.passHatK).toEqual([{ k: 1, value: 0.5 }, { k: 2, value: 0.5 }]);
    expect(results.summary.errorTypes).toEqual({ 'over-trigger': 0, 'bad planning': 0, 'bad call': 2 });
    expect(results.summary.toolFailures[0]).toMatchObject({ tool: 'AddAlarm', calls: 4, matched: 2, unmatched: 2, missed: 2, badActions: 2 });
    expect(results.requests).toEqual({ http: server.requestCount, cached: 0, retries: 2 });

    const [alarm, weather] = results.conversations;
    expect(alarm).toMatchObject({ name: 'SetAlarm', successes: 2 });
    expect(weather).toMatchObject({ name: 'WeatherThenAlarm', successes: 0 });
    const failedTurn = weather!.trials[0]!.turns.find((turn) => turn.failed)!;
    expect(failedTurn).toMatchObject({ turnIndex: 3, userText: 'Thanks. Wake me at 6:45 then.', errorType: 'bad call', stateMatches: false });
    expect(failedTurn.predictions[0]).toMatchObject({
      role: 'api',
      request: { api_name: 'AddAlarm', parameters: { time: '07:45:00' } },
      match: false,
      bad_action: true,
      verdicts: [{ pass: false, reasons: [expect.stringContaining('time')] }],
      metadata: { agent: 'openai', cached: false },
    });
    expect(failedTurn.groundTruth).toMatchObject([{ request: { parameters: { time: '06:45:00' } }, match: false }]);
    expect(failedTurn.stateDifferences.length).toBeGreaterThan(0);

    const page = readFileSync(join(dir, 'half', 'report.html'), 'utf8');
    expect(page).toContain('WeatherThenAlarm · trial 1 · turn 3');
    expect(page).toContain('06:45:00');
    expect(page).toContain('07:45:00');
    expect(page).not.toMatch(/<(link|img)\b|src="http|href="http/); // self-contained

    expect(io.err.filter((line) => line.startsWith('retrying'))).toHaveLength(2);
    expect(io.err.filter((line) => /^\[\d\/4\] /.test(line))).toHaveLength(4);
    expect(io.out.join('\n')).toMatch(/Success rate 0\.500 ± 0\.000 \(sd over 2 trials\); pass\^1 0\.500, pass\^2 0\.500/);
  });

  it('repeats a run from the cache without a single request', async () => {
    server.respondWith(halfRightModel);
    expect(await runRun(runArgs('repeat'), capture(), noSleep)).toBe(0);
    const sent = server.requestCount;
    expect(sent).toBeGreaterThan(0);
    expect(await runRun(runArgs('repeat'), capture(), noSleep)).toBe(0);
    expect(server.requestCount).toBe(sent);
    const again = readResults('repeat');
    expect(again.requests).toEqual({ http: 0, cached: sent, retries: 0 });
    expect(again.summary.successRate.mean).toBe(0.5);
  });

  it('resumes an interrupted run, sending only what was not answered yet', async () => {
    server.respondWith(halfRightModel);
    const controller = new AbortController();
    const io = capture();
    const stopAfterFirst: CommandIO = { ...io, stderr: (text) => (io.err.push(text), text.startsWith('[1/2]') && controller.abort()) };
    const code = await runRun(runArgs('resume'), stopAfterFirst, { ...noSleep, signal: controller.signal });
    expect(code).toBe(130);
    expect(io.err.at(-1)).toMatch(/interrupted\. Answers so far are cached .*run the same command again to resume/);
    expect(existsSync(join(dir, 'resume', 'results.json'))).toBe(false);
    const beforeResume = server.requestCount;

    expect(await runRun(runArgs('resume'), capture(), noSleep)).toBe(0);
    const resumed = readResults('resume');
    expect(resumed.requests!.cached).toBe(beforeResume);
    // Nothing answered before was asked again: together the two runs sent what one full run sends.
    expect(resumed.requests!.http + resumed.requests!.cached).toBe(server.requestCount);
    expect(resumed.summary.successRate.mean).toBe(0.5);
  });

  it('scores a model that answers garbage 0, finishes, and shows the garbage (escaped) in the report', async () => {
    let turn = 0;
    server.respondWith(() => {
      turn++;
      if (turn === 1) return textCompletion('<script>alert("owned")</script><b>no</b>');
      if (turn === 2) return toolCallCompletion([{ name: 'AddAlarm', arguments: '{"time": 0730' }]);
      if (turn === 3) return { raw: 'this is not JSON at all', headers: { 'content-type': 'application/json' } };
      if (turn === 4) return toolCallCompletion([{ name: '<img src=x onerror=alert(1)>', arguments: {} }]);
      return { body: { choices: 'nope' } };
    });
    const io = capture();
    expect(await runRun(runArgs('garbage', ['--mode', 'exact', '--no-docs']), io, noSleep)).toBe(0);
    const results = readResults('garbage');
    expect(results.summary.successRate.mean).toBe(0);
    expect(results.summary.totals.matches).toBe(0);
    expect(results.config).toMatchObject({ mode: 'exact', documentation: false });

    const predictions = results.conversations.flatMap((conversation) => conversation.trials[0]!.turns.flatMap((each) => each.predictions));
    expect(predictions).toContainEqual(expect.objectContaining({ role: 'assistant', text: '<script>alert("owned")</script><b>no</b>' }));
    expect(predictions).toContainEqual(expect.objectContaining({ role: 'api', request: { api_name: 'AddAlarm', parameters: null }, exception: 'Failed to parse API call' }));
    const turnErrors = results.conversations.flatMap((conversation) => conversation.trials[0]!.turns.flatMap((each) => (each.error ? [each.error] : [])));
    expect(turnErrors.length).toBeGreaterThan(0);

    const page = readFileSync(join(dir, 'garbage', 'report.html'), 'utf8');
    expect(page).not.toContain('<script>alert');
    expect(page).not.toContain('<img src=x');
    expect(page).toContain('&#60;script&#62;alert(&#34;owned&#34;)&#60;/script&#62;');
    expect(page).toContain('Failed to parse API call');
    expect(page).toContain('{&#34;time&#34;: 0730'); // the raw arguments the model sent
    // Exactly one script element: the report's own.
    expect(page.match(/<script\b/g)).toHaveLength(1);
  });

  it('stops at once, with a clear message, when the server refuses the key', async () => {
    server.respondWith(() => errorReply(401, 'Incorrect API key provided'));
    const io = capture();
    const code = await main(['run', ...runArgs('refused'), '--api-key-env', 'TEST_KEY_SET'], io).catch((error: unknown) => error);
    // main reads process.env; the variable is missing, so this is a usage error first.
    expect(code).toBe(2);
    expect(io.err[0]).toMatch(/TEST_KEY_SET \(from --api-key-env\) is not set/);

    const refused = capture();
    await expect(runRun(runArgs('refused', ['--api-key-env', 'KEY']), refused, { ...noSleep, env: { KEY: 'wrong' } })).rejects.toThrow(
      /401 Incorrect API key provided .*check --base-url, --model and the API key \(KEY\)/,
    );
    expect(server.requestCount).toBe(1);
    expect(server.requests[0]!.headers.authorization).toBe('Bearer wrong');
  });

  it('explains bad options', async () => {
    await expect(runRun(['--base-url', server.url], capture(), noSleep)).rejects.toThrow(/--model is required/);
    await expect(runRun(['--model', 'm', '--mode', 'some'], capture(), noSleep)).rejects.toThrow(/unknown --mode 'some'; modes: exact, suite, all/);
    await expect(runRun(['--model', 'm'], capture(), noSleep)).rejects.toThrow(/set OPENAI_API_KEY/);
    await expect(runRun(['--model', 'm', '--base-url', server.url, '--trials', '0'], capture(), noSleep)).rejects.toThrow(/--trials takes a whole number >= 1/);
  });

  it('runs the text-format agent too', async () => {
    server.respondWith((request) => {
      const messages = request.body.messages as { role: string; content: string }[];
      const last = messages.at(-1)!.content;
      if (last.startsWith('API response:')) return textCompletion('Done.');
      return textCompletion(last.includes('7:30') ? "[AddAlarm(time='07:30:00')]" : "I'll check. [CurrentWeather(location='Lisbon')]");
    });
    expect(await runRun(runArgs('text', ['--agent', 'text']), capture(), noSleep)).toBe(0);
    const results = readResults('text');
    expect(results.config.agent).toBe('text-format');
    expect(results.conversations[0]).toMatchObject({ name: 'SetAlarm', successes: 1 });
    expect(server.requests.every((request) => request.body.tools === undefined)).toBe(true);
  });
});

describe('toolworld report', () => {
  it('re-renders report.html from results.json', async () => {
    server.respondWith(halfRightModel);
    expect(await runRun(runArgs('rerender'), capture(), noSleep)).toBe(0);
    const original = readFileSync(join(dir, 'rerender', 'report.html'), 'utf8');
    rmSync(join(dir, 'rerender', 'report.html'));
    const io = capture();
    expect(await runReport([join(dir, 'rerender', 'results.json')], io)).toBe(0);
    expect(readFileSync(join(dir, 'rerender', 'report.html'), 'utf8')).toBe(original);
    expect(io.out.join('\n')).toMatch(/scripted: success rate 0\.500 over 2 conversations × 1 trials; 1 failed turns\.\nWrote .*report\.html/);
  });

  it('refuses a file that is not a results file', async () => {
    await expect(runReport([conversationFiles[0]!], capture())).rejects.toThrow(/not a toolworld results file/);
  });
});
