/**
 * What a user's agent test suite looks like with `toolworld/vitest`: a small rule-based "agent",
 * a conversation written inline in ToolTalk's format, and assertions about what the agent did.
 */
import { describe, expect, it } from 'vitest';
import {
  createWorld,
  evaluateConversation,
  replayConversations,
  simulateConversation,
  type Agent,
  type Conversation,
} from '../../src/index.js';
import { callsOf, clearCalls, collectCalls, createRecordingWorld, setupToolworldMatchers } from '../../src/vitest/index.js';

setupToolworldMatchers();

/** The conversation our agent should handle: Inês, logged in, books the dentist and tells Kwame. */
const dentist: Conversation = {
  name: 'dentist-booking',
  conversation_id: 'example-dentist',
  suites_used: ['AccountTools', 'Alarm', 'Email', 'Reminder'],
  apis_used: ['AddReminder', 'AddAlarm', 'QueryUser', 'SendEmail'],
  user: { username: 'inesmartins', session_token: 'token-ines-1' },
  metadata: { location: 'Lisbon', timestamp: '2025-05-12 09:00:00', session_token: 'token-ines-1', username: 'inesmartins' },
  conversation: [
    { role: 'user', text: 'Remind me to call the dentist, due 2025-05-16 10:00:00.' },
    {
      role: 'assistant',
      text: 'Done: reminder set.',
      apis: [
        {
          request: { api_name: 'AddReminder', parameters: { task: 'call the dentist', due_date: '2025-05-16 10:00:00' } },
          response: { reminder_id: 'any-id' },
          exception: null,
        },
      ],
    },
    { role: 'user', text: 'And wake me at 07:15:00 that day.' },
    {
      role: 'assistant',
      text: 'Done: alarm set.',
      apis: [{ request: { api_name: 'AddAlarm', parameters: { time: '07:15:00' } }, response: { alarm_id: 'any-id' }, exception: null }],
    },
    { role: 'user', text: 'Email kwame_asante that I will be late on Friday.' },
    {
      role: 'assistant',
      text: 'Sent.',
      apis: [
        {
          request: { api_name: 'QueryUser', parameters: { username: 'kwame_asante' } },
          response: { users: [{ username: 'kwame_asante', email: 'kwame.asante@quillmail.com', phone: '207-946-1182', name: 'Kwame Asante' }] },
          exception: null,
        },
        {
          request: {
            api_name: 'SendEmail',
            parameters: { to: ['kwame.asante@quillmail.com'], subject: 'Late on Friday', body: 'I will be late on Friday.' },
          },
          response: { email_id: 'any-id' },
          exception: null,
        },
      ],
    },
  ],
};

/**
 * Our "agent": a few rules over the last user message. A real suite would wrap an LLM here; the
 * assertions below stay the same. `alarmTime` lets a test break it on purpose.
 */
function createRuleAgent({ alarmTime = (time: string) => time } = {}): Agent {
  return ({ history }) => {
    const lastUser = [...history].reverse().find((entry) => entry.role === 'user');
    const text = lastUser?.role === 'user' ? lastUser.text : '';
    const lastIndex = history.lastIndexOf(lastUser!);
    const calls = history.slice(lastIndex + 1).filter((entry) => entry.role === 'api');
    const reminder = /remind me to (.+), due (\d{4}-\d\d-\d\d \d\d:\d\d:\d\d)/i.exec(text);
    if (reminder && calls.length === 0) {
      return { type: 'call', name: 'AddReminder', arguments: { task: reminder[1]!, due_date: reminder[2]! } };
    }
    const alarm = /wake me at (\d\d:\d\d:\d\d)/i.exec(text);
    if (alarm && calls.length === 0) return { type: 'call', name: 'AddAlarm', arguments: { time: alarmTime(alarm[1]!) } };
    const email = /email (\S+) that (.+)\./i.exec(text);
    if (email) {
      if (calls.length === 0) return { type: 'call', name: 'QueryUser', arguments: { username: email[1]! } };
      const found = calls[0]!.role === 'api' ? (calls[0]!.response as { users: { email: string }[] } | null) : null;
      if (calls.length === 1 && found?.users[0]) {
        return {
          type: 'call',
          name: 'SendEmail',
          arguments: { to: [found.users[0].email], subject: 'Late on Friday', body: `${email[2]![0]!.toUpperCase()}${email[2]!.slice(1)}.` },
        };
      }
    }
    return { type: 'reply', text: 'Done.' };
  };
}

