import { describe, expect, it } from 'vitest';
import {
  classifyErrors,
  createOracleAgent,
  createScriptedAgent,
  createWorld,
  evaluateConversation,
  parseConversation,
  simulateConversation,
  type AgentStep,
  type Conversation,
} from '../../src/index.js';

const token = 'tok-ines';
const tools = createWorld().tools;

/** Ines asks for an alarm, then for her alarms, then to delete the new one. */
const conversation: Conversation = parseConversation({
  name: 'alarm-roundtrip',
  conversation_id: '00000000-0000-4000-8000-000000000001',
  suites_used: ['Alarm'],
  apis_used: ['AddAlarm', 'FindAlarms', 'DeleteAlarm'],
  user: { username: 'inesmartins', email: 'ines.martins@tagusmail.pt', phone: null, name: 'Inês Martins', password: 'Pastel&Nata42', session_token: token },
  metadata: { location: 'Lisbon', timestamp: '2025-05-12 09:00:00', session_token: token, username: 'inesmartins' },
  conversation: [
    { role: 'user', text: 'Wake me at 6:15 tomorrow.' },
    {
      role: 'assistant',
      text: 'Done.',
      apis: [{ request: { api_name: 'AddAlarm', parameters: { session_token: token, time: '06:15:00' } }, response: { alarm_id: 'x' }, exception: null }],
    },
    { role: 'user', text: 'Which alarms do I have before 7?' },
    {
      role: 'assistant',
      text: 'Here they are.',
      apis: [{ request: { api_name: 'FindAlarms', parameters: { session_token: token, end_range: '07:00:00' } }, response: { alarms: [] }, exception: null }],
    },
    { role: 'user', text: 'Thanks!' },
    { role: 'assistant', text: 'You are welcome.' },
  ],
});

async function score(turns: AgentStep[][]) {
  const simulated = await simulateConversation(conversation, createScriptedAgent(turns), { ids: 'tooltalk' });
  return evaluateConversation(simulated, { tools });
}

const reply: AgentStep = { type: 'reply', text: 'ok' };
const addAlarm = (time: string): AgentStep => ({ type: 'call', name: 'AddAlarm', arguments: { time } });
const findAlarms: AgentStep = { type: 'call', name: 'FindAlarms', arguments: {} };

