import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { answerSteps, loadConvertedAnswers, readConvertedAnswers, type ConvertedAnswer } from '../../../src/suites/toolbench/evaluation/answers.js';
import { convertAnswer } from '../../../src/suites/toolbench/evaluation/convert.js';
import { evaluateFac, facAnswerText, facLabel } from '../../../src/suites/toolbench/evaluation/fac.js';
import { createScriptedFinalAnswerJudge, createScriptedJudge, type AnswerStatus } from '../../../src/suites/toolbench/evaluation/judge.js';
import { evaluateSopr } from '../../../src/suites/toolbench/evaluation/sopr.js';
import { evaluateSowr } from '../../../src/suites/toolbench/evaluation/sowr.js';
import { fastApiJson } from '../../../src/suites/toolbench/python-json/format.js';
import { parsePythonJson } from '../../../src/suites/toolbench/python-json/parse.js';
import { hasShared, sharedDir } from './support.js';

/** A converted record of our own writing: a chain of tool calls ending (or not) in Finish. */
function record(query: string, finalAnswer: string, calls: [string, string][]): ConvertedAnswer {
  let next = '[]';
  for (const [name, args] of [...calls].reverse()) {
    next = `[{"role": "tool", "message": {"name": ${JSON.stringify(name)}, "arguments": ${JSON.stringify(args)}, "response": ""}, "next": ${next}}]`;
  }
  const text = `{"query": ${JSON.stringify(query)}, "available_tools": [], "answer": {"method": "CoT@1", "total_steps": ${calls.length + 2}, "final_answer": ${JSON.stringify(finalAnswer)}, "answer_details": [{"role": "system", "message": "", "next": [{"role": "user", "message": "", "next": ${next}}]}]}}`;
  return parsePythonJson(text) as ConvertedAnswer;
}
const finish = (answer: string) => JSON.stringify({ return_type: 'give_answer', final_answer: answer }, null, 2);
const finished = (query: string, answer: string) => record(query, finish(answer), [['search_for_tool', '{}'], ['Finish', finish(answer)]]);

describe('SoPR (spec §5.2, vectors §7.4)', () => {
  it('SoPR-Unsure: runs Solved, Unsure, Unsolved give 50.0 ± 40.8 (population std)', async () => {
    const labels: AnswerStatus[] = ['Solved', 'Unsure', 'Unsure'];
    const phase2: AnswerStatus[] = ['Unsure', 'Unsolved'];
    const judge = createScriptedJudge({ checkAnswerStatus: () => labels.shift()!, parseAnswerStatus: () => phase2.shift()! });
    const result = await evaluateSopr({ answers: new Map([['1', finished('q', 'a')]]), testIds: ['1'], judge, runs: 3 });
    expect(result.runScores).toEqual([1, 0.5, 0]);
    expect(result.sopr).toBeCloseTo(50.0, 10);
    expect(result.std).toBeCloseTo(40.8248, 3);
    expect(result.queries['1']!.is_solved).toEqual({ '0': 'AnswerStatus.Solved', '1': 'AnswerStatus.Unsure', '2': 'AnswerStatus.Unsolved' });
    expect(judge.calls.map((call) => call.function)).toEqual(['checkAnswerStatus', 'checkAnswerStatus', 'parseAnswerStatus', 'checkAnswerStatus', 'parseAnswerStatus']);
  });

  it('no Finish at the end, an empty answer or a give-up are Unsolved without a judge call', async () => {
    const judge = createScriptedJudge({});
    const answers = new Map([
      ['1', record('q', finish('x'), [['search_for_tool', '{}']])],
      ['2', record('q', '', [['Finish', '{}']])],
      ['3', record('q', '{"return_type": "give_up_and_restart"}', [['Finish', '{"return_type": "give_up_and_restart"}']])],
    ]);
    const result = await evaluateSopr({ answers, testIds: ['1', '2', '3'], judge });
    expect(result.sopr).toBe(0);
    expect(judge.calls).toEqual([]);
    expect(result.queries['1']!.shortcut).toBe('the last tool call is not Finish');
  });

  it('counts a test id without an answer as Unsolved; upstream drops it (bug E1)', async () => {
    const judge = createScriptedJudge({ checkAnswerStatus: () => 'Solved' });
    const answers = new Map([['1', finished('q', 'a')]]);
    const fixed = await evaluateSopr({ answers, testIds: ['1', '2'], judge, runs: 1 });
    const compatible = await evaluateSopr({ answers, testIds: ['1', '2'], judge, runs: 1, compatibleDenominator: true });
    expect(fixed.sopr).toBe(50);
    expect(fixed.queries['2']).toMatchObject({ missing: true, is_solved: { '0': 'AnswerStatus.Unsolved' } });
    expect(compatible.sopr).toBe(100);
    expect(compatible.denominator).toBe(1);
  });
});

