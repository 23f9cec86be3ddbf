/**
 * A gendered title changed on the same surname: "Mr. Lee" and "Mrs. Lee" are two people, though
 * the name fact "Lee" agrees. So are "the mayor" and "the deputy mayor": a rank before a role
 * names someone else. The name check of the guard reports either as a person changed.
 */
import type { TextFacts } from './fact-types.js';
import type { Contradiction } from './guard.js';
import { allMatches } from './all-matches.js';

const GENDERED_TITLE = /\b(mr|mrs|ms|miss)\.?\s+([a-z]+)/gi;
/**
 * A rank that makes a role another person's: "deputy head", "vice-chair", "assistant manager",
 * "co-host". It opens a phrase, after an article or at the start; after a noun it is the role
 * itself ("marketing assistant job").
 */
const RANKED_ROLE = /(?:^|[^\p{L}\s]\s*|\b(?:the|a|an|our|my|your|their|his|her|its|with|to|from|for|and|by|new|as)\s+)(deputy|vice|assistant|associate|acting|interim|co)[\s-]+(\p{L}{3,})\b/giu;
/**
 * A rank word before a space or a hyphen, which every RANKED_ROLE match holds. RANKED_ROLE tries
 * its openings at every position of a text, so texts without a rank word skip it.
 */
const RANK_WORD = /(?:deputy|vice|assistant|associate|acting|interim|co)[\s-]/iu;
/** Words after a rank that are no role ("assistant to the manager", "acting on advice"). */
const NOT_ROLES = new Set(['the', 'and', 'for', 'with', 'from', 'out', 'was', 'will', 'has', 'had', 'are', 'our', 'your', 'their', 'his', 'her', 'this', 'that']);

/** The same surname under another title: "Mr. Lee" and "Mrs. Lee" are two people. */
export function findTitleChanges(want: TextFacts, have: TextFacts): Contradiction[] {
  const titles = (facts: TextFacts) => new Map(allMatches(facts.text, GENDERED_TITLE).map((m) => [m[2]!.toLowerCase(), m[0]] as const));
  const theirs = titles(have);
  const found: Contradiction[] = [];
  for (const [name, written] of titles(want)) {
    const other = theirs.get(name);
    const sex = (title: string) => (/^mr\b/i.test(title) && !/^mrs/i.test(title) ? 'm' : 'f');
    if (other !== undefined && sex(written) !== sex(other)) found.push({ kind: 'name', subtype: 'person', expected: written, actual: other });
  }
  for (const [facts, other, flip] of [[want, have, false], [have, want, true]] as const) {
    if (!RANK_WORD.test(facts.text)) continue;
    const text = other.text.toLowerCase();
    for (const m of facts.text.matchAll(RANKED_ROLE)) {
      const [rank, role] = [m[1]!.toLowerCase(), m[2]!.toLowerCase()];
      if (NOT_ROLES.has(role) || !new RegExp(`\\b${role}\\b`).test(text) || new RegExp(`\\b${rank}[\\s-]+${role}\\b`).test(text)) continue;
      const [ranked, plain] = [`${rank}${m[0].includes(`${m[1]}-`) ? '-' : ' '}${role}`, role];
      found.push(flip ? { kind: 'name', subtype: 'person', expected: plain, actual: ranked } : { kind: 'name', subtype: 'person', expected: ranked, actual: plain });
    }
  }
  return found;
}
