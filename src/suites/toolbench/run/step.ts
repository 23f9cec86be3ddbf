// One step of a ToolBench episode: one model request, then every call it makes (spec §4.2-4.4).
// CoT chains steps one after another; DFSDT branches on them.

import type { ChatMessage, ChatModel, ChatRequest, ChatToolCall } from '../../../agents/chat.js';
import { pythonJsonFromPlain, type PyDict, type PyJson } from '../python-json/parse.js';
import type { QueryFunctions } from '../query-functions.js';
import type { AnswerSource, VirtualApi } from '../virtual-api.js';
import { handleFinish } from './finish.js';
import { observationOf } from './observation.js';

/** What every step of an episode shares. */
export interface EpisodeContext {
  readonly functions: QueryFunctions;
  readonly api: VirtualApi;
  readonly chat: ChatModel;
  readonly model: string;
  readonly temperature?: number;
  /** Default 1024. */
  readonly maxTokens?: number;
}

/** One function call of an episode. */
export interface ChainCall {
  readonly name: string;
  readonly arguments: string;
  readonly status: number;
  readonly observation: string;
  /** For API calls: where the answer came from (cache, simulator, miss...). */
  readonly source?: AnswerSource;
}

/** A node of the converted answer (§4.8) below system and user. */
export interface AnswerNode {
  readonly role: 'tool' | 'assistant';
  readonly message: PyJson;
}

export interface StepResult {
  /** The messages this step adds: the assistant message and one tool message per call. */
  readonly messages: readonly ChatMessage[];
  readonly nodes: readonly AnswerNode[];
  readonly calls: readonly ChainCall[];
  /** Depth used: 1 per thought, 2 per call (Action and Action Input nodes). */
  readonly depth: number;
  readonly ended?: 'answer' | 'give-up';
  /** The raw Finish argument text, when the step answered or gave up. */
  readonly finishArguments?: string;
  readonly error?: string;
}

/** Upstream's stored name for a call to a function that does not exist. */
export const hallucinatedFunctionName = 'invalid_hallucination_function_name';

const toolMessage = (name: string, args: string, response: string): PyDict =>
  new Map<string, PyJson>([
    ['name', name],
    ['arguments', args],
    ['response', response],
  ]);

/**
 * Asks the model once (with `extra` messages appended for this request only, as DFSDT's diversity
 * prompt) and runs the calls of its reply.
 */
export async function takeStep(context: EpisodeContext, messages: readonly ChatMessage[], extra: readonly ChatMessage[] = []): Promise<StepResult> {
  const request: ChatRequest = {
    model: context.model,
    messages: [...messages, ...extra],
    tools: context.functions.definitions.map((definition) => ({ type: 'function' as const, function: definition })) as unknown as ChatRequest['tools'],
    max_tokens: context.maxTokens ?? 1024,
    ...(context.temperature !== undefined && { temperature: context.temperature }),
  };
  let message: { content?: unknown; tool_calls?: unknown } | undefined;
  try {
    const { completion } = await context.chat(request);
    message = (completion as { choices?: { message?: { content?: unknown; tool_calls?: unknown } }[] } | null)?.choices?.[0]?.message;
    if (message === undefined) throw new Error('the reply has no choices[0].message');
  } catch (caught) {
    return { messages: [], nodes: [], calls: [], depth: 0, error: (caught as Error).message };
  }
  const content = typeof message.content === 'string' && message.content !== '' ? message.content : null;
  const requested = Array.isArray(message.tool_calls) ? (message.tool_calls as ChatToolCall[]) : [];
  if (requested.length === 0) {
    // An empty reply still uses a step, so that a silent model cannot loop forever.
    return { messages: [{ role: 'assistant', content }], nodes: [{ role: 'assistant', message: content ?? '' }], calls: [], depth: 1 };
  }
  let depth = content === null ? 0 : 1;
  const stored: ChatToolCall[] = [];
  const replies: ChatMessage[] = [];
  const nodes: AnswerNode[] = [];
  const calls: ChainCall[] = [];
  for (const call of requested) {
    const name = String(call.function?.name ?? '');
    const args = String(call.function?.arguments ?? '');
    depth += 2;
    const route = context.functions.route(name);
    if (route.kind === 'finish') {
      const outcome = handleFinish(args);
      stored.push(call);
      replies.push({ role: 'tool', tool_call_id: call.id, content: outcome.observation });
      calls.push({ name, arguments: args, status: outcome.status, observation: outcome.observation });
      // A given answer is stored with an empty response, as upstream's conversion does.
      nodes.push({ role: 'tool', message: toolMessage(name, args, outcome.status === 3 ? '' : outcome.observation) });
      if (outcome.status === 3 || outcome.status === 4) {
        return {
          messages: [{ role: 'assistant', content, tool_calls: stored }, ...replies],
          nodes,
          calls,
          depth,
          ended: outcome.status === 3 ? 'answer' : 'give-up',
          finishArguments: args,
        };
      }
      continue;
    }
    let observation: string;
    let status: number;
    let source: AnswerSource | undefined;
    let storedName = name;
    if (route.kind === 'api') {
      const answer = await context.api.answer({ category: route.category, tool_name: route.standardToolName, api_name: route.apiName, tool_input: args, strip: 'truncate', toolbench_key: '' });
      ({ observation, status } = observationOf(answer.body));
      source = answer.source;
    } else if (route.kind === 'ambiguous') {
      const apis = route.functions.map((fn) => fn.apiName).join(', ');
      observation = observationOf(new Map([['error', `Function name ${name} is ambiguous: it stands for ${apis}; it cannot be called`], ['response', '']])).observation;
      status = 1;
    } else {
      observation = observationOf(new Map([['error', `No such function name: ${name}`], ['response', '']])).observation;
      status = 1;
      storedName = hallucinatedFunctionName;
    }
    stored.push(storedName === name ? call : { ...call, function: { ...call.function, name: storedName } });
    replies.push({ role: 'tool', tool_call_id: call.id, content: observation });
    nodes.push({ role: 'tool', message: toolMessage(storedName, args, observation) });
    calls.push({ name, arguments: args, status, observation, ...(source !== undefined && { source }) });
  }
  return { messages: [{ role: 'assistant', content, tool_calls: stored }, ...replies], nodes, calls, depth };
}

/** The converted record (§4.8) of an answer path. */
export function buildAnswerRecord(query: string, functions: QueryFunctions, method: string, nodes: readonly AnswerNode[], finalAnswer: string): PyDict {
  let details: PyJson[] = [];
  const all: { role: string; message: PyJson }[] = [{ role: 'system', message: '' }, { role: 'user', message: '' }, ...nodes];
  for (const node of [...all].reverse()) {
    details = [new Map<string, PyJson>([['role', node.role], ['message', node.message], ['next', details]])];
  }
  return new Map<string, PyJson>([
    ['query', query],
    ['available_tools', functions.definitions.map(pythonJsonFromPlain)],
    [
      'answer',
      new Map<string, PyJson>([
        ['method', method],
        ['total_steps', BigInt(all.length)],
        ['final_answer', finalAnswer],
        ['answer_details', details],
      ]),
    ],
  ]);
}
