import { describe, expect, it } from 'vitest';
import { createWorld } from '../../src/index.js';
import { toJSONSchema } from '../../src/adapters/json-schema.js';
import { toOpenAIResponsesTools, toOpenAITools } from '../../src/adapters/openai.js';
import { toAnthropicTools } from '../../src/adapters/anthropic.js';

const world = createWorld();

describe('toOpenAITools', () => {
  it('gives every tool in the Chat Completions format', () => {
    const tools = toOpenAITools(world);
    expect(tools).toHaveLength(28);
    for (const [index, tool] of world.listTools().entries()) {
      expect.soft(tools[index], tool.name).toEqual({
        type: 'function',
        function: { name: tool.name, description: tool.description, parameters: toJSONSchema(tool) },
      });
    }
  });

  it('selects and undocuments like the other formats', () => {
    const tools = toOpenAITools(world, { names: ['AddAlarm'], documentation: false });
    expect(tools).toEqual([
      { type: 'function', function: { name: 'AddAlarm', parameters: { type: 'object', properties: { time: { type: 'string' } }, required: ['time'], additionalProperties: false } } },
    ]);
  });

  it('gives the Responses API format: flat, not strict', () => {
    const [tool] = toOpenAIResponsesTools(world, { names: ['SendEmail'] });
    expect(tool).toEqual({
      type: 'function',
      name: 'SendEmail',
      description: world.tools.get('SendEmail')!.description,
      parameters: toJSONSchema(world.tools.get('SendEmail')!),
      strict: false,
    });
  });
});

describe('toAnthropicTools', () => {
  it('gives every tool in the Messages API format', () => {
    const tools = toAnthropicTools(world, { mode: 'all' });
    expect(tools).toHaveLength(28);
    expect(tools[0]!.name).toBe('ChangePassword');
    for (const tool of tools) {
      const declared = world.tools.get(tool.name)!;
      expect.soft(tool, tool.name).toEqual({ name: tool.name, description: declared.description, input_schema: toJSONSchema(declared) });
    }
  });

  it('leaves the description out without documentation', () => {
    expect(toAnthropicTools(world, { names: ['GetReminders'], documentation: false })).toEqual([
      { name: 'GetReminders', input_schema: { type: 'object', properties: {}, additionalProperties: false } },
    ]);
  });
});
