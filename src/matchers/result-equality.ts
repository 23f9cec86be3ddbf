import { pythonEquals } from './python-equal.js';

/**
 * Equality of two call outcomes (response and exception), the way read-only tools are judged: a
 * model that asked a different question but got the same answer is right.
 *
 * @example
 * resultEquality({ response: { users: [] }, exception: null }, { response: { users: [] }, exception: null });
 */
export function resultEquality(
  expected: { response: unknown; exception: unknown },
  actual: { response: unknown; exception: unknown },
): { pass: boolean; differs: ('response' | 'exception')[] } {
  const differs: ('response' | 'exception')[] = [];
  if (!pythonEquals(expected.response, actual.response)) differs.push('response');
  if (!pythonEquals(expected.exception, actual.exception)) differs.push('exception');
  return { pass: differs.length === 0, differs };
}
