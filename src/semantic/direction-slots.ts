/**
 * Two texts alike but for one slot, where one says a direction and the other its reverse: "Flight
 * to Istanbul" / "Flight from Istanbul", "heading into town" / "heading out of town", "Load-in" /
 * "Load-out", "lights on" / "lights off". Such small words are stop words to the other rules and
 * have no antonyms in WordNet, so only the frame around them shows the reversal. Only a slot of at
 * most three words counts, with everything else the same (but for the verb that opens the text's
 * difference: "take ... out of" / "put ... in"), so "from 9 to 5" keeps its two words.
 */
import { HANDING_VERBS } from './lexicon.js';
import { exchangeTokens, sharedEnds } from './span-exchange.js';

/** Each side of a row points one way; a word of one side reverses a word of the other. */
const DIRECTIONS: readonly (readonly [readonly string[], readonly string[]])[] = [
  [['to', 'into', 'onto', 'towards', 'toward', 'out to'], ['from', 'out of', 'away from', 'off', 'back from']],
  [['in', 'inside', 'into', 'back in', 'back into'], ['out', 'outside', 'out of']],
  [['up', 'upstairs', 'upward', 'upwards'], ['down', 'downstairs', 'downward', 'downwards']],
  [['on', 'onto'], ['off']],
  [['above', 'over'], ['below', 'under', 'beneath']],
  [['before', 'earlier than', 'ahead of'], ['after', 'later than']],
  // Alongside a thing is neither before nor after it: "wine with the main course" / "after the main course".
  [['with', 'during', 'alongside'], ['before', 'after']],
  [['incoming', 'inbound'], ['outgoing', 'outbound']],
  [['for', 'in favour of', 'in favor of'], ['against']],
  [['near', 'near to', 'close to', 'next to', 'beside', 'right by'], ['away from', 'well away from', 'far from', 'a long way from']],
  [['in with', 'together with'], ['separate from', 'apart from', 'away from']],
];

const OPPOSITE_OF = new Map<string, Set<string>>();
for (const [one, other] of DIRECTIONS) {
  for (const a of one) for (const b of other) {
    if (a === b) continue;
    if (!OPPOSITE_OF.has(a)) OPPOSITE_OF.set(a, new Set());
    if (!OPPOSITE_OF.has(b)) OPPOSITE_OF.set(b, new Set());
    OPPOSITE_OF.get(a)!.add(b);
    OPPOSITE_OF.get(b)!.add(a);
  }
}

const LONGEST_SLOT = 3;

/**
 * Words and marks with hyphens split off, so that "load-in" reads "load - in". A negation that opens
 * the text is left to the polarity rules: "Don't leave the keys in" / "Take the keys out" reverse a
 * direction under a negation, which says the same thing.
 */
function slotTokens(text: string): { readonly tokens: string[]; readonly negated: boolean } {
  const tokens: string[] = [];
  for (const token of exchangeTokens(text)) {
    if (!token.includes('-') || token.length === 1) tokens.push(token);
    else for (const part of token.split(/(-)/)) if (part !== '') tokens.push(part);
  }
  const negation = tokens[0] === 'never' || tokens[0] === "don't" ? 1 : tokens[0] === 'do' && tokens[1] === 'not' ? 2 : 0;
  return { tokens: negation === 0 ? tokens : tokens.slice(negation), negated: negation > 0 };
}

/**
 * The one slot where `b` reverses the direction `a` gives, as the two slots' words; undefined when
 * the texts differ anywhere else too, or the slot is no such pair.
 *
 * @example
 * findDirectionSlot('Flight to Istanbul', 'Flight from Istanbul'); // { expected: 'to', actual: 'from' }
 */
export function findDirectionSlot(a: string, b: string): { readonly expected: string; readonly actual: string } | undefined {
  const { tokens: x, negated: notA } = slotTokens(recipientLinked(a));
  const { tokens: y, negated: notB } = slotTokens(recipientLinked(b));
  const { prefix, suffix } = sharedEnds(x, y);
  const mine = x.slice(prefix, x.length - suffix);
  const theirs = y.slice(prefix, y.length - suffix);
  // Under a negation of one text alone, the reverse bound says the same: "Don't arrive after 7" / "Arrive by 7".
  const bounded = notA === notB ? timeBoundReversal(mine, theirs, suffix > 0 ? x[x.length - suffix] : undefined) : undefined;
  const reversed = reversal(mine, theirs) ?? bounded ?? switched(x.slice(0, prefix), mine, theirs);
  if (reversed !== undefined) return reversed;
  // Or a verb each, the same words, then the reversed direction: "Take the chicken out of the
  // freezer" / "Put the chicken in the freezer", "Bring the bins in" / "Take the bins out".
  if (mine.length < 3 || theirs.length < 3 || mine[0] === theirs[0]) return undefined;
  let shared = 1;
  while (shared < mine.length && shared < theirs.length && mine[shared] === theirs[shared]) shared++;
  if (shared === 1) return undefined;
  const tail = reversal(mine.slice(shared), theirs.slice(shared));
  return tail === undefined ? undefined : { expected: `${mine[0]} ... ${tail.expected}`, actual: `${theirs[0]} ... ${tail.actual}` };
}

