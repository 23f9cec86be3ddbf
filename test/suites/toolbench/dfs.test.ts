import { describe, expect, it } from 'vitest';
import type { ChatModel, ChatRequest } from '../../../src/agents/chat.js';
import { answerSteps } from '../../../src/suites/toolbench/evaluation/answers.js';
import { createToolCatalog } from '../../../src/suites/toolbench/catalog.js';
import type { SolvableQuery } from '../../../src/suites/toolbench/queries.js';
import { buildQueryFunctions } from '../../../src/suites/toolbench/query-functions.js';
import { runDfs } from '../../../src/suites/toolbench/run/dfs.js';
import { createOfflineSimulator } from '../../../src/suites/toolbench/simulators/offline.js';
import { toolDocsFromQueryRecords } from '../../../src/suites/toolbench/tool-doc.js';
import { createVirtualApi } from '../../../src/suites/toolbench/virtual-api.js';

const query: SolvableQuery = {
  query: 'What is the weather in Lisbon?',
  query_id: 1,
  api_list: [{ category_name: 'Weather', tool_name: 'Sky', api_name: 'Now', api_description: 'Current weather', required_parameters: [{ name: 'city', type: 'STRING', description: '', default: 'Lisbon' }], optional_parameters: [] }],
};
const functions = buildQueryFunctions(query, createToolCatalog(toolDocsFromQueryRecords(query.api_list)));
const api = createVirtualApi({ simulator: createOfflineSimulator() });

type Move = 'call' | 'answer' | 'give-up';
/** A model that plays moves from a function of the request; every request is kept. */
function scripted(move: (request: ChatRequest, index: number) => Move): ChatModel & { requests: ChatRequest[] } {
  const requests: ChatRequest[] = [];
  const model = async (request: ChatRequest) => {
    requests.push(request);
    const chosen = move(request, requests.length - 1);
    const call =
      chosen === 'call'
        ? { name: 'now_for_sky', arguments: `{"city": "Lisbon ${requests.length}"}` }
        : { name: 'Finish', arguments: chosen === 'answer' ? '{"return_type": "give_answer", "final_answer": "Sunny."}' : '{"return_type": "give_up_and_restart"}' };
    return { completion: { choices: [{ message: { role: 'assistant', content: null, tool_calls: [{ id: `c${requests.length}`, type: 'function', function: call }] } }] } };
  };
  return Object.assign(model, { requests });
}

describe('DFSDT (spec §4.6)', () => {
  it('stops at the first answer', async () => {
    const chat = scripted(() => 'answer');
    const result = await runDfs({ query, functions, api, chat, model: 'm' });
    expect(result).toMatchObject({ stop: 'answer', finishType: 'give_answer', modelRequests: 1 });
    expect((result.record.get('answer') as Map<string, unknown>).get('method')).toBe('DFS_woFilter_w2');
  });

  it('explores each child fully before the next, one level back from a dead end: 6 requests at depth 4', async () => {
    const chat = scripted(() => 'call');
    const result = await runDfs({ query, functions, api, chat, model: 'm', maxSteps: 4 });
    expect(result).toMatchObject({ stop: 'max-steps', modelRequests: 6 });
    // Requests 1 and 4 start from the root; request 4 carries the diversity message of the first child.
    const last = (request: ChatRequest) => request.messages.at(-1)!;
    expect(chat.requests.map((request) => request.messages.length)).toEqual([2, 4, 5, 2 + 1, 4, 5]);
    expect(last(chat.requests[3]!)).toMatchObject({ role: 'user' });
    expect(String(last(chat.requests[3]!).content)).toContain('now_for_sky with arguments {"city": "Lisbon 1"}');
    // Descendants do not see it.
    expect(chat.requests[4]!.messages.some((message) => message.role === 'user' && message.content.includes('tried'))).toBe(false);
    expect(answerSteps(result.record).steps.split('\n')).toHaveLength(2);
  });

  it('backs up two levels after a give-up, then finds the answer in a sibling branch', async () => {
    // Depth 2 after one call; at the second level the first child gives up, so the search returns
    // to the root and tries its second child, which answers.
    const chat = scripted((request) => {
      const calls = request.messages.filter((message) => message.role === 'tool').length;
      const diverse = request.messages.at(-1)?.role === 'user' && request.messages.length > 2;
      if (calls === 0) return diverse ? 'answer' : 'call';
      return 'give-up';
    });
    const result = await runDfs({ query, functions, api, chat, model: 'm' });
    expect(result).toMatchObject({ stop: 'answer', finishType: 'give_answer', modelRequests: 3 });
    expect(answerSteps(result.record).finalStep).toContain("'name': 'Finish'");
    expect((result.record.get('answer') as Map<string, unknown>).get('total_steps')).toBe(3n);
  });

  it('reports the first give-up when nothing answers, with its Finish arguments as the final answer', async () => {
    const chat = scripted(() => 'give-up');
    const result = await runDfs({ query, functions, api, chat, model: 'm' });
    expect(result).toMatchObject({ stop: 'give-up', finishType: 'give_up', modelRequests: 1 });
    expect((result.record.get('answer') as Map<string, unknown>).get('final_answer')).toContain('give_up_and_restart');
  });

  it('stops at the request budget', async () => {
    const chat = scripted(() => 'call');
    const result = await runDfs({ query, functions, api, chat, model: 'm', maxQueryCount: 3, maxSteps: 50 });
    expect(result).toMatchObject({ stop: 'budget', modelRequests: 3 });
  });

  it('gives the same tree for the same model and simulator', async () => {
    const run = () => runDfs({ query, functions, api, chat: scripted((_request, index) => (index === 4 ? 'answer' : 'call')), model: 'm', maxSteps: 4 });
    const [first, second] = [await run(), await run()];
    expect(second.calls).toEqual(first.calls);
  });
});
