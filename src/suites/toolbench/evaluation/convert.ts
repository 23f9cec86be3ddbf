// From a raw answer file (spec §4.7) to the converted record evaluators read (§4.8). Upstream picks
// a random try (CoT) or a random walk (DFS) for failed runs (E10); here the choice is fixed: the
// last try, and the first-child path of a tree.

import type { PyDict, PyJson } from '../python-json/parse.js';

const get = (value: PyJson | undefined, key: string): PyJson | undefined => (value instanceof Map ? value.get(key) : undefined);
const text = (value: PyJson | undefined): string => (typeof value === 'string' ? value : '');
const list = (value: PyJson | undefined): PyJson[] => (Array.isArray(value) ? value : []);

interface Node {
  readonly role: string;
  readonly message: PyJson;
}

const toolMessage = (name: string, argumentsText: string, response: string): PyDict =>
  new Map<string, PyJson>([
    ['name', name],
    ['arguments', argumentsText],
    ['response', response],
  ]);

/** Valid data: the last train message list, from its third message (§4.8). */
function nodesFromMessages(messages: readonly PyJson[]): Node[] {
  const nodes: Node[] = [];
  for (let index = 2; index < messages.length; index++) {
    const message = messages[index];
    if (get(message, 'role') !== 'assistant') continue;
    const toolCalls = list(get(message, 'tool_calls'));
    const functionCall = get(message, 'function_call');
    if (toolCalls.length > 0) {
      for (const call of toolCalls) {
        const fn = get(call, 'function');
        const name = text(get(fn, 'name'));
        if (name === 'Finish') {
          nodes.push({ role: 'tool', message: toolMessage(name, text(get(fn, 'arguments')), '') });
          break;
        }
        const id = get(call, 'id');
        const reply = messages.slice(index + 1).find((other) => get(other, 'role') === 'tool' && get(other, 'tool_call_id') === id);
        nodes.push({ role: 'tool', message: toolMessage(name, text(get(fn, 'arguments')), text(get(reply, 'content'))) });
      }
    } else if (functionCall instanceof Map) {
      const name = text(functionCall.get('name'));
      const next = messages[index + 1];
      const response = name !== 'Finish' && get(next, 'role') === 'function' ? text(get(next, 'content')) : '';
      nodes.push({ role: 'tool', message: toolMessage(name, text(functionCall.get('arguments')), response) });
    } else {
      nodes.push({ role: 'assistant', message: text(get(message, 'content')) });
    }
  }
  return nodes;
}

/** Invalid data: a chain of Thought / Action / Action Input nodes, Action and its input merged. */
function nodesFromChain(chain: readonly PyJson[]): Node[] {
  const nodes: Node[] = [];
  for (let index = 0; index < chain.length; index++) {
    const node = chain[index];
    const type = get(node, 'node_type');
    if (type === 'Thought') nodes.push({ role: 'assistant', message: text(get(node, 'description')) });
    else if (type === 'Action') {
      const input = chain[index + 1];
      const hasInput = get(input, 'node_type') === 'Action Input';
      nodes.push({
        role: 'tool',
        message: toolMessage(text(get(node, 'description')), hasInput ? text(get(input, 'description')) : '', hasInput ? text(get(input, 'observation')) : ''),
      });
      if (hasInput) index++;
    }
  }
  return nodes;
}

/** The first-child path of a DFS tree, from below the root. */
function firstPath(tree: PyJson | undefined): PyJson[] {
  const path: PyJson[] = [];
  let node = list(get(tree, 'children'))[0];
  while (node !== undefined) {
    path.push(node);
    node = list(get(node, 'children'))[0];
  }
  return path;
}

/**
 * Converts one raw answer file's content to a converted record.
 *
 * @example
 * const record = convertAnswer(parsePythonJson(readFileSync('1073_CoT@1.json', 'utf8')), 'CoT@1');
 */
export function convertAnswer(raw: PyJson, method: string): PyDict {
  const generation = get(raw, 'answer_generation');
  let nodes: Node[];
  if (get(generation, 'valid_data') === true) {
    nodes = nodesFromMessages(list(list(get(generation, 'train_messages')).at(-1)));
  } else if (get(raw, 'trys') !== undefined) {
    nodes = nodesFromChain(list(get(list(get(raw, 'trys')).at(-1), 'chain')));
  } else {
    nodes = nodesFromChain(firstPath(get(get(raw, 'tree'), 'tree')));
  }
  const all: Node[] = [{ role: 'system', message: '' }, { role: 'user', message: '' }, ...nodes];
  let details: PyJson[] = [];
  for (const node of all.reverse()) {
    details = [new Map<string, PyJson>([['role', node.role], ['message', node.message], ['next', details]])];
  }
  return new Map<string, PyJson>([
    ['query', text(get(generation, 'query'))],
    ['available_tools', list(get(generation, 'function'))],
    [
      'answer',
      new Map<string, PyJson>([
        ['method', method],
        ['total_steps', BigInt(all.length)],
        ['final_answer', text(get(generation, 'final_answer'))],
        ['answer_details', details],
      ]),
    ],
  ]);
}
