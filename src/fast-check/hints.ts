import fc, { type Arbitrary } from 'fast-check';
import { formatDateTime } from '../python/index.js';
import type { WorldFacts } from './facts.js';
import { AccountReference, RecordReference } from './references.js';

/** What a hint rule may look at: the parameter as the tool declares it. */
export interface FieldInfo {
  readonly tool: string;
  /** The parameter's name (an array's items share their parameter's). */
  readonly name: string;
  /** The parameter's `.describe()` text. */
  readonly description: string;
  /** The names of the tool's other parameters. */
  readonly siblings: readonly string[];
  /** Allowed values declared with `.meta({ enum })` or `z.enum`. */
  readonly enumValues?: readonly unknown[];
}

/**
 * A rule that makes a string parameter plausible for the world: it matches parameters by name or
 * description (never by tool), and draws values that the world may accept.
 */
export interface HintRule {
  /** What kind of value it draws, for people reading a list of rules. */
  readonly name: string;
  readonly applies: (field: FieldInfo, facts: WorldFacts) => boolean;
  readonly arbitrary: (field: FieldInfo, facts: WorldFacts) => Arbitrary<unknown>;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

const pick = fc.nat({ max: 1_000 });
const pad = (value: number) => String(value).padStart(2, '0');

/** A time of day, mostly zero-padded `HH:MM:SS`; sometimes `8:5:0`, which Python accepts too. */
function timeOfDay(): Arbitrary<string> {
  return fc
    .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 11 }), fc.nat({ max: 9 }))
    .map(([hour, fiveMinutes, style]) => {
      const minute = fiveMinutes * 5;
      return style === 0 ? `${hour}:${minute}:0` : `${pad(hour)}:${pad(minute)}:00`;
    });
}

/**
 * A `YYYY-MM-DD HH:MM:SS` moment: mostly from three days before the world's now to three weeks
 * after it (where new events go), sometimes up to six weeks back (where received mail lies).
 */
function dateTimeAroundNow(facts: WorldFacts): Arbitrary<string> {
  const hours = fc.oneof({ arbitrary: fc.integer({ min: -72, max: 21 * 24 }), weight: 3 }, { arbitrary: fc.integer({ min: -42 * 24, max: 0 }), weight: 1 });
  return fc.tuple(hours, fc.constantFrom(0, 15, 30, 45)).map(([offset, minutes]) => formatDateTime(facts.now + offset * 3600 + minutes * 60));
}

/** Values from the caller's own corner of the world when there are some, else from everyone's. */
function preferOwn(own: readonly string[] | undefined, everyone: readonly string[]): Arbitrary<string> {
  const all = fc.constantFrom(...everyone);
  return own && own.length > 0 ? fc.oneof({ arbitrary: fc.constantFrom(...own), weight: 3 }, { arbitrary: all, weight: 2 }) : all;
}

function someWords(facts: WorldFacts, max: number): Arbitrary<string> {
  return fc.array(preferOwn(facts.caller?.words, facts.words), { minLength: 1, maxLength: max }).map((words) => words.join(' '));
}

function freshName(facts: WorldFacts): Arbitrary<string> {
  return fc.tuple(fc.constantFrom(...facts.words), fc.nat({ max: 99 })).map(([word, number]) => `${word}_${number}`);
}

function withCase(values: readonly string[]): Arbitrary<string> {
  return fc.tuple(fc.constantFrom(...values), fc.constantFrom('as is', 'lower', 'upper')).map(([value, style]) =>
    style === 'lower' ? value.toLowerCase() : style === 'upper' ? value.toUpperCase() : value,
  );
}

/** The databases whose records are keyed by a field, e.g. `alarm_id` → Alarm. */
function databaseKeyedBy(field: string, facts: WorldFacts) {
  return facts.databases.find((database) => database.layout === 'by-owner' && database.ownedByUsers && database.key === field);
}

/**
 * The default rules, first match wins. They key on generic patterns: declared enums; `*_id`
 * parameters named like a database's key field; account fields (`password`, `email` next to a
 * `username`, `verification_code`); and formats the descriptions state (`HH:MM:SS`,
 * `YYYY-MM-DD HH:MM:SS`, `ddd-ddd-dddd`, email addresses, usernames, months, cities).
 */
