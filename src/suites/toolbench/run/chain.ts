// One CoT@1 episode (spec §4.5): the model thinks and calls functions until it calls Finish with an
// answer, gives up, or the chain reaches its depth limit. Calls go to the virtual API in-process;
// the result is the converted record (§4.8) the evaluators read, plus what happened, for reports.

import type { ChatMessage, ChatModel, ChatRequest, ChatToolCall } from '../../../agents/chat.js';
import { pythonJsonFromPlain, type PyDict, type PyJson } from '../python-json/parse.js';
import type { QueryFunctions } from '../query-functions.js';
import type { SolvableQuery } from '../queries.js';
import type { AnswerSource, VirtualApi } from '../virtual-api.js';
import { handleFinish } from './finish.js';
import { observationOf } from './observation.js';
import { toolBenchSystemMessage, toolBenchUserMessage } from './prompt.js';

export interface ChainOptions {
  readonly query: SolvableQuery;
  readonly functions: QueryFunctions;
  readonly api: VirtualApi;
  readonly chat: ChatModel;
  readonly model: string;
  /** Depth limit counting Thought, Action and Action Input nodes; default 12 (upstream's runner). */
  readonly maxSteps?: number;
  readonly temperature?: number;
  /** Default 1024. */
  readonly maxTokens?: number;
  /** Method string recorded in the answer; default `CoT@1`. */
  readonly method?: string;
}

/** One function call of the episode. */
export interface ChainCall {
  readonly name: string;
  readonly arguments: string;
  readonly status: number;
  readonly observation: string;
  /** For API calls: where the answer came from (cache, simulator, miss...). */
  readonly source?: AnswerSource;
}

export interface ChainResult {
  /** The converted record (§4.8). */
  readonly record: PyDict;
  readonly calls: readonly ChainCall[];
  readonly stop: 'answer' | 'give-up' | 'max-steps' | 'model-error';
  readonly error?: string;
  readonly modelRequests: number;
  readonly messages: readonly ChatMessage[];
}

/** Upstream's stored name for a call to a function that does not exist. */
export const hallucinatedFunctionName = 'invalid_hallucination_function_name';

const tool = (name: string, args: string, response: string): PyDict =>
  new Map<string, PyJson>([
    ['name', name],
    ['arguments', args],
    ['response', response],
  ]);

/**
 * Runs one query.
 *
 * @example
 * const { record, stop } = await runChain({ query, functions, api, chat, model: 'gpt-4o-mini' });
 */
export async function runChain(options: ChainOptions): Promise<ChainResult> {
  const { query, functions, api } = options;
  const maxSteps = options.maxSteps ?? 12;
  const messages: ChatMessage[] = [
    { role: 'system', content: toolBenchSystemMessage(functions.functions) },
    { role: 'user', content: toolBenchUserMessage(query.query) },
  ];
  const tools = functions.definitions.map((definition) => ({ type: 'function' as const, function: definition }));
  const nodes: { role: 'tool' | 'assistant'; message: PyJson }[] = [];
  const calls: ChainCall[] = [];
  let depth = 0;
  let finalAnswer = '';
  let stop: ChainResult['stop'] = 'max-steps';
  let error: string | undefined;
  let modelRequests = 0;

  episode: while (depth < maxSteps) {
    const request: ChatRequest = {
      model: options.model,
      messages: [...messages],
      tools: tools as unknown as ChatRequest['tools'],
      max_tokens: options.maxTokens ?? 1024,
      ...(options.temperature !== undefined && { temperature: options.temperature }),
    };
    let message: { content?: unknown; tool_calls?: unknown } | undefined;
    try {
      modelRequests++;
      const { completion } = await options.chat(request);
      message = (completion as { choices?: { message?: { content?: unknown; tool_calls?: unknown } }[] } | null)?.choices?.[0]?.message;
      if (message === undefined) throw new Error('the reply has no choices[0].message');
    } catch (caught) {
      stop = 'model-error';
      error = (caught as Error).message;
      break;
    }
    const content = typeof message.content === 'string' && message.content !== '' ? message.content : null;
    const requested = Array.isArray(message.tool_calls) ? (message.tool_calls as ChatToolCall[]) : [];
    if (content !== null) depth++;
    if (requested.length === 0) {
      messages.push({ role: 'assistant', content });
      nodes.push({ role: 'assistant', message: content ?? '' });
      if (content === null) depth++; // an empty reply still uses a step, so the loop ends
      continue;
    }
    const stored: ChatToolCall[] = [];
    const replies: ChatMessage[] = [];
    let ended: 'answer' | 'give-up' | undefined;
    for (const call of requested) {
      const name = String(call.function?.name ?? '');
      const args = String(call.function?.arguments ?? '');
      depth += 2;
      const route = functions.route(name);
      if (route.kind === 'finish') {
        const outcome = handleFinish(args);
        stored.push(call);
        replies.push({ role: 'tool', tool_call_id: call.id, content: outcome.observation });
        calls.push({ name, arguments: args, status: outcome.status, observation: outcome.observation });
        if (outcome.status === 3) {
          // The stored final answer is the raw Finish argument text (§4.3).
          finalAnswer = args;
          nodes.push({ role: 'tool', message: tool(name, args, '') });
          ended = 'answer';
          break;
        }
        nodes.push({ role: 'tool', message: tool(name, args, outcome.observation) });
        if (outcome.status === 4) {
          ended = 'give-up';
          break;
        }
        continue;
      }
      let observation: string;
      let status: number;
      let source: AnswerSource | undefined;
      let storedName = name;
      if (route.kind === 'api') {
        const answer = await api.answer({ category: route.category, tool_name: route.standardToolName, api_name: route.apiName, tool_input: args, strip: 'truncate', toolbench_key: '' });
        ({ observation, status } = observationOf(answer.body));
        source = answer.source;
      } else if (route.kind === 'ambiguous') {
        observation = observationOf(new Map([['error', `Function name ${name} is ambiguous: it stands for ${route.functions.map((fn) => fn.apiName).join(', ')}; it cannot be called`], ['response', '']])).observation;
        status = 1;
      } else {
        observation = observationOf(new Map([['error', `No such function name: ${name}`], ['response', '']])).observation;
        status = 1;
        storedName = hallucinatedFunctionName;
      }
      stored.push(storedName === name ? call : { ...call, function: { ...call.function, name: storedName } });
      replies.push({ role: 'tool', tool_call_id: call.id, content: observation });
      nodes.push({ role: 'tool', message: tool(storedName, args, observation) });
      calls.push({ name, arguments: args, status, observation, ...(source !== undefined && { source }) });
    }
    messages.push({ role: 'assistant', content, tool_calls: stored }, ...replies);
    if (ended !== undefined) {
      stop = ended;
      break episode;
    }
  }

  let details: PyJson[] = [];
  const all = [{ role: 'system', message: '' as PyJson }, { role: 'user', message: '' as PyJson }, ...nodes];
  for (const node of [...all].reverse()) {
    details = [new Map<string, PyJson>([['role', node.role], ['message', node.message], ['next', details]])];
  }
  const record = new Map<string, PyJson>([
    ['query', query.query],
    ['available_tools', functions.definitions.map(pythonJsonFromPlain)],
    [
      'answer',
      new Map<string, PyJson>([
        ['method', options.method ?? 'CoT@1'],
        ['total_steps', BigInt(all.length)],
        ['final_answer', finalAnswer],
        ['answer_details', details],
      ]),
    ],
  ]);
  return { record, calls, stop, ...(error !== undefined && { error }), modelRequests, messages };
}
