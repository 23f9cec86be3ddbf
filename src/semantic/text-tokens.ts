/**
 * A text's tokens, split once. The judge's checks read the same two texts (and their normalised
 * forms) many times per pair, and several split them into words again at each call: the role
 * checks once per direction, the prefix opposites once per side, the learned layer's surfaces
 * once per feature. A splitter made here keeps the tokens of the last texts it split, so each
 * text is split once per pattern; every caller gets the same array, which it only reads.
 */

/** How many texts each splitter keeps: a pair reads only a few; cleared when full. */
const RECENT_TEXTS = 64;

/**
 * `read` kept for the texts read lately: a pure function of a text, asked again for the same few
 * texts by several checks of a pair, computes each once. Bounded (cleared when full).
 *
 * @example
 * const spelled = keptPerText((text) => text.replace(/'ll\b/g, ' will'));
 * spelled("We'll pay"); // 'We will pay', computed once for that text
 */
export function keptPerText<T>(read: (text: string) => T): (text: string) => T {
  const recent = new Map<string, T>();
  return (text) => {
    if (recent.has(text)) return recent.get(text)!;
    const value = read(text);
    if (recent.size >= RECENT_TEXTS) recent.clear();
    recent.set(text, value);
    return value;
  };
}

/**
 * A function giving `prepare(text).match(pattern) ?? []` (the pattern global), kept for the texts
 * split lately. `prepare` must be a pure function of the text (lower-casing, a fixed rewrite).
 *
 * @example
 * const lowerWords = splitter(/\p{L}+/gu, (text) => text.toLowerCase());
 * lowerWords('Pay Jamal back'); // ['pay', 'jamal', 'back'], the same array at the next ask
 */
export function splitter(pattern: RegExp, prepare: (text: string) => string = (text) => text): (text: string) => readonly string[] {
  if (!pattern.global) throw new TypeError(`splitter: the pattern ${String(pattern)} lists one match only, it needs the g flag`);
  return keptPerText((text): readonly string[] => prepare(text).match(pattern) ?? []);
}

/** Lower case, the preparation most splitters share. */
export const lowerCase = (text: string): string => text.toLowerCase();

/** Lower-case words and numbers, and the marks that join or end phrases: what the governor and linked swaps read. */
export const wordsAndMarks = splitter(/[\p{L}\p{N}]+|[,&/;.!?:]/gu, lowerCase);

/**
 * Words with each hyphenated one split into its parts, as `words.flatMap((word) => word.split('-'))`
 * gives them, without an array per word: most words have no hyphen.
 *
 * @example
 * hyphenParts(['a', 'sugar-free', 'tea']); // ['a', 'sugar', 'free', 'tea']
 */
export function hyphenParts(words: readonly string[]): string[] {
  const parts: string[] = [];
  for (const word of words) {
    if (!word.includes('-')) parts.push(word);
    else for (const part of word.split('-')) parts.push(part);
  }
  return parts;
}

/**
 * A token of a clock time: a figure of the hours ("9", "10am", "8:30"), or "noon", "midday",
 * "midnight". The hour is one a clock shows: "47" is a number, not a time ("from 214 to 47").
 */
export function isClockFigure(token: string): boolean {
  const clock = /^(\d{1,2})(?:[:.][0-5]\d)?(am|pm)?$/.exec(token);
  if (clock !== null) return Number(clock[1]) <= (clock[2] === undefined ? 24 : 12);
  return token === 'noon' || token === 'midday' || token === 'midnight';
}
