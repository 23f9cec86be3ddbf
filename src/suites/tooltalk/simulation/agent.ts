import type { Conversation, Turn } from '../datasets/conversation.js';
import type { AnyTool } from '../../../world/define.js';
import { markPlainFrozen } from '../../../world/plain-copy.js';

/** One entry of what an agent sees: a user or assistant message, or a tool call with its outcome. */
export type HistoryEntry =
  | { readonly role: 'user'; readonly text: string }
  | { readonly role: 'assistant'; readonly text: string }
  | {
      readonly role: 'api';
      readonly request: { readonly api_name: string; readonly parameters: Record<string, unknown> | null };
      readonly response: Record<string, unknown> | null;
      readonly exception: string | null;
    };

/** What an agent is given at each step of an assistant turn. */
export interface TurnContext {
  /**
   * The conversation being simulated. It holds the ground truth, which the oracle and scripted
   * agents read; an agent under test must only use `metadata`, `user` facts it was told, and `history`.
   */
  readonly conversation: Conversation;
  /** Index of the assistant turn in `conversation.conversation`. */
  readonly turnIndex: number;
  /** How many calls the agent has made in this turn so far. */
  readonly step: number;
  readonly metadata: Conversation['metadata'];
  /** Earlier turns (ground truth) and this turn's calls so far, in order. */
  readonly history: readonly HistoryEntry[];
  /** The tools the world offers. */
  readonly tools: readonly AnyTool[];
  readonly signal?: AbortSignal;
}

/** An agent's move: call a tool, or answer the user (which ends the turn). */
export type AgentStep =
  | {
      readonly type: 'call';
      readonly name: string;
      /** The arguments, or null when the model's output could not be parsed into arguments. */
      readonly arguments: Record<string, unknown> | null;
      /** Anything to keep with the prediction (e.g. the raw model output); written to reports. */
      readonly metadata?: unknown;
    }
  | { readonly type: 'reply'; readonly text: string; readonly metadata?: unknown };

/**
 * An agent is a plain async function from the turn's context to its next step.
 *
 * @example
 * const agent: Agent = async ({ history }) => ({ type: 'reply', text: 'Done.' });
 */
export type Agent = (context: TurnContext) => AgentStep | Promise<AgentStep>;

// The recorded parameters without the session token, once per recorded call: a dataset replayed
// many times strips each call once. Frozen, since every replay hands out the same object.
const stripped = new WeakMap<object, Readonly<Record<string, unknown>>>();

function stripToken(parameters: Record<string, unknown>): Record<string, unknown> {
  let rest = stripped.get(parameters);
  if (rest === undefined) {
    const { session_token: _token, ...others } = parameters;
    // Marked as plain, so that the executor copies it with a compiled copier rather than a spread.
    rest = markPlainFrozen(Object.freeze(others));
    stripped.set(parameters, rest);
  }
  return rest as Record<string, unknown>;
}

/**
 * Plays the ground truth: the turn's recorded calls (without session tokens, which the executor
 * injects), then the recorded reply. Replaying a dataset with it must score 100% (spec §5.3).
 */
export function createOracleAgent(): Agent {
  return ({ conversation, turnIndex, step }) => {
    const turn: Turn = conversation.conversation[turnIndex]!;
    // No list made for a turn without calls: this runs for every step of every replay.
    const apis = turn.apis;
    const api = apis === undefined || apis === null ? undefined : apis[step];
    if (api === undefined) return { type: 'reply', text: turn.text };
    return { type: 'call', name: api.request.api_name, arguments: stripToken(api.request.parameters) };
  };
}

/**
 * Plays a fixed list of steps per assistant turn, in order; a turn whose list runs out replies with
 * an empty text. Steps are keyed by the turn's position among assistant turns (0, 1, ...).
 *
 * @example
 * const agent = createScriptedAgent([[{ type: 'call', name: 'GetReminders', arguments: {} }, { type: 'reply', text: 'Here.' }]]);
 */
export function createScriptedAgent(turns: readonly (readonly AgentStep[])[]): Agent {
  return ({ conversation, turnIndex, step }) => {
    let assistantIndex = 0;
    for (let index = 0; index < turnIndex; index++) {
      if (conversation.conversation[index]!.role === 'assistant') assistantIndex++;
    }
    return turns[assistantIndex]?.[step] ?? { type: 'reply', text: '' };
  };
}
