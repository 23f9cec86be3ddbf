/**
 * The free-text judge: facts compared both ways, content words aligned, and the embedding
 * similarity as one signal among these. Three outcomes inside (match, mismatch, uncertain); an
 * uncertain pair is resolved by a stated policy or escalated to a stronger judge the user
 * configures. Every verdict says why.
 */
import { alignWords, contentWords, isThing, isThingOrAction, type WordMatch } from './align.js';
import { spellOutAgainst } from './acronyms.js';
import { extractFacts } from './facts.js';
import { compareFacts, type Contradiction, type GuardOptions } from './guard.js';
import { bundledLookupModel, embedWords, modelWords, WORD_FLAGS, type LookupModel } from './lookup-model.js';
import { isLongPair, sameSurroundings, unmatchedSentence } from './long-text.js';
import { findNounRoleSwap } from './roles.js';

export type Outcome = 'match' | 'mismatch' | 'uncertain';

/** What the judge decided, and why. */
export interface Verdict {
  /** After the policy or escalation: match or mismatch. */
  readonly outcome: 'match' | 'mismatch';
  /** What the rules alone said, before any policy or escalation. */
  readonly ruled: Outcome;
  /** One line per finding ("place changed: Austin -> Denver", "dropped: eggs"). */
  readonly reasons: readonly string[];
  /** Cosine similarity of the two texts' vectors. */
  readonly score: number;
  readonly contradictions: readonly Contradiction[];
  /** Who settled an uncertain pair: the policy, or the escalation judge. */
  readonly resolvedBy?: 'policy' | 'escalation';
}

/**
 * How an uncertain pair is settled when no escalation judge is configured: `similarity` (default)
 * passes it when the embedding similarity reaches the threshold; `reject` fails it; `accept`
 * passes it.
 */
export type UncertainPolicy = 'similarity' | 'reject' | 'accept';

/** A stronger judge for uncertain pairs: a local transformer model or an LLM (see escalation.ts). */
export type EscalationJudge = (expected: string, actual: string) => Promise<{ readonly pass: boolean; readonly reason?: string }>;

export interface JudgeTextOptions {
  /** The similarity an uncertain pair needs under the `similarity` policy, on the model's scale. Default 0.725. */
  readonly threshold?: number;
  readonly uncertain?: UncertainPolicy;
  /** Word knowledge and vectors; default the bundled lookup model. */
  readonly model?: LookupModel;
  /** Turn checks of the fact guard off. */
  readonly guard?: Omit<GuardOptions, 'model'>;
}

/** The rules' finding for a pair, before the uncertain ones are settled. */
export interface Ruling {
  readonly ruled: Outcome;
  readonly reasons: readonly string[];
  readonly score: number;
  readonly contradictions: readonly Contradiction[];
  /**
   * For an uncertain pair: the words left over are wording (verbs, modifiers, added words), not one
   * thing named in place of another. The `similarity` policy asks less of such a pair.
   */
  readonly wording?: boolean;
}

const DEFAULT_THRESHOLD = 0.725;
/**
 * Under the `similarity` policy, a pair whose only unexplained differences are wording needs this
 * share of the threshold: 0.5 on the bundled model, the similarity at which two words count as one.
 * The rules have already looked for every fact, negation, opposite, role, object and dropped item.
 */
export const WORDING_SHARE = 0.5 / DEFAULT_THRESHOLD;
/** Two nouns in the same place whose vectors are this far apart name different things. */
const OBJECT_CHANGE = 0.45;

/**
 * Applies the rules to a pair. Synchronous and fast: the bundled lookup model only.
 *
 * @example
 * ruleText('Flight from Denver to Austin', 'Flight from Austin to Denver').reasons;
 * // ['roles swapped: from denver to austin -> from austin to denver']
 */
