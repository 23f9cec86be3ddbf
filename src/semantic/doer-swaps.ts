/**
 * Who does a thing, where the words that say so are small: "Refund owed to Harper Estate" /
 * "Refund owed by Harper Estate" (the party after a participle is the doer after "by", the
 * receiver after "to"), and "Can you drive Elsa there and I'll bring her home?" / "Can you bring
 * Elsa home and I'll drive her there?" (two people trade the two deeds). Both texts name the same
 * parties and the same deeds, so no fact is missing: only who stands where has changed.
 */
import { tradedClause } from './delegation.js';
import { HANDING_VERBS, IRREGULAR_FORMS } from './lexicon.js';
import { MODALS, OBJECT_PRONOUNS, PERSON_OF, SUBJECT_PRONOUNS, personOfForms } from './pronouns.js';
import { exchangeTokens, sharedEnds } from './span-exchange.js';
import { verbStem } from './stems.js';
import type { RoleSwap } from './roles.js';
import type { TextFacts } from './fact-types.js';

/** Words that say to whom a thing goes, against "by", which says who does it. */
const RECEIVING = new Set(['to', 'for']);
/** A party after the slot: a pronoun of a person, or a determiner before a noun. */
const DETERMINERS = new Set(['the', 'my', 'our', 'your', 'his', 'her', 'their']);
const PARTICLES = new Set(['out', 'up', 'off', 'over', 'back', 'down', 'on']);

/** Whether the word after the slot is written with a capital in the text: "by Harper", not "by post". */
function named(text: string, slot: string, next: string): boolean {
  const at = text.toLowerCase().indexOf(`${slot} ${next}`);
  return at >= 0 && /^\p{Lu}/u.test(text.charAt(at + slot.length + 1));
}

/** A past form: a regular "-ed" one or an irregular one the lexicon knows ("sent", "paid", "made"). */
function participle(word: string): boolean {
  return (/^\p{L}{2,}ed$/u.test(word) && word !== 'need') || IRREGULAR_FORMS.has(word);
}

/**
 * The party after "to" (or "for") in one text and after "by" in the other, right after the same
 * past participle, with every other word the same: "owed to Harper Estate" / "owed by Harper
 * Estate". The party must be one: a capitalised name, a personal pronoun, or "the" and a word
 * ("paid by the landlord"), so "sent by post" is no party.
 *
 * @example
 * findAgentSwap('Refund owed to Harper Estate', 'Refund owed by Harper Estate'); // { expected: 'owed to harper', actual: 'owed by harper' }
 */
export function findAgentSwap(wantText: string, haveText: string): RoleSwap | undefined {
  const x = exchangeTokens(wantText);
  const y = exchangeTokens(haveText);
  if (x.length !== y.length) return undefined;
  const { prefix, suffix } = sharedEnds(x, y);
  if (prefix + suffix !== x.length - 1 || prefix === 0 || suffix === 0) return undefined;
  const [mine, theirs] = [x[prefix]!, y[prefix]!];
  const agent = (a: string, b: string) => a === 'by' && RECEIVING.has(b);
  if (!agent(mine, theirs) && !agent(theirs, mine)) return undefined;
  // A particle may follow the participle: "made out to Harris Ltd" / "made out by Harris Ltd".
  const verb = PARTICLES.has(x[prefix - 1]!) && prefix > 1 ? prefix - 2 : prefix - 1;
  if (!participle(x[verb]!)) return undefined;
  const next = x[prefix + 1]!;
  const party = OBJECT_PRONOUNS.has(next) || (DETERMINERS.has(next) && /^\p{L}+$/u.test(x[prefix + 2] ?? '')) || (named(wantText, mine, next) && named(haveText, theirs, next));
  if (!party) return undefined;
  const who = DETERMINERS.has(next) ? `${next} ${x[prefix + 2]}` : next;
  const done = x.slice(verb, prefix).join(' ');
  return { expected: `${done} ${mine} ${who}`, actual: `${done} ${theirs} ${who}` };
}

