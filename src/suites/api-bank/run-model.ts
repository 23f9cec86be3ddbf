/**
 * Evaluates a chat model on API-Bank the way the paper did (Figures 4-5): for each item the model
 * gets the item's instruction and rendered history in one message and answers with
 * `API-Request: [ApiName(key='value', ...)]` or a reply; calls are scored with API-Bank's checkers
 * (compat or fixed) and replies with ROUGE-L.
 */
import { join } from 'node:path';
import type { ChatModel } from '../../agents/chat.js';
import type { ApiBankMode } from '../../plugins/api-bank/index.js';
import { loadLevelThreeItems, loadLevelThreeSamples, loadTestItems } from './data/load.js';
import { replayApiBank, type ApiBankReplayResult } from './replay.js';
import { answerText, toolsForItem } from './function-calling.js';
import { scoreResponses, type ResponseScores } from './responses.js';

export interface ApiBankModelRunOptions {
  readonly data: string;
  readonly level: 1 | 2 | 3;
  readonly mode?: ApiBankMode;
  readonly chat: ChatModel;
  readonly model: string;
  /** Ask only the first N items of each kind (calls, replies); the others count as unanswered. */
  readonly limit?: number;
  readonly temperature?: number;
  /** `text` (default): the paper's prompt, answers in `API-Request: [...]`. `tools`: the APIs as function tools. */
  readonly format?: 'text' | 'tools';
  /** Called after each answer, for progress. */
  readonly onAnswer?: (done: number, total: number) => void;
}

export interface ApiBankModelRun {
  readonly calls: ApiBankReplayResult;
  readonly responses: ResponseScores;
  /** The model's answers in API-Bank's prediction format (see `--predictions`). */
  readonly predictions: readonly Record<string, unknown>[];
}

/** The text of a chat completion's first choice, or '' when there is none. */
function completionText(completion: unknown): string {
  const choice = (completion as { choices?: { message?: { content?: unknown } }[] } | null)?.choices?.[0];
  return typeof choice?.message?.content === 'string' ? choice.message.content : '';
}

/**
 * @example
 * const run = await runApiBankModel({ data: '../shared/apibank', level: 1, chat, model: 'qwen2.5-7b' });
 * console.log(run.calls.correct, run.responses.rougeL);
 */
export async function runApiBankModel(options: ApiBankModelRunOptions): Promise<ApiBankModelRun> {
  const { data, level } = options;
  const testData = join(data, 'test-data');
  const limit = options.limit ?? Number.POSITIVE_INFINITY;
  const asks: { key: string; prompt: string; instruction: string; input: string; row: Record<string, unknown> }[] = [];
  if (level === 3) {
    const samples = loadLevelThreeSamples(join(testData, 'level-3.json'));
    for (const item of loadLevelThreeItems(join(testData, 'level-3-batch-inf.json'), samples).slice(0, limit)) {
      asks.push({ key: `${item.sample_id}/${item.api_id}`, prompt: item.instruction + item.input, ...item, row: { sample_id: item.sample_id, api_id: item.api_id } });
    }
    for (const item of loadLevelThreeItems(join(testData, 'level-3-batch-inf-response.json'), samples).slice(0, limit)) {
      asks.push({ key: `${item.sample_id}/answer`, prompt: item.instruction + item.input, ...item, row: { sample_id: item.sample_id, answer: true } });
    }
  } else {
    for (const kind of ['api', 'response']) {
      for (const item of loadTestItems(join(testData, `level-${level}-${kind}.json`)).slice(0, limit)) {
        asks.push({ key: `${item.file}#${item.id}`, prompt: item.instruction + item.input, ...item, row: { file: item.file, id: item.id } });
      }
    }
  }
  const answers = new Map<string, string>();
  const predictions: Record<string, unknown>[] = [];
  for (const ask of asks) {
    const tools = options.format === 'tools' ? toolsForItem(ask.instruction, ask.input, level) : undefined;
    const reply = await options.chat({
      model: options.model,
      // With tools the descriptions travel as tools; the instruction and history stay as written.
      messages: tools === undefined ? [{ role: 'user', content: ask.prompt }] : [{ role: 'system', content: ask.instruction }, { role: 'user', content: ask.input }],
      ...(tools !== undefined && tools.length > 0 && { tools }),
      ...(options.temperature !== undefined && { temperature: options.temperature }),
    });
    const text = tools === undefined ? completionText(reply.completion) : answerText(reply.completion);
    answers.set(ask.key, text);
    predictions.push({ ...ask.row, pred: text });
    options.onAnswer?.(predictions.length, asks.length);
  }
  const calls = await replayApiBank({ data, level, mode: options.mode ?? 'compat', predictions: answers });
  return { calls, responses: scoreResponses(data, level, answers), predictions };
}
