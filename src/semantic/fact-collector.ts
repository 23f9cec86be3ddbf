/**
 * What a text's facts are made of, and the collector every fact finder writes into. The finders
 * (times, dates, numbers and codes, names) run in a fixed order over one shared collector: a span
 * one finder takes is closed to the next, so "3:30 pm" is one time and never the numbers 3 and 30.
 */
import type { Fact, FactKind, WordLexicon } from './fact-types.js';
import { allMatches } from './all-matches.js';

export interface Span {
  readonly start: number;
  readonly end: number;
}

/** The text being read and the facts found so far; finders add facts only through `add`. */
export interface FactCollector {
  /** The normalised text. */
  readonly text: string;
  /** The same, in lower case: each pattern runs only when its cue is in the text. */
  readonly lower: string;
  /** Most texts have no digits at all, and most patterns need one. */
  readonly hasDigit: boolean;
  readonly lexicon: WordLexicon;
  readonly facts: Fact[];
  readonly provides: Set<string>;
  readonly taken: Uint8Array;
  /** Whether no fact has taken any character of the span. */
  free(span: Span): boolean;
  take(span: Span): void;
  /** Records a fact, takes its span, and provides its keys and the keys it implies (a time provides its hour). */
  add(kind: FactKind, span: Span, keys: readonly string[], implied?: readonly string[], subtype?: 'place' | 'person'): void;
  /** Records a weak fact without taking its span, whose words other finders and the alignment still read. */
  note(kind: FactKind, span: Span, keys: readonly string[]): void;
  /** Marks the last fact weak: it counts only against another fact in its place. */
  weakenLast(): void;
  /** Adds marks to the last fact. */
  markLast(marks: Pick<Fact, 'weak' | 'lowerStem'>): void;
  /** Calls `onMatch` for each match of `pattern` whose span is still free. */
  scan(pattern: RegExp, onMatch: (match: RegExpExecArray, span: Span) => void): void;
}

export function createFactCollector(text: string, lexicon: WordLexicon): FactCollector {
  const taken = new Uint8Array(text.length);
  const facts: Fact[] = [];
  const provides = new Set<string>();
  const free = (span: Span) => {
    for (let i = span.start; i < span.end; i++) if (taken[i] === 1) return false;
    return true;
  };
  const take = (span: Span) => taken.fill(1, span.start, span.end);
  const markLast = (marks: Pick<Fact, 'weak' | 'lowerStem'>) => {
    facts[facts.length - 1] = { ...facts[facts.length - 1]!, ...marks };
  };
  return {
    text,
    lower: text.toLowerCase(),
    hasDigit: /\d/.test(text),
    lexicon,
    facts,
    provides,
    taken,
    free,
    take,
    add(kind, span, keys, implied = [], subtype) {
      take(span);
      facts.push({ kind, text: text.slice(span.start, span.end).trim(), keys, start: span.start, ...(subtype && { subtype }) });
      for (const key of [...keys, ...implied]) provides.add(key);
    },
    note(kind, span, keys) {
      facts.push({ kind, text: text.slice(span.start, span.end).trim(), keys, start: span.start, weak: true });
      for (const key of keys) provides.add(key);
    },
    weakenLast() {
      markLast({ weak: true });
    },
    markLast,
    scan(pattern, onMatch) {
      for (const match of allMatches(text, pattern)) {
        const span = { start: match.index, end: match.index + match[0].length };
        if (free(span)) onMatch(match, span);
      }
    },
  };
}
