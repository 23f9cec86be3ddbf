/**
 * A replay with a synchronous agent and synchronous checks skips the waits that an agent or a check
 * answering with a promise needs. Both must give the same results.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bundledConversationsDir,
  createOracleAgent,
  createScriptedAgent,
  createWorld,
  evaluateConversation,
  loadToolTalkConversations,
  replayConversations,
  resultCheck,
  simulateConversation,
  type Agent,
  type ApiPrediction,
  type ToolCheck,
} from '../../src/index.js';

const conversations = loadToolTalkConversations(bundledConversationsDir());
const tools = createWorld().tools;

/** The same agent, answering each step with a promise. */
function later(agent: Agent): Agent {
  return async (context) => agent(context);
}

/** The same agent, answering every other step with a promise, counting the steps it is asked. */
function sometimesLater(agent: Agent): { agent: Agent; steps: string[] } {
  const steps: string[] = [];
  let count = 0;
  return {
    steps,
    agent: (context) => {
      steps.push(`${context.conversation.name} ${context.turnIndex} ${context.step}`);
      const answer = agent(context);
      return count++ % 2 === 0 ? Promise.resolve(answer) : answer;
    },
  };
}

/** Every tool's check (or ToolTalk's default), answering with a promise of the same verdict. */
function laterChecks(): Record<string, ToolCheck> {
  const checks: Record<string, ToolCheck> = {};
  for (const [name, tool] of tools) {
    const check = tool.check ?? resultCheck();
    checks[name] = { ...check, judge: async (predicted, expected, context) => check.judge(predicted, expected, context) };
  }
  return checks;
}

/**
 * Every tool's check, counting its calls, answering with a promise on every other call (so judging
 * goes from synchronous to waiting and back within one conversation).
 */
function countedChecks(answerLater: boolean): { checks: Record<string, ToolCheck>; calls: string[] } {
  const checks: Record<string, ToolCheck> = {};
  const calls: string[] = [];
  let count = 0;
  for (const [name, tool] of tools) {
    const check = tool.check ?? resultCheck();
    checks[name] = {
      ...check,
      judge: (predicted, expected, context) => {
        calls.push(`${name} ${JSON.stringify(predicted.request)} ${JSON.stringify(expected.request)}`);
        const verdict = check.judge(predicted, expected, context);
        return answerLater && count++ % 2 === 0 ? Promise.resolve(verdict) : verdict;
      },
    };
  }
  return { checks, calls };
}

function withoutTime<T extends { elapsedMs: number }>(result: T): Omit<T, 'elapsedMs'> {
  const { elapsedMs: _elapsed, ...rest } = result;
  return rest;
}

