/**
 * Which of a fixed list of phrases a text may hold, found from the text's words instead of by
 * searching the text for each phrase. A phrase written between spaces occurs in a text written
 * as its words between single spaces only where its first word is one of those words; so the
 * phrases whose first word the text has are the only ones worth searching for. The guard and the
 * polarity search every text for each of the 58 negative states, of which most texts hold none.
 */
export class PhraseIndex {
  /** Positions in the list, by the phrase's first word, ascending. */
  private readonly byFirstWord = new Map<string, number[]>();

  constructor(phrases: readonly string[]) {
    phrases.forEach((phrase, position) => {
      const space = phrase.indexOf(' ');
      const first = space < 0 ? phrase : phrase.slice(0, space);
      const positions = this.byFirstWord.get(first);
      if (positions === undefined) this.byFirstWord.set(first, [position]);
      else positions.push(position);
    });
  }

  /**
   * The positions, in list order, of the phrases whose first word is among `words`: a superset of
   * those that ` ${words.join(' ')} ` holds between spaces.
   *
   * @example
   * new PhraseIndex(['broken', 'out of order', 'sold out']).candidates(['the', 'lift', 'is', 'out', 'of', 'order']); // [1]
   */
  candidates(words: readonly string[]): number[] {
    let found: number[] | undefined;
    for (const word of words) {
      const positions = this.byFirstWord.get(word);
      if (positions !== undefined) (found ??= []).push(...positions);
    }
    if (found === undefined) return [];
    // In list order, each once (a word may occur twice).
    found.sort((a, b) => a - b);
    return found.filter((position, i) => i === 0 || found[i - 1] !== position);
  }
}
