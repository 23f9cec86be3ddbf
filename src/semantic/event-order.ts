/**
 * Two events in the other order: "The fitter needs the chimney swept before he can line the flue" /
 * "The fitter needs to line the flue before the chimney can be swept". Each text's one "before" or
 * "after" splits it into the event that comes first and the one that follows: "A before B" and
 * "before B, A" put A first; "A after B" and "after B, A" put B first. The order is swapped when
 * the words of each text's later event stand in the other's earlier one, and the two later events
 * share none of their own words.
 * "Before you leave, lock the door" / "Lock the door before you leave" keeps its order; so does
 * "Call me after the match" / "After the match, call me".
 */
import { FUNCTION_WORDS } from './content-words.js';
import type { Contradiction } from './guard.js';
import { stem } from './stems.js';

/** Texts longer than this, in words, are left to the long-text rules: their clauses say more than one order. */
const LONGEST_TEXT = 30;

/** "Before" and "after" that name no order of two events: "the day before", "after all", "as before". */
const FIXED = /\b(?:day|night|week|month|year|evening|morning|never|as|long|the)\s+(?:before|after)\b|\b(?:before|after)\s+(?:all|long|that|then|this|it)\b/i;

/** A text's earlier and later events, as the stems of their content words, or undefined without one order. */
function eventsOf(text: string): { readonly earlier: Set<string>; readonly later: Set<string>; readonly said: string } | undefined {
  const lower = text.toLowerCase();
  const connectors = lower.match(/\b(?:before|after)\b/g) ?? [];
  if (connectors.length !== 1 || FIXED.test(lower)) return undefined;
  // The sentence that holds the connector; the rest of the text is neither event.
  const sentences = lower.split(/(?<=[.!?])\s+/);
  const sentence = sentences.find((s) => /\b(?:before|after)\b/.test(s))!;
  const at = sentence.search(/\b(?:before|after)\b/);
  const connector = sentence.slice(at).startsWith('before') ? 'before' : 'after';
  let main: string;
  let clause: string;
  if (sentence.slice(0, at).trim() === '') {
    // "Before you leave, lock the door": the clause runs to the first comma.
    const comma = sentence.indexOf(',', at);
    if (comma < 0) return undefined;
    clause = sentence.slice(at + connector.length, comma);
    main = sentence.slice(comma + 1);
  } else {
    // "Lock the door before you leave, please": the clause runs to the end of its own clause.
    const rest = sentence.slice(at + connector.length);
    const end = rest.search(/[,;:]/);
    clause = end < 0 ? rest : rest.slice(0, end);
    main = sentence.slice(0, at) + (end < 0 ? '' : rest.slice(end));
  }
  const words = (part: string) => new Set((part.match(/[\p{L}\p{N}]+(?:'[\p{L}]+)?/gu) ?? []).filter((word) => !FUNCTION_WORDS.has(word)).map(stem));
  const [first, second] = [words(main), words(clause)];
  // Words both events share name neither apart: "wash the car before you wax the car".
  for (const word of [...first]) if (second.delete(word)) first.delete(word);
  if (first.size === 0 || second.size === 0) return undefined;
  const said = sentence.trim();
  return connector === 'before' ? { earlier: first, later: second, said } : { earlier: second, later: first, said };
}

/** Words that bound an event instead of ordering it ("not before 9", "only after dinner", "until after"). */
const NEGATED = /\b(?:not|no|never|nobody|nothing|none|only|until|till|unless|without)\b|n['’]t\b/i;

const ORDER_WORD = /\b(?:before|after)\b/i;

const meets = (a: ReadonlySet<string>, b: ReadonlySet<string>): boolean => [...a].some((word) => b.has(word));

/**
 * The two events of `have` in the other order from those of `want`, as a role contradiction; undefined
 * when either text has no single order or the order is kept.
 *
 * @example
 * findEventOrderSwap('Sand the door before you paint it', 'Paint the door before you sand it'); // { kind: 'role', ... }
 * findEventOrderSwap('Lock up before you leave', 'Before leaving, lock up'); // undefined
 */
export function findEventOrderSwap(want: string, have: string): Contradiction | undefined {
  // Most texts have no order of events at all.
  if (!ORDER_WORD.test(want) || !ORDER_WORD.test(have)) return undefined;
  if (want.split(/\s+/).length > LONGEST_TEXT || have.split(/\s+/).length > LONGEST_TEXT) return undefined;
  const [mine, theirs] = [eventsOf(want), eventsOf(have)];
  if (mine === undefined || theirs === undefined) return undefined;
  // A negation turns "before" into "after": "The courier won't arrive before noon" / "will arrive after noon".
  if (NEGATED.test(want) || NEGATED.test(have)) return undefined;
  if (!meets(mine.earlier, theirs.later) || !meets(mine.later, theirs.earlier) || meets(mine.later, theirs.later)) return undefined;
  return { kind: 'role', expected: mine.said, actual: theirs.said };
}
