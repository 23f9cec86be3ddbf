/**
 * Two texts made of the same words, where two spans trade places and everything around them stays.
 * The words between the two spans decide what the trade means:
 * - a frame that gives each span a role ("from Lab 5 to Lab 3", "Pick-up: 12 Fir Road; drop-off:
 *   40 Heath Lane", "Harriet's office, beside Kamal's", "Tell the tenant the landlord is coming")
 *   makes it a role swap, whatever the spans are (names, places, numbers, plain nouns);
 * - list separators ("milk, eggs and bread"; "Oxford Brookes University, Headington Campus, John
 *   Henry Brookes Building"), or a moved phrase that begins with a preposition or a conjunction
 *   ("On Friday at 9am call the bank" / "Call the bank at 9am on Friday"), make it a reorder.
 * The test is on word order only, so it needs no names or facts: a swap of "the tenant" and "the
 * landlord" is seen as well as one of "Anna" and "Mr. Diaz".
 */
import { DAY_PARTS, IRREGULAR_FORMS, RELATIVE_DAYS, RELATIVE_UNITS, WEEKDAYS } from './lexicon.js';
import { DETERMINERS } from './governor-swaps.js';
import { symmetricLink } from './symmetric-verbs.js';
import { isClockFigure, keptPerText, splitter } from './text-tokens.js';

/** A role swap (with the two spans, as written in the first text) or a reorder that keeps the meaning. */
export type SpanExchange =
  | { readonly kind: 'swap'; readonly first: string; readonly second: string; readonly expected: string; readonly actual: string }
  | { readonly kind: 'reorder' };

/** Words that join the items of a list: items around them may come in any order. */
const LIST_JOINS = new Set([',', ';', 'and', 'or', '&', '/', '+', '|', '·', '-', '–', '—', 'plus']);
/** A frame made only of these gives no roles ("Finance: Q3 review" / "Q3 review: Finance"). */
const NEUTRAL = new Set([...LIST_JOINS, ':', '.', '(', ')', '!', '?']);
/** Joins that set two phrases against each other, each keeping what it says. */
const CONTRASTS = new Set(['but', 'whereas']);
/** Prepositions of several words, which open no phrase of their own: a span of just one is a preposition still. */
const COMPOUND_PREPOSITIONS = new Set([
  'in front of', 'at the front of', 'on top of', 'at the back of', 'round the back of', 'around the back of', 'next to', 'across from', 'out of', 'in between',
  'on the left of', 'on the right of', 'to the left of', 'to the right of', 'in place of', 'on behalf of',
]);

const ARTICLES = new Set(['the', 'a', 'an']);

/** A span without the articles it ends on: "in front of the" is "in front of". */
function withoutTrailingArticles(span: readonly string[]): readonly string[] {
  let end = span.length;
  while (end > 0 && ARTICLES.has(span[end - 1]!)) end--;
  return end === span.length ? span : span.slice(0, end);
}

/**
 * A span that begins so is a phrase that may move ("on Friday", "if it rains", "after school"). Not
 * "then": a step of a sequence keeps its place ("speeches, then the first dance").
 */
const MOVABLE_STARTS = new Set([
  'on', 'at', 'in', 'by', 'for', 'from', 'to', 'with', 'during', 'until', 'till', 'since', 'after', 'before', 'if', 'when',
  'whenever', 'while', 'once', 'because', 'as', 'unless', 'so', 'but', 'please',
]);
/** Frames that set one phrase in the place of the other: the first is what holds, the second what does not. */
const CHOICE_FRAMES: ReadonlySet<string> = new Set(['rather than', 'instead of', ', not', 'not', 'and not', ', and not', 'but not', ', but not', 'as opposed to', ', rather than', ', instead of']);
/** What stands between two who do the same thing: "passed, and so did", "won't, and neither will". */
export const SAME_DOING = /\b(?:and\s+so|and\s+neither|nor|as)\s+(?:did|does|do|is|are|was|were|has|have|had|will|can|could|would|should)\s*$/i;

/** Longer spans are clauses, not role fillers; texts longer than this are left to the long-text rules. */
const LONGEST_SPAN = 6;
const LONGEST_TEXT = 40;
const SHARED_REACH = 8;

