import type { EvaluatedConversation } from '../suites/tooltalk/evaluation/evaluate.js';

/** How one tool fared over a run: what the model called, and what it should have called. */
export interface ToolFailureCount {
  readonly tool: string;
  /** Predicted calls of this tool. */
  readonly calls: number;
  readonly matched: number;
  /** Predicted calls that matched no ground truth. */
  readonly unmatched: number;
  /** Unmatched calls that changed the world (ToolTalk's bad actions). */
  readonly badActions: number;
  /** Predicted calls the tool refused. */
  readonly exceptions: number;
  /** Ground-truth calls of this tool. */
  readonly expected: number;
  /** Ground-truth calls no prediction matched. */
  readonly missed: number;
}

/**
 * Per-tool counts over every evaluated conversation, most failures (missed + unmatched) first.
 *
 * @example
 * countToolFailures(evaluations)[0]; // { tool: 'CreateEvent', calls: 4, matched: 1, unmatched: 3, ... }
 */
export function countToolFailures(evaluations: readonly EvaluatedConversation[]): ToolFailureCount[] {
  const counts = new Map<string, { -readonly [Key in keyof ToolFailureCount]: ToolFailureCount[Key] }>();
  const entry = (tool: string) => {
    let count = counts.get(tool);
    if (count === undefined) {
      count = { tool, calls: 0, matched: 0, unmatched: 0, badActions: 0, exceptions: 0, expected: 0, missed: 0 };
      counts.set(tool, count);
    }
    return count;
  };
  for (const evaluation of evaluations) {
    for (const turn of evaluation.turns) {
      for (const prediction of turn.predictions) {
        if (prediction.role !== 'api') continue;
        const count = entry(prediction.request.api_name);
        count.calls++;
        if (prediction.match) count.matched++;
        else count.unmatched++;
        if (prediction.bad_action) count.badActions++;
        if (prediction.exception !== null) count.exceptions++;
      }
      for (const call of turn.groundTruth) {
        const count = entry(call.request.api_name);
        count.expected++;
        if (!call.match) count.missed++;
      }
    }
  }
  return [...counts.values()].sort(
    (left, right) => right.missed + right.unmatched - (left.missed + left.unmatched) || left.tool.localeCompare(right.tool),
  );
}
