import { existsSync, statSync } from 'node:fs';
import type { Readable, Writable } from 'node:stream';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { parseArgs } from 'node:util';
import { createResponseCache } from '../suites/toolbench/cache/response-cache.js';
import { listenVirtualApi } from '../suites/toolbench/http-server.js';
import type { ToolCatalog } from '../suites/toolbench/catalog.js';
import { createToolBenchMcpServer } from '../suites/toolbench/mcp-server.js';
import { loadSolvableQueries, type SolvableQuery } from '../suites/toolbench/queries.js';
import { buildQueryFunctions, catalogFunctions } from '../suites/toolbench/query-functions.js';
import { simulatorFromFlags } from '../suites/toolbench/simulators/from-options.js';
import { loadResponseExamples } from '../suites/toolbench/simulators/response-examples.js';
import { loadToolUniverse } from '../suites/toolbench/universe.js';
import { createVirtualApi, type VirtualApi } from '../suites/toolbench/virtual-api.js';
import { UsageError, type CommandIO } from './io.js';

export const serveUsage = `Usage: toolworld serve --toolbench-cache DIR [options]

Serves StableToolBench's virtual API over HTTP: POST /virtual with
{category, tool_name, api_name, tool_input, strip, toolbench_key}, answered from the response cache
byte-exactly, and misses from a simulator (or with a clear error). Prints the server's URL
(http://127.0.0.1:PORT) on stdout, then runs until interrupted (Ctrl-C).

Options:
  --toolbench-cache DIR     Response cache folder ({Category}/{tool}_for_{Category}/{api}.json);
                            the official cache can be dropped in. Created on the first write.
  --toolbench-tools DIR     Tool docs (toolenv/tools: {Category}/{tool}.json), for simulators.
  --toolbench-queries FILE  Query files whose API records stand in for missing tool docs
                            (repeatable; their template_response shapes offline answers).
  --response-examples DIR   toolenv/response_examples, response skeletons for offline answers.
  --simulator KIND          none (default: a miss answers an error), offline (deterministic
                            answers from response skeletons: same input, same bytes), or llm.
  --simulator-model NAME    Model of the llm simulator (required with --simulator llm).
  --simulator-base-url URL  OpenAI-compatible server of the llm simulator. Default: OpenAI.
  --simulator-api-key-env VAR  Environment variable with its key. Default: OPENAI_API_KEY.
  --save / --no-save        Write simulated answers to the cache. Default: save llm answers,
                            not offline ones (they can always be made again).
  --port N                  Port; 0 picks a free one. Default: 8080.
  --host HOST               Interface. Default: 127.0.0.1 (use 0.0.0.0 to serve other machines).
  --max-body-bytes N        Largest request body. Default: 1048576.
  --mcp                     Serve the tools over MCP on stdin/stdout instead of HTTP: every API of
                            the tool docs (or, with --query-id, one query's) as an MCP tool.
  --query-id ID             With --mcp and --toolbench-queries: only that query's APIs.
  --verbose                 One line per request on stderr.
  -h, --help                Show this help.`;

/** Waits for the dependencies' signal, or SIGINT/SIGTERM. */
function stopped(dependencies: ServeDependencies): Promise<void> {
  return new Promise<void>((resolve) => {
    const stop = () => resolve();
    if (dependencies.signal !== undefined) {
      if (dependencies.signal.aborted) stop();
      dependencies.signal.addEventListener('abort', stop, { once: true });
    } else {
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
    }
  });
}

async function serveMcp(
  api: VirtualApi,
  catalog: ToolCatalog | undefined,
  queries: readonly SolvableQuery[],
  queryId: string | undefined,
  io: CommandIO,
  dependencies: ServeDependencies,
): Promise<number> {
  if (catalog === undefined) throw new UsageError('--mcp needs the tools: give --toolbench-tools DIR or --toolbench-queries FILE');
  let functions;
  if (queryId !== undefined) {
    const query = queries.find((item) => String(item.query_id) === queryId);
    if (query === undefined) throw new UsageError(`--query-id ${queryId}: no such query in --toolbench-queries`);
    functions = buildQueryFunctions(query, catalog);
  } else functions = catalogFunctions(catalog);
  for (const collision of functions.collisions) io.stderr(`toolworld serve: ${collision.message}`);
  const server = createToolBenchMcpServer(api, functions);
  const stdin = dependencies.streams?.stdin ?? process.stdin;
  const closed = new Promise<void>((resolve) => {
    server.onclose = resolve;
  });
  const stop = () => void server.close();
  stdin.once('end', stop);
  await server.connect(new StdioServerTransport(stdin, dependencies.streams?.stdout ?? process.stdout));
  io.stderr(`toolworld serve: ${functions.functions.length} ToolBench tools over MCP (stdio).`);
  await Promise.race([closed, stopped(dependencies).then(stop)]);
  stdin.off('end', stop);
  return 0;
}

