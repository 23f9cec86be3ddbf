import { describe, expect, it } from 'vitest';
import { createWorld } from '../../src/index.js';
import { toolTalkDocumentation } from '../../src/adapters/tooltalk-documentation.js';

const world = createWorld();
const arrays = new Set(['CreateEvent.attendees', 'ModifyEvent.new_attendees', 'SendEmail.to']);

describe('toolTalkDocumentation', () => {
  it("puts required next to parameters, as ToolTalk's prompt did", () => {
    const documentation = toolTalkDocumentation(world.tools.get('UserLogin')!);
    expect(documentation).toEqual({
      name: 'UserLogin',
      description: world.tools.get('UserLogin')!.description,
      parameters: {
        type: 'object',
        properties: {
          username: { type: 'string', description: expect.any(String) },
          password: { type: 'string', description: expect.any(String) },
        },
      },
      required: ['username', 'password'],
    });
  });

  it("documents every tool with ToolTalk's types: strings, and three arrays of strings", () => {
    for (const tool of world.listTools()) {
      const documentation = toolTalkDocumentation(tool);
      expect.soft(Object.keys(documentation.parameters.properties), tool.name).toEqual(tool.parameters);
      expect.soft(documentation.required, tool.name).toEqual(tool.required);
      expect.soft(documentation.parameters, tool.name).not.toHaveProperty('required');
      for (const [name, property] of Object.entries(documentation.parameters.properties)) {
        const key = `${tool.name}.${name}`;
        if (arrays.has(key)) expect.soft(property, key).toMatchObject({ type: 'array', items: { type: 'string' } });
        else expect.soft(property.type, key).toBe('string');
      }
    }
  });

  it("reproduces ToolTalk's quirk: CreateEvent's enum sits on name, not event_type", () => {
    const { properties } = toolTalkDocumentation(world.tools.get('CreateEvent')!).parameters;
    expect(properties.name!.enum).toEqual(['meeting', 'event']);
    expect(properties.event_type).not.toHaveProperty('enum');
  });

  it('documents match_type as a plain string with its enum', () => {
    const { properties } = toolTalkDocumentation(world.tools.get('SearchMessages')!).parameters;
    expect(properties.match_type).toEqual({ type: 'string', description: expect.any(String), enum: ['any', 'all'] });
  });

  it('blanks descriptions without documentation, as --disable_documentation did', () => {
    const documentation = toolTalkDocumentation(world.tools.get('SearchInbox')!, { documentation: false });
    expect(documentation.description).toBe('');
    for (const property of Object.values(documentation.parameters.properties)) expect(property.description).toBe('');
    expect(documentation.parameters.properties.match_type!.enum).toEqual(['any', 'all']);
    const createEvent = toolTalkDocumentation(world.tools.get('CreateEvent')!, { documentation: false });
    expect(createEvent.required).toEqual(['name', 'event_type', 'start_time', 'end_time']);
    expect(createEvent.parameters.properties.attendees).toEqual({ type: 'array', description: '', items: { type: 'string' } });
  });
});
