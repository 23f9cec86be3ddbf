import { parseArgs } from 'node:util';
import { createOpenAIChatModel } from '../agents/openai/client.js';
import { toolModes, type ToolMode } from '../agents/prompt.js';
import { bundledConversationsDir } from '../suites/tooltalk/datasets/bundled.js';
import { createDefaultSemanticJudge } from '../matchers/semantic-judge.js';
import { writeRunReports } from '../reports/files.js';
import { buildRunResults, type RunConfig, type RunResults } from '../reports/results.js';
import { createFileResponseCache } from '../runs/cache.js';
import { isFatalModelError, unreachableReason } from '../runs/model-request-error.js';
import { checkConversationsFitDatabases, checkWritableFolder, loadConversationsFrom, loadDatabasesFrom } from '../runs/preflight.js';
import { createProgressReporter } from '../runs/progress.js';
import { createSeededRandom } from '../runs/random.js';
import { runChatModel } from '../runs/run-chat-model.js';
import { ToolworldError } from '../world/errors.js';
import { UsageError, fixed, formatTable, type CommandIO } from './io.js';

export const runUsage = `Usage: toolworld run --model NAME [options] [PATHS...]

Runs a model over conversations (ToolTalk's format: files or folders of .json; default: the
bundled ones) through any OpenAI-compatible server, scores every turn, and writes results.json
and a self-contained report.html. For StableToolBench's queries: 'toolworld run --suite toolbench --help'.

Model:
  --model NAME          Model name sent to the server (required).
  --base-url URL        OpenAI-compatible server, e.g. http://127.0.0.1:8000/v1 (vLLM),
                        http://127.0.0.1:11434/v1 (Ollama). Default: OpenAI.
  --api-key-env VAR     Environment variable holding the API key. Default: OPENAI_API_KEY
                        (not needed with --base-url; local servers get a placeholder).
  --agent KIND          openai: native function calling; text: calls written as
                        [Tool(key='value')] in plain text, for models without function calling.
                        Default: openai.
  --temperature T       Sampling temperature (default: the server's).
  --max-tokens N        Longest answer per request (default: the server's).
  --timeout SECONDS     Per-request timeout. Default: 600.

Prompting (spec §8):
  --mode MODE           Tools offered: exact (the conversation's), suite (its plugins'), all.
                        Default: all.
  --no-docs             Offer tool names and parameter types without descriptions.

Run:
  --trials K            Runs per conversation, for pass^k. Default: 1.
  --concurrency N       Conversations run at once. Default: 1.
  --max-calls N         Calls allowed in one turn before it is stopped. Default: 25.
  --max-attempts N      Tries per request on rate limits, server and network errors. Default: 6.
  --seed N              Seed of the retry jitter. Default: 0.
  --cache DIR           Response cache: a repeated or interrupted run resends nothing it has
                        sent before. Default: .toolworld-cache
  --no-cache            Do not read or write the cache.
  --databases DIR       ToolTalk databases folder. Default: the bundled world.
  --judge KIND          Free-text arguments judged by: semantic (the embedding matcher) or
                        exact (identical text only; needs no model). Default: semantic.

Output:
  --out DIR             Where results.json and report.html go. Default: toolworld-report
  --json                Print the summary as JSON instead of a table.
  -h, --help            Show this help.`;

/** What `runRun` takes from its surroundings; tests replace these. */
export interface RunDependencies {
  readonly env?: Readonly<Record<string, string | undefined>>;
  /** Waits between retries. */
  readonly sleep?: (milliseconds: number, signal?: AbortSignal) => Promise<void>;
  /** The wall clock, for the report's start time and HTTP-date `retry-after`. */
  readonly now?: () => Date;
  /** Aborts the run (e.g. on Ctrl-C); the CLI wires SIGINT to it. */
  readonly signal?: AbortSignal;
}

/** Where the `openai` client sends requests when no --base-url is given. */
const openAIBaseURL = 'https://api.openai.com/v1';

