// Python-runtime emulation shared by the tools: repr/str, strptime, the account
// regexes and the texts of incidental Python exceptions.

export { pyTypeName, pyRepr, pyStr, pyStringRepr, pyFloatRepr } from './repr.js';
export {
  strptime,
  DT_FORMAT,
  T_FORMAT,
  type StrptimeFormat,
  type StrptimeResult,
} from './strptime.js';
export { formatDateTime, formatDate, pyDateRepr, isLeapYear, daysInMonth } from './calendar.js';
export { isPythonEmail, isPythonPhone } from './patterns.js';
export {
  regexTypeError,
  attributeLowerError,
  unexpectedKeywordMessage,
  missingArgumentsMessage,
} from './messages.js';
