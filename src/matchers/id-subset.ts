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
