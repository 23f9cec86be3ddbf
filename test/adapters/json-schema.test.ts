import { describe, expect, it } from 'vitest';
import { createWorld } from '../../src/index.js';
import { toJSONSchema } from '../../src/adapters/json-schema.js';

const world = createWorld();
const tools = world.listTools();

function collectKeys(value: unknown, key: string): unknown[] {
  if (Array.isArray(value)) return value.flatMap((item) => collectKeys(item, key));
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([name, inner]) => [
    ...(name === key && typeof inner === 'string' ? [inner] : []),
    ...collectKeys(inner, key),
  ]);
}

describe('toJSONSchema', () => {
  it('converts every one of the 28 tools to an object schema that matches its declaration', () => {
    expect(tools).toHaveLength(28);
    for (const tool of tools) {
      const schema = toJSONSchema(tool);
      expect.soft(schema.type, tool.name).toBe('object');
      expect.soft(Object.keys(schema.properties), `${tool.name} properties`).toEqual(tool.parameters);
      expect.soft(schema.required ?? [], `${tool.name} required`).toEqual(tool.required);
      expect.soft(schema.additionalProperties, tool.name).toBe(false);
      expect.soft(schema, `${tool.name} has no $schema`).not.toHaveProperty('$schema');
      for (const [name, property] of Object.entries(schema.properties)) {
        expect.soft(['string', 'array'], `${tool.name}.${name} type`).toContain(property.type);
        expect.soft(typeof property.description, `${tool.name}.${name} is documented`).toBe('string');
      }
    }
  });

  it('describes array parameters with string items and the search tools match_type as an enum of strings', () => {
    const sendEmail = toJSONSchema(world.tools.get('SendEmail')!);
    expect(sendEmail.properties.to).toMatchObject({ type: 'array', items: { type: 'string' } });
    for (const name of ['SearchInbox', 'SearchMessages']) {
      // The world accepts an explicit null here only to answer it with ToolTalk's error, so it is not advertised.
      expect(toJSONSchema(world.tools.get(name)!).properties.match_type).toMatchObject({ type: 'string', enum: ['any', 'all'] });
    }
  });

  it('drops every description but keeps names, types, enums, items and required without documentation', () => {
    for (const tool of tools) {
      const documented = toJSONSchema(tool);
      const bare = toJSONSchema(tool, { documentation: false });
      expect.soft(collectKeys(bare, 'description'), tool.name).toEqual([]);
      expect.soft(bare.required, tool.name).toEqual(documented.required);
      for (const [name, property] of Object.entries(documented.properties)) {
        const { description: _description, ...rest } = property;
        expect.soft(bare.properties[name], `${tool.name}.${name}`).toEqual(rest);
      }
    }
    // CreateEvent has a parameter named "description"; it is a parameter, not documentation.
    expect(Object.keys(toJSONSchema(world.tools.get('CreateEvent')!, { documentation: false }).properties)).toContain('description');
  });

  it('describes arguments the world accepts', () => {
    const schema = toJSONSchema(world.tools.get('AddReminder')!);
    expect(schema).toEqual({
      type: 'object',
      properties: {
        task: { type: 'string', description: expect.any(String) },
        due_date: { type: 'string', description: expect.any(String) },
      },
      required: ['task'],
      additionalProperties: false,
    });
  });
});