describe.skipIf(!hasShared)('the shipped data examples (§7.4)', () => {
  const converted = (method: string) => loadConvertedAnswers(`${sharedDir}/data_example/model_predictions_converted/virtual_chatgpt_${method}/G1_instruction.json`);
  const passRate = (method: string) => JSON.parse(readFileSync(`${sharedDir}/data_example/pass_rate_results/virtual_chatgpt_${method}/G1_instruction_virtual_chatgpt_${method}.json`, 'utf8'));
  const testIds = ['588', '608', '1073'];
  /** A judge answering the shipped labels: each query's runs in order. */
  const judgeFromLabels = (labels: Record<string, { is_solved: Record<string, string> }>, answers: Map<string, ConvertedAnswer>) => {
    const remaining = new Map(Object.entries(labels).map(([id, { is_solved }]) => [answers.get(id)!.get('query'), ['0', '1', '2'].map((run) => is_solved[run]!.replace('AnswerStatus.', '') as AnswerStatus)]));
    return createScriptedJudge({ checkAnswerStatus: ({ query }) => remaining.get(query)!.shift()! });
  };

  it.each(['cot', 'dfs'])('get_steps of the %s answers equals the shipped answer_steps and final_step', (method) => {
    const answers = converted(method);
    const shipped = passRate(method);
    for (const id of testIds) {
      const { steps, finalStep } = answerSteps(answers.get(id)!);
      expect.soft(steps, id).toBe(shipped[id].answer_steps);
      expect.soft(finalStep, id).toBe(shipped[id].final_step);
    }
  });

  it('SoPR-CoT: 66.7 ± 0.0, with 588 Unsolved without the judge (its last step is not Finish)', async () => {
    const answers = converted('cot');
    const judge = judgeFromLabels(passRate('cot'), answers);
    const result = await evaluateSopr({ answers, testIds, judge, runs: 3 });
    expect(result.runScores.map((score) => score.toFixed(3))).toEqual(['0.667', '0.667', '0.667']);
    expect(result.sopr.toFixed(1)).toBe('66.7');
    expect(result.std.toFixed(1)).toBe('0.0');
    expect(result.queries['588']!.shortcut).toBe('the last tool call is not Finish');
    expect(judge.calls.filter((call) => call.query === answers.get('588')!.get('query'))).toEqual([]);
  });

  it('SoPR-DFS: 100.0 ± 0.0', async () => {
    const answers = converted('dfs');
    const result = await evaluateSopr({ answers, testIds, judge: judgeFromLabels(passRate('dfs'), answers), runs: 3 });
    expect(result.sopr).toBe(100);
    expect(result.std).toBe(0);
  });

  it('SoWR: votes 588 {0, 3}, 608 {0, 3}, 1073 {1, 2} make the DFS candidate win 3 of 3', async () => {
    const reference = converted('cot');
    const candidate = converted('dfs');
    const details = (answer: unknown) => fastApiJson((answer as Map<string, never>).get('answer_details') ?? null);
    const dfsDetails = new Set([...candidate.values()].map((record) => details(record.get('answer'))));
    // Script: the reference (CoT) is preferred once, in round 0 of 1073; otherwise the DFS answer.
    const preferences = new Map([['1073', [true, false, false]]]);
    const judge = createScriptedJudge({
      checkAnswerStatus: () => 'Solved',
      selectBetterAnswer: ({ query, answers }) => {
        const id = [...reference].find(([, answer]) => answer.get('query') === query)![0];
        const preferReference = preferences.get(id)?.shift() ?? false;
        const dfsIndex = dfsDetails.has(details(answers[0])) ? 0 : 1;
        return (preferReference ? 1 - dfsIndex : dfsIndex) as 0 | 1;
      },
    });
    const result = await evaluateSowr({ reference, candidate, testIds, judge, rounds: 3, concurrency: 1 });
    const votes = Object.fromEntries(Object.entries(result.queries).map(([id, query]) => [id, [query.reference, query.candidate]]));
    expect(votes).toEqual({ '588': [0, 3], '608': [0, 3], '1073': [1, 2] });
    expect(result).toMatchObject({ wins: 3, ties: 0, losses: 0, sowr: 100 });
    expect(result.queries['588']!.rounds.every((round) => round === 'candidate: only one is Solved')).toBe(true);
    const shipped = JSON.parse(readFileSync(`${sharedDir}/data_example/preference_results/G1_instruction_virtual_chatgpt_cot_virtual_chatgpt_dfs.json`, 'utf8'));
    for (const id of testIds) expect([shipped[id].virtual_chatgpt_cot, shipped[id].virtual_chatgpt_dfs]).toEqual(votes[id]);
  });

  it('convert: the valid CoT 1073 path is system, user, tool, tool, assistant, tool(Finish): total_steps 6', () => {
    const raw = parsePythonJson(readFileSync(`${sharedDir}/data_example/answer/virtual_chatgpt_cot/G1_instruction/1073_CoT@1.json`, 'utf8'));
    const mine = convertAnswer(raw, 'CoT@1');
    expect((mine.get('answer') as Map<string, unknown>).get('total_steps')).toBe(6n);
    expect(answerSteps(mine).finalStep).toContain("'name': 'Finish'");
  });

  it.each(['cot', 'dfs'])('convert: every raw %s answer converts to the shipped record byte for byte', (method) => {
    const folder = `${sharedDir}/data_example/answer/virtual_chatgpt_${method}/G1_instruction`;
    const shipped = converted(method);
    for (const file of readdirSync(folder)) {
      const id = file.slice(0, file.indexOf('_'));
      const methodName = file.slice(file.indexOf('_') + 1, -'.json'.length);
      const mine = convertAnswer(parsePythonJson(readFileSync(`${folder}/${file}`, 'utf8')), methodName);
      expect.soft(fastApiJson(mine), file).toBe(fastApiJson(shipped.get(id)!));
    }
  });
});