export function ruleText(expected: string, actual: string, options: Omit<JudgeTextOptions, 'uncertain' | 'threshold'> = {}): Ruling {
  const model = options.model ?? bundledLookupModel();
  const want = extractFacts(spellOutAgainst(expected, actual), model);
  const have = extractFacts(spellOutAgainst(actual, expected), model);
  const score = cosine(embedWords(model, modelWords(want.text)), embedWords(model, modelWords(have.text)));
  const guard = compareFacts(want, have, options.guard ?? {}, model);
  const reasons = guard.contradictions.map(describe);
  if (guard.contradictions.length > 0) return { ruled: 'mismatch', reasons, score, contradictions: guard.contradictions };

  // Who signs a message off counts only when both texts sign off ("Best regards, HR" / no closing).
  const [wantClosing, haveClosing] = [signOffWords(want.text), signOffWords(have.text)];
  const unsigned = (words: string[], closing: ReadonlySet<string> | undefined, other: ReadonlySet<string> | undefined) =>
    closing === undefined || other !== undefined ? words : words.filter((word) => !closing.has(word));
  const wantWords = unsigned(contentWords(want, model), wantClosing, haveClosing);
  const haveWords = unsigned(contentWords(have, model), haveClosing, wantClosing);
  const swap = options.guard?.roles === false ? undefined : findNounRoleSwap(model, wantWords, haveWords, want.text, have.text);
  if (swap !== undefined) {
    const contradiction: Contradiction = { kind: 'role', ...swap };
    return { ruled: 'mismatch', reasons: [describe(contradiction)], score, contradictions: [contradiction] };
  }
  const { missing, extra } = alignWords(model, wantWords, haveWords, guard.equivalents, new Set([...verbsOf(want.text), ...verbsOf(have.text)]));
  if (missing.length === 0 && extra.length === 0) return { ruled: 'match', reasons: [], score, contradictions: [] };
  const changed: string[] = [];
  // Long texts need not line up clause by clause: a word aligned against a word that stands
  // elsewhere ("would like to see you" / "make the appointment") is not one object for another.
  const long = isLongPair(want.text, have.text);
  for (const word of missing) {
    const counterpart = extra.find((other) => other.word === word.match) ?? extra[0];
    // Both texts open with the two words, and one of them cannot be a verb: the opening is a
    // noun slot ("Cello concert" / "Flute concert"), though "flute" can be a verb.
    // So is a slot after a determiner with the same word next to it in both texts ("Your train
    // ticket" / "Your bus ticket", "a copy of your lease" / "a copy of your payslip").
    const determined = counterpart !== undefined && determinerSlot(want.text, word.word, have.text, counterpart.word);
    const nounSlot = counterpart !== undefined && ((opens(wantWords, word.word) && opens(haveWords, counterpart.word) && (!canBeVerb(model, word.word) || !canBeVerb(model, counterpart.word))) || determined);
    // A form in -ing standing as its verb is an action against a word not in -ing ("running" /
    // "behind"); two forms in -ing in one place are still compared ("calling" / "texting").
    const gerunds = counterpart !== undefined && word.word.endsWith('ing') && counterpart.word.endsWith('ing');
    const thing = (w: string, list: readonly string[]) => {
      const text = list === wantWords ? want.text : have.text;
      return (gerunds || !gerund(model, text, w)) && isThing(model, w, !nounSlot && opens(list, w) && !nounBeforeWith(text, w));
    };
    // In long texts only two nouns (no verb or adjective sense) standing in the same surroundings.
    const nounOnly = (w: string) => !canBeVerb(model, w) && (model.flagsOf(model.senses?.lemmaOf(w) ?? w) & WORD_FLAGS.adjective) === 0;
    const aligned = !long || determined || (counterpart !== undefined && nounOnly(word.word) && nounOnly(counterpart.word) && sameSurroundings(want.text, word.word, have.text, counterpart.word));
    if (counterpart !== undefined && aligned && thing(word.word, wantWords) && thing(counterpart.word, haveWords) && word.similarity < OBJECT_CHANGE) {
      changed.push(`object changed: ${word.word} -> ${counterpart.word}`);
    }
  }
  if (changed.length > 0) return { ruled: 'mismatch', reasons: changed, score, contradictions: [] };
  // A long text that adds or drops a whole statement ("Breakfast is included in the price.").
  if (long) {
    const unit = (list: readonly WordMatch[]) => new Set(list.map((w) => w.word.split(' ')[0]!));
    const dropped = unmatchedSentence(want, wantWords, unit(missing), (w) => isThing(model, w, false));
    const added = unmatchedSentence(have, haveWords, unit(extra), (w) => isThing(model, w, false));
    if (dropped !== undefined) return { ruled: 'mismatch', reasons: [`statement dropped: ${dropped}`], score, contradictions: [] };
    if (added !== undefined) return { ruled: 'mismatch', reasons: [`statement added: ${added}`], score, contradictions: [] };
  }
  // A dropped task or item is a partial answer when it was one of a list ("wash and dry", "milk,
  // eggs and bread"); a dropped modifier ("job interview" / "interview") may be a paraphrase.
  // Any word joined by "and" / "or" to a word the answer keeps is an item too ("legal and finance").
  const kept = new Set(haveWords.flatMap((w) => w.split(' ')));
  // In long texts commas join clauses as often as items: only a word joined to a kept word is an item.
  if (extra.length === 0 && missing.some((word) => (!long && isThingOrAction(model, word.word) && listed(want.text, word.word)) || joinedTo(want.text, word.word, kept))) {
    return { ruled: 'mismatch', reasons: [`dropped: ${missing.map((w) => w.word).join(', ')}`], score, contradictions: [] };
  }
  // The other way round: an item the answer adds to a list ("Buy milk" / "Buy milk and eggs").
  const stated = new Set(wantWords.flatMap((w) => w.split(' ')));
  if (missing.length === 0 && extra.some((word) => isThing(model, word.word, false) && (long ? joinedTo(have.text, word.word, stated) : listed(have.text, word.word)))) {
    return { ruled: 'mismatch', reasons: [`added to a list: ${extra.map((w) => w.word).join(', ')}`], score, contradictions: [] };
  }
  const notes = [
    ...(missing.length > 0 ? [`not found: ${missing.map((w) => w.word).join(', ')}`] : []),
    ...(extra.length > 0 ? [`added: ${extra.map((w) => w.word).join(', ')}`] : []),
  ];
  // A thing named in place of another thing ("invoice" / "receipt") keeps the full bar.
  const slotted = missing.length === 1 && extra.length === 1 && determinerSlot(want.text, missing[0]!.word, have.text, extra[0]!.word);
  const thingIn = (list: readonly WordMatch[], words: readonly string[]) => list.some((w) => isThing(model, w.word, opens(words, w.word) && !slotted));
  // So does one specific action in place of another ("Print the report" / "Read the report");
  // a light verb ("get", "make", "take") stands for many actions and is wording.
  const action = (w: WordMatch, text: string) => !LIGHT_VERBS.has(model.senses?.lemmaOf(w.word.split(' ')[0]!) ?? w.word) && canBeVerb(model, w.word) && verbsOf(text).includes(w.word.split(' ')[0]!);
  const actionSwap = missing.length === 1 && extra.length === 1 && action(missing[0]!, want.text) && action(extra[0]!, have.text);
  const wording = !(thingIn(missing, wantWords) && thingIn(extra, haveWords)) && !actionSwap;
  return { ruled: 'uncertain', reasons: notes, score, contradictions: [], wording };
}

