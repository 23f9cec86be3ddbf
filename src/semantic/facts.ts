/**
 * Finds the facts a text states: names, numbers, times, dates, whether it is negated, and the
 * stems the opposites check reads. Pure and synchronous; the guard compares two texts' facts.
 *
 * The finders run in a fixed order over one collector, and the order is part of the meaning: a
 * span one finder takes is closed to the next. Times come first, so "3:30 pm" is one time and not
 * the numbers 3 and 30; names come last, so a word already read as a month or a number is no name.
 */
import { THANKS_FOR_A_TIME, WISHED_TIME } from './content-words.js';
import { createFactCollector } from './fact-collector.js';
import { NO_LEXICON, textFacts, type Fact, type TextFacts, type WordLexicon } from './fact-types.js';
import { scanDates, scanDayAfterTomorrow, scanQuarters } from './date-facts.js';
import { scanFloors } from './floor-facts.js';
import { scanFrequencies } from './frequency-facts.js';
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
  scanFrequencies(collector);
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

  const { provides, taken, lower } = collector;
  // "Festive" in Britain is of Christmas: "Festive meal for the walking club" states the
  // "Christmas" of "Walking club Christmas dinner".
  if (lower.includes('festive') || lower.includes('yuletide')) provides.add('w:christmas');
  const facts = lower.includes('for ') || lower.includes('luck') ? courtesyTimes(collector.facts, text) : collector.facts;
  const lowerWords = lower.match(/[a-z]+/g) ?? [];
  return textFacts(facts, provides, findNegationCues(lower, lowerWords), new Set(lowerWords.map(stem)), text, taken);
}

/**
 * Thanks for a time gone by and good wishes for one to come: "Thanks so much for today!", "Cheers
 * for last night", "Good luck tonight, everyone!". The time there belongs to the courtesy, not to
 * the message's news; not a time that owns what is thanked for ("thanks for last night's dinner").
 */
const COURTESY_TIME = new RegExp(`\\b${THANKS_FOR_A_TIME}|\\bgood luck ${WISHED_TIME}\\b`, 'giu');

/**
 * The facts, with a date or time said inside such a courtesy marked as the courtesy's: like whom a
 * message greets, it counts only when both texts say one ("Thanks for today! Same time next week?"
 * / "Same time next week?").
 */
function courtesyTimes(facts: readonly Fact[], text: string): readonly Fact[] {
  const spans = [...text.matchAll(COURTESY_TIME)].map((m) => [m.index, m.index + m[0].length] as const);
  if (spans.length === 0) return facts;
  const inside = (fact: Fact) => (fact.kind === 'date' || fact.kind === 'time') && spans.some(([start, end]) => fact.start >= start && fact.start < end);
  return facts.map((fact) => (inside(fact) ? { ...fact, courtesy: true } : fact));
}
