import type { World, WorldState } from '../index.js';
import { strptime } from '../python/index.js';

/**
 * What the arbitraries know about a world when they are built: who exists, which places have
 * weather, which words its texts use, and what time it is. Valid arguments are drawn from these so
 * that a generated call has a real chance to succeed (a username that exists, a city with weather,
 * a keyword that occurs in some inbox).
 */
export interface WorldFacts {
  /** "Now" in seconds (naive time, as the world keeps it). */
  readonly now: number;
  readonly usernames: readonly string[];
  readonly emails: readonly string[];
  /** Places with daily weather (the Weather database's keys). */
  readonly locations: readonly string[];
  /** Words that occur in the world's emails, messages, events and reminders. */
  readonly words: readonly string[];
  /**
   * The logged-in user's own corner of the world, when someone is logged in: words from their
   * records, and the people they deal with (senders, receivers, attendees). Hints prefer these, so
   * that a search or a message has a real chance to hit something.
   */
  readonly caller?: {
    readonly words: readonly string[];
    readonly usernames: readonly string[];
    readonly emails: readonly string[];
  };
}

const MAX_WORDS = 300;
const WORD = /^\p{L}{4,}$/u;

function wordCollector(): { add(text: string | null | undefined): void; words: Set<string> } {
  const words = new Set<string>();
  return {
    words,
    add(text) {
      if (!text || words.size >= MAX_WORDS) return;
      for (const piece of text.toLowerCase().split(/[^\p{L}]+/u)) {
        if (WORD.test(piece) && words.size < MAX_WORDS) words.add(piece);
      }
    },
  };
}

/** The words of the texts of one user's records, or of everyone's when `user` is undefined. */
function collectWords(state: WorldState, user?: string): string[] {
  const { words, add } = wordCollector();
  const { databases } = state;
  const mine = <T>(database: ReadonlyMap<string, ReadonlyMap<string, T>>): ReadonlyMap<string, T>[] =>
    user === undefined ? [...database.values()] : [database.get(user) ?? new Map<string, T>()];
  for (const mailbox of mine(databases.Email)) for (const email of mailbox.values()) add(`${email.subject} ${email.body}`);
  for (const inbox of mine(databases.Message)) for (const message of inbox.values()) add(message.message);
  for (const calendar of mine(databases.Calendar)) for (const event of calendar.values()) add(`${event.name} ${event.description ?? ''}`);
  for (const reminders of mine(databases.Reminder)) for (const reminder of reminders.values()) add(reminder.task);
  return [...words];
}

function callerFacts(state: WorldState, user: string): NonNullable<WorldFacts['caller']> {
  const usernames = new Set<string>();
  const emails = new Set<string>();
  for (const message of state.databases.Message.get(user)?.values() ?? []) usernames.add(message.sender);
  for (const event of state.databases.Calendar.get(user)?.values() ?? []) for (const name of event.attendees ?? []) usernames.add(name);
  for (const email of state.databases.Email.get(user)?.values() ?? []) {
    emails.add(email.sender);
    for (const receiver of email.receivers) emails.add(receiver);
  }
  usernames.delete(user);
  const own = state.databases.Account.get(user)?.email;
  if (own !== undefined) emails.delete(own);
  return { words: collectWords(state, user), usernames: [...usernames], emails: [...emails] };
}

/**
 * Reads the facts of a world (or of a world state) as it is now.
 *
 * @example
 * const facts = worldFacts(createWorld());
 * facts.usernames.includes('inesmartins'); // true
 */
export function worldFacts(source: World | WorldState): WorldFacts {
  const state = 'databases' in source ? source : source.state;
  const caller = currentUserOf(state);
  const parsed = strptime(state.now, 'DT');
  if (!parsed.ok) throw new TypeError(`worldFacts: the world's clock holds an invalid time: ${state.now}`);
  const accounts = [...state.databases.Account.values()];
  const words = collectWords(state);
  return {
    now: parsed.seconds,
    usernames: accounts.map((account) => account.username),
    emails: accounts.map((account) => account.email),
    locations: [...state.databases.Weather.keys()],
    // A world without texts still needs words for names and tasks.
    words: words.length > 0 ? words : ['meeting', 'dentist', 'invoice', 'groceries', 'flight'],
    ...(caller !== null && { caller: callerFacts(state, caller) }),
  };
}

function currentUserOf(state: WorldState): string | null {
  if (state.session.token === null) return null;
  for (const [username, account] of state.databases.Account) if (account.session_token === state.session.token) return username;
  return null;
}
