/** runModel with an in-process model: ordering, concurrency, conversations that cannot run, progress output. */
import { describe, expect, it } from 'vitest';
import { createOpenAIAgent, type ChatModel } from '../../src/agents/index.js';
import { buildRunResults, renderHtmlReport } from '../../src/reports/index.js';
import { createProgressReporter, runModel, type RunProgress } from '../../src/runs/index.js';
import { parseConversation } from '../../src/index.js';
import { alarmConversation, weatherAlarmConversation } from './support/conversations.js';

/** Calls AddAlarm at 07:30 once per turn, then replies; slower for some conversations. */
const alarmModel: ChatModel = async (request) => {
  const last = request.messages.at(-1)!;
  await new Promise((resolve) => setTimeout(resolve, request.messages.length % 3));
  const message =
    last.role === 'tool'
      ? { role: 'assistant', content: 'Done.' }
      : { role: 'assistant', content: null, tool_calls: [{ id: 'c', type: 'function', function: { name: 'AddAlarm', arguments: '{"time": "07:30:00"}' } }] };
  return { completion: { choices: [{ message }] } };
};

const config = { model: 'm', agent: 'openai', mode: 'all', documentation: true, trials: 3, concurrency: 4, maxCallsPerTurn: 25, judge: 'exact', paths: [] };

describe('runModel', () => {
  it('returns results in conversation and trial order whatever the concurrency', async () => {
    const loaded = [alarmConversation(), weatherAlarmConversation()].map((conversation) => ({ file: `${conversation.name}.json`, conversation }));
    const progress: RunProgress[] = [];
    const trialsSeen: number[] = [];
    const run = await runModel(loaded, {
      createAgent: ({ trial }) => {
        trialsSeen.push(trial);
        return createOpenAIAgent({ chat: alarmModel, model: 'm' });
      },
      trials: 3,
      concurrency: 4,
      ids: 'tooltalk',
      onProgress: (event) => progress.push(event),
    });
    expect(run.conversations.map((conversation) => [conversation.name, conversation.trials.map((trial) => trial.trial)])).toEqual([
      ['SetAlarm', [0, 1, 2]],
      ['WeatherThenAlarm', [0, 1, 2]],
    ]);
    expect(run.conversations.map((conversation) => conversation.trials.map((trial) => trial.evaluation!.metrics.success))).toEqual([
      [true, true, true],
      [false, false, false],
    ]);
    expect(trialsSeen.sort()).toEqual([0, 0, 1, 1, 2, 2]);
    expect(progress.map((event) => event.done)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(progress.every((event) => event.total === 6)).toBe(true);
  });

  it('records a conversation that cannot run, and goes on with the others', async () => {
    const broken = parseConversation({ ...alarmConversation(), name: 'Ghost', user: { ...alarmConversation().user, username: 'nobody_here' } });
    const loaded = [
      { file: 'Ghost.json', conversation: broken },
      { file: 'SetAlarm.json', conversation: alarmConversation() },
    ];
    const run = await runModel(loaded, { createAgent: () => createOpenAIAgent({ chat: alarmModel, model: 'm' }), ids: 'tooltalk' });
    expect(run.conversations[0]!.trials[0]).toEqual({ trial: 0, evaluation: null, error: expect.stringContaining("'nobody_here' is seeded but has no account") });
    expect(run.conversations[1]!.trials[0]!.evaluation!.metrics.success).toBe(true);

    const results = buildRunResults(run, { config: { ...config, trials: 1 } });
    expect(results.summary).toMatchObject({ unrunnable: 1, successRate: { mean: 0.5 } });
    expect(results.conversations[0]!.trials[0]).toMatchObject({ success: false, metrics: null, turns: [] });
    expect(renderHtmlReport(results)).toContain('could not run');
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    controller.abort(new Error('stop'));
    const loaded = [{ file: 'a.json', conversation: alarmConversation() }];
    await expect(runModel(loaded, { createAgent: () => createOpenAIAgent({ chat: alarmModel, model: 'm' }), signal: controller.signal })).rejects.toThrow('stop');
  });
});

describe('createProgressReporter', () => {
  const event = (done: number, success: boolean): RunProgress => ({
    done,
    total: 4,
    name: `conversation-${done}`,
    trial: 0,
    result: { trial: 0, evaluation: { name: 'x', turns: [], stateMatches: true, metrics: { success, precision: 1, recall: success ? 1 : 0, bad_actions: 0 } } as never },
  });

  it('prints plain lines outside a terminal', () => {
    const lines: string[] = [];
    const report = createProgressReporter({ write: (line) => lines.push(line), interactive: false });
    report(event(1, true));
    report(event(2, false));
    expect(lines).toEqual([
      '[1/4] conversation-1 (trial 1): success (precision 1.000, recall 1.000)',
      '[2/4] conversation-2 (trial 1): failure (precision 1.000, recall 0.000)',
    ]);
  });

  it('redraws one bar in place on a terminal', () => {
    const lines: string[] = [];
    const report = createProgressReporter({ write: (line) => lines.push(line), interactive: true, width: 8 });
    report(event(1, true));
    report(event(2, true));
    expect(lines).toEqual([
      '[##......] 1/4 25% | 1 succeeded | conversation-1 (trial 1)',
      '\x1b[1A\x1b[2K[####....] 2/4 50% | 2 succeeded | conversation-2 (trial 1)',
    ]);
  });
});
