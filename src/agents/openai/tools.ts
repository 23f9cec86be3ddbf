import { z } from 'zod';
import type { AnyTool } from '../../world/define.js';
import type { ChatTool } from '../chat.js';

export interface ToolDocumentationOptions {
  /**
   * False blanks every description (the tool's and each parameter's) but keeps names, types,
   * enums, items and required lists: ToolTalk's `--disable_documentation` (spec §8). Default true.
   */
  readonly documentation?: boolean;
}

/** Sets every `description` in a JSON Schema to the empty string, at any depth. */
function blankDescriptions(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(blankDescriptions);
  if (typeof schema !== 'object' || schema === null) return schema;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    // Under `properties` the keys are parameter names, one of which could be called "description".
    if (key === 'properties' && typeof value === 'object' && value !== null) {
      out[key] = Object.fromEntries(Object.entries(value).map(([name, property]) => [name, blankDescriptions(property)]));
    } else {
      out[key] = key === 'description' && typeof value === 'string' ? '' : blankDescriptions(value);
    }
  }
  return out;
}

/**
 * A tool's arguments as JSON Schema, derived from its zod `input`. `required` follows the tool's
 * declared order, and sits inside `parameters` as the tools API expects (ToolTalk's old `functions`
 * request put it beside `parameters`, where models could not see it; that quirk is not kept).
 *
 * @example
 * toolParametersSchema(AddAlarm); // { type: 'object', properties: { time: { type: 'string', description: '...' } }, required: ['time'], ... }
 */
export function toolParametersSchema(tool: AnyTool, options: ToolDocumentationOptions = {}): Record<string, unknown> {
  const { $schema: _dialect, required: _required, ...schema } = z.toJSONSchema(tool.input) as Record<string, unknown>;
  const withRequired = tool.required.length > 0 ? { ...schema, required: [...tool.required] } : schema;
  return options.documentation === false ? (blankDescriptions(withRequired) as Record<string, unknown>) : withRequired;
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
      converted = {
        type: 'function',
        function: {
          name: tool.name,
          description: documentation ? tool.description : '',
          parameters: toolParametersSchema(tool, { documentation }),
        },
      };
      byFlag.set(documentation, converted);
    }
    return converted;
  });
}
