import { describe, expect, it } from 'vitest';
import { generateText, stepCountIs } from 'ai';
import { MockLanguageModelV3 } from 'ai/test';
import { createWorld, ToolError } from '../../src/index.js';
import { toAISDKTools } from '../../src/adapters/ai-sdk.js';
import { toJSONSchema } from '../../src/adapters/json-schema.js';

const login = { username: 'inesmartins', password: 'Pastel&Nata42' };
const usage = {
  inputTokens: { total: 10, noCache: 10, cacheRead: 0, cacheWrite: 0 },
  outputTokens: { total: 5, text: 5, reasoning: 0 },
};
const finishedWith = (unified: 'tool-calls' | 'stop') => ({ unified, raw: unified });

function callsStep(...calls: [name: string, args: object][]) {
  return {
    content: calls.map(([toolName, args], index) => ({
      type: 'tool-call' as const,
      toolCallId: `${toolName}-${index}`,
      toolName,
      input: JSON.stringify(args),
    })),
    finishReason: finishedWith('tool-calls'),
    usage,
    warnings: [],
  };
}

const options = { toolCallId: 'call-1', messages: [] } as never;

describe('toAISDKTools', () => {
  it('binds every tool to the world, keyed by name', async () => {
    const world = createWorld();
    const tools = toAISDKTools(world);
    expect(Object.keys(tools)).toEqual(world.listTools().map((tool) => tool.name));
    expect(tools.UserLogin!.description).toBe(world.tools.get('UserLogin')!.description);

    await tools.UserLogin!.execute!(login, options);
    const { alarm_id } = (await tools.AddAlarm!.execute!({ time: '07:30:00' }, options)) as { alarm_id: string };
    expect(world.state.databases.Alarm.get('inesmartins')?.get(alarm_id)).toMatchObject({ time: '07:30:00' });
  });

  it("throws the world's exception as a ToolError, so the AI SDK reports a tool error", async () => {
    const world = createWorld();
    const { AddAlarm } = toAISDKTools(world);
    const before = world.state;
    await expect(AddAlarm!.execute!({ time: '07:30:00' }, options)).rejects.toSatisfy(
      (error) => ToolError.isInstance(error) && /log/i.test(error.message),
    );
    expect(world.state).toBe(before);
  });

  it('returns { response, exception } for every call with errors: return', async () => {
    const world = createWorld();
    const { AddAlarm } = toAISDKTools(world, { errors: 'return', names: ['AddAlarm'] });
    const outcome = await AddAlarm!.execute!({ time: '07:30:00' }, options);
    expect(outcome).toEqual({ response: null, exception: expect.any(String) });
  });

  it('passes the raw arguments to the world, which reports unknown names itself', async () => {
    const world = createWorld({ session: { username: 'inesmartins', token: 't-1' } });
    const { AddAlarm } = toAISDKTools(world);
    await expect(AddAlarm!.execute!({ time: '07:30:00', label: 'wake up' }, options)).rejects.toThrow(/label/);
  });

  it('plays a whole tool loop with generateText: the calls change the world, refusals reach the model', async () => {
    const world = createWorld();
    const model = new MockLanguageModelV3({
      doGenerate: [
        callsStep(['UserLogin', login]),
        callsStep(['AddAlarm', { time: '07:30:00' }], ['DeleteAlarm', { alarm_id: 'no-such-alarm' }]),
        { content: [{ type: 'text', text: 'Your alarm is set for 07:30.' }], finishReason: finishedWith('stop'), usage, warnings: [] },
      ],
    });
    const result = await generateText({
      model,
      tools: toAISDKTools(world, { plugins: ['AccountTools', 'Alarm'], documentation: false }),
      stopWhen: stepCountIs(5),
      prompt: 'Log me in and wake me at 07:30.',
    });

    expect(result.text).toBe('Your alarm is set for 07:30.');
    expect(world.currentUser).toBe('inesmartins');
    expect([...world.state.databases.Alarm.get('inesmartins')!.values()].map((alarm) => alarm.time)).toContain('07:30:00');
    const toolErrors = result.steps.flatMap((step) => step.content.filter((part) => part.type === 'tool-error'));
    expect(toolErrors).toHaveLength(1);
    expect(toolErrors[0]).toMatchObject({ toolName: 'DeleteAlarm' });

    const lastPrompt = JSON.stringify(model.doGenerateCalls[2]!.prompt);
    expect(lastPrompt).toContain('"type":"error-text"');
    expect(lastPrompt).toContain('no-such-alarm');
    // The schema the model was shown is the tool's JSON Schema, undocumented as asked.
    const shown = model.doGenerateCalls[0]!.tools!.find((tool) => tool.name === 'AddAlarm');
    expect(shown).toMatchObject({ type: 'function', inputSchema: toJSONSchema(world.tools.get('AddAlarm')!, { documentation: false }) });
  });
});
