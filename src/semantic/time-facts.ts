/**
 * Times of day as facts: "3pm" = "15:00" = "three in the afternoon", "half past nine", "noon". A
 * time is stored as minutes after midnight; an hour without am or pm stands for both halves of the
 * day, and a time also states its hour and minute as numbers and its part of the day, so another
 * text that says only "at 3" or "in the afternoon" agrees with it.
 */
import { findDurations } from './durations.js';
import type { FactCollector } from './fact-collector.js';
import { DAY_PARTS, NUMBER_WORDS } from './lexicon.js';

/** Hours written without am/pm could be either half of the day. */
export function hourCandidates(hour: number, minute: number, meridiem: string | undefined): number[] {
  if (meridiem !== undefined) {
    const h = (hour % 12) + (meridiem.toLowerCase() === 'p' ? 12 : 0);
    return [h * 60 + minute];
  }
  if (hour === 0 || hour > 12) return [hour * 60 + minute];
  if (hour === 12) return [12 * 60 + minute, minute];
  return [hour * 60 + minute, (hour + 12) * 60 + minute];
}

/** The parts of the day a time falls in, as `part:` keys: five o'clock is late afternoon or early evening. */
function partsOfDay(minutes: number): string[] {
  const hour = Math.floor(minutes / 60);
  if (hour === 17) return ['part:afternoon', 'part:evening'];
  return [`part:${hour < 12 ? 'morning' : hour < 17 ? 'afternoon' : 'evening'}`];
}

/** Numbers a time also states: "3:30pm" says 3, 15 and 30. */
function timeNumbers(minutes: readonly number[]): string[] {
  const out = new Set<string>();
  for (const value of minutes) {
    const hour = Math.floor(value / 60);
    out.add(`n:${hour}`);
    out.add(`n:${hour % 12 === 0 ? 12 : hour % 12}`);
    if (value % 60 !== 0) {
      out.add(`n:${value % 60}`);
      // And the minutes said without their hour: 10:45 is "quarter to" and "45 past".
      out.add(`minutes:past:${value % 60}`).add(`minutes:to:${60 - (value % 60)}`);
    }
  }
  return [...out];
}

/** An hour written in digits or words ("6", "six"), or undefined. */
function hourValue(word: string): number | undefined {
  const value = /^\d{1,2}$/.test(word) ? Number(word) : NUMBER_WORDS.get(word.toLowerCase());
  return value !== undefined && value >= 0 && value <= 24 ? value : undefined;
}

const HOUR = '(\\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)';

// The time patterns, built once (they were built again for every text); "at 7" in its three
// forms: with "by" and "until" beside another time of day, "until" and "before" after a negation.
const QUARTER_PAST = new RegExp(`\\b(quarter|half)\\s+(past|after|to|til|till|of)\\s+${HOUR}\\b(?:\\s*([ap])\\.?m\\b\\.?|\\s+in\\s+the\\s+(morning|afternoon|evening))?`, 'gi');
/**
 * Minutes past or to an hour: "ten to two", "twenty-five past six", "5 minutes to 9". Before "to",
 * only after a word that names a time ("at ten to two") or with "minutes": "from ten to two" is a range.
 */
const MINUTES_PAST = new RegExp(`\\b(?:(at|by|around|about|until|till|before|after|from)\\s+)?(five|ten|twenty|twenty[-\\s]five|\\d{1,2})(\\s+minutes)?\\s+(past|to)\\s+${HOUR}\\b(?!\\s*(?:[:.]\\d|%|minutes?|hours?|people|guests|of\\b))(?:\\s*([ap])\\.?m\\b\\.?|\\s+in\\s+the\\s+(morning|afternoon|evening))?`, 'gi');
/**
 * Minutes past or to an hour left unsaid, after a word that names a time: "go in at twenty to",
 * "travel at twenty past", "by quarter past". The hour is the one in hand; the minutes and their
 * side of it are the fact.
 */
const HOURLESS_MINUTES = /\b(?:at|by|around|about|until|till|from)\s+((?:a\s+)?quarter|half|five|ten|twenty|twenty[-\s]five|\d{1,2})(?:\s+minutes)?\s+(past|after|to|til|till)\b(?!\s*(?:[\p{L}\d]))/giu;
const HALF_HOUR = new RegExp(`(?<!\\ba\\s)\\bhalf\\s+${HOUR}\\b(?!\\s*(?:hours?|days?|weeks?|months?|years?|minutes?|times|of|[:.]\\d|%))(?:\\s*([ap])\\.?m\\b\\.?|\\s+in\\s+the\\s+(morning|afternoon|evening))?`, 'gi');
const HOUR_OF_DAY_PART = new RegExp(`\\b${HOUR}(?:[:.]([0-5]\\d))?(?:\\s+o'?clock)?\\s+(?:in\\s+the\\s+|at\\s+)(morning|afternoon|evening|night)\\b`, 'gi');
const O_CLOCK = new RegExp(`\\b${HOUR}\\s+o'?clock\\b`, 'gi');
const AT_HOUR = new Map(['', 'by|until|till|', 'until|till|before|'].map((untilHour) => [untilHour, new RegExp(`\\b(?:${untilHour}at)\\s+(\\d{1,2})(?![.,:]\\d)(?=\\s*(?:$|[.,!?;:)—–]|-\\s|(?:tonight|today|tomorrow|on|in|at|near|outside|with|for|sharp|then|and|or|but|not|so|if|when|because|unless|this|next|every|instead|please|i|we|you|they|he|she|the|our|my|your|everyone)\\b))`, 'gi')] as const));

