// SoWR, the Solvable Win Rate (spec §5.3): in each round every test query gets one vote for the
// reference or the candidate; the candidate wins a query with more votes; SoWR = wins / test ids.

import { createHash } from 'node:crypto';
import { createSeededRandom } from '../../../runs/random.js';
import type { PyDict, PyJson } from '../python-json/parse.js';
import { answerBody, answerQuery, type ConvertedAnswer } from './answers.js';
import type { AnswerStatus, ToolBenchJudge } from './judge.js';
import { fastApiJson } from '../python-json/format.js';
import { judgeAnswerStatus, mapConcurrently } from './sopr.js';

export interface SowrOptions {
  readonly reference: ReadonlyMap<string, ConvertedAnswer>;
  readonly candidate: ReadonlyMap<string, ConvertedAnswer>;
  readonly testIds: readonly string[];
  readonly judge: ToolBenchJudge;
  /** Rounds; default 3. */
  readonly rounds?: number;
  /** Seed of the order shuffles and random picks; default 0. */
  readonly seed?: number;
  readonly concurrency?: number;
  /**
   * Per-query SoPR labels of each side (`is_solved` of the pass-rate results). With them, a query
   * where exactly one side is Solved (majority over runs) is decided without the judge, as
   * upstream intended (its shortcut never fires, bug E3); without them statuses are recomputed.
   */
  readonly referenceLabels?: ReadonlyMap<string, readonly AnswerStatus[]>;
  readonly candidateLabels?: ReadonlyMap<string, readonly AnswerStatus[]>;
  /** A query neither side answered is a candidate win, as upstream (bug E5). Default: no vote. */
  readonly compatibleMissingBoth?: boolean;
}

export interface SowrQueryResult {
  readonly reference: number;
  readonly candidate: number;
  readonly outcome: 'win' | 'loss' | 'tie';
  /** Per round, how the vote was decided. */
  readonly rounds: readonly string[];
}

export interface SowrResult {
  /** Wins / test ids × 100. */
  readonly sowr: number;
  readonly wins: number;
  readonly losses: number;
  readonly ties: number;
  readonly judge: string;
  readonly queries: Record<string, SowrQueryResult>;
}

function majority(labels: readonly AnswerStatus[] | undefined): AnswerStatus | undefined {
  if (labels === undefined || labels.length === 0) return undefined;
  const counts = new Map<AnswerStatus, number>();
  for (const label of labels) counts.set(label, (counts.get(label) ?? 0) + 1);
  const best = Math.max(...counts.values());
  const top = [...counts].filter(([, count]) => count === best).map(([label]) => label);
  return top.length === 1 ? top[0] : 'Unsure';
}

/** The answer as the comparison sees it: final answer cut to 1000 characters, no `method`. */
function forComparison(record: ConvertedAnswer): PyDict {
  const answer = new Map(answerBody(record));
  answer.delete('method');
  const finalAnswer = answer.get('final_answer');
  if (typeof finalAnswer === 'string') answer.set('final_answer', [...finalAnswer].slice(0, 1000).join(''));
  return answer;
}

/** Same final answer and same details: upstream then picks at random without asking the judge. */
function sameAnswer(left: PyDict, right: PyDict): boolean {
  const part = (answer: PyDict, key: string) => fastApiJson(answer.get(key) ?? null);
  return part(left, 'final_answer') === part(right, 'final_answer') && part(left, 'answer_details') === part(right, 'answer_details');
}

/**
 * Computes SoWR of a candidate against a reference.
 *
 * @example
 * const { sowr } = await evaluateSowr({ reference, candidate, testIds, judge });
 */
