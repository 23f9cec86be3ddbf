import type { AnyDatabase } from '../world/database.js';
import type { WorldState } from '../world/state.js';
import type { World } from '../world/world.js';
import { strptime } from '../python/index.js';
import { isDatabaseMap } from '../world/sharded-map.js';

/**
 * What the arbitraries know about a world when they are built: who exists, which places its
 * databases are kept for, which words its texts use, and what time it is. Valid arguments are drawn
 * from these so that a generated call has a real chance to succeed (a username that exists, a city
 * with weather, a keyword that occurs in some inbox). Everything is read generically from the
 * databases the world's plugins declare and from its session policy's user registry.
 */
export interface WorldFacts {
  /** "Now" in seconds (naive time, as the world keeps it). */
  readonly now: number;
  readonly usernames: readonly string[];
  /** Email addresses found in users' records and in the data. */
  readonly emails: readonly string[];
  /** Owners of databases not owned by users (ToolTalk: the places with weather). */
  readonly locations: readonly string[];
  /** Words that occur in the world's texts. */
  readonly words: readonly string[];
  /** The world's database declarations (for references to record IDs). */
  readonly databases: readonly AnyDatabase[];
  /**
   * The signed-in user's own corner of the world, when someone is signed in: words from their
   * records, and the people they deal with. Hints prefer these, so that a search or a message has a
   * real chance to hit something.
   */
  readonly caller?: {
    readonly words: readonly string[];
    readonly usernames: readonly string[];
    readonly emails: readonly string[];
  };
}

const MAX_WORDS = 300;
const WORD = /^\p{L}{4,}$/u;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// Texts worth mining for words: longer than a name, with a space in them.
const TEXT = /\S\s+\S/;

interface Collected {
  readonly words: Set<string>;
  readonly emails: Set<string>;
  readonly strings: Set<string>;
}

function collect(value: unknown, into: Collected, depth = 0): void {
  if (depth > 6) return;
  if (typeof value === 'string') {
    if (EMAIL.test(value)) into.emails.add(value);
    else if (value.length <= 64) into.strings.add(value);
    if (TEXT.test(value) && into.words.size < MAX_WORDS) {
      for (const piece of value.toLowerCase().split(/[^\p{L}]+/u)) {
        if (WORD.test(piece) && into.words.size < MAX_WORDS) into.words.add(piece);
      }
    }
    return;
  }
  if (isDatabaseMap(value)) {
    for (const item of value.values()) collect(item, into, depth + 1);
  } else if (Array.isArray(value)) {
    for (const item of value) collect(item, into, depth + 1);
  } else if (typeof value === 'object' && value !== null) {
    for (const item of Object.values(value)) collect(item, into, depth + 1);
  }
}

function collected(): Collected {
  return { words: new Set(), emails: new Set(), strings: new Set() };
}

/**
 * Reads the facts of a world as it is now.
 *
 * @example
 * const facts = worldFacts(createWorld());
 * facts.usernames.includes('inesmartins'); // true
 */
export function worldFacts(world: World, state: WorldState = world.state): WorldFacts {
  const parsed = strptime(state.now, 'DT');
  if (!parsed.ok) throw new TypeError(`worldFacts: the world's clock holds an invalid time: ${state.now}`);
  const registry = world.sessionPolicy?.users;
  const usernames = registry?.list(state) ?? [];
  const caller = world.sessionPolicy?.currentUser(state) ?? null;
  const all = collected();
  const mine = collected();
  const locations = new Set<string>();
  for (const database of world.databases) {
    const value = state.databases[database.name];
    collect(value, all);
    if (database.layout !== 'by-owner' || !isDatabaseMap(value)) continue;
    if (!database.ownedByUsers) for (const owner of value.keys()) locations.add(owner);
    else if (caller !== null) collect(value.get(caller), mine);
  }
  const accountEmails = new Set<string>();
  for (const username of usernames) collect(registry?.record(state, username), { ...collected(), emails: accountEmails });
  const ownEmails = new Set<string>();
  if (caller !== null) collect(registry?.record(state, caller), { ...collected(), emails: ownEmails });
  const known = new Set(usernames);
  return {
    now: parsed.seconds,
    usernames,
    emails: [...new Set([...accountEmails, ...all.emails])],
    locations: [...locations],
    // A world without texts still needs words for names and tasks.
    words: all.words.size > 0 ? [...all.words] : ['meeting', 'dentist', 'invoice', 'groceries', 'flight'],
    databases: world.databases,
    ...(caller !== null && {
      caller: {
        words: [...mine.words],
        usernames: [...mine.strings].filter((name) => known.has(name) && name !== caller),
        emails: [...mine.emails].filter((email) => !ownEmails.has(email)),
      },
    }),
  };
}
