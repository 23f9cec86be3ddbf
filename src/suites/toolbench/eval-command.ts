// `toolworld toolbench-eval`: SoPR, SoWR or FAC over converted answer files (ours or upstream's),
// with a judge through any OpenAI-compatible server, upstream's bugs fixed unless asked for.

import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { parseArgs } from 'node:util';
import type { ChatModel } from '../../agents/chat.js';
import { createOpenAIChatModel } from '../../agents/openai/client.js';
import { UsageError, fixed, type CommandIO } from '../../cli/io.js';
import { createSeededRandom } from '../../runs/random.js';
import { withRetries } from '../../runs/retry.js';
import { loadConvertedAnswers } from './evaluation/answers.js';
import { evaluateFac } from './evaluation/fac.js';
import { createOpenAIFinalAnswerJudge, createOpenAIJudge } from './evaluation/openai-judge.js';
import { evaluateSopr } from './evaluation/sopr.js';
import { evaluateSowr } from './evaluation/sowr.js';
import { loadTestQueryIds } from './queries.js';

export const toolBenchEvalUsage = `Usage: toolworld toolbench-eval --metric sopr|sowr|fac --answers FILE --test-ids FILE --judge-model NAME [options]

Scores StableToolBench answers in the converted format (model_predictions_converted/{method}/{group}.json,
or what 'toolworld run --suite toolbench' writes) with a judge through any OpenAI-compatible server.

  --metric M              sopr (Solvable Pass Rate), sowr (Solvable Win Rate) or fac (Final Answer Correctness).
  --answers FILE          The candidate's converted answers.
  --reference FILE        sowr: the reference's converted answers.
  --test-ids FILE         test_query_ids/{group}.json: the denominator and the order.
  --judge-model NAME      The judge; --judge-base-url URL (default OpenAI), --judge-api-key-env VAR (OPENAI_API_KEY).
  --runs N                sopr runs / sowr rounds. Default: 3.
  --seed N                sowr shuffle seed. Default: 0.
  --concurrency N         Queries judged at once. Default: 4.
  --compat                Reproduce upstream's bugs (E1 denominator, E5, E7, E8) instead of the fixes.
  --out FILE              Write the per-query results as JSON.
  --json                  Print the result as JSON.
  -h, --help              Show this help.`;

function wholeNumber(name: string, value: string | undefined, fallback: number, minimum: number): number {
  if (value === undefined) return fallback;
  const number = Number(value);
  if (!/^\d+$/.test(value) || number < minimum) throw new UsageError(`--${name} takes a whole number >= ${minimum}, got '${value}'`);
  return number;
}

export interface ToolBenchEvalDependencies {
  readonly env?: Readonly<Record<string, string | undefined>>;
  /** The judge's chat model (tests give a scripted one); default: the OpenAI client for the options. */
  readonly chat?: ChatModel;
}

/** Runs the command; 0 on success. */
export async function runToolBenchEval(argv: readonly string[], io: CommandIO, dependencies: ToolBenchEvalDependencies = {}): Promise<number> {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      metric: { type: 'string' },
      answers: { type: 'string' },
      reference: { type: 'string' },
      'test-ids': { type: 'string' },
      'judge-model': { type: 'string' },
      'judge-base-url': { type: 'string' },
      'judge-api-key-env': { type: 'string', default: 'OPENAI_API_KEY' },
      runs: { type: 'string' },
      seed: { type: 'string' },
      concurrency: { type: 'string' },
      compat: { type: 'boolean', default: false },
      out: { type: 'string' },
      json: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    io.stdout(toolBenchEvalUsage);
    return 0;
  }
  const metric = values.metric;
  if (metric !== 'sopr' && metric !== 'sowr' && metric !== 'fac') throw new UsageError(`--metric takes sopr, sowr or fac, got '${metric ?? ''}'`);
  if (values.answers === undefined) throw new UsageError('--answers FILE is required');
  if (values['test-ids'] === undefined) throw new UsageError('--test-ids FILE is required');
  if (metric === 'sowr' && values.reference === undefined) throw new UsageError('--metric sowr needs --reference FILE');
  const model = values['judge-model'];
  if (model === undefined) throw new UsageError('--judge-model NAME is required');
  const env = dependencies.env ?? process.env;
  const baseURL = values['judge-base-url'];
  const key = env[values['judge-api-key-env']] ?? (baseURL === undefined ? undefined : 'toolworld-local');
  if (dependencies.chat === undefined && key === undefined) throw new UsageError(`--judge-model: set ${values['judge-api-key-env']}, or give --judge-base-url for a local server`);
  const chat =
    dependencies.chat ??
    withRetries(createOpenAIChatModel({ apiKey: key!, ...(baseURL !== undefined && { baseURL }), timeoutMs: 120_000 }), { random: createSeededRandom(0) });

  const answers = loadConvertedAnswers(values.answers);
  const testIds = loadTestQueryIds(values['test-ids']);
  const runs = wholeNumber('runs', values.runs, 3, 1);
  const concurrency = wholeNumber('concurrency', values.concurrency, 4, 1);
  let summary: Record<string, unknown>;
  let details: unknown;
  if (metric === 'sopr') {
    const result = await evaluateSopr({ answers, testIds, judge: createOpenAIJudge({ chat, model }), runs, concurrency, compatibleDenominator: values.compat });
    summary = { metric, sopr: result.sopr, std: result.std, runScores: result.runScores, denominator: result.denominator, judge: result.judge, compat: values.compat };
    details = result.queries;
    if (!values.json) io.stdout(`SoPR ${fixed(result.sopr, 1)} ± ${fixed(result.std, 1)} over ${result.denominator} queries, ${runs} runs (judge ${result.judge})`);
  } else if (metric === 'sowr') {
    const reference = loadConvertedAnswers(values.reference!);
    const result = await evaluateSowr({
      reference,
      candidate: answers,
      testIds,
      judge: createOpenAIJudge({ chat, model }),
      rounds: runs,
      seed: wholeNumber('seed', values.seed, 0, 0),
      concurrency,
      compatibleMissingBoth: values.compat,
    });
    summary = { metric, sowr: result.sowr, wins: result.wins, losses: result.losses, ties: result.ties, judge: result.judge, compat: values.compat };
    details = result.queries;
    if (!values.json) io.stdout(`SoWR ${fixed(result.sowr, 1)}: ${result.wins} wins, ${result.ties} ties, ${result.losses} losses of ${testIds.length} (judge ${result.judge})`);
  } else {
    const compatible = values.compat ? { extraction: true, label: true } : {};
    const result = await evaluateFac({ answers, testIds, judge: createOpenAIFinalAnswerJudge({ chat, model }), concurrency, compatible });
    summary = { metric, fac: result.fac, judge: result.judge, compat: values.compat };
    details = result.queries;
    if (!values.json) io.stdout(`FAC ${fixed(result.fac, 1)} over ${testIds.length} queries (judge ${result.judge})`);
  }
  if (values.json) io.stdout(JSON.stringify(summary));
  if (values.out !== undefined) {
    mkdirSync(dirname(values.out), { recursive: true });
    writeFileSync(values.out, `${JSON.stringify({ ...summary, queries: details }, null, 2)}\n`);
  }
  return 0;
}
