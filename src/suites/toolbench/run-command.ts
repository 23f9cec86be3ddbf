// `toolworld run --suite toolbench`: a model over StableToolBench's solvable queries, answers in
// the converted format (§4.8) and our report, optionally scored by a judge (SoPR and FAC).

import { mkdirSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { parseArgs } from 'node:util';
import type { ChatModel } from '../../agents/chat.js';
import { createOpenAIChatModel } from '../../agents/openai/client.js';
import { createFileResponseCache, withResponseCache } from '../../runs/cache.js';
import { createSeededRandom } from '../../runs/random.js';
import { withRetries } from '../../runs/retry.js';
import { UsageError, fixed, type CommandIO } from '../../cli/io.js';
import { createResponseCache } from './cache/response-cache.js';
import { evaluateFac } from './evaluation/fac.js';
import { createOpenAIFinalAnswerJudge, createOpenAIJudge } from './evaluation/openai-judge.js';
import { evaluateSopr } from './evaluation/sopr.js';
import { pythonJsonDumps } from './python-json/format.js';
import { loadSolvableQueries, loadTestQueryIds } from './queries.js';
import { runToolBenchQueries } from './run/run-queries.js';
import { simulatorFromFlags } from './simulators/from-options.js';
import { loadResponseExamples } from './simulators/response-examples.js';
import { loadToolUniverse } from './universe.js';
import { createVirtualApi } from './virtual-api.js';

export const toolBenchRunUsage = `Usage: toolworld run --suite toolbench --queries FILE --model NAME [options]

Runs a model on StableToolBench's solvable queries (CoT@1 or DFSDT: think, call functions, end with Finish),
its calls answered in-process from the response cache and a simulator. Writes the answers in
StableToolBench's converted format ({out}/{group}.json, what its evaluators read) and results.json.

Queries and tools:
  --queries FILE            A test_instruction/{group}.json file (repeatable).
  --test-ids FILE           Only the ids of a test_query_ids/{group}.json file.
  --limit N                 Only the first N queries.
  --toolbench-tools DIR     Tool docs (toolenv/tools); default: the API records in the queries.
  --toolbench-cache DIR     Response cache folder; default: none (every call is a miss).
  --response-examples DIR   Response skeletons for the offline simulator.
  --simulator KIND          none (misses answer an error), offline (deterministic), llm. Default: offline.
  --simulator-model NAME, --simulator-base-url URL, --simulator-api-key-env VAR   For llm.
  --routing MODE            exact (default) or suffix (upstream's misrouting, spec §1.7).
  --functions STYLE         data-examples (default), current, or complete (offer optional parameters).

Model:
  --model NAME              Model name sent to the server (required).
  --base-url URL            OpenAI-compatible server. Default: OpenAI.
  --api-key-env VAR         Environment variable with the key. Default: OPENAI_API_KEY.
  --temperature T           Sampling temperature (default: the server's).
  --method METHOD           cot (CoT@1, default) or dfs (DFSDT without ranking, DFS_woFilter_w2).
  --width N                 DFSDT children per node. Default: 2.
  --max-query-count N       DFSDT model requests per query. Default: 200.
  --max-steps N             Path depth limit (Thought, Action, Action Input nodes). Default: 12.
  --timeout SECONDS         Per-request timeout. Default: 600.
  --max-attempts N          Tries per request on rate limits, server and network errors. Default: 6.
  --cache DIR               Model responses are kept here, so a repeated or interrupted run sends
                            nothing twice. Default: .toolworld-cache
  --no-cache                Do not read or write that cache.

Scoring (optional):
  --judge-model NAME        Judge for SoPR and FAC, through --judge-base-url (default: OpenAI).
  --judge-base-url URL, --judge-api-key-env VAR
  --judge-runs N            SoPR runs. Default: 3.

Output:
  --out DIR                 Default: toolworld-report
  --group NAME              File name of the answers. Default: the first queries file's name.
  --json                    Print the summary as JSON.
  -h, --help                Show this help.`;

export interface ToolBenchRunDependencies {
  readonly env?: Readonly<Record<string, string | undefined>>;
  /** Waits between retries (tests do not wait). */
  readonly sleep?: (milliseconds: number, signal?: AbortSignal) => Promise<void>;
}

function wholeNumber(name: string, value: string | undefined, fallback: number, minimum: number): number {
  if (value === undefined) return fallback;
  const number = Number(value);
  if (!/^\d+$/.test(value) || number < minimum) throw new UsageError(`--${name} takes a whole number >= ${minimum}, got '${value}'`);
  return number;
}

function apiKey(env: Readonly<Record<string, string | undefined>>, variable: string, baseURL: string | undefined, what: string): string {
  const key = env[variable] ?? (baseURL === undefined ? undefined : 'toolworld-local');
  if (key === undefined) throw new UsageError(`${what}: set ${variable}, or give a base URL for a local server`);
  return key;
}

/** Runs the command; 0 on success. */
export async function runToolBenchRun(argv: readonly string[], io: CommandIO, dependencies: ToolBenchRunDependencies = {}): Promise<number> {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      suite: { type: 'string' },
      queries: { type: 'string', multiple: true },
      'test-ids': { type: 'string' },
      limit: { type: 'string' },
      'toolbench-tools': { type: 'string' },
      'toolbench-cache': { type: 'string' },
      'response-examples': { type: 'string' },
      simulator: { type: 'string', default: 'offline' },
      'simulator-model': { type: 'string' },
      'simulator-base-url': { type: 'string' },
      'simulator-api-key-env': { type: 'string', default: 'OPENAI_API_KEY' },
      routing: { type: 'string', default: 'exact' },
      functions: { type: 'string', default: 'data-examples' },
      model: { type: 'string' },
      'base-url': { type: 'string' },
      'api-key-env': { type: 'string', default: 'OPENAI_API_KEY' },
      temperature: { type: 'string' },
      'max-steps': { type: 'string' },
      method: { type: 'string', default: 'cot' },
      width: { type: 'string' },
      'max-query-count': { type: 'string' },
      timeout: { type: 'string' },
      'max-attempts': { type: 'string' },
      cache: { type: 'string', default: '.toolworld-cache' },
      'no-cache': { type: 'boolean', default: false },
      'judge-model': { type: 'string' },
      'judge-base-url': { type: 'string' },
      'judge-api-key-env': { type: 'string', default: 'OPENAI_API_KEY' },
      'judge-runs': { type: 'string' },
      out: { type: 'string', default: 'toolworld-report' },
      group: { type: 'string' },
      json: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    io.stdout(toolBenchRunUsage);
    return 0;
  }
  const env = dependencies.env ?? process.env;
  const files = values.queries ?? [];
  if (files.length === 0) throw new UsageError('--suite toolbench needs --queries FILE (a solvable_queries/test_instruction/{group}.json)');
  if (values.model === undefined) throw new UsageError('--model NAME is required');
  if (values.routing !== 'exact' && values.routing !== 'suffix') throw new UsageError(`--routing takes exact or suffix, got '${values.routing}'`);
  const style = values.functions;
  if (style !== 'data-examples' && style !== 'current' && style !== 'complete') {
    throw new UsageError(`--functions takes data-examples, current or complete, got '${style}'`);
  }
  const method = values.method.toLowerCase();
  if (method !== 'cot' && method !== 'dfs') throw new UsageError(`--method takes cot or dfs, got '${values.method}'`);
  const width = wholeNumber('width', values.width, 2, 1);
  const temperature = values.temperature === undefined ? undefined : Number(values.temperature);
  if (temperature !== undefined && !(temperature >= 0 && temperature <= 2)) throw new UsageError(`--temperature takes a number from 0 to 2, got '${values.temperature}'`);

  let queries = files.flatMap((file) => loadSolvableQueries(file));
  if (values['test-ids'] !== undefined) {
    const ids = new Set(loadTestQueryIds(values['test-ids']));
    queries = queries.filter((query) => ids.has(String(query.query_id)));
  }
  if (values.limit !== undefined) queries = queries.slice(0, wholeNumber('limit', values.limit, 0, 1));
  const { catalog, problems } = loadToolUniverse({ ...(values['toolbench-tools'] !== undefined && { toolsDir: values['toolbench-tools'] }), queries });
  for (const { file, problem } of problems) io.stderr(`toolworld run: skipped ${file}: ${problem}`);

  const simulator = simulatorFromFlags(values, env);
  if (simulator !== undefined && 'problem' in simulator) throw new UsageError(simulator.problem);
  const api = createVirtualApi({
    tools: catalog,
    ...(values['toolbench-cache'] !== undefined && { cache: createResponseCache(values['toolbench-cache']) }),
    ...(values['response-examples'] !== undefined && { responseExamples: loadResponseExamples(values['response-examples']) }),
    ...(simulator !== undefined && { simulator }),
  });
  const baseURL = values['base-url'];
  const timeoutMs = wholeNumber('timeout', values.timeout, 600, 1) * 1000;
  const maxAttempts = wholeNumber('max-attempts', values['max-attempts'], 6, 1);
  const retrying = (model: ChatModel): ChatModel =>
    withRetries(model, {
      maxAttempts,
      random: createSeededRandom(0),
      ...(dependencies.sleep !== undefined && { sleep: dependencies.sleep }),
      onRetry: ({ attempt, delayMs, reason }) => io.stderr(`retrying in ${(delayMs / 1000).toFixed(1)} s (attempt ${attempt} failed: ${reason})`),
    });
  const modelChat = retrying(createOpenAIChatModel({ apiKey: apiKey(env, values['api-key-env'], baseURL, '--model'), ...(baseURL !== undefined && { baseURL }), timeoutMs }));
  const chat = values['no-cache'] ? modelChat : withResponseCache(modelChat, createFileResponseCache(values.cache), { trial: 0, server: baseURL ?? 'https://api.openai.com/v1' });

  const run = await runToolBenchQueries({
    queries,
    catalog,
    api,
    chat,
    model: values.model,
    style,
    routing: values.routing,
    method,
    width,
    maxQueryCount: wholeNumber('max-query-count', values['max-query-count'], 200, 1),
    ...(temperature !== undefined && { temperature }),
    ...(values['max-steps'] !== undefined && { maxSteps: wholeNumber('max-steps', values['max-steps'], 12, 1) }),
    onQueryDone: (id, report) => io.stderr(`query ${id}: ${report.stop}, ${report.calls.length} calls`),
  });

  let scores: Record<string, unknown> | undefined;
  if (values['judge-model'] !== undefined) {
    const judgeURL = values['judge-base-url'];
    // Not cached: SoPR's runs are meant to be independent samples of the judge.
    const judgeChat = retrying(createOpenAIChatModel({ apiKey: apiKey(env, values['judge-api-key-env'], judgeURL, '--judge-model'), ...(judgeURL !== undefined && { baseURL: judgeURL }), timeoutMs }));
    const testIds = queries.map((query) => String(query.query_id));
    const sopr = await evaluateSopr({ answers: run.answers, testIds, judge: createOpenAIJudge({ chat: judgeChat, model: values['judge-model'] }), runs: wholeNumber('judge-runs', values['judge-runs'], 3, 1) });
    const fac = await evaluateFac({ answers: run.answers, testIds, judge: createOpenAIFinalAnswerJudge({ chat: judgeChat, model: values['judge-model'] }) });
    scores = { judge: sopr.judge, sopr: sopr.sopr, soprStd: sopr.std, soprRuns: sopr.runScores, fac: fac.fac, soprQueries: sopr.queries, facQueries: fac.queries };
  }

  const group = values.group ?? basename(files[0]!).replace(/\.json$/, '');
  mkdirSync(values.out, { recursive: true });
  const answersFile = join(values.out, `${group}.json`);
  writeFileSync(answersFile, pythonJsonDumps(new Map(run.answers)));
  const results = {
    suite: 'toolbench',
    config: {
      model: values.model,
      method: method === 'dfs' ? `DFS_woFilter_w${width}` : 'CoT@1',
      simulator: run.summary.simulator,
      cache: values['toolbench-cache'] ?? null,
      routing: values.routing,
      functions: style,
      maxSteps: values['max-steps'] === undefined ? 12 : Number(values['max-steps']),
      queryFiles: files,
    },
    summary: run.summary,
    ...(scores !== undefined && { scores }),
    queries: run.queries,
  };
  writeFileSync(join(values.out, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
  if (values.json) io.stdout(JSON.stringify({ summary: run.summary, ...(scores !== undefined && { sopr: scores.sopr, fac: scores.fac }) }));
  else {
    const sources = Object.entries(run.summary.sources).map(([source, count]) => `${source} ${count}`).join(', ') || 'none';
    io.stdout(`${run.summary.answered}/${run.summary.queries} queries answered; ${run.summary.calls} calls (API answers: ${sources}); simulator ${run.summary.simulator ?? 'none'}`);
    if (scores !== undefined) io.stdout(`SoPR ${fixed(scores.sopr as number, 1)} ± ${fixed(scores.soprStd as number, 1)}; FAC ${fixed(scores.fac as number, 1)} (judge ${String(scores.judge)})`);
    io.stdout(`answers: ${answersFile}\nresults: ${join(values.out, 'results.json')}`);
  }
  return 0;
}
