/**
 * The same facts in other roles: "from Denver to Austin" against "from Austin to Denver", a person
 * done to in one text and asked to act in the other, two names (or dates) in the other order
 * where order carries the role ("Tom interviews Maya" / "Maya interviews Tom"), or two events in
 * the other order around "before" (event-order.ts). A list ("Tom and
 * Maya") or two joined clauses may come in any order, and so may the clauses of a long text.
 */
import { findAddresseePronounSwap, findDelegatedRole, findNamedPronounSwap, findPronounChange, findPronounRoleSwap } from './delegation.js';
import type { Fact, TextFacts } from './fact-types.js';
import type { Contradiction } from './guard.js';
import { findClauseRoleSwap, isLongPair } from './long-text.js';
import { isFloor } from './floor-facts.js';
import { findPartyRoleSwap } from './party-roles.js';
import { findAgentSwap, findDeedSwap, findHandingSwap, findVoiceSwap } from './doer-swaps.js';
import { findSpanExchange, SAME_DOING } from './span-exchange.js';
import { findEventOrderSwap } from './event-order.js';
import { findContrastSwap } from './contrast-swaps.js';
import { findNameInOthersPlace } from './name-places.js';
import { stem } from './stems.js';
import { allMatches } from './all-matches.js';
import { FUNCTION_WORDS } from './content-words.js';
import { wordsAndMarks } from './text-tokens.js';

