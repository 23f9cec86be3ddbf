/**
 * The free-text judge: facts compared both ways, content words aligned, and the embedding
 * similarity as one signal among these. Three outcomes inside (match, mismatch, uncertain); an
 * uncertain pair is resolved by a stated policy or escalated to a stronger judge the user
 * configures. By default a learned layer (learned-verdict.ts) then weighs the rules' findings and
 * decides. Every verdict says why.
 */
import { spellOutAgainst, type KnownWords } from './acronyms.js';
import { alignWords, type WordMatch } from './align.js';
import { closedCompoundChange } from './compound-heads.js';
import { findPersonOfName } from './person-of-name.js';
import { contentWords, holdsCourtesy, plain } from './content-words.js';
import { namesOpposite } from './opposites.js';
import { hyphenatedWords } from './stems.js';
import { extractFacts } from './facts.js';
import { compareFacts, type Contradiction, type GuardOptions } from './guard.js';
import { droppedClause } from './trailing-clauses.js';
import { clauseJoined, coordinated, objectOfJoinedVerb, droppedRelation, joinedTo, listed, modifies } from './lists.js';
import { resolveByLearnedLayer } from './learned-verdict.js';
import { DEFAULT_THRESHOLD, WORDING_SHARE } from './similarity-bar.js';

export { WORDING_SHARE };
import { isLongPair, sameSurroundings, unmatchedSentence } from './long-text.js';
import { bundledLookupModel, embedWords, modelWords, WORD_FLAGS, type LookupModel } from './lookup-model.js';
import { findGovernorSwap } from './governor-swaps.js';
import { findLinkedSwap } from './linked-swaps.js';
import { findActSwap } from './party-roles.js';
import { findMoneySwap } from './money-flows.js';
import { findNounRoleSwap, isNoun } from './roles.js';
import { signOffWords } from './sign-off.js';
import { canBeVerb, gerund, isThing, isThingOrAction, LIGHT_VERBS } from './word-kinds.js';
import { determinerSlot, nounBeforeWith, opens, verbsOf } from './word-slots.js';
import { otherSides } from './word-similarity.js';
import { allMatches } from './all-matches.js';

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
  /**
   * Who settled the pair when the rules did not: the policy, the escalation judge, or the learned
   * layer (an uncertain pair, or a ruling it overruled).
   */
  readonly resolvedBy?: 'policy' | 'escalation' | 'learned';
  /** The learned layer's p(same meaning), when it judged. */
  readonly probability?: number;
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
  /**
   * Who decides: `learned` (the default with the bundled model, no `uncertain` policy, no `guard`)
   * weighs the rules' findings with a model trained on labelled pairs (decisions/0012); `rules`
   * is the rules alone, with uncertain pairs settled by `uncertain` and `threshold`.
   */
  readonly judge?: JudgeKind;
}

/** The learned layer over the rules, or the rules alone. */
export type JudgeKind = 'learned' | 'rules';

/**
 * The learned layer's weights were trained on the bundled model's findings with every check on, so
 * it is the default only there; an explicit `uncertain` policy or guard setting asks for the rules'
 * own way of settling pairs.
 */
export function chosenJudge(options: { readonly judge?: JudgeKind; readonly model?: LookupModel; readonly uncertain?: UncertainPolicy; readonly guard?: object }): JudgeKind {
  return options.judge ?? (options.model === undefined && options.uncertain === undefined && options.guard === undefined ? 'learned' : 'rules');
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
  /** What the rules looked at, for the learned layer (pair-features.ts); absent from verdicts. */
  readonly detail?: RulingDetail;
}

/** Which rule settled a pair: the stage of `ruleText` that returned. */
export type RulingStage = 'facts' | 'role' | 'aligned' | 'object' | 'statement' | 'dropped' | 'added-to-list' | 'uncertain';

/** The rules' working: what the learned layer reads besides the outcome. */
export interface RulingDetail {
  readonly stage: RulingStage;
  /** The normalised texts the facts were read from. */
  readonly expectedText: string;
  readonly actualText: string;
  /** Content words of each side, after sign-offs that only one text has. Empty when facts settled it. */
  readonly expectedWords: readonly string[];
  readonly actualWords: readonly string[];
  /** Content words left without a counterpart, with their best similarity. Empty when facts or roles settled it. */
  readonly missing: readonly WordMatch[];
  readonly extra: readonly WordMatch[];
  /** Both texts run to several clauses (long-text.ts). */
  readonly long: boolean;
}

