/**
 * Whether an amount is for each one or for all together: "£15 each" and "£15 in total" are one
 * figure with two meanings, which the figure's fact alone does not tell apart. Only where both
 * texts say the basis of the same figure: "£15" alone may be either.
 */
import type { Contradiction } from './guard.js';

const EACH = String.raw`each|apiece|a head|per head|per person|pp|per ticket|per guest|a ticket|per adult|each way`;
const TOTAL = String.raw`in total|total|altogether|all in|all together|for (?:everyone|the lot|the group|all of us|both)`;
/** An amount of money or a count, then its basis. */
const BASED = new RegExp(String.raw`((?:[£$€]\s?)?\d[\d,]*(?:\.\d+)?)(?:\s?(?:pounds?|dollars?|euros?|quid))?\s+(${EACH}|${TOTAL})\b`, 'gi');
/** A word every basis holds, read before the pattern is: most texts with figures have none. */
const BASIS_CUE = /each|apiece|head|per |pp|ticket|total|altogether|all in|all together|for (?:everyone|the lot|the group|all|both)/i;
const TOTAL_WORDS = new RegExp(String.raw`^(?:${TOTAL})$`, 'i');

/** Each figure of a text with a basis, as the figure's digits and "each" or "total". */
function bases(text: string): Map<string, { basis: 'each' | 'total'; said: string }> {
  const out = new Map<string, { basis: 'each' | 'total'; said: string }>();
  if (!/\d/.test(text) || !BASIS_CUE.test(text)) return out;
  for (const m of text.matchAll(BASED)) {
    const figure = m[1]!.replace(/[£$€,\s]/g, '').replace(/\.0+$/, '');
    if (!out.has(figure)) out.set(figure, { basis: TOTAL_WORDS.test(m[2]!) ? 'total' : 'each', said: m[0] });
  }
  return out;
}

/**
 * A figure said for each one in one text and for all together in the other.
 *
 * @example
 * basisChanges('Tickets are £15 each', 'Tickets are £15 in total'); // [{ kind: 'number', expected: '£15 each', actual: '£15 in total' }]
 */
export function basisChanges(expected: string, actual: string): Contradiction[] {
  const theirs = bases(actual);
  if (theirs.size === 0) return [];
  const out: Contradiction[] = [];
  for (const [figure, mine] of bases(expected)) {
    const other = theirs.get(figure);
    if (other !== undefined && other.basis !== mine.basis) out.push({ kind: 'number', expected: mine.said, actual: other.said });
  }
  return out;
}