/** `t:` keys of each candidate time. */
const timeKeys = (minutes: readonly number[]) => minutes.map((v) => `t:${v}`);

/** Words before a time of day: "at", "by", "until" ("at a quarter of nine"). */
const TIME_LEAD = /\b(?:at|by|around|about|until|till|before|after|from|for)\s+(?:a\s+)?$/;

/** Times said in words: "quarter past nine", "half past six in the evening", "seven in the morning". */
export function scanSpokenTimes(c: FactCollector): void {
  if (c.lower.includes('quarter') || c.lower.includes('half')) c.scan(QUARTER_PAST, (m, span) => {
    const hour = hourValue(m[3]!)!;
    const offset = m[1]!.toLowerCase() === 'half' ? 30 : 15;
    // American "quarter of nine" is 8:45, said where a time is due ("at a quarter of nine"); "a
    // quarter of 12 trays" is a share.
    const of = m[2]!.toLowerCase() === 'of';
    if (of && (offset === 30 || !TIME_LEAD.test(c.lower.slice(Math.max(0, span.start - 16), span.start)) || /^\s*[\p{L}]/u.test(c.lower.slice(span.end).replace(/^\s*(?:am|pm|a\.m\.|p\.m\.|tonight|today|tomorrow|on|in|at|and|or|please|sharp|this|next|then)\b/, '.')))) return;
    const before = of || /^(to|til|till)$/i.test(m[2]!);
    // "half past nine in the morning" is 9:30 am.
    const part = m[5]?.toLowerCase();
    const minutes = hourCandidates(before ? (hour + 10) % 12 + 1 : hour, before ? 60 - offset : offset, m[4] ?? (part === undefined ? undefined : part === 'morning' ? 'a' : 'p'));
    c.add('time', span, timeKeys(minutes), [...timeNumbers(minutes), ...(part === undefined ? [] : [`part:${part}`])]);
  });
  if (/\b(?:past|to)\b/.test(c.lower)) c.scan(MINUTES_PAST, (m, span) => {
    const before = m[4]!.toLowerCase() === 'to';
    const lead = m[1]?.toLowerCase();
    if (before && m[3] === undefined && (lead === undefined || lead === 'from')) return;
    const minute = /^\d/.test(m[2]!) ? Number(m[2]) : m[2]!.length > 6 ? 25 : NUMBER_WORDS.get(m[2]!.toLowerCase())!;
    const hour = hourValue(m[5]!)!;
    if (minute < 1 || minute > 59 || hour < 1 || hour > 12) return;
    const part = m[7]?.toLowerCase();
    const minutes = hourCandidates(before ? (hour + 10) % 12 + 1 : hour, before ? 60 - minute : minute, m[6] ?? (part === undefined ? undefined : part === 'morning' ? 'a' : 'p'));
    // The word before is no part of the time: "at" and "by" stay for what they say.
    const start = m[1] === undefined ? span.start : span.start + m[0].indexOf(m[2]!);
    c.add('time', { start, end: span.end }, timeKeys(minutes), [...timeNumbers(minutes), ...(part === undefined ? [] : [`part:${part}`])]);
  });
  if (/\b(?:past|after|to|til|till)\b/.test(c.lower)) c.scan(HOURLESS_MINUTES, (m, span) => {
    const said = m[1]!.toLowerCase().replace(/^a\s+/, '').replace(/[-\s]+/, ' ');
    const minute = /^\d/.test(said) ? Number(said) : said === 'quarter' ? 15 : said === 'half' ? 30 : said === 'twenty five' ? 25 : NUMBER_WORDS.get(said)!;
    if (!(minute >= 1 && minute <= 59)) return;
    const side = /^(?:past|after)$/i.test(m[2]!) ? 'past' : 'to';
    c.add('time', { start: span.start + m[0].indexOf(m[1]!), end: span.end }, [`minutes:${side}:${minute}`]);
  });
  // British "half seven" is 7:30 ("half" before an hour, not "half an hour" or "two and a half").
  if (c.lower.includes('half')) c.scan(HALF_HOUR, (m, span) => {
    const hour = hourValue(m[1]!);
    if (hour === undefined || hour < 1 || hour > 12) return;
    const part = m[3]?.toLowerCase();
    const minutes = hourCandidates(hour, 30, m[2] ?? (part === undefined ? undefined : part === 'morning' ? 'a' : 'p'));
    c.add('time', span, timeKeys(minutes), [...timeNumbers(minutes), ...(part === undefined ? [] : [`part:${part}`])]);
  });
  if (/morning|afternoon|evening|night/.test(c.lower)) c.scan(HOUR_OF_DAY_PART, (m, span) => {
    const meridiem = m[3]!.toLowerCase() === 'morning' ? 'a' : 'p';
    const minutes = hourCandidates(hourValue(m[1]!)!, Number(m[2] ?? 0), meridiem);
    c.add('time', span, timeKeys(minutes), [...timeNumbers(minutes), ...DAY_PARTS.get(m[3]!.toLowerCase())!]);
  });
}

