// The OpenAI-style function definitions ToolBench offers the model (spec §1.6), and Finish (§4.3).

import { pyStr } from '../../python/repr.js';
import { changeName, functionName, standardizeName } from './names.js';
import type { ToolDocApi, ToolDocParameter } from './tool-doc.js';

/** A function as offered in `tools` (the `function` part of `{type, function}`). */
export interface ToolBenchFunction {
  readonly name: string;
  readonly description: string;
  readonly parameters: {
    readonly type: 'object';
    readonly properties: Record<string, ToolBenchParameterSchema>;
    readonly required: readonly string[];
    readonly optional?: readonly string[];
  };
}

export interface ToolBenchParameterSchema {
  readonly type: string;
  readonly description?: string;
  readonly example_value?: unknown;
  readonly enum?: readonly string[];
}

/**
 * How parameters are written:
 * - `data-examples` (default): as in StableToolBench's shipped answer files: `required: ["q"]`,
 *   and an API with no required parameter gets `properties: {}` (its optional ones are not offered).
 * - `current`: as upstream's current code: `required`/`optional` start with an empty string `""`.
 * - `complete`: optional parameters are always offered (our fix of the quirk above).
 */
export type FunctionStyle = 'data-examples' | 'current' | 'complete';

const description256 = 256;
const typeMap: Record<string, string> = { NUMBER: 'integer', STRING: 'string', BOOLEAN: 'boolean' };

/** Python's `s[:n]`, which counts code points. */
function firstCodePoints(text: string, count: number): string {
  const points = [...text];
  return points.length <= count ? text : points.slice(0, count).join('');
}

function parameterSchema(parameter: ToolDocParameter): ToolBenchParameterSchema {
  const type = typeMap[parameter.type] ?? 'string';
  const description = firstCodePoints(String(parameter.description ?? ''), description256);
  // Python tests `len(str(default)) != 0`: only an empty string (or a missing default) hides it.
  const hasExample = parameter.default !== undefined && pyStr(parameter.default) !== '';
  return hasExample ? { type, description, example_value: parameter.default } : { type, description };
}

/**
 * The function definition of one API of a tool (§1.6): name per §1.5, the fixed preamble plus the
 * quoted description (the display API name replaced by the function name, cut to 256), parameters
 * with ToolBench's type mapping (NUMBER → integer; anything unknown → string).
 *
 * @example
 * toolBenchFunction(api, 'keyword_analysis').name; // 'popularsitesforquery_for_keyword_analysis'
 */
export function toolBenchFunction(api: ToolDocApi, standardToolName: string, style: FunctionStyle = 'data-examples'): ToolBenchFunction {
  const name = functionName(api.name, standardToolName);
  let description = `This is the subfunction for tool "${standardToolName}", you can use this tool.`;
  const apiDescription = String(api.description ?? '').trim();
  if (apiDescription !== '') {
    const quoted = firstCodePoints(apiDescription.replaceAll(api.name, name), description256);
    description += `The description of this function is: "${quoted}"`;
  }
  const properties: Record<string, ToolBenchParameterSchema> = {};
  const required: string[] = style === 'current' ? [''] : [];
  const optional: string[] = style === 'current' ? [''] : [];
  const offerParameters = api.required_parameters.length > 0 || style === 'complete';
  if (offerParameters) {
    for (const parameter of api.required_parameters) {
      const key = changeName(standardizeName(parameter.name));
      properties[key] = parameterSchema(parameter);
      required.push(key);
    }
    for (const parameter of api.optional_parameters) {
      const key = changeName(standardizeName(parameter.name));
      properties[key] = parameterSchema(parameter);
      optional.push(key);
    }
  }
  return { name, description, parameters: { type: 'object', properties, required, optional } };
}

/** Name of the function that ends every ToolBench episode. */
export const finishFunctionName = 'Finish';

/**
 * The Finish function (§4.3): `return_type` is `give_answer` or `give_up_and_restart`;
 * `final_answer` carries the answer when giving one. The wording is ours.
 */
export const finishFunction: ToolBenchFunction = {
  name: finishFunctionName,
  description:
    'Call this when you have the information that answers the task, to give the final answer, or when you ' +
    'cannot make progress, to give up and restart. Always end with this function: only the final answer is ' +
    'shown to the user, so it must contain everything they need.',
  parameters: {
    type: 'object',
    properties: {
      return_type: { type: 'string', enum: ['give_answer', 'give_up_and_restart'] },
      final_answer: {
        type: 'string',
        description: 'The answer for the user; required when return_type is "give_answer".',
      },
    },
    required: ['return_type'],
  },
};
