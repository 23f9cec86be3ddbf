/**
 * Roles between two parties said through whose a thing is or who owes whom, where pronouns stand
 * for one side:
 * - "Karim will be your mentor" / "you'll be Karim's mentor": the mentor is yours in one text and
 *   Karim's in the other, and each text names the other party too;
 * - "Pay back Kenji the $40 I owe him" / "Get the $40 Kenji owes me": the debtor and the creditor
 *   trade places once "I", "me" and "him" are read as the speaker and the one other person named;
 * - "Get the shed keys from Ravi" / "Hand the shed keys over to Ravi": one party at the two ends of
 *   a thing's way, whatever the verbs.
 * Names in other orders with the same words are the span and order rules' (role-swaps.ts).
 */
import { personNames } from './delegation.js';
import { ADDRESS_TITLES } from './lexicon.js';
import type { TextFacts } from './fact-types.js';
import type { RoleSwap } from './roles.js';
import { stem } from './stems.js';
import { splitter } from './text-tokens.js';

/** Who a possessive or a pronoun stands for: the speaker, the one spoken to, or a named person. */
const SPEAKER = new Set(['i', 'me', 'my', 'mine', 'we', 'us', 'our', 'ours']);
const ADDRESSEE = new Set(['you', 'your', 'yours']);
const THIRD = new Set(['he', 'him', 'his', 'she', 'her', 'they', 'them', 'their']);
/** Words between a possessor and its thing that say nothing of it ("your new mentor"). */
const SKIPPED = new Set(['new', 'own', 'main', 'first', 'second', 'next', 'usual', 'old']);

