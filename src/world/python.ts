// Python-runtime emulation shared by the tools: repr/str, strptime, the account
// regexes and the texts of incidental Python exceptions.

export { pyTypeName, pyRepr, pyStr, pyStringRepr, pyFloatRepr } from './python/repr.js';
export {
  strptime,
  DT_FORMAT,
  T_FORMAT,
  type StrptimeFormat,
  type StrptimeResult,
} from './python/strptime.js';
export { formatDateTime, formatDate, pyDateRepr, isLeapYear, daysInMonth } from './python/calendar.js';
export { isPythonEmail, isPythonPhone } from './python/patterns.js';
export {
  regexTypeError,
  attributeLowerError,
  unexpectedKeywordMessage,
  missingArgumentsMessage,
} from './python/messages.js';
