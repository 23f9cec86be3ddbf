/**
 * Someone's person or thing in place of that someone: "Send the drawings to Ingrid" / "Send the
 * drawings to Ingrid's architect", "Lunch with Ottoline" / "Lunch with Ottoline's assistant". Both
 * texts name Ingrid, so no name is missing, yet whom the text is about has changed.
 */
import type { Contradiction } from './guard.js';
import { WORD_FLAGS, type LookupModel } from './lookup-model.js';
import { singularFlags } from './word-kinds.js';

/** Nouns through which a person is reached, which stand for the person: "Email Ingrid's work address". */
const REACHED_THROUGH = new Set(['phone', 'mobile', 'cell', 'number', 'email', 'address', 'inbox', 'voicemail', 'line', 'extension', 'office', 'desk', 'home', 'house', 'place', 'flat', 'account', 'attention', 'behalf', 'way', 'name']);

const tokensOf = (text: string): string[] => text.replace(/’/g, "'").match(/[\p{L}\p{N}]+(?:'s)?|[^\s\p{L}\p{N}]/gu) ?? [];

/**
 * Where one text is the other with a capitalised name's noun ("Ingrid's architect") in place of the
 * name ("Ingrid"), word for word, that noun as a contradiction; undefined otherwise. A noun that
 * reaches the person ("Ingrid's mobile") is the person.
 *
 * @example
 * findPersonOfName(model, 'Send the drawings to Ingrid', "Send the drawings to Ingrid's architect");
 * // { kind: 'name', subtype: 'person', expected: 'Ingrid', actual: "Ingrid's architect" }
 */
export function findPersonOfName(model: LookupModel, wantText: string, haveText: string): Contradiction | undefined {
  for (const [shorter, longer, flipped] of [[wantText, haveText, false], [haveText, wantText, true]] as const) {
    const [x, y] = [tokensOf(shorter), tokensOf(longer)];
    if (y.length !== x.length + 1) continue;
    let i = 0;
    while (i < x.length && x[i] === y[i]) i++;
    const [owner, person] = [y[i], y[i + 1]];
    if (owner === undefined || person === undefined || !/^\p{Lu}\p{L}*'s$/u.test(owner) || x[i] !== owner.slice(0, -2)) continue;
    if (x.slice(i + 1).join(' ') !== y.slice(i + 2).join(' ')) continue;
    // A noun that says how or where to reach the person is the person still: "Call Ingrid's mobile".
    if ((singularFlags(model, person.toLowerCase()) & WORD_FLAGS.noun) === 0 || REACHED_THROUGH.has(person.toLowerCase())) continue;
    const [plain, owned] = [x[i]!, `${owner} ${person}`];
    return { kind: 'name', subtype: 'person', expected: flipped ? owned : plain, actual: flipped ? plain : owned };
  }
  return undefined;
}
