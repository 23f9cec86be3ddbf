import type { Agent, AgentStep } from '../../suites/tooltalk/simulation/agent.js';
import type { ChatRequest } from '../chat.js';
import { readCompletion, type ModelStepMetadata } from '../openai/read-completion.js';
import { PendingSteps } from '../pending-steps.js';
import { toolsForConversation, type ModelAgentOptions } from '../prompt.js';
import { textFormatMessages } from './messages.js';
import { extractCalls } from './parse.js';
import { textFormatSystemPrompt } from './prompt.js';

export type TextFormatAgentOptions = ModelAgentOptions;

const callAttempt = /\[\s*([A-Za-z_][A-Za-z0-9_.]*)\s*\(/;

/**
 * Turns a model's text into steps: the bracketed calls it wrote, or, when it tried to write a call
 * and none could be read, one call with `arguments: null` (the executor answers `Failed to parse
 * API call`, spec §2.5) that keeps the raw text and the parse error; plain text is the reply.
 *
 * @example
 * textToSteps("[AddAlarm(time='07:00:00')]", {}); // [{ type: 'call', name: 'AddAlarm', arguments: { time: '07:00:00' }, ... }]
 */
export function textToSteps(text: string, base: Omit<ModelStepMetadata, 'agent'>): AgentStep[] {
  const { calls, errors, prose } = extractCalls(text);
  const problems = errors.map((error) => `${error.code}: ${error.message}`);
  const metadata = (extra: Partial<ModelStepMetadata>): ModelStepMetadata => ({ agent: 'text-format', ...base, ...extra });
  if (calls.length > 0) {
    return calls.map((call, callIndex) => ({
      type: 'call',
      name: call.name,
      arguments: call.arguments,
      metadata: metadata({
        callIndex,
        ...(callIndex === 0 && { message: text }),
        ...(problems.length > 0 && { problem: `some calls could not be read: ${problems.join('; ')}` }),
        ...(callIndex === 0 && prose !== '' && { prose }),
      }),
    }));
  }
  if (errors.length > 0) {
    const name = callAttempt.exec(text)?.[1] ?? '';
    return [{ type: 'call', name, arguments: null, metadata: metadata({ message: text, problem: problems.join('; ') }) }];
  }
  return [{ type: 'reply', text, metadata: metadata({ message: text }) }];
}

/**
 * An agent for models without function calling: the tools are described in the system prompt and
 * the model writes calls as `[ApiName(key='value', ...)]` (API-Bank's format), read by a real
 * parser (`parseCalls`), never evaluated. Several calls in one answer are played in order.
 *
 * @example
 * const agent = createTextFormatAgent({ chat: createOpenAIChatModel({ baseURL, apiKey }), model: 'llama3', mode: 'exact' });
 */
export function createTextFormatAgent(options: TextFormatAgentOptions): Agent {
  const mode = options.mode ?? 'all';
  const documentation = options.documentation !== false;
  const pending = new PendingSteps();
  return async (context) => {
    const queued = pending.take(context);
    if (queued !== undefined) return queued;
    const tools = toolsForConversation(context.conversation, context.tools, mode);
    const system = textFormatSystemPrompt(context.metadata, tools, documentation);
    const request: ChatRequest = {
      model: options.model,
      messages: textFormatMessages(system, context.history),
      ...(options.temperature !== undefined && { temperature: options.temperature }),
      ...(options.maxTokens !== undefined && { max_tokens: options.maxTokens }),
    };
    const reply = await options.chat(request, context.signal ? { signal: context.signal } : {});
    const base = {
      ...(reply.key !== undefined && { cacheKey: reply.key }),
      ...(reply.cached !== undefined && { cached: reply.cached }),
      ...(reply.attempts !== undefined && { attempts: reply.attempts }),
    };
    let steps = readCompletion(reply.completion, base);
    const first = steps[0]!;
    const firstMetadata = first.metadata as ModelStepMetadata;
    // A text reply is where this agent's calls are; a server's native tool calls are taken as they are.
    if (first.type === 'reply' && firstMetadata.problem === undefined) {
      steps = textToSteps(first.text, { ...base, finishReason: firstMetadata.finishReason, ...(firstMetadata.usage !== undefined && { usage: firstMetadata.usage }) });
    } else {
      steps = steps.map((step) => ({ ...step, metadata: { ...(step.metadata as ModelStepMetadata), agent: 'text-format' } }));
    }
    const [next, ...rest] = steps;
    pending.keep(context, rest);
    return next!;
  };
}