/** "Until" or "before" after a negation in the same clause: "the shop doesn't open until 9", "I won't be there before 6". */
const NEGATED_UNTIL = /\b(?:not|no|never)\b(?:(?!\b(?:and|but|so|or|while)\b)[^.,;!?()]){0,60}?\b(?:until|till|before)\s+\d/;

/** Times on the clock: "9:30 am", "15:00", "six o'clock", "dinner at 7", "noon". */
export function scanClockTimes(c: FactCollector): void {
  const { text, hasDigit } = c;
  if (hasDigit) c.scan(/\b(\d{1,2})(?:[:.]([0-5]\d))?\s*([ap])\.?\s?m\b\.?/gi, (m, span) => {
    const minutes = hourCandidates(Number(m[1]), Number(m[2] ?? 0), m[3]);
    // A time of day with am or pm also says its part of the day ("9:30 am" is in the morning).
    c.add('time', span, timeKeys(minutes), [...timeNumbers(minutes), ...partsOfDay(minutes[0]!)]);
  });
  if (hasDigit) c.scan(/\b(\d{1,2}):([0-5]\d)\b/g, (m, span) => {
    // An hour written with a leading zero is on the 24-hour clock: "07:00" is 7 in the morning, never 19:00.
    const padded = /^0[1-9]$/.test(m[1]!);
    const minutes = padded ? [Number(m[1]) * 60 + Number(m[2])] : hourCandidates(Number(m[1]), Number(m[2]), undefined);
    // A time past 12 on the 24-hour clock says its part of the day as "5:30 pm" does ("17:30" is
    // evening), and so does one with a leading zero ("07:30" is morning).
    const parts = minutes.length === 1 && (padded || Number(m[1]) > 12) ? partsOfDay(minutes[0]!) : [];
    c.add('time', span, timeKeys(minutes), [...timeNumbers(minutes), ...parts]);
  });
  if (c.lower.includes('clock')) c.scan(O_CLOCK, (m, span) => {
    const minutes = hourCandidates(hourValue(m[1]!)!, 0, undefined);
    c.add('time', span, timeKeys(minutes), timeNumbers(minutes));
  });
  // "at 7" at the end of a phrase or clause is an hour ("Dinner at 7", "see you at 7 tonight",
  // "at 7 but", "at 7 — bring snacks").
  // After "by" only beside another time of day ("start at 7 pm and finish by 9"): elsewhere it may
  // be an amount ("cut the price by 5").
  // A start put off by a negation names a time by itself ("doesn't open until 9" = "opens at 9");
  // elsewhere "until 4" may end a range whose other end is a bare number ("from 2 until 4").
  // So beside a part of a named day: "open till 8 tonight".
  const untilHour = hasDigit && /\d\s*[ap]\.?m\b|\d:[0-5]\d|\btonight\b|\b(?:this|tomorrow) (?:morning|afternoon|evening)\b/i.test(text) ? 'by|until|till|' : hasDigit && NEGATED_UNTIL.test(c.lower) ? 'until|till|before|' : '';
  if (hasDigit) c.scan(AT_HOUR.get(untilHour)!, (m, span) => {
    const hour = Number(m[1]);
    if (hour < 1 || hour > 24) return;
    const minutes = hourCandidates(hour, 0, undefined);
    c.add('time', span, timeKeys(minutes), timeNumbers(minutes));
    // "not before 9" names 9 against another time, but "no earlier than 9" or "after 9" may say it without one.
    if (/^before/i.test(m[0])) c.weakenLast();
  });
  c.scan(/\b(noon|midday|midnight)\b/gi, (m, span) => {
    const minutes = m[1]!.toLowerCase() === 'midnight' ? 0 : 720;
    c.add('time', span, [`t:${minutes}`], timeNumbers([minutes]));
  });
}

/** Lengths of time are one fact in minutes: "half an hour" = "30 minutes", "10 minutes" != "10 hours". */
export function scanDurations(c: FactCollector): void {
  for (const duration of findDurations(c.text)) {
    const span = { start: duration.start, end: duration.end };
    if (!c.free(span)) continue;
    c.add('time', span, [`dur:${duration.minutes}`], duration.count === undefined ? [] : [`n:${duration.count}`]);
    if (duration.weak === true) c.weakenLast();
  }
}
