import type { CallToolResult, Tool as McpTool } from '@modelcontextprotocol/sdk/types.js';
import type { World } from '../world/world.js';
import { databasesToJSON } from '../world/databases.js';

/** A tool about the world itself (not one of its services), offered next to the world's tools. */
export interface WorldTool {
  readonly listing: McpTool;
  run(): CallToolResult;
}

const noArguments = { type: 'object', properties: {}, additionalProperties: false } as const;

/**
 * `toolworld_reset` and `toolworld_state`: the controls a person driving an MCP session needs to
 * start over and to see what the agent's calls did.
 */
export function createWorldTools(world: World): WorldTool[] {
  return [
    {
      listing: {
        name: 'toolworld_reset',
        description:
          'Puts the simulated world back exactly as it started: every database, the clock and who is logged in. Not part of the simulated services.',
        inputSchema: noArguments,
        annotations: { destructiveHint: true, idempotentHint: true, openWorldHint: false },
      },
      run() {
        world.reset();
        const user = world.currentUser;
        const result = { status: 'reset', now: world.now, user };
        return { content: [{ type: 'text', text: JSON.stringify(result) }], structuredContent: result };
      },
    },
    {
      listing: {
        name: 'toolworld_state',
        description:
          "The simulated world's current state as JSON: its clock, who is logged in, and every database (accounts, alarms, calendars, mail, messages, reminders, weather). Not part of the simulated services.",
        inputSchema: noArguments,
        annotations: { readOnlyHint: true, openWorldHint: false },
      },
      run() {
        const result = { now: world.now, user: world.currentUser, databases: databasesToJSON(world.state.databases) };
        return { content: [{ type: 'text', text: JSON.stringify(result) }], structuredContent: result };
      },
    },
  ];
}
