/**
 * Lengths of time, in minutes: "half an hour" = "30 minutes" = "30 min", "two weeks" = "14 days", "an hour and a half" =
 * "90 minutes", "three quarters of an hour" = "45 minutes", "a 2-hour call", "24 months" = "two years",
 * "a fortnight" = "two weeks". A duration is one
 * fact, so "half an hour" and "an hour" differ, and "10 minutes" and "10 hours" differ.
 */
import { NUMBER_WORDS } from './lexicon.js';
import { allMatches } from './all-matches.js';

/** One length of time found in a text. */
export interface Duration {
  readonly start: number;
  readonly end: number;
  /** The length in minutes. */
  readonly minutes: number;
  /** The count as written ("30" in "30 minutes"), which the text also states as a number. */
  readonly count?: number;
  /** A length said with "a" after a word that asks how long ("within a week"): it counts only against another length in its place. */
  readonly weak?: boolean;
}

/** A month is a twelfth of a year, so that "24 months" = "two years" and "18 months" = "a year and a half". */
const UNIT_MINUTES: Readonly<Record<string, number>> = { second: 1 / 60, hour: 60, minute: 1, day: 1440, week: 10080, month: 43800, year: 525600 };
// Not before an article: "three dollars fifty an hour" is paid by the hour, not fifty-one hours.
const TENS = '(?:(twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)[-\\s](?!an?\\b))?';

/** Fractions of an hour and other lengths said in words, some loosely (weak); the article before them is part of the phrase. */
const FRACTIONS: readonly (readonly [RegExp, number, boolean?])[] = [
  [/\bthree[-\s]quarters?(?:\s+of\s+an?\s+|-|\s+)hour\b/gi, 45],
  [/\b(?:(?:a|an|one)\s+)?half(?:\s+an?|-)?\s*hour\b/gi, 30],
  [/\b(?:(?:a|one)\s+)?quarter(?:\s+of)?(?:\s+an?|-)?\s*hour\b/gi, 15],
  // Half a day is no day: "£120 per half day" / "£120 per day", "a half-day course" / "a one-day course".
  [/\b(?:(?:a|one)\s+)?half(?:\s+a|-)?\s*day\b/gi, 720],
  // A fortnight is two weeks ("away for a fortnight" / "away for two weeks", "fortnightly" / "every two weeks").
  // Half a year is six months.
  [/\bhalf\s+a\s+year\b/gi, 262800],
  // So is every other week, or a day of it, whose weekday stays a date ("every other Friday" /
  // "alternate Fridays" / "fortnightly, on Fridays").
  [/\b(?:(?:a|one)\s+)?fortnight(?:ly)?\b|\bevery\s+(?:other|second)\s+week\b|\b(?:every\s+(?:other|second)|alternate)(?=\s+(?:mon|tues|wednes|thurs|fri|satur|sun)days?\b)/gi, 20160],
  // A quarter of a year is three months, as "quarterly" is every three months ("Quarterly boiler
  // check" / "Boiler check every three months"): loosely, as only a length in its place can differ.
  [/\bquarterly\b|\b(?:every|each|per|once\s+a)\s+quarter\b(?!\s+(?:of|past|to|hour)\b)/gi, 131400, true],
  // So is a couple of them ("a couple of weeks" / "two weeks"), loosely: only against another length
  // in its place ("a couple of days" says what "a few days" says).
  [/\b(?:a\s+)?couple\s+of\s+hours\b/gi, 120, true],
  [/\b(?:a\s+)?couple\s+of\s+days\b/gi, 2880, true],
  [/\b(?:a\s+)?couple\s+of\s+weeks\b/gi, 20160, true],
  [/\b(?:a\s+)?couple\s+of\s+months\b/gi, 87600, true],
];

/**
 * A count and a unit: "30 minutes", "two hours", "twenty-five minutes", "1.5 hours", "an hour and
 * a half", "a 45-minute call", "two more days" (as long as "two days"). "a minute" alone is an idiom
 * ("give me a minute"), not a duration.
 */
const COUNTED = new RegExp(`\\b${TENS}(\\d+(?:\\.\\d+)?|an?|[a-z]+)[-\\s]+(?:(?:more|extra|additional|further)\\s+)?(?:and\\s+a\\s+half\\s+)?(second|hour|minute|day|week|month|year)s?\\b(\\s+and\\s+(?:a\\s+half|a\\s+quarter|three[-\\s]quarters))?`, 'gi');

/** A price just before "an hour" or "a day": "£12.50 an hour", "150p an hour", "forty dollars a day", "12 pounds fifty a week". */
const PRICE_BEFORE = /(?:[£$€]\s?\d[\d,]*(?:\.\d+)?[km]?|\b\d+p|\b(?:pounds?|dollars?|euros?|quid|bucks|pence|cents?|p)(?:\s+[a-z]+)?)\s*$/i;

/** A word before "a day", "a week" ... that makes it a length, not a rate ("twice a week"), as a move by one does ("pushed back a week"). */
const LENGTH_BEFORE = /\b(?:within|in|for|over|after|than|under|about|around|roughly|nearly|almost|least|most|by|back|forward|ahead)\s+$/i;

/**
 * Finds the durations of a text, leftmost first, none overlapping.
 *
 * @example
 * findDurations('Break: half an hour'); // [{ start: 7, end: 19, minutes: 30 }]
 */
