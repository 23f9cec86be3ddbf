/**
 * How often a thing happens, as times a year: "monthly", "once a month" and "every month" are 12,
 * "twice a month" 24, "fortnightly", "every other week" and "every other Tuesday" 26, "every 3 months" 4. Said in words of
 * different lengths, a frequency is easy to miss for a changed one ("monthly" / "annually").
 *
 * The fact is weak: it counts only against another date in its place, since a text may say how
 * often in words the reader does not take for a frequency ("2 tablets a day" / "2 tablets daily").
 */
import { allMatches } from './all-matches.js';
import type { FactCollector } from './fact-collector.js';
import { NUMBER_WORDS } from './lexicon.js';

/** Each unit as times a year. */
const PER_YEAR: Readonly<Record<string, number>> = { hour: 8760, day: 365, night: 365, week: 52, fortnight: 26, month: 12, quarter: 4, year: 1 };

/** The words that are a frequency by themselves. */
const ADVERBS: Readonly<Record<string, number>> = {
  hourly: 8760, daily: 365, nightly: 365, weekly: 52, fortnightly: 26, monthly: 12, quarterly: 4, annually: 1, yearly: 1, annual: 1,
};

/** The words that are a count of times by themselves. */
const TIMES: Readonly<Record<string, number>> = { once: 1, twice: 2, thrice: 3 };

const UNIT = '(hour|day|night|week|fortnight|month|quarter(?!\\s+of\\b)|year)';
/** A figure or a number word: "3", "three". */
const COUNTED = `(?:\\d+|${[...NUMBER_WORDS.keys()].join('|')})`;
/** A count of times: "once", "twice", "three times", "3 times". */
const COUNT = `(${Object.keys(TIMES).join('|')}|${COUNTED}\\s+times)`;
const ADVERB = `(${Object.keys(ADVERBS).join('|')})`;
const WEEKDAY = '(?:mon|tues|wednes|thurs|fri|satur|sun)day';
/** One weekday or a list of them: "Monday", "Monday and Thursday", "Tuesday, Thursday & Friday". */
const WEEKDAYS = `${WEEKDAY}s?(?:\\s*(?:,|and|&|,\\s*and)\\s*${WEEKDAY}s?)*\\b`;
const weekdaysIn = (text: string): number => text.match(/day\b/gi)?.length ?? 1;

/** The patterns, longest first: "twice a month" before "a month", "every other week" before "every week". */
const FREQUENCIES: readonly (readonly [RegExp, (match: RegExpExecArray) => number])[] = [
  // "twice a month", "3 times per week", "once every fortnight".
  [new RegExp(`\\b${COUNT}\\s+(?:a|an|per|each|every)\\s+${UNIT}\\b`, 'gi'), (m) => countOf(m[1]!) * PER_YEAR[m[2]!.toLowerCase()]!],
  // "twice daily", "three times weekly".
  [new RegExp(`\\b${COUNT}\\s+${ADVERB}\\b`, 'gi'), (m) => countOf(m[1]!) * ADVERBS[m[2]!.toLowerCase()]!],
  // "every other week", "every second month".
  [new RegExp(`\\bevery\\s+(?:other|second)\\s+${UNIT}\\b`, 'gi'), (m) => PER_YEAR[m[1]!.toLowerCase()]! / 2],
  // "every other Tuesday", "every second Friday": a day of every other week.
  [new RegExp(`\\b(?:every\\s+(?:other|second|alternate)|alternate)\\s+${WEEKDAYS}`, 'gi'), (m) => 26 * weekdaysIn(m[0])],
  // "every Tuesday", "each Friday", "every Monday and Thursday" (twice a week).
  [new RegExp(`\\b(?:every|each)\\s+${WEEKDAYS}`, 'gi'), (m) => 52 * weekdaysIn(m[0])],
  // "every 3 months", "every two weeks".
  [new RegExp(`\\bevery\\s+(${COUNTED})\\s+${UNIT}s\\b`, 'gi'), (m) => PER_YEAR[m[2]!.toLowerCase()]! / countOf(m[1]!)],
  // "every month", "each week", "per day", "per annum".
  [new RegExp(`\\b(?:every|each|per)\\s+${UNIT}\\b`, 'gi'), (m) => PER_YEAR[m[1]!.toLowerCase()]!],
  [/\bper\s+annum\b/gi, () => 1],
  [new RegExp(`\\b${ADVERB}\\b`, 'gi'), (m) => ADVERBS[m[1]!.toLowerCase()]!],
];

function countOf(written: string): number {
  const word = written.toLowerCase().replace(/\s+times$/, '');
  return /^\d+$/.test(word) ? Number(word) : (TIMES[word] ?? NUMBER_WORDS.get(word)!);
}

/** A cue every frequency holds, read before the patterns are: most texts have none. */
const CUE = /(?:hour|dai|night|week|month|quarter|year|annual)ly\b|annual|every|each|per\s|once|twice|thrice|times|alternate/i;

/** Adds each frequency of the text as a weak date, its key the times a year. */
export function scanFrequencies(c: FactCollector): void {
  if (!CUE.test(c.text)) return;
  // The spans are not taken, so that the other finders still read "every 2 weeks" as two weeks and
  // "£32 per night" as a price, but the patterns take them from each other, longest first.
  const seen = new Uint8Array(c.text.length);
  for (const [pattern, perYear] of FREQUENCIES) {
    for (const match of allMatches(c.text, pattern)) {
      const span = { start: match.index, end: match.index + match[0].length };
      if (seen.subarray(span.start, span.end).includes(1)) continue;
      // "0 times a week", "every 0 days": no frequency.
      const value = perYear(match);
      if (!Number.isFinite(value) || value <= 0) continue;
      seen.fill(1, span.start, span.end);
      c.note('date', span, [`freq:${Math.round(value * 1000) / 1000}`]);
    }
  }
}
