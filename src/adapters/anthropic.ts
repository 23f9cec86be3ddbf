import { toJSONSchema, toolDescription, type ToolInputSchema } from './json-schema.js';
import type { ToolFormatOptions } from './options.js';
import { selectTools, type ToolSource } from './select-tools.js';

/** A tool in Anthropic's Messages API format (`tools` of `messages.create`). */
export interface AnthropicTool {
  readonly name: string;
  readonly description?: string;
  readonly input_schema: ToolInputSchema;
}

/**
 * The tools in Anthropic's Messages API format, ready for `tools:`. A `tool_use` block is run with
 * `world.call(block.name, block.input)`.
 *
 * @example
 * const message = await anthropic.messages.create({ model, max_tokens: 1024, messages, tools: toAnthropicTools(world) });
 */
export function toAnthropicTools(source: ToolSource, options: ToolFormatOptions = {}): AnthropicTool[] {
  return selectTools(source, options).map((tool) => {
    const description = toolDescription(tool, options);
    return {
      name: tool.name,
      ...(description !== '' && { description }),
      input_schema: toJSONSchema(tool, options),
    };
  });
}
