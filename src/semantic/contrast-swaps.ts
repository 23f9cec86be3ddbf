/**
 * A thing set against another, said both ways round: "flying out this Friday, not next Friday" /
 * "flies out next Friday, not this Friday", "oat milk rather than almond milk" / "almond milk
 * rather than oat milk". Both texts name both things, so no fact goes missing and the words are
 * the same; only which side of the contrast each stands on has changed, and that is the meaning.
 */
import type { RoleSwap } from './roles.js';
import { wordsAndMarks } from './text-tokens.js';

/** The words that set the thing after them against the thing before: "X, not Y", "X rather than Y". */
const CONTRASTS: readonly (readonly string[])[] = [
  [',', 'not'],
  [',', 'and', 'not'],
  [',', 'but', 'not'],
  ['and', 'not'],
  ['but', 'not'],
  ['rather', 'than'],
  ['instead', 'of'],
];

/** The longest side of a contrast compared, in words. */
const LONGEST_SIDE = 3;

/** A contrast in a text: the words before it (nearest last) and after it, up to a mark. */
interface Contrast {
  readonly before: readonly string[];
  readonly after: readonly string[];
  /** The contrast's own words as written between them (", not", "rather than"). */
  readonly marker: string;
}

const isWord = (token: string): boolean => /^[\p{L}\d]/u.test(token);

/** The contrasts of a text, each with up to `LONGEST_SIDE` words on either side, no mark between. */
function contrastsOf(text: string): Contrast[] {
  const tokens = wordsAndMarks(text);
  const found: Contrast[] = [];
  for (let i = 1; i < tokens.length; i++) {
    for (const marker of CONTRASTS) {
      if (!marker.every((token, k) => tokens[i + k] === token)) continue;
      const before: string[] = [];
      for (let j = i - 1; j >= 0 && before.length < LONGEST_SIDE && isWord(tokens[j]!); j--) before.unshift(tokens[j]!);
      const after: string[] = [];
      for (let j = i + marker.length; j < tokens.length && after.length < LONGEST_SIDE && isWord(tokens[j]!); j++) after.push(tokens[j]!);
      if (before.length > 0 && after.length > 0) found.push({ before, after, marker: marker.join(' ') });
      break;
    }
  }
  return found;
}

const joined = (words: readonly string[]): string => words.join(' ');

/** A side, the contrast and the other side, as the reason shows them: "this friday, not next friday". */
const said = (before: string, marker: string, after: string): string => `${before}${marker.startsWith(',') ? '' : ' '}${marker} ${after}`;

/**
 * The two things a contrast sets apart, traded between the texts: the last words before it in one
 * text are the first words after it in the other, and the other way round, and differ.
 *
 * @example
 * findContrastSwap('Flying out this Friday, not next Friday', 'Flies out next Friday, not this Friday');
 * // { expected: 'this friday, not next friday', actual: 'next friday, not this friday' }
 * findContrastSwap('Oat milk, not almond milk', 'Oat milk rather than almond milk'); // undefined
 */
export function findContrastSwap(wantText: string, haveText: string): RoleSwap | undefined {
  const mine = contrastsOf(wantText);
  if (mine.length === 0) return undefined;
  const theirs = contrastsOf(haveText);
  for (const a of mine) {
    for (const b of theirs) {
      for (let k = 1; k <= LONGEST_SIDE; k++) {
        if (a.before.length < k || a.after.length < k || b.before.length < k || b.after.length < k) break;
        const [aBefore, aAfter] = [joined(a.before.slice(-k)), joined(a.after.slice(0, k))];
        const [bBefore, bAfter] = [joined(b.before.slice(-k)), joined(b.after.slice(0, k))];
        if (aBefore !== aAfter && aBefore === bAfter && aAfter === bBefore) return { expected: said(aBefore, a.marker, aAfter), actual: said(bBefore, b.marker, bAfter) };
      }
    }
  }
  return undefined;
}
