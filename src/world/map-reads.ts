/**
 * What every database map derives from its `entries()`: keys, values, iteration, `forEach`, the
 * JSON form and the `Map` tag. `ShardedMap` (a finished or Immer-drafted map) and `MapDraft` (a map
 * inside an action's transaction) both build on it, so both read alike.
 */
export abstract class MapReads<V> implements Map<string, V> {
  abstract readonly size: number;
  abstract get(key: string): V | undefined;
  abstract has(key: string): boolean;
  abstract set(key: string, value: V): this;
  abstract delete(key: string): boolean;
  abstract clear(): void;
  abstract entries(): MapIterator<[string, V]>;

  *keys(): MapIterator<string> {
    for (const [key] of this.entries()) yield key;
  }

  *values(): MapIterator<V> {
    for (const [, value] of this.entries()) yield value;
  }

  [Symbol.iterator](): MapIterator<[string, V]> {
    return this.entries();
  }

  forEach(callback: (value: V, key: string, map: Map<string, V>) => void, thisArg?: unknown): void {
    for (const [key, value] of this.entries()) callback.call(thisArg, value, key, this);
  }

  /** The entries as a plain object (what `JSON.stringify` of the database shows), keys in order. */
  toJSON(): Record<string, V> {
    const out: Record<string, V> = {};
    for (const [key, value] of this.entries()) {
      Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
    }
    return out;
  }

  // Equality helpers (vitest's toEqual, Node's util) treat an object tagged 'Map' with get/has/size
  // as a map: compared by entries, not by the shape of the tree.
  get [Symbol.toStringTag](): string {
    return 'Map';
  }
}
