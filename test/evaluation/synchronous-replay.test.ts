/**
 * A replay with a synchronous agent and synchronous checks skips the waits that an agent or a check
 * answering with a promise needs. Both must give the same results.
 */
import { describe, expect, it } from 'vitest';
import {
  bundledConversationsDir,
  createOracleAgent,
  createScriptedAgent,
  createWorld,
  loadToolTalkConversations,
  replayConversations,
  resultCheck,
  simulateConversation,
  type Agent,
  type ToolCheck,
} from '../../src/index.js';

const conversations = loadToolTalkConversations(bundledConversationsDir());
const tools = createWorld().tools;

/** The same agent, answering each step with a promise. */
function later(agent: Agent): Agent {
  return async (context) => agent(context);
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
});