export const hintRules: readonly HintRule[] = [
  {
    name: 'a declared enum value',
    applies: (field) => (field.enumValues?.length ?? 0) > 0,
    arbitrary: (field) => fc.constantFrom(...field.enumValues!),
  },
  {
    name: "an existing record's ID (mostly the caller's own)",
    applies: (field, facts) => field.name.endsWith('_id') && databaseKeyedBy(field.name, facts) !== undefined,
    arbitrary: (field, facts) => {
      const layout = databaseKeyedBy(field.name, facts)!;
      return fc.tuple(fc.nat({ max: 9 }), pick).map(
        ([scope, index]) => new RecordReference(layout.name, field.name, scope < 8 ? 'own' : 'any', index),
      );
    },
  },
  {
    name: "the account's current password",
    applies: (field) => field.name === 'password' || field.name === 'old_password',
    arbitrary: () => pick.map((index) => new AccountReference('password', index)),
  },
  {
    name: "the account's verification code",
    applies: (field) => field.name === 'verification_code',
    arbitrary: () => pick.map((index) => new AccountReference('verification_code', index)),
  },
  {
    name: "the named account's email address",
    applies: (field) => field.name === 'email' && field.siblings.includes('username'),
    arbitrary: () => pick.map((index) => new AccountReference('email', index)),
  },
  {
    name: 'a new password',
    applies: (field) => /password/.test(field.name),
    arbitrary: (_field, facts) => fc.tuple(fc.constantFrom(...facts.words), fc.nat({ max: 999 })).map(([word, n]) => `${word}#${n}`),
  },
  {
    name: 'a phone number ddd-ddd-dddd',
    applies: (field) => /phone/.test(field.name) || /ddd-ddd-dddd/.test(field.description),
    arbitrary: () => fc.tuple(fc.nat({ max: 999 }), fc.nat({ max: 999 }), fc.nat({ max: 9999 })).map(
      ([a, b, c]) => `${String(a).padStart(3, '0')}-${String(b).padStart(3, '0')}-${String(c).padStart(4, '0')}`,
    ),
  },
  {
    name: 'an email address (mostly one on file)',
    applies: (field) => /email/.test(field.name) || /email address/i.test(field.description),
    arbitrary: (_field, facts) =>
      fc.oneof(
        { arbitrary: preferOwn(facts.caller?.emails, facts.emails), weight: 4 },
        { arbitrary: fc.constantFrom(...facts.words).map((word) => `${word}@example.com`), weight: 1 },
      ),
  },
  {
    name: 'a moment YYYY-MM-DD HH:MM:SS around the world clock',
    applies: (field) => /YYYY-MM-DD HH:MM:SS/.test(field.description) || /_(time|date)$/.test(field.name),
    arbitrary: (_field, facts) => dateTimeAroundNow(facts),
  },
  {
    name: 'a time of day HH:MM:SS',
    applies: (field) => /HH:MM:SS/.test(field.description) || /(time|_range)$/.test(field.name),
    arbitrary: () => timeOfDay(),
  },
  {
    name: 'a month name',
    applies: (field) => /month/.test(field.name),
    arbitrary: () => withCase(MONTHS),
  },
  {
    name: 'a place with weather',
    applies: (field) => field.name === 'location' && /city/i.test(field.description),
    arbitrary: (_field, facts) =>
      fc.oneof({ arbitrary: withCase(facts.locations), weight: 4 }, { arbitrary: fc.constantFrom('Atlantis', 'Gotham'), weight: 1 }),
  },
  {
    name: 'a username (mostly an existing one)',
    applies: (field) => /username|receiver|attendee/i.test(field.name) || /username/i.test(field.description),
    arbitrary: (_field, facts) =>
      fc.oneof({ arbitrary: preferOwn(facts.caller?.usernames, facts.usernames), weight: 4 }, { arbitrary: freshName(facts), weight: 1 }),
  },
  {
    name: "keywords from the world's texts",
    applies: (field) => /keyword/i.test(field.description),
    arbitrary: (_field, facts) => someWords(facts, 2),
  },
  {
    name: 'a few words',
    applies: () => true,
    arbitrary: (_field, facts) => someWords(facts, 4),
  },
];

/** The first rule's arbitrary for a string parameter. */
export function hintFor(field: FieldInfo, facts: WorldFacts, rules: readonly HintRule[] = hintRules): Arbitrary<unknown> | undefined {
  const rule = rules.find((candidate) => candidate.applies(field, facts));
  return rule?.arbitrary(field, facts);
}