const WORD = /'s\b|[\p{L}\p{N}]+(?:(?:\.|-|'(?!s\b))[\p{L}\p{N}]+)*|(?!(?<=s)'(?!\p{L}))[^\s\p{L}\p{N}]/gu;

/**
 * The text's words and marks, lower-cased; a possessive "'s" is a word of its own, and a plural's
 * mark ("the authors' entrance") is no word, so that the plural stands where the other text has
 * its word ("the audience entrance"). Kept for the
 * texts split lately: a dozen readers split the same two texts so (see `splitter`).
 */
export const exchangeTokens: (text: string) => readonly string[] = splitter(WORD, (text) => text.toLowerCase().replace(/[‘’]/g, "'"));

/**
 * How many tokens two lists share at their start, and then at their end (never overlapping the
 * start): the words around the one slot where two texts differ.
 */
export function sharedEnds(x: readonly string[], y: readonly string[]): { readonly prefix: number; readonly suffix: number } {
  let prefix = 0;
  while (prefix < x.length && prefix < y.length && x[prefix] === y[prefix]) prefix++;
  let suffix = 0;
  while (suffix < x.length - prefix && suffix < y.length - prefix && x[x.length - 1 - suffix] === y[y.length - 1 - suffix]) suffix++;
  return { prefix, suffix };
}

/** Tokens back into text: no space before a mark or a possessive ("'s", or "'" after a plural), none after an opening bracket. */
function joinTokens(tokens: readonly string[]): string {
  let text = '';
  for (const token of tokens) text += text === '' || /^(?:[,;:.!?)]|'s)$/.test(token) || (token === "'" && text.endsWith('s')) || text.endsWith('(') ? token : ` ${token}`;
  return text;
}

const AGREEMENT = new Map([['am', 'is'], ['are', 'is'], ['were', 'was'], ['have', 'has']]);
/** Words that open an object: a word in -s before one is a verb ("covers the carpets"), not a plural ("trees"). */
const OBJECT_OPENERS = new Set(['the', 'a', 'an', 'our', 'your', 'my', 'their', 'his', 'her', 'its', 'this', 'that', 'these', 'those', 'it', 'them', 'us', 'me', 'him']);
/** Words after "this", "next" or "last" that say when, not what: "our coaches this week" holds no verb "coache". */
const WHEN_AFTER_OPENER = new Set(['week', 'weekend', 'month', 'year', 'morning', 'afternoon', 'evening', 'time', 'term', 'season', 'summer', 'winter', 'spring', 'autumn']);
/** A present verb agrees too: "we cover the carpets" / "the landlord covers the carpets". */
const agreed = (token: string, next: string | undefined, after: string | undefined) =>
  AGREEMENT.get(token) ?? (next !== undefined && OBJECT_OPENERS.has(next) && !WHEN_AFTER_OPENER.has(after ?? '') && /^[a-z]{2,}[^s']s$/.test(token) && !CLAUSE_BREAKS.has(token) && !MOVABLE_STARTS.has(token) ? token.slice(0, -1) : token);

const WILL = /(\p{L})['’]ll\b/gu;
/** "We're", "I'm" and "they've" are the pronoun and its verb, as "we'll" is. */
const CONTRACTED = /\b(we|you|they|i)['’](re|m|ve)\b/giu;
const UNCONTRACTED = new Map([['re', 'are'], ['m', 'am'], ['ve', 'have']]);
/**
 * A name's "'s" before a form in -ing that takes an object or a particle is "is": "Bronwen's
 * picking me up", "Tomas's driving the van". "Bronwen's cooking is lovely" keeps its owner.
 */
const NAME_IS = /(\p{Lu}\p{Ll}+)['’]s(?=\s+\p{L}{2,}ing\s+(?:me|us|you|him|her|them|it|the|a|an|my|our|your|his|their|up|down|off|out|round|over|back)\b)/gu;
/** Kept per text: each reading below asks again for both texts'. */
// Each of the three patterns needs an apostrophe, straight or curly: a text without one, as most
// are, is returned as it is without running them.
const spelledOut = keptPerText((text: string): string =>
  !text.includes("'") && !text.includes('’')
    ? text
    : text.replace(WILL, '$1 will').replace(CONTRACTED, (_, pronoun: string, verb: string) => `${pronoun} ${UNCONTRACTED.get(verb.toLowerCase())}`).replace(NAME_IS, '$1 is'),
);
/**
 * A pronoun is one party whether it acts, is acted on or owns: "we will pay the mason" / "the
 * mason will invoice us", "the Kelsall club are borrowing our boards" / "we're borrowing the
 * Kelsall club's boards".
 */
const PRONOUN_CASE = new Map([['us', 'we'], ['our', 'we'], ['me', 'i'], ['my', 'i'], ['them', 'they'], ['their', 'they'], ['him', 'he'], ['his', 'he'], ['your', 'you']]);
/** Words after which "'s" is "is" or "us", not an owner's mark ("it's", "let's"). */
const NOT_OWNERS = new Set(['he', 'she', 'it', 'that', 'there', 'here', 'what', 'who', 'where', 'how', 'let']);
/** A party's name owns as it acts: the places of the tokens kept, with the owner's "'s" left out ("the Kelsall club's boards"). */
const ownerless = (tokens: readonly string[]) => tokens.flatMap((token, i) => (token !== "'s" || i === 0 || NOT_OWNERS.has(tokens[i - 1]!) ? [i] : []));
/**
 * A token as a party: its pronoun's one case, an age group as its age ("the under-16s" / "the
 * under-16 games"), a part of the day as one ("tired in the afternoons" / "in the afternoon").
 */
const same = (token: string): string =>
  PRONOUN_CASE.get(token) ?? (token.endsWith('s') && (AGE_GROUP.test(token) || DAY_PARTS.has(token.slice(0, -1))) ? token.slice(0, -1) : token);
const AGE_GROUP = /^(?:under|over|u)-?\d{1,3}s$/;

/** A word in -s without it, and one in -es without either ending: "owes" gives "owe" and "ow", "coaches" "coache" and "coach". */
const withoutEnding = (token: string): readonly string[] => (token.endsWith('es') ? [token.slice(0, -1), token.slice(0, -2)] : [token.slice(0, -1)]);

/**
 * A verb in -s in one text written without it in the other agrees with another subject: "Pupils
 * interview a NASA engineer" / "A NASA engineer interviews pupils". Only where the other text
 * has the plain form and not the -s form, so two different words are never made one. Two nouns
 * that trade their number with their places are made one each too (see below).
 */
function agreeAcross(x: string[], y: string[]): [string[], string[]] {
  // A verb stands between its subject and its object: not last, and not after an article ("the tree"
  // / "planting trees" is a noun in the plural).
  const verbAt = (tokens: readonly string[], i: number) => i > 0 && i < tokens.length - 1 && !OBJECT_OPENERS.has(tokens[i - 1]!) && !ITEM_OPENERS.has(tokens[i - 1]!) && /^\p{L}/u.test(tokens[i + 1]!);
  const plain = (tokens: readonly string[], other: readonly string[]) =>
    tokens.map((token, i) => {
      if (!token.endsWith('s') || !/^[a-z]{2,}[^s']s$/.test(token) || other.includes(token) || !verbAt(tokens, i)) return token;
      // "owes" is "owe", "goes" is "go", "watches" is "watch".
      for (const base of withoutEnding(token)) {
        if (tokens.includes(base)) return token;
        const at = other.indexOf(base);
        if (at >= 0 && verbAt(other, at)) return base;
      }
      return token;
    });
  // Two nouns that trade their number with their places are two parties, each in the form its new
  // place takes: "Volunteer lunch, hosted by the keepers" / "Keeper lunch, hosted by the volunteers".
  // Each text must have a plural the other has in the singular: one plural alone ("Tree planting" /
  // "planting trees") is a phrase said another way.
  const singular = (tokens: readonly string[], other: readonly string[]) =>
    tokens.map((token) => {
      if (!/^[a-z]{3,}[^s']s$/.test(token) || other.includes(token)) return token;
      // "stewards" is "steward", "coaches" is "coach".
      for (const base of withoutEnding(token)) {
        if (other.includes(base) && !tokens.includes(base)) return base;
      }
      return token;
    });
  const [px, py] = [plain(x, y), plain(y, x)];
  const [sx, sy] = [singular(px, py), singular(py, px)];
  const traded = (before: readonly string[], after: readonly string[]) => after.some((token, i) => token !== before[i]);
  return traded(px, sx) && traded(py, sy) ? [sx, sy] : [px, py];
}

/** Verbs that show a span holds a clause of its own, as an "-ing" form does (an owner's "'s" before it was "is"). */
const CLAUSE_VERBS = new Set(['is', 'are', 'was', 'were', 'will', 'has', 'have', 'had', 'can', 'could', 'would', 'should', 'must', "'s"]);
/**
 * Whether a span is a clause: a word, then a verb, then at least one more word ("aisha doing the
 * offices", "sadia is captain"). The span is read as written, so that an "'s" that was "is" counts
 * ("mei lin's on props").
 */
const clause = (span: readonly string[]) =>
  span.length >= 3 && span.slice(1, -1).some((word, k) => (word === "'s" ? isAfter(span[k + 2]) : CLAUSE_VERBS.has(word)) || /^\p{L}{2,}ing$/u.test(word));
/**
 * Words an "'s" that is "is" or "has" stands before, and an owner's "'s" does not: "mei lin's on
 * props", "Omar's got the keys", "Jo's driving". Before any other word it owns: "the hygienist's
 * room" is no clause.
 */
const AFTER_IS = new Set(['on', 'in', 'at', 'off', 'out', 'up', 'down', 'away', 'back', 'home', 'here', 'there', 'not', 'now', 'still', 'just', 'already', 'also', 'got', 'been', 'gone', 'going', 'the', 'a', 'an', 'our', 'my', 'your', 'their', 'his', 'her', 'its', 'with', 'open', 'shut', 'closed', 'full', 'free', 'busy', 'late', 'early', 'ready', 'done', 'over', 'ok', 'okay', 'fine', 'sorted', 'booked', 'broken', 'due']);
const isAfter = (next: string | undefined): boolean => next !== undefined && (AFTER_IS.has(next) || IRREGULAR_FORMS.has(next) || /^\p{L}{2,}(?:ing|ed)$/u.test(next));

/** Words that end one clause and start the next ("Drinks on the terrace first, then dinner in the hall"). */
const CLAUSE_BREAKS = new Set([',', ';', '.', 'and', 'then', 'but', 'while', 'whereas']);
/** The marks that end a sentence. */
const SENTENCE_ENDS = new Set(['.', '!', '?']);

/**
 * Whether the first span (at `start`) and the second, after `frame`, stand in clauses of their own,
 * each with a word that is not a mark or a join: one before the first span since the clause began,
 * and one in the frame after its last break. "On Friday, call the bank at 9am" has none before
 * "on Friday"; "Put the Reyes family in 402 and the Kims in 405" has "family" and "Kims".
 */
function crossesClauses(tokens: readonly string[], start: number, frame: readonly string[]): boolean {
  let lastBreak = -1;
  for (let k = 0; k < frame.length; k++) if (CLAUSE_BREAKS.has(frame[k]!)) lastBreak = k;
  if (lastBreak < 0) return false;
  const own = (word: string) => !NEUTRAL.has(word) && !CLAUSE_BREAKS.has(word) && !MOVABLE_STARTS.has(word);
  if (!frame.slice(lastBreak + 1).some(own)) return false;
  for (let k = start - 1; k >= 0 && !CLAUSE_BREAKS.has(tokens[k]!); k--) if (own(tokens[k]!)) return true;
  return false;
}

/** Words that say when by themselves ("tomorrow", "next Friday", "this evening"), and the words that may join them. */
const WHEN_WORDS: ReadonlySet<string> = new Set([...RELATIVE_DAYS.keys(), ...WEEKDAYS.keys()]);
const WHEN_JOINERS: ReadonlySet<string> = new Set(['this', 'next', 'last', ...DAY_PARTS.keys(), ...RELATIVE_UNITS]);
/** Whether a span only says when: a day word, with at most "this", "next" or a part of the day beside it. */
const whenOnly = (span: readonly string[]) =>
  span.length <= 3 && ((span.some((word) => WHEN_WORDS.has(word)) && span.every((word) => WHEN_WORDS.has(word) || WHEN_JOINERS.has(word))) || clockOnly(span));
/** Words beside a clock figure: "10 am", "9 sharp", "8 : 30". */
const CLOCK_JOINERS = new Set(['am', 'pm', 'sharp', 'oclock', "o'clock", ':']);
/** Whether a span only says a clock time ("9 sharp at the rugby club" / "the rugby club at 9 sharp" moves a time, not a role). */
const clockOnly = (span: readonly string[]) => span.some(isClockFigure) && span.every((word) => isClockFigure(word) || CLOCK_JOINERS.has(word));

/** Whether a span is one figure with nothing beside it ("10", "214"). */
const bareFigure = (span: readonly string[]) => span.length === 1 && /^\d+$/.test(span[0]!);

/** Words that open a list item without being the item: "Tia's lead, her bed and her tablets". */
const ITEM_OPENERS = new Set(['the', 'a', 'an', 'her', 'his', 'their', 'my', 'your', 'our', 'its', 'some']);

/** Whether two spans of two words or more share their first word or their last, and differ between. */
function alikeButInside(first: readonly string[], second: readonly string[]): boolean {
  if (first.length < 2 || second.length < 2) return false;
  const { prefix, suffix } = sharedEnds(first, second);
  return prefix + suffix > 0 && prefix + suffix < Math.min(first.length, second.length);
}

/** The last place of a frame before the words that open the next list item ("and her" -> "and"). */
function lastBeforeDeterminers(frame: readonly string[]): number {
  let last = frame.length - 1;
  while (last > 0 && ITEM_OPENERS.has(frame[last]!)) last--;
  return last;
}

function sameRun(a: readonly string[], from: number, b: readonly string[], at: number, length: number): boolean {
  for (let k = 0; k < length; k++) if (a[from + k] !== b[at + k]) return false;
  return true;
}

function sameWords(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  const counts = new Map<string, number>();
  for (const word of a) counts.set(word, (counts.get(word) ?? 0) + 1);
  for (const word of b) {
    const left = counts.get(word) ?? 0;
    if (left === 0) return false;
    counts.set(word, left - 1);
  }
  return true;
}

/**
 * Whether `b` is `a` with two spans traded, and what the trade means. Undefined when the texts are
 * not such a pair, or when every way to read them as one puts the spans side by side with nothing
 * to say which role each had ("the tenant the landlord": then the other role rules decide).
 * Side-by-side phrases that may move ("at 7 at the cinema" / "at the cinema at 7") are a reorder.
 *
 * @example
 * findSpanExchange('Lab 3 (moved from Lab 5)', 'Lab 5 (moved from Lab 3)'); // { kind: 'swap', first: '3', second: '5', expected: '3 (moved from lab 5)', ... }
 * findSpanExchange('Buy oat milk and almond milk', 'Buy almond milk and oat milk'); // { kind: 'reorder' }
 */
export function findSpanExchange(a: string, b: string): SpanExchange | undefined {
  const [keysA, keysB] = [wordKeys(a), wordKeys(b)];
  const alike = sameKeys(keysA, keysB);
  const direct = alike ? exchangeOf(a, b) : undefined;
  if (direct !== undefined) return direct;
  // An order's doer is "you": "Ring the lodge when the taxi arrives" / "The lodge will ring you when
  // the taxi arrives" trade the caller and the called. Only a swap counts; the plain texts decide the rest.
  const [doerA, doerB] = [withOrderDoer(a, b), withOrderDoer(b, a)];
  const swapped =
    doerA !== undefined && sameKeys(wordKeys(doerA), keysB) ? exchangeOf(doerA, b) : doerB !== undefined && sameKeys(keysA, wordKeys(doerB)) ? exchangeOf(a, doerB) : undefined;
  if (swapped?.kind === 'swap') return swapped;
  // Articles and the verb "be" aside, which terse texts drop: "Kimura lab borrowing our cryostat" /
  // "We're borrowing the Kimura lab's cryostat".
  if (!alike) return undefined;
  const [bareA, bareB] = [withoutSmallWords(a), withoutSmallWords(b)];
  if (bareA === a && bareB === b) return undefined;
  const bare = exchangeOf(bareA, bareB);
  return bare?.kind === 'swap' ? bare : undefined;
}

/** Tokens the readings below never weigh against each other: owners' marks, articles, forms of "be". */
const KEYLESS = new Set(["'s", 'the', 'a', 'an', 'is', 'are', 'am', 'was', 'were']);

/**
 * A text's tokens, each as a key that every form the readings below make of it shares: a pronoun
 * by its one case, and the word without an ending in -s, -es or -e ("owes" / "owe", "watches" /
 * "watch"). Two texts whose keys differ can be no exchange, which spares reading them.
 */
function wordKeys(text: string): Set<string> {
  const keys = new Set<string>();
  for (const token of exchangeTokens(spelledOut(text))) {
    if (KEYLESS.has(token)) continue;
    const word = same(token);
    keys.add(word === 'has' || word === 'have' ? 'has' : word.replace(/(?:es|s|e)$/, ''));
  }
  return keys;
}

const sameKeys = (x: ReadonlySet<string>, y: ReadonlySet<string>): boolean => x.size === y.size && [...x].every((key) => y.has(key));

/**
 * A text without its articles, and without "be" before a form in -ing ("we are borrowing"), its
 * contractions spelled out first. "Sadia is captain" keeps its verb, which marks a clause.
 */
const withoutSmallWords = (text: string): string =>
  spelledOut(text)
    .replace(/\b(?:the|a|an)\b\s*/giu, '')
    .replace(/\b(?:is|are|am|was|were)\s+(?=\p{L}{2,}ing\b)/giu, '');

/** Modal verbs that stand between a doer and the deed ("the lodge will ring you"). */
const DEED_MODALS = new Set(['will', 'would', 'can', 'could', 'should', 'must', 'shall', 'may', 'might']);

/**
 * An order (`text` opens with its verb, "please" aside) said with its doer, "you" and the modal
 * that `other` gives the same verb, where `other` names "you" and has someone else before the verb:
 * "Ring the lodge" against "The lodge will ring you" is "you will ring the lodge". Undefined when
 * `text` is no such order, or names "you" itself ("your" may stand: "once your bag arrives").
 */
function withOrderDoer(text: string, other: string): string | undefined {
  const mine = exchangeTokens(spelledOut(text));
  if (mine.includes('you')) return undefined;
  const order = mine[0] === 'please' ? text.replace(/^\s*please\s+/i, '') : text;
  const verb = mine[mine[0] === 'please' ? 1 : 0];
  const theirs = exchangeTokens(spelledOut(other));
  if (verb === undefined || !/^\p{L}{2,}$/u.test(verb) || !theirs.includes('you')) return undefined;
  const at = theirs.findIndex((token, k) => k >= 2 && token === verb && DEED_MODALS.has(theirs[k - 1]!) && theirs[k - 2] !== 'you');
  return at < 0 ? undefined : `you ${theirs[at - 1]!} ${order}`;
}

/** `findSpanExchange` on the texts as written. */
function exchangeOf(a: string, b: string): SpanExchange | undefined {
  // A verb agrees with the span before it: "Layla is listed ... and you as" / "you are listed ... and Layla as".
  // "We'll pay" is "we will pay", against "the landlord will pay".
  const [xo, yo] = [exchangeTokens(spelledOut(a)), exchangeTokens(spelledOut(b))];
  const [xk, yk] = [ownerless(xo), ownerless(yo)];
  const [xs, ys] = [xk.map((k) => xo[k]!), yk.map((k) => yo[k]!)];
  // The reason quotes the written tokens, owners' marks and all, from the kept token at `from` to the one before `to`.
  const quote = (tokens: readonly string[], kept: readonly number[], from: number, to: number) => joinTokens(tokens.slice(kept[from], to < kept.length ? kept[to] : tokens.length));
  const [x, y] = agreeAcross(xs.map((token, i) => agreed(same(token), xs[i + 1], xs[i + 2])), ys.map((token, i) => agreed(same(token), ys[i + 1], ys[i + 2])));
  const n = x.length;
  if (n > LONGEST_TEXT || y.length > LONGEST_TEXT) return undefined;
  let prefix = 0;
  while (prefix < n && x[prefix] === y[prefix]) prefix++;
  if (prefix === n && n === y.length) return undefined;
  // A phrase said once traded for one said twice changes the count of words, not just their order.
  if (!sameWords(x, y)) return tradedThroughout(x, y, prefix, xo, yo);
  let suffix = 0;
  while (suffix < n - prefix && x[n - 1 - suffix] === y[n - 1 - suffix]) suffix++;
  let swap: { first: string; second: string; expected: string; actual: string } | undefined;
  // Every reading: shared words before (p) and after (s), then first span, frame, second span.
  // A span that starts (or ends) further than this inside the shared words is a clause, not a
  // role filler: readings that long are left out, which keeps a 40-word text to a few thousand.
  for (let p = prefix; p >= Math.max(0, prefix - SHARED_REACH); p--) {
    for (let s = suffix; s >= Math.max(0, suffix - SHARED_REACH); s--) {
      const end = n - s;
      for (let i = 1; p + i < end; i++) {
        for (let j = 1; p + i + j <= end; j++) {
          const between = end - p - i - j;
          // b reads: second span, the same frame, first span.
          if (!sameRun(x, end - j, y, p, j) || !sameRun(x, p + i, y, p + j, between) || !sameRun(x, p, y, p + j + between, i)) continue;
          if (i === j && sameRun(x, p, x, end - j, i)) continue;
          const first = x.slice(p, p + i);
          const second = x.slice(end - j, end);
          const frame = x.slice(p + i, end - j);
          // Marks trade no roles: "Thanks for your order! We'll confirm ... tomorrow." / "... order. ... tomorrow!"
          if (first.every((word) => NEUTRAL.has(word)) || second.every((word) => NEUTRAL.has(word))) continue;
          // A lone preposition is no phrase: "from Denver to Austin" / "to Denver from Austin" trade roles.
          // Nor is one of several words, nor one with just its article: "Behind the café, in front of
          // the lockers" / "In front of the café, behind the lockers".
          const phrase = (span: readonly string[]) => {
            const bare = withoutTrailingArticles(span);
            return bare.length > 1 && MOVABLE_STARTS.has(bare[0]!) && !COMPOUND_PREPOSITIONS.has(bare.join(' '));
          };
          if (Math.max(i, j) > LONGEST_SPAN) return { kind: 'reorder' };
          // A phrase may move inside its clause, not into another one: "Seat Hugo at table 2 and
          // Marguerite at table 5" gives each table to its own clause's name.
          // So may a bare word of when, which needs no preposition: "Your groceries arrive at 10
          // tomorrow" / "Tomorrow at 10 your groceries arrive". Two of them trading places do swap
          // ("Move Monday's class to Tuesday" / "Tuesday's class to Monday").
          // Two bare figures are alike whatever their values: "the 25mm eyepiece for the 10mm" names no hour.
          const figures = bareFigure(first) && bareFigure(second);
          // A clock time after "the" names a thing (a train, a class), not when: "The 8:15 waits for
          // the 33" / "The 33 waits for the 8:15".
          const when = (span: readonly string[], at: number) => whenOnly(span) && x[at - 1] !== 'the';
          // Two phrases alike but for one word trade that word, not their places: "Complaint from
          // Room 5 about noise from Room 6" / "... from Room 6 about noise from Room 5". The reading
          // of the one word decides.
          // So do two that open (or close) alike and differ inside, with a thing of their own between
          // them and no list: "Sofa to the basement, armchair to the top-floor flat" gives each place
          // to its own thing ("to the architect and to Mr Lindqvist" is a list).
          const oneWordApart = i === j && i > 1 && first.filter((word, k) => word !== second[k]).length === 1;
          const apartInside = alikeButInside(first, second) && !frame.some((word) => LIST_JOINS.has(word));
          if ((oneWordApart || apartInside) && (phrase(first) || phrase(second))) continue;
          // A frame that picks one phrase over the other keeps each in its role, whatever it opens
          // with: "scratched in our workshop rather than by the courier" / "by the courier rather
          // than in our workshop".
          const chosen = CHOICE_FRAMES.has(frame.join(' '));
          if (!chosen && (phrase(first) || phrase(second) || (when(first, p) !== when(second, end - j) && !figures)) && !crossesClauses(x, p, frame)) return { kind: 'reorder' };
          // Side by side, nothing says which role each span had: such a reading decides nothing.
          if (between === 0) continue;
          // The words that open a list item are read as written ("and his", not the party "he").
          const written = xs.slice(p + i, end - j);
          // Nor does a contrast between two whole phrases: "yes to the porch but no to the carport" /
          // "no to the carport but yes to the porch".
          // Steps of a sequence are no list: "speeches, then cake cutting, then dancing" puts them in order.
          const sequenced = first[0] === 'then' || second[0] === 'then';
          if (!sequenced && (frame.every((word) => NEUTRAL.has(word) || CONTRASTS.has(word)) || (LIST_JOINS.has(frame[0]!) && LIST_JOINS.has(written[lastBeforeDeterminers(written)]!)))) return { kind: 'reorder' };
          if (SAME_DOING.test(frame.join(' '))) return { kind: 'reorder' };
          // Two things a verb treats alike, traded: "Separate the whites from the colours" / "the
          // colours from the whites", "keep the glass separate from the cans".
          const link = frame.filter((word) => !DETERMINERS.has(word));
          if (link.length === 1 && p > 0 && symmetricLink(x[p - 1]!, link[0]!)) return { kind: 'reorder' };
          if (link.length === 2 && symmetricLink(link[0]!, link[1]!)) return { kind: 'reorder' };
          // Two whole clauses, each with its verb, trade places across a break: each keeps its own
          // roles ("Aisha's doing the offices tonight and Ben's doing the shop" / "Ben's doing the
          // shop tonight and Aisha's doing the offices"). Such a reading decides nothing.
          const writtenSpan = (from: number, length: number) => xo.slice(xk[from], xk[from + length - 1]! + 1);
          // Unless each is the value of its own label: "Pickup: Ana's shop. Drop-off: Ruiz's warehouse".
          const labelled = frame.length >= 2 && frame[frame.length - 1] === ':' && /\p{L}/u.test(frame[frame.length - 2]!);
          if (!labelled && clause(writtenSpan(p, i)) && clause(writtenSpan(end - j, j)) && frame.some((word) => CLAUSE_BREAKS.has(word))) continue;
          // Nor do two whole sentences trading places: "Bring a towel. Lessons run from 9. The pool
          // has lockers." / "The pool has lockers. Lessons run from 9. Bring a towel."
          const sentence = (from: number, length: number) =>
            (from === 0 || SENTENCE_ENDS.has(x[from - 1]!)) && (SENTENCE_ENDS.has(x[from + length - 1]!) || from + length === n || SENTENCE_ENDS.has(x[from + length]!));
          if (!labelled && sentence(p, i) && sentence(end - j, j)) continue;
          // The reason shows the two spans with their frame and the word after them, if any.
          const last = Math.min(n, end + 1);
          swap ??= { first: first.join(' '), second: second.join(' '), expected: quote(xo, xk, p, last), actual: quote(yo, yk, p, last) };
        }
      }
    }
  }
  return swap === undefined ? tradedThroughout(x, y, prefix, xo, yo) : { kind: 'swap', ...swap };
}

/**
 * `tokens` with every run of `u` written as `v` and every run of `v` as `u`, with how often each was
 * found; undefined where the two stand side by side with only list marks between.
 */
function traded(tokens: readonly string[], u: readonly string[], v: readonly string[]): { text: string[]; mine: number; theirs: number } | undefined {
  const text: string[] = [];
  let [mine, theirs] = [0, 0];
  let last = -1;
  for (let k = 0; k < tokens.length; ) {
    const [from, to] = sameRun(tokens, k, u, 0, u.length) && k + u.length <= tokens.length ? [u, v] : sameRun(tokens, k, v, 0, v.length) && k + v.length <= tokens.length ? [v, u] : [undefined, undefined];
    if (from === undefined) {
      text.push(tokens[k]!);
      k++;
      continue;
    }
    // Two names listed side by side ("Sam and Jo") trade no roles: their order says nothing.
    if (last >= 0 && text.slice(last).every((word) => NEUTRAL.has(word))) return undefined;
    text.push(...to!);
    k += from.length;
    last = text.length;
    if (from === u) mine++;
    else theirs++;
  }
  return { text, mine, theirs };
}

/**
 * Two phrases that trade places everywhere they occur, three times or more between them: "the
 * food bank will lend your group 30 chairs, and your group will provide the tables" / "your group
 * will lend the food bank 30 chairs, and the food bank will provide the tables". A single trade is
 * the readings above; this finds the ones that repeat, where no single trade gives the other text.
 */
function tradedThroughout(x: readonly string[], y: readonly string[], at: number, xs: readonly string[], ys: readonly string[]): SpanExchange | undefined {
  // A trade keeps the words that occur, only their counts move: texts with a word of their own are no trade.
  const [mine, theirs] = [new Set(x), new Set(y)];
  if (mine.size !== theirs.size) return undefined;
  for (const word of mine) if (!theirs.has(word)) return undefined;
  for (let i = 1; i <= LONGEST_SPAN && at + i <= x.length; i++) {
    for (let j = 1; j <= LONGEST_SPAN && at + j <= y.length; j++) {
      const u = x.slice(at, at + i);
      const v = y.slice(at, at + j);
      if (u.every((word) => NEUTRAL.has(word)) || v.every((word) => NEUTRAL.has(word)) || u.some((word) => v.includes(word))) continue;
      const swapped = traded(x, u, v);
      // Each phrase stands in the first text: one written everywhere in place of the other is a change, not a trade.
      if (swapped === undefined || swapped.mine === 0 || swapped.theirs === 0 || swapped.mine + swapped.theirs < 3 || swapped.text.length !== y.length || !sameRun(swapped.text, 0, y, 0, y.length)) continue;
      // The reason quotes the texts as written, not with their verbs made to agree.
      return { kind: 'swap', first: u.join(' '), second: v.join(' '), expected: joinTokens(xs), actual: joinTokens(ys) };
    }
  }
  return undefined;
}
