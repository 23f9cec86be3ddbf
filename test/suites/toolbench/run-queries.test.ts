import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../../src/cli/main.js';
import { loadConvertedAnswers } from '../../../src/suites/toolbench/evaluation/answers.js';
import { evaluateFac } from '../../../src/suites/toolbench/evaluation/fac.js';
import { createScriptedFinalAnswerJudge, createScriptedJudge } from '../../../src/suites/toolbench/evaluation/judge.js';
import { evaluateSopr } from '../../../src/suites/toolbench/evaluation/sopr.js';
import { evaluateSowr } from '../../../src/suites/toolbench/evaluation/sowr.js';
import { handleFinish } from '../../../src/suites/toolbench/run/finish.js';
import { observationOf } from '../../../src/suites/toolbench/run/observation.js';
import { parsePythonJson } from '../../../src/suites/toolbench/python-json/parse.js';
import { startOpenAITestServer, toolCallCompletion, type OpenAITestServer } from '../../support/openai-server.js';
import { hasShared, sharedCache, sharedDir } from './support.js';

const queriesFile = `${sharedDir}/solvable_queries_example/test_instruction/G1_instruction.json`;

/**
 * A scripted model: first turn, it calls the first function with the example values of its required
 * parameters (and, for the Kick query, a function that does not exist); second turn, it gives up on
 * the football query and otherwise answers with the start of what it saw.
 */
function scriptedModel(server: OpenAITestServer): void {
  server.respondWith((request) => {
    const messages = request.body.messages as { role: string; content: string }[];
    const tools = request.body.tools as { function: { name: string; parameters: { properties: Record<string, { example_value?: unknown }>; required: string[] } } }[];
    const query = messages[1]!.content;
    const turn = messages.filter((message) => message.role === 'assistant').length;
    if (turn === 0) {
      const first = tools[0]!.function;
      const args = Object.fromEntries(first.parameters.required.map((name) => [name, first.parameters.properties[name]?.example_value ?? '']));
      const calls = [{ name: first.name, arguments: JSON.stringify(args, null, 2) }];
      if (query.includes('Kick.com')) calls.push({ name: 'made_up_function', arguments: '{}' });
      return toolCallCompletion(calls);
    }
    if (query.includes('football')) return toolCallCompletion([{ name: 'Finish', arguments: '{"return_type": "give_up_and_restart"}' }]);
    const seen = messages.filter((message) => message.role === 'tool')[0]!.content.slice(0, 40);
    return toolCallCompletion([{ name: 'Finish', arguments: JSON.stringify({ return_type: 'give_answer', final_answer: `Found: ${seen}` }, null, 2) }]);
  });
}

describe('Finish and observations (spec §4.3, §2.8)', () => {
  it.each([
    ['{"return_type": "give_answer", "final_answer": "42"}', 3, '{"response":"successfully giving the final answer."}'],
    ['{"return_type": "give_up_and_restart"}', 4, '{"response":"chose to give up and restart"}'],
    ['{"return_type": "give_answer"}', 2, '{error:"must have "final_answer""}'],
    ['{"final_answer": "x"}', 2, '{error:"must have "return_type""}'],
    ['{"return_type": "maybe"}', 2, '{error:""return_type" is not a valid choice"}'],
    ['{"return_type": "give_answer", "final_answer": "line\nbreak"}', 3, '{"response":"successfully giving the final answer."}'],
    ['{"return_type": "give_answer", "final_answer": "unterminated', 3, '{"response":"successfully giving the final answer."}'],
  ])('%j → status %i', (text, status, observation) => {
    expect(handleFinish(text)).toMatchObject({ status, observation });
  });

  it('falls back to substring search when the arguments are not JSON', () => {
    expect(handleFinish('{"return_type": "give_answer", "final_answer": "cut').finalAnswer).toBe('cut');
  });

  it('shows json.dumps of the answer, cut at 1024 characters plus ...', () => {
    expect(observationOf(parsePythonJson('{"error": "", "response": {"on_tour": "no"}}'))).toEqual({ observation: '{"error": "", "response": {"on_tour": "no"}}', status: 0 });
    const long = observationOf(new Map([['error', ''], ['response', 'é'.repeat(2000)]]));
    expect(long.observation).toHaveLength(1027);
    expect(long.observation.endsWith('...')).toBe(true);
    expect(observationOf(new Map([['error', 'Rate limit per minute error...'], ['response', '']])).status).toBe(10);
  });
});

