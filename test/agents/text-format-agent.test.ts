/**
 * The text-format agent: tools described in the prompt, calls written as `[Name(key='value')]`
 * and read by the API-Bank parser, against the scripted server over real HTTP.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createWorld, evaluateConversation, simulateConversation } from '../../src/index.js';
import { createOpenAIChatModel, createTextFormatAgent, describeToolAsText, textFormatMessages, textToSteps } from '../../src/agents/index.js';
import { startOpenAITestServer, textCompletion, toolCallCompletion, type OpenAITestServer } from '../support/openai-server.js';
import { alarmConversation, inesToken } from '../runs/support/conversations.js';

let server: OpenAITestServer;
const tools = createWorld({ databases: {} }).tools;

beforeAll(async () => {
  server = await startOpenAITestServer();
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => server.reset());

const agent = (documentation = true) =>
  createTextFormatAgent({ chat: createOpenAIChatModel({ baseURL: server.url, apiKey: 'k' }), model: 'plain-model', mode: 'exact', documentation });

describe('textToSteps', () => {
  it('reads calls with quotes, escapes, numbers, lists and nested objects', () => {
    const steps = textToSteps(`Sure! [SendEmail(to=['a@b.com', "c@d.org"], subject='It\\'s 5', body="x", meta={'n': [1, 2.5, None]})]`, {});
    expect(steps).toEqual([
      {
        type: 'call',
        name: 'SendEmail',
        arguments: { to: ['a@b.com', 'c@d.org'], subject: "It's 5", body: 'x', meta: { n: [1, 2.5, null] } },
        metadata: expect.objectContaining({ agent: 'text-format', prose: 'Sure!' }),
      },
    ]);
  });

  it('turns several calls into several steps', () => {
    const steps = textToSteps("[AddAlarm(time='07:00:00'), FindAlarms()]", {});
    expect(steps.map((step) => (step.type === 'call' ? step.name : step.type))).toEqual(['AddAlarm', 'FindAlarms']);
  });

  it('turns a call that cannot be read into an unparseable call keeping the text and a precise error', () => {
    const [step] = textToSteps("[AddAlarm(time='07:00:00')", {});
    expect(step).toMatchObject({ type: 'call', name: 'AddAlarm', arguments: null });
    const metadata = step!.metadata as { message: string; problem: string };
    expect(metadata.message).toBe("[AddAlarm(time='07:00:00')");
    expect(metadata.problem).toMatch(/^unexpected-end: expected ',' or '\]' after call 'AddAlarm', found end of input at offset 26:\n/);
  });

  it('never evaluates what it reads', () => {
    const [step] = textToSteps("[AddAlarm(time=__import__('os').system('echo hi'))]", {});
    expect(step).toMatchObject({ type: 'call', arguments: null });
    expect((step!.metadata as { problem: string }).problem).toContain('bare word');
  });

  it('takes prose, brackets included, as the reply', () => {
    expect(textToSteps('See [1] for details.', {})).toEqual([{ type: 'reply', text: 'See [1] for details.', metadata: expect.anything() }]);
  });
});

describe('createTextFormatAgent', () => {
  it('runs the loop: a written call, its result as a user message, then the reply', async () => {
    server.enqueue(textCompletion("[AddAlarm(time='07:30:00')]"), textCompletion('Your alarm is set for 7:30.'));
    const simulated = await simulateConversation(alarmConversation(), agent(), { ids: 'tooltalk' });
    const evaluated = await evaluateConversation(simulated, { tools });
    expect(evaluated.metrics).toMatchObject({ predictions: 1, matches: 1, success: true });

    const [first, second] = server.requests.map((request) => request.body);
    expect(first.tools).toBeUndefined();
    const system: string = first.messages[0].content;
    expect(system.startsWith('You are a helpful assistant. Here is some user data:\nlocation: Lisbon\n')).toBe(true);
    expect(system).toContain('AddAlarm(time: str)');
    expect(system).toContain(tools.get('AddAlarm')!.description);
    expect(system).toContain("[ToolName(parameter='value', other_parameter=2)]");
    expect(second.messages.slice(2)).toEqual([
      { role: 'assistant', content: `[AddAlarm(time='07:30:00', session_token='${inesToken}')]` },
      { role: 'user', content: expect.stringMatching(/^API response: \{"response": \{"alarm_id": "[0-9a-f-]+"\}, "exception": null\}$/) },
    ]);
  });

  it('scores an unreadable call as a failed parse, and the run goes on', async () => {
    server.enqueue(textCompletion("[AddAlarm(time='07:30:00'"), textCompletion('Hmm.'));
    const simulated = await simulateConversation(alarmConversation(), agent(), { ids: 'tooltalk' });
    expect(simulated.turns[0]!.predictions[0]).toMatchObject({ request: { api_name: 'AddAlarm', parameters: null }, exception: 'Failed to parse API call' });
    const followUp = server.requests[1]!.body.messages.slice(2);
    expect(followUp[0]).toEqual({ role: 'assistant', content: '[AddAlarm(...)]' });
    expect(followUp[1].content).toBe('API response: {"response": null, "exception": "Failed to parse API call"}');
  });

  it('accepts native tool calls if a server sends them anyway', async () => {
    server.enqueue(toolCallCompletion([{ name: 'AddAlarm', arguments: { time: '07:30:00' } }]), textCompletion('Done.'));
    const simulated = await simulateConversation(alarmConversation(), agent(), { ids: 'tooltalk' });
    expect(simulated.turns[0]!.predictions[0]).toMatchObject({ request: { api_name: 'AddAlarm', parameters: { time: '07:30:00' } } });
  });

  it('without documentation lists signatures and types only', () => {
    const text = describeToolAsText(tools.get('SearchInbox')!, false);
    expect(text).toBe(
      "SearchInbox(query: str, match_type: 'any' | 'all', sender: str, start_date: str, end_date: str)\n" +
        "  - query (str, optional)\n  - match_type ('any' | 'all', optional)\n  - sender (str, optional)\n  - start_date (str, optional)\n  - end_date (str, optional)",
    );
  });

  it('renders calls whose arguments were not parsed without inventing them', () => {
    const messages = textFormatMessages('system', [{ role: 'api', request: { api_name: 'X', parameters: null }, response: null, exception: 'Failed to parse API call' }]);
    expect(messages[1]).toEqual({ role: 'assistant', content: '[X(...)]' });
  });
});
