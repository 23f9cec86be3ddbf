/**
 * Values kept for the last few objects asked about, by identity: what a pair's checks read from a
 * text's facts more than once (its phrases, its negative states) is computed once per pair.
 *
 * A WeakMap keyed by the facts did this before, and cost about a tenth of the judge's time: V8's
 * young-generation collector keeps a WeakMap's entries, and so the facts and everything they reach,
 * until a full collection. Every pair judged since the last one was copied out of the young
 * generation at each scavenge. A ring of a few entries lets go of a pair's facts once later pairs
 * have been read (decisions/0012, session 46).
 */

/** How many objects a ring keeps: a pair reads two texts' facts, so the pair before is kept too. */
const RECENT_OBJECTS = 4;

/** A value per object, for the last few objects set. */
export interface RecentByObject<K extends object, V> {
  /** The value set for `key`, if it is still kept. */
  get(key: K): V | undefined;
  /** Keeps `value` for `key`, in place of its earlier value or of the oldest entry. */
  set(key: K, value: V): void;
}

/**
 * A ring of values by object identity. A value that is gone is computed again by the caller, so
 * only pure functions of the key (and of what the caller checks beside it) belong here.
 *
 * @example
 * const phrases = recentByObject<TextFacts, Set<string>>();
 * let found = phrases.get(facts);
 * if (found === undefined) phrases.set(facts, (found = phrasesOf(facts.text)));
 */
export function recentByObject<K extends object, V>(size: number = RECENT_OBJECTS): RecentByObject<K, V> {
  const keys: (K | undefined)[] = new Array<K | undefined>(size).fill(undefined);
  const values: (V | undefined)[] = new Array<V | undefined>(size).fill(undefined);
  let next = 0;
  const indexOf = (key: K): number => {
    for (let i = 0; i < size; i++) if (keys[i] === key) return i;
    return -1;
  };
  return {
    get(key) {
      const i = indexOf(key);
      return i < 0 ? undefined : values[i];
    },
    set(key, value) {
      const i = indexOf(key);
      if (i >= 0) {
        values[i] = value;
        return;
      }
      keys[next] = key;
      values[next] = value;
      next = (next + 1) % size;
    },
  };
}
