/**
 * Dates as facts: calendar dates in any common spelling ("2025-03-14", "3/14", "March 14th", "14
 * of March"), weekdays, months, seasons, quarters ("Q3" = "third quarter") and relative days
 * ("tomorrow", "next Friday", "the day after tomorrow"). "May", "March" and the seasons are also
 * everyday words; they count as dates only where their place in the sentence says so.
 */
import type { FactCollector, Span } from './fact-collector.js';
import { DAY_PARTS, MONTHS, MONTH_ABBREVIATIONS, ORDINAL_WORDS, RELATIVE_DAYS, RELATIVE_UNITS, SEASONS, WEEKDAYS, WEEKDAY_ABBREVIATIONS } from './lexicon.js';
import { LABEL_WORDS } from './normalize-text.js';
import { afterBreak, greetedAt, nounFollows, sentenceInitial } from './sentence-position.js';

/** "The day after tomorrow" and "the day before yesterday", one relative day each. */
export function scanDayAfterTomorrow(c: FactCollector): void {
  if (c.lower.includes('day ')) c.scan(/\b(?:the\s+)?day\s+(after\s+tomorrow|before\s+yesterday)\b/gi, (m, span) => {
    c.add('date', span, [`rel:${m[1]!.toLowerCase().startsWith('after') ? 'tomorrow+1' : 'yesterday-1'}`]);
  });
  // "The night before last" is the day before yesterday's night, not "last night". The part of the
  // day stays for the part scanner: only "before last" is taken.
  if (c.lower.includes(' before last')) c.scan(/(?<=\b(?:day|night|evening|morning|afternoon)\s+)before\s+last\b/gi, (_, span) => {
    c.add('date', span, ['rel:yesterday-1']);
  });
}

/** Quarters of a year: "Q3" = "third quarter" = "3rd quarter" = "Quarter 3". */
export function scanQuarters(c: FactCollector): void {
  if (/\bq[1-4]\b|quarter/i.test(c.text)) c.scan(/\b(?:q([1-4])|(first|second|third|fourth|1st|2nd|3rd|4th)[-\s]quarter|quarter\s+([1-4])(?![\d:.,]\d?))\b/gi, (m, span) => {
    const digit = m[1] ?? m[3];
    const which = digit !== undefined ? Number(digit) : (ORDINAL_WORDS.get(m[2]!.toLowerCase()) ?? Number.parseInt(m[2]!, 10));
    c.add('date', span, [`q:${which}`], [`n:${which}`]);
  });
}

/** A month's number; an abbreviation ("Jan", "Sept") counts only capitalised, where "jan" or "mar" are not words. */
function monthOf(word: string): number | undefined {
  const lower = word.toLowerCase();
  const capitalised = word[0] === word[0]!.toUpperCase();
  return MONTHS.get(lower) ?? (capitalised ? MONTH_ABBREVIATIONS.get(lower) : undefined);
}

// The date patterns, built once (they were built again for every text).
const MONTH = '([A-Za-z]{3,9})\\.?';
const DAY = '(\\d{1,2})(?:st|nd|rd|th)?';
const ORDINAL = '(?:the\\s+)?((?:twenty|thirty)[-\\s])?([a-z]+(?:st|nd|rd|th))';
const RANGE_START = new RegExp(`\\b${DAY}(?=\\s*(?:(?:to|until|till|through|and|&)\\s+|[-–—]\\s*)(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day\\s+)?(?:the\\s+)?\\d{1,2}(?:st|nd|rd|th)?\\s+(?:of\\s+)?${MONTH})`, 'gi');
const MONTH_DAY = new RegExp(`\\b${MONTH}\\s+${DAY}\\b`, 'g');
const DAY_MONTH = new RegExp(`\\b${DAY}(?:\\s+of)?\\s+${MONTH}`, 'g');
/** A day after a month-first date in a list or range: the "9th" of "October 2nd and 9th". */
const LISTED_DAY = new RegExp(`(?<=\\b${MONTH}\\s+\\d{1,2}(?:st|nd|rd|th)?\\s*(?:(?:and|&|to|until|till|through)\\s+|[-–—]\\s*)(?:the\\s+)?)${DAY}\\b(?!\\s*(?:[:.]\\d|am\\b|pm\\b))`, 'g');
const ORDINAL_OF_MONTH = new RegExp(`\\b${ORDINAL}\\s+of\\s+${MONTH}`, 'gi');
const MONTH_ORDINAL = new RegExp(`\\b${MONTH}\\s+${ORDINAL}\\b`, 'g');

