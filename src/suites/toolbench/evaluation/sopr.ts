// SoPR, the Solvable Pass Rate (spec §5.2): each query judged independently in each run; a run's
// score is (Solved + ½ Unsure) / queries; the reported figure is the mean over runs ± the
// population standard deviation, both × 100.

import { answerBody, answerQuery, answerSteps, availableToolNames, finalAnswerText, type ConvertedAnswer } from './answers.js';
import type { AnswerStatus, ToolBenchJudge } from './judge.js';

export interface SoprOptions {
  readonly answers: ReadonlyMap<string, ConvertedAnswer>;
  /** The test ids (`test_query_ids/{group}.json`); the denominator. */
  readonly testIds: readonly string[];
  readonly judge: ToolBenchJudge;
  /** Independent runs; default 3 (README). */
  readonly runs?: number;
  /** Queries judged at once; default 4. */
  readonly concurrency?: number;
  /**
   * Upstream's denominator: only queries that have an answer (bug E1), so crashed or skipped
   * queries vanish instead of failing. Default false: a test id without an answer is Unsolved.
   */
  readonly compatibleDenominator?: boolean;
}

/** One query's result, in the shape of upstream's pass-rate JSON plus what we add. */
export interface SoprQueryResult {
  readonly query: string;
  readonly tool_names: readonly string[];
  readonly answer_steps: string;
  readonly final_step: string;
  /** Run index (as a string) → `AnswerStatus.X`, as upstream writes it. */
  readonly is_solved: Record<string, `AnswerStatus.${AnswerStatus}`>;
  /** Why each run got its label without the judge, when it did. */
  readonly shortcut?: string;
  /** True for a test id with no answer (counted Unsolved unless `compatibleDenominator`). */
  readonly missing?: boolean;
}

export interface SoprResult {
  /** Mean × 100. */
  readonly sopr: number;
  /** Population standard deviation × 100. */
  readonly std: number;
  readonly runScores: readonly number[];
  readonly denominator: number;
  readonly judge: string;
  readonly compatibleDenominator: boolean;
  readonly queries: Record<string, SoprQueryResult>;
}

/** Mean and population standard deviation (ddof 0). */
export function meanAndPopulationStd(values: readonly number[]): { mean: number; std: number } {
  if (values.length === 0) return { mean: 0, std: 0 };
  const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
  const variance = values.reduce((sum, value) => sum + (value - mean) ** 2, 0) / values.length;
  return { mean, std: Math.sqrt(variance) };
}

/**
 * The label of one answer in one run: the two shortcuts, then phase 1, then phase 2 on Unsure.
 * Exported because SoWR recomputes statuses the same way.
 */
export async function judgeAnswerStatus(record: ConvertedAnswer, judge: ToolBenchJudge): Promise<{ status: AnswerStatus; shortcut?: string }> {
  const { finalStep } = answerSteps(record);
  if (!finalStep.includes("'name': 'Finish'")) return { status: 'Unsolved', shortcut: 'the last tool call is not Finish' };
  const finalAnswer = finalAnswerText(record);
  if (finalAnswer === '' || finalAnswer.includes('give_up_and_restart')) return { status: 'Unsolved', shortcut: 'no answer, or gave up' };
  const query = answerQuery(record);
  const first = await judge.checkAnswerStatus({ query, finalAnswer });
  if (first.status !== 'Unsure') return { status: first.status };
  return { status: (await judge.parseAnswerStatus({ query, answer: answerBody(record) })).status };
}

/** Runs `work` over items with at most `limit` in flight, keeping results in order. */
export async function mapConcurrently<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  return results;
}

/**
 * Computes SoPR over the test ids.
 *
 * @example
 * const { sopr, std } = await evaluateSopr({ answers, testIds, judge, runs: 3 });
 */
export async function evaluateSopr(options: SoprOptions): Promise<SoprResult> {
  const runs = options.runs ?? 3;
  const compatible = options.compatibleDenominator ?? false;
  const answered = options.testIds.filter((id) => options.answers.has(id));
  const judged = compatible ? answered : options.testIds;
  const queries: Record<string, SoprQueryResult> = {};
  const tallies = Array.from({ length: runs }, () => ({ solved: 0, unsure: 0 }));

  const results = await mapConcurrently(judged, options.concurrency ?? 4, async (id) => {
    const record = options.answers.get(id);
    if (record === undefined) return { id, labels: Array<AnswerStatus>(runs).fill('Unsolved'), record, shortcut: 'no answer for this test id' };
    const labels: AnswerStatus[] = [];
    let shortcut: string | undefined;
    for (let run = 0; run < runs; run++) {
      const outcome = await judgeAnswerStatus(record, options.judge);
      labels.push(outcome.status);
      shortcut = outcome.shortcut;
    }
    return { id, labels, record, shortcut };
  });

  for (const { id, labels, record, shortcut } of results) {
    labels.forEach((label, run) => {
      if (label === 'Solved') tallies[run]!.solved++;
      if (label === 'Unsure') tallies[run]!.unsure++;
    });
    const steps = record === undefined ? { steps: '', finalStep: '' } : answerSteps(record);
    queries[id] = {
      query: record === undefined ? '' : answerQuery(record),
      tool_names: record === undefined ? [] : availableToolNames(record),
      answer_steps: steps.steps,
      final_step: steps.finalStep,
      is_solved: Object.fromEntries(labels.map((label, run) => [String(run), `AnswerStatus.${label}` as const])),
      ...(shortcut !== undefined && { shortcut }),
      ...(record === undefined && { missing: true }),
    };
  }
  const denominator = judged.length;
  const runScores = tallies.map(({ solved, unsure }) => (denominator === 0 ? 0 : (solved + 0.5 * unsure) / denominator));
  const { mean, std } = meanAndPopulationStd(runScores);
  return { sopr: mean * 100, std: std * 100, runScores, denominator, judge: options.judge.name, compatibleDenominator: compatible, queries };
}
