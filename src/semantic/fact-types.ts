/**
 * The shapes of facts: what the fact finders produce and the guard compares. Kept apart from the
 * finders so the comparing side (guard, roles, alignment) depends on the shape, not on how it is read.
 */

export type FactKind = 'name' | 'number' | 'time' | 'date';

/** What the fact finder asks of a word list: WordNet's flags for a lower-case word (0 when unknown). */
export interface WordLexicon {
  flagsOf(word: string): number;
  /** Whether WordNet knows the word in some form, beyond the flagged vocabulary. */
  isWord?(word: string): boolean;
}

/** A lexicon that knows no word: capitalisation alone decides what is a name. */
export const NO_LEXICON: WordLexicon = { flagsOf: () => 0 };

/** One fact as written in a text, with the normalised keys under which another text may state it. */
export interface Fact {
  readonly kind: FactKind;
  /** The words of the text that state it. */
  readonly text: string;
  /** Where it starts in the normalised text, for role comparison. */
  readonly start: number;
  /** A name a message greets or signs off to; it counts only when both texts greet someone. */
  readonly greeting?: boolean;
  /** An everyday word read as a name at a sentence start: it counts only against another name in its place. */
  readonly weak?: boolean;
  /** A date or time said in thanks or good wishes ("Thanks for today!"); it counts only when both texts say one. */
  readonly courtesy?: boolean;
  /** A name that signs a message off ("Best, Dan"); it counts only when both texts sign off. */
  readonly signoff?: boolean;
  /** For names: whether WordNet calls it a place or a person, when it knows. */
  readonly subtype?: 'place' | 'person';
  /**
   * For a name that opens a sentence or a heading, where case says nothing: its stem, which another
   * text also states by a word of that stem in lower case ("Wetsuit fitting" / "fitting wetsuits").
   */
  readonly lowerStem?: string;
  /** Another text agrees with this fact when it provides any of these keys. */
  readonly keys: readonly string[];
}

export interface TextFacts {
  readonly facts: readonly Fact[];
  /** Every key the text provides, including those implied by its facts (a time provides its hour). */
  readonly provides: ReadonlySet<string>;
  /** The negation cues found outside idioms such as "don't forget". */
  readonly negations: readonly string[];
  /** Stems of the text's words, for the opposites check. */
  readonly stems: ReadonlySet<string>;
  /** The normalised text the facts were read from. */
  readonly text: string;
  /** Character ranges taken by facts. */
  readonly taken: Uint8Array;
}

/**
 * A text's facts with other facts in place of its own (a greeting or a courtesy set aside). Every
 * `TextFacts` is built here, with its fields in one order, so V8 gives them all one hidden class: an
 * object spread (`{ ...facts, facts: kept }`) makes another, and each checker's compiled code that
 * meets it for the first time is thrown away and compiled again.
 */
export function textFacts(
  facts: readonly Fact[],
  provides: ReadonlySet<string>,
  negations: readonly string[],
  stems: ReadonlySet<string>,
  text: string,
  taken: Uint8Array,
): TextFacts {
  return { facts, provides, negations, stems, text, taken };
}

/** The same text's facts with `facts` in place of its own (see `textFacts`). */
export function withFacts(source: TextFacts, facts: readonly Fact[]): TextFacts {
  return textFacts(facts, source.provides, source.negations, source.stems, source.text, source.taken);
}
