/**
 * One user cannot read or change another user's data. The calls are made by a logged-in user with
 * every tool that needs a login, with IDs drawn from the user's own records and from everyone's.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createWorld, type ToolTalkDatabaseName as DatabaseName } from '../../src/index.js';
import {
  modelRunSetup,
  othersDataUntouched,
  readsOnlyOwnData,
  toolCalls,
  worldCommands,
  worldFacts,
  type WorldInvariant,
} from '../../src/fast-check/index.js';
import { commandConstraints, propertySettings } from './settings.js';

const reference = createWorld();
const usernames = worldFacts(reference).usernames;
const loginTools = reference.listTools().filter((tool) => tool.auth).map((tool) => tool.name);
const userDatabases: DatabaseName[] = ['Account', 'Alarm', 'Calendar', 'Email', 'Message', 'Reminder'];

describe("one user cannot reach another user's data", () => {
  it("calls of a logged-in user leave every other user's records untouched (by reference)", () => {
    fc.assert(
      fc.property(fc.constantFrom(...usernames), fc.array(toolCalls(reference, { tools: loginTools }), { maxLength: 40 }), (user, sequence) => {
        const world = createWorld({ session: { username: user, token: `token-${user}` } });
        const initial = world.state.databases;
        for (const call of sequence) call.execute(world);
        for (const database of userDatabases) {
          const before = (initial as Record<string, unknown>)[database] as ReadonlyMap<string, unknown>;
          const after = (world.state.databases as Record<string, unknown>)[database] as ReadonlyMap<string, unknown>;
          for (const other of usernames) {
            if (other !== user) expect(after.get(other), `${database}.${other}`).toBe(before.get(other));
          }
        }
      }),
      propertySettings(150),
    );
  });

  it('what a user reads is their own: listed records are theirs, and no response shows a password', () => {
    const noPasswords: WorldInvariant = (step) => {
      if (JSON.stringify(step.record.response ?? {}).includes('"password"')) throw new Error(`${step.tool.name} showed a password`);
    };
    const invariants = [othersDataUntouched, readsOnlyOwnData, noPasswords];
    fc.assert(
      fc.property(fc.constantFrom(...usernames), worldCommands(reference, { invariants, constraints: commandConstraints() }), (user, commands) => {
        fc.modelRun(modelRunSetup(createWorld({ session: { username: user, token: `token-${user}` } })), commands);
      }),
      propertySettings(100),
    );
  });

  it("another user's record IDs are not found, unless the record is shared with the caller", () => {
    const ownedBy = (database: 'Alarm' | 'Calendar' | 'Reminder', user: string, id: string) =>
      reference.state.databases[database].get(user)?.has(id) ?? false;
    const deletions = [
      { tool: 'DeleteAlarm', database: 'Alarm', field: 'alarm_id' },
      { tool: 'DeleteEvent', database: 'Calendar', field: 'event_id' },
      { tool: 'DeleteReminder', database: 'Reminder', field: 'reminder_id' },
      { tool: 'CompleteReminder', database: 'Reminder', field: 'reminder_id' },
      { tool: 'ModifyEvent', database: 'Calendar', field: 'event_id' },
    ] as const;
    const othersRecord = fc
      .tuple(fc.constantFrom(...usernames), fc.constantFrom(...usernames), fc.constantFrom(...deletions))
      .filter(([user, owner]) => user !== owner && reference.state.databases.Account.has(owner))
      .chain(([user, owner, deletion]) => {
        const ids = [...(reference.state.databases[deletion.database].get(owner)?.keys() ?? [])];
        return ids.length === 0 ? fc.constant(null) : fc.constantFrom(...ids).map((id) => ({ user, owner, deletion, id }));
      });
    fc.assert(
      fc.property(othersRecord, (target) => {
        fc.pre(target !== null);
        const { user, owner, deletion, id } = target!;
        const world = createWorld({ session: { username: user, token: `token-${user}` } });
        const theirs = world.state.databases[deletion.database].get(owner);
        const { exception } = world.execute(deletion.tool, { [deletion.field]: id });
        expect(world.state.databases[deletion.database].get(owner)).toBe(theirs);
        // Shared meetings carry the same ID in each attendee's calendar; then the caller acts on their own copy.
        if (!ownedBy(deletion.database, user, id)) expect(exception).not.toBeNull();
      }),
      propertySettings(150),
    );
  });
});
