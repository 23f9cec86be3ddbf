// CoT@1 (spec §4.5): the model thinks and calls functions, one step after another, until it calls
// Finish with an answer, gives up, or the chain reaches its depth limit.

import type { ChatMessage } from '../../../agents/chat.js';
import type { PyDict } from '../python-json/parse.js';
import type { SolvableQuery } from '../queries.js';
import { toolBenchSystemMessage, toolBenchUserMessage } from './prompt.js';
import { buildAnswerRecord, takeStep, type AnswerNode, type ChainCall, type EpisodeContext } from './step.js';

export interface ChainOptions extends EpisodeContext {
  readonly query: SolvableQuery;
  /** Depth limit counting Thought, Action and Action Input nodes; default 12 (upstream's runner). */
  readonly maxSteps?: number;
  /** Method string recorded in the answer; default `CoT@1`. */
  readonly method?: string;
}

export interface ChainResult {
  /** The converted record (§4.8). */
  readonly record: PyDict;
  readonly calls: readonly ChainCall[];
  readonly stop: 'answer' | 'give-up' | 'max-steps' | 'model-error' | 'budget';
  readonly error?: string;
  readonly modelRequests: number;
  readonly messages: readonly ChatMessage[];
}

/** The first two messages of every episode. */
export function episodeStart(context: EpisodeContext, query: SolvableQuery): ChatMessage[] {
  return [
    { role: 'system', content: toolBenchSystemMessage(context.functions.functions) },
    { role: 'user', content: toolBenchUserMessage(query.query) },
  ];
}

/**
 * Runs one query as a single chain.
 *
 * @example
 * const { record, stop } = await runChain({ query, functions, api, chat, model: 'gpt-4o-mini' });
 */
export async function runChain(options: ChainOptions): Promise<ChainResult> {
  const maxSteps = options.maxSteps ?? 12;
  const messages = episodeStart(options, options.query);
  const nodes: AnswerNode[] = [];
  const calls: ChainCall[] = [];
  let depth = 0;
  let finalAnswer = '';
  let stop: ChainResult['stop'] = 'max-steps';
  let error: string | undefined;
  let modelRequests = 0;
  while (depth < maxSteps) {
    modelRequests++;
    const step = await takeStep(options, messages);
    if (step.error !== undefined) {
      stop = 'model-error';
      error = step.error;
      break;
    }
    messages.push(...step.messages);
    nodes.push(...step.nodes);
    calls.push(...step.calls);
    depth += step.depth;
    if (step.ended !== undefined) {
      stop = step.ended;
      // The stored final answer is the raw Finish argument text of an answer (§4.3); a give-up has none.
      if (step.ended === 'answer') finalAnswer = step.finishArguments ?? '';
      break;
    }
  }
  const record = buildAnswerRecord(options.query.query, options.functions, options.method ?? 'CoT@1', nodes, finalAnswer);
  return { record, calls, stop, ...(error !== undefined && { error }), modelRequests, messages };
}