/** Verbs that hand a thing over, whose first object may be the one it goes to ("Give Yusuf the key"). */
const HANDING = [...HANDING_VERBS, 'e-mail', 'text', 'leave'].join('|');
const RECIPIENT_FIRST = new RegExp(
  String.raw`^(${HANDING})\s+(\p{Lu}[\p{L}'-]*(?:\s+\p{Lu}[\p{L}'-]*)?|him|her|them|me|us)\s+((?:the|a|an|my|your|his|her|our|their|this|that|these|those|some)\s[^,.;:!?]*?)(?=\s*[,.;:!?]|\s*$|\s(?:by|before|after|on|at|to|from|in|into|with|tomorrow|today|tonight|when|once|for|as|so|and|if)\b)`,
  'u',
);

/**
 * A text that opens with a verb of handing over and names who receives before what ("Give Yusuf the
 * trailer key"), said with the receiver after "to" ("Give the trailer key to Yusuf"), as a direction
 * reads it: so "Get the trailer key from Yusuf" reverses it.
 *
 * @example
 * recipientLinked('Give Yusuf the trailer key'); // 'Give the trailer key to Yusuf'
 */
export function recipientLinked(text: string): string {
  const match = RECIPIENT_FIRST.exec(text.charAt(0).toLowerCase() + text.slice(1));
  if (match === null || /^(?:The|A|An)$/.test(match[2]!)) return text;
  return `${text.slice(0, match[1]!.length)} ${match[3]} to ${match[2]}${text.slice(match[0].length)}`;
}

/**
 * Bounds of a time: "by 9" and "until 9" end at it, "from 9" and "after 9" start at it. Only
 * before a time or a day, as "by" and "from" are also who did or sent a thing ("sent by Ravi").
 */
const TIME_BOUNDS: ReadonlyMap<string, 'end' | 'start'> = new Map([
  ['by', 'end'], ['until', 'end'], ['till', 'end'], ['before', 'end'],
  ['from', 'start'], ['after', 'start'], ['since', 'start'],
]);
const TIME_AHEAD = /^(?:\d|noon$|midday$|midnight$|tomorrow$|tonight$|today$|(?:mon|tues|wednes|thurs|fri|satur|sun)day$)/;

/** One word bounding a time against its reverse, before the same time: "by 9" / "from 9". */
function timeBoundReversal(mine: readonly string[], theirs: readonly string[], next: string | undefined): { readonly expected: string; readonly actual: string } | undefined {
  if (mine.length !== 1 || theirs.length !== 1 || next === undefined || !TIME_AHEAD.test(next)) return undefined;
  const [one, other] = [TIME_BOUNDS.get(mine[0]!), TIME_BOUNDS.get(theirs[0]!)];
  return one !== undefined && other !== undefined && one !== other ? { expected: mine[0]!, actual: theirs[0]! } : undefined;
}

/** Verbs that set a device's state by a particle: "turn the heating up", "switch the lights off". */
const SETTING_VERBS = new Set(['turn', 'turned', 'turning', 'switch', 'switched', 'switching', 'crank', 'dial']);
const SETTINGS = new Set(['up', 'down', 'on', 'off']);

/**
 * Two settings of a device, after a verb that sets it: "Turn the heating up" / "Turn the heating
 * off". Each of up, down, on and off leaves the device in another state than the others.
 */
function switched(before: readonly string[], mine: readonly string[], theirs: readonly string[]): { readonly expected: string; readonly actual: string } | undefined {
  if (mine.length !== 1 || theirs.length !== 1 || !SETTINGS.has(mine[0]!) || !SETTINGS.has(theirs[0]!)) return undefined;
  return before.some((word) => SETTING_VERBS.has(word)) ? { expected: mine[0]!, actual: theirs[0]! } : undefined;
}

/** Adverbs that say since when or for how long a state holds, not which way: "still in" is "in". */
const STANDING = new Set(['still', 'now', 'already', 'currently', 'just']);

/** Two slots that are one direction and its reverse, each at most three words. */
function reversal(mine: readonly string[], theirs: readonly string[]): { readonly expected: string; readonly actual: string } | undefined {
  // "The cake is still in the freezer" / "The cake is out of the freezer".
  if (STANDING.has(mine[0] ?? '') && !STANDING.has(theirs[0] ?? '')) mine = mine.slice(1);
  else if (STANDING.has(theirs[0] ?? '') && !STANDING.has(mine[0] ?? '')) theirs = theirs.slice(1);
  if (mine.length === 0 || theirs.length === 0 || mine.length > LONGEST_SLOT || theirs.length > LONGEST_SLOT) return undefined;
  const [expected, actual] = [mine.join(' '), theirs.join(' ')];
  if (OPPOSITE_OF.get(expected)?.has(actual) === true) return { expected, actual };
  // Or two words, each the reverse of the other's: "let the dogs out into the yard" / "bring the
  // dogs in from the yard", where "out" reverses "in" and "into" reverses "from".
  const stepwise = mine.length === 2 && theirs.length === 2 && mine.every((word, i) => OPPOSITE_OF.get(word)?.has(theirs[i]!) === true);
  return stepwise ? { expected, actual } : undefined;
}
