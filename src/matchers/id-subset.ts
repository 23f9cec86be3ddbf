/**
 * Whether every ID in the expected list appears among the actual list's IDs. Extra actual items and
 * order are ignored: read-only searches are judged by "did you find what the ground truth found".
 *
 * @example
 * idSubset([{ alarm_id: 'a' }], [{ alarm_id: 'b' }, { alarm_id: 'a' }], 'alarm_id'); // pass
 */
export function idSubset(expected: unknown, actual: unknown, idKey: string): { pass: boolean; missing: unknown[] } {
  const ids = (list: unknown): unknown[] =>
    Array.isArray(list) ? list.map((item) => (typeof item === 'object' && item !== null ? (item as Record<string, unknown>)[idKey] : undefined)) : [];
  const actualIds = new Set(ids(actual));
  const missing = ids(expected).filter((id) => !actualIds.has(id));
  return { pass: Array.isArray(actual) && missing.length === 0, missing };
}

// Searches find a handful of items: below this many, comparing every pair costs less than a Set.
const pairwiseLimit = 16;

function idOf(item: unknown, idKey: string): unknown {
  return typeof item === 'object' && item !== null ? (item as Record<string, unknown>)[idKey] : undefined;
}

/** `idSubset(expected, actual, idKey).pass`, without building the lists of IDs. */
export function idSubsetPasses(expected: unknown, actual: unknown, idKey: string): boolean {
  if (!Array.isArray(actual)) return false;
  if (!Array.isArray(expected) || expected.length === 0) return true;
  if (actual.length > pairwiseLimit) return idSubset(expected, actual, idKey).pass;
  for (let index = 0; index < expected.length; index++) {
    // `map` and `filter` skip a hole in the expected list.
    if (!(index in expected)) continue;
    const id = idOf(expected[index], idKey);
    let found = false;
    // SameValueZero, as the Set in `idSubset` compares.
    for (let other = 0; other < actual.length && !found; other++) {
      const candidate = idOf(actual[other], idKey);
      found = candidate === id || (candidate !== candidate && id !== id);
    }
    if (!found) return false;
  }
  return true;
}
