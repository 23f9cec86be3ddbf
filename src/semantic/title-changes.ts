/**
 * A title changed on the same surname: "Mr. Lee" and "Mrs. Lee" are two people, though the name
 * fact "Lee" agrees, and so are "Mrs. Lee" and "Miss Lee", or "Mr. Lee" and "Dr. Lee". So are "the
 * mayor" and "the deputy mayor": a rank before a role names someone else ("co" only with its
 * hyphen: "Hollis & Co trade show" names a firm). So are a grandson and a granddaughter. The name
 * check of the guard reports each as a person changed.
 */
import type { TextFacts } from './fact-types.js';
import type { Contradiction } from './guard.js';
import { allMatches } from './all-matches.js';
import { holdsAny } from './room-changes.js';
import { stem } from './stems.js';

const TITLED_NAME = /\b(mr|mrs|ms|miss|dr|doctor|prof|professor)\.?\s+([a-z]+)/gi;
/** A title written out is the same title: "Doctor Lee" is "Dr Lee". */
const TITLE_FORMS: Readonly<Record<string, string>> = { doctor: 'dr', professor: 'prof' };
const titleOf = (written: string) => {
  const title = /^[a-z]+/i.exec(written)![0].toLowerCase();
  return TITLE_FORMS[title] ?? title;
};
/**
 * A rank that makes a role another person's: "deputy head", "vice-chair", "assistant manager",
 * "co-host". It opens a phrase, after an article or at the start; after a noun it is the role
 * itself ("marketing assistant job").
 */
const RANKED_ROLE = /(?:^|[^\p{L}\s]\s*|\b(?:the|a|an|our|my|your|their|his|her|its|with|to|from|for|and|by|new|as)\s+)(deputy|vice|assistant|associate|acting|interim|co(?=-))[\s-]+(\p{L}{3,})\b/giu;
/**
 * A rank word before a space or a hyphen, which every RANKED_ROLE match holds. RANKED_ROLE tries
 * its openings at every position of a text, so texts without a rank word skip it.
 */
const RANK_WORD = /(?:deputy|vice|assistant|associate|acting|interim|co)[\s-]/iu;
/** Words after a rank that are no role ("assistant to the manager", "acting on advice"). */
const NOT_ROLES = new Set(['the', 'and', 'for', 'with', 'from', 'out', 'was', 'will', 'has', 'had', 'are', 'our', 'your', 'their', 'his', 'her', 'this', 'that']);

/**
 * Words for a man and for a woman in the same relation or role, each with its plural: "her grandson
 * rang" and "her granddaughter rang" name two people. Family words the name finder keeps apart
 * already (KIN_GROUPS: "son" / "daughter", "uncle" / "aunt") are not listed again.
 */
const COUNTERPARTS: readonly (readonly [string, string])[] = [
  ['grandson', 'granddaughter'], ['stepson', 'stepdaughter'], ['daddy', 'mummy'], ['boy', 'girl'],
  ['boyfriend', 'girlfriend'], ['king', 'queen'], ['prince', 'princess'], ['landlord', 'landlady'], ['headmaster', 'headmistress'],
  ['waiter', 'waitress'], ['host', 'hostess'], ['actor', 'actress'], ['steward', 'stewardess'], ['man', 'woman'], ['gentleman', 'lady'],
  ['groom', 'bride'], ['bridegroom', 'bride'], ['fiance', 'fiancee'], ['widower', 'widow'], ['godfather', 'godmother'], ['godson', 'goddaughter'],
];
const PLURAL: Readonly<Record<string, string>> = { man: 'men', woman: 'women', gentleman: 'gentlemen', lady: 'ladies', princess: 'princesses', waitress: 'waitresses', hostess: 'hostesses', actress: 'actresses', stewardess: 'stewardesses', headmistress: 'headmistresses', landlady: 'landladies', auntie: 'aunties', mummy: 'mummies', daddy: 'daddies', widow: 'widows' };
const forms = (word: string) => [word, PLURAL[word] ?? `${word}s`];
/** Each form of each word with its own forms and its counterpart's ("niece" -> niece, nieces / nephew, nephews). */
const COUNTERPART_FORMS: ReadonlyMap<string, readonly (readonly [readonly string[], readonly string[]])[]> = (() => {
  const map = new Map<string, (readonly [readonly string[], readonly string[]])[]>();
  for (const [his, hers] of COUNTERPARTS) {
    for (const [one, other] of [[his, hers], [hers, his]] as const) {
      for (const form of forms(one)) map.set(form, [...(map.get(form) ?? []), [forms(one), forms(other)]]);
    }
  }
  return map;
})();

