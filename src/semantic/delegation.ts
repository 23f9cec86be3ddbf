/**
 * Roles by delegation: "Pay Jamal back" asks you to pay Jamal; "Ask Jamal to pay me back" asks
 * Jamal to pay. A name that one text puts after an action (its object: "send Elena the photos")
 * and the other before "to" and the same action (its doer: "ask Elena to send me the photos") has
 * traded roles, whatever the verb that hands the action over ("ask", "tell", "remind", "get").
 */
import type { TextFacts } from './fact-types.js';
import { IRREGULAR_FORMS, SHORT_TITLES } from './lexicon.js';
import { stem } from './stems.js';
import type { RoleSwap } from './roles.js';
import { lowerCase, splitter } from './text-tokens.js';
import { MODALS, PERSON_OF, SUBJECT_PRONOUNS } from './pronouns.js';
import { allMatches } from './all-matches.js';

/**
 * Finds a person who is the object of an action in one text and asked to do it in the other.
 *
 * @example
 * // with `want` and `have` from extractFacts:
 * findDelegatedRole(want, have); // { expected: 'pay jamal', actual: 'jamal to pay' }
 */
export function findDelegatedRole(want: TextFacts, have: TextFacts): RoleSwap | undefined {
  return delegated(want, have) ?? flip(delegated(have, want)) ?? partyDelegated(want.text, have.text) ?? flip(partyDelegated(have.text, want.text));
}

/**
 * A party named by a noun phrase, asked to do a deed: "get the Ruiz lab to pay", "ask the surf club
 * to send". Not "have" or "got", which own a thing with a deed to do to it ("I've got the tile cutter
 * to return").
 */
const ASKED_PARTY = /\b(?:ask|asks|asked|get|gets|tell|tells|told|remind|reminds|reminded)\s+(the\s+(?:[\p{L}&]+\s+){0,3}?\p{L}+)\s+to\s+(\p{L}+)/gu;
/** Or by its name, in capitals, as a firm is named: "get Meridian to pay us back". Read in the text as written. */
const ASKED_NAMED_PARTY = /\b(?:[Aa]sk(?:s|ed)?|[Gg]ets?|[Tt]ells?|[Tt]old|[Rr]emind(?:s|ed)?)\s+(\p{Lu}[\p{L}&]*(?:\s+\p{Lu}[\p{L}&]*){0,3})\s+to\s+(\p{L}+)/gu;

/** Words after "to" that open a place or a thing, not a deed. */
const NOT_DEEDS = new Set(['the', 'a', 'an', 'my', 'our', 'your', 'his', 'her', 'their', 'its', 'this', 'that', 'these', 'those', 'every', 'each', 'all', 'some', 'any']);

/**
 * `have` asks a party named by a noun phrase to do a deed that `want` does to that party: "Pay the
 * Ruiz lab back" / "Get the Ruiz lab to pay us back". Names are read by `delegated`; this reads
 * "the" and the words after it, as written in both texts.
 */
