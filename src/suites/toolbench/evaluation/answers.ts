// The converted answer format every evaluator reads (spec §4.8): `{query_id: {query,
// available_tools, answer: {method, total_steps, final_answer, answer_details}}}`. Records are kept
// in the Python form (parse.ts) so that the reprs the judge prompts quote are upstream's bytes.

import { readFileSync } from 'node:fs';
import { ToolworldError } from '../../../world/errors.js';
import { pythonRepr } from '../python-json/format.js';
import { parsePythonJson, type PyDict, type PyJson } from '../python-json/parse.js';

/** One converted record: `{query, available_tools, answer}` as a Python dict. */
export type ConvertedAnswer = PyDict;

const asMap = (value: PyJson | undefined): PyDict | undefined => (value instanceof Map ? value : undefined);

/** The query text of a record. */
export function answerQuery(record: ConvertedAnswer): string {
  return String(record.get('query') ?? '');
}

/** The `answer` part: `{method, total_steps, final_answer, answer_details}`. */
export function answerBody(record: ConvertedAnswer): PyDict {
  return asMap(record.get('answer')) ?? new Map();
}

/** The raw Finish argument string, or `""`. */
export function finalAnswerText(record: ConvertedAnswer): string {
  const value = answerBody(record).get('final_answer');
  return typeof value === 'string' ? value : '';
}

/** Names of the offered functions (the pass-rate file's `tool_names`). */
export function availableToolNames(record: ConvertedAnswer): string[] {
  const tools = record.get('available_tools');
  if (!Array.isArray(tools)) return [];
  return tools.map((tool) => {
    const map = asMap(tool);
    const named = asMap(map?.get('function')) ?? map;
    return String(named?.get('name') ?? '');
  });
}

/**
 * upstream's `get_steps`: the tool nodes along the first path of `answer_details`, as
 * `Step k: <repr>` lines, and `Final step: <repr of the last one>` (`''` when there is none).
 */
export function answerSteps(record: ConvertedAnswer): { steps: string; finalStep: string } {
  const details = answerBody(record).get('answer_details');
  let node = Array.isArray(details) ? asMap(details[0]) : undefined;
  const messages: PyJson[] = [];
  while (node !== undefined) {
    if (node.get('role') === 'tool') messages.push(node.get('message') ?? null);
    const next = node.get('next');
    node = Array.isArray(next) ? asMap(next[0]) : undefined;
  }
  const steps = messages.map((message, index) => `Step ${index + 1}: ${pythonRepr(message)}`).join('\n');
  const last = messages.at(-1);
  return { steps, finalStep: last === undefined ? '' : `Final step: ${pythonRepr(last)}` };
}

/** Reads a converted answers file into id → record, keeping key order and number types. */
export function readConvertedAnswers(text: string, file = 'converted answers'): Map<string, ConvertedAnswer> {
  let value: PyJson;
  try {
    value = parsePythonJson(text);
  } catch (error) {
    throw new ToolworldError('invalid-data', `${file} is not valid JSON: ${(error as Error).message}`, { file });
  }
  if (!(value instanceof Map)) throw new ToolworldError('invalid-data', `${file} must be an object of query id → converted answer`, { file });
  const records = new Map<string, ConvertedAnswer>();
  for (const [id, record] of value) {
    if (!(record instanceof Map) || !(record.get('answer') instanceof Map)) {
      throw new ToolworldError('invalid-data', `${file}: record ${id} needs an 'answer' object (spec §4.8)`, { file, jsonPath: `$.${id}` });
    }
    records.set(id, record);
  }
  return records;
}

/**
 * Reads `{group}.json` of a converted-answers folder.
 *
 * @example
 * const answers = loadConvertedAnswers('model_predictions_converted/virtual_chatgpt_cot/G1_instruction.json');
 */
export function loadConvertedAnswers(file: string): Map<string, ConvertedAnswer> {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new ToolworldError('unreadable-file', `cannot read ${file}: ${(error as Error).message}`, { file, cause: error });
  }
  return readConvertedAnswers(text, file);
}