function wholeNumber(name: string, value: string | undefined, fallback: number, minimum: number): number {
  if (value === undefined) return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < minimum) throw new UsageError(`--${name} takes a whole number >= ${minimum}, got '${value}'`);
  return number;
}

function finiteNumber(name: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const number = Number(value);
  if (!Number.isFinite(number) || value.trim() === '') throw new UsageError(`--${name} takes a number, got '${value}'`);
  return number;
}

/** Says why some failed turns have no error type, so that the counts add up for a reader. */
function untypedLine(summary: RunResults['summary']): string {
  const counts = summary.unclassifiedFailedTurns;
  if (counts === undefined) return '';
  const parts = [
    counts['conversation succeeded'] > 0 ? `${counts['conversation succeeded']} in conversations that succeeded (ToolTalk classifies failed ones only)` : '',
    counts['stopped by an error'] > 0 ? `${counts['stopped by an error']} stopped by an error with nothing missed` : '',
    counts['no class applies'] > 0 ? `${counts['no class applies']} fit none of the classes` : '',
  ].filter((part) => part !== '');
  const untyped = counts['conversation succeeded'] + counts['stopped by an error'] + counts['no class applies'];
  return untyped === 0 ? '' : ` ${untyped} of ${summary.failedTurns} failed turns have no error type: ${parts.join('; ')}.`;
}

