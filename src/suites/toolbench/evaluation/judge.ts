// The judge functions StableToolBench's evaluators ask (spec §5.1), as an interface: an LLM
// behind any OpenAI-compatible endpoint answers them in production, a script in tests.

import type { PyJson } from '../python-json/parse.js';

export type AnswerStatus = 'Solved' | 'Unsolved' | 'Unsure';
export type TaskStatus = 'Solvable' | 'Unsolvable' | 'Unsure';

export const answerStatuses: readonly AnswerStatus[] = ['Unsure', 'Unsolved', 'Solved'];
export const taskStatuses: readonly TaskStatus[] = ['Unsure', 'Unsolvable', 'Solvable'];

/** The four judge functions of §5.1. Each answer may carry the judge's reason. */
export interface ToolBenchJudge {
  /** Names the judge in results (e.g. `openai:gpt-4o`, `scripted`). */
  readonly name: string;
  /** Phase 1: is the final answer (the raw Finish argument text) a solution? */
  checkAnswerStatus(input: { readonly query: string; readonly finalAnswer: string }): Promise<{ status: AnswerStatus; reason?: string }>;
  /** Phase 2: judged from the whole answer (method, steps, final answer, details). */
  parseAnswerStatus(input: { readonly query: string; readonly answer: PyJson }): Promise<{ status: AnswerStatus; reason?: string }>;
  /** Whether the tools suffice for the query. */
  checkTaskSolvable(input: { readonly query: string; readonly availableTools: PyJson }): Promise<{ status: TaskStatus; reason?: string }>;
  /** Which of two answers is better: 0 or 1. */
  selectBetterAnswer(input: { readonly query: string; readonly answers: readonly [PyJson, PyJson] }): Promise<{ index: 0 | 1; reason?: string }>;
}

/** FAC's judge (§5.4): free text containing "Answer Status" and "Reason". */
export interface FinalAnswerJudge {
  readonly name: string;
  judge(input: { readonly query: string; readonly answer: string }): Promise<string>;
}

/** Thrown when a scripted judge is asked something its script does not cover. */
export class UnscriptedJudgeCallError extends Error {
  override readonly name = 'UnscriptedJudgeCallError';
  static isInstance(value: unknown): value is UnscriptedJudgeCallError {
    return value instanceof UnscriptedJudgeCallError;
  }
}

export interface JudgeScript {
  readonly checkAnswerStatus?: (input: { query: string; finalAnswer: string }) => AnswerStatus;
  readonly parseAnswerStatus?: (input: { query: string; answer: PyJson }) => AnswerStatus;
  readonly checkTaskSolvable?: (input: { query: string; availableTools: PyJson }) => TaskStatus;
  readonly selectBetterAnswer?: (input: { query: string; answers: readonly [PyJson, PyJson] }) => 0 | 1;
}

/** A judge call as the scripted judge recorded it. */
export interface JudgeCall {
  readonly function: keyof JudgeScript;
  readonly query: string;
}

/**
 * A deterministic judge for tests: each function is answered by the script; every call is logged
 * in `calls` so tests can assert which were made (or that none was).
 *
 * @example
 * const judge = createScriptedJudge({ checkAnswerStatus: ({ finalAnswer }) => (finalAnswer.includes('42') ? 'Solved' : 'Unsolved') });
 */
export function createScriptedJudge(script: JudgeScript, name = 'scripted'): ToolBenchJudge & { readonly calls: JudgeCall[] } {
  const calls: JudgeCall[] = [];
  const answer = <K extends keyof JudgeScript>(fn: K, query: string): NonNullable<JudgeScript[K]> => {
    calls.push({ function: fn, query });
    const scripted = script[fn];
    if (scripted === undefined) throw new UnscriptedJudgeCallError(`the scripted judge has no answer for ${fn} (query: ${query.slice(0, 60)})`);
    return scripted as NonNullable<JudgeScript[K]>;
  };
  return {
    name,
    calls,
    checkAnswerStatus: async (input) => ({ status: answer('checkAnswerStatus', input.query)(input) }),
    parseAnswerStatus: async (input) => ({ status: answer('parseAnswerStatus', input.query)(input) }),
    checkTaskSolvable: async (input) => ({ status: answer('checkTaskSolvable', input.query)(input) }),
    selectBetterAnswer: async (input) => ({ index: answer('selectBetterAnswer', input.query)(input) }),
  };
}

/**
 * A scripted FAC judge: `reply(query, answer)` gives the judge's text.
 *
 * @example
 * const judge = createScriptedFinalAnswerJudge(({ answer }) => (answer ? 'Answer Status\nSolved\nReason\nok' : 'Answer Status\nUnsolved'));
 */
export function createScriptedFinalAnswerJudge(reply: (input: { query: string; answer: string }) => string, name = 'scripted'): FinalAnswerJudge {
  return { name, judge: async (input) => reply(input) };
}