/** A man's word in one text where the other has the woman's (or the other way), and neither text has both. */
function counterpartChanges(want: TextFacts, have: TextFacts): Contradiction[] {
  const words = (facts: TextFacts) => new Set(facts.text.toLowerCase().replace(/[éè]/g, 'e').match(/\p{L}+/gu) ?? []);
  const mine = words(want);
  const found: Contradiction[] = [];
  let theirs: Set<string> | undefined;
  for (const word of mine) {
    const entries = COUNTERPART_FORMS.get(word);
    if (entries === undefined) continue;
    theirs ??= words(have);
    if (theirs.has(word)) continue;
    for (const [own, other] of entries) {
      const b = other.find((form) => theirs!.has(form) && !mine.has(form));
      if (b !== undefined && !other.some((form) => mine.has(form)) && !own.some((form) => theirs!.has(form))) found.push({ kind: 'name', subtype: 'person', expected: word, actual: b });
    }
  }
  return found;
}

/**
 * Offices a person holds, each group one office under its several names: "the area manager" and
 * "the regional director" are two people, as "the club secretary" and "the treasurer" are. Titles
 * that shade into each other by trade ("coach" / "instructor", "teacher" / "tutor") are left out.
 */
const OFFICES: readonly (readonly string[])[] = [
  ['manager', 'managers'], ['director', 'directors'], ['supervisor', 'supervisors'],
  ['coordinator', 'coordinators', 'co-ordinator', 'co-ordinators'], ['treasurer', 'treasurers'], ['secretary', 'secretaries'],
  ['chair', 'chairperson', 'chairman', 'chairwoman'], ['president', 'presidents'], ['receptionist', 'receptionists'],
  ['caretaker', 'caretakers', 'janitor', 'janitors'], ['principal', 'headteacher', 'headmaster', 'headmistress'],
];
const OFFICE_OF: ReadonlyMap<string, number> = new Map(OFFICES.flatMap((names, office) => names.map((name) => [name, office] as const)));
const OFFICE_WORD = new RegExp(`\\b(?:${[...OFFICE_OF.keys()].join('|')})\\b`, 'gi');

/** The stems of the offices' words, as the text's stems are cut ("co-ordinator" gives "ordin"): a text with none names no office. */
const OFFICE_STEMS: ReadonlySet<string> = new Set([...OFFICE_OF.keys()].flatMap((name) => name.match(/[a-z]+/g)!.filter((part) => part !== 'co').map(stem)));

/** One office in one text where the other names another, and neither names the other's: "area manager" / "regional director". */
function officeChanges(want: TextFacts, have: TextFacts): Contradiction[] {
  const offices = (facts: TextFacts) => {
    const found = new Map<number, string>();
    if (!holdsAny(facts.stems, OFFICE_STEMS)) return found;
    for (const m of facts.text.matchAll(OFFICE_WORD)) {
      const office = OFFICE_OF.get(m[0].toLowerCase())!;
      if (!found.has(office)) found.set(office, m[0]);
    }
    return found;
  };
  const mine = offices(want);
  if (mine.size === 0) return [];
  const theirs = offices(have);
  const lost = [...mine].filter(([office]) => !theirs.has(office));
  const gained = [...theirs].filter(([office]) => !mine.has(office));
  return lost.length === 1 && gained.length === 1 ? [{ kind: 'name', subtype: 'person', expected: lost[0]![1], actual: gained[0]![1] }] : [];
}

/** Each surname after a title, with its titles as written: "Mr Lee and Mrs Lee" gives "lee" two. */
function titledNames(text: string): Map<string, Map<string, string>> {
  const names = new Map<string, Map<string, string>>();
  for (const m of allMatches(text, TITLED_NAME)) {
    const [name, title] = [m[2]!.toLowerCase(), titleOf(m[0])];
    const titles = names.get(name) ?? new Map<string, string>();
    if (!titles.has(title)) titles.set(title, m[0]);
    names.set(name, titles);
  }
  return names;
}

/**
 * The same surname under another title: "Mr. Lee" and "Mrs. Lee" are two people. Where one text
 * gives a surname two titles and the other one of them, the other person is missing or added:
 * "Call Mr Lee and Mrs Lee" / "Call Mrs Lee".
 */
export function findTitleChanges(want: TextFacts, have: TextFacts): Contradiction[] {
  const [mine, theirs] = [titledNames(want.text), titledNames(have.text)];
  const found: Contradiction[] = [];
  for (const [name, titles] of mine) {
    const others = theirs.get(name);
    if (others === undefined) continue;
    if (titles.size === 1 && others.size === 1) {
      const [title, written] = [...titles][0]!;
      const [otherTitle, other] = [...others][0]!;
      if (title !== otherTitle) found.push({ kind: 'name', subtype: 'person', expected: written, actual: other });
      continue;
    }
    const shared = [...titles.keys()].some((title) => others.has(title));
    if (!shared) continue;
    for (const [title, written] of titles) if (!others.has(title)) found.push({ kind: 'name', subtype: 'person', expected: written });
    for (const [title, other] of others) if (!titles.has(title)) found.push({ kind: 'name', subtype: 'person', expected: '', actual: other, added: true });
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
  found.push(...counterpartChanges(want, have), ...officeChanges(want, have));
  return found;
}