describe('metrics of one conversation (spec §6.1)', () => {
  it('the oracle gets everything right', async () => {
    const simulated = await simulateConversation(conversation, createOracleAgent(), { ids: 'tooltalk' });
    const { metrics, stateMatches } = await evaluateConversation(simulated, { tools });
    expect(metrics).toEqual({
      predictions: 2, ground_truths: 2, matches: 2, actions: 1, valid_actions: 1, bad_actions: 0,
      precision: 1, recall: 1, action_precision: 1, bad_action_rate: 0, success: true, soft_success: 1,
    });
    expect(stateMatches).toBe(true);
  });

  it('wrong arguments: the action is unmatched and bad, the state differs', async () => {
    const result = await score([[addAlarm('06:30:00'), reply], [findAlarms, reply], [reply]]);
    expect(result.metrics).toMatchObject({ predictions: 2, matches: 1, actions: 1, valid_actions: 0, bad_actions: 1 });
    expect(result.metrics.precision).toBe(0.5);
    expect(result.metrics.recall).toBe(0.5);
    expect(result.metrics.bad_action_rate).toBe(1);
    expect(result.metrics.success).toBe(false);
    expect(result.metrics.soft_success).toBe(0);
    const first = result.turns[0]!;
    expect(first.stateMatches).toBe(false);
    expect(first.stateDifferences.map((d) => d.path)).toEqual(['Alarm.inesmartins.5bff-dd80.time']);
    const verdict = (first.predictions[0] as unknown as { verdicts: { verdict: { reasons: string[] } }[] }).verdicts[0]!.verdict;
    expect(verdict.reasons).toEqual(["argument 'time': expected \"06:15:00\", got \"06:30:00\""]);
  });

  it('an extra read-only call lowers precision but is not a bad action', async () => {
    const result = await score([[findAlarms, addAlarm('06:15:00'), reply], [findAlarms, reply], [reply]]);
    expect(result.metrics).toMatchObject({ predictions: 3, matches: 2, actions: 1, bad_actions: 0, recall: 1, success: true });
    expect(result.metrics.precision).toBeCloseTo(2 / 3);
  });

  it('a missing call lowers recall', async () => {
    const result = await score([[addAlarm('06:15:00'), reply], [reply], [reply]]);
    expect(result.metrics).toMatchObject({ predictions: 1, matches: 1, recall: 0.5, precision: 1, success: false, soft_success: 0.5 });
  });

  it('a failed action does not count as bad', async () => {
    const result = await score([[addAlarm('6.15'), addAlarm('06:15:00'), reply], [findAlarms, reply], [reply]]);
    expect(result.metrics).toMatchObject({ predictions: 3, matches: 2, actions: 2, valid_actions: 1, bad_actions: 0, success: true });
    expect(result.metrics.action_precision).toBe(0.5);
  });

  it('an unknown tool is never an action; an unparseable call to an action tool is one, never valid and never bad', async () => {
    const result = await score([
      [{ type: 'call', name: 'SetAlarm', arguments: { time: '06:15:00' } }, { type: 'call', name: 'AddAlarm', arguments: null }, addAlarm('06:15:00'), reply],
      [findAlarms, reply],
      [reply],
    ]);
    const [unknown, unparsed] = result.turns[0]!.predictions as unknown as { exception: string }[];
    expect(unknown!.exception).toMatch(/^API SetAlarm not found/);
    expect(unparsed!.exception).toBe('Failed to parse API call');
    // ToolTalk's is_action looks at the name only (spec §6.1, corrected).
    expect(result.metrics).toMatchObject({ predictions: 4, matches: 2, actions: 2, valid_actions: 1, bad_actions: 0, success: true });
    expect(result.metrics.action_precision).toBe(0.5);
  });

  it('matching is greedy across turns: a call made a turn late still matches', async () => {
    const result = await score([[reply], [addAlarm('06:15:00'), findAlarms, reply], [reply]]);
    expect(result.metrics).toMatchObject({ matches: 2, recall: 1 });
  });

  it('a bad action in a turn that needed no call is an over-trigger', async () => {
    const result = await score([[addAlarm('06:15:00'), reply], [findAlarms, reply], [addAlarm('07:00:00'), reply]]);
    expect(result.metrics.bad_actions).toBe(1);
    expect(classifyErrors([result])).toEqual({ 'over-trigger': 1, 'bad planning': 0, 'bad call': 0 });
  });

  it('classifies a wrong argument as a bad call and a wrong tool as bad planning', async () => {
    const badCall = await score([[addAlarm('06:30:00'), reply], [findAlarms, reply], [reply]]);
    expect(classifyErrors([badCall])).toEqual({ 'over-trigger': 0, 'bad planning': 0, 'bad call': 1 });
    const badPlan = await score([[{ type: 'call', name: 'GetReminders', arguments: {} }, reply], [findAlarms, reply], [reply]]);
    expect(classifyErrors([badPlan])).toEqual({ 'over-trigger': 0, 'bad planning': 1, 'bad call': 0 });
  });

  it('stops an agent that never replies, and records why', async () => {
    const looping = await simulateConversation(conversation, () => findAlarms, { maxCallsPerTurn: 3 });
    expect(looping.turns[0]!.predictions).toHaveLength(3);
    expect(looping.turns[0]!.error).toMatch(/3 calls without replying/);
  });

  it("records an agent's crash as the turn's error instead of failing the run", async () => {
    const crashing = await simulateConversation(conversation, () => {
      throw new Error('model exploded');
    });
    expect(crashing.turns.map((turn) => turn.error)).toEqual([
      'the agent failed: model exploded',
      'the agent failed: model exploded',
      'the agent failed: model exploded',
    ]);
    const result = await evaluateConversation(crashing, { tools });
    expect(result.metrics).toMatchObject({ predictions: 0, matches: 0, recall: 0, precision: 0, success: false });
  });

  it('each turn starts from the ground-truth world, not from what the agent did', async () => {
    const simulated = await simulateConversation(conversation, createScriptedAgent([[addAlarm('05:00:00'), addAlarm('05:01:00'), reply], [findAlarms, reply], [reply]]), { ids: 'tooltalk' });
    const found = simulated.turns[1]!.predictions[0] as unknown as { response: { alarms: { time: string }[] } };
    expect(found.response.alarms.map((alarm) => alarm.time)).toContain('06:15:00');
    expect(found.response.alarms.map((alarm) => alarm.time)).not.toContain('05:00:00');
  });
});

describe('the ground-truth world', () => {
  it('is the same whether the agent repeated the ground truth (shortcut) or not (executed)', async () => {
    const { loadToolTalkConversations, bundledConversationsDir, diffStates } = await import('../../src/index.js');
    const silent = createScriptedAgent([]);
    for (const { conversation: bundled } of loadToolTalkConversations(bundledConversationsDir())) {
      const viaOracle = await simulateConversation(bundled, createOracleAgent(), { ids: 'tooltalk' });
      const viaExecution = await simulateConversation(bundled, silent, { ids: 'tooltalk' });
      viaOracle.turns.forEach((turn, index) => {
        const executed = viaExecution.turns[index]!.stateAfterGroundTruth;
        expect(diffStates(executed, turn.stateAfterGroundTruth), `${bundled.name} turn ${turn.turnIndex}`).toEqual([]);
        expect(turn.stateAfterGroundTruth.ids).toEqual(executed.ids);
      });
    }
  });
});

describe('evaluating a conversation fresh from the simulator (what replayConversations does)', () => {
  it('gives what evaluateConversation gives, for the oracle and for agents that go wrong', async () => {
    const { evaluateFreshConversation } = await import('../../src/suites/tooltalk/evaluation/evaluate.js');
    const { bundledConversationsDir, loadToolTalkConversations } = await import('../../src/index.js');
    const agents = [
      () => createOracleAgent(),
      () => createScriptedAgent([]),
      () => createScriptedAgent([[{ type: 'call', name: 'GetReminders', arguments: {} }, { type: 'call', name: 'NoSuchTool', arguments: null }, { type: 'reply', text: 'x' }]]),
    ];
    for (const { conversation } of loadToolTalkConversations(bundledConversationsDir()).slice(0, 12)) {
      for (const makeAgent of agents) {
        const simulated = await simulateConversation(conversation, makeAgent());
        const fresh = await evaluateFreshConversation(simulated, { tools });
        expect(fresh).toStrictEqual(await evaluateConversation(simulated, { tools }));
        expect(JSON.stringify(fresh)).toBe(JSON.stringify(await evaluateConversation(simulated, { tools })));
      }
    }
  });
});