/** `toolworld run`: returns the exit code (0 when the run completed, whatever the scores). */
export async function runRun(argv: readonly string[], io: CommandIO, dependencies: RunDependencies = {}): Promise<number> {
  // StableToolBench queries have their own runner (src/suites/toolbench/run-command.ts).
  const suiteAt = argv.indexOf('--suite');
  if (argv.includes('--suite=toolbench') || (suiteAt !== -1 && argv[suiteAt + 1] === 'toolbench')) {
    return (await import('../suites/toolbench/run-command.js')).runToolBenchRun(argv, io, dependencies);
  }
  // So do API-Bank's levels (src/suites/api-bank/run-cli.ts).
  if (argv.includes('--suite=api-bank') || (suiteAt !== -1 && argv[suiteAt + 1] === 'api-bank')) {
    return (await import('../suites/api-bank/run-cli.js')).runApiBankRun(argv, io, dependencies.env === undefined ? {} : { env: dependencies.env });
  }
  const { values, positionals } = parseArgs({
    args: [...argv],
    allowPositionals: true,
    options: {
      model: { type: 'string' },
      'base-url': { type: 'string' },
      'api-key-env': { type: 'string' },
      agent: { type: 'string', default: 'openai' },
      temperature: { type: 'string' },
      'max-tokens': { type: 'string' },
      timeout: { type: 'string' },
      mode: { type: 'string', default: 'all' },
      'no-docs': { type: 'boolean', default: false },
      trials: { type: 'string' },
      concurrency: { type: 'string' },
      'max-calls': { type: 'string' },
      'max-attempts': { type: 'string' },
      seed: { type: 'string' },
      cache: { type: 'string', default: '.toolworld-cache' },
      'no-cache': { type: 'boolean', default: false },
      databases: { type: 'string' },
      judge: { type: 'string', default: 'semantic' },
      out: { type: 'string', default: 'toolworld-report' },
      json: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    io.stdout(runUsage);
    return 0;
  }
  const model = values.model;
  if (model === undefined || model.trim() === '') throw new UsageError("--model is required (the model name the server knows, e.g. 'gpt-4o-mini')");
  if (!toolModes.includes(values.mode as ToolMode)) throw new UsageError(`unknown --mode '${values.mode}'; modes: ${toolModes.join(', ')}`);
  const mode = values.mode as ToolMode;
  if (values.agent !== 'openai' && values.agent !== 'text') throw new UsageError(`unknown --agent '${values.agent}'; agents: openai, text`);
  if (values.judge !== 'semantic' && values.judge !== 'exact') throw new UsageError(`unknown --judge '${values.judge}'; judges: semantic, exact`);
  const trials = wholeNumber('trials', values.trials, 1, 1);
  const concurrency = wholeNumber('concurrency', values.concurrency, 1, 1);
  const maxCalls = wholeNumber('max-calls', values['max-calls'], 25, 1);
  const maxAttempts = wholeNumber('max-attempts', values['max-attempts'], 6, 1);
  const seed = wholeNumber('seed', values.seed, 0, 0);
  const maxTokens = values['max-tokens'] === undefined ? undefined : wholeNumber('max-tokens', values['max-tokens'], 0, 1);
  const temperature = finiteNumber('temperature', values.temperature);
  const timeoutSeconds = finiteNumber('timeout', values.timeout) ?? 600;
  if (timeoutSeconds <= 0) throw new UsageError(`--timeout takes a number of seconds > 0, got '${values.timeout}'`);
  const baseURL = values['base-url'];
  if (baseURL !== undefined && !/^https?:\/\//.test(baseURL)) throw new UsageError(`--base-url must start with http:// or https://, got '${baseURL}'`);

  const env = dependencies.env ?? process.env;
  const keyVariable = values['api-key-env'] ?? 'OPENAI_API_KEY';
  let apiKey = env[keyVariable];
  if (apiKey === undefined || apiKey === '') {
    if (values['api-key-env'] !== undefined) throw new UsageError(`the environment variable ${keyVariable} (from --api-key-env) is not set`);
    if (baseURL === undefined) throw new UsageError('set OPENAI_API_KEY (or name another variable with --api-key-env), or give --base-url for a local server');
    apiKey = 'not-needed'; // local servers ignore the key, but the client insists on one
  }
  const server = baseURL ?? openAIBaseURL;

  // Everything that can be checked without the server is checked before the first request.
  const paths = positionals.length > 0 ? positionals : [bundledConversationsDir()];
  const conversations = loadConversationsFrom(paths);
  const databases = values.databases === undefined ? undefined : loadDatabasesFrom(values.databases);
  checkConversationsFitDatabases(conversations, databases);
  await checkWritableFolder(values.out, '--out (where results.json and report.html go)');
  const cache = values['no-cache'] ? undefined : createFileResponseCache(values.cache);
  if (cache !== undefined) {
    await checkWritableFolder(cache.dir, '--cache (the response cache; or run with --no-cache)');
    await cache.removeStaleTemporaryFiles();
  }
  const now = dependencies.now ?? (() => new Date());

  const controller = new AbortController();
  const outer = dependencies.signal;
  const forwardAbort = () => controller.abort(outer?.reason);
  outer?.addEventListener('abort', forwardAbort, { once: true });
  // Ctrl-C stops cleanly once (answers so far stay cached); a second one kills as usual.
  const interrupt = () => controller.abort(new Error('interrupted'));
  process.once('SIGINT', interrupt);
  let storeWarned = false;
  const config: RunConfig = {
    model,
    ...(baseURL !== undefined && { baseURL }),
    agent: values.agent === 'text' ? 'text-format' : 'openai',
    mode,
    documentation: !values['no-docs'],
    trials,
    concurrency,
    ...(temperature !== undefined && { temperature }),
    maxCallsPerTurn: maxCalls,
    judge: values.judge,
    paths,
    ...(values.databases !== undefined && { databases: values.databases }),
  };

  const startedAt = now();
  const started = performance.now();
  let run;
  try {
    run = await runChatModel(conversations, {
      chat: createOpenAIChatModel({ apiKey, ...(baseURL !== undefined && { baseURL }), timeoutMs: timeoutSeconds * 1000 }),
      server,
      model,
      agent: values.agent === 'text' ? 'text-format' : 'openai',
      mode,
      documentation: !values['no-docs'],
      ...(temperature !== undefined && { temperature }),
      ...(maxTokens !== undefined && { maxTokens }),
      retries: {
        maxAttempts,
        random: createSeededRandom(seed),
        ...(dependencies.sleep && { sleep: dependencies.sleep }),
        now: () => now().getTime(),
        onRetry: ({ attempt, delayMs, reason }) => {
          if (!io.interactive) io.stderr(`retrying in ${(delayMs / 1000).toFixed(1)} s (attempt ${attempt} failed: ${reason})`);
        },
      },
      ...(cache !== undefined && { cache }),
      onCacheStoreError: (error) => {
        if (storeWarned) return;
        storeWarned = true;
        io.stderr(`toolworld run: warning: an answer could not be stored in ${values.cache} (${(error as Error).message}); the run goes on, but a repeated run will ask for it again`);
      },
      trials,
      concurrency,
      ...(databases && { databases }),
      ids: 'tooltalk',
      messages: databases ? 'tooltalk' : 'toolworld',
      maxCallsPerTurn: maxCalls,
      ...(values.judge === 'semantic' && { semantic: createDefaultSemanticJudge() }),
      signal: controller.signal,
      onProgress: createProgressReporter({ write: (line) => io.stderr(line), interactive: io.interactive === true }),
    });
  } catch (error) {
    if (isFatalModelError(error)) {
      // An unreachable server's message already names the URL and what to check.
      const unreachable = unreachableReason((error as Error).cause) !== undefined;
      const message = unreachable ? (error as Error).message : `${(error as Error).message}; check --base-url, --model and the API key (${keyVariable})`;
      throw new ToolworldError('invalid-option', message, { cause: error });
    }
    if (!controller.signal.aborted) throw error;
    io.stderr(`toolworld run: interrupted. ${cache ? `Answers so far are cached in ${values.cache}; run the same command again to resume.` : ''}`);
    return 130;
  } finally {
    outer?.removeEventListener('abort', forwardAbort);
    process.removeListener('SIGINT', interrupt);
  }
  const { requests } = run;
  const results = buildRunResults(run, {
    config,
    requests,
    startedAt: startedAt.toISOString(),
    finishedAt: now().toISOString(),
    elapsedMs: Math.round(performance.now() - started),
  });
  const written = await writeRunReports(values.out, results);
  const { summary } = results;
  if (values.json) {
    io.stdout(JSON.stringify({ summary, requests, files: written }));
    return 0;
  }
  const table = formatTable(
    ['conversation', 'succeeded', 'precision', 'recall', 'bad actions', 'errors'],
    results.conversations.map((conversation) => {
      const scored = conversation.trials.flatMap((trial) => (trial.metrics ? [trial.metrics] : []));
      const average = (pick: (metrics: (typeof scored)[number]) => number) =>
        scored.length === 0 ? '-' : fixed(scored.reduce((sum, metrics) => sum + pick(metrics), 0) / scored.length);
      const errors = conversation.trials.reduce((sum, trial) => sum + (trial.error ? 1 : 0) + trial.turns.filter((turn) => turn.error).length, 0);
      return [
        conversation.name,
        `${conversation.successes}/${conversation.trials.length}`,
        average((metrics) => metrics.precision),
        average((metrics) => metrics.recall),
        scored.reduce((sum, metrics) => sum + metrics.bad_actions, 0),
        errors,
      ];
    }),
  );
  const passLine = summary.passHatK.map((point) => `pass^${point.k} ${fixed(point.value)}`).join(', ');
  io.stdout(
    `${table}\n\n` +
      `Success rate ${fixed(summary.successRate.mean)}${trials > 1 ? ` ± ${fixed(summary.successRate.standardDeviation)} (sd over ${trials} trials)` : ''}; ${passLine}.\n` +
      `Precision ${fixed(summary.totals.precision)}, recall ${fixed(summary.totals.recall)}, action precision ${fixed(summary.totals.action_precision)}, bad action rate ${fixed(summary.totals.bad_action_rate)}.\n` +
      `Error types: over-trigger ${summary.errorTypes['over-trigger']}, bad planning ${summary.errorTypes['bad planning']}, bad call ${summary.errorTypes['bad call']}.${untypedLine(summary)}\n` +
      `Model requests: ${requests.http} sent (${requests.retries} retries), ${requests.cached} answered from the cache.\n` +
      `Wrote ${written.json} and ${written.html}.`,
  );
  return 0;
}
