// Texts of the Python runtime exceptions ("incidental" errors) that the tool
// wrapper turns into `exception` strings. Python 3.10–3.12 wording.

import { pyStringRepr, pyTypeName } from './repr.js';

/** Exceptions name the class of None as `NoneType`, unlike strptime's parser. */
function exceptionTypeName(value: unknown): string {
  return value === null || value === undefined ? 'NoneType' : pyTypeName(value);
}

/** `re.match` given a non-string subject. */
export function regexTypeError(value: unknown): string {
  return `expected string or bytes-like object, got '${exceptionTypeName(value)}'`;
}

/** `value.lower()` on a non-string. */
export function attributeLowerError(value: unknown): string {
  return `'${exceptionTypeName(value)}' object has no attribute 'lower'`;
}

/** Keyword binding of an unknown parameter; CPython quotes the raw name, not its repr. */
export function unexpectedKeywordMessage(tool: string, name: string): string {
  return `${tool}.call() got an unexpected keyword argument '${name}'`;
}

/**
 * Keyword binding with required parameters absent, in signature order. CPython
 * joins names with ", ", using " and " for exactly two and ", and " before the
 * last of three or more.
 */
export function missingArgumentsMessage(tool: string, names: string[]): string {
  const quoted = names.map(pyStringRepr);
  let list: string;
  if (quoted.length <= 1) list = quoted.join('');
  else if (quoted.length === 2) list = `${quoted[0]} and ${quoted[1]}`;
  else list = `${quoted.slice(0, -1).join(', ')}, and ${quoted[quoted.length - 1]}`;
  const noun = names.length === 1 ? 'argument' : 'arguments';
  return `${tool}.call() missing ${names.length} required positional ${noun}: ${list}`;
}