/**
 * Judges two free texts: the rules, then the policy or the escalation judge for uncertain pairs.
 *
 * @example
 * const verdict = await judgeText('Buy oat milk', 'Buy almond milk');
 * verdict.outcome; // 'mismatch'
 * verdict.reasons; // ['object changed: oat -> almond']
 */
export async function judgeText(
  expected: string,
  actual: string,
  options: JudgeTextOptions & { readonly escalate?: EscalationJudge } = {},
): Promise<Verdict> {
  const ruling = ruleText(expected, actual, options);
  if (ruling.ruled !== 'uncertain') return settle(ruling, ruling.ruled);
  if (options.escalate !== undefined) {
    const answer = await options.escalate(expected, actual);
    const reasons = [...ruling.reasons, `escalated: ${answer.pass ? 'same meaning' : 'different meaning'}${answer.reason ? ` (${answer.reason})` : ''}`];
    return { ...settle(ruling, answer.pass ? 'match' : 'mismatch'), reasons, resolvedBy: 'escalation' };
  }
  return resolveByPolicy(ruling, options.uncertain ?? 'similarity', options.threshold ?? DEFAULT_THRESHOLD);
}

/** Settles a ruling without escalation (synchronous). */
export function resolveByPolicy(ruling: Ruling, policy: UncertainPolicy, threshold: number): Verdict {
  if (ruling.ruled !== 'uncertain') return settle(ruling, ruling.ruled);
  const bar = ruling.wording === true ? threshold * WORDING_SHARE : threshold;
  const pass = policy === 'accept' || (policy === 'similarity' && ruling.score >= bar);
  const why = policy === 'similarity' ? `${ruling.wording === true ? 'wording only, ' : ''}similarity ${ruling.score.toFixed(3)} ${pass ? '>=' : '<'} ${bar.toFixed(3)}` : `policy ${policy}`;
  return { ...settle(ruling, pass ? 'match' : 'mismatch'), reasons: [...ruling.reasons, `uncertain, ${why}`], resolvedBy: 'policy' };
}

