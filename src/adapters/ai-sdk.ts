import { jsonSchema, tool, type Tool } from 'ai';
import type { World } from '../world/world.js';
import { ToolError } from '../world/errors.js';
import { toJSONSchema, toolDescription } from './json-schema.js';
import type { ToolFormatOptions } from './options.js';
import { selectTools } from './select-tools.js';

export interface AISDKToolsOptions extends ToolFormatOptions {
  /**
   * How a refused call reaches the model. `throw` (default): `execute` throws a `ToolError` whose
   * message is the world's exception; the AI SDK records a `tool-error` part and sends the model that
   * text as an error result. `return`: `execute` resolves to ToolTalk's `{ response, exception }`
   * for every call, so the model reads the same JSON ToolTalk's prompts showed it.
   */
  readonly errors?: 'throw' | 'return';
}

/** An AI SDK tool bound to a world. Its input is the model's raw arguments (see `toAISDKTools`). */
export type WorldTool = Tool<Record<string, unknown>, Record<string, unknown>>;

/**
 * The world's tools as Vercel AI SDK tools, keyed by name: `tool({ description, inputSchema, execute })`
 * where `execute` runs `world.call(name, input)`, so the model's calls change the bound world.
 *
 * The input schema is the tool's JSON Schema without an AI SDK validator: the world validates the
 * arguments itself, with its own messages (or ToolTalk's, in the `tooltalk` message style), reports
 * unknown parameter names instead of dropping them, and reads an explicit null as "omitted" where
 * ToolTalk does. A zod validator in front would reject or reshape such calls before the world saw them.
 *
 * @example
 * import { generateText, stepCountIs } from 'ai';
 * import { toAISDKTools } from 'toolworld/ai-sdk';
 * const world = createWorld();
 * await generateText({ model, tools: toAISDKTools(world), stopWhen: stepCountIs(5), prompt: 'Log in as inesmartins (password Pastel&Nata42) and set an alarm for 07:30.' });
 * world.state.databases.Alarm.get('inesmartins'); // holds the new alarm
 */
export function toAISDKTools(world: World, options: AISDKToolsOptions = {}): Record<string, WorldTool> {
  const errors = options.errors ?? 'throw';
  if (errors !== 'throw' && errors !== 'return') {
    throw new TypeError(`toAISDKTools: errors must be 'throw' or 'return', got ${JSON.stringify(errors)}`);
  }
  const tools: Record<string, WorldTool> = {};
  for (const declared of selectTools(world, options)) {
    const name = declared.name;
    const description = toolDescription(declared, options);
    tools[name] = tool({
      ...(description !== '' && { description }),
      inputSchema: jsonSchema<Record<string, unknown>>(toJSONSchema(declared, options)),
      async execute(input) {
        const { response, exception } = await world.executeAsync(name, input);
        if (errors === 'return') return { response, exception };
        if (exception !== null) throw new ToolError(exception);
        return response ?? {};
      },
    });
  }
  return tools;
}