describe('SoWR rules (spec §5.3)', () => {
  const a = finished('q', 'a');
  const b = finished('q', 'b');
  it('a query missing from both gets no vote; upstream counts it for the candidate (bug E5)', async () => {
    const judge = createScriptedJudge({});
    const fixed = await evaluateSowr({ reference: new Map(), candidate: new Map(), testIds: ['1'], judge });
    const compatible = await evaluateSowr({ reference: new Map(), candidate: new Map(), testIds: ['1'], judge, compatibleMissingBoth: true });
    expect(fixed).toMatchObject({ wins: 0, ties: 1, sowr: 0 });
    expect(compatible).toMatchObject({ wins: 1, sowr: 100 });
  });

  it('decides from the pass-rate labels without the judge when exactly one side solved it', async () => {
    const judge = createScriptedJudge({});
    const result = await evaluateSowr({
      reference: new Map([['1', a]]),
      candidate: new Map([['1', b]]),
      testIds: ['1'],
      judge,
      referenceLabels: new Map([['1', ['Unsolved', 'Unsolved', 'Solved'] as AnswerStatus[]]]),
      candidateLabels: new Map([['1', ['Solved', 'Solved', 'Solved'] as AnswerStatus[]]]),
    });
    expect(result.sowr).toBe(100);
    expect(judge.calls).toEqual([]);
  });

  it('identical answers are a seeded random pick without a judge call; the same seed gives the same votes', async () => {
    const judge = createScriptedJudge({});
    const run = (seed: number) => evaluateSowr({ reference: new Map([['1', a]]), candidate: new Map([['1', finished('q', 'a')]]), testIds: ['1'], judge, rounds: 5, seed });
    const first = await run(7);
    expect(judge.calls).toEqual([]);
    expect((await run(7)).queries).toEqual(first.queries);
    expect(first.queries['1']!.reference + first.queries['1']!.candidate).toBe(5);
  });

  it('both Unsolved: asks check_task_solvable, then select_better_answer', async () => {
    const judge = createScriptedJudge({ checkAnswerStatus: () => 'Unsolved', checkTaskSolvable: () => 'Solvable', selectBetterAnswer: ({ answers }) => (String((answers[0] as Map<string, unknown>).get('final_answer')).includes('"b"') ? 0 : 1) });
    const result = await evaluateSowr({ reference: new Map([['1', a]]), candidate: new Map([['1', b]]), testIds: ['1'], judge, rounds: 1 });
    expect(result.wins).toBe(1);
    expect(judge.calls.map((call) => call.function)).toEqual(['checkAnswerStatus', 'checkAnswerStatus', 'checkTaskSolvable', 'selectBetterAnswer']);
  });
});

