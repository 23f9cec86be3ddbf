// FAC, Final Answer Correctness (spec §5.4): one judge call per test id on the final answer alone;
// the label is 1 for Solved, 0 otherwise; FAC = mean over all test ids (one run, no std).

import { answerQuery, finalAnswerText, type ConvertedAnswer } from './answers.js';
import type { FinalAnswerJudge } from './judge.js';
import { mapConcurrently } from './sopr.js';

export interface FacOptions {
  readonly answers: ReadonlyMap<string, ConvertedAnswer>;
  readonly testIds: readonly string[];
  readonly judge: FinalAnswerJudge;
  readonly concurrency?: number;
  /**
   * Upstream's behaviours, each a known bug: `extraction` takes the answer out of the Finish JSON
   * only when it starts with `{\` (E7, so the judge sees raw JSON); `label` scores 0 whenever
   * `unsolved` appears anywhere in the judge's text, reason included (E8); `missingIdThrows` stops
   * the run on a test id without an answer, as upstream crashes. Default: all fixed.
   */
  readonly compatible?: { readonly extraction?: boolean; readonly label?: boolean; readonly missingIdThrows?: boolean };
}

export interface FacQueryResult {
  readonly label: 0 | 1;
  /** The judge's text, or why it was not asked. */
  readonly judgement: string;
  /** The answer text the judge saw. */
  readonly answer: string;
}

export interface FacResult {
  /** Mean label × 100. */
  readonly fac: number;
  readonly judge: string;
  readonly queries: Record<string, FacQueryResult>;
}

/** The answer text FAC judges: the Finish call's `final_answer` field (fixed) or upstream's rule. */
export function facAnswerText(finishArguments: string, compatible = false): string {
  if (compatible) {
    if (!finishArguments.startsWith('{\\')) return finishArguments;
  }
  try {
    const parsed: unknown = JSON.parse(finishArguments);
    const answer = (parsed as { final_answer?: unknown } | null)?.final_answer;
    return typeof answer === 'string' ? answer : finishArguments;
  } catch {
    return finishArguments;
  }
}

/**
 * The label of a judge's text. Fixed: the first non-empty line after "Answer Status" decides
 * (Solved → 1, Unsolved → 0), falling back to the first of the two words anywhere in the text.
 * Upstream (`compatible`): `unsolved` anywhere → 0, else `solved` anywhere → 1, else 0.
 */
export function facLabel(judgement: string, compatible = false): 0 | 1 {
  const text = judgement.toLowerCase();
  if (compatible) return text.includes('unsolved') ? 0 : text.includes('solved') ? 1 : 0;
  const lines = text.split('\n').map((line) => line.trim().replace(/^[*#:\s-]+|[*:\s.]+$/g, ''));
  const header = lines.findIndex((line) => line.startsWith('answer status'));
  if (header !== -1) {
    const inline = lines[header]!.slice('answer status'.length).replace(/^[\s:*-]+/, '');
    const value = inline !== '' ? inline : lines.slice(header + 1).find((line) => line !== '') ?? '';
    if (value.startsWith('unsolved')) return 0;
    if (value.startsWith('solved')) return 1;
  }
  const word = /\b(unsolved|solved)\b/.exec(text);
  return word?.[1] === 'solved' ? 1 : 0;
}

/**
 * Computes FAC over the test ids, in file order.
 *
 * @example
 * const { fac } = await evaluateFac({ answers, testIds, judge });
 */
export async function evaluateFac(options: FacOptions): Promise<FacResult> {
  const compatible = options.compatible ?? {};
  const results = await mapConcurrently(options.testIds, options.concurrency ?? 4, async (id): Promise<[string, FacQueryResult]> => {
    const record = options.answers.get(id);
    if (record === undefined) {
      if (compatible.missingIdThrows) throw new Error(`FAC: no answer for test id ${id} (upstream stops here)`);
      return [id, { label: 0, judgement: 'Unsolved: no answer for this test id', answer: '' }];
    }
    const finishArguments = finalAnswerText(record);
    if (finishArguments === '') return [id, { label: 0, judgement: 'Unsolved: parsing error (empty final answer)', answer: '' }];
    const answer = facAnswerText(finishArguments, compatible.extraction ?? false);
    const judgement = await options.judge.judge({ query: answerQuery(record), answer });
    return [id, { label: facLabel(judgement, compatible.label ?? false), judgement, answer }];
  });
  const queries = Object.fromEntries(results);
  const total = results.length;
  const sum = results.reduce((count, [, result]) => count + result.label, 0);
  return { fac: total === 0 ? 0 : (sum / total) * 100, judge: options.judge.name, queries };
}
