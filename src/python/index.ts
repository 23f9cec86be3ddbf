// Python-runtime emulation shared by the tools: repr/str, strptime, the account
// regexes and the texts of incidental Python exceptions.

export { pyTypeName, pyRepr, pyStr, pyStringRepr, pyFloatRepr } from './repr.js';
export {
  strptime,
  strptimeFields,
  DT_FORMAT,
  T_FORMAT,
  D_FORMAT,
  MD_FORMAT,
  type StrptimeFormat,
  type StrptimeResult,
  type StrptimeFields,
} from './strptime.js';
export type { CivilDateTime } from './calendar.js';
export { formatDateTime, formatDate, pyDateRepr, isLeapYear, daysInMonth } from './calendar.js';
export { isPythonEmail, isPythonPhone } from './patterns.js';
export {
  regexTypeError,
  attributeLowerError,
  unexpectedKeywordMessage,
  missingArgumentsMessage,
} from './messages.js';
