// Proleptic Gregorian calendar arithmetic for naive timestamps. Timestamps are
// seconds since 1970-01-01 00:00:00 with no time zone, so values only need to
// be consistent with each other, never with the host clock.

const SECONDS_PER_DAY = 86_400;
const DAYS_BEFORE_MONTH = [0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334];
/** Day number (1 = 0001-01-01, Python's `date.toordinal`) of 1970-01-01. */
const EPOCH_ORDINAL = 719_163;

export function isLeapYear(year: number): boolean {
  return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  // Compared one by one: a list literal here was a new array on every parsed date.
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

function daysBeforeYear(year: number): number {
  const y = year - 1;
  return y * 365 + Math.floor(y / 4) - Math.floor(y / 100) + Math.floor(y / 400);
}

function daysBeforeMonth(year: number, month: number): number {
  return (DAYS_BEFORE_MONTH[month - 1] ?? 0) + (month > 2 && isLeapYear(year) ? 1 : 0);
}

export interface CivilDateTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** Naive timestamp of a (validated) calendar date and time. */
export function toSeconds(t: CivilDateTime): number {
  const ordinal = daysBeforeYear(t.year) + daysBeforeMonth(t.year, t.month) + t.day;
  return (ordinal - EPOCH_ORDINAL) * SECONDS_PER_DAY + t.hour * 3600 + t.minute * 60 + t.second;
}

/** Inverse of `toSeconds`; fractional seconds are floored. */
function fromSeconds(seconds: number): CivilDateTime {
  const whole = Math.floor(seconds);
  const days = Math.floor(whole / SECONDS_PER_DAY);
  const secOfDay = whole - days * SECONDS_PER_DAY;
  const ordinal = days + EPOCH_ORDINAL;
  // Start from an estimate of the year and correct it; the estimate is off by
  // at most one, so the loops run at most once or twice.
  let year = Math.floor(ordinal / 365.2425) + 1;
  while (daysBeforeYear(year) >= ordinal) year--;
  while (daysBeforeYear(year + 1) < ordinal) year++;
  const dayOfYear = ordinal - daysBeforeYear(year);
  let month = 12;
  while (daysBeforeMonth(year, month) >= dayOfYear) month--;
  return {
    year,
    month,
    day: dayOfYear - daysBeforeMonth(year, month),
    hour: Math.floor(secOfDay / 3600),
    minute: Math.floor((secOfDay % 3600) / 60),
    second: secOfDay % 60,
  };
}

function pad(n: number, width: number): string {
  return String(n).padStart(width, '0');
}

/** `YYYY-MM-DD` (the date half of the DT format). */
export function formatDate(seconds: number): string {
  const t = fromSeconds(seconds);
  return `${pad(t.year, 4)}-${pad(t.month, 2)}-${pad(t.day, 2)}`;
}

/** `YYYY-MM-DD HH:MM:SS`, Python's `str(datetime)` for whole seconds. */
export function formatDateTime(seconds: number): string {
  const t = fromSeconds(seconds);
  return `${formatDate(seconds)} ${pad(t.hour, 2)}:${pad(t.minute, 2)}:${pad(t.second, 2)}`;
}

/** Python `repr(date)`, the text of the weather tools' KeyError. */
export function pyDateRepr(seconds: number): string {
  const t = fromSeconds(seconds);
  return `datetime.date(${t.year}, ${t.month}, ${t.day})`;
}