/**
 * The year a date in figures states, as a fact of its own, as a year written beside a month's name
 * is one ("31 August 2025" states "2025"): so "31/08/2025" and "31/08/2024" differ, and "31/08/2025"
 * still says what "31 August 2025" says.
 */
function statedYear(c: FactCollector, year: string, span: Span): void {
  c.add('number', span, [`n:${year}`], [`y:${year}`]);
}

/** Calendar dates, weekdays, months, seasons and relative days; also the parts of a day ("tonight"). */
export function scanDates(c: FactCollector): void {
  const { text, hasDigit } = c;
  if (hasDigit) c.scan(/\b(\d{4})-(\d{2})-(\d{2})\b/g, (m, span) => {
    c.add('date', span, [`md:${Number(m[2])}-${Number(m[3])}`], [`y:${m[1]}`, `n:${m[1]}`, `n:${Number(m[3])}`, `m:${Number(m[2])}`]);
    statedYear(c, m[1]!, { start: span.start, end: span.start + 4 });
  });
  if (hasDigit) c.scan(/\b(\d{1,2})\/(\d{1,2})(?:\/(\d{2,4}))?\b/g, (m, span) => {
    const [a, b] = [Number(m[1]), Number(m[2])];
    // After a word that labels, two figures are two units, not a day: "Unit 7/8", "Rooms 3/4".
    if (m[3] === undefined && UNITS_LABELLED.test(text.slice(Math.max(0, span.start - 10), span.start))) return;
    // The year it names is stated too: "14/12/2025" says what "14 December 2025" says.
    const year = m[3] === undefined ? [] : m[3].length === 4 ? [`y:${m[3]}`, `n:${m[3]}`] : [`y:20${m[3]}`, `n:20${m[3]}`];
    c.add('date', span, [`md:${a}-${b}`, `md:${b}-${a}`], [`n:${a}`, `n:${b}`, ...year]);
    if (m[3] !== undefined) statedYear(c, m[3].length === 4 ? m[3] : `20${m[3]}`, { start: span.end - m[3].length, end: span.end });
  });
  const monthDay = (m: number, d: number, span: Span) => {
    if (d >= 1 && d <= 31) c.add('date', span, [`md:${m}-${d}`], [`m:${m}`, `n:${d}`]);
  };
  // The first day of a range takes the month the range ends in: "Friday 12th to Sunday 14th
  // September" names 12 September.
  if (hasDigit) c.scan(RANGE_START, (m, span) => {
    const value = monthOf(m[2]!);
    if (value !== undefined) monthDay(value, Number(m[1]), span);
  });
  if (hasDigit) c.scan(MONTH_DAY, (m, span) => {
    const value = monthOf(m[1]!);
    if (value !== undefined) monthDay(value, Number(m[2]), span);
  });
  if (hasDigit) c.scan(DAY_MONTH, (m, span) => {
    const value = monthOf(m[2]!);
    if (value !== undefined) monthDay(value, Number(m[1]), span);
  });
  // A day after such a date in a list or range takes its month: "October 2nd and 9th" names 9 October.
  if (hasDigit) c.scan(LISTED_DAY, (m, span) => {
    const value = monthOf(m[1]!);
    if (value !== undefined) monthDay(value, Number(m[2]), span);
  });
  // A day in words: "the fourteenth of March", "March the twenty-first", "third of May".
  const spelledDay = (tens: string | undefined, unit: string): number | undefined => {
    const value = ORDINAL_WORDS.get(unit.toLowerCase());
    if (value === undefined) return undefined;
    if (tens === undefined) return value;
    return value < 10 ? (tens.toLowerCase().startsWith('twenty') ? 20 : 30) + value : undefined;
  };
  if (c.lower.includes('of')) c.scan(ORDINAL_OF_MONTH, (m, span) => {
    const [value, d] = [monthOf(m[3]!), spelledDay(m[1], m[2]!)];
    if (value !== undefined && d !== undefined) monthDay(value, d, span);
  });
  c.scan(MONTH_ORDINAL, (m, span) => {
    const [value, d] = [monthOf(m[1]!), spelledDay(m[2], m[3]!)];
    if (value !== undefined && d !== undefined) monthDay(value, d, span);
  });
  // A weekday of next (or last) week is that weekday next (or last): "Wednesday next week" = "next
  // Wednesday", "on Tuesday morning next week" = "next Tuesday morning".
  if (/(?:next|last) week/.test(c.lower)) c.scan(WEEKDAY_OF_WEEK, (m, span) => {
    const weekday = WEEKDAYS.get(m[1]!.toLowerCase())!;
    const which = m[3]!.toLowerCase();
    c.facts.push({ kind: 'date', text: m[0], keys: [`wd:${weekday}:${which}`], start: span.start });
    c.provides.add(`wd:${weekday}:${which}`).add(`wd:${weekday}`);
    c.take({ start: span.start, end: span.start + m[1]!.length });
    c.take({ start: span.start + m[0].toLowerCase().lastIndexOf(which), end: span.end });
  });
  // The weekday a week after the coming one: "Thursday after next", "a week on Thursday", "a week
  // from Thursday", "Thursday week" ("this Thursday" and "next Thursday" are other days).
  if (/after next|week/.test(c.lower)) c.scan(WEEKDAY_AFTER_NEXT, (m, span) => {
    const weekday = WEEKDAYS.get((m[1] ?? m[2] ?? m[3])!.toLowerCase())!;
    c.add('date', span, [`wd:${weekday}:after-next`], [`wd:${weekday}`]);
  });
  // So is the week, weekend or month after next: "the weekend after next" is not "this weekend".
  if (c.lower.includes('after next')) c.scan(/\b(week|weekend|month|year)\s+after\s+next\b/gi, (m, span) => {
    c.add('date', span, [`rel:after-next-${m[1]!.toLowerCase()}`]);
  });
  // "The weekend" ahead is this weekend: "the cheapest car for the weekend" / "this weekend".
  if (c.lower.includes('the weekend')) c.provides.add('rel:this-weekend');
  // Saturday and Sunday named together are the weekend ("this weekend" / "on Saturday or Sunday"),
  // and this weekend holds them both; one of them alone is not the weekend.
  if (/\bsat(?:urday)?s?\b\s*(?:and|or|&|\/|,)\s*\bsun(?:day)?s?\b/.test(c.lower) && !/\b(?:next|last)\s+sat/.test(c.lower)) c.provides.add('rel:this-weekend');
  // Unless the text names one of its days, which the weekend only places: "out on Sunday this
  // weekend" is not out on Saturday.
  if (/\b(?:this|the)\s+weekend\b/.test(c.lower) && !/\b(?:sat|sun)(?:urday|day)?s?\b/.test(c.lower)) for (const day of [6, 7]) c.provides.add(`wd:${day}`).add(`wd:${day}:this`);
  // All of the week, its rest or its end, unnamed, is this week's: "shut all week" / "closed this week",
  // "by the end of the week" / "by the end of this week"; so for the month.
  if (/\b(?:all|whole|rest of|remainder of|end of)\s+(?:the\s+)?(?:week|month)\b/.test(c.lower)) {
    for (const m of c.lower.matchAll(/\b(?:all|whole|rest of|remainder of|end of)\s+(?:the\s+)?(week|month)\b/g)) c.provides.add(`rel:this-${m[1]}`);
  }
  // The word after "next" or "this" may be another such word, which says the day instead: "this
  // coming Friday" is read from "coming", and "is coming next Friday" from "next".
  c.scan(/\b(next|this|last|coming|previous)\s+(?!(?:next|this|last|coming|previous)\b)([A-Za-z]+)\b/gi, (m, span) => {
    const unit = m[2]!.toLowerCase();
    // "The coming month" is the next one; "this coming Friday" is this Friday.
    const which = m[1]!.toLowerCase() === 'coming' ? (RELATIVE_UNITS.has(unit) ? 'next' : 'this') : m[1]!.toLowerCase() === 'previous' ? 'last' : m[1]!.toLowerCase();
    const weekday = WEEKDAYS.get(unit) ?? WEEKDAY_ABBREVIATIONS.get(unit);
    // "This Thursday" falls this week: "No rehearsal this Thursday" / "Thursday rehearsal cancelled this week".
    if (weekday !== undefined) c.add('date', span, [`wd:${weekday}:${which}`], which === 'this' ? [`wd:${weekday}`, 'rel:this-week'] : [`wd:${weekday}`]);
    else if (RELATIVE_UNITS.has(unit)) c.add('date', span, [`rel:${which}-${unit}`]);
    // "This evening" is today, as "tonight" is: "this" names the day, and the part of the day is
    // left to the word scan below.
    else if (which === 'this' && DAY_PARTS.has(unit) && unit !== 'tonight') {
      c.facts.push({ kind: 'date', text: m[0], keys: ['rel:today'], start: span.start });
      c.provides.add('rel:today');
      c.take({ start: span.start, end: span.start + m[1]!.length });
    }
  });
  // Parts of the day said in phrases: "first thing" is the start of the morning, "the end of the
  // day" and "close of business" its end ("first thing in the morning" / "at the end of the day").
  if (/first thing|end of|close of/.test(c.lower)) c.scan(DAY_PART_PHRASE, (m, span) => {
    const part = /^first/i.test(m[0]) ? 'morning' : 'evening';
    c.facts.push({ kind: 'time', text: m[0], keys: [`part:${part}`], start: span.start });
    c.provides.add(`part:${part}`);
    c.take(span);
  });
  c.scan(/\b[A-Za-z]+\b/g, (m, span) => {
    const word = m[0];
    const lower = word.toLowerCase();
    const capitalised = word[0] === word[0]!.toUpperCase();
    // "may" and "march" are also everyday words; alone they count only when capitalised mid-sentence.
    const ambiguousMonth = lower === 'may' || lower === 'march';
    // At a sentence start they are months before a noun ("March invoice"), a day ("May 3"), a dash
    // or nothing ("March - invoices", a heading), not before "I" or "the".
    // A month greeted is a name: "Hi Jun, hope you're well", "Dear April,".
    // So is one that opens a message and is spoken to: "Jun, are you still able to run the quiz?".
    // A month's short form that opens a message before a comma and a word in lower case is a name
    // too ("Jun, bring the spare masks tonight"), which a month would not be; so is one that ends
    // it after a comma and before an exclamation or a question ("Welcome to the team, Jun!"), not a
    // heading's month ("Mtg mins, Oct").
    const shortOnly = MONTH_ABBREVIATIONS.has(lower) && !MONTHS.has(lower);
    const greeted =
      capitalised &&
      (greetedAt(text, span.start)
        ? /^\s*[,!.:;]/.test(text.slice(span.end))
        : span.start === 0
          ? SPOKEN_TO.test(text.slice(span.end)) || (shortOnly && ADDRESSED.test(text.slice(span.end)))
          : shortOnly && /,\s*$/.test(text.slice(0, span.start)) && /^\s*[!?]+\s*$/.test(text.slice(span.end)));
    const monthValue = greeted
      ? undefined
      : ambiguousMonth
        ? capitalised && (!sentenceInitial(text, span.start) || nounFollows(text.slice(span.end)) || /^\s*(?:[-–—:|(]|\d|$)/.test(text.slice(span.end))) ? MONTHS.get(lower) : undefined
        : monthOf(word);
    // "Tuesdays" is every Tuesday: the same weekday as "every Tuesday".
    // "The Sun" is the star, not Sunday.
    const weekday = WEEKDAYS.get(lower) ?? (lower.endsWith('days') ? WEEKDAYS.get(lower.slice(0, -1)) : undefined) ?? (capitalised && !/\bthe\s+$/i.test(text.slice(Math.max(0, span.start - 4), span.start)) ? WEEKDAY_ABBREVIATIONS.get(lower) : undefined);
    const season = SEASONS.get(lower);
    if (weekday !== undefined) c.add('date', span, [`wd:${weekday}`], [`wd:${weekday}:this`]);
    // The word itself states a season too: one text may name it where the other's context reads it
    // as a thing ("the spring recital" / "spring recital").
    else if (season !== undefined && seasonInContext(text, span, capitalised)) c.add('date', span, [`season:${season}`, `w:${lower}`]);
    else if (monthValue !== undefined) c.add('date', span, [`m:${monthValue}`]);
    else if (RELATIVE_DAYS.has(lower)) c.add('date', span, [`rel:${RELATIVE_DAYS.get(lower)}`]);
    // The day's first or last light says when loosely: it counts only against another time in its
    // place ("Dawn service" / "Dusk service"), and states its part of the day ("Sunset cruise" /
    // "Evening cruise").
    const light = DAYLIGHT.get(lower);
    if (light !== undefined) {
      c.add('time', span, [`light:${light[0]}`], [`part:${light[1]}`]);
      c.weakenLast();
    }
    // "Good morning" greets; it does not say when.
    // A part of the day said of every day is that part too: "open in the mornings".
    const part = DAY_PARTS.get(lower) ?? (EVERY_DAY_PARTS.test(lower) ? DAY_PARTS.get(lower.slice(0, -1)) : undefined);
    if (part !== undefined && !/\bgood\s+$/i.test(text.slice(Math.max(0, span.start - 6), span.start))) {
      c.facts.push({ kind: 'time', text: word, keys: part, start: span.start });
      for (const key of part) c.provides.add(key);
      // A part of the day that names an event after the event's own word is a loose time: it
      // counts only against another time in its place ("Quiz night" / "Fundraising quiz",
      // "Parents' evening" / "Parent consultations"; not "Friday evening", "this morning").
      if (EVENT_PARTS.has(lower) && eventWordBefore(text.slice(Math.max(0, span.start - 24), span.start))) c.weakenLast();
      // "Last night" was yesterday evening: "last night's meeting" / "yesterday evening's meeting".
      if (lower === 'night' && /\blast\s+$/i.test(text.slice(Math.max(0, span.start - 5), span.start))) c.provides.add('rel:yesterday');
      c.take(span);
    }
  });
}

/** Parts of the day that name an event: "quiz night", "parents' evening", "coffee morning". */
const EVENT_PARTS = new Set(['morning', 'evening', 'night']);
/** Words before a part of the day that say which day or when, rather than which event. */
const WHEN_BEFORE = new RegExp(
  `^(?:${[...WEEKDAYS.keys()].join('|')}|${[...RELATIVE_DAYS.keys()].join('|')}|this|that|next|last|every|each|the|a|one|in|on|at|by|of|for|from|until|till|before|after|during|per|all|late|early|same|previous|following|whole|mid|s|weekday|weekend|wedding|opening|closing|first|second|third|final)$`,
  'i',
);
/** Whether the text before a part of the day ends with a word of the event's own (a noun or a possessive), not a word of when. */
function eventWordBefore(before: string): boolean {
  const word = /(\p{L}+)['’]?\s+$/u.exec(before)?.[1];
  return word !== undefined && !WHEN_BEFORE.test(word) && !/\d/.test(before.slice(-4));
}

/** Parts of the day in the plural, said of every day. */
const EVERY_DAY_PARTS = /^(?:mornings|afternoons|evenings)$/;
/** A word that labels the figures after it ("Unit 7/8", "Rooms 3/4"): the normaliser's label words and a few of addresses and sales. */
const UNITS_LABELLED = new RegExp(`\\b(?:${LABEL_WORDS}|apt|apartment|plot|stall|lot|no\\.?)(?:s|es)?\\s*$`, 'i');

/**
 * What follows a name that opens a message, spoken to: a comma, then a question's or a request's
 * first word; or, with no comma, a question put to "you" ("Jun are you playing on Wednesday").
 */
/** A comma and a word in lower case that is no word of dates: "Jun, bring ...", not "Sept, then Oct" or "Jan, 3pm". */
const ADDRESSED = /^,\s+(?!(?:then|and|or|to|till|until|through|next|last|this|the|of|at|on|from)\b)\p{Ll}+\b/u;
const SPOKEN_TO = /^(?:,\s+(?:are|can|could|would|will|do|did|have|has|is|you|u|just|please|pls|thanks|thank|hope|any|when|what|where|how|sorry|quick|don't|can't|i|i'm|i'll|we|we're)|\s+(?:are|can|could|would|will|do|did|have)\s+(?:you|u))\b/i;

/** The day's first and last light, each with the part of the day it falls in (meals are things too: "golf and lunch"). */
const DAYLIGHT: ReadonlyMap<string, readonly [string, string]> = new Map([
  ['dawn', ['dawn', 'morning']], ['sunrise', ['dawn', 'morning']], ['daybreak', ['dawn', 'morning']],
  ['dusk', ['dusk', 'evening']], ['sunset', ['dusk', 'evening']], ['nightfall', ['dusk', 'evening']],
]);

const WEEKDAY = '(monday|tuesday|wednesday|thursday|friday|saturday|sunday)';
/** "Thursday after next", "a week on (or from) Thursday", "Thursday week" (not "Thursday weekly", "to Friday week commencing"). */
const WEEKDAY_AFTER_NEXT = new RegExp(`\\b(?:${WEEKDAY}\\s+after\\s+next|a\\s+week\\s+(?:on|from)\\s+${WEEKDAY}|(?<!\\b(?:to|through|till|until)\\s+|[-–]\\s*)${WEEKDAY}\\s+week(?!\\w|\\s+(?:of|after|before|off|commencing|beginning|ending|starting|day|days|night|nights)\\b))\\b`, 'gi');
/** A weekday, a part of the day perhaps, then "next week" or "last week" ("of" may come between). */
const WEEKDAY_OF_WEEK = new RegExp(`\\b${WEEKDAY}(\\s+(?:morning|afternoon|evening|night))?\\s+(?:of\\s+)?(next|last)\\s+week\\b`, 'gi');

/** "first thing" (not "the first thing to do"), "(the) end of (the working) day", "close of business", "end of play". */
const DAY_PART_PHRASE = /(?<!\bthe\s)\bfirst\s+thing\b(?!\s+(?:to|on|I|we|you|that)\b)|\b(?:the\s+)?end\s+of\s+(?:the\s+)?(?:working\s+|business\s+)?day\b|\bclose\s+of\s+(?:business|play)\b|\bend\s+of\s+play\b/gi;

const SEASON_AFTER = /^\s+(?:term|semester|half[- ]term|holidays?|break|vacation|season)\b/i;
const SEASON_BEFORE = /\b(the|this|next|last|in|during|until|till|by|early|late|mid|of|over|since|before|after|every|each|for|our|your)\s+$/i;

/**
 * A season word names a season after an article or a preposition ("in the fall", "next spring"),
 * before a year ("Spring 2025"), or capitalised mid-sentence ("our Summer Sale"); elsewhere it may
 * be a verb or a thing ("Fall back", "spring water").
 */
function seasonInContext(text: string, span: Span, capitalised: boolean): boolean {
  if (/^\s+(?:of\s+)?\d{4}\b/.test(text.slice(span.end))) return true;
  if (capitalised && !sentenceInitial(text, span.start) && !afterBreak(text, span.start)) return true;
  // Before a part of the calendar it is the season: "Spring term", "summer holidays".
  if (SEASON_AFTER.test(text.slice(span.end, span.end + 16))) return true;
  return SEASON_BEFORE.test(text.slice(Math.max(0, span.start - 12), span.start));
}
