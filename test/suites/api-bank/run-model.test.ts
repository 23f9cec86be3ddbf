import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ChatModel } from '../../../src/agents/chat.js';
import { runApiBankModel } from '../../../src/suites/api-bank/run-model.js';
import { runApiBankRun } from '../../../src/suites/api-bank/run-cli.js';
import { loadTestItems } from '../../../src/suites/api-bank/data/load.js';

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

describe.skipIf(!shared)('evaluating a model on API-Bank (paper format)', () => {
  it('a model that gives the recorded answers scores the replay ceiling and ROUGE-L near 1', async () => {
    const run = await runApiBankModel({ data, level: 1, chat: recordedModel(1), model: 'recorded' });
    expect(run.calls).toMatchObject({ items: 399, correct: 347 });
    expect(run.responses.items).toBe(375);
    expect(run.responses.rougeL).toBeGreaterThan(0.99);
    expect(run.predictions).toHaveLength(399 + 375);
  });

  it('the command prints the figures and writes the predictions; unanswered items count as wrong', async () => {
    const out: string[] = [];
    const file = join(mkdtempSync(join(tmpdir(), 'api-bank-')), 'predictions.jsonl');
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
