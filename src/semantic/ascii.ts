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

/**
 * A text without its accents (combining marks after NFKD): "café" is "cafe". An ASCII text is
 * returned as it is, without the normalisation.
 *
 * @example
 * withoutAccents('crêperie'); // 'creperie'
 */
export function withoutAccents(text: string): string {
  return isAscii(text) ? text : text.normalize('NFKD').replace(/\p{Mn}/gu, '');
}
