import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ChatModel, ChatRequest } from '../../../src/agents/chat.js';
import { main } from '../../../src/cli/main.js';
import { runToolBenchEval } from '../../../src/suites/toolbench/eval-command.js';
import { createOpenAIJudge } from '../../../src/suites/toolbench/evaluation/openai-judge.js';
import { hasShared, sharedDir } from './support.js';

/** A judge model that answers every forced function call with `args(functionName)`. */
function judgeModel(args: (name: string, request: ChatRequest) => unknown): ChatModel & { requests: ChatRequest[] } {
  const requests: ChatRequest[] = [];
  const model = async (request: ChatRequest) => {
    requests.push(request);
    const name = (request as unknown as { tool_choice: { function: { name: string } } }).tool_choice.function.name;
    return { completion: { choices: [{ message: { role: 'assistant', content: null, tool_calls: [{ id: 'c', type: 'function', function: { name, arguments: JSON.stringify(args(name, request)) } }] } }] } };
  };
  return Object.assign(model, { requests });
}

describe('the OpenAI-compatible judge', () => {
  it('forces the function call, fills the prompt, and retries an invalid label', async () => {
    let calls = 0;
    const chat = judgeModel(() => (++calls === 1 ? { answer_status: 'Maybe', reason: '' } : { answer_status: 'Solved', reason: 'ok' }));
    const judge = createOpenAIJudge({ chat, model: 'judge' });
    expect(await judge.checkAnswerStatus({ query: 'Capital of France?', finalAnswer: 'Paris' })).toEqual({ status: 'Solved', reason: 'ok' });
    expect(chat.requests).toHaveLength(2);
    const request = chat.requests[0] as unknown as { temperature: number; max_tokens: number; messages: { content: string }[]; tools: { function: { parameters: { required: string[] } } }[] };
    expect(request).toMatchObject({ temperature: 0.2, max_tokens: 1000 });
    expect(request.messages[0]!.content).toContain('Query: Capital of France?\nAnswer: Paris');
    expect(request.tools[0]!.function.parameters.required).toEqual(['answer_status', 'reason']);
  });

  it('gives up after three unusable replies, saying what came back', async () => {
    const judge = createOpenAIJudge({ chat: judgeModel(() => ({ index: 7 })), model: 'judge' });
    await expect(judge.selectBetterAnswer({ query: 'q', answers: [null, null] })).rejects.toThrow(/no usable answer to select_better_answer after 3 tries/);
  });
});

describe.skipIf(!hasShared)('toolworld toolbench-eval', () => {
  const answers = `${sharedDir}/data_example/model_predictions_converted/virtual_chatgpt_cot/G1_instruction.json`;
  const testIds = `${sharedDir}/solvable_queries_example/test_query_ids/G1_instruction.json`;

  it('scores SoPR of the shipped CoT answers with a judge that says Solved: 66.7 (588 has no Finish)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'toolbench-eval-'));
    try {
      const lines: string[] = [];
      const chat = judgeModel(() => ({ answer_status: 'Solved', reason: 'fine' }));
      const code = await runToolBenchEval(['--metric', 'sopr', '--answers', answers, '--test-ids', testIds, '--judge-model', 'judge', '--out', join(dir, 'sopr.json')], { stdout: (text) => lines.push(text), stderr: () => {} }, { chat });
      expect(code).toBe(0);
      expect(lines).toEqual(['SoPR 66.7 ± 0.0 over 3 queries, 3 runs (judge openai:judge)']);
      expect(chat.requests).toHaveLength(6);
      const written = JSON.parse(readFileSync(join(dir, 'sopr.json'), 'utf8'));
      expect(written.queries['588'].is_solved).toEqual({ '0': 'AnswerStatus.Unsolved', '1': 'AnswerStatus.Unsolved', '2': 'AnswerStatus.Unsolved' });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('scores FAC and SoWR', async () => {
    const lines: string[] = [];
    const io = { stdout: (text: string) => lines.push(text), stderr: () => {} };
    const facChat: ChatModel = async () => ({ completion: { choices: [{ message: { role: 'assistant', content: 'Answer Status\nSolved\nReason\nNot unsolved.' } }] } });
    expect(await runToolBenchEval(['--metric', 'fac', '--answers', answers, '--test-ids', testIds, '--judge-model', 'j'], io, { chat: facChat })).toBe(0);
    expect(await runToolBenchEval(['--metric', 'fac', '--answers', answers, '--test-ids', testIds, '--judge-model', 'j', '--compat'], io, { chat: facChat })).toBe(0);
    const dfs = `${sharedDir}/data_example/model_predictions_converted/virtual_chatgpt_dfs/G1_instruction.json`;
    const sowrChat = judgeModel((name) => (name === 'select_better_answer' ? { index: 0, reason: '' } : { answer_status: 'Solved', reason: '' }));
    expect(await runToolBenchEval(['--metric', 'sowr', '--answers', dfs, '--reference', answers, '--test-ids', testIds, '--judge-model', 'j', '--json'], io, { chat: sowrChat })).toBe(0);
    // 588's CoT answer is empty: FAC 2 of 3. With upstream's label rule, "Not unsolved." makes every label 0.
    expect(lines.slice(0, 2)).toEqual(['FAC 66.7 over 3 queries (judge openai:j)', 'FAC 0.0 over 3 queries (judge openai:j)']);
    expect(JSON.parse(lines[2]!)).toMatchObject({ metric: 'sowr', wins: expect.any(Number), judge: 'openai:j' });
    expect(JSON.parse(lines[2]!).wins).toBeGreaterThanOrEqual(1);
  });

  it('is a command of the CLI, with usage errors for missing options', async () => {
    const errors: string[] = [];
    const io = { stdout: () => {}, stderr: (text: string) => errors.push(text) };
    expect(await main(['toolbench-eval', '--metric', 'nope'], io)).toBe(2);
    expect(await main(['toolbench-eval', '--metric', 'sowr', '--answers', answers, '--test-ids', testIds, '--judge-model', 'j'], io)).toBe(2);
    expect(errors.join('\n')).toMatch(/--metric takes sopr, sowr or fac/);
    expect(errors.join('\n')).toMatch(/--metric sowr needs --reference FILE/);
  });
});