const ROLE_PATTERN = /\bfrom\s+((?:the\s+|my\s+|our\s+)?[a-z0-9' ]+?)\s+(?:to|into|until|till|through|for)\s+((?:the\s+|my\s+|our\s+)?[a-z0-9']+(?:\s+[a-z0-9']+)?)/g;
/** A route said with its start after the verb and its end after "for": "departs Bergen for Oslo". */
const DEPARTURE_PATTERN = /\b(?:departs?|departing|departed|leaves?|leaving|left|sails?|sailing|sets off from|heads? out of)\s+(?:from\s+)?((?:the\s+)?[a-z0-9' ]+?)\s+for\s+((?:the\s+)?[a-z0-9']+(?:\s+[a-z0-9']+)?)/g;
/** The routes of a text, as the words of where each starts and ends ("the" or "my" left off). */
function routes(facts: TextFacts): (readonly [string, string])[] {
  const clean = (phrase: string) => phrase.replace(/^(the|my|our)\s+/, '').trim();
  return [ROLE_PATTERN, DEPARTURE_PATTERN].flatMap((pattern) => allMatches(facts.text.toLowerCase(), pattern).map((m) => [clean(m[1]!), clean(m[2]!)] as const));
}

/** Routes whose end is the other route's start (`headTurned`), though the words may read as reordered. */
function turnedRoutes(want: TextFacts, have: TextFacts): Contradiction[] {
  const found: Contradiction[] = [];
  for (const [from, to] of routes(want)) {
    for (const [otherFrom, otherTo] of routes(have)) {
      if (headTurned(from, to, otherFrom, otherTo)) found.push({ kind: 'role', expected: `from ${from} to ${to}`, actual: `from ${otherFrom} to ${otherTo}` });
    }
  }
  return found;
}

/** The last word of a phrase of a route, an owner's "'s" aside: "mrs gupta's son" ends in "son". */
const routeHead = (phrase: string): string => phrase.replace(/'s\b/g, '').split(' ').pop()!;

/**
 * The word a route ends at is the word the other route starts from, and the start is another:
 * "from Mrs Gupta to her son" / "from Mrs Gupta's son to her".
 */
function headTurned(from: string, to: string, otherFrom: string, otherTo: string): boolean {
  const end = routeHead(to);
  return /^\p{L}{3,}$/u.test(end) && !FUNCTION_WORDS.has(end) && end === routeHead(otherFrom) && routeHead(from) !== end && routeHead(otherTo) !== end;
}
const LIST_BETWEEN = /^[\s,&]*(and|or|&)?[\s,&]*$/i;
const CLAUSE_JOIN = /\b(and|or|then)\b|[,;]/i;

/**
 * A name of the other text that this text writes capitalised where case says nothing (at its
 * start: "Tom interviews Maya", where "tom" is also a common word): a name here too, for order.
 */
function openingNames(facts: TextFacts, other: TextFacts): Fact[] {
  const found: Fact[] = [];
  for (const fact of other.facts) {
    if (fact.kind !== 'name' || fact.weak === true || fact.greeting === true || facts.facts.some((f) => f.keys.some((k) => fact.keys.includes(k)))) continue;
    const at = facts.text.search(new RegExp(`(?<![\\p{L}])${fact.text.replace(/[^\p{L}]/gu, '')}(?![\\p{L}])`, 'u'));
    if (at >= 0) found.push({ ...fact, start: at });
  }
  return found;
}

const SKIPPED_BESIDE = new Set(['the', 'a', 'an', 'my', 'our', 'your', 'his', 'her', 'their']);

/** The stem of the word right before (or after) a fact, past articles and possessives; '' at the text's edge. */
function besideWord(facts: TextFacts, fact: Fact, after: boolean): string {
  const words = after
    ? (facts.text.slice(fact.start + fact.text.length).toLowerCase().match(/[\p{L}\p{N}]+|[^\s\p{L}\p{N}]/gu) ?? [])
    : (facts.text.slice(0, fact.start).toLowerCase().match(/[\p{L}\p{N}]+|[^\s\p{L}\p{N}]/gu) ?? []).reverse();
  const word = words.find((w) => !SKIPPED_BESIDE.has(w) && w !== 's' && w !== "'" && w !== '’');
  return word === undefined ? '' : stem(word);
}

/**
 * Whether each of two facts took a neighbouring word of the other between the texts ("Tom will
 * interview Maya on Friday" / "On Friday Maya will interview Tom": Maya now stands before "will",
 * Tom after "interview").
 */
function tradedSurroundings(want: TextFacts, a: Fact, b: Fact, have: TextFacts, otherA: Fact, otherB: Fact): boolean {
  const beside = (facts: TextFacts, fact: Fact) => [besideWord(facts, fact, false), besideWord(facts, fact, true)];
  const [nearA, nearB] = [beside(want, a), beside(want, b)];
  const took = (now: readonly string[], own: readonly string[], other: readonly string[]) => now.some((word, side) => word === other[side] && word !== own[side]);
  return took(beside(have, otherA), nearA, nearB) && took(beside(have, otherB), nearB, nearA);
}

const CLAUSE_EDGE = /\b(?:and|or|then|but|while)\b|[,;.!?]/gi;
const PRONOUNS = new Set(['i', 'me', 'you', 'he', 'him', 'she', 'her', 'we', 'us', 'they', 'them', 'it', 'his', 'their', 'our', 'my', 'your']);

/** The stems of the words of a fact's own clause, the fact, pronouns and little words left out. */
function clauseStems(facts: TextFacts, fact: Fact): Set<string> {
  let [start, end] = [0, facts.text.length];
  for (const edge of facts.text.matchAll(CLAUSE_EDGE)) {
    if (edge.index + edge[0].length <= fact.start) start = edge.index + edge[0].length;
    else if (edge.index >= fact.start + fact.text.length) {
      end = edge.index;
      break;
    }
  }
  const words = `${facts.text.slice(start, fact.start)} ${facts.text.slice(fact.start + fact.text.length, end)}`.toLowerCase().match(/[\p{L}]+/gu) ?? [];
  return new Set(words.filter((word) => word.length > 2 && !PRONOUNS.has(word) && !SKIPPED_BESIDE.has(word)).map(stem));
}

/** Whether each of two names, in clauses of their own, stands in the clause the other had. */
function tradedClauses(want: TextFacts, a: Fact, b: Fact, have: TextFacts, otherA: Fact, otherB: Fact): boolean {
  const [aBefore, bBefore, aNow, bNow] = [clauseStems(want, a), clauseStems(want, b), clauseStems(have, otherA), clauseStems(have, otherB)];
  const shared = (p: ReadonlySet<string>, q: ReadonlySet<string>) => [...p].filter((word) => q.has(word)).length;
  return shared(aNow, bBefore) > shared(aNow, aBefore) && shared(bNow, aBefore) > shared(bNow, bBefore);
}

/** The text after a possessive name, and before a name that "for" or "of" a thing names. */
const POSSESSIVE_START = /^'s?\s/;
const FOR_END = /\b(?:for|of)\s+(?:the\s+)?(?:(?:mr|mrs|ms|miss|dr|prof)\.?\s+)?$/i;

/** The text between two facts, whichever comes first. */
function textBetween(facts: TextFacts, p: Fact, q: Fact): string {
  const [first, second] = p.start < q.start ? [p, q] : [q, p];
  return facts.text.slice(first.start + first.text.length, second.start);
}

/** The same facts or places in other roles: "from A to B" against "from B to A", or names in another order. */
export function findRoleSwaps(want: TextFacts, have: TextFacts): Contradiction[] {
  // The same words with two spans traded: the words between them say whether roles changed. A
  // reorder settles it; a swap the rules below name more precisely keeps their reason.
  const exchanged = findSpanExchange(want.text, have.text);
  // Not a route's end made its start with an owner's "'s" ("from Mrs Gupta to her son" / "from Mrs
  // Gupta's son to her"), which reads as words reordered.
  if (exchanged?.kind === 'reorder') return turnedRoutes(want, have);
  const found = findNamedRoleSwaps(want, have);
  if (found.length > 0) return found;
  if (exchanged !== undefined) return [{ kind: 'role', expected: exchanged.expected, actual: exchanged.actual }];
  // Two things set against each other the other way round ("this Friday, not next Friday").
  const contrast = findContrastSwap(want.text, have.text);
  if (contrast !== undefined) return [{ kind: 'role', ...contrast }];
  const moved = findMovedParty(want.text, have.text);
  if (moved !== undefined) return [moved];
  // One name in another's place, both named in both texts ("to the Cedar House porter" / "to the Willow House porter").
  const placed = findNameInOthersPlace(want, have);
  if (placed !== undefined) return [{ kind: 'role', ...placed }];
  // Two events in the other order, said in other words ("sweep the chimney before lining the flue").
  const order = findEventOrderSwap(want.text, have.text);
  return order === undefined ? [] : [order];
}

/**
 * One word put in another's place, where each text names both elsewhere: "Oakridge vs Castlewood –
 * Oakridge batting first" / "... – Castlewood batting first", "on the bank side" / "on the bakery
 * side" between the bank and the bakery. Both parties are still named, so no fact goes missing;
 * the one slot says which of them does the thing. The texts are the same word for word but there.
 * Or two words traded in three places or more, the rest word for word the same: "groomed by Kwame,
 * not Priya. Priya only did his nails" / "groomed by Priya, not Kwame. Kwame only did his nails".
 * (Traded in two places, the frame between them decides: span-exchange.ts.)
 */
function findMovedParty(wantText: string, haveText: string): Contradiction | undefined {
  const [mine, theirs] = [wordsAndMarks(wantText), wordsAndMarks(haveText)];
  if (mine.length !== theirs.length) return undefined;
  const changed: number[] = [];
  for (let i = 0; i < mine.length; i++) if (mine[i] !== theirs[i]) changed.push(i);
  if (changed.length === 0) return undefined;
  const at = changed[0]!;
  const [word, other] = [mine[at]!, theirs[at]!];
  if (!/^\p{L}{2,}$/u.test(word) || !/^\p{L}{2,}$/u.test(other) || FUNCTION_WORDS.has(word) || FUNCTION_WORDS.has(other)) return undefined;
  const next = mine[at + 1] !== undefined && /^\p{L}/u.test(mine[at + 1]!) ? ` ${mine[at + 1]}` : '';
  const role: Contradiction = { kind: 'role', expected: `${word}${next}`, actual: `${other}${next}` };
  if (changed.length === 1) return theirs.includes(word) && mine.includes(other) ? role : undefined;
  const traded = changed.every((i) => (mine[i] === word && theirs[i] === other) || (mine[i] === other && theirs[i] === word));
  return changed.length >= 3 && traded && changed.some((i) => mine[i] === other) ? role : undefined;
}

/** One place in two routes, where one may run a word further ("bergen on" / "bergen"). */
function samePlace(a: string, b: string): boolean {
  const [x, y] = [a.split(' ').map(stem).join(' '), b.split(' ').map(stem).join(' ')];
  return x === y || x.startsWith(`${y} `) || y.startsWith(`${x} `);
}

/** Role swaps seen through routes, delegation, clauses and the order of names. */
function findNamedRoleSwaps(want: TextFacts, have: TextFacts): Contradiction[] {
  const found: Contradiction[] = [];
  for (const [from, to] of routes(want)) {
    for (const [otherFrom, otherTo] of routes(have)) {
      if ((samePlace(from, otherTo) && samePlace(to, otherFrom) && from !== to) || headTurned(from, to, otherFrom, otherTo)) {
        found.push({ kind: 'role', expected: `from ${from} to ${to}`, actual: `from ${otherFrom} to ${otherTo}` });
      }
    }
  }
  // In long texts the order of names says nothing: clauses come in any order ("Raj leads the
  // backend and Sofia the frontend" / "Sofia leads the frontend and Raj the backend").
  if (found.length > 0) return found;
  // A person done to in one text and asked to do it in the other ("Pay Jamal back" / "Ask Jamal to pay me back").
  // Or a doer and a receiver, both pronouns, that trade places ("He will send you the keys" / "you send him the keys").
  // Or who does a thing, said by "by" against "to" ("owed by Harper" / "owed to Harper"), or two pronouns that trade their deeds.
  const delegated =
    findDelegatedRole(want, have) ?? findPronounRoleSwap(want.text, have.text) ?? findNamedPronounSwap(want, have) ?? findAddresseePronounSwap(want, have) ?? findPartyRoleSwap(want, have) ?? findAgentSwap(want.text, have.text) ?? findVoiceSwap(want.text, have.text) ?? findDeedSwap(want.text, have.text) ?? findHandingSwap(want, have);
  if (delegated !== undefined) return [{ kind: 'role', ...delegated }];
  // A pronoun of another person in the same words: traded when each text has the other's person
  // too ("they'll send it to us, and we'll return it" / "we'll send it to them, and they'll return it").
  const changed = findPronounChange(want.text, have.text);
  if (changed !== undefined) return [changed.traded ? { kind: 'role', expected: changed.expected, actual: changed.actual } : { kind: 'name', subtype: 'person', expected: changed.expected, actual: changed.actual }];
  if (isLongPair(want.text, have.text)) {
    // What each name does decides instead ("Lena will book the bus and Omar the lunch").
    const swap = findClauseRoleSwap(want, have);
    return swap === undefined ? [] : [{ kind: 'role', ...swap }];
  }
  const ordered = (facts: TextFacts, other: TextFacts) => [...facts.facts, ...openingNames(facts, other)].filter((f) => (f.kind === 'name' && !isFloor(f)) || f.kind === 'date').sort((a, b) => a.start - b.start);
  const mine = ordered(want, have);
  const theirs = ordered(have, want);
  for (let i = 0; i < mine.length; i++) {
    for (let j = i + 1; j < mine.length; j++) {
      const [a, b] = [mine[i]!, mine[j]!];
      if (a.kind !== b.kind) continue;
      const x = theirs.findIndex((f) => f.keys.some((k) => a.keys.includes(k)));
      const y = theirs.findIndex((f) => f.keys.some((k) => b.keys.includes(k)));
      if (x < 0 || y < 0 || x < y) continue;
      const listed = (facts: TextFacts, p: Fact, q: Fact) => LIST_BETWEEN.test(textBetween(facts, p, q).replace(/'s\b/g, ''));
      // Two names in clauses joined by "and" in both texts: the clauses may come in any order
      // ("Email Hannah and call Dad" / "Call Dad and email Hannah").
      const clauses = (facts: TextFacts, p: Fact, q: Fact) => CLAUSE_JOIN.test(textBetween(facts, p, q));
      if (listed(want, a, b) || listed(have, theirs[y]!, theirs[x]!)) continue;
      // Two names that do the same: "Kenji passed, and so did Amaya" / "Amaya passed, and so did Kenji".
      if (SAME_DOING.test(textBetween(want, a, b)) && SAME_DOING.test(textBetween(have, theirs[y]!, theirs[x]!))) continue;
      // Unless each name took the other's clause: "Kay will pay the supplier and Rob will reimburse
      // her" / "Rob will pay the supplier and Kay will reimburse him".
      if (clauses(want, a, b) && clauses(have, theirs[y]!, theirs[x]!) && !tradedClauses(want, a, b, have, theirs[x]!, theirs[y]!)) continue;
      // A possessive said with "for" or "of": "the Fiesta's MOT" is "the MOT for the Fiesta", "Mrs
      // Okafor's ring from Hallam" is "the ring Hallam resized for Mrs Okafor".
      const [mineBetween, theirsBetween] = [textBetween(want, a, b), textBetween(have, theirs[y]!, theirs[x]!)];
      const possessive = (fact: Fact, between: string) => /'s?$/.test(fact.text) || POSSESSIVE_START.test(between);
      if ((possessive(a, mineBetween) && FOR_END.test(theirsBetween)) || (FOR_END.test(mineBetween) && possessive(theirs[y]!, theirsBetween))) continue;
      // Order alone is no role: the words beside the two must trade places with them ("Tom
      // interviews Maya" / "Maya interviews Tom"), not just be rephrased ("Bank of Ireland branch on
      // Grafton Street" / "The Grafton Street branch of Bank of Ireland").
      if (!tradedSurroundings(want, a, b, have, theirs[x]!, theirs[y]!)) continue;
      found.push({ kind: 'role', expected: `${a.text} before ${b.text}`, actual: `${b.text} before ${a.text}` });
    }
  }
  return found;
}
