/**
 * The HTML report: a failed turn shows the expected calls next to the model's with the difference,
 * model text is escaped, the markup is balanced, and (when Chromium is installed) a real browser
 * renders the failing turn.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { ChatModel } from '../../src/agents/index.js';
import { createOpenAIAgent } from '../../src/agents/index.js';
import { buildRunResults, renderHtmlReport, writeRunReports, type RunResults } from '../../src/reports/index.js';
import { runModel } from '../../src/runs/index.js';
import { alarmConversation, weatherAlarmConversation } from './support/conversations.js';

const dir = mkdtempSync(join(tmpdir(), 'toolworld-report-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** An in-process model: right about the weather, wrong about the alarm time, and rude in text. */
const model: ChatModel = async (request) => {
  const last = request.messages.at(-1)!;
  const message =
    last.role === 'tool'
      ? { role: 'assistant', content: 'Done </pre></article><script>alert("x")</script>' }
      : last.role === 'user' && last.content.includes('weather')
        ? { role: 'assistant', content: null, tool_calls: [{ id: 'a', type: 'function', function: { name: 'CurrentWeather', arguments: '{"location": "Lisbon"}' } }] }
        : { role: 'assistant', content: null, tool_calls: [{ id: 'b', type: 'function', function: { name: 'AddAlarm', arguments: '{"time": "08:00:00"}' } }] };
  return { completion: { choices: [{ message, finish_reason: 'stop' }] } };
};

async function results(): Promise<RunResults> {
  const loaded = [
    { file: 'SetAlarm.json', conversation: alarmConversation() },
    { file: 'WeatherThenAlarm.json', conversation: weatherAlarmConversation() },
  ];
  const run = await runModel(loaded, { createAgent: () => createOpenAIAgent({ chat: model, model: 'in-process' }), ids: 'tooltalk', trials: 2 });
  return buildRunResults(run, {
    config: { model: 'in-process <b>', agent: 'openai', mode: 'all', documentation: true, trials: 2, concurrency: 1, maxCallsPerTurn: 25, judge: 'exact', paths: [] },
  });
}

const voidElements = new Set(['meta', 'input', 'br', 'hr', 'img', 'link', 'line', 'rect', 'path', 'circle']);

/** Checks that every element is closed in order (enough to catch markup broken by unescaped text). */
function unbalancedTags(page: string): string[] {
  const body = page.replace(/<script>[\s\S]*?<\/script>/g, '').replace(/<style>[\s\S]*?<\/style>/g, '');
  const stack: string[] = [];
  const problems: string[] = [];
  for (const match of body.matchAll(/<(\/?)([a-zA-Z][a-zA-Z0-9]*)\b[^>]*?(\/?)>/g)) {
    const [, closing, rawName, selfClosing] = match;
    const name = rawName!.toLowerCase();
    if (name === 'html' && !closing && stack.length === 0 && match.index === body.indexOf('<html')) {
      stack.push(name);
      continue;
    }
    if (selfClosing || voidElements.has(name)) continue;
    if (!closing) stack.push(name);
    else if (stack.at(-1) === name) stack.pop();
    else problems.push(`</${name}> closes <${stack.at(-1)}> at ${match.index}`);
  }
  return [...problems, ...stack.map((name) => `<${name}> is never closed`)];
}

function article(page: string, id: string): string {
  const start = page.indexOf(`<article class="turn" id="${id}"`);
  expect(start, `article ${id} in the report`).toBeGreaterThan(-1);
  return page.slice(start, page.indexOf('</article>', start));
}

describe('renderHtmlReport', () => {
  it('shows each failed turn: user text, expected call, actual call, the differing argument and why', async () => {
    const page = renderHtmlReport(await results());
    const turn = article(page, 'turn-1-0-3'); // WeatherThenAlarm, trial 1, turn 3
    expect(turn).toContain('WeatherThenAlarm · trial 1 · turn 3');
    expect(turn).toContain('Thanks. Wake me at 6:45 then.');
    expect(turn).toContain('AddAlarm: the call does not match');
    expect(turn).toMatch(/<tr class="different"><td>time<\/td><td class="expected">&#34;06:45:00&#34;<\/td><td class="actual">&#34;08:00:00&#34;<\/td>/);
    expect(turn).toContain('bad call');
    expect(turn).toContain('world state differs');
    expect(page).toContain('href="#turn-1-0-3"'); // linked from the conversation table
    // The turn that went right is not listed as failed.
    expect(page).not.toContain('id="turn-1-0-1"');
  });

  it('escapes model and dataset text, so the markup stays whole', async () => {
    const page = renderHtmlReport(await results());
    expect(page).toContain('Done &#60;/pre&#62;&#60;/article&#62;&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62;');
    expect(page).toContain('<title>toolworld run: in-process &#60;b&#62;</title>');
    expect(page.match(/<script\b/g)).toHaveLength(1);
    expect(unbalancedTags(page)).toEqual([]);
  });

  it('draws charts as inline SVG and holds no external reference', async () => {
    const page = renderHtmlReport(await results());
    expect(page.match(/<svg\b/g)!.length).toBeGreaterThanOrEqual(3);
    expect(page).toContain('Failures per tool');
    expect(page).toContain('pass^k');
    expect(page).not.toMatch(/(src|href)="(https?:)?\/\//);
  });

  it.skipIf(!existsSync('/usr/bin/chromium'))('renders the failing turn in headless Chromium', async () => {
    const { html } = await writeRunReports(join(dir, 'chromium'), await results());
    const dom = execFileSync(
      '/usr/bin/chromium',
      [
        '--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
        '--disable-sync', '--no-first-run', `--user-data-dir=${mkdtempSync(join(dir, 'profile-'))}`, '--dump-dom', `file://${html}`,
      ],
      { encoding: 'utf8', timeout: 60_000, stdio: ['ignore', 'pipe', 'ignore'] },
    );
    const turn = article(dom, 'turn-1-0-3');
    expect(turn).toContain('WeatherThenAlarm · trial 1 · turn 3');
    expect(turn).toContain('AddAlarm: the call does not match');
    // The model's script stayed text: the DOM has only the report's own script element.
    expect(dom.match(/<script\b/g)).toHaveLength(1);
  }, 90_000);
});