describe.skipIf(!hasShared)('run --suite toolbench with a scripted model and the offline simulator', () => {
  let server: OpenAITestServer;
  let dir: string;
  beforeAll(async () => {
    server = await startOpenAITestServer();
    scriptedModel(server);
    dir = mkdtempSync(join(tmpdir(), 'toolbench-run-'));
  });
  afterAll(async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const run = async (out: string) => {
    const lines: string[] = [];
    const io = { stdout: (text: string) => lines.push(text), stderr: () => {} };
    const code = await main(
      ['run', '--suite', 'toolbench', '--queries', queriesFile, '--toolbench-cache', sharedCache, '--simulator', 'offline', '--model', 'scripted', '--base-url', server.url, '--out', out, '--no-cache'],
      io,
    );
    return { code, lines };
  };

  it('gives byte-identical answers twice, in the converted format, scored as computed by hand', async () => {
    const first = await run(join(dir, 'a'));
    const requests = server.requestCount;
    const second = await run(join(dir, 'b'));
    // Without a cache the model was asked again: the same bytes come from a deterministic path, not a replay.
    expect(server.requestCount).toBe(2 * requests);
    expect(first.code).toBe(0);
    expect(first.lines[0]).toBe('2/3 queries answered; 7 calls (API answers: simulator 3); simulator offline');
    const bytes = readFileSync(join(dir, 'a', 'G1_instruction.json'), 'utf8');
    expect(readFileSync(join(dir, 'b', 'G1_instruction.json'), 'utf8')).toBe(bytes);
    expect(second.code).toBe(0);

    const answers = loadConvertedAnswers(join(dir, 'a', 'G1_instruction.json'));
    expect([...answers.keys()]).toEqual(['588', '608', '1073']);
    const kick = answers.get('608')!.get('answer') as Map<string, unknown>;
    expect(kick.get('method')).toBe('CoT@1');
    expect(kick.get('total_steps')).toBe(5n);
    expect(JSON.stringify(JSON.parse(bytes)['608'].answer.answer_details)).toContain('invalid_hallucination_function_name');

    const results = JSON.parse(readFileSync(join(dir, 'a', 'results.json'), 'utf8'));
    expect(results.config).toMatchObject({ simulator: 'offline', routing: 'exact', model: 'scripted' });
    expect(results.queries['588'].stop).toBe('give-up');
    expect(results.queries['608'].calls.map((call: { status: number }) => call.status)).toEqual([0, 1, 3]);

    // Hand-computed: the judge calls an answer Solved when it starts with "Found"; 588 gave up.
    const testIds = ['588', '608', '1073'];
    const solvedIfFound = createScriptedJudge({
      checkAnswerStatus: ({ finalAnswer }) => (finalAnswer.includes('Found: ') ? 'Solved' : 'Unsolved'),
      checkTaskSolvable: () => 'Solvable',
      // Prefer the longer trajectory.
      selectBetterAnswer: ({ answers: pair }) => (Number((pair[0] as Map<string, bigint>).get('total_steps')) >= Number((pair[1] as Map<string, bigint>).get('total_steps')) ? 0 : 1),
    });
    const sopr = await evaluateSopr({ answers, testIds, judge: solvedIfFound, runs: 3 });
    expect(sopr.runScores).toEqual([2 / 3, 2 / 3, 2 / 3]);
    expect(sopr.sopr).toBeCloseTo(66.667, 3);
    expect(sopr.std).toBeCloseTo(0, 10);

    const fac = await evaluateFac({ answers, testIds, judge: createScriptedFinalAnswerJudge(({ answer }) => `Answer Status\n${answer.startsWith('Found: ') ? 'Solved' : 'Unsolved'}\nReason\n-`) });
    expect(fac.fac).toBeCloseTo(200 / 3, 10);
    expect(fac.queries['588']!.judgement).toMatch(/parsing error/);

    // Against the shipped CoT answers (none of which says "Found"): 608 and 1073 are ours by the
    // Solved rule; 588 is Unsolved on both sides and the judge prefers the shipped, longer trajectory.
    const reference = loadConvertedAnswers(`${sharedDir}/data_example/model_predictions_converted/virtual_chatgpt_cot/G1_instruction.json`);
    const sowr = await evaluateSowr({ reference, candidate: answers, testIds, judge: solvedIfFound, rounds: 3 });
    expect(Object.fromEntries(Object.entries(sowr.queries).map(([id, query]) => [id, [query.reference, query.candidate]]))).toEqual({
      '588': [3, 0],
      '608': [0, 3],
      '1073': [0, 3],
    });
    expect(sowr.sowr).toBeCloseTo(200 / 3, 10);
  });

  it('refuses a run without queries or model', async () => {
    const errors: string[] = [];
    const io = { stdout: () => {}, stderr: (text: string) => errors.push(text) };
    expect(await main(['run', '--suite', 'toolbench', '--model', 'x'], io)).toBe(2);
    expect(await main(['run', '--suite', 'toolbench', '--queries', queriesFile], io)).toBe(2);
    expect(errors.join('\n')).toMatch(/needs --queries FILE/);
  });
});
