import type { DatabasesOf } from '../../world/database.js';
import { accountDatabase, type AccountRecord } from './account/database.js';
import { alarmDatabase, type AlarmRecord } from './alarm/database.js';
import { calendarDatabase, type EventRecord } from './calendar/database.js';
import { emailDatabase, type EmailRecord } from './email/database.js';
import { messageDatabase, type MessageRecord } from './messages/database.js';
import { reminderDatabase, type ReminderRecord } from './reminder/database.js';
import {
  historicWeatherDatabase,
  weatherDatabase,
  type HistoricWeatherRecord,
  type WeatherRecord,
} from './weather/database.js';

/** ToolTalk's eight databases, in the order of its `databases/` folder. */
export const toolTalkDatabases = Object.freeze([
  accountDatabase,
  alarmDatabase,
  calendarDatabase,
  emailDatabase,
  messageDatabase,
  reminderDatabase,
  weatherDatabase,
  historicWeatherDatabase,
] as const);

/** The databases of a ToolTalk world, read-only (tools change them through an Immer draft). */
export type ToolTalkDatabases = DatabasesOf<{
  Account: typeof accountDatabase;
  Alarm: typeof alarmDatabase;
  Calendar: typeof calendarDatabase;
  Email: typeof emailDatabase;
  Message: typeof messageDatabase;
  Reminder: typeof reminderDatabase;
  Weather: typeof weatherDatabase;
  HistoricWeather: typeof historicWeatherDatabase;
}>;

export type ToolTalkDatabaseName = keyof ToolTalkDatabases;

export type { AccountRecord, AlarmRecord, EventRecord, EmailRecord, MessageRecord, ReminderRecord };
export type { WeatherRecord, HistoricWeatherRecord };
