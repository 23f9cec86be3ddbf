/**
 * Whether a text is plain ASCII. Unicode normalisation and the removal of accents (combining
 * marks) leave such a text as it is, and the judge applies them to most words of every text.
 *
 * @example
 * isAscii('cafe'); // true
 * isAscii('café'); // false
 */
export function isAscii(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) > 0x7f) return false;
  return true;
}
