import type { z } from 'zod';
import { accountRecordSchema, type AccountRecord } from '../plugins/tooltalk/account/database.js';
import { alarmRecordSchema, type AlarmRecord } from '../plugins/tooltalk/alarm/database.js';
import { eventRecordSchema, type EventRecord } from '../plugins/tooltalk/calendar/database.js';
import { emailRecordSchema, type EmailRecord } from '../plugins/tooltalk/email/database.js';
import { messageRecordSchema, type MessageRecord } from '../plugins/tooltalk/messages/database.js';
import { reminderRecordSchema, type ReminderRecord } from '../plugins/tooltalk/reminder/database.js';
import {
  historicWeatherRecordSchema,
  weatherRecordSchema,
  type HistoricWeatherRecord,
  type WeatherRecord,
} from '../plugins/tooltalk/weather/database.js';

/**
 * Every database is a `Map`, never a plain object: ToolTalk's results come out in insertion order,
 * and a plain object would reorder integer-like keys (a user registering as "123") and treat a key
 * named `__proto__` specially. A `Map` has neither problem.
 */
export type UserMap<T> = ReadonlyMap<string, ReadonlyMap<string, Readonly<T>>>;

/**
 * The eight databases, read-only: a world's state is frozen. Tools change them through an Immer
 * draft (`Draft<Databases>`), whose maps and records are writable.
 */
export interface Databases {
  readonly Account: ReadonlyMap<string, Readonly<AccountRecord>>;
  readonly Alarm: UserMap<AlarmRecord>;
  readonly Calendar: UserMap<EventRecord>;
  readonly Email: UserMap<EmailRecord>;
  readonly Message: UserMap<MessageRecord>;
  readonly Reminder: UserMap<ReminderRecord>;
  readonly Weather: UserMap<WeatherRecord>;
  readonly HistoricWeather: UserMap<HistoricWeatherRecord>;
}

export type DatabaseName = keyof Databases;

/** How one database file is shaped: its record schema, its depth, and which field repeats the key. */
export interface DatabaseLayout {
  readonly name: DatabaseName;
  /** 1: `{ key: record }`; 2: `{ owner: { key: record } }`. */
  readonly depth: 1 | 2;
  readonly record: z.ZodType;
  /** The record field that must equal its key, if any (`username`, `alarm_id`, `date`, ...). */
  readonly keyField: string | undefined;
}

export const databaseLayouts: readonly DatabaseLayout[] = [
  { name: 'Account', depth: 1, record: accountRecordSchema, keyField: 'username' },
  { name: 'Alarm', depth: 2, record: alarmRecordSchema, keyField: 'alarm_id' },
  { name: 'Calendar', depth: 2, record: eventRecordSchema, keyField: 'event_id' },
  { name: 'Email', depth: 2, record: emailRecordSchema, keyField: 'email_id' },
  { name: 'Message', depth: 2, record: messageRecordSchema, keyField: 'message_id' },
  { name: 'Reminder', depth: 2, record: reminderRecordSchema, keyField: 'reminder_id' },
  { name: 'Weather', depth: 2, record: weatherRecordSchema, keyField: 'date' },
  { name: 'HistoricWeather', depth: 2, record: historicWeatherRecordSchema, keyField: undefined },
];

export type IdMode = 'tooltalk' | 'unique';

/** Where the world's ID generators stand (see `./random.ts` for why only positions are stored). */
export interface IdState {
  /**
   * `tooltalk`: one generator per tool, each CPython `Random(seed)`, as ToolTalk does (bit-exact IDs).
   * `unique`: one generator for the whole world, and a drawn ID that already exists is drawn again.
   */
  readonly mode: IdMode;
  readonly seed: number;
  /** Raw 32-bit words consumed, per generator (a tool name in `tooltalk` mode, `world` otherwise). */
  readonly positions: Readonly<Record<string, number>>;
}

/** The whole world: one immutable value, so a snapshot is a reference and reset is an assignment. */
export interface WorldState {
  readonly databases: Databases;
  /** The session token of whoever is logged in, or null. */
  readonly session: { readonly token: string | null };
  /** "Now", as `YYYY-MM-DD HH:MM:SS` (naive local time, as ToolTalk's data is). */
  readonly now: string;
  readonly ids: IdState;
}

export type { AccountRecord, AlarmRecord, EventRecord, EmailRecord, MessageRecord, ReminderRecord };
export type { WeatherRecord, HistoricWeatherRecord };