export interface ServeDependencies {
  /** Replace stdin/stdout for --mcp (tests). */
  readonly streams?: { readonly stdin: Readable; readonly stdout: Writable };
  readonly env?: Readonly<Record<string, string | undefined>>;
  /** Stops the server; by default SIGINT and SIGTERM do. */
  readonly signal?: AbortSignal;
  /** Told the URL once the server listens (tests read it here instead of stdout). */
  readonly onListening?: (url: string) => void;
}

function wholeNumber(name: string, value: string | undefined, fallback: number, minimum: number, maximum = Number.MAX_SAFE_INTEGER): number {
  if (value === undefined) return fallback;
  const number = Number(value);
  if (!/^\d+$/.test(value) || number < minimum || number > maximum) {
    throw new UsageError(`--${name} takes a whole number from ${minimum} to ${maximum}, got '${value}'`);
  }
  return number;
}

function folder(option: string, path: string | undefined, mustExist: boolean): string | undefined {
  if (path === undefined) return undefined;
  if (existsSync(path) ? !statSync(path).isDirectory() : mustExist) {
    throw new UsageError(`--${option}: '${path}' is not a folder`);
  }
  return path;
}

/** `toolworld serve`: resolves with 0 when stopped. */
export async function runServe(argv: readonly string[], io: CommandIO, dependencies: ServeDependencies = {}): Promise<number> {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      'toolbench-cache': { type: 'string' },
      'toolbench-tools': { type: 'string' },
      'toolbench-queries': { type: 'string', multiple: true },
      'response-examples': { type: 'string' },
      simulator: { type: 'string', default: 'none' },
      'simulator-model': { type: 'string' },
      'simulator-base-url': { type: 'string' },
      'simulator-api-key-env': { type: 'string', default: 'OPENAI_API_KEY' },
      save: { type: 'boolean' },
      'no-save': { type: 'boolean' },
      port: { type: 'string' },
      host: { type: 'string', default: '127.0.0.1' },
      'max-body-bytes': { type: 'string' },
      verbose: { type: 'boolean', default: false },
      mcp: { type: 'boolean', default: false },
      'query-id': { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    io.stdout(serveUsage);
    return 0;
  }
  const env = dependencies.env ?? process.env;
  const port = wholeNumber('port', values.port, 8080, 0, 65535);
  const maximumBodyBytes = wholeNumber('max-body-bytes', values['max-body-bytes'], 1024 * 1024, 1);
  if (values.save && values['no-save']) throw new UsageError('give --save or --no-save, not both');
  const cacheDir = folder('toolbench-cache', values['toolbench-cache'], false);
  const toolsDir = folder('toolbench-tools', values['toolbench-tools'], true);
  const examplesDir = folder('response-examples', values['response-examples'], true);
  if (cacheDir === undefined && values.simulator === 'none') {
    throw new UsageError('give --toolbench-cache DIR, or a --simulator to answer every request');
  }

  const queries = (values['toolbench-queries'] ?? []).flatMap((file) => loadSolvableQueries(file));
  const universe = toolsDir === undefined && queries.length === 0 ? undefined : loadToolUniverse({ ...(toolsDir !== undefined && { toolsDir }), queries });
  for (const { file, problem } of universe?.problems ?? []) io.stderr(`toolworld serve: skipped ${file}: ${problem}`);
  const catalog = universe?.catalog;

  const simulator = simulatorFromFlags(values, env);
  if (simulator !== undefined && 'problem' in simulator) throw new UsageError(simulator.problem);

  const api = createVirtualApi({
    ...(cacheDir !== undefined && { cache: createResponseCache(cacheDir) }),
    ...(catalog !== undefined && { tools: catalog }),
    ...(examplesDir !== undefined && { responseExamples: loadResponseExamples(examplesDir) }),
    ...(simulator !== undefined && { simulator }),
    ...((values.save || values['no-save']) && { saveSimulated: values.save === true }),
  });
  if (values.mcp) return serveMcp(api, catalog, queries, values['query-id'], io, dependencies);
  if (values['query-id'] !== undefined) throw new UsageError('--query-id goes with --mcp');
  const running = await listenVirtualApi(api, {
    port,
    host: values.host,
    maximumBodyBytes,
    ...(values.verbose && {
      onAnswer: (request, answer) => io.stderr(`${answer.source} ${request.category}/${request.tool_name}/${request.api_name} ${answer.key ?? ''}`),
    }),
  });
  io.stdout(running.url);
  io.stderr(
    `toolworld serve: POST ${running.url}/virtual; cache ${cacheDir ?? '(none)'}; ${catalog?.tools.length ?? 0} tool docs; ` +
      `misses ${simulator === undefined ? 'answer an error' : `simulated by ${simulator.name}`}. Ctrl-C stops.`,
  );
  dependencies.onListening?.(running.url);

  await stopped(dependencies);
  await running.close();
  const counts = Object.entries(api.counts).filter(([, count]) => count > 0).map(([source, count]) => `${source} ${count}`);
  io.stderr(`toolworld serve: stopped; answers: ${counts.join(', ') || 'none'}.`);
  return 0;
}