const SUBJECT = personOfForms(SUBJECT_PRONOUNS);
const OBJECT = personOfForms(OBJECT_PRONOUNS);
/** Words between a subject and its deed ("I'll bring", "you could then drive", "can you also take"). */
const BETWEEN = new Set([...MODALS, 'happily', 'gladly']);
/** Words after a subject that are no deed of theirs. */
const NO_DEED = new Set(['be', 'are', 'am', 'is', 'was', 'were', 'have', 'has', 'had', 'do', 'does', 'did', 'not', 'to', 'and', 'or', 'if', 'so', 'but', 'the', 'a', 'an', 'it', 're', 've', 's', 'm']);

/** Each subject pronoun's deeds, as verb stems: "can you drive" (listener: driv), "I'll bring" (speaker: bring). */
function deeds(text: string): Map<string, Set<string>> {
  const tokens = text.toLowerCase().replace(/[’']/g, ' ').match(/\p{L}+/gu) ?? [];
  const out = new Map<string, Set<string>>();
  tokens.forEach((token, i) => {
    const person = SUBJECT.get(token);
    if (person === undefined) return;
    let k = i + 1;
    while (k < tokens.length && BETWEEN.has(tokens[k]!)) k++;
    const deed = tokens[k];
    if (deed === undefined || NO_DEED.has(deed) || SUBJECT.has(deed) || BETWEEN.has(deed)) return;
    if (!out.has(person)) out.set(person, new Set());
    out.get(person)!.add(verbStem(deed));
  });
  return out;
}

/**
 * Two people, each said as a pronoun, who trade their deeds between the texts: "you" drive and
 * "I" bring in one, "you" bring and "I" drive in the other. Each deed must be the other person's
 * in the other text and not also their own.
 *
 * @example
 * findDeedSwap('Can you drive Elsa there and I'll bring her home?', 'Can you bring Elsa home and I'll drive her there?');
 * // { expected: 'listener: driv', actual: 'listener: bring' }
 */
export function findDeedSwap(wantText: string, haveText: string): RoleSwap | undefined {
  const mine = deeds(wantText);
  const theirs = deeds(haveText);
  const people = [...mine.keys()].filter((person) => theirs.has(person));
  for (const a of people) {
    for (const b of people) {
      if (a >= b) continue;
      const [wantA, wantB, haveA, haveB] = [mine.get(a)!, mine.get(b)!, theirs.get(a)!, theirs.get(b)!];
      const traded = [...wantA].find((deed) => haveB.has(deed) && !haveA.has(deed) && !wantB.has(deed));
      const back = [...wantB].find((deed) => haveA.has(deed) && !haveB.has(deed) && !wantA.has(deed));
      if (traded !== undefined && back !== undefined) return { expected: `${a}: ${traded}`, actual: `${a}: ${back}` };
    }
  }
  return undefined;
}

/** Verbs that hand a thing from a doer to a receiver, as their base forms. */
const HANDING = new Set([...HANDING_VERBS, 'owe', 'refund', 'reimburse', 'teach']);
/** Words that end the clause a receiver after "to" must stand in. */
const CLAUSE_END = new Set(['and', 'but', 'so', 'because', 'if', 'when', 'then', 'or', 'while']);
/** Words between a doer and a verb of handing: the subject's auxiliaries, "is" before a form in -ing. */
const BEFORE_HANDING = new Set([...BETWEEN, 'is', 'are', 'am', 're', 'm', 's', 'to', 'going', 'gonna']);
/** Verbs that take another verb after "to" and keep its doer: "the hospice has agreed to send us". */
const CONTROL = new Set(['has', 'have', 've', 'had', 'agreed', 'agrees', 'offered', 'offers', 'promised', 'promises', 'wants', 'want', 'wanted', 'needs', 'need', 'plans', 'planned', 'hopes', 'hoping', 'intends', 'kindly']);

/** The base form of a verb of handing written in any form ("lent", "lending", "sends"), or undefined. */
function handingVerb(word: string): string | undefined {
  // Asked for every token of both texts: the word itself is tried before its base is made, and
  // the three forms are tried in turn without a list of them.
  if (HANDING.has(word)) return word;
  const base = IRREGULAR_FORMS.get(word) ?? word.replace(/(?:ing|ed|s)$/, '');
  if (HANDING.has(base)) return base;
  const withE = `${base}e`;
  return HANDING.has(withE) ? withE : undefined;
}

/**
 * "doer verb receiver" for each verb of handing whose doer (a subject pronoun or a name) comes
 * before it and whose receiver (an object pronoun or a name) comes right after it or after "to"
 * later in its clause: "Gus will lend me his skates" (gus lend speaker), "I'll lend my skates to Gus"
 * (speaker lend gus).
 */
function handings(text: string, names: ReadonlySet<string>): Set<string> {
  const tokens = text.toLowerCase().replace(/[’']/g, ' ').match(/\p{L}+|[.,;:!?]/gu) ?? [];
  const person = (token: string | undefined, subject: boolean): string | undefined =>
    token === undefined ? undefined : names.has(token) ? token : (subject ? SUBJECT : OBJECT).get(token);
  const word = (token: string | undefined) => token !== undefined && /^\p{L}+$/u.test(token) && !PERSON_OF.has(token) && !CLAUSE_END.has(token);
  // A party may also be "the" and a noun: "the hospice", after "to" or before its verb. Before its
  // verb it may be two words, named by the first as after "to": "the Berlin team will hand ... to the Paris team".
  const subjectParty = (at: number): string | undefined =>
    !word(tokens[at]) ? undefined : tokens[at - 1] === 'the' ? tokens[at] : tokens[at - 2] === 'the' && word(tokens[at - 1]) ? tokens[at - 1] : undefined;
  const party = (at: number, subject: boolean): string | undefined =>
    person(tokens[at], subject) ?? (subject ? subjectParty(at) : tokens[at] === 'the' && word(tokens[at + 1]) ? tokens[at + 1] : undefined);
  const out = new Set<string>();
  tokens.forEach((token, i) => {
    const verb = handingVerb(token);
    if (verb === undefined) return;
    let k = i - 1;
    while (k >= 0 && (BEFORE_HANDING.has(tokens[k]!) || CONTROL.has(tokens[k]!))) k--;
    const doer = party(k, true);
    if (doer === undefined) return;
    let receiver = person(tokens[i + 1], false);
    for (let j = i + 1; receiver === undefined && j < tokens.length - 1 && !CLAUSE_END.has(tokens[j]!) && !/^[.,;:!?]$/.test(tokens[j]!); j++) {
      if (tokens[j] === 'to') receiver = party(j + 1, false);
    }
    // "the" and a noun right after the verb is its receiver when a thing follows ("send the hospice buckets").
    if (receiver === undefined && word(tokens[i + 3])) receiver = party(i + 1, false);
    if (receiver !== undefined && receiver !== doer) out.add(`${doer} ${verb} ${receiver}`);
  });
  return out;
}

/**
 * A doer and a receiver of a verb of handing who trade places, either said as a name or a pronoun:
 * "Gus will lend me his spare skates" / "I'll lend my spare skates to Gus".
 *
 * @example
 * // with `want` and `have` from extractFacts:
 * findHandingSwap(want, have); // { expected: 'gus lend speaker', actual: 'speaker lend gus' }
 */
export function findHandingSwap(want: TextFacts, have: TextFacts): RoleSwap | undefined {
  // Any name may hand a thing over, whatever WordNet takes it for ("Gus" is also a place there).
  const namesOf = (facts: TextFacts) => facts.facts.filter((fact) => fact.kind === 'name' && fact.greeting !== true && !fact.text.includes(' ')).map((fact) => fact.text.toLowerCase());
  const names = new Set([...namesOf(want), ...namesOf(have)]);
  // A text that hands nothing has no clause to trade: the other text is then not read.
  const mine = handings(want.text, names);
  return mine.size === 0 ? undefined : tradedClause(mine, handings(have.text, names));
}

/** Words that carry a passive before its participle ("are being trained", "got thanked"). */
const PASSIVE_BE = new Set(['be', 'been', 'being', 'is', 'are', 'am', 'was', 'were', 'get', 'gets', 'got', 'getting', 're', 's']);
/** Particles that may follow a passive's participle: "was let in by", "was handed over by". */
const PASSIVE_PARTICLES = new Set([...PARTICLES, 'in', 'away', 'round', 'through', 'along']);
/** How many words may stand between a passive's participle and its "by": a particle and a short object. */
const AFTER_PARTICIPLE = 3;

/**
 * Where the participle of a passive stands before the "by" at `at`, after a form of "be" or "get":
 * right before it ("was paid by"), or before a particle or a short object ("was let in by", "was
 * given the keys by"). -1 when there is none.
 */
function participleBefore(tokens: readonly string[], at: number): number {
  for (let k = at - 1; k >= 1 && k >= at - 1 - AFTER_PARTICIPLE; k--) {
    if (participle(tokens[k]!) && PASSIVE_BE.has(tokens[k - 1]!)) return k;
    if (!/^\p{L}+$/u.test(tokens[k]!) || (NOT_A_PARTY.has(tokens[k]!) && !PASSIVE_PARTICLES.has(tokens[k]!)) || PASSIVE_BE.has(tokens[k]!)) return -1;
  }
  return -1;
}

/** Words between a subject and its verb that say nothing of who does it. */
const AUXILIARIES = new Set([...PASSIVE_BE, ...MODALS, 'will', 'll', 'would', 'd', 'have', 'has', 'had', 've', 'do', 'does', 'did', 'also', 'now', 'then', 'still', 'already', 'just', 'not']);
const ARTICLES = new Set([...DETERMINERS, 'a', 'an']);
/** Words that open or join clauses, which are no party. */
const NOT_A_PARTY = new Set(['and', 'or', 'but', 'so', 'that', 'which', 'who', 'it', 'this', 'there', 'to', 'of', 'in', 'on', 'at', 'for', 'with']);

const voiceTokens = (text: string): string[] => text.toLowerCase().match(/[\p{L}\d]+/gu) ?? [];

/** The word a subject ends on before position `at`, past the auxiliaries: "the ambassadors are being [trained]". */
function subjectBefore(tokens: readonly string[], at: number): string | undefined {
  let k = at - 1;
  while (k >= 0 && AUXILIARIES.has(tokens[k]!)) k--;
  return k >= 0 ? tokens[k] : undefined;
}

/** The first word of the party after position `at`, past an article: "by [the] recruitment officers". */
function partyAfter(tokens: readonly string[], at: number): string | undefined {
  let k = at + 1;
  while (k < tokens.length && ARTICLES.has(tokens[k]!)) k++;
  return tokens[k];
}

/**
 * The same two parties around the same verb, in the passive in one text and the active in the
 * other, in the same order: "the ambassadors are being trained by the officers" / "the ambassadors
 * are training the officers". The first is taught in the one and teaches in the other. (Said in
 * the other order, "the officers are training the ambassadors", the roles are kept.)
 *
 * @example
 * findVoiceSwap('Ezra was thanked by the Dean', 'Ezra thanked the Dean'); // { expected: 'ezra thanked by dean', actual: 'ezra thanked dean' }
 */
export function findVoiceSwap(wantText: string, haveText: string): RoleSwap | undefined {
  if (!/\bby\b/i.test(wantText) && !/\bby\b/i.test(haveText)) return undefined;
  const [want, have] = [voiceTokens(wantText), voiceTokens(haveText)];
  return voiceSwap(want, have, false) ?? voiceSwap(have, want, true) ?? passiveSwap(want, have);
}

/** A pronoun by its subject case: "us" is "we" as a party. */
const SUBJECT_CASE: ReadonlyMap<string, string> = new Map([['us', 'we'], ['me', 'i'], ['them', 'they'], ['him', 'he'], ['her', 'she']]);
const asSubject = (word: string): string => SUBJECT_CASE.get(word) ?? word;

/** A passive with its doer: the subject's last word and the doer's first, each with the words around it that may name the same party. */
interface Passive {
  readonly subject: string;
  readonly subjectWords: readonly string[];
  readonly verb: string;
  readonly agent: string;
  readonly agentWords: readonly string[];
  readonly said: string;
}

/** Each passive with its doer in a text ("Greenway Cycles were outbid by us"). */
function passives(tokens: readonly string[]): Passive[] {
  const found: Passive[] = [];
  for (let i = 2; i < tokens.length; i++) {
    const done = tokens[i] === 'by' ? participleBefore(tokens, i) : -1;
    if (done < 0) continue;
    const [subject, agent] = [subjectBefore(tokens, done - 1), partyAfter(tokens, i)];
    if (subject === undefined || agent === undefined || NOT_A_PARTY.has(subject) || NOT_A_PARTY.has(agent)) continue;
    const subjectAt = tokens.lastIndexOf(subject, done - 1);
    const agentAt = tokens.indexOf(agent, i);
    found.push({
      subject: asSubject(subject),
      subjectWords: tokens.slice(Math.max(0, subjectAt - 2), subjectAt + 1).map(asSubject),
      verb: verbStem(tokens[done]!),
      agent: asSubject(agent),
      agentWords: tokens.slice(agentAt, agentAt + 3).map(asSubject),
      said: `${subject} ${tokens.slice(done - 1, i + 1).join(' ')} ${agent}`,
    });
  }
  return found;
}

/**
 * The same deed in the passive in both texts, its subject and its doer traded: "we were outbid by
 * Greenway Cycles" / "Greenway Cycles were outbid by us". A party of several words is met by its
 * last word as a subject and by its first as a doer ("cycles", "greenway").
 */
function passiveSwap(want: readonly string[], have: readonly string[]): RoleSwap | undefined {
  const theirs = passives(have);
  if (theirs.length === 0) return undefined;
  for (const mine of passives(want)) {
    if (mine.subject === mine.agent) continue;
    const traded = theirs.find((other) => other.verb === mine.verb && mine.agentWords.includes(other.subject) && mine.subjectWords.includes(other.agent));
    // The same pair in the same roles elsewhere in the other text says both ways round: no swap.
    const kept = theirs.some((other) => other.verb === mine.verb && mine.subjectWords.includes(other.subject) && mine.agentWords.includes(other.agent));
    if (traded !== undefined && !kept) return { expected: mine.said, actual: traded.said };
  }
  return undefined;
}

function voiceSwap(passive: readonly string[], active: readonly string[], flipped: boolean): RoleSwap | undefined {
  for (let i = 2; i < passive.length; i++) {
    const done = passive[i] === 'by' ? participleBefore(passive, i) : -1;
    if (done < 0) continue;
    const verb = verbStem(passive[done]!);
    const [subject, agent] = [subjectBefore(passive, done - 1), partyAfter(passive, i)];
    if (subject === undefined || agent === undefined || subject === agent || NOT_A_PARTY.has(subject) || NOT_A_PARTY.has(agent)) continue;
    for (let j = 1; j < active.length - 1; j++) {
      if (verbStem(active[j]!) !== verb || active[j + 1] === 'by' || (PASSIVE_BE.has(active[j - 1]!) && participle(active[j]!))) continue;
      if (subjectBefore(active, j) !== subject || partyAfter(active, j) !== agent) continue;
      const [said, other] = [`${subject} ${passive.slice(done - 1, i + 1).join(' ')} ${agent}`, `${subject} ${active[j]} ${agent}`];
      return flipped ? { expected: other, actual: said } : { expected: said, actual: other };
    }
  }
  return undefined;
}
