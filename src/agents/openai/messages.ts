import type { HistoryEntry, TurnContext } from '../../suites/tooltalk/simulation/agent.js';
import type { ChatMessage } from '../chat.js';
import { systemPrompt } from '../prompt.js';
import { pythonJsonDumps } from '../python-json.js';

/** Function names servers accept in an assistant message; an invented name is made to fit. */
function safeToolName(name: string): string {
  const cleaned = name.replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 64);
  return cleaned.length > 0 ? cleaned : 'unnamed';
}

function apiMessages(entry: Extract<HistoryEntry, { role: 'api' }>, id: string): ChatMessage[] {
  return [
    {
      role: 'assistant',
      content: null,
      // A call whose arguments could not be parsed is shown with none: the raw text is not in the
      // history, and servers reject tool calls whose arguments are not a JSON object.
      tool_calls: [
        {
          id,
          type: 'function',
          function: { name: safeToolName(entry.request.api_name), arguments: pythonJsonDumps(entry.request.parameters ?? {}) },
        },
      ],
    },
    { role: 'tool', tool_call_id: id, content: pythonJsonDumps({ response: entry.response, exception: entry.exception }) },
  ];
}

/**
 * The chat messages for one model request (spec §8): ToolTalk's system prompt, then the history
 * with user and assistant texts as messages and each call as an assistant tool call followed by a
 * tool message holding `{"response": ..., "exception": ...}`. Call IDs are numbered by position
 * (`call_0`, `call_1`, ...), so the same history always gives the same request (and cache key).
 * Recorded arguments keep the session token the executor injected, as ToolTalk shows them.
 *
 * @example
 * const messages = openAIMessages({ metadata: conversation.metadata, history });
 */
export function openAIMessages(context: Pick<TurnContext, 'metadata' | 'history'>): ChatMessage[] {
  const messages: ChatMessage[] = [{ role: 'system', content: systemPrompt(context.metadata) }];
  let calls = 0;
  for (const entry of context.history) {
    if (entry.role === 'api') messages.push(...apiMessages(entry, `call_${calls++}`));
    else messages.push({ role: entry.role, content: entry.text });
  }
  return messages;
}
