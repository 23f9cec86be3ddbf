// The account tools' `re.match` validators, reproduced with CPython's Unicode
// semantics because they accept inputs an ASCII regex would reject.

import { PY_DIGIT as D, PY_WORD_CLASS_BODY } from './unicode.js';

// Python's non-MULTILINE `$` also matches just before one final "\n"; neither
// class can match "\n", so an optional "\n" before a true end is equivalent.
const END = '\\n?$';
const EMAIL_PART = `[${PY_WORD_CLASS_BODY}${D}.-]+`;
const EMAIL = new RegExp(`^${EMAIL_PART}@${EMAIL_PART}${END}`, 'u');
const PHONE = new RegExp(`^${D}{3}-${D}{3}-${D}{4}${END}`, 'u');

/** `re.match(r'^[\w\-\d\.]+@[\w\-\d\.]+$', s)` with Python's Unicode `\w`. */
export function isPythonEmail(s: string): boolean {
  return EMAIL.test(s);
}

/** `re.match(r'^\d{3}-\d{3}-\d{4}$', s)` with Python's Unicode `\d`. */
export function isPythonPhone(s: string): boolean {
  return PHONE.test(s);
}
