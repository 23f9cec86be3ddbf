/**
 * Verbs that treat the two things they join alike, whichever comes first: "separate the whites from
 * the colours" separates the colours from the whites, "mix the sand with the cement" the cement with
 * the sand. The role readers trade no roles between two such things. Each verb with the links after
 * which its second thing stands: "swap the red one with the blue one" is one trade either way, but
 * "swap the red one for the blue one" gives up the red one.
 */
import { stem } from './stems.js';

const LINKS_OF: ReadonlyMap<string, ReadonlySet<string>> = new Map(
  (
    [
      [['separate', 'distinguish', 'divide'], ['from']],
      [['mix', 'combine', 'blend', 'merge', 'pair', 'swap', 'switch', 'exchange', 'alternate'], ['with']],
      [['compare', 'connect', 'link', 'join', 'match'], ['with', 'to']],
    ] as const
  ).flatMap(([verbs, links]) => verbs.map((verb) => [stem(verb), new Set<string>(links)] as const)),
);

/** Whether `verb` (as written) treats the things it joins with `link` alike. */
export function symmetricLink(verb: string, link: string): boolean {
  return LINKS_OF.get(stem(verb))?.has(link) === true;
}
