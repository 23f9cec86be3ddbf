/**
 * The fact guard: what sentence embeddings miss. Two texts that differ only in a name, a place, a
 * number, a time, a date, a negation or an opposite verb ("flight to Paris" / "flight to London",
 * "lock the door" / "unlock the door") look alike to an embedding model; the guard rejects them.
 *
 * The rule is one-sided and strict: every name, number, time and date of the expected text must be
 * stated by the actual text too (in any spelling: "3pm" = "15:00", "two" = "2", "Sat" = "Saturday");
 * the actual text may add facts of its own. Negation must agree both ways.
 */
import { extractFacts, OPPOSITE_STEMS, type Fact, type FactKind, type TextFacts } from './facts.js';

export type { Fact, FactKind } from './facts.js';

/** Which checks the guard runs; all are on unless turned off. */
export interface GuardOptions {
  /** Capitalised names and places, codes such as "Q3", and family words ("mom" is not "dad"). */
  readonly names?: boolean;
  readonly numbers?: boolean;
  readonly times?: boolean;
  readonly dates?: boolean;
  /** Both texts negated, or neither ("can" / "can't"). */
  readonly negation?: boolean;
  /** Opposite actions and states ("accept" / "decline", "on" / "off"). */
  readonly opposites?: boolean;
}

/** A fact of the expected text that the actual text does not state or states the other way. */
export interface Contradiction {
  readonly kind: FactKind | 'negation' | 'opposite';
  /** The expected text's words, or for negation and opposites what each side says. */
  readonly expected: string;
  readonly actual?: string;
}

export interface GuardResult {
  readonly pass: boolean;
  readonly contradictions: readonly Contradiction[];
}

const KIND_OPTION: Record<FactKind, keyof GuardOptions> = {
  name: 'names',
  number: 'numbers',
  time: 'times',
  date: 'dates',
};

/**
 * Checks that `actual` keeps the facts of `expected`.
 *
 * @example
 * checkFacts('Flight to Paris at 3pm', 'Flight to London at 15:00');
 * // { pass: false, contradictions: [{ kind: 'name', expected: 'Paris' }] }
 */
export function checkFacts(expected: string, actual: string, options: GuardOptions = {}): GuardResult {
  const want = extractFacts(expected);
  const have = extractFacts(actual);
  const enabled = (option: keyof GuardOptions) => options[option] !== false;
  const contradictions: Contradiction[] = [];

  for (const fact of want.facts) {
    if (enabled(KIND_OPTION[fact.kind]) && !stated(fact, have)) {
      contradictions.push({ kind: fact.kind, expected: fact.text });
    }
  }
  if (enabled('negation') && (want.negations.length > 0) !== (have.negations.length > 0)) {
    contradictions.push({
      kind: 'negation',
      expected: want.negations.length > 0 ? want.negations.join(' ') : 'not negated',
      actual: have.negations.length > 0 ? have.negations.join(' ') : 'not negated',
    });
  }
  if (enabled('opposites')) contradictions.push(...opposites(want, have));
  return { pass: contradictions.length === 0, contradictions };
}

function stated(fact: Fact, facts: TextFacts): boolean {
  return fact.keys.some((key) => facts.provides.has(key));
}

function opposites(want: TextFacts, have: TextFacts): Contradiction[] {
  const found: Contradiction[] = [];
  const says = (facts: TextFacts, side: ReadonlySet<string>) => [...side].some((s) => facts.stems.has(s));
  for (const [left, right, label] of OPPOSITE_STEMS) {
    for (const [mine, theirs] of [[left, right], [right, left]] as const) {
      if (says(want, mine) && !says(want, theirs) && says(have, theirs) && !says(have, mine)) {
        const [a, b] = label.split('/');
        found.push({ kind: 'opposite', expected: mine === left ? a! : b!, actual: mine === left ? b! : a! });
      }
    }
  }
  return found;
}
