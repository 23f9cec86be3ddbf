import { conversationLabel, type LoadedConversation } from '../datasets/load.js';
import type { SemanticJudge, ToolCheck } from '../../../matchers/check.js';
import type { Agent } from '../simulation/agent.js';
import { simulateConversation, type SimulateOptions } from '../simulation/simulate.js';
import { classifyErrors, type ErrorTypes } from './error-types.js';
import { aggregateMetrics, judgeFreshConversation, type DatasetMetrics, type EvaluateOptions, type EvaluatedConversation } from './evaluate.js';
import { toolMapOf } from '../../../world/world.js';
import { toolTalkPlugins } from '../../../plugins/tooltalk/index.js';

export interface ReplayOptions extends SimulateOptions {
  readonly semantic?: SemanticJudge;
  readonly checks?: Readonly<Record<string, ToolCheck>>;
  /** Called after each conversation, e.g. for progress output. */
  readonly onConversation?: (result: ReplayedConversation, index: number, total: number) => void;
  /** A monotonic clock in milliseconds, for `elapsedMs` (injected; default Node's `process.hrtime`, else `performance.now`). */
  readonly clock?: () => number;
}

export interface ReplayedConversation {
  readonly name: string;
  readonly file: string;
  readonly evaluation: EvaluatedConversation;
}

export interface ReplayResult {
  readonly conversations: readonly ReplayedConversation[];
  readonly totals: DatasetMetrics;
  readonly errorTypes: ErrorTypes;
  /** Time spent simulating and evaluating (not loading files or models). */
  readonly elapsedMs: number;
}

// Not `performance.now()` where Node's clock is there: Node loads its perf_hooks modules on the first
// call, about 0.8 ms counted inside a fresh process's first pass (docs/benchmarks.md, session 22).
const hrtime = typeof process === 'object' && process !== null ? process.hrtime : undefined;
const monotonicMilliseconds: () => number =
  typeof hrtime?.bigint === 'function' ? () => Number(hrtime.bigint()) / 1e6 : () => performance.now();

/**
 * Simulates and scores each conversation with one agent, and totals the metrics (spec §5, §6).
 *
 * @example
 * const result = await replayConversations(loadToolTalkConversations('conversations'), createOracleAgent());
 * result.totals.success_rate; // 1
 */
export async function replayConversations(
  conversations: readonly LoadedConversation[],
  agent: Agent,
  options: ReplayOptions = {},
): Promise<ReplayResult> {
  const clock = options.clock ?? monotonicMilliseconds;
  const { semantic, checks, onConversation, clock: _clock, ...rest } = options;
  // Frozen, so the conversation-world cache may recognise it by identity for the whole pass.
  const simulateOptions = Object.freeze(rest);
  const tools = toolMapOf(simulateOptions.plugins ?? toolTalkPlugins);
  const evaluateOptions: EvaluateOptions = { tools, ...(semantic && { semantic }), ...(checks && { checks }) };
  const started = clock();
  const results: ReplayedConversation[] = [];
  for (const [index, loaded] of conversations.entries()) {
    const simulated = await simulateConversation(loaded.conversation, agent, simulateOptions);
    // Nothing but this loop has seen `simulated`: its predictions are as the simulator made them.
    // Judged synchronously unless a check answered with a promise: only then is there anything to await.
    const judged = judgeFreshConversation(simulated, evaluateOptions);
    const evaluation = judged instanceof Promise ? await judged : judged;
    const result = { name: conversationLabel(loaded), file: loaded.file, evaluation };
    results.push(result);
    onConversation?.(result, index, conversations.length);
  }
  const evaluations = results.map((result) => result.evaluation);
  return {
    conversations: results,
    totals: aggregateMetrics(evaluations),
    errorTypes: classifyErrors(evaluations),
    elapsedMs: clock() - started,
  };
}