function partyDelegated(wantText: string, haveText: string): RoleSwap | undefined {
  const [want, have] = [wantText.toLowerCase(), haveText.toLowerCase()];
  // Only a party `have` asks can trade places, and both patterns that find one read "to" between
  // spaces after "ask", "get", "tell", "told" or "remind" (in any case, so in the lower-case copy
  // too): a text without both asks no party, and most texts have neither.
  if (!/\sto\s/.test(have) || !/ask|get|tell|told|remind/.test(have)) return undefined;
  // Where `want` hands the same deed to a party of its own, both texts delegate it, and the two
  // parties trade places: "Ask the plumber to call the electrician" / "Ask the electrician to call
  // the plumber" is for the readers of exchanges to name.
  // Asked of both texts in each direction, so `allMatches`, which does not copy the patterns as `matchAll` does.
  const asked = (text: string, lower: string) => [
    ...allMatches(lower, ASKED_PARTY).map((match) => [match[1]!, match[2]!] as const),
    ...allMatches(text, ASKED_NAMED_PARTY).map((match) => [match[1]!.toLowerCase(), match[2]!.toLowerCase()] as const),
  ];
  const handed = new Set(asked(wantText, want).map(([, deed]) => stem(deed)));
  for (const [party, deed] of asked(haveText, have)) {
    const action = stem(deed);
    // "To" before a person or a thing is where the party goes, not its deed ("get the set list to him").
    if (handed.has(action) || want.includes(`${party} to `) || PERSON_OF.has(deed) || NOT_DEEDS.has(deed)) continue;
    const done = (text: string) =>
      [...text.matchAll(new RegExp(`(?<!\\p{L})(\\p{L}+)\\s+${party.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?!\\p{L}|['’]s)`, 'gu'))].some((m) => stem(m[1]!) === action);
    if (done(want) && !done(have)) return { expected: `${deed} ${party}`, actual: `${party} to ${deed}` };
  }
  return undefined;
}

const flip = (swap: RoleSwap | undefined): RoleSwap | undefined => (swap === undefined ? undefined : { expected: swap.actual, actual: swap.expected });

/** `want` does an action to a name; `have` asks that name to do it. */
function delegated(want: TextFacts, have: TextFacts): RoleSwap | undefined {
  // Only a name both texts hold can trade roles: most pairs have none, and need no tokens.
  const [wantNames, haveNames] = [personNames(want), personNames(have)];
  if (!wantNames.some((name) => haveNames.includes(name))) return undefined;
  const names = new Set([...wantNames, ...haveNames]);
  // A name's later words may read as a place ("Apex Tyres"): any name fact carries a name on.
  const named = new Set([...names, ...nameWords(want), ...nameWords(have)]);
  const wantTokens = nameTokensOf(want.text, names, named);
  const haveTokens = nameTokensOf(have.text, names, named);
  for (const name of wantNames) {
    if (!haveNames.includes(name)) continue;
    const done = actionsBefore(wantTokens, name);
    const asked = actionsAsked(haveTokens, name);
    for (const action of asked) {
      if (!done.has(action) || actionsAsked(wantTokens, name).has(action) || actionsBefore(haveTokens, name).has(action)) continue;
      return { expected: `${action} ${name}`, actual: `${name} to ${action}` };
    }
  }
  return undefined;
}

const tokensOf = splitter(/[\p{L}]+|[.!?;,]/gu, lowerCase);
const hyphenatedTokensOf = splitter(/\p{L}+(?:-\p{L}+)*|[.!?;,]/gu, lowerCase);

/**
 * Tokens with a hyphenated name as the one word its name fact keeps ("ji-woo" is "ji"), and a name
 * of several words as its first ("Invoice Apex Tyres" / "Ask Apex Tyres to invoice us").
 */
function nameTokensOf(text: string, names: ReadonlySet<string>, named: ReadonlySet<string>): string[] {
  const tokens = hyphenatedTokensOf(text).flatMap((token) => {
    if (!token.includes('-')) return [token];
    const parts = token.split('-');
    return names.has(parts[0]!) ? [parts[0]!] : parts;
  });
  let opened = false;
  return tokens.filter((token) => {
    const carried = opened && named.has(token);
    opened = carried || names.has(token);
    return !carried;
  });
}

/** Every one-word name a text states, a place's too, in lower case. */
function nameWords(facts: TextFacts): string[] {
  return facts.facts.filter((fact) => fact.kind === 'name' && fact.greeting !== true && !fact.text.includes(' ')).map((fact) => fact.text.toLowerCase());
}

