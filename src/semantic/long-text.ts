/**
 * Long texts (email bodies, messages of several sentences) say their facts in clauses that need
 * not line up: "Raj will lead the backend and Sofia the frontend" / "Sofia is leading the frontend
 * and Raj the backend". The word-order and word-alignment rules assume two parallel texts; for
 * long ones the judge compares facts as sets and trusts an alignment only where the words stand
 * in the same surroundings.
 */

import { FUNCTION_WORDS, plain } from './content-words.js';
import type { Fact, TextFacts } from './fact-types.js';
import { stem } from './stems.js';
import { allMatches } from './all-matches.js';

const SENTENCE_END = /[.!?;](?=\s+\S)/g;

/** Whether a text runs to several clauses: two sentences or more, or at least 20 words. */
function longText(text: string): boolean {
  // Asked for the same two texts about ten times per pair: the last texts' answers are kept.
  let long = recentAnswers.get(text);
  if (long === undefined) {
    const words = text.split(/\s+/).filter((w) => /\p{L}|\d/u.test(w)).length;
    long = words >= 20 || (words >= 12 && (text.match(SENTENCE_END)?.length ?? 0) >= 1);
    if (recentAnswers.size >= 64) recentAnswers.clear(); // bounded: a pair reads only a few texts
    recentAnswers.set(text, long);
  }
  return long;
}

const recentAnswers = new Map<string, boolean>();

/**
 * Whether a pair is judged as long texts: both run to several clauses.
 *
 * @example
 * isLongPair('Hi team, the design is approved. Raj leads the backend and Sofia the frontend.', 'Team, the client approved the design. Sofia leads the frontend, Raj the backend.'); // true
 * isLongPair('Flight from Denver to Austin', 'Flight from Austin to Denver'); // false
 */
export function isLongPair(expected: string, actual: string): boolean {
  return longText(expected) && longText(actual);
}

/**
 * Whether two words stand in the same surroundings: a word just before or just after one is the
 * same word just before or after the other ("a raincoat on the" / "and sunscreen on the").
 */
