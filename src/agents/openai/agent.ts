import type { Agent } from '../../suites/tooltalk/simulation/agent.js';
import type { ChatRequest } from '../chat.js';
import { PendingSteps } from '../pending-steps.js';
import { toolsForConversation, type ModelAgentOptions } from '../prompt.js';
import { openAIMessages } from './messages.js';
import { readCompletion } from './read-completion.js';
import { openAITools } from './tools.js';

export type OpenAIAgentOptions = ModelAgentOptions;

/**
 * An agent for models with native function calling, over any OpenAI-compatible server. Each step
 * sends ToolTalk's prompt (spec §8) with the offered tools; a tool call becomes a call step, text
 * ends the turn. When a response holds several calls, they are played in order before the model is
 * asked again. Malformed output never throws (see `readCompletion`); server errors do, and the
 * simulation records them as the turn's error.
 *
 * @example
 * const chat = createOpenAIChatModel({ baseURL: 'http://127.0.0.1:8000/v1', apiKey: 'none' });
 * const agent = createOpenAIAgent({ chat, model: 'qwen2.5-7b-instruct', mode: 'suite' });
 * await simulateConversation(conversation, agent);
 */
export function createOpenAIAgent(options: OpenAIAgentOptions): Agent {
  const mode = options.mode ?? 'all';
  const documentation = options.documentation !== false;
  const pending = new PendingSteps();
  return async (context) => {
    const queued = pending.take(context);
    if (queued !== undefined) return queued;
    const tools = openAITools(toolsForConversation(context.conversation, context.tools, mode), { documentation });
    const request: ChatRequest = {
      model: options.model,
      messages: openAIMessages(context),
      ...(tools.length > 0 && { tools }),
      ...(options.temperature !== undefined && { temperature: options.temperature }),
      ...(options.maxTokens !== undefined && { max_tokens: options.maxTokens }),
    };
    const reply = await options.chat(request, context.signal ? { signal: context.signal } : {});
    const steps = readCompletion(reply.completion, {
      ...(reply.key !== undefined && { cacheKey: reply.key }),
      ...(reply.cached !== undefined && { cached: reply.cached }),
      ...(reply.attempts !== undefined && { attempts: reply.attempts }),
    });
    const [first, ...rest] = steps;
    pending.keep(context, rest);
    return first!;
  };
}