/** Simulates and scores a conversation, as the library's user would. */
async function runAgent(agent: Agent) {
  const simulated = await simulateConversation(dentist, agent);
  const evaluated = await evaluateConversation(simulated, { tools: createWorld().tools });
  return { simulated, evaluated };
}

/** Terminal colours make messages hard to compare; the text is what we check. */
const plain = (text: string) => text.replace(/\u001b\[[0-9;]*m/g, '');

/** The error a failing assertion throws: its message, and the values vitest draws its diff from. */
function failureOf(assertion: () => void): { message: string; actual?: unknown; expected?: unknown } {
  try {
    assertion();
  } catch (error) {
    const { actual, expected } = error as { actual?: unknown; expected?: unknown };
    return { message: plain((error as Error).message), actual, expected };
  }
  throw new Error('expected the assertion to fail');
}

describe('my agent books the dentist', () => {
  it('matches the ground truth', async () => {
    const { evaluated } = await runAgent(createRuleAgent());
    expect(evaluated).toMatchGroundTruth();
    expect(evaluated).toMatchGroundTruth({ state: true });
  });

  it('emails the right person', async () => {
    const { simulated } = await runAgent(createRuleAgent());
    expect(simulated).toHaveCalledTool('QueryUser', { username: 'kwame_asante' });
    expect(simulated).toHaveCalledTool('SendEmail', { to: ['kwame.asante@quillmail.com'], subject: expect.stringMatching(/late/i) });
    expect(simulated).not.toHaveCalledTool('SendMessage');
  });

  it('leaves the reminder and the alarm in the world', async () => {
    const { simulated } = await runAgent(createRuleAgent());
    // IDs are generated, so take the new reminder's from the agent's own call.
    const [addReminder] = collectCalls(simulated.turns[0]!)!;
    const reminderId = String(addReminder!.response!.reminder_id);
    const afterSecondTurn = simulated.turns[1]!.stateAfterAgent;
    expect(afterSecondTurn).toHaveState({
      Reminder: {
        inesmartins: { [reminderId]: { task: 'call the dentist', due_date: '2025-05-16 10:00:00', status: 'pending' } },
      },
      Alarm: {
        inesmartins: expect.toSatisfy((alarms: Record<string, { time: string }>) =>
          Object.values(alarms).some((alarm) => alarm.time === '07:15:00'),
        ),
      },
    });
  });

  it('also scores through replayConversations', async () => {
    const result = await replayConversations([{ file: 'inline', conversation: dentist }], createRuleAgent());
    expect(result).toMatchGroundTruth();
    expect(result).toHaveCalledTool('AddAlarm', { time: '07:15:00' });
    expect(result.totals.success_rate).toBe(1);
  });
});

describe('when the agent gets it wrong', () => {
  it('explains which call was missed, why, and how the calls differ', async () => {
    const { evaluated } = await runAgent(createRuleAgent({ alarmTime: () => '08:15:00' }));
    expect(evaluated).not.toMatchGroundTruth();
    const { message } = failureOf(() => expect(evaluated).toMatchGroundTruth());
    expect(message).toContain('expected conversation "dentist-booking" to match the ground truth');
    expect(message).toContain('recall 0.75 (3/4 expected calls made), 1 bad action(s) of 3');
    expect(message).toContain('Turn 3:');
    expect(message).toContain('✗ missed AddAlarm {"time":"07:15:00"}');
    expect(message).toContain('✗ bad action AddAlarm {"time":"08:15:00"}');
    expect(message).toContain('AddAlarm vs expected call 1 of turn 3 (AddAlarm): argument \'time\': expected "07:15:00", got "08:15:00"');
    expect(message).toMatch(/-\s+"time": "07:15:00"/);
    expect(message).toMatch(/\+\s+"time": "08:15:00"/);
    // Turns that went fine are left out.
    expect(message).not.toContain('Turn 1:');
  });

  it('can also demand the same world state, and then shows how the states differ', async () => {
    const { evaluated } = await runAgent(createRuleAgent({ alarmTime: () => '08:15:00' }));
    const { message } = failureOf(() => expect(evaluated).toMatchGroundTruth({ state: true }));
    expect(message).toContain('world state differs');
    expect(message).toContain('world state (- expected, + actual):');
    expect(message).toMatch(/~ Alarm\.inesmartins\.\S+\.time: expected "07:15:00", got "08:15:00"/);
  });

  it('shows the calls that were made when a tool was not called as expected', async () => {
    const { simulated } = await runAgent(createRuleAgent());
    const failure = failureOf(() => expect(simulated).toHaveCalledTool('SendEmail', { to: ['kwame@example.com'] }));
    expect(failure.message).toContain('expected a call of SendEmail with arguments matching');
    expect(failure.message).toContain('but none of its 1 call(s) matched');
    expect(failure.message).toContain('4. SendEmail {"to":["kwame.asante@quillmail.com"]');
    // vitest draws the diff from these: the arguments asked for, and those of the last SendEmail.
    expect(failure.expected).toEqual({ to: ['kwame@example.com'] });
    expect(failure.actual).toEqual({ to: ['kwame.asante@quillmail.com'] });
  });
});

describe('a recording world in a unit test', () => {
  it('remembers the calls, failed ones included', () => {
    const world = createRecordingWorld();
    world.call('UserLogin', { username: 'inesmartins', password: 'Pastel&Nata42' });
    clearCalls(world); // the login is setup, not what this test is about
    world.call('AddAlarm', { time: '7:30' });
    world.call('AddAlarm', { time: '07:30:00' });
    expect(callsOf(world).map((call) => call.exception === null)).toEqual([false, true]);
    expect(world).toHaveCalledTool('AddAlarm', { time: '07:30:00' });
    expect(world).not.toHaveCalledTool('UserLogin');
    expect(world).toHaveState({ Alarm: { inesmartins: expect.objectContaining({ '1f4c-8a20': { alarm_id: '1f4c-8a20', time: '06:45:00' } }) } });
  });

  it('shows a readable difference when the state is not as expected', () => {
    const world = createRecordingWorld({ session: { username: 'inesmartins', token: 'token-1' } });
    world.call('DeleteAlarm', { alarm_id: 'b7e9-03d5' });
    const failure = failureOf(() =>
      expect(world).toHaveState({ Alarm: { inesmartins: { 'b7e9-03d5': { alarm_id: 'b7e9-03d5', time: '07:00:00' } } } }),
    );
    expect(failure.message).toContain("expected the world's databases to contain the expected part");
    // The diff covers the named user's alarms in full, and nothing else.
    expect(failure.actual).toEqual({
      Alarm: {
        inesmartins: {
          '1f4c-8a20': { alarm_id: '1f4c-8a20', time: '06:45:00' },
          '5a2d-c91e': { alarm_id: '5a2d-c91e', time: '22:30:00' },
        },
      },
    });
  });

  it('says what it needs when given something else', () => {
    expect(() => expect(createWorld()).toHaveCalledTool('AddAlarm')).toThrow(/does not record its calls; build it with createRecordingWorld\(\)/);
    expect(() => expect({ turns: [] }).toMatchGroundTruth()).toThrow(/pass it through evaluateConversation/);
    expect(() => expect('world').toHaveState({})).toThrow(/expected a World or a WorldState/);
  });
});
