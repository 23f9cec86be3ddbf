/**
 * API-Bank items for models with function calling: the APIs an item describes become tools, and a
 * tool call the model makes is written back as `API-Request: [Name(key=value, ...)]`, so it is read
 * and scored exactly as a text answer would be (API-Bank's parser in compat mode).
 */
import type { ChatTool } from '../../agents/chat.js';
import { formatCall } from '../../agents/text-format/parse.js';
import { levelOneApis, levelThreeApis } from '../../plugins/api-bank/index.js';
import { apiMetadata } from './tool-searcher.js';

const JSON_TYPES: Record<string, string> = { str: 'string', int: 'integer', float: 'number', bool: 'boolean', list: 'array', 'list(str)': 'array' };

interface Metadata {
  name: string;
  description: string;
  input_parameters: Record<string, { type: string; description: string }>;
}

function toTool(metadata: Metadata, required: readonly string[]): ChatTool {
  const properties = Object.fromEntries(
    Object.entries(metadata.input_parameters).map(([name, parameter]) => {
      const type = JSON_TYPES[parameter.type] ?? 'string';
      return [name, { type, description: parameter.description, ...(type === 'array' && { items: parameter.type === 'list(str)' ? { type: 'string' } : {} }) }];
    }),
  );
  return { type: 'function', function: { name: metadata.name, description: metadata.description, parameters: { type: 'object', properties, required: [...required] } } };
}

function isMetadata(value: unknown): value is Metadata {
  const candidate = value as Partial<Metadata> | null;
  return typeof candidate?.name === 'string' && typeof candidate.description === 'string' && typeof candidate.input_parameters === 'object' && candidate.input_parameters !== null;
}

/**
 * The tools an item offers: the APIs of its `API descriptions:` block (levels 1-2), level 3's
 * ToolSearcher (first line of its input), and every API a ToolSearcher result in the history named.
 */
export function toolsForItem(instruction: string, input: string, level: 1 | 2 | 3): ChatTool[] {
  const tools = new Map<string, ChatTool>();
  const block = instruction.indexOf('API descriptions:');
  const lines = block === -1 ? [] : instruction.slice(block).split('\n').slice(1);
  for (const line of [...lines, input.split('\n')[0] ?? '']) {
    if (!line.trim().startsWith('{')) continue;
    try {
      const parsed = JSON.parse(line) as Record<string, unknown>;
      const metadata = typeof parsed.apiCode === 'string' ? { name: parsed.apiCode, description: parsed.description, input_parameters: parsed.parameters } : parsed;
      if (isMetadata(metadata) && !tools.has(metadata.name)) tools.set(metadata.name, toTool(metadata, Object.keys(metadata.input_parameters)));
    } catch {
      // A line that is not one JSON object is prose, not a description.
    }
  }
  const apis = level === 3 ? levelThreeApis : levelOneApis;
  for (const match of input.matchAll(/'name': '([A-Za-z]+)'/g)) {
    const api = apis.find((candidate) => candidate.name === match[1]);
    if (api !== undefined && !tools.has(api.name)) tools.set(api.name, toTool(apiMetadata(api) as unknown as Metadata, api.required));
  }
  return [...tools.values()];
}

/**
 * The answer in API-Bank's text format: the first tool call as `API-Request: [...]` with Python
 * literals, else the message text.
 */
export function answerText(completion: unknown): string {
  const message = (completion as { choices?: { message?: { content?: unknown; tool_calls?: unknown } }[] } | null)?.choices?.[0]?.message;
  const calls = Array.isArray(message?.tool_calls) ? (message.tool_calls as { function?: { name?: unknown; arguments?: unknown } }[]) : [];
  const first = calls[0]?.function;
  if (first !== undefined && typeof first.name === 'string') {
    try {
      const args = typeof first.arguments === 'string' && first.arguments.trim() !== '' ? JSON.parse(first.arguments) : {};
      return `API-Request: ${formatCall({ name: first.name, arguments: args })}`;
    } catch {
      // Arguments that are not a JSON object leave a call API-Bank cannot read.
      return `API-Request: [${first.name}(<unreadable arguments>)]`;
    }
  }
  return typeof message?.content === 'string' ? message.content : '';
}
