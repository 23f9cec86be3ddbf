// The judges through any OpenAI-compatible endpoint (spec §5.1, §5.4). Like upstream, each SoPR/SoWR
// question is one user message and a forced call of one function whose arguments carry the label
// and a reason; unlike upstream, the label is checked (bug E9) before it is used. Prompts are ours,
// written from the rules the spec paraphrases.

import type { ChatModel, ChatRequest } from '../../../agents/chat.js';
import { pythonJsonDumps } from '../python-json/format.js';
import type { PyJson } from '../python-json/parse.js';
import { answerStatuses, taskStatuses, type AnswerStatus, type FinalAnswerJudge, type TaskStatus, type ToolBenchJudge } from './judge.js';

export interface OpenAIJudgeOptions {
  readonly chat: ChatModel;
  readonly model: string;
  /** Default 0.2 (upstream's). */
  readonly temperature?: number;
  /** Default 1000. */
  readonly maxTokens?: number;
  /** Tries per question when the reply is unusable; default 3. */
  readonly attempts?: number;
}

const prompts = {
  checkAnswerStatus: [
    'Decide whether an answer solves a user query, judging only the answer text.',
    'Rules: an answer that apologises, refuses, or gives nothing useful is Unsolved. For an answer that',
    'does give information: if it clearly answers every part of the query, it is Solved; if it clearly',
    'misses parts, it is Unsolved; if you cannot tell from the answer alone, it is Unsure.',
    'Query: {query}',
    'Answer: {final_answer}',
  ].join('\n'),
  parseAnswerStatus: [
    'Decide whether an agent solved a user query, judging its whole answer: the tool calls it made, what',
    'they returned, and its final answer.',
    'Rules: if every tool call failed, it is Unsolved. If the final answer is not supported by what the',
    'tools returned, it is Unsolved. If you cannot verify it, it is Unsure. If successful tool calls',
    'produced the information the final answer gives and it answers the query, it is Solved.',
    'Query: {query}',
    'Answer: {answer}',
  ].join('\n'),
  checkTaskSolvable: [
    'Decide whether a task can be solved with the tools offered.',
    'Rules: if the query has invalid or missing information, or the tools cannot provide what it needs,',
    'it is Unsolvable; if you cannot decide, Unsure; if the tools suffice, Solvable.',
    'Task: {task}',
  ].join('\n'),
  selectBetterAnswer: [
    'Two agents answered the same query. Pick the better answer.',
    'First compare the final answers: how informative and how accurate they are, and for failures how well',
    'the failure is explained. If that does not decide, compare the work: fewer failed or repeated calls,',
    'fewer steps, more progress towards the goal, more thorough exploration. Otherwise pick either.',
    'The order in which the answers are given means nothing.',
    'Query: {query}',
    'Answer 0: {answer_0}',
    'Answer 1: {answer_1}',
  ].join('\n'),
};

/** Fills `{name}` placeholders (only ours; text inside the values is left alone). */
function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

function argumentsOf(completion: unknown): unknown {
  const call = (completion as { choices?: { message?: { tool_calls?: { function?: { arguments?: unknown } }[] } }[] } | null)?.choices?.[0]?.message
    ?.tool_calls?.[0]?.function?.arguments;
  if (typeof call !== 'string') return undefined;
  try {
    return JSON.parse(call);
  } catch {
    return undefined;
  }
}

/**
 * The SoPR/SoWR judge through an OpenAI-compatible server.
 *
 * @example
 * const judge = createOpenAIJudge({ chat: createOpenAIChatModel({ apiKey }), model: 'gpt-4o' });
 */
