// The LLM simulator (spec §2.5): the API's documentation, a few cached examples and the input go
// to any OpenAI-compatible chat endpoint in JSON mode; the answer must parse as JSON AND be an
// `{error, response}` object (upstream accepts any JSON, bug S8). The prompt's wording is ours.

import type { ChatModel, ChatRequest } from '../../../agents/chat.js';
import { pythonRepr } from '../python-json/format.js';
import { parsePythonJson, pythonJsonFromPlain, type PyJson } from '../python-json/parse.js';
import { checkSimulatedValue, type SimulationRequest, type Simulator } from './simulator.js';

export interface LlmSimulatorOptions {
  readonly chat: ChatModel;
  readonly model: string;
  /** Default 0. */
  readonly temperature?: number;
  /** Default 1024 (as upstream). */
  readonly maxTokens?: number;
  readonly seed?: number;
  /** Tries per miss; default 3. */
  readonly attempts?: number;
  /** Wait between tries; default 1 s. Injected so tests do not sleep. */
  readonly sleep?: (ms: number) => Promise<void>;
}

export const simulatorSystemPrompt = [
  'You play the server behind one API of a software tool. You receive the API documentation, a few',
  'earlier requests with the responses the real API gave, and a new request.',
  'Answer the new request as that API would, as one JSON object with exactly two keys:',
  '"error" (an empty string unless the request itself is wrong) and "response" (the content).',
  'Make the response realistic and useful: plausible values, about 100 to 200 words when it is text,',
  'consistent with the documentation and with the successful examples; ignore examples that are errors or empty.',
  'If the request has arguments the API does not take, answer with an error in "error" that names them.',
  'Output only the JSON object, with nothing before or after it.',
].join('\n');

const examplesBudget = 2048;

/** The user message: documentation, examples (at most ~2048 characters) and input, in Python repr as upstream. */
export function simulatorUserMessage(request: SimulationRequest): string {
  const doc = new Map<string, PyJson>([
    ['tool_description', request.doc.toolDescription],
    [
      'api_info',
      request.doc.api === undefined
        ? []
        : [new Map<string, PyJson>([['name', request.doc.api.name], ['description', String(request.doc.api.description ?? '')]])],
    ],
  ]);
  let count = Math.min(5, request.examples.length);
  const examplesOf = (n: number) =>
    pythonRepr(request.examples.slice(0, n).map(([key, value]) => new Map<string, PyJson>([['input', key], ['output', value]])));
  while (count > 1 && examplesOf(count).length > examplesBudget) count--;
  const examples = [...examplesOf(count)].slice(0, examplesBudget).join('');
  return `API Documentation:${pythonRepr(doc)}\nAPI Examples:${examples}\nAPI Input:${pythonRepr(request.input)}\n`;
}

function contentOf(completion: unknown): string | undefined {
  const content = (completion as { choices?: { message?: { content?: unknown } }[] } | null)?.choices?.[0]?.message?.content;
  return typeof content === 'string' ? content : undefined;
}

/**
 * Creates the LLM simulator, named `llm:{model}` in results.
 *
 * @example
 * const simulator = createLlmSimulator({ chat: createOpenAIChatModel({ baseURL, apiKey }), model: 'gpt-4o-mini' });
 */
export function createLlmSimulator(options: LlmSimulatorOptions): Simulator {
  const attempts = options.attempts ?? 3;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  return {
    name: `llm:${options.model}`,
    async simulate(request) {
      const body = {
        model: options.model,
        messages: [
          { role: 'system', content: simulatorSystemPrompt },
          { role: 'user', content: simulatorUserMessage(request) },
        ],
        temperature: options.temperature ?? 0,
        max_tokens: options.maxTokens ?? 1024,
        ...(options.seed !== undefined && { seed: options.seed }),
        response_format: { type: 'json_object' },
      } as ChatRequest;
      const reasons: string[] = [];
      for (let attempt = 1; attempt <= attempts; attempt++) {
        if (attempt > 1) await sleep(1000);
        let text: string | undefined;
        try {
          text = contentOf((await options.chat(body)).completion);
        } catch (error) {
          reasons.push(`request failed: ${(error as Error).message}`);
          continue;
        }
        if (text === undefined) {
          reasons.push('the reply has no message content');
          continue;
        }
        const unfenced = text.includes('```json') ? text.replaceAll('```json', '').replaceAll('```', '').trim() : text;
        let value: PyJson;
        try {
          value = parsePythonJson(unfenced.trim());
        } catch (error) {
          reasons.push(`the reply is not JSON (${(error as Error).message})`);
          continue;
        }
        const problem = checkSimulatedValue(value);
        if (problem !== undefined) {
          reasons.push(problem);
          continue;
        }
        return { ok: true, value: value as Map<string, PyJson> };
      }
      return { ok: false, reason: `${attempts} tries failed: ${reasons.join('; ')}` };
    },
  };
}

/** For tests and callers holding plain objects: the `{error, response}` map of a plain value. */
export function simulatedValue(error: string, response: unknown): Map<string, PyJson> {
  return new Map<string, PyJson>([['error', error], ['response', pythonJsonFromPlain(response)]]);
}
