/**
 * A gendered title changed on the same surname: "Mr. Lee" and "Mrs. Lee" are two people, though
 * the name fact "Lee" agrees. The name check of the guard reports it as a person changed.
 */
import type { TextFacts } from './fact-types.js';
import type { Contradiction } from './guard.js';

const GENDERED_TITLE = /\b(mr|mrs|ms|miss)\.?\s+([a-z]+)/gi;

/** The same surname under another title: "Mr. Lee" and "Mrs. Lee" are two people. */
export function findTitleChanges(want: TextFacts, have: TextFacts): Contradiction[] {
  const titles = (facts: TextFacts) => new Map([...facts.text.matchAll(GENDERED_TITLE)].map((m) => [m[2]!.toLowerCase(), m[0]] as const));
  const theirs = titles(have);
  const found: Contradiction[] = [];
  for (const [name, written] of titles(want)) {
    const other = theirs.get(name);
    const sex = (title: string) => (/^mr\b/i.test(title) && !/^mrs/i.test(title) ? 'm' : 'f');
    if (other !== undefined && sex(written) !== sex(other)) found.push({ kind: 'name', subtype: 'person', expected: written, actual: other });
  }
  return found;
}
