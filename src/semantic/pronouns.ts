/**
 * The personal pronouns, as the person each one names, for the rules that read who does what to
 * whom: "I" and "me" are the speaker, "you" the listener, "he" and "him" one third person.
 */

/** Subject and object forms of a personal pronoun, as the person they name. */
export const PERSON_OF: ReadonlyMap<string, string> = new Map([
  ['i', 'speaker'], ['me', 'speaker'], ['we', 'speakers'], ['us', 'speakers'], ['you', 'listener'],
  ['he', 'he'], ['him', 'he'], ['she', 'she'], ['her', 'she'], ['they', 'they'], ['them', 'they'],
]);

/** The pronouns that stand as a subject. */
export const SUBJECT_PRONOUNS: ReadonlySet<string> = new Set(['i', 'we', 'you', 'he', 'she', 'they']);

/** The pronouns that stand as an object ("you" is both). */
export const OBJECT_PRONOUNS: ReadonlySet<string> = new Set(['me', 'us', 'you', 'him', 'her', 'them']);

/** Only the entries of {@link PERSON_OF} whose pronoun is in `forms`. */
export const personOfForms = (forms: ReadonlySet<string>): ReadonlyMap<string, string> =>
  new Map([...PERSON_OF].filter(([pronoun]) => forms.has(pronoun)));

/**
 * Words that may stand between a subject and its verb whatever the verb: modals, their short
 * forms and a few adverbs ("I'll bring", "you could then drive", "he will just send").
 */
export const MODALS: readonly string[] = ['will', 'would', 'can', 'could', 'should', 'must', 'may', 'might', 'shall', 'll', 'd', 'also', 'then', 'just', 'please'];
