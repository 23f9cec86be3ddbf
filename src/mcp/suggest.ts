/** Levenshtein distance of two short strings (tool names). */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * The names closest to a mistyped one, as `world.call` suggests them: case-insensitive, within a
 * third of the name's length (at least 2 edits), nearest first, at most three.
 *
 * @example
 * closeNames('AddAlarms', ['AddAlarm', 'DeleteAlarm', 'FindAlarms']); // ['AddAlarm', 'FindAlarms']
 */
export function closeNames(name: string, candidates: readonly string[]): string[] {
  const wanted = name.slice(0, 100).toLowerCase();
  return candidates
    .map((candidate) => {
      const limit = Math.max(2, Math.floor(candidate.length / 3));
      const other = candidate.toLowerCase();
      const distance = Math.abs(wanted.length - other.length) > limit ? Infinity : editDistance(wanted, other);
      return { candidate, distance, limit };
    })
    .filter(({ distance, limit }) => distance <= limit)
    .sort((a, b) => a.distance - b.distance)
    .slice(0, 3)
    .map(({ candidate }) => candidate);
}
