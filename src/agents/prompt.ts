import type { Conversation } from '../suites/tooltalk/datasets/conversation.js';
import type { AnyTool } from '../world/define.js';
import type { ChatModel } from './chat.js';
import { selectTools, type ToolTalkMode } from '../adapters/select-tools.js';

/**
 * Which tools a model is offered (spec §8, ToolTalk's `--api_mode`): `exact` = the conversation's
 * `apis_used`, `suite` = every tool of its `suites_used`, `all` = every tool of the world. The world
 * runs any tool whatever is offered; the mode only changes what the model reads.
 */
export type ToolMode = ToolTalkMode;

export const toolModes: readonly ToolMode[] = ['exact', 'suite', 'all'];

/** What the model agents (function calling and text format) are configured with. */
export interface ModelAgentOptions {
  /** Answers chat requests: `createOpenAIChatModel(...)`, possibly wrapped in retries and a cache. */
  readonly chat: ChatModel;
  /** The model name sent with every request. */
  readonly model: string;
  /** Which tools are offered (spec §8). Default `all`. */
  readonly mode?: ToolMode;
  /** False blanks the tool documentation, keeping names and types. Default true. */
  readonly documentation?: boolean;
  /** Sent only when given, so that each server's own default applies otherwise. */
  readonly temperature?: number;
  readonly maxTokens?: number;
}

/**
 * The system message, exactly ToolTalk's four lines (spec §8). Only the location, the clock and the
 * pre-logged-in username are shared; the username prints `None` when the user starts logged out and
 * is never updated after an in-conversation login, as in ToolTalk.
 *
 * @example
 * systemPrompt({ location: 'Lisbon', timestamp: '2025-05-12 09:00:00' });
 * // 'You are a helpful assistant. Here is some user data:\nlocation: Lisbon\n...username (if logged in): None'
 */
export function systemPrompt(metadata: Conversation['metadata']): string {
  return [
    'You are a helpful assistant. Here is some user data:',
    `location: ${metadata.location}`,
    `timestamp: ${metadata.timestamp}`,
    `username (if logged in): ${metadata.username ?? 'None'}`,
  ].join('\n');
}

/**
 * The tools to document for a conversation in a mode (ToolTalk's orders; see `selectTools`).
 * Names the world does not know are skipped rather than refused: a dataset may name tools a
 * world was built without.
 *
 * @example
 * toolsForConversation(conversation, world.listTools(), 'exact').map((tool) => tool.name); // ['AddAlarm']
 */
export function toolsForConversation(conversation: Conversation, tools: readonly AnyTool[], mode: ToolMode): AnyTool[] {
  const known = new Set(tools.map((tool) => tool.name));
  const filtered = {
    apis_used: conversation.apis_used.filter((name) => known.has(name)),
    suites_used: conversation.suites_used,
  };
  return selectTools(tools, { mode, conversation: filtered });
}