/** Whether a word opens a list of content words, alone or as the first word of a compound ("tennis lesson"). */
const opens = (list: readonly string[], word: string): boolean => list[0] === word || (list[0]?.startsWith(`${word} `) ?? false);

/** Whether a word (or its base form) may be a verb. */
function canBeVerb(model: LookupModel, word: string): boolean {
  const lemma = model.senses?.lemmaOf(word) ?? word;
  const flags = model.flagsOf(lemma) || model.flagsOf(word);
  // A word WordNet's flags do not know ("declutter") may be a verb.
  return word.includes(' ') || (flags & WORD_FLAGS.known) === 0 || (flags & WORD_FLAGS.verb) !== 0;
}

/** Verbs that stand for many actions, so trading one for another is wording ("get milk" / "buy milk"). */
const LIGHT_VERBS = new Set(['get', 'make', 'take', 'put', 'do', 'have', 'go', 'give', 'run', 'set', 'keep', 'see', 'pick', 'grab', 'find', 'sort', 'bring', 'come', 'let', 'handle', 'deal']);

const COORDINATION = /^(and|or|plus|&|,|as well as|along with|then)$/;

/** Whether a word stands in a list or a second clause: a coordinator within three words of it. */
function listed(text: string, word: string): boolean {
  const tokens = text.toLowerCase().match(/[\p{L}\d']+|[,&]/gu) ?? [];
  const head = word.split(' ')[0]!;
  for (let i = 0; i < tokens.length; i++) {
    if (tokens[i] !== head) continue;
    for (let k = Math.max(0, i - 3); k <= Math.min(tokens.length - 1, i + 3); k++) if (COORDINATION.test(tokens[k]!)) return true;
    if (/\b(as well as|along with)\b/.test(tokens.slice(Math.max(0, i - 4), i).join(' '))) return true;
  }
  return false;
}

/** Whether a word stands next to "and", "or" or a comma whose other side is one of `kept`. */
function joinedTo(text: string, word: string, kept: ReadonlySet<string>): boolean {
  const tokens: string[] = text.toLowerCase().match(/[\p{L}\d']+|[,&]/gu) ?? [];
  const at = tokens.indexOf(word.split(' ')[0]!);
  if (at < 0) return false;
  const joins = (k: number) => tokens[k] !== undefined && /^(and|or|&|,)$/.test(tokens[k]!);
  // Over ", and" too (a list with a comma before its last item).
  const reach = (step: number) => {
    let k = at + step;
    if (!joins(k)) return false;
    while (joins(k)) k += step;
    return kept.has(tokens[k] ?? '');
  };
  return reach(1) || reach(-1);
}

/** Words after which a form in -ing is the verb's: "thanks for covering", "I'm running", "keep trying". */
const GERUND_AFTER = new Set(['for', 'by', 'about', 'of', 'without', 'after', 'before', 'm', 'am', 'is', 'are', 'was', 'were', 'be', 'been', 're', 'keep', 'keeps', 'start', 'stop', 'i', 'we', 'you', 'they']);

/**
 * Whether a form in -ing stands as its verb ("Thanks for covering my shift", "I'm running late"),
 * not as a noun ("the meeting", "Book club meeting"): it names an action, not a thing.
 */
function gerund(model: LookupModel, text: string, word: string): boolean {
  if (word.includes(' ') || !word.endsWith('ing')) return false;
  // "covering" is also a noun lemma of its own: look for the verb under the ending.
  const base = word.slice(0, -3);
  if (![base, `${base}e`, base.replace(/(.)\1$/, '$1')].some((form) => form.length > 1 && (model.flagsOf(form) & WORD_FLAGS.verb) !== 0)) return false;
  const tokens = text.toLowerCase().match(/[\p{L}]+/gu) ?? [];
  return tokens.some((token, i) => token === word && (i === 0 || GERUND_AFTER.has(tokens[i - 1]!)));
}

const SIGN_OFF = /[.!?]\s*(?:(?:best|kind|warm|warmest)\s+(?:regards|wishes)|regards|best|cheers|thanks|thank you|many thanks|sincerely|yours(?:\s+(?:truly|sincerely))?|love|all the best|take care),?\s+((?:[\p{L}.'-]+\s*){1,4})[.!]?\s*$/iu;

/** The words of a closing sign-off ("Best regards, HR" gives "human", "resources" once spelled out), if the text ends with one. */
function signOffWords(text: string): ReadonlySet<string> | undefined {
  const match = SIGN_OFF.exec(text);
  if (match === null) return undefined;
  return new Set(match[1]!.toLowerCase().match(/\p{L}+/gu) ?? []);
}

const DETERMINERS = new Set(['the', 'a', 'an', 'my', 'your', 'our', 'their', 'his', 'her', 'its', 'this', 'that', 'these', 'those']);

/**
 * Whether two words stand after a determiner or a possessive, with the same word next to them in
 * both texts: the word after, or the word before the determiner ("Your train ticket" / "Your bus
 * ticket", "a copy of your lease" / "a copy of your payslip"). There they name things, though
 * they can be verbs ("train", "lease"); "the forms" / "the paperwork" alone is not such a slot.
 */
function determinerSlot(text: string, word: string, otherText: string, otherWord: string): boolean {
  const slots = (source: string, target: string) => {
    const tokens = source.toLowerCase().match(/[\p{L}\d']+/gu) ?? [];
    const head = target.split(' ')[0]!;
    const found: [string | undefined, string | undefined][] = [];
    tokens.forEach((token, i) => {
      if (token === head && i > 0 && DETERMINERS.has(tokens[i - 1]!)) found.push([tokens[i - 2], tokens[i + target.split(' ').length]]);
    });
    return found;
  };
  const theirs = slots(otherText, otherWord);
  return slots(text, word).some(([before, after]) => theirs.some(([b, a]) => (before !== undefined && before === b) || (after !== undefined && after === a)));
}

/** An opening word followed by "with" names an event ("Golf with Greg", "Lunch with Sam"), not an order. */
function nounBeforeWith(text: string, word: string): boolean {
  const match = /^[^\p{L}]*([\p{L}]+)\s+with\b/iu.exec(text);
  return match !== null && match[1]!.toLowerCase() === word;
}

const VERB_BEFORE = new Set(['to', 'will', 'can', 'could', 'would', 'should', 'must', 'please', 'i', 'we', 'you', 'they', 'll', 'not', 'lets', 'let']);

/** Words standing where a verb stands: the first word of a text or sentence, or after "to", "will", "please", a pronoun. */
function verbsOf(text: string): string[] {
  const tokens = text.toLowerCase().match(/[\p{L}]+|[.!?]/gu) ?? [];
  return tokens.filter((token, i) => i === 0 || /[.!?]/.test(tokens[i - 1]!) || VERB_BEFORE.has(tokens[i - 1]!));
}

function settle(ruling: Ruling, outcome: 'match' | 'mismatch'): Verdict {
  return { outcome, ruled: ruling.ruled, reasons: ruling.reasons, score: ruling.score, contradictions: ruling.contradictions };
}

/** One line for people: "place changed: Austin -> Denver". */
export function describe(c: Contradiction): string {
  const label = c.kind === 'name' ? (c.subtype ?? 'name') : c.kind;
  if (c.kind === 'role') return `roles swapped: ${c.expected} -> ${c.actual}`;
  if (c.kind === 'negation') return `negation differs: ${c.expected} -> ${c.actual}`;
  if (c.kind === 'opposite') return `opposite: ${c.expected} -> ${c.actual}`;
  if (c.added) return `${label} added: ${c.actual}`;
  return c.actual === undefined ? `${label} missing: ${c.expected}` : `${label} changed: ${c.expected} -> ${c.actual}`;
}

function cosine(a: Float32Array, b: Float32Array): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += a[i]! * b[i]!;
  return Math.min(1, sum);
}