export async function evaluateSowr(options: SowrOptions): Promise<SowrResult> {
  const rounds = options.rounds ?? 3;
  const seed = options.seed ?? 0;

  const decide = async (id: string, round: number): Promise<{ vote: 'reference' | 'candidate' | 'none'; how: string }> => {
    const reference = options.reference.get(id);
    const candidate = options.candidate.get(id);
    if (reference === undefined && candidate === undefined) {
      return options.compatibleMissingBoth ? { vote: 'candidate', how: 'neither answered (counted for the candidate, as upstream)' } : { vote: 'none', how: 'neither answered' };
    }
    if (reference === undefined) return { vote: 'candidate', how: 'no reference answer' };
    if (candidate === undefined) return { vote: 'reference', how: 'no candidate answer' };
    const referenceMajority = majority(options.referenceLabels?.get(id));
    const candidateMajority = majority(options.candidateLabels?.get(id));
    if (referenceMajority === 'Solved' && candidateMajority === 'Unsolved') return { vote: 'reference', how: 'pass rate: only the reference solved it' };
    if (candidateMajority === 'Solved' && referenceMajority === 'Unsolved') return { vote: 'candidate', how: 'pass rate: only the candidate solved it' };

    // One generator per (seed, round, query): votes do not depend on the order queries are judged in.
    const digest = createHash('sha256').update(`${seed}\u0000${round}\u0000${id}`).digest();
    const random = createSeededRandom(digest.readUInt32LE(0));
    const sides = [
      { side: 'reference' as const, answer: forComparison(reference), record: reference },
      { side: 'candidate' as const, answer: forComparison(candidate), record: candidate },
    ];
    // The statuses travel with their answers through the shuffle (upstream's do not, bug E4).
    if (random() < 0.5) sides.reverse();
    const [first, second] = sides as [(typeof sides)[0], (typeof sides)[0]];
    if (sameAnswer(first.answer, second.answer)) {
      const pick = random() < 0.5 ? first : second;
      return { vote: pick.side, how: 'identical answers: random pick' };
    }
    const query = answerQuery(reference);
    const status = async (record: ConvertedAnswer) => (await judgeAnswerStatus(record, options.judge)).status;
    const statuses = [await status(first.record), await status(second.record)] as const;
    const solved = statuses.map((label) => label === 'Solved');
    if (solved[0] !== solved[1]) return { vote: solved[0] ? first.side : second.side, how: 'only one is Solved' };
    if (!solved[0]) {
      const unsure = statuses.map((label) => label === 'Unsure');
      if (unsure[0] !== unsure[1]) return { vote: unsure[0] ? first.side : second.side, how: 'neither Solved, only one Unsure' };
      // Upstream asks this and then ignores the answer; it is asked here too, so judge call counts match.
      await options.judge.checkTaskSolvable({ query, availableTools: reference.get('available_tools') ?? null });
    }
    const { index } = await options.judge.selectBetterAnswer({ query, answers: [first.answer as PyJson, second.answer as PyJson] });
    return { vote: (index === 0 ? first : second).side, how: 'judge preference' };
  };

  const perQuery = await mapConcurrently(options.testIds, options.concurrency ?? 4, async (id) => {
    const votes = { reference: 0, candidate: 0 };
    const how: string[] = [];
    for (let round = 0; round < rounds; round++) {
      const { vote, how: reason } = await decide(id, round);
      if (vote !== 'none') votes[vote]++;
      how.push(`${vote}: ${reason}`);
    }
    return { id, votes, how };
  });

  const queries: Record<string, SowrQueryResult> = {};
  let wins = 0;
  let losses = 0;
  let ties = 0;
  for (const { id, votes, how } of perQuery) {
    const outcome = votes.candidate > votes.reference ? 'win' : votes.candidate < votes.reference ? 'loss' : 'tie';
    if (outcome === 'win') wins++;
    else if (outcome === 'loss') losses++;
    else ties++;
    queries[id] = { reference: votes.reference, candidate: votes.candidate, outcome, rounds: how };
  }
  const total = options.testIds.length;
  return { sowr: total === 0 ? 0 : (wins / total) * 100, wins, losses, ties, judge: options.judge.name, queries };
}
