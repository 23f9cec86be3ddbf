/**
 * A closing sign-off ("Best regards, HR", "Thanks, Dan"): who signs a message counts only when both
 * texts sign off, so the judge leaves the signer's words out of the alignment otherwise.
 */

/** The phrases that close a message before its signer's name; name-facts.ts reads them too. */
export const CLOSING_PHRASES = String.raw`(?:with\s+)?(?:best|kind|kindest|warm|warmest)\s+(?:regards|wishes)|regards|best|cheers|(?:with\s+)?thanks|thank you|many thanks|sincerely|yours(?:\s+(?:truly|sincerely|faithfully))?|love|all the best|take care|ta|(?:apologies|sorry|thanks)\s+again|hope (?:that|this) helps|speak soon|talk soon|see you soon`;

/**
 * The last word of each closing phrase, in lower case: a closing can end only with one of them, so
 * a word that is none of them skips the closing patterns (name-facts.ts asks this of every word).
 * Keep it beside CLOSING_PHRASES.
 */
export const CLOSING_LAST_WORDS: ReadonlySet<string> = new Set(['regards', 'wishes', 'best', 'cheers', 'thanks', 'you', 'sincerely', 'yours', 'truly', 'faithfully', 'love', 'care', 'ta', 'again', 'helps', 'soon']);

/**
 * A closing phrase and its signer at the end of a text: up to four words after an optional "the",
 * or a name and after a comma the business it signs for ("Kind regards, Rosa Moreno, Evergreen Fencing").
 */
const SIGN_OFF = new RegExp(String.raw`[.!?]\s*(?:${CLOSING_PHRASES}),?\s+((?:the\s+)?(?:[\p{L}.'-]+\s*){1,4}|(?:[\p{L}.'-]+\s+){0,2}[\p{L}.'-]+,\s*(?:[\p{L}.'&-]+\s*){1,4})[.!]?\s*$`, 'iu');
/** A group that signs a message with no closing phrase, alone after its last sentence: "... in the main hall. The exhibition team". */
const GROUP_SIGNER = /[.!?]\s*((?:the\s+)?(?:[\p{L}.'&-]+\s+){0,3}(?:team|crew|staff|office|committee|management))\.?\s*$/iu;

/** Whether a text may end with a group's signature (GROUP_SIGNER's last word): only such texts are read for one. */
export const GROUP_SIGNER_END = /\b(?:team|crew|staff|office|committee|management)\.?\s*$/i;

/** A group's signature with no closing phrase: "the" and a group ("The exhibition team"), or a name in capitals ("Crown Pest Management"), never a clause ("Meet the new team"). */
function groupSigner(text: string): RegExpExecArray | null {
  if (!GROUP_SIGNER_END.test(text)) return null;
  const match = GROUP_SIGNER.exec(text);
  if (match === null) return null;
  const words = match[1]!.trim().split(/\s+/);
  return /^the$/i.test(words[0]!) || words.every((word) => /^\p{Lu}/u.test(word)) ? match : null;
}

/** A sign-off at the end of `text`: a signer with a comma must be names, each word capitalised ("Rosa Moreno, Evergreen Fencing", not "see you, bye"). */
function signOff(text: string): RegExpExecArray | null {
  const match = SIGN_OFF.exec(text) ?? groupSigner(text);
  if (match === null || !match[1]!.includes(',')) return match;
  return match[1]!.split(/[\s,]+/).every((word) => word === '' || /^\p{Lu}/u.test(word) || /^(?:the|and|of|&)$/i.test(word)) ? match : null;
}

/** The words of a closing sign-off ("Best regards, HR" gives "human", "resources" once spelled out), if the text ends with one. */
export function signOffWords(text: string): ReadonlySet<string> | undefined {
  const match = signOff(text);
  if (match === null) return undefined;
  return new Set(match[1]!.toLowerCase().match(/\p{L}+/gu) ?? []);
}

/**
 * Where the signer of a closing sign-off begins ("Best wishes, the Fitzwilliam Club team" gives the
 * offset of "the"), or -1 when the text ends with none.
 */
export function signerStart(text: string): number {
  const match = signOff(text);
  return match === null ? -1 : match.index + match[0].lastIndexOf(match[1]!);
}
