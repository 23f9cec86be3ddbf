import { scratchFolder } from '../../support/scratch.js';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ChatModel } from '../../../src/agents/chat.js';
import { runApiBankModel } from '../../../src/suites/api-bank/run-model.js';
import { runApiBankRun } from '../../../src/suites/api-bank/run-cli.js';
import { DIALOGUE_FOLDERS, loadDialogues, loadTestItems } from '../../../src/suites/api-bank/data/load.js';
import { buildSamples } from '../../../src/suites/api-bank/samples.js';

const data = '../shared/apibank';
const shared = existsSync(`${data}/test-data`);

/** A model that answers every prompt with the recorded answer of the item whose prompt it is. */
function recordedModel(level: 1 | 2): ChatModel {
  const answers = new Map<string, string>();
  for (const kind of ['api', 'response']) {
    for (const item of loadTestItems(`${data}/test-data/level-${level}-${kind}.json`)) answers.set(item.instruction + item.input, item.expected_output);
  }
  return async (request) => {
    const prompt = request.messages[0]!.content as string;
    return { completion: { choices: [{ message: { role: 'assistant', content: answers.get(prompt) ?? '' } }] } };
  };
}

/** A function-calling model that calls the recorded API with the recorded arguments. */
function recordedToolModel(): ChatModel {
  const calls = new Map<string, { name: string; arguments: Record<string, string> }>();
  const replies = new Map<string, string>();
  const dialogues = loadDialogues(`${data}/${DIALOGUE_FOLDERS[1]}`);
  const samples = new Map([...dialogues].flatMap(([file, rows]) => buildSamples(file, rows).map((sample) => [`${file}#${sample.id}`, sample] as const)));
  for (const kind of ['api', 'response']) {
    for (const item of loadTestItems(`${data}/test-data/level-1-${kind}.json`)) {
      const truth = samples.get(`${item.file}#${item.id}`)!.truth;
      if (truth.role === 'API') calls.set(item.instruction + item.input, { name: truth.api_name, arguments: truth.param_dict });
      else replies.set(item.instruction + item.input, item.expected_output);
    }
  }
  return async (request) => {
    const prompt = (request.messages[0]!.content as string) + (request.messages[1]!.content as string);
    const call = calls.get(prompt);
    if (call !== undefined && !request.tools?.some((tool) => tool.function.name === call.name)) throw new Error(`${call.name} was not offered as a tool`);
    const message =
      call === undefined
        ? { role: 'assistant', content: replies.get(prompt) ?? '' }
        : { role: 'assistant', content: null, tool_calls: [{ id: '1', type: 'function', function: { name: call.name, arguments: JSON.stringify(call.arguments) } }] };
    return { completion: { choices: [{ message }] } };
  };
}

describe.skipIf(!shared)('evaluating a model on API-Bank (paper format)', () => {
  it('function calling: the recorded calls made as tool calls score as the written ones', async () => {
    const run = await runApiBankModel({ data, level: 1, chat: recordedToolModel(), model: 'recorded', format: 'tools' });
    expect(run.calls).toMatchObject({ items: 399, correct: 347 });
    expect(run.responses.rougeL).toBeGreaterThan(0.99);
  });

  it('a model that gives the recorded answers scores the replay ceiling and ROUGE-L near 1', async () => {
    const run = await runApiBankModel({ data, level: 1, chat: recordedModel(1), model: 'recorded' });
    expect(run.calls).toMatchObject({ items: 399, correct: 347 });
    expect(run.responses.items).toBe(375);
    expect(run.responses.rougeL).toBeGreaterThan(0.99);
    expect(run.predictions).toHaveLength(399 + 375);
  });

  it('the command prints the figures and writes the predictions; unanswered items count as wrong', async () => {
    const out: string[] = [];
    const file = join(scratchFolder('api-bank-'), 'predictions.jsonl');
    const silent: ChatModel = async () => ({ completion: { choices: [{ message: { role: 'assistant', content: 'Sorry.' } }] } });
    const code = await runApiBankRun(
      ['--suite', 'api-bank', '--data', data, '--level', '2', '--model', 'silent', '--limit', '3', '--predictions', file, '--json'],
      { stdout: (text) => out.push(text), stderr: () => undefined },
      { chat: silent },
    );
    expect(code).toBe(0);
    const result = JSON.parse(out.join(''));
    expect(result).toMatchObject({ suite: 'api-bank', level: 2, items: 135, correct: 0, categories: { NO_API_CALL: 135 } });
    expect(result.responses).toMatchObject({ items: 103, answered: 3 });
    expect(readFileSync(file, 'utf8').trim().split('\n')).toHaveLength(6);
  });
});
