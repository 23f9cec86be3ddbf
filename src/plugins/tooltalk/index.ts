import { AccountTools } from './account/index.js';
import { Alarm } from './alarm/index.js';
import { Calendar } from './calendar/index.js';
import { Email } from './email/index.js';
import { Messages } from './messages/index.js';
import { Reminder } from './reminder/index.js';
import { Weather } from './weather/index.js';

/** The seven ToolTalk plugins (suites), 28 tools. */
export const toolTalkPlugins = Object.freeze([
  AccountTools,
  Alarm,
  Calendar,
  Email,
  Messages,
  Reminder,
  Weather,
] as const);

/** The type of ToolTalk's plugin list: a world built from it types `call` by its 28 tools. */
export type ToolTalkPlugins = typeof toolTalkPlugins;

/** ToolTalk's canonical order of all 28 tools (its "all" documentation mode, spec §4 and §8). */
export const toolTalkToolOrder: readonly string[] = Object.freeze([
  'ChangePassword', 'DeleteAccount', 'GetAccountInformation', 'LogoutUser', 'QueryUser', 'RegisterUser',
  'ResetPassword', 'SendVerificationCode', 'UpdateAccountInformation', 'UserLogin',
  'AddAlarm', 'DeleteAlarm', 'FindAlarms',
  'CreateEvent', 'DeleteEvent', 'ModifyEvent', 'QueryCalendar',
  'SearchInbox', 'SendEmail',
  'SearchMessages', 'SendMessage',
  'AddReminder', 'CompleteReminder', 'DeleteReminder', 'GetReminders',
  'CurrentWeather', 'ForecastWeather', 'HistoricWeather',
]);

export { AccountTools, Alarm, Calendar, Email, Messages, Reminder, Weather };
