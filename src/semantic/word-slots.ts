/**
 * The slots a word stands in, which tell a thing from an action where the word could be either:
 * the opening of a text ("Cello concert"), a place after a determiner shared by both texts ("Your
 * train ticket" / "Your bus ticket"), an event before "with" ("Golf with Greg"), or the places a
 * verb takes (a sentence start, after "to", "will", "please" or a pronoun).
 */

/** Whether a word opens a list of content words, alone or as the first word of a compound ("tennis lesson"). */
export const opens = (list: readonly string[], word: string): boolean => list[0] === word || (list[0]?.startsWith(`${word} `) ?? false);

const DETERMINERS = new Set(['the', 'a', 'an', 'my', 'your', 'our', 'their', 'his', 'her', 'its', 'this', 'that', 'these', 'those']);

/**
 * Whether two words stand after a determiner or a possessive, with the same word next to them in
 * both texts: the word after, or the word before the determiner ("Your train ticket" / "Your bus
 * ticket", "a copy of your lease" / "a copy of your payslip"). There they name things, though
 * they can be verbs ("train", "lease"); "the forms" / "the paperwork" alone is not such a slot.
 */
export function determinerSlot(text: string, word: string, otherText: string, otherWord: string): boolean {
  const slots = (source: string, target: string) => {
    const tokens = source.toLowerCase().match(/[\p{L}\d']+/gu) ?? [];
    const head = target.split(' ')[0]!;
    const found: [string | undefined, string | undefined][] = [];
    tokens.forEach((token, i) => {
      if (token === head && i > 0 && DETERMINERS.has(tokens[i - 1]!)) found.push([tokens[i - 2], tokens[i + target.split(' ').length]]);
    });
    return found;
  };
  const theirs = slots(otherText, otherWord);
  return slots(text, word).some(([before, after]) => theirs.some(([b, a]) => (before !== undefined && before === b) || (after !== undefined && after === a)));
}

/** An opening word followed by "with" names an event ("Golf with Greg", "Lunch with Sam"), not an order. */
export function nounBeforeWith(text: string, word: string): boolean {
  const match = /^[^\p{L}]*([\p{L}]+)\s+with\b/iu.exec(text);
  return match !== null && match[1]!.toLowerCase() === word;
}

const VERB_BEFORE = new Set(['to', 'will', 'can', 'could', 'would', 'should', 'must', 'please', 'i', 'we', 'you', 'they', 'll', 'not', 'lets', 'let']);

/** Words standing where a verb stands: the first word of a text or sentence, or after "to", "will", "please", a pronoun. */
export function verbsOf(text: string): string[] {
  const tokens = text.toLowerCase().match(/[\p{L}]+|[.!?]/gu) ?? [];
  return tokens.filter((token, i) => i === 0 || /[.!?]/.test(tokens[i - 1]!) || VERB_BEFORE.has(tokens[i - 1]!));
}
