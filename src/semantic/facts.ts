/**
 * Finds the facts a text states: names, numbers, times, dates, whether it is negated, and the
 * stems the opposites check reads. Pure and synchronous; the guard compares two texts' facts.
 *
 * The finders run in a fixed order over one collector, and the order is part of the meaning: a
 * span one finder takes is closed to the next. Times come first, so "3:30 pm" is one time and not
 * the numbers 3 and 30; names come last, so a word already read as a month or a number is no name.
 */
import { createFactCollector } from './fact-collector.js';
import { NO_LEXICON, type TextFacts, type WordLexicon } from './fact-types.js';
import { scanDates, scanDayAfterTomorrow, scanQuarters } from './date-facts.js';
import { scanFloors } from './floor-facts.js';
import { scanNames } from './name-facts.js';
import { findNegationCues } from './negation-cues.js';
import { normalizeText } from './normalize-text.js';
import { provideDigitSequences, scanCodes, scanDigitSequences, scanHalfDozen, scanHandles, scanHyphenatedCodes, scanNumbers } from './number-facts.js';
import { stem } from './stems.js';
import { scanStreetKinds } from './street-facts.js';
import { scanClockTimes, scanDurations, scanSpokenTimes } from './time-facts.js';

export type { Fact, FactKind, TextFacts, WordLexicon } from './fact-types.js';

/**
 * Extracts the facts of one text. With a lexicon (WordNet's flags for each word, from the bundled
 * model), words that WordNet knows only as places or people count as names even in lower case,
 * and capitalised everyday words ("Farewell lunch", "Purchase stamps") do not.
 *
 * @example
 * extractFacts('Dinner at 7 on Friday').facts.map((fact) => fact.kind); // ['time', 'date']
 */
export function extractFacts(input: string, lexicon: WordLexicon = NO_LEXICON): TextFacts {
  const text = normalizeText(input);
  const collector = createFactCollector(text, lexicon);
  scanSpokenTimes(collector);
  scanDayAfterTomorrow(collector);
  scanClockTimes(collector);
  scanDurations(collector);
  scanHalfDozen(collector);
  scanQuarters(collector);
  scanCodes(collector);
  scanHyphenatedCodes(collector);
  provideDigitSequences(collector);
  scanDigitSequences(collector);
  scanDates(collector);
  scanHandles(collector);
  scanNumbers(collector);
  scanFloors(collector);
  scanStreetKinds(collector);
  scanNames(collector);

  const { facts, provides, taken, lower } = collector;
  const lowerWords = lower.match(/[a-z]+/g) ?? [];
  return { facts, provides, negations: findNegationCues(lower, lowerWords), stems: new Set(lowerWords.map(stem)), text, taken };
}
