import * as z from 'zod';
import { defineTool, type Tool, type ToolContext } from './define.js';
import type { MaybePromise, ToolCheck } from './check.js';
import { ToolworldError } from './errors.js';

/** A tool described as data: what ToolBench's tool documents and MCP servers give. */
export interface JSONToolDescription {
  readonly name: string;
  readonly description: string;
  /** A JSON Schema of `type: 'object'` (properties, required). Default: no arguments. */
  readonly parameters?: Readonly<Record<string, unknown>>;
}

export interface DefineToolFromJSONOptions {
  /** The behaviour: read-only tools described as data answer from arguments alone (a cache, a simulator). */
  readonly run: (args: Record<string, unknown>, context: ToolContext) => MaybePromise<Record<string, unknown>>;
  /** The response schema. Default: any JSON object. */
  readonly output?: z.ZodType<Record<string, unknown>>;
  readonly check?: ToolCheck;
}

const TOOL_NAME = /^[A-Za-z0-9_.-]{1,128}$/;

/**
 * Declares a read-only tool at run time from a JSON description: its parameters become a zod schema,
 * so arguments are bound and type-checked like any other tool's. Used to import thousands of tools
 * from documents (ToolBench), where writing a declaration per tool is out of the question.
 *
 * @example
 * const Weather = defineToolFromJSON(
 *   { name: 'get_weather', description: 'Weather for a city.', parameters: { type: 'object', properties: { city: { type: 'string' } }, required: ['city'] } },
 *   { run: async ({ city }) => ({ city, temperature: 21 }) },
 * );
 */
export function defineToolFromJSON(description: JSONToolDescription, options: DefineToolFromJSONOptions): Tool {
  const where = `defineToolFromJSON(${JSON.stringify(String(description?.name))})`;
  if (typeof description?.name !== 'string' || !TOOL_NAME.test(description.name)) {
    throw new ToolworldError('invalid-data', `${where}: a tool name is 1 to 128 letters, digits, '_', '.' or '-'`);
  }
  if (typeof description.description !== 'string') {
    throw new ToolworldError('invalid-data', `${where}: description must be a string`);
  }
  const parameters = description.parameters ?? { type: 'object', properties: {} };
  let input: z.ZodType;
  try {
    input = z.fromJSONSchema(parameters as Parameters<typeof z.fromJSONSchema>[0]);
  } catch (error) {
    throw new ToolworldError('invalid-data', `${where}: its parameters are not a JSON Schema this can read (${(error as Error).message})`, { cause: error });
  }
  if (!(input instanceof z.ZodObject)) {
    throw new ToolworldError('invalid-data', `${where}: parameters must be a JSON Schema of type 'object'`);
  }
  return defineTool({
    name: description.name,
    description: description.description,
    input,
    output: options.output ?? z.record(z.string(), z.unknown()),
    action: false,
    ...(options.check !== undefined && { check: options.check }),
    run: (args, context) => options.run(args as Record<string, unknown>, context as ToolContext),
  });
}