export function sameSurroundings(text: string, word: string, otherText: string, otherWord: string, normalise: (token: string) => string = (token) => token): boolean {
  const around = (source: string, target: string): Set<string> => {
    const tokens = (source.toLowerCase().match(/[\p{L}\d']+/gu) ?? []).map(normalise);
    const parts = target.split(' ');
    const found = new Set<string>();
    for (let i = 0; i + parts.length <= tokens.length; i++) {
      if (!parts.every((part, k) => tokens[i + k] === part)) continue;
      if (i > 0) found.add(`<${tokens[i - 1]}`);
      if (i + parts.length < tokens.length) found.add(`>${tokens[i + parts.length]}`);
    }
    return found;
  };
  const mine = around(text, word);
  for (const neighbour of around(otherText, otherWord)) if (mine.has(neighbour)) return true;
  return false;
}

/** `sameSurroundings` for words given as stems ("mov", "stil"), as the opposite rules give them. */
export function sameStemSurroundings(text: string, stemmed: string, otherText: string, otherStemmed: string): boolean {
  return sameSurroundings(text, stemmed, otherText, otherStemmed, stem);
}

/**
 * In long texts, roles by what each name does: the content words after a name up to the next name
 * or the end of its sentence ("Lena will book the bus and Omar the lunch": Lena books, bus; Omar
 * lunch). Two names that trade their words, each sharing nothing with its own words in the other
 * text, are swapped ("Omar will book the bus and Lena the lunch"); the same deeds in another clause
 * order are not ("Omar is booking the lunch and Lena the bus").
 *
 * @example
 * // with `want` and `have` from extractFacts:
 * findClauseRoleSwap(want, have); // { expected: 'lena: book bus', actual: 'omar: book bus' }
 */
export function findClauseRoleSwap(want: TextFacts, have: TextFacts): { expected: string; actual: string } | undefined {
  const mine = deedsByName(want);
  const theirs = deedsByName(have);
  const shared = [...mine.keys()].filter((name) => theirs.has(name) && mine.get(name)!.size > 0 && theirs.get(name)!.size > 0);
  const overlap = (a: ReadonlySet<string>, b: ReadonlySet<string>) => [...a].some((word) => b.has(word));
  for (const a of shared) {
    for (const b of shared) {
      if (a >= b) continue;
      const [wantA, wantB, haveA, haveB] = [mine.get(a)!, mine.get(b)!, theirs.get(a)!, theirs.get(b)!];
      if (overlap(wantA, haveB) && overlap(wantB, haveA) && !overlap(wantA, haveA) && !overlap(wantB, haveB)) {
        const name = (key: string) => key.replace(/^[a-z]+:/, '');
        return { expected: `${name(a)}: ${[...wantA].join(' ')}`, actual: `${name(b)}: ${[...haveB].join(' ')}` };
      }
    }
  }
  return undefined;
}

/** Each named person's or thing's following content words, as stems, keyed by the name's first key. */
function deedsByName(facts: TextFacts): Map<string, Set<string>> {
  const names = facts.facts.filter((fact: Fact) => fact.kind === 'name' && fact.greeting !== true).sort((a, b) => a.start - b.start);
  const out = new Map<string, Set<string>>();
  names.forEach((fact, i) => {
    const end = Math.min(names[i + 1]?.start ?? facts.text.length, sentenceEnd(facts.text, fact.start + fact.text.length));
    const words = (facts.text.slice(fact.start + fact.text.length, end).toLowerCase().match(/\p{L}+/gu) ?? []).filter((w) => w.length > 2 && !FUNCTION_WORDS.has(w));
    const key = fact.keys[0]!;
    if (!out.has(key)) out.set(key, new Set());
    for (const word of words) out.get(key)!.add(stem(word));
  });
  return out;
}

function sentenceEnd(text: string, from: number): number {
  const match = /[.!?;](\s|$)/.exec(text.slice(from));
  return match === null ? text.length : from + match.index;
}

/**
 * A sentence of a long text whose content words (two or more, one of them a thing) the other text
 * does not state at all, and which holds no fact (name, number, time, date) the guard has already
 * compared: a whole added or dropped statement ("Breakfast is included in the price."), not a
 * rewording of one ("My last working day will be 30 April" / "I will work until 30 April").
 *
 * @example
 * // with `facts` from extractFacts('The hotel is booked. Breakfast is included.'):
 * unmatchedSentence(facts, ['hotel', 'booked', 'breakfast', 'included'], new Set(['breakfast', 'included']), (w) => w === 'breakfast');
 * // 'Breakfast is included.'
 */
export function unmatchedSentence(facts: TextFacts, content: readonly string[], unmatched: ReadonlySet<string>, isThing: (word: string) => boolean): string | undefined {
  const mine = new Set(content.map((unit) => unit.split(' ')[0]!));
  for (const match of allMatches(facts.text, /[^.!?;]+[.!?;]*/g)) {
    const [from, to] = [match.index, match.index + match[0].length];
    if (facts.facts.some((fact) => fact.weak !== true && fact.start >= from && fact.start < to)) continue;
    const words = (plain(match[0]).match(/\p{L}+/gu) ?? []).filter((word) => mine.has(word));
    if (words.length >= 2 && words.every((word) => unmatched.has(word)) && words.some(isThing)) return match[0].trim();
  }
  return undefined;
}

/** The stems of a sentence's content words: no function word, nothing of two letters or fewer. */
export function contentStems(sentence: string): string[] {
  return (sentence.toLowerCase().match(/\p{L}+/gu) ?? []).filter((word) => word.length > 2 && !FUNCTION_WORDS.has(word)).map(stem);
}

const DENIALS = new Set(['no', 'not', 'never', 'without', 'none']);
const FILLERS = new Set(['be', 'any', 'the', 'a', 'an', 'longer', 'more', 'have', 'been', 'being']);

/**
 * Whether `text` denies a word that stands in a sentence of `stateText` holding `state`: "there
 * will be no water" against "the water will be shut off".
 *
 * @example
 * negationAbout('There will be no water on Monday.', 'The water will be shut off on Monday.', 'shut off'); // true
 */
export function negationAbout(text: string, stateText: string, state: string): boolean {
  const tokens = (value: string) => value.toLowerCase().match(/\p{L}+/gu) ?? [];
  const around = new Set(
    stateText
      .split(/(?<=[.!?;])\s+/)
      .filter((sentence) => ` ${tokens(sentence).join(' ')} `.includes(` ${state} `))
      .flatMap(contentStems),
  );
  const words = tokens(text);
  for (let i = 0; i < words.length; i++) {
    if (!DENIALS.has(words[i]!)) continue;
    let k = i + 1;
    while (k < words.length && FILLERS.has(words[k]!)) k++;
    if (words[k] !== undefined && around.has(stem(words[k]!))) return true;
  }
  return false;
}