/** The people a text names (not whom it greets), in lower case, one word each. */
export function personNames(facts: TextFacts): string[] {
  return facts.facts
    .filter((fact) => fact.kind === 'name' && fact.greeting !== true && fact.subtype !== 'place' && !fact.text.includes(' '))
    .map((fact) => fact.text.toLowerCase().replace(/['’]s$/, ''));
}

/** Particles a phrasal verb may put before its object: "pay back jamal", "pick up elena". */
const PARTICLES_BEFORE = new Set(['back', 'up', 'off', 'out', 'over', 'round', 'down']);

/**
 * Stems of the words right before a name: the actions done to it ("pay jamal", "send elena"); a
 * phrasal verb's too, with its particle between ("pay back jamal" pays jamal).
 */
function actionsBefore(tokens: readonly string[], name: string): Set<string> {
  const out = new Set<string>();
  tokens.forEach((token, i) => {
    if (token !== name || i === 0) return;
    if (/^\p{L}+$/u.test(tokens[i - 1]!)) out.add(stem(tokens[i - 1]!));
    // And past a title that stands before it, with or without its period ("pay back mr. petrov"),
    // where the name is no owner ("sign off kieran's timesheet" signs the timesheet).
    if (tokens[i + 1] === 's') return;
    const titled = TITLES_BEFORE_NAMES.has(tokens[i - 1]!) ? i - 1 : tokens[i - 1] === '.' && TITLES_BEFORE_NAMES.has(tokens[i - 2] ?? '') ? i - 2 : i;
    const before = tokens[titled - 1] ?? '';
    if (titled < i && /^\p{L}+$/u.test(before)) out.add(stem(before));
    if (PARTICLES_BEFORE.has(before) && /^\p{L}+$/u.test(tokens[titled - 2] ?? '')) out.add(stem(tokens[titled - 2]!));
  });
  return out;
}

/** Titles said before a surname. */
const TITLES_BEFORE_NAMES: ReadonlySet<string> = new Set(SHORT_TITLES);

/** Verbs after which a name does the next verb without "to": "have Elena review", "let Sam pick". */
const CAUSATIVES = new Set(['have', 'let', 'make', 'help']);

/** Stems of the actions a name is asked to do: "jamal to pay", "elena to send", "have elena review". */
function actionsAsked(tokens: readonly string[], name: string): Set<string> {
  const out = new Set<string>();
  tokens.forEach((token, i) => {
    if (token !== name) return;
    if (tokens[i + 1] === 'to' && /^\p{L}+$/u.test(tokens[i + 2] ?? '')) out.add(stem(tokens[i + 2]!));
    // A participle is no deed of the name's: "have Molly booked on the camp".
    else if (CAUSATIVES.has(tokens[i - 1] ?? '') && /^\p{L}{2,}$/u.test(tokens[i + 1] ?? '') && !/ed$/.test(tokens[i + 1]!) && !IRREGULAR_FORMS.has(tokens[i + 1]!)) out.add(stem(tokens[i + 1]!));
  });
  return out;
}

/** Words that may stand between a subject and its verb ("he will send", "you need to send"). */
const AUXILIARIES = new Set([...MODALS, 'need', 'needs', 'have', 'has', 'to']);

/**
 * Who does what to whom, for clauses whose doer and receiver are both pronouns: "He will send you
 * the keys" / "you send him the keys" trade roles, in a long text as in a short one.
 *
 * @example
 * findPronounRoleSwap('He will send you the keys.', 'You send him the keys.'); // { expected: 'he send listener', actual: 'listener send he' }
 */
export function findPronounRoleSwap(wantText: string, haveText: string): RoleSwap | undefined {
  // Most texts have no clause between two pronouns, and then nothing to trade: the other text is not read.
  const mine = pronounClauses(wantText);
  return mine.size === 0 ? undefined : tradedClause(mine, pronounClauses(haveText));
}

/**
 * A clause "doer action receiver" of one text whose doer and receiver trade places in the other,
 * where neither text also says it the other way round.
 */
export function tradedClause(mine: ReadonlySet<string>, theirs: ReadonlySet<string>): RoleSwap | undefined {
  for (const clause of mine) {
    const [doer, action, receiver] = clause.split(' ');
    const swapped = `${receiver} ${action} ${doer}`;
    if (theirs.has(swapped) && !theirs.has(clause) && !mine.has(swapped)) return { expected: clause, actual: swapped };
  }
  return undefined;
}

/**
 * "doer action receiver" for every verb with a subject pronoun before it and an object pronoun after
 * it. With `name`, the one person both texts name, that name stands as either, and so do "he" and
 * "she" in all their forms, which can only be that person (and "they", with `thirdPersons` given for
 * a party named by a common noun).
 */
function pronounClauses(text: string, name?: string, thirdPersons: ReadonlySet<string> = THIRD_PERSONS): Set<string> {
  const tokens = tokensOf(text.replace(/[’']/g, ' '));
  const person = (token: string) => (name === undefined ? PERSON_OF.get(token) : token === name ? name : thirdPersons.has(token) ? name : PERSON_OF.get(token));
  const out = new Set<string>();
  for (let i = 1; i + 1 < tokens.length; i++) {
    const receiver = person(tokens[i + 1]!);
    if (receiver === undefined || !/^\p{L}+$/u.test(tokens[i]!) || person(tokens[i]!) !== undefined || AUXILIARIES.has(tokens[i]!) || NOT_VERBS.has(tokens[i]!)) continue;
    let k = i - 1;
    while (k > 0 && AUXILIARIES.has(tokens[k]!)) k--;
    if (!SUBJECT_PRONOUNS.has(tokens[k]!) && tokens[k] !== name) continue;
    const doer = person(tokens[k]!)!;
    if (doer !== receiver) out.add(`${doer} ${stem(tokens[i]!)} ${receiver}`);
  }
  return out;
}

/** Words between two parties that are no deed: "you and Leila", "she or him". */
const NOT_VERBS = new Set(['and', 'or', 'nor', 'but', 'with', 'than', 'as', 'like', 'plus', 'versus', 'vs']);

/** Third-person pronouns of one person, subject and object forms. */
const THIRD_PERSONS = new Set(['he', 'him', 'she', 'her']);

/**
 * Who does what to whom, where one person is named, by name or by "he" or "she": "Get back the £20
 * I lent Owen" / "Repay Owen the £20 he lent me". Only where both texts name that one person and no
 * other, so that the pronoun can be no one else.
 */
export function findNamedPronounSwap(want: TextFacts, have: TextFacts): RoleSwap | undefined {
  const [mine, theirs] = [personNames(want), personNames(have)];
  const names = new Set([...mine, ...theirs]);
  const name = mine[0];
  if (names.size !== 1 || name === undefined || !theirs.includes(name)) return undefined;
  return tradedClause(pronounClauses(want.text, name), pronounClauses(have.text, name));
}

/** Third-person pronouns of a party named by a common noun ("the client", "them"). */
const PARTY_PRONOUNS = new Set(['he', 'him', 'she', 'her', 'they', 'them']);

/** The one told or asked, by a common noun: "Tell the client ...", "ask our landlord to ...". */
const ADDRESSEE = /\b(?:tell|ask|remind|let)\s+(?:the|our|your|my)\s+(\p{L}+)\b/giu;

/**
 * Who does what to whom, where both texts speak to one party named by a common noun, the same one,
 * and name no person: "Tell the client we'll ring them" / "Tell the client to ring us". A
 * third-person pronoun can then only be that party, as "he" can only be the one person named.
 */
export function findAddresseePronounSwap(want: TextFacts, have: TextFacts): RoleSwap | undefined {
  if (personNames(want).length > 0 || personNames(have).length > 0) return undefined;
  const addressees = (text: string) => new Set(allMatches(text, ADDRESSEE).map((m) => m[1]!.toLowerCase()));
  const [mine, theirs] = [addressees(want.text), addressees(have.text)];
  if (mine.size !== 1 || theirs.size !== 1) return undefined;
  const party = [...mine][0]!;
  if (!theirs.has(party)) return undefined;
  return tradedClause(pronounClauses(want.text, party, PARTY_PRONOUNS), pronounClauses(have.text, party, PARTY_PRONOUNS));
}

/**
 * The grammatical person of each pronoun, subject, object and possessive alike. "They" is also the
 * singular of "he" and "she", so it never contradicts them; "I" and "we" speak for the same side.
 */
const PRONOUN_PERSON: ReadonlyMap<string, string> = new Map(
  Object.entries({
    i: 'first', me: 'first', my: 'first', mine: 'first', we: 'first', us: 'first', our: 'first', ours: 'first',
    you: 'second', your: 'second', yours: 'second',
    he: 'he', him: 'he', his: 'he', she: 'she', her: 'she', hers: 'she',
    they: 'they', them: 'they', their: 'they', theirs: 'they',
  }),
);
const THIRD_SINGULAR = new Set(['he', 'she']);
const otherPerson = (a: string, b: string): boolean => a !== b && !(a === 'they' && THIRD_SINGULAR.has(b)) && !(b === 'they' && THIRD_SINGULAR.has(a));

/** Words with contractions split off, so "we'll" is "we ll" and "they'll" is "they ll". */
const pronounTokens = (text: string): string[] =>
  text.toLowerCase().replace(/[’‘]/g, "'").replace(/'(ll|re|ve|d|m|s)\b/g, ' $1').match(/[\p{L}\p{N}]+|[^\s\p{L}\p{N}]/gu) ?? [];

/**
 * A pronoun of another person in the same place: the word before it and the two after it are the
 * same, and neither text has its own pronoun there ("and we'll return it" / "and they'll return
 * it", "Tell Mrs Obi her bus pass" / "his bus pass"). Who acts or is acted on has changed. A
 * pronoun after punctuation is left alone: a rewritten message may change whose voice a sentence
 * is in ("We'll let you know" / "You'll hear from us").
 *
 * @example
 * findPronounChange('We send the parts and they pay within 30 days', 'We send the parts and we pay within 30 days');
 * // { expected: 'and they pay', actual: 'and we pay', traded: false }
 */
export function findPronounChange(wantText: string, haveText: string): (RoleSwap & { readonly traded: boolean }) | undefined {
  const mine = pronounTokens(wantText);
  // The other text's tokens are read only once `wantText` has a pronoun to compare: most texts have none.
  let theirs: string[] | undefined;
  const sameSlot = (tokens: readonly string[], k: number, left: string, right: readonly (string | undefined)[]) => tokens[k - 1] === left && tokens[k + 1] === right[0] && tokens[k + 2] === right[1];
  const holds = (tokens: readonly string[], left: string, right: readonly (string | undefined)[], person: string) =>
    tokens.some((token, k) => PRONOUN_PERSON.get(token) === person && sameSlot(tokens, k, left, right));
  for (let i = 1; i + 1 < mine.length; i++) {
    const person = PRONOUN_PERSON.get(mine[i]!);
    const left = mine[i - 1]!;
    const right = [mine[i + 1], mine[i + 2]] as const;
    if (person === undefined || !/^\p{L}+$/u.test(left) || !/^[\p{L}\p{N}$£€]+$/u.test(right[0]!)) continue;
    theirs ??= pronounTokens(haveText);
    for (let j = 1; j + 1 < theirs.length; j++) {
      const other = PRONOUN_PERSON.get(theirs[j]!);
      if (other === undefined || !otherPerson(person, other) || !sameSlot(theirs, j, left, right)) continue;
      if (holds(theirs, left, right, person) || holds(mine, left, right, other)) continue;
      const persons = (tokens: readonly string[]) => new Set(tokens.map((token) => PRONOUN_PERSON.get(token)));
      return { expected: `${left} ${mine[i]} ${right[0]}`, actual: `${left} ${theirs[j]} ${right[0]}`, traded: persons(mine).has(other) && persons(theirs).has(person) };
    }
  }
  return undefined;
}