export function findDurations(text: string): Duration[] {
  if (!/hour|minute|second|\bdays?\b|\bweeks?\b|\bmonths?\b|\byears?\b|fortnight|quarter|every\s+other|alternate/i.test(text)) return [];
  const found: Duration[] = [];
  // The unit of each counted duration, by where it starts: only those add up with the next.
  const units = new Map<number, number>();
  const free = (start: number, end: number) => found.every((d) => end <= d.start || start >= d.end);
  // `allMatches`, not `matchAll`: a text with a unit is read by every pattern here, twice per pair,
  // and `matchAll` copies its pattern at each call.
  for (const [pattern, minutes, weak] of FRACTIONS) {
    for (const match of allMatches(text, pattern)) {
      const end = match.index + match[0].length;
      if (free(match.index, end)) found.push({ start: match.index, end, minutes, ...(weak === true && { weak }) });
    }
  }
  for (const match of allMatches(text, COUNTED)) {
    const end = match.index + match[0].length;
    if (!free(match.index, end)) continue;
    // An age is no length of time: "a 5-year-old collie" is "a collie aged 5".
    if (/^[-\s]+old\b/i.test(text.slice(end))) continue;
    const [, tens, written, unit, trailingHalf] = match;
    // "Second" is mostly an ordinal: "a second tuning", "the thirty-second floor", "Imani's
    // thirty-second birthday", "the twenty-second of May", "Forty-Second Street". Seconds are counted
    // in lower case: in the plural ("forty-five seconds"), after a figure ("a 30 second break"), or
    // in words after "a" ("a thirty-second break").
    if (unit === 'second' || unit === 'Second' || unit === 'SECOND') {
      const plural = /s$/i.test(match[0]) && !/and\s+a\s+half$/i.test(match[0]);
      const figure = /^\d/.test(written!);
      const afterA = /\ban?\s+$/i.test(text.slice(Math.max(0, match.index - 3), match.index));
      const ordinal = /^an?$/i.test(written!) || unit !== 'second' || /^\s+of\b/i.test(text.slice(end)) || !(plural || figure || afterA);
      if (ordinal) continue;
    }
    const lower = written!.toLowerCase();
    const article = lower === 'a' || lower === 'an';
    // "a minute" is an idiom; "a day", "a week", "a month" and "a year" are rates ("twice a week"):
    // only counted days, weeks, months and years.
    // "A year and a half" is a length all the same.
    // After a word that asks how long ("within a day", "in a week", "for a month") they are lengths.
    const rate = article && unit!.toLowerCase() !== 'hour' && trailingHalf === undefined;
    // After a price "an hour" is paid by the hour too ("£12.50 an hour" = "£12.50 per hour").
    if (article && trailingHalf === undefined && PRICE_BEFORE.test(text.slice(Math.max(0, match.index - 40), match.index))) continue;
    if (rate && !LENGTH_BEFORE.test(text.slice(Math.max(0, match.index - 12), match.index))) continue;
    // "Another month" is one month more, as long as "one month".
    const word = /^\d/.test(lower) ? Number(lower) : article || lower === 'another' ? 1 : NUMBER_WORDS.get(lower);
    if (word === undefined || Number.isNaN(word)) continue;
    const count = (tens === undefined ? 0 : NUMBER_WORDS.get(tens.toLowerCase())!) + word;
    // "An hour and a quarter" is 75 minutes, "an hour and three quarters" 105.
    const part = trailingHalf === undefined ? (/\band\s+a\s+half\b/i.test(match[0]) ? 0.5 : 0) : /half/i.test(trailingHalf) ? 0.5 : /three/i.test(trailingHalf) ? 0.75 : 0.25;
    const perUnit = UNIT_MINUTES[unit!.toLowerCase()]!;
    // Kept to the second: "90 seconds" is "1.5 minutes".
    const minutes = Math.round((count + part) * perUnit * 60) / 60;
    // "Another day" may be a day more or some other day ("move it to another day"): it counts only
    // against another length in its place.
    found.push({ start: match.index, end, minutes, ...(!article && { count }), ...((rate || lower === 'another') && { weak: true }) });
    units.set(match.index, perUnit);
  }
  return joinParts(text, found.sort((a, b) => a.start - b.start), units);
}

/**
 * A length said in parts is their sum: "1 hour 35 minutes" = "95 minutes", "2 days and 3 hours".
 * Each part is of a smaller unit than the one before it, with nothing but a space, a comma or "and"
 * between them.
 */
function joinParts(text: string, found: readonly Duration[], units: Map<number, number>): Duration[] {
  const out: Duration[] = [];
  for (const duration of found) {
    const last = out[out.length - 1];
    const lastUnit = last === undefined ? undefined : units.get(last.start);
    const unit = units.get(duration.start);
    if (last !== undefined && lastUnit !== undefined && unit !== undefined && unit < lastUnit && /^\s*(?:,\s*)?(?:and\s+)?$/i.test(text.slice(last.end, duration.start))) {
      out[out.length - 1] = { start: last.start, end: duration.end, minutes: last.minutes + duration.minutes };
      units.set(last.start, unit);
      continue;
    }
    out.push(duration);
  }
  return out;
}
