/**
 * Two phrases that trade places around the word that links them: "Blue Team to Red Team" / "Red
 * Team to Blue Team", "night nurse to day nurse" / "day nurse to night nurse", "café inside the
 * bookshop" / "bookshop inside the café", "Anna pays Ben" / "Ben pays Anna". The link is any word
 * but one that makes a list ("and", "or", "with") or sets two phrases against each other ("but"): a
 * list says nothing of roles, nor does "yes to the porch but no to the carport". Each phrase is one
 * to three words past the determiners, and must hold a word that is neither a determiner nor a
 * small word, so "to the" / "the to" is no swap.
 */
import { DETERMINERS } from './governor-swaps.js';
import { DAY_PARTS, RELATIVE_DAYS, WEEKDAYS } from './lexicon.js';
import type { RoleSwap } from './roles.js';
import { symmetricLink } from './symmetric-verbs.js';
import { isClockFigure, wordsAndMarks } from './text-tokens.js';

/** Words that join equals or end a clause: what stands on either side has no role in it. */
const NO_LINK = new Set(['and', 'or', 'nor', 'but', 'whereas', 'plus', '&', ',', ';', '/', '.', '!', '?', ':', 'with', 'vs', 'versus', 'than', 'as', 'like', 'is', 'are', 'was', 'were', 'be']);
const PRONOUNS = new Set(['i', 'we', 'you', 'it', 'me', 'us', 'them', 'he', 'she', 'they', 'him']);
/** Auxiliaries trade places in a question ("you can confirm" / "can you confirm"): no phrase of their own. */
const AUXILIARIES = new Set(['can', 'could', 'will', 'would', 'should', 'may', 'might', 'must', 'shall', 'do', 'does', 'did', 'have', 'has', 'had']);
const SMALL = new Set([...DETERMINERS, ...PRONOUNS, ...AUXILIARIES, 'to', 'from', 'of', 'in', 'on', 'at', 'for', 'by']);

/** Words of when: "Wednesday", "tonight", "morning". */
const WHEN_TOKENS = new Set([...WEEKDAYS.keys(), ...RELATIVE_DAYS.keys(), ...DAY_PARTS.keys()]);
/** Words that may stand between a time's figures and words: "at", "on", "am", "sharp", "this", "next". */
const TIME_JOINERS = new Set(['at', 'on', 'am', 'pm', 'sharp', 'this', 'next', ':', "o'clock"]);
/** Whether a phrase only says when: clock figures and words of when, with joiners between. */
const timeOnly = (run: readonly string[]): boolean =>
  run.some((token) => isClockFigure(token) || WHEN_TOKENS.has(token)) && run.every((token) => isClockFigure(token) || WHEN_TOKENS.has(token) || TIME_JOINERS.has(token));

const tokensOf = (text: string): string[] => wordsAndMarks(text).filter((token) => !DETERMINERS.has(token));

/** A dash, bar or bullet between spaces: the break between the parts of a heading ("Laser tag – Saturday – 12 players"). */
const PART_BREAK = /\s+[-–—|·•]\s+/;
/** A part made of capitalised words only: a name ("Leeds", "Blue Team"). */
const NAME_PART = /^\p{Lu}[\p{L}'.]*(?:\s+\p{Lu}[\p{L}'.]*)*$/u;

/**
 * Whether two headings are the same parts in another order ("Laser tag – Saturday – 12 players" /
 * "12 players – Saturday – laser tag"): the word between two moved parts links nothing. Where two
 * names trade places the other rules decide, as they may be a route or a fixture ("Leeds – Hull").
 */
function reorderedParts(a: string, b: string): boolean {
  const [x, y] = [a.trim().split(PART_BREAK), b.trim().split(PART_BREAK)];
  if (x.length < 2 || x.length !== y.length) return false;
  const [lowerX, lowerY] = [x.map((part) => part.toLowerCase()), y.map((part) => part.toLowerCase())];
  if ([...lowerX].sort().join('\n') !== [...lowerY].sort().join('\n')) return false;
  return x.filter((part, i) => lowerX[i] !== lowerY[i] && NAME_PART.test(part)).length < 2;
}

/** Whether `tokens` holds `run` as consecutive tokens. */
function holds(tokens: readonly string[], run: readonly string[]): boolean {
  outer: for (let start = 0; start + run.length <= tokens.length; start++) {
    for (let k = 0; k < run.length; k++) if (tokens[start + k] !== run[k]) continue outer;
    return true;
  }
  return false;
}

/** Whether `tokens` has `before`, then one of the places in `at`, then `after`. */
function heldAround(tokens: readonly string[], at: readonly number[], before: string, after: string): boolean {
  for (const place of at) if (tokens[place - 1] === before && tokens[place + 1] === after) return true;
  return false;
}

/**
 * Finds two phrases of the expected text that the actual text names the other way round the same link.
 *
 * @example
 * findLinkedSwap('Handover: night nurse to day nurse', 'Handover: day nurse to night nurse');
 * // { expected: 'night nurse to day nurse', actual: 'day nurse to night nurse' }
 */
export function findLinkedSwap(expectedText: string, actualText: string): RoleSwap | undefined {
  if (reorderedParts(expectedText, actualText)) return undefined;
  const want = tokensOf(expectedText);
  const have = tokensOf(actualText);
  const phrase = (run: readonly string[]) => run.length > 0 && run.every((token) => !NO_LINK.has(token) && !AUXILIARIES.has(token) && !PRONOUNS.has(token)) && run.some((token) => !SMALL.has(token) && !/^\d+$/.test(token));
  for (let at = 1; at < want.length - 1; at++) {
    const link = want[at]!;
    if (NO_LINK.has(link) || PRONOUNS.has(link) || AUXILIARIES.has(link) || !have.includes(link)) continue;
    // Only a swap the actual text holds is returned: the link there, with the left phrase's first
    // word after it and the right phrase's last word before it. Checked first, before any copying.
    const linkAt: number[] = [];
    for (let i = have.indexOf(link); i >= 0; i = have.indexOf(link, i + 1)) linkAt.push(i);
    for (let left = Math.min(3, at); left >= 1; left--) {
      for (let right = Math.min(3, want.length - at - 1); right >= 1; right--) {
        if (!heldAround(have, linkAt, want[at + right]!, want[at - left]!)) continue;
        const a = want.slice(at - left, at);
        const b = want.slice(at + 1, at + 1 + right);
        if (!phrase(a) || !phrase(b) || a.join(' ') === b.join(' ')) continue;
        const forward = [...a, link, ...b];
        const backward = [...b, link, ...a];
        // Two phrases of one preposition side by side ("at 3pm at pontoon D" / "at pontoon D at
        // 3pm") are two things said of the same action, in either order: no roles.
        if (SMALL.has(link) && want[at - left - 1] === link && holds(have, [link, ...backward])) continue;
        // Nor are a time and a place or thing around a small link: "at 9 sharp at the rugby club" /
        // "from the rugby club at 9 sharp", "Wednesday at 6 on Juniper" / "Juniper on Wednesday at 6".
        if (SMALL.has(link) && (timeOnly(a) || timeOnly(b))) continue;
        // A verb that treats both alike governs the two phrases: their order says nothing.
        if (symmetricLink(want[at - left - 1] ?? '', link)) continue;
        if (holds(have, backward) && !holds(have, forward) && !holds(want, backward)) {
          return { expected: forward.join(' '), actual: backward.join(' ') };
        }
      }
    }
  }
  return undefined;
}
