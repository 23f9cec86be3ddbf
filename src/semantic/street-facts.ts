/**
 * The kind of a named street, as a place: "14 Elm Street" is not "14 Elm Road", and "Bridge Street"
 * is not "Bridge Road". The kind counts with the name before it, and only against another kind after
 * the same name; a text that leaves the kind out ("14 Elm, Northampton") contradicts nothing.
 */
import type { FactCollector } from './fact-collector.js';

/** Kinds of street, spelled out (the normaliser writes "St", "Rd", "Ave" and the like in full), capitalised or in capitals. */
const KIND_WORDS = ['Street', 'Road', 'Avenue', 'Drive', 'Lane', 'Close', 'Court', 'Way', 'Grove', 'Crescent', 'Place', 'Terrace', 'Boulevard', 'Row', 'Rise', 'Gardens', 'Mews', 'Parade', 'Walk'];
const KINDS = KIND_WORDS.flatMap((kind) => [kind, kind.toUpperCase()]).join('|');
const NAMED_STREET = new RegExp(String.raw`(?<=\b(\p{Lu}[\p{L}'’-]*)\s+)(${KINDS})\b`, 'gu');
const ANY_KIND = new RegExp(String.raw`\b(?:${KINDS})\b`, 'u');
/** A numbered street ("Fifth Avenue", "Twenty-Second Street") is compared by its number, as written in figures elsewhere. */
const ORDINAL = /(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|teenth|tieth)$/i;

/** Each kind after a capitalised name is a place fact keyed by both ("street:elm:road"). */
export function scanStreetKinds(c: FactCollector): void {
  if (!ANY_KIND.test(c.text)) return;
  c.scan(NAMED_STREET, (match, span) => {
    // An article is no street's name: "The Street Fighter II cabinet" names a game.
    if (ORDINAL.test(match[1]!) || /^(?:the|a|an)$/i.test(match[1]!)) return;
    // "St. John's Road" = "St Johns Road": the name without its apostrophe or final "s".
    const written = match[1]!.toLowerCase().replace(/['’]/g, '');
    const name = written.replace(/s$/, '');
    // The fact takes the kind's word alone (the name stays a word or a name of its own) and is
    // written with the name, so a reason reads "Elm Street -> Oak Street".
    c.add('name', span, [`street:${name}:${match[2]!.toLowerCase()}`], [], 'place');
    c.weakenLast();
    c.facts[c.facts.length - 1] = { ...c.facts[c.facts.length - 1]!, text: `${match[1]} ${match[2]}` };
  });
}
