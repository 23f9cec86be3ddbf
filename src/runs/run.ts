import { conversationLabel, type LoadedConversation } from '../suites/tooltalk/datasets/load.js';
import { evaluateConversation, type EvaluatedConversation } from '../suites/tooltalk/evaluation/evaluate.js';
import type { SemanticJudge, ToolCheck } from '../matchers/check.js';
import type { Agent } from '../suites/tooltalk/simulation/agent.js';
import { simulateConversation, type SimulateOptions } from '../suites/tooltalk/simulation/simulate.js';
import { createWorld } from '../suites/tooltalk/world.js';
import { mapWithConcurrency } from './pool.js';

/** One conversation in one trial. */
export interface TrialRun {
  readonly trial: number;
  /** The scored simulation; null when the conversation could not be run at all (see `error`). */
  readonly evaluation: EvaluatedConversation | null;
  /** Why the conversation could not be run or scored. Turn-level failures live in the turns. */
  readonly error?: string;
}

export interface ConversationRun {
  readonly name: string;
  readonly loaded: LoadedConversation;
  /** One entry per trial, in trial order. */
  readonly trials: readonly TrialRun[];
}

export interface ModelRun {
  readonly trials: number;
  readonly conversations: readonly ConversationRun[];
  /** The names of the tools the world had, to tell a model's invented tools from real ones. */
  readonly toolNames?: readonly string[];
}

export interface RunProgress {
  readonly done: number;
  readonly total: number;
  readonly name: string;
  readonly trial: number;
  readonly result: TrialRun;
}

export interface RunModelOptions extends SimulateOptions {
  /**
   * Builds the agent for one conversation in one trial. A fresh agent per task keeps agents'
   * per-turn state apart and lets each trial have its own cache key space.
   */
  readonly createAgent: (task: { readonly trial: number; readonly conversation: LoadedConversation }) => Agent;
  /** Times each conversation is run. Default 1. */
  readonly trials?: number;
  /** Conversations simulated at once. Default 1. */
  readonly concurrency?: number;
  readonly semantic?: SemanticJudge;
  readonly checks?: Readonly<Record<string, ToolCheck>>;
  readonly onProgress?: (progress: RunProgress) => void;
}

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Runs an agent over conversations, `trials` times each, `concurrency` at a time, and scores every
 * run (spec §5, §6). Trials go in order (all conversations of trial 0 first), results come back in
 * conversation and trial order whatever finished first. A conversation that cannot be simulated or
 * scored is recorded with its error; only an abort (the `signal`) stops the run.
 *
 * @example
 * const run = await runModel(loadToolTalkConversations('conversations'), {
 *   createAgent: ({ trial }) => createOpenAIAgent({ chat, model: 'gpt-4o-mini' }),
 *   trials: 3, concurrency: 4,
 * });
 */
export async function runModel(conversations: readonly LoadedConversation[], options: RunModelOptions): Promise<ModelRun> {
  const { createAgent, trials: trialOption, concurrency, semantic, checks, onProgress, ...simulateOptions } = options;
  const trials = Math.max(1, trialOption ?? 1);
  const tools = createWorld({ ...(simulateOptions.plugins && { plugins: simulateOptions.plugins }), databases: {} }).tools;
  const tasks = Array.from({ length: trials }, (_, trial) => conversations.map((conversation, index) => ({ trial, index, conversation }))).flat();
  let done = 0;
  const outcomes = await mapWithConcurrency(tasks, concurrency ?? 1, async ({ trial, conversation }) => {
    simulateOptions.signal?.throwIfAborted();
    let result: TrialRun;
    try {
      const simulated = await simulateConversation(conversation.conversation, createAgent({ trial, conversation }), simulateOptions);
      const evaluation = await evaluateConversation(simulated, { tools, ...(semantic && { semantic }), ...(checks && { checks }) });
      result = { trial, evaluation };
    } catch (error) {
      if (simulateOptions.signal?.aborted) throw error;
      result = { trial, evaluation: null, error: message(error) };
    }
    onProgress?.({ done: ++done, total: tasks.length, name: conversationLabel(conversation), trial, result });
    return result;
  });
  return {
    trials,
    toolNames: [...tools.keys()],
    conversations: conversations.map((loaded, index) => ({
      name: conversationLabel(loaded),
      loaded,
      trials: Array.from({ length: trials }, (_, trial) => outcomes[trial * conversations.length + index]!),
    })),
  };
}
