/**
 * Whether a word stands in a list or is joined to another by "and", "or" or a comma. A dropped
 * or added item of a list ("milk, eggs and bread" / "milk and bread") makes an answer partial,
 * while a dropped modifier ("job interview" / "interview") may be a paraphrase.
 */
import { allMatches } from './all-matches.js';

/** Words, digits and the joining marks "," and "&", in lower case. A comma between digit groups ("6,200") joins nothing. */
const listTokens = (text: string): string[] => text.toLowerCase().match(/\d+(?:,\d{3})+|[\p{L}\d']+|[,&]/gu) ?? [];

/** A text's tokens and where the first word of `word` stands among them (-1 if nowhere). */
function tokenAt(text: string, word: string): [string[], number] {
  const tokens = listTokens(text);
  return [tokens, tokens.indexOf(word.split(' ')[0]!)];
}

const COORDINATION = /^(and|or|plus|&|,|as well as|along with|then)$/;

/** Whether a word stands in a list or a second clause: a coordinator within three words of it. */
export function listed(text: string, word: string): boolean {
  const tokens = listTokens(text);
  const head = word.split(' ')[0]!;
  for (let i = 0; i < tokens.length; i++) {
    if (tokens[i] !== head) continue;
    for (let k = Math.max(0, i - 3); k <= Math.min(tokens.length - 1, i + 3); k++) if (COORDINATION.test(tokens[k]!)) return true;
    if (/\b(as well as|along with)\b/.test(tokens.slice(Math.max(0, i - 4), i).join(' '))) return true;
  }
  return false;
}

/** Whether a word stands next to "and", "or" or a comma whose other side is one of `kept`. */
export function joinedTo(text: string, word: string, kept: ReadonlySet<string>): boolean {
  const [tokens, at] = tokenAt(text, word);
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

/**
 * Whether a word opens a clause that "and" or "then" joins to a clause opening with one of `kept`,
 * however long the first clause is: "Sweep out the barn and set up the tables".
 */
export function clauseJoined(text: string, word: string, kept: ReadonlySet<string>): boolean {
  const [tokens, at] = tokenAt(text, word);
  if (at < 0) return false;
  for (let k = at + 1; k < Math.min(tokens.length - 1, at + 8); k++) {
    if (/^(and|then)$/.test(tokens[k]!)) return kept.has(tokens[k + 1]!);
  }
  return false;
}

/**
 * Whether a word is the object of a verb that "and" or "then" joins on, the verb being one of
 * `verbs` (words the other text lacks): "book the hall and sort out a quizmaster" holds the task
 * "sort out a quizmaster", however far "quizmaster" stands from "and".
 */
export function objectOfJoinedVerb(text: string, word: string, verbs: ReadonlySet<string>): boolean {
  const [tokens, at] = tokenAt(text, word);
  let k = at - 1;
  while (k > 0 && OBJECT_LEAD.has(tokens[k]!)) k--;
  return at > 0 && k < at - 1 && verbs.has(tokens[k]!) && /^(and|then)$/.test(tokens[k - 1] ?? '');
}
/** Particles and determiners between a verb and its object ("sort out a", "pick up the"). */
const OBJECT_LEAD = new Set(['up', 'out', 'off', 'back', 'down', 'away', 'over', 'round', 'the', 'a', 'an', 'some', 'more', 'new', 'another', 'our', 'your', 'my', 'their', 'his', 'her']);

/** Whether a word stands right before one of `kept`, as its modifier ("driving test centre", "a little north"). */
export function modifies(text: string, word: string, kept: ReadonlySet<string>): boolean {
  const [tokens, at] = tokenAt(text, word);
  return at >= 0 && kept.has(tokens[at + 1] ?? '');
}

/** Whether "and", "or", "&" or "plus" stands within two words before a word ("and the gas bill"). */
export function coordinated(text: string, word: string): boolean {
  const [tokens, at] = tokenAt(text, word);
  return at >= 0 && tokens.slice(Math.max(0, at - 2), at).some((token) => /^(and|or|&|plus)$/.test(token));
}

/** Words of time and place that a list can join ("before and after", "upstairs and downstairs"); not "on", whose "on or before" is a bound. */
const RELATIONS = 'before|after|during|inside|outside|indoors|outdoors|upstairs|downstairs|above|below|in|out|to|from|off|up|down|front|back';
const JOINED_RELATIONS = new RegExp(`\\b(${RELATIONS})\\s+(?:and|or|&)\\s+(${RELATIONS})\\b`, 'g');

/**
 * A word of time or place joined to another in `text` that `other` drops while keeping the other
 * ("stretch before and after the run" / "stretch before the run"): such words are no content
 * words, so the alignment cannot see them go.
 *
 * @example
 * droppedRelation('Stretch before and after the run', 'Stretch before the run'); // 'after'
 */
export function droppedRelation(text: string, other: string): string | undefined {
  const lower = text.toLowerCase();
  if (!/\b(?:and|or)\b|&/.test(lower)) return undefined;
  const otherWords = new Set(other.toLowerCase().match(/[\p{L}]+/gu) ?? []);
  for (const m of allMatches(lower, JOINED_RELATIONS)) {
    const [first, second] = [m[1]!, m[2]!];
    if (first === second) continue;
    if (otherWords.has(first) && !otherWords.has(second)) return second;
    if (otherWords.has(second) && !otherWords.has(first)) return first;
  }
  return undefined;
}
