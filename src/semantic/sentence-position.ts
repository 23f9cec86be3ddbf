/**
 * Where a word stands in its sentence, as the fact finders read it: at an opening, after a break,
 * before a noun or a verb. Case says something about names and months only away from an opening,
 * and a word's neighbour tells a verb ("Repair the faucet") from a name ("Alice will call").
 */

/** Words that follow a name as its verb or its conjunction ("Tom and", "Anna will", "Kim said"). */
export const NAME_FOLLOWERS = new Set(['and', 'will', 'would', 'is', 'was', 'has', 'had', 'can', 'could', 'should', 'said', 'says', 'wants', 'needs', 'asked', 'called']);

/** Words that follow a verb: determiners, pronouns, particles and prepositions. */
export const VERB_FOLLOWERS = new Set(
  `the a an my your our his her their its this that these those some any all every each no me us him them
  it you up out off down in on at to for with from by about into over away back together again around
  everyone everybody someone somebody`.split(/\s+/),
);

/** The next word of `rest`, in lower case, if one follows after spaces. */
export function nextWord(rest: string): string | undefined {
  return /^\s*([A-Za-z]+)/.exec(rest)?.[1]?.toLowerCase();
}

/** A word follows that is neither a pronoun nor a word that follows verbs ("March invoice", not "May I", "March to the"). */
export function nounFollows(rest: string): boolean {
  const next = nextWord(rest);
  return next !== undefined && !VERB_FOLLOWERS.has(next) && !/^(i|we|you|he|she|they)$/.test(next);
}

/** True at the start of the text, of a line, or of a sentence (after . ! ? or :). */
export function sentenceInitial(text: string, index: number): boolean {
  const before = text.slice(0, index);
  if (/\n[\s"'(\[\-*•]*$/.test(before)) return true;
  const trimmed = before.replace(/["'(\[\s]+$/, '');
  if (/\b(mr|mrs|ms|dr|prof|st|sr|jr|vs|no)\.$/i.test(trimmed)) return false;
  return trimmed === '' || /[.!?:]$/.test(trimmed);
}

/** True after a comma, colon, semicolon or dash, where "Thanks" or "Hi" may be capitalised. */
export function afterBreak(text: string, index: number): boolean {
  return /[,;:\-–—]\s*["'(]?$/.test(text.slice(0, index));
}

/** A greeting word right before a word, at the start of a text, line or sentence ("Hi Louise", "Dear April,"). */
const GREETING_WORD_BEFORE = /(?:^|[.!?\n]\s*)(?:hi|hiya|hello|hey|dear|morning)\s*,?\s+$/i;

/** Whether a greeting word stands right before `index` ("Hi " before "Jun", "Hello, " before "Tom"). */
export function greetedAt(text: string, index: number): boolean {
  return GREETING_WORD_BEFORE.test(text.slice(Math.max(0, index - 12), index));
}
