import type { AnyTool } from '../world/define.js';
import { toJSONSchema, toolDescription, type DocumentationOptions, type JSONSchema } from './json-schema.js';

/** One parameter as ToolTalk documents it: type and description, plus `enum`/`items` where defined. */
export interface ToolTalkParameterDocumentation {
  readonly type: string;
  readonly description: string;
  readonly enum?: readonly string[];
  readonly items?: JSONSchema;
}

/**
 * A tool as ToolTalk's prompt sends it (spec §8), for prompts that must match the original. Note
 * `required` is a sibling of `parameters`, not inside it: that is ToolTalk's shape, kept on purpose.
 */
export interface ToolTalkDocumentation {
  readonly name: string;
  readonly description: string;
  readonly parameters: {
    readonly type: 'object';
    readonly properties: Readonly<Record<string, ToolTalkParameterDocumentation>>;
  };
  readonly required: readonly string[];
}

/**
 * ToolTalk attaches CreateEvent's `['meeting', 'event']` enum to `name` instead of `event_type`
 * (spec §9.20). A model prompted with ToolTalk's documentation saw it there, so we move it there.
 */
const misplacedEnums: Readonly<Record<string, { readonly from: string; readonly to: string }>> = {
  CreateEvent: { from: 'event_type', to: 'name' },
};

/**
 * A tool in ToolTalk's own function-documentation shape: `{ name, description, parameters: { type:
 * 'object', properties }, required }`, with ToolTalk's quirks (`required` outside `parameters`, the
 * CreateEvent enum on `name`). With `documentation: false`, descriptions become empty strings, as
 * ToolTalk's `--disable_documentation` makes them. Parameters that accept an explicit null are
 * documented as plain strings, as ToolTalk documents them. Use `toOpenAITools` or `toJSONSchema`
 * for a correct schema; use this to reproduce ToolTalk's prompts.
 *
 * @example
 * const functions = selectTools(world, { mode: 'all' }).map((tool) => toolTalkDocumentation(tool));
 */
export function toolTalkDocumentation(tool: AnyTool, options: DocumentationOptions = {}): ToolTalkDocumentation {
  const documented = options.documentation !== false;
  const schema = toJSONSchema(tool);
  const properties: Record<string, ToolTalkParameterDocumentation> = {};
  for (const name of tool.parameters) {
    const property = schema.properties[name]!;
    properties[name] = {
      type: String(property.type),
      description: documented && typeof property.description === 'string' ? property.description : '',
      ...(Array.isArray(property.enum) && { enum: property.enum as string[] }),
      ...(property.items !== undefined && { items: stripDescriptions(property.items as JSONSchema) }),
    };
  }
  const quirk = misplacedEnums[tool.name];
  const moved = quirk === undefined ? undefined : properties[quirk.from]?.enum;
  if (quirk !== undefined && moved !== undefined && properties[quirk.to] !== undefined) {
    const { enum: _removed, ...rest } = properties[quirk.from]!;
    properties[quirk.from] = rest;
    properties[quirk.to] = { ...properties[quirk.to]!, enum: moved };
  }
  return {
    name: tool.name,
    description: toolDescription(tool, options),
    parameters: { type: 'object', properties },
    required: [...tool.required],
  };
}

/** ToolTalk's `items` are bare types (`{ type: 'string' }`). */
function stripDescriptions(items: JSONSchema): JSONSchema {
  const { description: _description, ...rest } = items;
  return rest;
}
