import type { World, WorldState } from '../index.js';
import { strptime } from '../world/python.js';

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
}

const MAX_WORDS = 300;
const WORD = /^\p{L}{4,}$/u;

function collectWords(state: WorldState): string[] {
  const words = new Set<string>();
  const add = (text: string | null | undefined) => {
    if (!text || words.size >= MAX_WORDS) return;
    for (const piece of text.toLowerCase().split(/[^\p{L}]+/u)) {
      if (WORD.test(piece) && words.size < MAX_WORDS) words.add(piece);
    }
  };
  const { databases } = state;
  for (const mailbox of databases.Email.values()) for (const email of mailbox.values()) add(`${email.subject} ${email.body}`);
  for (const inbox of databases.Message.values()) for (const message of inbox.values()) add(message.message);
  for (const calendar of databases.Calendar.values()) for (const event of calendar.values()) add(`${event.name} ${event.description ?? ''}`);
  for (const reminders of databases.Reminder.values()) for (const reminder of reminders.values()) add(reminder.task);
  return [...words];
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
  };
}
