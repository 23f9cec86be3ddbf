/**
 * A clause one text ends with and the other leaves out: a condition ("Moor at Stoke Bruerne
 * tonight" / "... if there's space") or a second statement joined by "and" ("Check-in is from 2pm,
 * and you'll need your passport"). Either narrows or adds to what the text asks, so a text without
 * it is a partial answer. Courtesy conditions ("if possible", "if you get a chance") ask nothing.
 */
import { FUNCTION_WORDS as SHARED_FUNCTION_WORDS } from './content-words.js';

/** What opens a trailing clause: a condition, or "and" before a subject of its own. */
const OPENER = /(?:\b(?:if|unless|provided|providing|as long as|so long as|in case)\b|,?\s\band\s+(?:(?:when|if|once)\s+)?(?:i|you|we|they|he|she|it|there)(?:['’]\p{L}+)?\b)/giu;

/** A condition that only softens a request. */
const COURTESY = /^\s*(?:if\s+)?(?:(?:at all\s+)?possible|poss|you can|you could|you can't|you get (?:a|the) chance|you have (?:a|the) (?:chance|moment|minute|sec|second|time)|you (?:don't|do not) mind|you'd like|you like|you want|you wish|you prefer|that's (?:ok|okay|alright|all right|fine)|it's (?:ok|okay|alright|all right|fine|easier|convenient)|convenient|needed|necessary|need be|required|so|not|any|you need (?:to|anything|me|us|help)|anything changes|(?:you|he|she|they|we|i)(?:['’](?:re|s|m)| are| is| am)? (?:free|available|around|about))\b/i;

/**
 * The words that say nothing of a clause's own: the shared function words and the openers, but not
 * the words that can be all a condition turns on ("if not", "if it's out", "as long as all of them").
 */
const CLAUSE_CONTENT = new Set(['not', 'no', 'never', 'none', 'all', 'out', 'off', 'over', 'down', 'nobody', 'nothing', 'noone', 'anyone', 'everyone', 'someone', 'anything', 'everything', 'something', 'one', 'longer', 'anymore', 'yet', 'soon', 'again', 'still', 'too', 'able', 'need', 'needs', 'want', 'wants', 'here', 'now', 'then', 'before', 'after', 'until', 'till', 'during', 'without']);
const FUNCTION_WORDS = new Set([...SHARED_FUNCTION_WORDS, 'provided', 'providing', 'long', 'once'].filter((word) => !CLAUSE_CONTENT.has(word)));

/** The clause `text` ends with (its opener, the opener's words, its own content words, and as written), or undefined if it ends with none. */
export function trailingClause(text: string): { readonly opener: string; readonly opening: ReadonlySet<string>; readonly words: ReadonlySet<string>; readonly said: string } | undefined {
  const body = text.replace(/[\s.!?]+$/u, '');
  let last: RegExpExecArray | undefined;
  for (const m of body.matchAll(OPENER)) last = m as RegExpExecArray;
  if (last === undefined || last.index === 0) return undefined;
  const rest = body.slice(last.index + last[0].length);
  // The clause runs to the end of the text: no sentence starts after it.
  if (/[.;!?]/.test(rest) || COURTESY.test(`${last[0].trim().replace(/^,?\s*/, '')}${rest}`.replace(/^(?:and\s+)?/i, ''))) return undefined;
  const words = (rest.toLowerCase().match(/\p{L}+/gu) ?? []).filter((word) => !FUNCTION_WORDS.has(word));
  if (words.length === 0) return undefined;
  const opening = last[0].trim().replace(/^,\s*/, '').toLowerCase();
  return { opener: opening.split(/\s+/)[0]!, opening: new Set(opening.match(/\p{L}+/gu) ?? []), words: new Set(words), said: body.slice(last.index).replace(/^,?\s*/, '') };
}

/**
 * The clause `text` ends with when it holds every word left over (`left`, first words of units)
 * and `other` says nothing of it: no word of the clause, and no clause opened the same way.
 *
 * @example
 * droppedClause('Take the kids to the zoo if it\'s sunny', 'Take the kids to the zoo', ['sunny']); // 'if it's sunny'
 */
export function droppedClause(text: string, other: string, left: readonly string[]): string | undefined {
  if (left.length === 0) return undefined;
  const clause = trailingClause(text);
  if (clause === undefined || !left.every((word) => clause.words.has(word) || clause.opening.has(word))) return undefined;
  const otherWords = new Set(other.toLowerCase().match(/\p{L}+/gu) ?? []);
  if ([...clause.words].some((word) => otherWords.has(word)) || (clause.opener !== 'and' && otherWords.has(clause.opener))) return undefined;
  return clause.said;
}
