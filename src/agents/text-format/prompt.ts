import type { Conversation } from '../../suites/tooltalk/datasets/conversation.js';
import type { AnyTool } from '../../world/define.js';
import { toolParametersSchema } from '../openai/tools.js';
import { systemPrompt } from '../prompt.js';

interface PropertySchema {
  type?: string | string[];
  enum?: unknown[];
  items?: PropertySchema;
  description?: string;
}

/** A JSON Schema type in Python's words, which is what the call syntax looks like. */
function typeName(schema: PropertySchema): string {
  if (Array.isArray(schema.enum)) return schema.enum.map((value) => JSON.stringify(value).replace(/^"|"$/g, "'")).join(' | ');
  const types = (Array.isArray(schema.type) ? schema.type : [schema.type ?? 'any']).filter((type) => type !== 'null');
  const python: Record<string, string> = { string: 'str', integer: 'int', number: 'float', boolean: 'bool', object: 'dict' };
  return types
    .map((type) => (type === 'array' ? `list[${schema.items ? typeName(schema.items) : 'any'}]` : (python[type] ?? type)))
    .join(' | ');
}

/**
 * One tool as text: its signature, its description and one line per parameter. Without
 * documentation only the signature and the parameter types remain, as in ToolTalk's mode.
 *
 * @example
 * describeToolAsText(AddAlarm, true); // "AddAlarm(time: str)\n  Sets an alarm ...\n  - time (str, required): ..."
 */
export function describeToolAsText(tool: AnyTool, documentation: boolean): string {
  const schema = toolParametersSchema(tool) as { properties?: Record<string, PropertySchema> };
  const properties = schema.properties ?? {};
  const required = new Set(tool.required);
  const signature = `${tool.name}(${Object.entries(properties).map(([name, property]) => `${name}: ${typeName(property)}`).join(', ')})`;
  const lines = [signature];
  if (documentation) lines.push(`  ${tool.description}`);
  for (const [name, property] of Object.entries(properties)) {
    const head = `  - ${name} (${typeName(property)}, ${required.has(name) ? 'required' : 'optional'})`;
    lines.push(documentation && property.description ? `${head}: ${property.description}` : head);
  }
  return lines.join('\n');
}

export const textFormatInstructions = [
  'To use a tool, answer with only the call, in this form:',
  "[ToolName(parameter='value', other_parameter=2)]",
  "Quote strings, write lists as ['a', 'b'] and booleans as True or False. Make one call per answer;",
  'its result comes back in the next message. When you have what you need, answer the user in plain',
  'text, without square brackets.',
].join('\n');

/**
 * The system message of the text-format agent: ToolTalk's four lines of user data (spec §8), then
 * the offered tools and how to call them.
 */
export function textFormatSystemPrompt(metadata: Conversation['metadata'], tools: readonly AnyTool[], documentation: boolean): string {
  const toolText = tools.map((tool) => describeToolAsText(tool, documentation)).join('\n\n');
  return `${systemPrompt(metadata)}\n\nYou can use these tools:\n\n${toolText}\n\n${textFormatInstructions}`;
}
