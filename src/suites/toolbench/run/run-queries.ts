// A model over a set of solvable queries: one chain per query, the converted answers (§4.8) keyed
// by query id, and a report of what happened (where answers came from, routing hazards, skipped
// APIs) so a score can be traced back to its inputs.

import type { ChatModel } from '../../../agents/chat.js';
import type { ToolCatalog } from '../catalog.js';
import type { FunctionStyle } from '../functions.js';
import type { PyDict } from '../python-json/parse.js';
import { buildQueryFunctions } from '../query-functions.js';
import type { SolvableQuery } from '../queries.js';
import { mapConcurrently } from '../evaluation/sopr.js';
import type { AnswerSource, VirtualApi } from '../virtual-api.js';
import { runChain } from './chain.js';
import { runDfs } from './dfs.js';
import type { ChainCall } from './step.js';

export interface ToolBenchRunOptions {
  readonly queries: readonly SolvableQuery[];
  readonly catalog: ToolCatalog;
  readonly api: VirtualApi;
  readonly chat: ChatModel;
  readonly model: string;
  readonly maxSteps?: number;
  readonly temperature?: number;
  readonly maxTokens?: number;
  readonly style?: FunctionStyle;
  readonly routing?: 'exact' | 'suffix';
  /** `cot` (CoT@1, default) or `dfs` (DFSDT without ranking, `DFS_woFilter_w{width}`). */
  readonly method?: 'cot' | 'dfs';
  /** DFSDT: children per node (default 2) and model requests per query (default 200). */
  readonly width?: number;
  readonly maxQueryCount?: number;
  /** Queries run at once; default 1 (answers do not depend on it). */
  readonly concurrency?: number;
  readonly onQueryDone?: (id: string, report: ToolBenchQueryReport) => void;
}

export interface ToolBenchQueryReport {
  readonly stop: 'answer' | 'give-up' | 'max-steps' | 'model-error' | 'budget' | 'not-run';
  readonly error?: string;
  readonly calls: readonly ChainCall[];
  readonly modelRequests: number;
  readonly collisions: readonly string[];
  readonly skippedApis: readonly string[];
}

export interface ToolBenchRunResult {
  /** Query id → converted record. A query whose APIs are all unknown has none (it is `not-run`). */
  readonly answers: Map<string, PyDict>;
  readonly queries: Record<string, ToolBenchQueryReport>;
  readonly summary: {
    readonly queries: number;
    readonly answered: number;
    readonly gaveUp: number;
    readonly calls: number;
    readonly sources: Partial<Record<AnswerSource, number>>;
    readonly simulator: string | null;
  };
}

/**
 * Runs a model over queries (CoT@1).
 *
 * @example
 * const { answers, summary } = await runToolBenchQueries({ queries, catalog, api, chat, model: 'gpt-4o-mini' });
 */
export async function runToolBenchQueries(options: ToolBenchRunOptions): Promise<ToolBenchRunResult> {
  const results = await mapConcurrently(options.queries, options.concurrency ?? 1, async (query) => {
    const id = String(query.query_id);
    const functions = buildQueryFunctions(query, options.catalog, {
      ...(options.style !== undefined && { style: options.style }),
      ...(options.routing !== undefined && { routing: options.routing }),
    });
    const base = {
      collisions: functions.collisions.map((collision) => collision.message),
      skippedApis: functions.skipped.map(({ record, reason }) => `${record.tool_name} / ${record.api_name}: ${reason}`),
    };
    if (functions.functions.length === 0) {
      const report: ToolBenchQueryReport = { stop: 'not-run', error: 'none of its APIs has a tool doc', calls: [], modelRequests: 0, ...base };
      options.onQueryDone?.(id, report);
      return { id, report, record: undefined };
    }
    const episode = {
      query,
      functions,
      api: options.api,
      chat: options.chat,
      model: options.model,
      ...(options.maxSteps !== undefined && { maxSteps: options.maxSteps }),
      ...(options.temperature !== undefined && { temperature: options.temperature }),
      ...(options.maxTokens !== undefined && { maxTokens: options.maxTokens }),
    };
    const chain =
      options.method === 'dfs'
        ? await runDfs({ ...episode, ...(options.width !== undefined && { width: options.width }), ...(options.maxQueryCount !== undefined && { maxQueryCount: options.maxQueryCount }) })
        : await runChain(episode);
    const report: ToolBenchQueryReport = {
      stop: chain.stop,
      ...(chain.error !== undefined && { error: chain.error }),
      calls: chain.calls,
      modelRequests: chain.modelRequests,
      ...base,
    };
    options.onQueryDone?.(id, report);
    return { id, report, record: chain.record };
  });

  const answers = new Map<string, PyDict>();
  const queries: Record<string, ToolBenchQueryReport> = {};
  const sources: Partial<Record<AnswerSource, number>> = {};
  let calls = 0;
  for (const { id, report, record } of results) {
    if (record !== undefined) answers.set(id, record);
    queries[id] = report;
    for (const call of report.calls) {
      calls++;
      if (call.source !== undefined) sources[call.source] = (sources[call.source] ?? 0) + 1;
    }
  }
  const stops = Object.values(queries).map((report) => report.stop);
  return {
    answers,
    queries,
    summary: {
      queries: options.queries.length,
      answered: stops.filter((stop) => stop === 'answer').length,
      gaveUp: stops.filter((stop) => stop === 'give-up').length,
      calls,
      sources,
      simulator: options.api.simulatorName ?? null,
    },
  };
}
