import { toJSONSchema } from '../../adapters/json-schema.js';
import { toOpenAITool } from '../../adapters/openai.js';
import type { AnyTool } from '../../world/define.js';
import type { ChatTool } from '../chat.js';

export interface ToolDocumentationOptions {
  /**
   * False blanks every description (the tool's and each parameter's) but keeps names, types,
   * enums, items and required lists: ToolTalk's `--disable_documentation` (spec §8). Default true.
   */
  readonly documentation?: boolean;
}

/**
 * A tool's arguments as JSON Schema (the adapters' `toJSONSchema`), with `required` inside
 * `parameters` as the tools API expects (ToolTalk's old `functions` request put it beside
 * `parameters`, where models could not see it; that quirk is not kept).
 *
 * @example
 * toolParametersSchema(AddAlarm); // { type: 'object', properties: { time: { type: 'string', description: '...' } }, required: ['time'], ... }
 */
export function toolParametersSchema(tool: AnyTool, options: ToolDocumentationOptions = {}): Record<string, unknown> {
  return toJSONSchema(tool, { documentation: options.documentation !== false });
}

const cache = new WeakMap<AnyTool, Map<boolean, ChatTool>>();

/**
 * Tools in the chat-completions `tools` format, derived from their declarations. Conversions are
 * kept per tool, since a run sends the same documents with every request.
 *
 * @example
 * const tools = openAITools(selectTools(conversation, world.listTools(), 'suite'), { documentation: false });
 */
export function openAITools(tools: readonly AnyTool[], options: ToolDocumentationOptions = {}): ChatTool[] {
  const documentation = options.documentation !== false;
  return tools.map((tool) => {
    let byFlag = cache.get(tool);
    if (byFlag === undefined) cache.set(tool, (byFlag = new Map()));
    let converted = byFlag.get(documentation);
    if (converted === undefined) {
      const { function: definition } = toOpenAITool(tool, { documentation });
      // Requests always carry a description (an empty one without documentation), as ToolTalk's did.
      converted = { type: 'function', function: { ...definition, description: definition.description ?? '' } };
      byFlag.set(documentation, converted);
    }
    return converted;
  });
}
