import type { AgentStep } from '../../suites/tooltalk/simulation/agent.js';

/** What an agent keeps with each step it took from a model response (written to reports). */
export interface ModelStepMetadata {
  readonly agent: 'openai' | 'text-format';
  /** The assistant message as the server sent it (only on the first step taken from a response). */
  readonly message?: unknown;
  readonly finishReason?: unknown;
  /** Which of the response's calls this step is (0 for the first). */
  readonly callIndex?: number;
  /** The raw call this step came from, e.g. `{ function: { name, arguments: '{bad json' } }`. */
  readonly rawCall?: unknown;
  /** Text the model wrote around its calls (text-format agent). */
  readonly prose?: string;
  /** What was wrong with the model's output, when something was. */
  readonly problem?: string;
  readonly cacheKey?: string;
  readonly cached?: boolean;
  readonly attempts?: number;
  readonly usage?: unknown;
}

const maxRawLength = 20_000;

/** Huge garbage would bloat the reports; beyond a bound, keep the start of it as text. */
export function boundedRaw(value: unknown): unknown {
  let text: string | undefined;
  try {
    text = JSON.stringify(value);
  } catch {
    return String(value);
  }
  if (text === undefined || text.length <= maxRawLength) return value;
  return `${text.slice(0, maxRawLength)}... (${text.length - maxRawLength} more characters)`;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Text content, also from servers that send a list of parts. */
export function messageText(content: unknown): string | undefined {
  if (typeof content === 'string') return content;
  if (Array.isArray(content)) {
    const texts = content.flatMap((part) => (isPlainObject(part) && typeof part.text === 'string' ? [part.text] : []));
    return texts.length > 0 ? texts.join('') : undefined;
  }
  return undefined;
}

/** Decodes a call's arguments as ToolTalk does: a JSON object, or null (a parse failure, spec §2.5). */
export function decodeArguments(raw: unknown): { arguments: Record<string, unknown> | null; problem?: string } {
  if (isPlainObject(raw)) return { arguments: raw }; // some servers send an object rather than a string
  if (typeof raw !== 'string') return { arguments: null, problem: `the arguments are ${raw === undefined ? 'missing' : `a ${typeof raw}, not a JSON string`}` };
  // Models often send an empty string for a call without arguments.
  if (raw.trim() === '') return { arguments: {} };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch (error) {
    return { arguments: null, problem: `the arguments are not valid JSON (${(error as Error).message})` };
  }
  if (!isPlainObject(value)) return { arguments: null, problem: `the arguments are JSON but not an object: ${raw.slice(0, 200)}` };
  return { arguments: value };
}

function callSteps(calls: readonly unknown[], message: unknown, base: Omit<ModelStepMetadata, 'agent'>): AgentStep[] {
  return calls.map((call, callIndex) => {
    const fn = isPlainObject(call) && isPlainObject(call.function) ? call.function : isPlainObject(call) ? call : {};
    const name = typeof fn.name === 'string' ? fn.name : '';
    const decoded = decodeArguments(fn.arguments ?? (isPlainObject(call) ? call.input : undefined));
    const problems = [name === '' ? 'the call has no tool name' : undefined, decoded.problem].filter((p) => p !== undefined);
    const metadata: ModelStepMetadata = {
      agent: 'openai',
      ...(callIndex === 0 ? { ...base, message: boundedRaw(message) } : {}),
      callIndex,
      rawCall: boundedRaw(call),
      ...(problems.length > 0 && { problem: problems.join('; ') }),
    };
    return { type: 'call', name, arguments: decoded.arguments, metadata };
  });
}

/**
 * Reads a chat completion into agent steps, whatever came back: each tool call becomes a call step
 * (arguments that do not decode to a JSON object become `null`, which the executor answers with
 * `Failed to parse API call`), text becomes the reply, and a response with neither (no choices, an
 * empty message, a body that is not a completion) becomes an empty reply that says what was wrong.
 * Never throws: a model's garbage is scored, not fatal.
 *
 * @example
 * readCompletion({ choices: [{ message: { content: 'Done.' } }] }, {}); // [{ type: 'reply', text: 'Done.', metadata: {...} }]
 */
export function readCompletion(completion: unknown, base: Omit<ModelStepMetadata, 'agent'> = {}): AgentStep[] {
  const choice = isPlainObject(completion) && Array.isArray(completion.choices) ? completion.choices[0] : undefined;
  const usage = isPlainObject(completion) ? completion.usage : undefined;
  const withUsage = usage === undefined ? base : { ...base, usage };
  if (!isPlainObject(choice) || !isPlainObject(choice.message)) {
    const problem = !isPlainObject(completion)
      ? 'the response body is not a JSON object'
      : !Array.isArray(completion.choices) || completion.choices.length === 0
        ? 'the response has no choices'
        : 'the first choice has no message';
    return [{ type: 'reply', text: '', metadata: { agent: 'openai', ...withUsage, message: boundedRaw(completion), problem } }];
  }
  const message = choice.message;
  const finish = { ...withUsage, finishReason: choice.finish_reason };
  const toolCalls = Array.isArray(message.tool_calls) ? message.tool_calls : [];
  if (toolCalls.length > 0) return callSteps(toolCalls, message, finish);
  // Servers that still speak the old `functions` protocol answer with a single function_call.
  if (isPlainObject(message.function_call)) return callSteps([{ function: message.function_call }], message, finish);
  const text = messageText(message.content);
  const metadata: ModelStepMetadata = {
    agent: 'openai',
    ...finish,
    message: boundedRaw(message),
    ...(text === undefined && { problem: 'the model answered with neither text nor a tool call' }),
  };
  return [{ type: 'reply', text: text ?? '', metadata }];
}
