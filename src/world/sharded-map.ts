import { enableMapSet, immerable } from 'immer';

// A persistent, insertion-ordered map from strings to values, built from small Immer-draftable
// nodes so that an Immer recipe that changes one entry copies a few nodes of at most
// `leafCapacity` entries, whatever the map's size (see decisions/0008). It has the read and write
// API of a `Map`, so tools and tests use it as one.
//
// Layout: `root` is a leaf (a Map of up to `leafCapacity` entries) until it overflows; then it
// becomes a branch, an array of `fanOut` children chosen by the next bits of the key's hash. Each
// entry is `[sequence, value]`; the sequence number gives the insertion order back across leaves.

// Leaves are Maps, which Immer drafts only with its Map/Set plugin.
enableMapSet();

const bitsPerLevel = 5;
const fanOut = 1 << bitsPerLevel;
const slotMask = fanOut - 1;
const leafCapacity = 32;
/** Past this depth (30 bits of hash used) leaves grow instead of splitting. */
const maxDepth = 6;

type Entry<V> = [sequence: number, value: V];
type Leaf<V> = Map<string, Entry<V>>;
type Branch<V> = (Node<V> | null)[];
type Node<V> = Leaf<V> | Branch<V>;

/** FNV-1a over UTF-16 code units: cheap, and spreads usernames and record IDs evenly. */
function hashOf(key: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < key.length; index++) {
    hash ^= key.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

// Sorted entries of frozen branch-rooted maps: a frozen map never changes, so its order is
// computed once however often read-only tools iterate it.
const orderCache = new WeakMap<object, readonly (readonly [string, unknown])[]>();

/**
 * The map type of a world's databases: what `databasesFromJSON` builds for `flat` and `by-owner`
 * layouts, with the API of a `Map` (`get`, `has`, `set`, `delete`, `clear`, `size`, `keys`,
 * `values`, `entries`, `forEach`, iteration in insertion order). Keys are strings. A plain `Map`
 * stored as a value (a tool's `db.Alarm.set(user, new Map())`) is converted to a `ShardedMap`, so
 * every level of a database keeps the same cost.
 *
 * @example
 * const alarms = new ShardedMap([['a1', { alarm_id: 'a1', time: '07:30:00' }]]);
 * alarms.get('a1')?.time; // '07:30:00'
 */
export class ShardedMap<V = unknown> implements Map<string, V> {
  static [immerable] = true;

  /** Internal: the top node (a leaf Map, or a branch array). */
  root: Node<V>;
  /** The number of entries. */
  size: number;
  /** Internal: the sequence number the next new key gets. */
  nextSequence: number;

  constructor(entries?: Iterable<readonly [string, V]> | null) {
    this.root = new Map();
    this.size = 0;
    this.nextSequence = 0;
    if (entries !== undefined && entries !== null) for (const [key, value] of entries) this.set(key, value);
  }

  get(key: string): V | undefined {
    if (typeof key !== 'string') return undefined;
    let node: Node<V> | null = this.root;
    let hash = hashOf(key);
    while (Array.isArray(node)) {
      node = node[hash & slotMask] ?? null;
      if (node === null) return undefined;
      hash >>>= bitsPerLevel;
    }
    const entry = node.get(key);
    return entry === undefined ? undefined : entry[1];
  }

  has(key: string): boolean {
    if (typeof key !== 'string') return false;
    let node: Node<V> | null = this.root;
    let hash = hashOf(key);
    while (Array.isArray(node)) {
      node = node[hash & slotMask] ?? null;
      if (node === null) return false;
      hash >>>= bitsPerLevel;
    }
    return node.has(key);
  }

  set(key: string, value: V): this {
    if (typeof key !== 'string') throw new TypeError(`a database map's keys are strings, got ${typeof key}`);
    const stored = (value instanceof Map ? new ShardedMap(value as Map<string, unknown>) : value) as V;
    let parent: Branch<V> | null = null;
    let parentSlot = 0;
    let node: Node<V> = this.root;
    let hash = hashOf(key);
    let depth = 0;
    while (Array.isArray(node)) {
      parent = node;
      const slot = hash & slotMask;
      parentSlot = slot;
      if (node[slot] === null || node[slot] === undefined) node[slot] = new Map();
      node = node[slot]!;
      hash >>>= bitsPerLevel;
      depth++;
    }
    const existing = node.get(key);
    if (existing !== undefined) {
      // Same key: same place in the order, as with Map.
      node.set(key, [existing[0], stored]);
      return this;
    }
    node.set(key, [this.nextSequence, stored]);
    this.nextSequence += 1;
    this.size += 1;
    if (node.size > leafCapacity && depth < maxDepth) {
      const branch = splitLeaf(node, depth);
      if (parent === null) this.root = branch;
      else parent[parentSlot] = branch;
    }
    return this;
  }

  delete(key: string): boolean {
    if (typeof key !== 'string') return false;
    let node: Node<V> | null = this.root;
    let hash = hashOf(key);
    while (Array.isArray(node)) {
      node = node[hash & slotMask] ?? null;
      if (node === null) return false;
      hash >>>= bitsPerLevel;
    }
    if (!node.has(key)) return false;
    node.delete(key);
    this.size -= 1;
    return true;
  }

  clear(): void {
    this.root = new Map();
    this.size = 0;
  }

  *entries(): MapIterator<[string, V]> {
    for (const [key, entry] of orderedEntries(this)) yield [key, entry[1] as V];
  }

  *keys(): MapIterator<string> {
    for (const [key] of orderedEntries(this)) yield key;
  }

  *values(): MapIterator<V> {
    for (const [, entry] of orderedEntries(this)) yield entry[1] as V;
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

/** Replaces an overflowing leaf at `depth` by a branch that spreads its entries by the next hash bits. */
function splitLeaf<V>(leaf: Leaf<V>, depth: number): Branch<V> {
  const branch: Branch<V> = new Array<Node<V> | null>(fanOut).fill(null);
  const shift = depth * bitsPerLevel;
  // In a draft, iterating yields the entries' drafts; moving them keeps a tool's later writes.
  for (const [key, entry] of leaf) {
    const slot = (hashOf(key) >>> shift) & slotMask;
    let child = branch[slot] as Leaf<V> | null;
    if (child === null) branch[slot] = child = new Map();
    child.set(key, entry);
  }
  return branch;
}

function collect<V>(node: Node<V> | null, out: [string, Entry<V>][]): void {
  if (node === null || node === undefined) return;
  if (Array.isArray(node)) {
    for (let slot = 0; slot < node.length; slot++) collect(node[slot] ?? null, out);
  } else {
    for (const pair of node) out.push(pair);
  }
}

/** The entries in insertion order. A leaf root is already in order; a branch is merged by sequence. */
function orderedEntries<V>(map: ShardedMap<V>): Iterable<readonly [string, Entry<V>]> {
  const root = map.root;
  if (!Array.isArray(root)) return root;
  const frozen = Object.isFrozen(map);
  if (frozen) {
    const cached = orderCache.get(map);
    if (cached !== undefined) return cached as readonly (readonly [string, Entry<V>])[];
  }
  const out: [string, Entry<V>][] = [];
  collect(root, out);
  out.sort((left, right) => left[1][0] - right[1][0]);
  if (frozen) orderCache.set(map, out);
  return out;
}

/** Whether a value is a map of a world's databases (a `ShardedMap`, or a plain `Map`). */
export function isDatabaseMap(value: unknown): value is ReadonlyMap<string, unknown> {
  return value instanceof ShardedMap || value instanceof Map;
}
