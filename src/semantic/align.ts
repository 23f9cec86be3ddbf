/**
 * Content-word alignment: each content word of one text is matched to the most similar word of
 * the other (same stem, or close word vectors). What stays unmatched is what changed: a dropped
 * task ("Buy milk and eggs" / "Buy milk"), a different object ("oat milk" / "almond milk").
 */
import { headOf, PARTICLES } from './content-words.js';
import { WORD_FLAGS, type LookupModel } from './lookup-model.js';
import { inTable } from './paraphrases.js';
import { stem } from './stems.js';
import { lemmaOf, similarity, verbSimilarity, WORD_MATCH } from './word-similarity.js';

export interface WordMatch {
  readonly word: string;
  readonly match?: string;
  readonly similarity: number;
}

export interface Alignment {
  /** Content words of the expected text with no counterpart. */
  readonly missing: readonly WordMatch[];
  /** Content words of the actual text with no counterpart. */
  readonly extra: readonly WordMatch[];
}

/** Matches each side's content words against the other's. */
export function alignWords(
  model: LookupModel,
  expected: readonly string[],
  actual: readonly string[],
  equivalents: readonly (readonly [string, string])[] = [],
  verbs: ReadonlySet<string> = new Set(),
  proper: ReadonlySet<string> = new Set(),
): Alignment {
  const same = new Set(equivalents.flatMap(([a, b]) => [`${a}|${b}`, `${b}|${a}`]));
  const verbish = (word: string) => verbs.has(word) && (model.flagsOf(lemmaOf(model, word) ?? word) & WORD_FLAGS.verb) !== 0;
  // A compound on one side whose head stands alone on the other is compared word by word, so
  // "piano lesson" / "guitar lesson" compares "piano" with "guitar" instead of matching on "lesson".
  const split = (from: readonly string[], to: readonly string[]) =>
    from.flatMap((unit) => {
      if (!unit.includes(' ') || to.includes(unit) || inTable(unit)) return [unit];
      const parts = unit.split(' ');
      const head = parts[parts.length - 1]!;
      if (PARTICLES.has(head) || !to.some((word) => word === head || word.endsWith(` ${head}`))) return [unit];
      return parts;
    });
  [expected, actual] = [split(expected, actual), split(actual, expected)];
  const joined = (list: readonly string[]) => new Set(list.slice(1).map((word, i) => list[i] + word));
  const best = (word: string, others: readonly string[], compounds: ReadonlySet<string>): WordMatch => {
    if (compounds.has(word)) return { word, match: word, similarity: 1 };
    let top: WordMatch = { word, similarity: 0 };
    for (const other of others) {
      // Two words that are each part of a name are no synonyms: "The Gilded Goose" is not "The Golden Goose".
      if (proper.has(word) && proper.has(other) && stem(word) !== stem(other)) continue;
      const value = verbish(word) && verbish(other) && !word.includes(' ') && !other.includes(' ') && !same.has(`${stem(word)}|${stem(other)}`)
        ? verbSimilarity(model, word, other)
        : same.has(`${stem(word)}|${stem(other)}`) || same.has(`${stem(headOf(word))}|${stem(headOf(other))}`) ? 1 : similarity(model, word, other);
      if (value > top.similarity) top = { word, match: other, similarity: value };
      if (value >= 1) break;
    }
    return top;
  };
  const unmatched = (from: readonly string[], to: readonly string[]) => {
    const compounds = joined(to);
    const ownCompounds = [...joined(from)];
    // One-to-one: a word the other text shares with this one is taken by its twin, so "Vacuum the
    // room and clean the bathroom" / "Vacuum the room" does not match "clean" to "vacuum" again.
    const free = to.filter((word) => !from.includes(word));
    return from
      .filter((word) => !(to.includes(word) || ownCompounds.some((c) => to.includes(c) && c.includes(word))))
      .map((word) => best(word, free, compounds))
      .filter((match) => match.similarity < WORD_MATCH);
  };
  return { missing: unmatched(expected, actual), extra: unmatched(actual, expected) };
}

