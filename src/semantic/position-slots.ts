/**
 * Two texts alike but for where a thing is, said by a small word of position: "Put the boxes on the
 * shelf" / "Put the boxes under the shelf", "Store the ladders in the scene dock" / "under the
 * stage", "Wait behind the gate" / "Wait in front of the gate". Such words are stop words to the
 * content-word alignment, so "under" read as a word added; and they are not opposites, which the
 * direction slots read ("in" / "out", "above" / "below"). A different position is a different place.
 */
import { exchangeTokens, sharedEnds } from './span-exchange.js';

/**
 * Each phrase of position with the positions it may name. "On top of" is "on" and "above"; "over
 * the road" is "across" it. Words that name no one position ("by", "near", "around") are absent.
 */
const POSITION_ROWS: readonly (readonly [readonly string[], readonly string[]])[] = [
  [['at'], ['in', 'inside', 'within', 'into', 'on', 'onto', 'at', 'upon']],
  [['at', 'over'], ['on top of']],
  [['under'], ['under', 'underneath', 'beneath', 'below']],
  [['over'], ['above']],
  [['over', 'across'], ['over']],
  [['behind'], ['behind', 'at the back of', 'round the back of', 'around the back of']],
  [['front'], ['in front of', 'at the front of', 'out front of']],
  [['beside'], ['beside', 'next to', 'alongside']],
  [['across'], ['opposite', 'across from', 'facing', 'across']],
];
const POSITIONS: ReadonlyMap<string, readonly string[]> = new Map(POSITION_ROWS.flatMap(([positions, phrases]) => phrases.map((phrase) => [phrase, positions] as const)));
/** The longest phrase, in words. */
const LONGEST = Math.max(...[...POSITIONS.keys()].map((p) => p.split(' ').length));
/**
 * Positions that do not tell two places apart: at a thing and next to it are one meeting point; above
 * and below are the direction slots' opposites, read there.
 */
const COMPATIBLE = new Set(['at beside', 'beside at', 'over under', 'under over']);
/** What must follow the phrase: a thing, not a state or a time ("under review", "on time", "behind schedule"). */
const OPENERS = new Set(['the', 'a', 'an', 'my', 'our', 'your', 'his', 'her', 'their', 'its', 'this', 'that', 'these', 'those']);
/** The most words of a slot after its phrase of position: a place, not a clause. */
const LONGEST_PLACE = 4;

/** The phrase of position that opens a slot, with its length in words; undefined if none does. */
function positionAt(tokens: readonly string[]): { readonly phrase: string; readonly length: number } | undefined {
  for (let n = Math.min(LONGEST, tokens.length - 1); n >= 1; n--) {
    const phrase = tokens.slice(0, n).join(' ');
    if (POSITIONS.has(phrase) && OPENERS.has(tokens[n]!)) return { phrase, length: n };
  }
  return undefined;
}

/**
 * The one slot where the texts put a thing in two different positions, each as its phrase and the
 * place after it; undefined when the texts differ anywhere else, or the two positions may be one.
 *
 * @example
 * findPositionChange('Put the boxes on the shelf', 'Put the boxes under the shelf'); // { expected: 'on the shelf', actual: 'under the shelf' }
 */
export function findPositionChange(a: string, b: string): { readonly expected: string; readonly actual: string } | undefined {
  const [x, y] = [exchangeTokens(a), exchangeTokens(b)];
  const { prefix, suffix } = sharedEnds(x, y);
  // The phrase may have begun in the shared words: "in front of" / "in the", "at the back of" / "at the".
  for (let back = 0; back < LONGEST && back <= prefix; back++) {
    const mine = x.slice(prefix - back, x.length - suffix);
    const theirs = y.slice(prefix - back, y.length - suffix);
    const change = positionsIn(mine, theirs, x.slice(x.length - suffix), y.slice(y.length - suffix));
    if (change !== undefined) return change;
  }
  return undefined;
}

/** Two slots that open with phrases of two different positions, each before a short place. */
function positionsIn(mine: readonly string[], theirs: readonly string[], restX: readonly string[], restY: readonly string[]): { readonly expected: string; readonly actual: string } | undefined {
  const [one, other] = [positionAt([...mine, ...restX]), positionAt([...theirs, ...restY])];
  if (one === undefined || other === undefined || one.phrase === other.phrase) return undefined;
  if (one.length > mine.length || other.length > theirs.length) return undefined;
  const places = [mine.slice(one.length), theirs.slice(other.length)];
  if (places.some((place) => place.length > LONGEST_PLACE || place.some((token) => !/^(?:[\p{L}\p{N}]|'s$)/u.test(token)))) return undefined;
  // Every position either slot names, so that a place said further on counts too ("above the post
  // office" / "on the floor over the post office").
  const [p, q] = [positionsNamed(mine, one.phrase), positionsNamed(theirs, other.phrase)];
  if (p.some((position) => q.includes(position)) || p.some((s) => q.some((t) => COMPATIBLE.has(`${s} ${t}`)))) return undefined;
  // The place shown is the slot's, run on into the shared words until it holds more than openers
  // ("at the front of the" / "at the" run on to "hall").
  const shown = (phrase: string, place: readonly string[], rest: readonly string[]) => {
    const words = [...place];
    for (const token of rest) {
      if (words.some((word) => !OPENERS.has(word)) || words.length >= LONGEST_PLACE || !/^[\p{L}\p{N}]/u.test(token)) break;
      words.push(token);
    }
    return [phrase, ...words].join(' ');
  };
  return { expected: shown(one.phrase, places[0]!, restX), actual: shown(other.phrase, places[1]!, restY) };
}

/** The positions of a slot's opening phrase and of any other phrase of position in it. */
function positionsNamed(slot: readonly string[], opening: string): string[] {
  const named = [...POSITIONS.get(opening)!];
  for (let i = 1; i < slot.length; i++) {
    for (let n = 1; n <= LONGEST && i + n <= slot.length; n++) named.push(...(POSITIONS.get(slot.slice(i, i + n).join(' ')) ?? []));
  }
  return named;
}
