/**
 * Searches return at most five results, newest first, and exactly the five newest matches; IDs
 * that the world generates never collide within a world.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createWorld, toolTalkDatabases, type ToolTalkPlugins, type World as AnyWorld } from '../../src/index.js';

type World = AnyWorld<ToolTalkPlugins>;
import { modelRunSetup, validArguments, worldCommands, worldFacts, type CallStep } from '../../src/fast-check/index.js';
import { commandConstraints, propertySettings } from './settings.js';

const reference = createWorld();
const usernames = worldFacts(reference).usernames;

interface Received {
  readonly id: string;
  readonly date: string;
  readonly sender: string;
  readonly texts: readonly string[];
}

/** What each search tool searches, read straight from the databases. */
const searches = {
  SearchInbox: {
    list: 'emails',
    received: (world: World, user: string): Received[] =>
      [...(world.state.databases.Email.get(user)?.values() ?? [])].map((email) => ({
        id: email.email_id, date: email.date, sender: email.sender, texts: [email.subject, email.body],
      })),
  },
  SearchMessages: {
    list: 'messages',
    received: (world: World, user: string): Received[] =>
      [...(world.state.databases.Message.get(user)?.values() ?? [])].map((message) => ({
        id: message.message_id, date: message.timestamp, sender: message.sender, texts: [message.message],
      })),
  },
} as const;

/**
 * An independent statement of the search rule, for the plain keywords the arbitraries draw
 * (words separated by single spaces): visible (not in the future), from the sender, inside the
 * dates, with any or all keywords; newest first, at most five.
 */
function expectedHits(items: readonly Received[], args: Record<string, unknown>, now: string): string[] {
  const keywords = typeof args.query === 'string' && args.query !== '' ? args.query.toLowerCase().split(' ') : null;
  const every = args.match_type === 'all';
  return items
    .filter((item) => item.date <= now)
    .filter((item) => args.sender === undefined || item.sender === args.sender)
    .filter((item) => args.start_date === undefined || item.date >= (args.start_date as string))
    .filter((item) => args.end_date === undefined || item.date <= (args.end_date as string))
    .filter((item) => {
      if (keywords === null) return true;
      const texts = item.texts.map((text) => text.toLowerCase());
      const hit = (keyword: string) => texts.some((text) => text.includes(keyword));
      return every ? keywords.every(hit) : keywords.some(hit);
    })
    .map((item, index) => ({ item, index }))
    .sort((a, b) => (a.item.date === b.item.date ? a.index - b.index : a.item.date < b.item.date ? 1 : -1))
    .slice(0, 5)
    .map(({ item }) => item.id);
}

describe('search', () => {
  for (const [toolName, search] of Object.entries(searches)) {
    it(`${toolName} returns at most five results, newest first: the newest matches`, () => {
      // Clocks from before the first item to after the last, so the future filter cuts in different places.
      const clock = fc.integer({ min: 0, max: 50 * 24 * 4 }).map((quarters) => new Date(Date.UTC(2025, 3, 8) + quarters * 15 * 60_000));
      const worldOf = (user: string, now: Date) => createWorld({ session: { username: user, token: `token-${user}` }, now });
      // Arguments drawn against the user's own world: their correspondents, their words, their clock.
      const searchesByUser = fc
        .tuple(fc.constantFrom(...usernames), clock)
        .chain(([user, now]) =>
          validArguments(reference.tools.get(toolName)!, { world: worldOf(user, now), noise: 0 }).map((args) => ({ user, now, args })),
        );
      fc.assert(
        fc.property(searchesByUser, ({ user, now, args: searchArguments }) => {
          const world = worldOf(user, now);
          const { response, exception } = world.execute(toolName, searchArguments);
          fc.pre(exception === null);
          const hits = response![search.list] as { [key: string]: string }[];
          const dates = hits.map((hit) => hit.date ?? hit.timestamp!);
          expect(hits.length).toBeLessThanOrEqual(5);
          expect(dates).toEqual([...dates].sort().reverse());
          for (const date of dates) expect(date <= world.now).toBe(true);
          const ids = hits.map((hit) => hit.email_id ?? hit.message_id!);
          // An empty inbox short-cuts before the arguments are looked at; otherwise the rule holds.
          expect(ids).toEqual(expectedHits(search.received(world, user), searchArguments, world.now));
        }),
        propertySettings(200),
      );
    });
  }
});

describe('generated IDs', () => {
  const recordKinds = new Map<string, string>(toolTalkDatabases.filter((database) => database.key?.endsWith('_id')).map((database) => [database.key!, database.name]));

  it('never collide within a world: every new ID is new to the run, and a new record never replaces one', () => {
    let seen = new Set<string>();
    const checkNewIds = (step: CallStep) => {
      if (!step.tool.action || step.record.response === null) return;
      for (const [field, id] of Object.entries(step.record.response)) {
        if (!field.endsWith('_id') || typeof id !== 'string') continue;
        if (seen.has(`${field}:${id}`)) throw new Error(`${step.tool.name} returned ${field} ${id} a second time in this world`);
        seen.add(`${field}:${id}`);
        const database = recordKinds.get(field);
        if (database === undefined || step.caller === null) continue;
        const records = (state: typeof step.before) =>
          (state.databases[database] as ReadonlyMap<string, ReadonlyMap<string, unknown>>).get(step.caller!);
        // Sent emails and messages are not stored anywhere; stored records must be new additions.
        if (!records(step.after)?.has(id)) continue;
        if (records(step.before)?.has(id)) throw new Error(`${step.tool.name} reused the existing ${field} ${id}`);
        if (records(step.after)!.size !== (records(step.before)?.size ?? 0) + 1) {
          throw new Error(`${step.tool.name} should have added exactly one ${database} record`);
        }
      }
    };
    fc.assert(
      fc.property(fc.constantFrom(...usernames), worldCommands(reference, { observe: checkNewIds, constraints: commandConstraints() }), (user, commands) => {
        seen = new Set();
        fc.modelRun(modelRunSetup(createWorld({ session: { username: user, token: `token-${user}` } })), commands);
      }),
      propertySettings(150),
    );
  });
});