describe('FAC (spec §5.4)', () => {
  const text = 'Answer Status\nSolved\nReason\nThe answer is complete, not unsolved in any part.';
  it('FAC label vector: upstream reads 0 (the substring unsolved wins, bug E8); fixed reads the status line', () => {
    expect(facLabel(text, true)).toBe(0);
    expect(facLabel(text)).toBe(1);
    expect(facLabel('Answer Status: Unsolved\nReason: solved nothing')).toBe(0);
    expect(facLabel('**Answer Status**\n\n**Solved**')).toBe(1);
    expect(facLabel('I cannot tell')).toBe(0);
  });

  it('judges the final_answer field of the Finish call; upstream shows the raw JSON (bug E7)', () => {
    const args = finish('Paris is the capital.');
    expect(facAnswerText(args)).toBe('Paris is the capital.');
    expect(facAnswerText(args, true)).toBe(args);
    expect(facAnswerText('not json')).toBe('not json');
  });

  it('averages labels over all test ids; an empty answer is Unsolved without the judge; a missing id counts 0 or throws in compat', async () => {
    const seen: string[] = [];
    const judge = createScriptedFinalAnswerJudge(({ answer }) => {
      seen.push(answer);
      return answer.includes('Paris') ? 'Answer Status\nSolved' : 'Answer Status\nUnsolved';
    });
    const answers = new Map([
      ['1', finished('Capital of France?', 'Paris.')],
      ['2', finished('Capital of Spain?', 'No idea.')],
      ['3', record('q', '', [])],
    ]);
    const result = await evaluateFac({ answers, testIds: ['1', '2', '3', '4'], judge });
    expect(result.fac).toBe(25);
    expect(seen).toEqual(['Paris.', 'No idea.']);
    expect(result.queries['3']!.judgement).toMatch(/parsing error/);
    await expect(evaluateFac({ answers, testIds: ['4'], judge, compatible: { missingIdThrows: true } })).rejects.toThrow(/no answer for test id 4/);
  });
});

describe('converted answer files', () => {
  it('refuses a file that is not the converted format, naming the fix', () => {
    expect(() => readConvertedAnswers('[]')).toThrow(/object of query id/);
    expect(() => readConvertedAnswers('{"1": {"query": "q"}}')).toThrow(/record 1 needs an 'answer' object/);
  });
});
