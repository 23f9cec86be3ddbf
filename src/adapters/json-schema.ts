import * as z from 'zod';
import type { AnyTool } from '../world/define.js';

/** A JSON Schema object, as plain JSON. */
export type JSONSchema = { [key: string]: unknown };

/** The JSON Schema of a tool's arguments: always an object schema. */
export interface ToolInputSchema extends JSONSchema {
  readonly type: 'object';
  readonly properties: Readonly<Record<string, JSONSchema>>;
  readonly required?: string[];
  readonly additionalProperties: false;
}

export interface DocumentationOptions {
  /**
   * `false` blanks what explains a tool (ToolTalk's `--disable_documentation`): no tool description
   * and no parameter descriptions; names, types, enums, items and required lists stay. Default `true`.
   */
  readonly documentation?: boolean;
}

function withoutDescriptions(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutDescriptions);
  if (typeof value !== 'object' || value === null) return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    // Inside `properties` a key is a parameter name, which may well be "description" (CreateEvent).
    if (key === 'description' && typeof inner === 'string') continue;
    out[key] = withoutDescriptions(inner);
  }
  return out;
}

/**
 * A parameter's schema as a model should read it. Some optional string parameters accept an explicit
 * null only so the world can answer it with ToolTalk's own error; advertising `null` would invite a
 * call that always fails, so `type: ['string', 'null']` is shown as `type: 'string'`.
 */
function withoutNull(schema: JSONSchema): JSONSchema {
  const type = schema.type;
  if (!Array.isArray(type) || !type.includes('null')) return schema;
  const rest = type.filter((name) => name !== 'null');
  return { ...schema, type: rest.length === 1 ? rest[0] : rest };
}

/**
 * The JSON Schema of a tool's arguments, derived from its zod input: `type: 'object'`, one property
 * per parameter in documentation order, `required`, and `additionalProperties: false` (the world
 * refuses unknown parameter names). There is no `$schema` key, so it can be embedded in any tool
 * format. Parameters that accept an explicit null (the search tools' `match_type`) are shown as plain
 * strings, as ToolTalk documents them: a null there only earns an error.
 *
 * @example
 * toJSONSchema(world.tools.get('AddAlarm')!);
 * // { type: 'object', properties: { time: { type: 'string', description: '...' } }, required: ['time'], additionalProperties: false }
 */
export function toJSONSchema(tool: AnyTool, options: DocumentationOptions = {}): ToolInputSchema {
  const generated = z.toJSONSchema(tool.input, { io: 'input' }) as JSONSchema;
  const generatedProperties = (generated.properties ?? {}) as Record<string, JSONSchema>;
  const properties: Record<string, JSONSchema> = {};
  for (const name of tool.parameters) {
    const property = withoutNull(generatedProperties[name] ?? {});
    properties[name] = options.documentation === false ? (withoutDescriptions(property) as JSONSchema) : property;
  }
  const schema: ToolInputSchema = {
    type: 'object',
    properties,
    ...(tool.required.length > 0 && { required: [...tool.required] }),
    additionalProperties: false,
  };
  return schema;
}

/** The description a model reads for a tool: empty when documentation is off. */
export function toolDescription(tool: AnyTool, options: DocumentationOptions = {}): string {
  return options.documentation === false ? '' : tool.description;
}
