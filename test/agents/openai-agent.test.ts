/**
 * The OpenAI-compatible agent against a scripted server over real HTTP, through the real `openai`
 * client: tool-call loops, what the prompt holds, and malformed model output.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createWorld, evaluateConversation, simulateConversation } from '../../src/index.js';
import { createOpenAIAgent, createOpenAIChatModel, openAIMessages, openAITools, toolsForConversation, systemPrompt } from '../../src/agents/index.js';
import { startOpenAITestServer, textCompletion, toolCallCompletion, type OpenAITestServer } from '../support/openai-server.js';
import { alarmConversation, inesToken, weatherAlarmConversation } from '../runs/support/conversations.js';

let server: OpenAITestServer;
const tools = createWorld({ databases: {} }).tools;

beforeAll(async () => {
  server = await startOpenAITestServer();
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => server.reset());

function agent(options: { mode?: 'exact' | 'suite' | 'all'; documentation?: boolean } = {}) {
  return createOpenAIAgent({ chat: createOpenAIChatModel({ baseURL: server.url, apiKey: 'test-key' }), model: 'scripted-model', ...options });
}

describe('createOpenAIAgent: the tool-call loop', () => {
  it('calls a tool, sees its result as a tool message, then replies', async () => {
    server.enqueue(toolCallCompletion([{ name: 'AddAlarm', arguments: { time: '07:30:00' } }]), textCompletion('Your alarm is set.'));
    const simulated = await simulateConversation(alarmConversation(), agent(), { ids: 'tooltalk' });
    const evaluated = await evaluateConversation(simulated, { tools });

    expect(evaluated.metrics).toMatchObject({ predictions: 1, matches: 1, success: true });
    const predictions = simulated.turns[0]!.predictions;
    expect(predictions.map((p) => p.role)).toEqual(['api', 'assistant']);
    expect(predictions[1]).toMatchObject({ role: 'assistant', text: 'Your alarm is set.' });

    expect(server.requestCount).toBe(2);
    const [first, second] = server.requests.map((request) => request.body);
    expect(first.model).toBe('scripted-model');
    expect(first.messages[0]).toEqual({
      role: 'system',
      content: 'You are a helpful assistant. Here is some user data:\nlocation: Lisbon\ntimestamp: 2025-05-12 09:00:00\nusername (if logged in): inesmartins',
    });
    expect(first.messages[1]).toEqual({ role: 'user', content: 'Please set an alarm for 7:30 tomorrow morning.' });
    // The call is shown with the session token the executor injected, and its result as Python's json.dumps.
    expect(second.messages.slice(2)).toEqual([
      {
        role: 'assistant',
        content: null,
        tool_calls: [{ id: 'call_0', type: 'function', function: { name: 'AddAlarm', arguments: `{"time": "07:30:00", "session_token": "${inesToken}"}` } }],
      },
      { role: 'tool', tool_call_id: 'call_0', content: expect.stringMatching(/^\{"response": \{"alarm_id": "[0-9a-f-]+"\}, "exception": null\}$/) },
    ]);
    expect(first.max_retries).toBeUndefined();
  });

  it('plays several calls from one response in order, asking the model again only after the last', async () => {
    server.enqueue(
      toolCallCompletion([
        { name: 'AddAlarm', arguments: { time: '07:30:00' } },
        { name: 'FindAlarms', arguments: {} },
      ]),
      textCompletion('Set; you now have these alarms.'),
    );
    const simulated = await simulateConversation(alarmConversation(), agent(), { ids: 'tooltalk' });
    const calls = simulated.turns[0]!.predictions.filter((p) => p.role === 'api');
    expect(calls.map((call) => call.request.api_name)).toEqual(['AddAlarm', 'FindAlarms']);
    expect(calls[1]!.exception).toBeNull();
    expect(server.requestCount).toBe(2);
    // The second request shows both calls, each as its own assistant message and tool message.
    expect(server.requests[1]!.body.messages.map((message: { role: string }) => message.role)).toEqual(['system', 'user', 'assistant', 'tool', 'assistant', 'tool']);
  });

  it('shows earlier turns as the ground truth recorded them, before each assistant text', async () => {
    server.respondWith((request) => {
      const last = request.body.messages.at(-1);
      return last.role === 'tool' ? textCompletion('Done.') : textCompletion('I will not call anything.');
    });
    await simulateConversation(weatherAlarmConversation(), agent(), { ids: 'tooltalk' });
    const secondTurn = server.requests[1]!.body.messages;
    expect(secondTurn.map((message: { role: string }) => message.role)).toEqual(['system', 'user', 'assistant', 'tool', 'assistant', 'user']);
    expect(secondTurn[2].tool_calls[0].function).toEqual({ name: 'CurrentWeather', arguments: '{"location": "Lisbon"}' });
    expect(secondTurn[3].content).toContain('"conditions": "partly cloudy"');
    expect(secondTurn[4]).toEqual({ role: 'assistant', content: 'It is sunny in Lisbon.' });
  });
});

describe('createOpenAIAgent: which tools are offered (spec §8)', () => {
  const conversation = weatherAlarmConversation(); // apis_used: CurrentWeather, AddAlarm; suites: Weather, Alarm

  it.each([
    ['exact', ['CurrentWeather', 'AddAlarm']],
    ['suite', ['CurrentWeather', 'ForecastWeather', 'HistoricWeather', 'AddAlarm', 'DeleteAlarm', 'FindAlarms']],
  ] as const)('%s mode offers %j', async (mode, names) => {
    server.respondWith(() => textCompletion('ok'));
    await simulateConversation(conversation, agent({ mode }), { ids: 'tooltalk' });
    expect(server.requests[0]!.body.tools.map((tool: { function: { name: string } }) => tool.function.name)).toEqual(names);
  });

  it('all mode offers all 28 tools, with descriptions derived from the declarations', async () => {
    server.respondWith(() => textCompletion('ok'));
    await simulateConversation(conversation, agent(), { ids: 'tooltalk' });
    const offered = server.requests[0]!.body.tools;
    expect(offered).toHaveLength(28);
    const createEvent = offered.find((tool: { function: { name: string } }) => tool.function.name === 'CreateEvent').function;
    expect(createEvent.description).toBe(tools.get('CreateEvent')!.description);
    expect(createEvent.parameters.$schema).toBeUndefined();
    expect(createEvent.parameters.required).toEqual(['name', 'event_type', 'start_time', 'end_time']);
    expect(createEvent.parameters.properties.event_type.enum).toEqual(['meeting', 'event']);
    expect(createEvent.parameters.properties.attendees.items).toEqual({ type: 'string' });
    expect(createEvent.parameters.properties.name.description).not.toBe('');
  });

  it('without documentation keeps names, types, enums and required lists but no descriptions', () => {
    const [searchInbox] = openAITools([tools.get('SearchInbox')!], { documentation: false });
    expect(searchInbox!.function.description).toBe('');
    const parameters = searchInbox!.function.parameters as { properties: Record<string, { description: string; enum?: string[]; type: unknown }> };
    expect(Object.values(parameters.properties).every((property) => !property.description)).toBe(true);
    expect(parameters.properties.match_type!.enum).toEqual(['any', 'all']);
    expect(parameters.properties.query!.type).toBe('string');
  });

  it('selects in the orders ToolTalk uses', () => {
    const all = [...tools.values()];
    expect(toolsForConversation(conversation, all, 'exact').map((tool) => tool.name)).toEqual(['CurrentWeather', 'AddAlarm']);
    expect(toolsForConversation(conversation, all, 'all')).toHaveLength(28);
  });

  it('prints None for a user who starts logged out', () => {
    expect(systemPrompt({ location: 'Paris', timestamp: '2025-01-01 10:00:00' })).toBe(
      'You are a helpful assistant. Here is some user data:\nlocation: Paris\ntimestamp: 2025-01-01 10:00:00\nusername (if logged in): None',
    );
  });

  it('writes non-ASCII arguments and results as Python json.dumps does', () => {
    const messages = openAIMessages({
      metadata: { location: 'Lisbon', timestamp: '2025-05-12 09:00:00' },
      history: [{ role: 'api', request: { api_name: 'SendMessage', parameters: { content: 'Olá, até já' } }, response: { ok: 1.5 }, exception: null }],
    });
    expect(messages[1]).toMatchObject({ tool_calls: [{ function: { arguments: '{"content": "Ol\\u00e1, at\\u00e9 j\\u00e1"}' } }] });
    expect(messages[2]).toEqual({ role: 'tool', tool_call_id: 'call_0', content: '{"response": {"ok": 1.5}, "exception": null}' });
  });
});

describe('createOpenAIAgent: malformed model output is scored, never fatal', () => {
  async function runWith(...replies: Parameters<OpenAITestServer['enqueue']>) {
    server.enqueue(...replies);
    server.respondWith(() => textCompletion('Sorry.'));
    const simulated = await simulateConversation(alarmConversation(), agent(), { ids: 'tooltalk' });
    const evaluated = await evaluateConversation(simulated, { tools });
    return { simulated, evaluated, turn: simulated.turns[0]! };
  }

  it('records arguments that are not JSON as an unparseable call (spec §2.5) with the raw text', async () => {
    const { turn, evaluated } = await runWith(toolCallCompletion([{ name: 'AddAlarm', arguments: '{"time": "07:30:00"' }]));
    const call = turn.predictions[0]!;
    expect(call).toMatchObject({ role: 'api', request: { api_name: 'AddAlarm', parameters: null }, response: null, exception: 'Failed to parse API call' });
    expect(call.metadata).toMatchObject({ problem: expect.stringContaining('not valid JSON'), rawCall: { function: { arguments: '{"time": "07:30:00"' } } });
    expect(evaluated.metrics).toMatchObject({ predictions: 1, matches: 0, success: false });
  });

  it('records arguments that are JSON but not an object as unparseable', async () => {
    const { turn } = await runWith(toolCallCompletion([{ name: 'AddAlarm', arguments: '["07:30:00"]' }]));
    expect(turn.predictions[0]).toMatchObject({ request: { parameters: null }, exception: 'Failed to parse API call' });
  });

  it('lets the world answer a call to an unknown tool', async () => {
    const { turn, evaluated } = await runWith(toolCallCompletion([{ name: 'SetAlarmClock', arguments: { time: '07:30' } }]));
    expect(turn.predictions[0]).toMatchObject({ request: { api_name: 'SetAlarmClock' }, exception: expect.stringContaining('API SetAlarmClock not found') });
    expect(evaluated.metrics).toMatchObject({ predictions: 1, actions: 0, success: false });
  });

  it('ends the turn on text instead of a call, scoring zero recall', async () => {
    const { turn, evaluated } = await runWith(textCompletion('<script>alert("pwned")</script> I cannot set alarms.'));
    expect(turn.predictions).toEqual([{ role: 'assistant', text: '<script>alert("pwned")</script> I cannot set alarms.', metadata: expect.objectContaining({ agent: 'openai' }) }]);
    expect(evaluated.metrics).toMatchObject({ predictions: 0, recall: 0, success: false });
  });

  it('turns a response without choices, or a body that is no completion, into an empty reply that says so', async () => {
    const empty = await runWith({ body: { choices: [] } });
    expect(empty.turn.predictions[0]).toMatchObject({ role: 'assistant', text: '', metadata: { problem: 'the response has no choices' } });
    server.reset();
    const odd = await runWith({ body: { whatever: true } });
    expect(odd.turn.predictions[0]).toMatchObject({ role: 'assistant', text: '', metadata: { problem: 'the response has no choices', message: { whatever: true } } });
  });

  it('records a server error as the turn error, without a crash', async () => {
    const { turn } = await runWith({ status: 400, body: { error: { message: 'context too long' } } });
    expect(turn.error).toMatch(/the agent failed: .*400.*context too long/);
    expect(turn.predictions).toEqual([]);
  });
});