const tokensOf = splitter(/[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*(?:'s)?|[.!?;,:]/gu, (text) => text.toLowerCase().replace(/[‘’]/g, "'"));
/** The same, with a plural's possessive mark kept on its word too ("the Turbo Tails' loader"). */
const possessiveTokensOf = splitter(/[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*(?:'s|(?<=s)'(?!\p{L}))?|[.!?;,:]/gu, (text) => text.toLowerCase().replace(/[‘’]/g, "'"));
/** A name's possessive, with its mark after the name's "s" or after an added "s": the name, or undefined. */
const possessor = (token: string): string | undefined => (token.endsWith("'s") ? token.slice(0, -2) : token.endsWith("'") ? token.slice(0, -1) : undefined);

/** The people a text names, not whom it greets or who signs it, in lower case and without a possessive. */
function people(facts: TextFacts): Set<string> {
  return new Set(personNames(facts).map((name) => name.replace(/['’]s$/, '')));
}

/** Whom a text greets or is signed by: "your" in a message to Tom may be Tom's. */
function addressed(facts: TextFacts): Set<string> {
  return new Set(facts.facts.filter((fact) => fact.kind === 'name' && fact.greeting === true).map((fact) => fact.text.toLowerCase()));
}

/** Each thing said as someone's, by the stem of the thing: "your mentor" -> mentor: you. */
function possessions(tokens: readonly string[], named: ReadonlySet<string>): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  tokens.forEach((token, i) => {
    let owner: string | undefined;
    if (token === 'my' || token === 'our') owner = 'speaker';
    else if (token === 'your') owner = 'addressee';
    else if (named.has(possessor(token) ?? '')) owner = possessor(token);
    if (owner === undefined) return;
    let k = i + 1;
    // A pronoun's thing may stand past a place's name in the possessive: "your St Andrew's recital"
    // is yours (and St Andrew's).
    const pronoun = owner === 'speaker' || owner === 'addressee';
    while (SKIPPED.has(tokens[k] ?? '') || (pronoun && (tokens[k] === 'st' || possessor(tokens[k] ?? '') !== undefined))) k++;
    const thing = tokens[k];
    if (thing === undefined || !/^\p{L}{3,}$/u.test(thing)) return;
    const owners = out.get(stem(thing)) ?? new Set<string>();
    owners.add(owner);
    out.set(stem(thing), owners);
  });
  return out;
}

/** Whether a text speaks of the speaker, the one spoken to or a named person at all. */
function mentions(tokens: readonly string[], named: ReadonlySet<string>, party: string): boolean {
  if (party === 'speaker') return tokens.some((token) => SPEAKER.has(token));
  if (party === 'addressee') return tokens.some((token) => ADDRESSEE.has(token));
  return named.has(party) && tokens.some((token) => token === party || possessor(token) === party);
}

/**
 * A thing that is one party's in one text and another's in the other, each text naming both
 * parties: "Karim will be your mentor" / "you'll be Karim's mentor". "Your report" in a message to
 * Tom may be "Tom's report", so a greeted name stands for the addressee.
 */
function possessorSwap(want: TextFacts, have: TextFacts): RoleSwap | undefined {
  // Each text must say something is someone's: a token "my", "our" or "your", or a name's
  // possessive, which has an apostrophe. A text without any of these (in any case) has no
  // possessions, and most texts are such; their tokens are not read then.
  if (!OWNING.test(want.text) || !OWNING.test(have.text)) return undefined;
  // A plural's mark is rare: most texts are read with the tokens the other rules share.
  const tokens = (text: string) => (/s['’](?!\p{L})/u.test(text) ? possessiveTokensOf(text) : tokensOf(text));
  const [x, y] = [tokens(want.text), tokens(have.text)];
  const [namedX, namedY] = [people(want), people(have)];
  const greeted = new Set([...addressed(want), ...addressed(have)]);
  const [mine, theirs] = [possessions(x, namedX), possessions(y, namedY)];
  const party = (owner: string) => (greeted.has(owner) ? 'addressee' : owner);
  for (const [thing, owners] of mine) {
    const others = theirs.get(thing);
    if (others === undefined) continue;
    const a = [...owners].map(party);
    const b = [...others].map(party);
    if (a.some((owner) => b.includes(owner))) continue;
    // One side a pronoun's, the other a name's; both parties spoken of in both texts.
    for (const p of a) {
      for (const q of b) {
        const pronoun = (owner: string) => owner === 'speaker' || owner === 'addressee';
        if (pronoun(p) === pronoun(q)) continue;
        if (mentions(x, namedX, q) && mentions(y, namedY, p)) return { expected: `${label(p)} ${thing}`, actual: `${label(q)} ${thing}` };
      }
    }
  }
  return undefined;
}

/** What every possession needs in a text: "my", "our" (and so "your") or an apostrophe, straight or curly (the tokens straighten both). */
const OWNING = /my|our|['‘’]/i;

const label = (owner: string) => (owner === 'speaker' ? 'my' : owner === 'addressee' ? 'your' : `${owner}'s`);
/** A party as the subject or the object of "owe": "I owe Kenji", "Kenji owes me". */
const debt = (debtor: string, creditor: string) =>
  `${debtor === 'speaker' ? 'I owe' : debtor === 'addressee' ? 'you owe' : `${debtor} owes`} ${creditor === 'speaker' ? 'me' : creditor === 'addressee' ? 'you' : creditor}`;

/** Debts in a text as [debtor, creditor], each the speaker, the addressee or a named person. */
function debts(tokens: readonly string[], named: ReadonlySet<string>): [string, string][] {
  const out: [string, string][] = [];
  const party = (token: string | undefined): string | undefined => {
    if (token === undefined) return undefined;
    if (SPEAKER.has(token)) return 'speaker';
    if (ADDRESSEE.has(token)) return 'addressee';
    if (THIRD.has(token)) return 'third';
    return named.has(token) ? token : undefined;
  };
  tokens.forEach((token, i) => {
    if (!/^ow(e|es|ed|ing)$/.test(token)) return;
    const debtor = party(tokens[i - 1]);
    const creditor = party(tokens[i + 1]);
    if (debtor === undefined || creditor === undefined || debtor === creditor) return;
    // A pronoun for a third person is the one person named that is not the other party.
    const resolve = (who: string, other: string) => {
      if (who !== 'third') return who;
      const left = [...named].filter((name) => name !== other);
      return left.length === 1 ? left[0]! : undefined;
    };
    const [d, c] = [resolve(debtor, creditor), resolve(creditor, debtor)];
    if (d !== undefined && c !== undefined && d !== c) out.push([d, c]);
  });
  return out;
}

/** A debt whose debtor and creditor trade places: "I owe Kenji" / "Kenji owes me". */
function debtSwap(want: TextFacts, have: TextFacts): RoleSwap | undefined {
  // A debt needs a token "owe", "owes", "owed" or "owing" in each text, so the letters "ow".
  if (!/ow/i.test(want.text) || !/ow/i.test(have.text)) return undefined;
  const mine = debts(tokensOf(want.text), people(want));
  const theirs = debts(tokensOf(have.text), people(have));
  for (const [debtor, creditor] of mine) {
    if (theirs.some(([d, c]) => d === debtor && c === creditor)) continue;
    if (theirs.some(([d, c]) => d === creditor && c === debtor)) return { expected: debt(debtor, creditor), actual: debt(creditor, debtor) };
  }
  return undefined;
}

/** Forms of "be" before a verb: with a participle after them the subject is done to ("will be paid by"). */
const BE = new Set(['is', 'are', 'am', 're', 'was', 'were', 'be', 'been', 'being']);
/** Words that may stand between a subject and its verb: "Mateus is teaching", "we'll be sending", "she has already paid". */
const AUXILIARIES = new Set([
  ...BE, 'will', 'll', 'would', 'shall', 'should', 'can', 'could', 'must', 'may', 'might', 'has', 'have', 've', 'had', 'd', 'going', 'to',
  'also', 'then', 'now', 'just', 'already', 'still', 'usually', 'always', 'directly', 'personally',
]);
/** A possessive pronoun and the same person as an object: "his" and "him". */
const OBJECT_OF = new Map([
  ['his', 'him'],
  ['her', 'her'],
  ['their', 'them'],
]);
const OBJECTS = new Set(OBJECT_OF.values());
/**
 * Words that may also stand between a doer and a directed verb, before its "to": "you will need to
 * reimburse the society", "we're happy to pay you", "she has agreed to lend us".
 */
export const DOER_GAP: ReadonlySet<string> = new Set([...AUXILIARIES, 'need', 'needs', 'needed', 'ought', 'able', 'got', 'supposed', 'expected', 'required', 'agreed', 'promised', 'happy', 'willing', 'want', 'wants', 'wanted', 'planning', 'plan', 'plans']);
const VERB = /^\p{L}{3,}$/u;

/** A person's last word ("rosa" of "grandma rosa"), as the one word a clause may name them by. */
function lastWords(named: ReadonlySet<string>): Set<string> {
  return new Set([...named].map((name) => name.split(' ').pop()!));
}

/**
 * Clauses in which a named person and someone of theirs are the two sides of one verb, as
 * "name verb thing" keys: "Mateus is teaching his mum" -> doer "mateus teach mum"; "Mateus's mum is
 * teaching him" -> done to.
 */
function kinClauses(tokens: readonly string[], named: ReadonlySet<string>): { doer: Map<string, string>; doneTo: Map<string, string> } {
  const names = lastWords(named);
  // By key, the clause as written.
  const doer = new Map<string, string>();
  const doneTo = new Map<string, string>();
  const skip = (k: number, words: ReadonlySet<string>) => {
    while (words.has(tokens[k] ?? '')) k++;
    return k;
  };
  tokens.forEach((token, i) => {
    // "Mateus is teaching his mum": the name, the verb, then the thing of the name's.
    if (names.has(token)) {
      const v = skip(i + 1, AUXILIARIES);
      const verb = tokens[v];
      const pronoun = tokens[v + 1];
      if (verb === undefined || !VERB.test(verb) || pronoun === undefined || !OBJECT_OF.has(pronoun)) return;
      const thing = tokens[skip(v + 2, SKIPPED)];
      if (thing !== undefined && VERB.test(thing)) doer.set(`${token} ${stem(verb)} ${stem(thing)}`, `${token} ${verb} ${pronoun} ${thing}`);
      return;
    }
    // "Mateus's mum is teaching him": the name's thing, the verb, then the name as its object.
    if (!token.endsWith("'s") || !names.has(token.slice(0, -2))) return;
    const t = skip(i + 1, SKIPPED);
    const thing = tokens[t];
    if (thing === undefined || !VERB.test(thing)) return;
    const v = skip(t + 1, AUXILIARIES);
    const verb = tokens[v];
    const object = tokens[v + 1];
    if (verb !== undefined && VERB.test(verb) && object !== undefined && OBJECTS.has(object)) doneTo.set(`${token.slice(0, -2)} ${stem(verb)} ${stem(thing)}`, `${token} ${thing} ${verb} ${object}`);
  });
  return { doer, doneTo };
}

/**
 * A person and someone of theirs who trade the two sides of one verb: "Mateus is teaching his mum
 * to snorkel" / "Mateus's mum is teaching him to snorkel". A passive keeps the sides ("Alfie will be
 * collected by his gran" / "Alfie's gran will collect him"): "by" stands between, so it is no such clause.
 */
function kinSwap(want: TextFacts, have: TextFacts): RoleSwap | undefined {
  // One text says "his mum", the other "Mateus's mum": texts without both skip the clauses.
  const owned = (x: string, y: string) => /['’]s\b/.test(x) && /\b(?:his|her|their)\b/i.test(y);
  if (!owned(want.text, have.text) && !owned(have.text, want.text)) return undefined;
  const [x, y] = [kinClauses(tokensOf(want.text), people(want)), kinClauses(tokensOf(have.text), people(have))];
  for (const [key, clause] of x.doer) if (y.doneTo.has(key) && !y.doer.has(key)) return { expected: clause, actual: y.doneTo.get(key)! };
  for (const [key, clause] of x.doneTo) if (y.doer.has(key) && !y.doneTo.has(key)) return { expected: clause, actual: y.doer.get(key)! };
  return undefined;
}

/**
 * Verbs with a doer and a receiver in two different roles: paying, lending or sending someone
 * something, driving, teaching or hiring someone, writing to someone. Not those whose two sides are
 * one role ("meet", "see", "play"), nor "have" or "get", whose object is rarely a party.
 */
const DIRECTED = new Set(
  ['pay', 'lend', 'loan', 'give', 'send', 'refund', 'reimburse', 'invoice', 'bill', 'charge', 'drive', 'teach', 'coach', 'tutor', 'hire', 'employ', 'sue',
    'email', 'text', 'call', 'ring', 'phone', 'message', 'contact', 'tell', 'remind', 'collect', 'interview', 'mentor', 'sponsor', 'thank', 'sell', 'forward',
    'transfer', 'deliver', 'notify', 'warn', 'invite', 'introduce', 'supervise', 'train', 'examine', 'assess', 'replace', 'owe', 'reply', 'write', 'cover', 'host', 'visit',
    'borrow', 'buy'].map(stem),
);
/** The first three letters of each directed verb's stem: a token without them is no such verb, and is not stemmed. */
const DIRECTED_PREFIXES = new Set([...DIRECTED].map((verb) => verb.slice(0, 3)));
/** The start of any directed verb, read before a text's tokens are: most texts have none. */
const DIRECTED_START = new RegExp(`(?<![\\p{L}])(?:${[...DIRECTED].join('|')})`, 'iu');
/** The directed verbs whose receiver may come after the thing and "to": "refund the deposit to Paula", "send her slides to Pedro". */
const TO_RECEIVER = new Set(['pay', 'lend', 'loan', 'give', 'send', 'refund', 'sell', 'forward', 'transfer', 'deliver', 'owe', 'write', 'introduce', 'invoice'].map(stem));
/** The directed verbs whose other party comes after the thing and "from": "the pump we borrowed from Cycle Hub". */
const FROM_SOURCE = new Set(['borrow', 'buy'].map(stem));
/** What opens a request, whose doer is the one asked: "Please pay Mrs Reyes", "Can you drive Meera?". */
const REQUEST_OPENERS = new Set(['please', 'pls', 'plz', 'kindly', 'could', 'can', 'would', 'will']);
const DETERMINER_PARTIES = new Set(['the', 'our', 'your', 'their', 'my', 'his']);
const TITLES_BEFORE_NAMES = new Set(['mr', 'mrs', 'ms', 'miss', 'mx', 'dr', 'prof', 'sir', 'dame', ...ADDRESS_TITLES]);
/** Words that open the thing handed, ending a party before it: "send the Westbrook branch some Calpol". */
const QUANTIFIERS = new Set(['some', 'any', 'more', 'several', 'another', 'enough', 'extra']);
const STOPS = new Set([...AUXILIARIES, ...DETERMINER_PARTIES, ...QUANTIFIERS, '.', ',', '!', '?', ';', ':', 'to', 'for', 'from', 'by', 'with', 'on', 'at', 'in', 'a', 'an', 'and', 'or', 'but', 'directly', 'back', 'next', 'this', 'tomorrow', 'today', 'tonight']);
const PARTY_PRONOUNS: ReadonlyMap<string, string> = new Map([
  ['i', 'speaker'], ['me', 'speaker'], ['we', 'speaker'], ['us', 'speaker'], ['you', 'addressee'], ['u', 'addressee'],
]);
/** Whom a request's doer may be: a note to oneself ("Drive Meera to the station") or a request to another. */
const ASKED = 'asked';
/** The receiver of an act that names none ("Ruth to pay £40 for the coach"). */
const UNSAID = '';

/**
 * The parties at `i`: a name (after its title), a pronoun, or a noun after "the" or "our" ("the
 * physics department"), with where it ends. Undefined where no party starts.
 */
function partyAt(tokens: readonly string[], i: number, names: ReadonlySet<string>): { party: string; end: number } | undefined {
  let k = i;
  while (TITLES_BEFORE_NAMES.has(tokens[k] ?? '')) k++;
  const token = tokens[k];
  if (token === undefined) return undefined;
  // A name of several words is its last word, as the other text may give the whole name; its first
  // words may read as a place or a common word ("Lakeland Pathfinders").
  const opensName = names.has(tokens[k + 1] ?? '') && /^\p{L}+$/u.test(token) && !STOPS.has(token) && !PARTY_PRONOUNS.has(token) && !DIRECTED.has(stem(token));
  if (names.has(token) || opensName) {
    let end = k + 1;
    while (names.has(tokens[end] ?? '')) end++;
    return { party: tokens[end - 1]!, end };
  }
  const pronoun = PARTY_PRONOUNS.get(token);
  if (pronoun !== undefined && k === i) return { party: pronoun, end: k + 1 };
  if (DETERMINER_PARTIES.has(token) && k === i) {
    let end = k + 1;
    while (end < tokens.length && end - k <= 3 && /^\p{L}{3,}$/u.test(tokens[end]!) && !STOPS.has(tokens[end]!) && !DIRECTED.has(stem(tokens[end]!))) end++;
    return end > k + 1 ? { party: tokens[end - 1]!, end } : undefined;
  }
  return undefined;
}

/**
 * Who does what to whom, for the directed verbs: "Mrs Reyes will pay you" -> "reyes pay addressee",
 * "Please pay Mrs Reyes" -> "asked pay reyes". The receiver is the party right after the verb, or
 * the one after "to" a few words on ("refund the deposit to Paula"). A passive ("will be paid by")
 * gives none.
 */
function directedActs(tokens: readonly string[], names: ReadonlySet<string>): [string, string, string, string][] {
  const out: [string, string, string, string][] = [];
  // Whether the receiver found last is one the act is done for ("collect ... for Mrs Lee").
  let forParty = false;
  const receiver = (v: number, verb: string): string | undefined => {
    forParty = false;
    const direct = partyAt(tokens, v + 1, names);
    // A person right after the verb receives: "pay Mrs Reyes", "drive me to the station".
    if (direct !== undefined && (names.has(direct.party) || PARTY_PRONOUNS.has(tokens[v + 1]!) || TITLES_BEFORE_NAMES.has(tokens[v + 1]!))) return direct.party;
    // A thing, then "to" and a person: "refund the deposit to Paula".
    // Or "from" and a person: "the pump we borrowed from Cycle Hub" / "the pump Cycle Hub borrowed from us".
    for (let k = v + 1; (TO_RECEIVER.has(verb) || FROM_SOURCE.has(verb)) && k < Math.min(tokens.length, v + 6); k++) {
      if (tokens[k] === (FROM_SOURCE.has(verb) ? 'from' : 'to')) {
        const to = partyAt(tokens, k + 1, names);
        return to !== undefined && (names.has(to.party) || PARTY_PRONOUNS.has(tokens[k + 1]!) || DETERMINER_PARTIES.has(tokens[k + 1]!)) ? to.party : undefined;
      }
      if (/^[.!?;,]$/.test(tokens[k]!)) break;
    }
    // A person the act is done for, a few words on: "collect the parcel for Mrs Lee".
    for (let k = v + 1; k < Math.min(tokens.length, v + 6); k++) {
      if (tokens[k] === 'for') {
        const beneficiary = partyAt(tokens, k + 1, names);
        if (beneficiary !== undefined && (names.has(beneficiary.party) || PARTY_PRONOUNS.has(tokens[k + 1]!))) {
          forParty = true;
          return beneficiary.party;
        }
        break;
      }
      if (/^[.!?;,]$/.test(tokens[k]!)) break;
    }
    // A noun after "the" or "our" receives where a thing follows it ("lend the physics department
    // our spectrometer", "send the Westbrook branch some Calpol") or nothing does ("pay the plumber").
    // So does one the act is for a thing ("reimburse the society for the fencing").
    if (direct === undefined) return undefined;
    const next = tokens[direct.end];
    return next === undefined || next === 'for' || DETERMINER_PARTIES.has(next) || QUANTIFIERS.has(next) || /^[.!?;,]$/.test(next) ? direct.party : undefined;
  };
  for (let v = 0; v < tokens.length; v++) {
    if (!DIRECTED_PREFIXES.has(tokens[v]!.slice(0, 3))) continue;
    const verb = stem(tokens[v]!);
    if (!DIRECTED.has(verb) || tokens[v + 1] === 'by') continue;
    // The doer: a party before the verb with only auxiliaries between, or none at a request's start.
    let k = v - 1;
    let passive = false;
    while (k >= 0 && DOER_GAP.has(tokens[k]!)) {
      if (BE.has(tokens[k]!) && /(?:ed|en|id|nt|ld|ght)$/.test(tokens[v]!)) passive = true;
      k--;
    }
    if (passive) continue;
    const gap = k < v - 1;
    // A name set off by commas before its verb: "Our landlord, Mr Brandt, will refund ...".
    if (tokens[k] === ',' && k < v - 1) k--;
    let doer: string | undefined;
    if (k < 0 || /^[.!?;:]$/.test(tokens[k]!) || REQUEST_OPENERS.has(tokens[k]!)) doer = ASKED;
    else {
      for (let start = Math.max(0, k - 3); start <= k && doer === undefined; start++) {
        const found = partyAt(tokens, start, names);
        if (found !== undefined && found.end === k + 1) doer = found.party;
      }
    }
    // "Can you pay ...": the one asked is "you".
    if (doer === 'addressee' && REQUEST_OPENERS.has(tokens[k - 1] ?? '')) doer = ASKED;
    const to = receiver(v, verb);
    if (doer !== undefined && to !== undefined && doer !== to) out.push([doer, verb, to, forParty ? `${tokens[v]!} for` : tokens[v]!]);
    // A named doer with no receiver said ("Ruth to pay £40 for the coach") still does the act.
    // Only with a word between them ("to", "will", "has"): a noun after a name may be what the verb
    // names ("Fernhill Stables invoice"), and so may a form in -ing ("Fatima – driving lesson").
    else if (doer !== undefined && to === undefined && names.has(doer) && gap && !tokens[v]!.endsWith('ing')) out.push([doer, verb, UNSAID, tokens[v]!]);
  }
  return out;
}

/** Whether two parties may be one: the one asked by a request is whoever the other text names as speaker or addressee. */
const sameParty = (a: string, b: string) => a === b || (a === ASKED && (b === 'speaker' || b === 'addressee')) || (b === ASKED && (a === 'speaker' || a === 'addressee'));

/**
 * A doer and a receiver of one directed verb that trade places: "Please pay Mrs Reyes" / "Mrs Reyes
 * will pay you", "The physics department will lend us ..." / "We will lend the physics department ...".
 * The judge's role stage asks this last, after the readers of words traded in place.
 */
export function findActSwap(want: TextFacts, have: TextFacts): RoleSwap | undefined {
  if (!DIRECTED_START.test(want.text) || !DIRECTED_START.test(have.text)) return undefined;
  const names = (facts: TextFacts) => lastWords(people(facts));
  // A person either text names is a person in both: a name that opens a text may not read as one there ("Ruth to pay £40").
  const named = new Set([...names(want), ...names(have)]);
  const mine = directedActs(tokensOf(want.text), named);
  const theirs = directedActs(tokensOf(have.text), named);
  const party = (who: string) => (who === 'speaker' ? 'me' : who === 'addressee' || who === ASKED ? 'you' : who);
  const shown = ([doer, , to, written]: readonly string[]) => `${party(doer!)} ${written} ${party(to!)}`;
  for (const act of mine) {
    const [doer, verb, to] = act;
    if (to === UNSAID) continue;
    if (theirs.some(([d, v, t]) => v === verb && sameParty(d, doer!) && sameParty(t, to!))) continue;
    const traded = theirs.find(([d, v, t]) => v === verb && sameParty(d, to!) && sameParty(t, doer!));
    if (traded !== undefined && !mine.some(([d, v, t]) => v === verb && sameParty(d, traded[0]) && sameParty(t, traded[2]))) return { expected: shown(act), actual: shown(traded) };
  }
  // A named person who receives the act in one text and does it in the other, where no receiver is
  // said: "Pay Ruth £40 for the coach" / "Ruth to pay £40 for the coach".
  const doneBy = (acts: typeof mine, person: string, verb: string) => acts.some(([d, v]) => v === verb && d === person);
  const doneTo = (acts: typeof mine, person: string, verb: string) => acts.some(([, v, t]) => v === verb && t === person);
  for (const [one, other, flipped] of [[mine, theirs, false], [theirs, mine, true]] as const) {
    for (const act of one) {
      const [doer, verb, to, written] = act;
      if (to !== UNSAID || doneTo(one, doer!, verb!) || doneBy(other, doer!, verb!)) continue;
      const received = other.find(([d, v, t, w]) => v === verb && t === doer && d !== doer && !w!.endsWith('ing'));
      if (received === undefined) continue;
      const [x, y] = [`${party(doer!)} ${written}`, shown(received)];
      return flipped ? { expected: y, actual: x } : { expected: x, actual: y };
    }
  }
  return undefined;
}

/**
 * Two parties that trade places through possession or a debt, with pronouns for one side.
 *
 * @example
 * // with `want` and `have` from extractFacts:
 * findPartyRoleSwap(want, have); // { expected: 'your mentor', actual: "karim's mentor" }
 */
export function findPartyRoleSwap(want: TextFacts, have: TextFacts): RoleSwap | undefined {
  return possessorSwap(want, have) ?? debtSwap(want, have) ?? kinSwap(want, have) ?? wayEndSwap(want, have);
}

/** Which end of a thing's way a preposition puts a party at: "to Ravi" receives, "from Ravi" and "by Ravi" give or do. */
const WAY_ENDS: ReadonlyMap<string, string> = new Map([['to', 'receiver'], ['from', 'giver'], ['by', 'giver']]);
/** The speaker and the one spoken to as parties; a third person's pronoun may stand for either of two people named. */
const OBJECT_PARTIES: ReadonlyMap<string, string> = new Map([['me', 'speaker'], ['us', 'speaker'], ['you', 'addressee']]);

/**
 * Each party a text puts after "to", "from" or "by", with the ends of the way it stands at and the
 * words that say so. A party is a pronoun for the speaker or the one spoken to, or a person's name:
 * one word, or any after a title. A name of several words names a club or a place as often as a
 * person, and "Welcome to Glenmore Kart Club" is "a welcome from" it.
 */
function wayEnds(tokens: readonly string[], names: ReadonlySet<string>): Map<string, Map<string, string>> {
  const out = new Map<string, Map<string, string>>();
  tokens.forEach((token, i) => {
    const end = WAY_ENDS.get(token);
    if (end === undefined) return;
    let k = i + 1;
    while (TITLES_BEFORE_NAMES.has(tokens[k] ?? '')) k++;
    const word = tokens[k] ?? '';
    const person = names.has(word) && (k > i + 1 || !names.has(tokens[k + 1] ?? ''));
    const party = person ? word : k === i + 1 ? OBJECT_PARTIES.get(word) : undefined;
    if (party === undefined) return;
    const ends = out.get(party) ?? new Map<string, string>();
    if (!ends.has(end)) ends.set(end, tokens.slice(i, k + 1).join(' '));
    out.set(party, ends);
  });
  return out;
}

/**
 * A party that one text puts at one end of a thing's way and the other at the other end, whatever
 * the verbs: "Get the shed keys from Ravi" / "Hand the shed keys over to Ravi", "Refund owed to Mr
 * Abiola" / "Refund owed by Mr Abiola", "pleased to receive £500 from you" / "pleased to donate £500
 * to you". A party at both ends in one text ("from us to you") settles nothing, and neither does
 * a negation, which turns a way round ("don't mention it to him" / "keep it secret from him").
 */
function wayEndSwap(want: TextFacts, have: TextFacts): RoleSwap | undefined {
  if (want.negations.length > 0 || have.negations.length > 0) return undefined;
  if (!/\b(?:to|from|by)\b/i.test(want.text) || !/\b(?:to|from|by)\b/i.test(have.text)) return undefined;
  const [mine, theirs] = [wayEnds(tokensOf(want.text), lastWords(people(want))), wayEnds(tokensOf(have.text), lastWords(people(have)))];
  for (const [party, ends] of mine) {
    const others = theirs.get(party);
    if (others === undefined || ends.size !== 1 || others.size !== 1) continue;
    const [end, said] = [...ends][0]!;
    const [otherEnd, otherSaid] = [...others][0]!;
    if (end !== otherEnd) return { expected: said, actual: otherSaid };
  }
  return undefined;
}
