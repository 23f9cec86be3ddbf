/**
 * Equality of two lists as sets: order and duplicates are ignored (ToolTalk compares SendEmail's
 * `to` this way). Items are compared by their JSON text, as Python would hash strings and numbers.
 *
 * @example
 * setEquality(['a@x.org', 'b@x.org'], ['b@x.org', 'a@x.org', 'a@x.org']); // { pass: true }
 */
export function setEquality(expected: unknown, actual: unknown): { pass: boolean; missing: unknown[]; extra: unknown[] } {
  if (!Array.isArray(expected) || !Array.isArray(actual)) {
    return { pass: false, missing: Array.isArray(expected) ? expected : [], extra: Array.isArray(actual) ? actual : [] };
  }
  // The common case, the same items in the same order, needs no keys: the sets are equal.
  if (expected.length === actual.length && sameItemsInOrder(expected, actual)) {
    return { pass: true, missing: [], extra: [] };
  }
  const key = (value: unknown) => JSON.stringify(value) ?? 'undefined';
  const expectedKeys = new Map(expected.map((value) => [key(value), value]));
  const actualKeys = new Map(actual.map((value) => [key(value), value]));
  const missing = [...expectedKeys].filter(([k]) => !actualKeys.has(k)).map(([, v]) => v);
  const extra = [...actualKeys].filter(([k]) => !expectedKeys.has(k)).map(([, v]) => v);
  return { pass: missing.length === 0 && extra.length === 0, missing, extra };
}

// A loop rather than `expected.every(...)`: no closure per call, and a body small enough for the
// optimising compiler to take into its callers. A hole in `expected` is skipped, as `every` skips it.
function sameItemsInOrder(expected: readonly unknown[], actual: readonly unknown[]): boolean {
  for (let index = 0; index < expected.length; index++) {
    if (expected[index] !== actual[index] && index in expected) return false;
  }
  return true;
}