export function createOpenAIJudge(options: OpenAIJudgeOptions): ToolBenchJudge {
  const attempts = options.attempts ?? 3;
  const ask = async <T>(name: string, prompt: string, field: string, schema: Record<string, unknown>, read: (value: unknown) => T | undefined): Promise<{ value: T; reason: string }> => {
    const request = {
      model: options.model,
      messages: [{ role: 'user', content: prompt }],
      tools: [
        {
          type: 'function',
          function: {
            name,
            description: `Give your decision through ${name}.`,
            parameters: { type: 'object', properties: { [field]: schema, reason: { type: 'string', description: 'Why, in one or two sentences.' } }, required: [field, 'reason'] },
          },
        },
      ],
      tool_choice: { type: 'function', function: { name } },
      temperature: options.temperature ?? 0.2,
      max_tokens: options.maxTokens ?? 1000,
    } as unknown as ChatRequest;
    const problems: string[] = [];
    for (let attempt = 0; attempt < attempts; attempt++) {
      const parsed = argumentsOf((await options.chat(request)).completion) as Record<string, unknown> | undefined;
      const value = read(parsed?.[field]);
      if (value !== undefined) return { value, reason: String(parsed?.reason ?? '') };
      problems.push(`no valid '${field}' in ${JSON.stringify(parsed) ?? 'the reply'}`);
    }
    throw new Error(`judge ${options.model} gave no usable answer to ${name} after ${attempts} tries: ${problems.join('; ')}`);
  };
  const oneOf = <T extends string>(labels: readonly T[]) => (value: unknown) => (labels.includes(value as T) ? (value as T) : undefined);
  const dumps = (value: PyJson) => pythonJsonDumps(value);
  return {
    name: `openai:${options.model}`,
    async checkAnswerStatus({ query, finalAnswer }) {
      const { value, reason } = await ask('check_answer_status', fill(prompts.checkAnswerStatus, { query, final_answer: finalAnswer }), 'answer_status', { type: 'string', enum: answerStatuses }, oneOf<AnswerStatus>(answerStatuses));
      return { status: value, reason };
    },
    async parseAnswerStatus({ query, answer }) {
      const { value, reason } = await ask('parse_answer_status', fill(prompts.parseAnswerStatus, { query, answer: dumps(answer) }), 'answer_status', { type: 'string', enum: answerStatuses }, oneOf<AnswerStatus>(answerStatuses));
      return { status: value, reason };
    },
    async checkTaskSolvable({ query, availableTools }) {
      const task = dumps(new Map<string, PyJson>([['query', query], ['available_tools', availableTools]]));
      const { value, reason } = await ask('check_task_solvable', fill(prompts.checkTaskSolvable, { task }), 'task_status', { type: 'string', enum: taskStatuses }, oneOf<TaskStatus>(taskStatuses));
      return { status: value, reason };
    },
    async selectBetterAnswer({ query, answers }) {
      const { value, reason } = await ask(
        'select_better_answer',
        fill(prompts.selectBetterAnswer, { query, answer_0: dumps(answers[0]), answer_1: dumps(answers[1]) }),
        'index',
        { type: 'number', description: 'The index of the better answer: 0 or 1.' },
        (index) => (index === 0 || index === 1 ? index : undefined),
      );
      return { index: value, reason };
    },
  };
}

const finalAnswerPrompt = [
  'Decide whether the final answer below satisfies the query. Reply in exactly this layout:',
  'Answer Status',
  'Solved or Unsolved',
  'Reason',
  'one or two sentences',
  '',
  'Solved: a genuine attempt that addresses every part of the query (a reasonable "nothing was found"',
  'counts). Judge completeness, not factual accuracy, unless an error is severe. Do not be too harsh.',
  'Unsolved: a refusal, an apology without an answer, no engagement with the query, any part left',
  'unaddressed, or a severe factual error. Judge only the final answer.',
  '',
  'Query: {query}',
  'Final answer: {answer}',
].join('\n');

/**
 * FAC's judge (§5.4) through an OpenAI-compatible server (e.g. vLLM serving the fine-tuned judge):
 * temperature 0, 512 tokens.
 *
 * @example
 * const judge = createOpenAIFinalAnswerJudge({ chat: createOpenAIChatModel({ baseURL: 'http://127.0.0.1:8000/v1', apiKey: 'x' }), model: 'fac-judge' });
 */
export function createOpenAIFinalAnswerJudge(options: OpenAIJudgeOptions): FinalAnswerJudge {
  return {
    name: `openai:${options.model}`,
    async judge({ query, answer }) {
      const request: ChatRequest = {
        model: options.model,
        messages: [{ role: 'user', content: fill(finalAnswerPrompt, { query, answer }) }],
        temperature: options.temperature ?? 0,
        max_tokens: options.maxTokens ?? 512,
      };
      const content = (await options.chat(request)).completion as { choices?: { message?: { content?: unknown } }[] } | null;
      const text = content?.choices?.[0]?.message?.content;
      if (typeof text !== 'string') throw new Error(`judge ${options.model} replied without text`);
      return text;
    },
  };
}
