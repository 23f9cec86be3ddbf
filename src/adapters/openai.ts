import { toJSONSchema, toolDescription, type ToolInputSchema } from './json-schema.js';
import type { AnyTool } from '../world/define.js';
import type { ToolFormatOptions } from './options.js';
import { selectTools, type ToolSource } from './select-tools.js';

/** A tool in OpenAI's Chat Completions format (`tools` of `chat.completions.create`). */
export interface OpenAIChatTool {
  readonly type: 'function';
  readonly function: {
    readonly name: string;
    readonly description?: string;
    readonly parameters: ToolInputSchema;
  };
}

/** A tool in OpenAI's Responses API format (`tools` of `responses.create`). */
export interface OpenAIResponsesTool {
  readonly type: 'function';
  readonly name: string;
  readonly description?: string;
  readonly parameters: ToolInputSchema;
  /**
   * Always false: strict mode would need every optional parameter listed as required and nullable,
   * which changes what the schema says the world accepts.
   */
  readonly strict: false;
}

/**
 * The tools in OpenAI's Chat Completions format, ready for `tools:`. A call the model makes is run
 * with `world.call(call.function.name, JSON.parse(call.function.arguments))`.
 *
 * @example
 * const completion = await openai.chat.completions.create({ model, messages, tools: toOpenAITools(world) });
 */
export function toOpenAITools(source: ToolSource, options: ToolFormatOptions = {}): OpenAIChatTool[] {
  return selectTools(source, options).map((tool) => toOpenAITool(tool, options));
}

/** One tool in OpenAI's Chat Completions format (an empty description is left out). */
export function toOpenAITool(tool: AnyTool, options: ToolFormatOptions = {}): OpenAIChatTool {
  const description = toolDescription(tool, options);
  return {
    type: 'function',
    function: {
      name: tool.name,
      ...(description !== '' && { description }),
      parameters: toJSONSchema(tool, options),
    },
  };
}

/**
 * The tools in the OpenAI Responses API format (flat: `{ type, name, description, parameters, strict }`).
 *
 * @example
 * const response = await openai.responses.create({ model, input, tools: toOpenAIResponsesTools(world) });
 */
export function toOpenAIResponsesTools(source: ToolSource, options: ToolFormatOptions = {}): OpenAIResponsesTool[] {
  return toOpenAITools(source, options).map(({ function: definition }) => ({
    type: 'function',
    ...definition,
    strict: false,
  }));
}
