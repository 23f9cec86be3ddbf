import type { HistoryEntry } from '../../suites/tooltalk/simulation/agent.js';
import type { ChatMessage } from '../chat.js';
import { pythonJsonDumps } from '../python-json.js';
import { formatCall } from './parse.js';

/** A recorded call in the format the model is asked to write. */
export function callAsText(name: string, parameters: Record<string, unknown> | null): string {
  if (parameters === null) return `[${name}(...)]`;
  try {
    return formatCall({ name, arguments: parameters });
  } catch {
    // A name or value with no Python literal (only possible for calls another agent made).
    return `[${name}(${pythonJsonDumps(parameters)})]`;
  }
}

/**
 * The chat messages of the text-format agent: user and assistant texts as they are, and each call
 * as an assistant message `[Name(key='value')]` followed by a user message
 * `API response: {"response": ..., "exception": ...}` (models without function calling have no
 * tool role).
 *
 * @example
 * textFormatMessages(systemText, history);
 */
export function textFormatMessages(system: string, history: readonly HistoryEntry[]): ChatMessage[] {
  const messages: ChatMessage[] = [{ role: 'system', content: system }];
  for (const entry of history) {
    if (entry.role !== 'api') {
      messages.push({ role: entry.role, content: entry.text });
      continue;
    }
    messages.push({ role: 'assistant', content: callAsText(entry.request.api_name, entry.request.parameters) });
    messages.push({ role: 'user', content: `API response: ${pythonJsonDumps({ response: entry.response, exception: entry.exception })}` });
  }
  return messages;
}