/** Words that say where a thing is, which a location's commas set apart as they do list items. */
const WHERE_WORDS: ReadonlySet<string> = new Set(['near', 'nearby', 'beside', 'above', 'below', 'behind', 'inside', 'outside', 'opposite', 'round', 'around', 'next', 'across', 'beyond', 'past', 'over', 'under', 'underneath', 'upstairs', 'downstairs', 'close']);

/** Two nouns in the same place whose vectors are this far apart name different things. */
const OBJECT_CHANGE = 0.45;

/** A text's words and numbers in lower case, without the marks between them. */
const wordsOnly = (text: string): string => (text.toLowerCase().match(/[\p{L}\p{N}]+(?:[.,:'’/][\p{N}]+)*/gu) ?? []).join(' ');

/**
 * Applies the rules to a pair. Synchronous and fast: the bundled lookup model only.
 *
 * @example
 * ruleText('Flight from Denver to Austin', 'Flight from Austin to Denver').reasons;
 * // ['roles swapped: from denver to austin -> from austin to denver']
 */
export function ruleText(expected: string, actual: string, options: Omit<JudgeTextOptions, 'uncertain' | 'threshold'> = {}): Ruling {
  // Texts that differ only in capitals say the same thing ("j.okafor" / "J.OKAFOR", "Room b-12" /
  // "Room B-12"): the capitals only change how the facts would be read, so the expected text is
  // judged against itself.
  // So do texts that differ only in marks between words ("Please note: the sauna is textile-free" /
  // "Please note, the sauna is textile free"), where a hyphen made a suffix read as a negation in
  // one text. Marks inside a number stay ("10.30" / "10:30").
  if (actual !== expected && (actual.toLowerCase() === expected.toLowerCase() || wordsOnly(actual) === wordsOnly(expected))) return ruleText(expected, expected, options);
  const model = options.model ?? bundledLookupModel();
  const words = knownWordsOf(model);
  const want = extractFacts(spellOutAgainst(expected, actual, words), model);
  const have = extractFacts(spellOutAgainst(actual, expected, words), model);
  const score = cosine(embedWords(model, modelWords(want.text)), embedWords(model, modelWords(have.text)));
  const guard = compareFacts(want, have, options.guard ?? {}, model);
  const reasons = guard.contradictions.map((c) => describe(c, want.text, have.text));
  const detail = (stage: RulingStage, extras: Partial<RulingDetail> = {}): RulingDetail => ({
    stage, expectedText: want.text, actualText: have.text, expectedWords: [], actualWords: [], missing: [], extra: [], long: false, ...extras,
  });
  if (guard.contradictions.length > 0) return { ruled: 'mismatch', reasons, score, contradictions: guard.contradictions, detail: detail('facts') };
  const personOf = findPersonOfName(model, want.text, have.text);
  if (personOf !== undefined) return { ruled: 'mismatch', reasons: [describe(personOf)], score, contradictions: [personOf], detail: detail('facts') };

  // Who signs a message off counts only when both texts sign off ("Best regards, HR" / no closing).
  const [wantClosing, haveClosing] = [signOffWords(want.text), signOffWords(have.text)];
  const unsigned = (words: string[], closing: ReadonlySet<string> | undefined, other: ReadonlySet<string> | undefined) =>
    closing === undefined || other !== undefined ? words : words.filter((word) => !closing.has(word));
  // A one-word fact the other text states (a name, a season) was compared by the guard; where one
  // text keeps it among its words and the other only among its facts ("Lunch with Marta" / "Marta -
  // lunch", where the name opening a heading reads as a greeting), it is not a word left over.
  // A street's kind is such a fact too, though written with its name ("Main Street").
  const oneWordFacts = (facts: typeof want) =>
    new Set(facts.facts.flatMap((fact) => (/^\p{L}+$/u.test(fact.text) ? [fact.text] : fact.keys[0]?.startsWith('street:') === true ? [fact.text.split(' ').pop()!] : [])).map(plain));
  const [wantFacts, haveFacts] = [oneWordFacts(want), oneWordFacts(have)];
  const wantAll = unsigned(contentWords(want, model), wantClosing, haveClosing);
  const haveAll = unsigned(contentWords(have, model), haveClosing, wantClosing);
  const wantWords = impliedHeadsLeftOut(model, wantAll.filter((word) => haveAll.includes(word) || !haveFacts.has(word)), want.text, haveAll);
  const haveWords = impliedHeadsLeftOut(model, haveAll.filter((word) => wantAll.includes(word) || !wantFacts.has(word)), have.text, wantAll);
  // The things both texts name: common nouns among the content words, and names, places and dates among the facts.
  const named = (facts: typeof want) => facts.facts.map((fact) => fact.text.toLowerCase()).filter((text) => /^[\p{L}]+$/u.test(text));
  const haveNamed = new Set(named(have));
  const shared = [
    ...wantWords.filter((word) => !word.includes(' ') && haveWords.includes(word) && isNoun(model, word) && (model.flagsOf(model.senses?.lemmaOf(word) ?? word) & WORD_FLAGS.adjective) === 0),
    ...named(want).filter((text) => haveNamed.has(text)),
  ];
  const swap =
    options.guard?.roles === false ? undefined : (findNounRoleSwap(model, wantWords, haveWords, want.text, have.text) ?? findGovernorSwap(shared, want.text, have.text) ?? findLinkedSwap(want.text, have.text) ?? findActSwap(want, have) ?? findMoneySwap(want, have));
  if (swap !== undefined) {
    const contradiction: Contradiction = { kind: 'role', ...swap };
    return { ruled: 'mismatch', reasons: [describe(contradiction)], score, contradictions: [contradiction], detail: detail('role', { expectedWords: wantWords, actualWords: haveWords }) };
  }
  const { missing, extra } = alignWords(model, wantWords, haveWords, guard.equivalents, new Set([...verbsOf(want.text), ...verbsOf(have.text)]), new Set([...nameWords(want.text), ...nameWords(have.text)]));
  const long = isLongPair(want.text, have.text);
  const aligned = (stage: RulingStage) => detail(stage, { expectedWords: wantWords, actualWords: haveWords, missing, extra, long });
  if (missing.length === 0 && extra.length === 0) {
    const [dropped, added] = [droppedRelation(want.text, have.text), droppedRelation(have.text, want.text)];
    if (dropped !== undefined) return { ruled: 'mismatch', reasons: [`dropped: ${dropped}`], score, contradictions: [], detail: aligned('dropped') };
    if (added !== undefined) return { ruled: 'mismatch', reasons: [`added to a list: ${added}`], score, contradictions: [], detail: aligned('added-to-list') };
    return { ruled: 'match', reasons: [], score, contradictions: [], detail: aligned('aligned') };
  }
  const changed: string[] = [];
  // Long texts need not line up clause by clause: a word aligned against a word that stands
  // elsewhere ("would like to see you" / "make the appointment") is not one object for another.
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
    const sameSlot = !long || determined || (counterpart !== undefined && nounOnly(word.word) && nounOnly(counterpart.word) && sameSurroundings(want.text, word.word, have.text, counterpart.word));
    // Two sides of a thing are two places, said as nouns or not ("behind" / "in front of").
    const sides = counterpart !== undefined && otherSides(word.word, counterpart.word) && (!long || sameSurroundings(want.text, word.word, have.text, counterpart.word));
    if (sides || (counterpart !== undefined && sameSlot && thing(word.word, wantWords) && thing(counterpart.word, haveWords) && word.similarity < OBJECT_CHANGE)) {
      changed.push(`object changed: ${word.word} -> ${counterpart.word}`);
    }
  }
  // A modifier only one text has, before the head of a word the other writes as one with another
  // first part: "headlights" / "tail lights".
  for (const [from, to, added] of [[want.text, have.text, extra], [have.text, want.text, missing]] as const) {
    for (const word of added) {
      const change = word.word.includes(' ') ? undefined : closedCompoundChange(model, from, to, word.word);
      if (change !== undefined) changed.push(`object changed: ${from === want.text ? change : change.split(' -> ').reverse().join(' -> ')}`);
    }
  }
  if (changed.length > 0) return { ruled: 'mismatch', reasons: changed, score, contradictions: [], detail: aligned('object') };
  // A long text that adds or drops a whole statement ("Breakfast is included in the price."); so
  // does a short one that another text repeats and goes on from ("Your orthotics are ready to
  // collect." / "... Please also bring your old pair so we can check the wear pattern.").
  if (long || (missing.length === 0 && continues(want.text, have.text)) || (extra.length === 0 && continues(have.text, want.text))) {
    const unit = (list: readonly WordMatch[]) => new Set(list.map((w) => w.word.split(' ')[0]!));
    const dropped = unmatchedSentence(want, wantWords, unit(missing), (w) => isThing(model, w, false));
    const added = unmatchedSentence(have, haveWords, unit(extra), (w) => isThing(model, w, false));
    if (dropped !== undefined) return { ruled: 'mismatch', reasons: [`statement dropped: ${dropped}`], score, contradictions: [], detail: aligned('statement') };
    if (added !== undefined) return { ruled: 'mismatch', reasons: [`statement added: ${added}`], score, contradictions: [], detail: aligned('statement') };
  }
  // A dropped task or item is a partial answer when it was one of a list ("wash and dry", "milk,
  // eggs and bread"); a dropped modifier ("job interview" / "interview") may be a paraphrase.
  // Any word joined by "and" / "or" to a word the answer keeps is an item too ("legal and finance").
  const kept = new Set(haveWords.flatMap((w) => w.split(' ')));
  // In long texts commas join clauses as often as items: only a word joined to a kept word is an item.
  // A word that says where ("near", "above", "round the back") is no item: commas in a location part
  // its address ("Ground floor, near the lifts" / "By the lifts on the ground floor").
  // A verb whose clause "and" joins to a clause opening with a verb the other text keeps as its verb
  // is a task however long its clause ("Sweep out the barn and set up the tables" / "Set up the
  // tables in the barn"); so is an object whose verb, joined on by "and", is left over too ("and sort
  // out a quizmaster").
  const heads = (list: readonly WordMatch[]) => new Set(list.filter((w) => canBeVerb(model, w.word)).map((w) => w.word.split(' ')[0]!));
  const task = (word: WordMatch, text: string, other: string, others: ReadonlySet<string>) => {
    const first = word.word.split(' ')[0]!;
    return !long && verbsOf(text).includes(first) && !LIGHT_VERBS.has(model.senses?.lemmaOf(first) ?? first) && clauseJoined(text, word.word, new Set(verbsOf(other).filter((verb) => others.has(verb))));
  };
  if (extra.length === 0 && missing.some((word) => !WHERE_WORDS.has(word.word) && ((!long && isThingOrAction(model, word.word) && listed(want.text, word.word)) || joinedTo(want.text, word.word, kept) || task(word, want.text, have.text, kept) || objectOfJoinedVerb(want.text, word.word, heads(missing))))) {
    return { ruled: 'mismatch', reasons: [`dropped: ${missing.map((w) => w.word).join(', ')}`], score, contradictions: [], detail: aligned('dropped') };
  }
  // The other way round: an item the answer adds to a list ("Buy milk" / "Buy milk and eggs").
  const stated = new Set(wantWords.flatMap((w) => w.split(' ')));
  // A light verb ("give the cases a dust") or a word before a kept one ("driving test centre") is no
  // item, unless "and" or "or" joins it ("Flight and hotel confirmation", "and take it for a walk").
  // A verb and its particle written with a hyphen are a noun ("setup and clear-up", "Site visit and measure-up").
  const hyphened = (word: string) => word.includes(' ') && have.text.toLowerCase().includes(word.replace(' ', '-'));
  const item = (word: WordMatch) => (isThing(model, word.word, false) || hyphened(word.word)) && (coordinated(have.text, word.word) || (!LIGHT_VERBS.has(model.senses?.lemmaOf(word.word) ?? word.word) && !modifies(have.text, word.word, stated)));
  if (missing.length === 0 && extra.some((word) => (item(word) && (long ? joinedTo(have.text, word.word, stated) : listed(have.text, word.word) || objectOfJoinedVerb(have.text, word.word, heads(extra)))) || task(word, have.text, want.text, stated))) {
    return { ruled: 'mismatch', reasons: [`added to a list: ${extra.map((w) => w.word).join(', ')}`], score, contradictions: [], detail: aligned('added-to-list') };
  }
  // A condition or a clause of its own that one text ends with and the other leaves out ("Take the
  // kids to the zoo if it's sunny" / "Take the kids to the zoo").
  const units = (list: readonly WordMatch[]) => list.flatMap((w) => w.word.split(' '));
  const clauseDropped = long || extra.length > 0 ? undefined : droppedClause(want.text, have.text, units(missing));
  if (clauseDropped !== undefined) return { ruled: 'mismatch', reasons: [`dropped: ${clauseDropped}`], score, contradictions: [], detail: aligned('dropped') };
  const clauseAdded = long || missing.length > 0 ? undefined : droppedClause(have.text, want.text, units(extra));
  if (clauseAdded !== undefined) return { ruled: 'mismatch', reasons: [`added: ${clauseAdded}`], score, contradictions: [], detail: aligned('added-to-list') };
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
  return { ruled: 'uncertain', reasons: notes, score, contradictions: [], wording, detail: aligned('uncertain') };
}

/**
 * Whether `longer` opens with all of `text` as its first sentences and goes on with at least one
 * more that is not courtesy ("Many thanks, and do get in touch if you have any questions").
 */
function continues(text: string, longer: string): boolean {
  if (longer.length <= text.length + 2 || !/[.!?]\s*$/.test(text)) return false;
  const plainText = (t: string) => t.toLowerCase().replace(/[^\p{L}\p{N}.!?']+/gu, ' ').trim();
  const [head, whole] = [plainText(text), plainText(longer)];
  const rest = whole.slice(head.length);
  return whole.startsWith(head) && /^\s*\p{L}/u.test(rest) && !holdsCourtesy(rest);
}

/**
 * `words` without a noun the other text leaves out after a word that is a kind of it, which says it
 * already: "housewarming party" / "housewarming", "oak tree" / "oak" (WordNet: a housewarming is a party).
 */
function impliedHeadsLeftOut(model: LookupModel, words: readonly string[], text: string, others: readonly string[]): readonly string[] {
  // A pub named is a pub: "behind the Red Lion pub" / "behind the Red Lion".
  if (words.includes('pub') && !others.includes('pub') && NAMED_PUB.test(text)) words = words.filter((word) => word !== 'pub');
  const senses = model.senses;
  if (senses === undefined || words.length < 2) return words;
  const lower = text.toLowerCase();
  const lemma = (word: string) => senses.lemmaOf(word) ?? word;
  const implied = (word: string, i: number) => {
    const kind = words[i - 1];
    return kind !== undefined && !others.includes(word) && others.includes(kind) && lower.includes(`${kind} ${word}`) && senses.kindOf(lemma(kind), lemma(word));
  };
  return words.some(implied) ? words.filter((word, i) => !implied(word, i)) : words;
}

/** A pub after its name: "the Red Lion pub", "the Crown & Anchor pub". */
const NAMED_PUB = /(?<![\p{L}'’])(?!(?:The|A|An|This|That|Our|Your|My|Their|His|Her|Local)\s)\p{Lu}[\p{L}'’]*\s+[Pp]ub\b/u;

/** The model's vocabulary and WordNet, as the shortening rules ask (one per model). */
const knownWordsByModel = new WeakMap<LookupModel, KnownWords>();

function knownWordsOf(model: LookupModel): KnownWords {
  let words = knownWordsByModel.get(model);
  if (words === undefined) {
    words = {
      known: (word) => model.rowOf(word) !== undefined || model.senses?.lemmaOf(word) !== undefined,
      inWordNet: (word) => model.senses?.lemmaOf(word) !== undefined,
      // A common word may also name places ("Centre", "International"), but not people ("Daniel").
      common: (word) => {
        const lemma = model.senses?.lemmaOf(word);
        if (lemma === undefined) return false;
        const flags = model.flagsOf(lemma);
        return (flags & (WORD_FLAGS.noun | WORD_FLAGS.verb | WORD_FLAGS.adjective | WORD_FLAGS.adverb)) !== 0 && (flags & WORD_FLAGS.person) === 0;
      },
    };
    knownWordsByModel.set(model, words);
  }
  return words;
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
  if (chosenJudge(options) === 'learned') {
    const { unsure, ...verdict } = resolveByLearnedLayer(expected, actual, ruling, { threshold: options.threshold ?? DEFAULT_THRESHOLD });
    if (!unsure || options.escalate === undefined) return verdict;
    const answer = await options.escalate(expected, actual);
    return { ...verdict, outcome: answer.pass ? 'match' : 'mismatch', reasons: [...verdict.reasons, escalated(answer)], resolvedBy: 'escalation' };
  }
  if (ruling.ruled !== 'uncertain') return settle(ruling, ruling.ruled);
  if (options.escalate !== undefined) {
    const answer = await options.escalate(expected, actual);
    return { ...settle(ruling, answer.pass ? 'match' : 'mismatch'), reasons: [...ruling.reasons, escalated(answer)], resolvedBy: 'escalation' };
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

/** The line an escalation judge's answer adds to the reasons. */
export function escalated(answer: { readonly pass: boolean; readonly reason?: string }): string {
  return `escalated: ${answer.pass ? 'same meaning' : 'different meaning'}${answer.reason ? ` (${answer.reason})` : ''}`;
}

function settle(ruling: Ruling, outcome: 'match' | 'mismatch'): Verdict {
  return { outcome, ruled: ruling.ruled, reasons: ruling.reasons, score: ruling.score, contradictions: ruling.contradictions };
}

/**
 * One line for people: "place changed: Austin -> Denver". Opposites are found by stem ("resum");
 * given the two texts, the line quotes the words as written there ("suspended -> resumed").
 */
export function describe(c: Contradiction, expectedText?: string, actualText?: string): string {
  const label = c.kind === 'name' ? (c.subtype ?? 'name') : c.kind;
  if (c.kind === 'role') return `roles swapped: ${c.expected} -> ${c.actual}`;
  if (c.kind === 'negation') return `negation differs: ${c.expected} -> ${c.actual}`;
  if (c.kind === 'opposite') return `opposite: ${asWritten(c.expected, expectedText)} -> ${asWritten(c.actual ?? '', actualText)}`;
  if (c.added) return `${label} added: ${c.actual}`;
  return c.actual === undefined ? `${label} missing: ${c.expected}` : `${label} changed: ${c.expected} -> ${c.actual}`;
}

/** A stem or stemmed phrase ("tak off") as a text writes it ("take off"): each stem as its first word there of that stem. */
function asWritten(stems: string, text: string | undefined): string {
  if (text === undefined || stems === '') return stems;
  const words = hyphenatedWords(text);
  if (words.includes(stems)) return stems;
  return stems
    .split(' ')
    .map((part) => words.find((word) => word === part) ?? words.find((word) => namesOpposite(word, part)) ?? part)
    .join(' ');
}

function cosine(a: Float32Array, b: Float32Array): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += a[i]! * b[i]!;
  return Math.min(1, sum);
}

/**
 * The words a text capitalises inside a name, lower-cased: a capitalised word after "the", "at",
 * "in", "to", "from" or a comma and before another capitalised word ("The Gilded Goose" gives
 * "gilded", "at Central Station" and "Room 3, Central Station" give "central"; "at Central station"
 * gives nothing).
 */
function nameWords(text: string): string[] {
  const out: string[] = [];
  for (const m of allMatches(text, NAME_INSIDE)) out.push(m[1]!.toLowerCase());
  return out;
}
/** `nameWords`' pattern, made once and read with `allMatches` (no copy per call, as `matchAll` makes). */
const NAME_INSIDE = /(?<=(?:\b(?:[Tt]he|at|in|to|from)|,)\s)(\p{Lu}\p{Ll}+)(?=\s+\p{Lu}\p{Ll}+)/gu;