describe('replay with a synchronous agent', () => {
  it('gives the same results as with an agent and checks that answer with promises', async () => {
    const options = { ids: 'tooltalk', messages: 'tooltalk' } as const;
    const now = await replayConversations(conversations, createOracleAgent(), options);
    const waited = await replayConversations(conversations, later(createOracleAgent()), { ...options, checks: laterChecks() });
    expect(now.totals.success_rate).toBe(1);
    expect(JSON.stringify(withoutTime(waited))).toBe(JSON.stringify(withoutTime(now)));
    expect(withoutTime(waited)).toStrictEqual(withoutTime(now));
  });

  it('calls each check once, in the same order, when some of its answers are promises', async () => {
    const options = { ids: 'tooltalk', messages: 'tooltalk' } as const;
    const now = countedChecks(false);
    const waited = countedChecks(true);
    const synchronous = await replayConversations(conversations, createOracleAgent(), { ...options, checks: now.checks });
    const mixed = await replayConversations(conversations, createOracleAgent(), { ...options, checks: waited.checks });
    expect(now.calls.length).toBeGreaterThan(0);
    expect(waited.calls).toStrictEqual(now.calls);
    expect(JSON.stringify(withoutTime(mixed))).toBe(JSON.stringify(withoutTime(synchronous)));
  });

  it('asks the agent each step once, in the same order, when some of its answers are promises', async () => {
    const options = { ids: 'tooltalk', messages: 'tooltalk' } as const;
    const oracle = createOracleAgent();
    const steps: string[] = [];
    const plain = await replayConversations(conversations, (context) => {
      steps.push(`${context.conversation.name} ${context.turnIndex} ${context.step}`);
      return oracle(context);
    }, options);
    const mixed = sometimesLater(createOracleAgent());
    const waited = await replayConversations(conversations, mixed.agent, options);
    expect(steps.length).toBeGreaterThan(0);
    expect(mixed.steps).toStrictEqual(steps);
    expect(JSON.stringify(withoutTime(waited))).toBe(JSON.stringify(withoutTime(plain)));
  });

  it('resumes at the candidate it stopped at when a prediction meets more than one', async () => {
    const loaded = conversations.find((candidate) => candidate.file.endsWith('AccountTools-Alarm-register-and-alarms.json'))!;
    const register = { username: 'tomas.ferreira', password: 'El\u00e9ctrico28!', email: 'tomas.ferreira@tagusmail.pt', name: 'Tom\u00e1s Ferreira' };
    // The two alarms in the other order: the first is judged against both ground-truth alarms.
    const agent = createScriptedAgent([
      [],
      [{ type: 'call', name: 'RegisterUser', arguments: register }],
      [
        { type: 'call', name: 'AddAlarm', arguments: { session_token: 'e149636f-d9ca-0792', time: '06:45:00' } },
        { type: 'call', name: 'AddAlarm', arguments: { session_token: 'e149636f-d9ca-0792', time: '06:30:00' } },
      ],
    ]);
    const simulated = await simulateConversation(loaded.conversation, agent, { ids: 'tooltalk', messages: 'tooltalk' });
    const now = countedChecks(false);
    const waited = countedChecks(true);
    const synchronous = await evaluateConversation(simulated, { tools, checks: now.checks });
    const mixed = await evaluateConversation(simulated, { tools, checks: waited.checks });
    const verdictCounts = synchronous.turns.flatMap((turn) => turn.predictions.map((prediction) => ('verdicts' in prediction ? prediction.verdicts.length : 0)));
    expect(Math.max(...verdictCounts)).toBeGreaterThan(1);
    expect(waited.calls).toStrictEqual(now.calls);
    expect(JSON.stringify(mixed)).toBe(JSON.stringify(synchronous));
    expect(mixed).toStrictEqual(synchronous);
  });

  it('records an agent that fails, synchronously or with a rejected promise, the same way', async () => {
    const conversation = conversations[0]!.conversation;
    const scripted = createScriptedAgent([[{ type: 'call', name: 'GetReminders', arguments: {} }]]);
    const failing = (rejects: boolean): Agent => (context) => {
      if (context.step === 0) return scripted(context);
      if (rejects) return Promise.reject(new Error('model unavailable'));
      throw new Error('model unavailable');
    };
    const thrown = await simulateConversation(conversation, failing(false));
    const rejected = await simulateConversation(conversation, failing(true));
    expect(thrown.turns[0]!.error).toBe('the agent failed: model unavailable');
    expect(rejected).toStrictEqual(thrown);
  });

  it('lists every turn and prediction in order, without holes, whatever the agent does in each turn', async () => {
    const loaded = conversations.find((candidate) => candidate.file.endsWith('AccountTools-Alarm-register-and-alarms.json'))!;
    const conversation = loaded.conversation;
    const assistantTurns = conversation.conversation.flatMap((turn, index) => (turn.role === 'assistant' ? [index] : []));
    // Per assistant turn: how many calls the agent makes before it replies (or fails, or hits the cap of 3).
    const turnPlan = fc.record({ calls: fc.nat({ max: 4 }), ending: fc.constantFrom('reply', 'throw', 'reject') });
    await fc.assert(
      fc.asyncProperty(fc.array(turnPlan, { minLength: assistantTurns.length, maxLength: assistantTurns.length }), async (plans) => {
        const agent: Agent = (context) => {
          const plan = plans[assistantTurns.indexOf(context.turnIndex)]!;
          if (context.step < plan.calls) return { type: 'call', name: 'FindAlarms', arguments: {}, metadata: context.step };
          if (plan.ending === 'throw') throw new Error('no answer');
          if (plan.ending === 'reject') return Promise.reject(new Error('no answer'));
          return { type: 'reply', text: `reply ${context.turnIndex}` };
        };
        const simulated = await simulateConversation(conversation, agent, { ids: 'tooltalk', messages: 'tooltalk', maxCallsPerTurn: 3 });
        expect(simulated.turns.map((turn) => turn.turnIndex)).toStrictEqual(assistantTurns);
        expect(Object.keys(simulated.turns)).toHaveLength(simulated.turns.length);
        simulated.turns.forEach((turn, position) => {
          const plan = plans[position]!;
          const calls = Math.min(plan.calls, 3);
          const replied = plan.calls < 3 && plan.ending === 'reply';
          expect(Object.keys(turn.predictions)).toHaveLength(turn.predictions.length);
          expect(turn.predictions.map((prediction) => prediction.role)).toStrictEqual([...Array<string>(calls).fill('api'), ...(replied ? ['assistant'] : [])]);
          expect(turn.predictions.map((prediction) => prediction.metadata)).toStrictEqual([...Array.from({ length: calls }, (_, step) => step), ...(replied ? [null] : [])]);
          expect(turn.error === undefined).toBe(replied);
        });
      }),
      { numRuns: 60 },
    );
  });

  it('shows the agent the history in order, without holes: earlier turns, then this turn’s calls so far', async () => {
    const loaded = conversations.find((candidate) => candidate.file.endsWith('AccountTools-Alarm-register-and-alarms.json'))!;
    const conversation = loaded.conversation;
    const assistantTurns = conversation.conversation.flatMap((turn, index) => (turn.role === 'assistant' ? [index] : []));
    // What the agent must see before its own calls: every earlier turn, the ground truth's calls as recorded.
    const before = (turnIndex: number): unknown[] =>
      conversation.conversation.slice(0, turnIndex).flatMap((turn) =>
        turn.role === 'user'
          ? [{ role: 'user', text: turn.text }]
          : [...(turn.apis ?? []).map((api) => ({ role: 'api', request: api.request, response: api.response, exception: api.exception })), { role: 'assistant', text: turn.text }],
      );
    await fc.assert(
      fc.asyncProperty(fc.array(fc.nat({ max: 3 }), { minLength: assistantTurns.length, maxLength: assistantTurns.length }), async (plans) => {
        const seen: { turnIndex: number; step: number; history: unknown[] }[] = [];
        const agent: Agent = (context) => {
          seen.push({ turnIndex: context.turnIndex, step: context.step, history: [...context.history] });
          expect(Object.keys(context.history)).toHaveLength(context.history.length);
          if (context.step < plans[assistantTurns.indexOf(context.turnIndex)]!) return { type: 'call', name: 'FindAlarms', arguments: {} };
          return { type: 'reply', text: 'done' };
        };
        const simulated = await simulateConversation(conversation, agent, { ids: 'tooltalk', messages: 'tooltalk' });
        expect(seen).toHaveLength(plans.reduce((sum, calls) => sum + calls + 1, 0));
        for (const { turnIndex, step, history } of seen) {
          const own = simulated.turns[assistantTurns.indexOf(turnIndex)]!.predictions.slice(0, step).map((prediction) => {
            const { request, response, exception } = prediction as ApiPrediction;
            return { role: 'api', request, response, exception };
          });
          expect(history).toStrictEqual([...before(turnIndex), ...own]);
        }
      }),
      { numRuns: 40 },
    );
  });
});
