import { enableMapSet, immerable } from 'immer';
import { MapReads } from './map-reads.js';

// A persistent, insertion-ordered map from strings to values, built from small Immer-draftable
// arrays so that an Immer recipe that changes one entry copies a few arrays of at most
// `leafCapacity` entries, whatever the map's size (see decisions/0008). It has the read and write
// API of a `Map`, so tools and tests use it as one.
//
// Layout: `root` is a leaf until it overflows; then it becomes a branch, an array of `fanOut`
// children chosen by the next bits of the key's hash. A leaf is one flat array of triples
// `key, sequence, value` (an array copies faster and weighs less than a Map); the sequence number
// gives the insertion order back across leaves. A leaf is told from a branch by its first slot: a
// key (a string) or nothing, where a branch holds a child or null.

// Tools may still create plain Maps inside a recipe (they are converted when stored); Immer drafts
// those only with its Map/Set plugin.
enableMapSet();

const bitsPerLevel = 5;
const fanOut = 1 << bitsPerLevel;
const slotMask = fanOut - 1;
const leafCapacity = 32;
/** Past this depth (30 bits of hash used) leaves grow instead of splitting. */
const maxDepth = 6;
const stride = 3;

type Leaf = unknown[];
type Branch = (Node | null)[];
type Node = Leaf | Branch;

// Inside a recipe the nodes are Immer drafts, and every read through a draft is a proxy trap.
// Keys and sequence numbers are strings and numbers, which a draft returns as they are, so they are
// read from the draft's current array directly: one trap per node instead of one per slot. The
// draft's state is read only when it has the expected shape; otherwise (another Immer build, a
// plain array) reads go through the node itself, which gives the same answers more slowly.
const draftStateKey = Symbol.for('immer-state');

function latestOf(node: Node): readonly unknown[] {
  const state = (node as { [draftStateKey]?: { copy_?: unknown; base_?: unknown } })[draftStateKey];
  if (state === undefined) return node;
  const latest = state.copy_ ?? state.base_;
  return Array.isArray(latest) ? latest : node;
}

function isLeaf(node: Node): boolean {
  return isPlainLeaf(latestOf(node) as Node);
}

/** FNV-1a over UTF-16 code units: cheap, and spreads usernames and record IDs evenly. */
function hashOf(key: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < key.length; index++) {
    hash ^= key.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** The leaf a key belongs in (the last node on its hash path), or null where the path ends early. */
function leafOf(root: Node, key: string): Leaf | null {
  let node: Node | null = root;
  let hash = hashOf(key);
  while (!isLeaf(node)) {
    node = (node as Branch)[hash & slotMask] ?? null;
    if (node === null) return null;
    hash >>>= bitsPerLevel;
  }
  return node as Leaf;
}

// Where a key's triple starts in a leaf that may be an Immer draft, or -1, is
// `plainIndexIn(latestOf(leaf) as Leaf, key)` (reading keys, strings, does not copy a draft),
// written out where it is needed rather than as a function of its own: its callers (a write, a
// delete, a draft's lookup, `finishNode`) call it seldom from code TurboFan compiled early, so such
// a function stayed a call and was compiled on its own late in a replay, where `plainIndexIn` and
// `latestOf` are compiled early (docs/benchmarks.md, the twenty-third round of issue 15).

// The same walks over nodes that are plain arrays, never drafts (\`leafOf\` stays a loop of its own
// rather than taking the leaf test as an argument, which would make its call site polymorphic): the nodes of a map that is not
// itself an Immer draft (a finished map, or one built outside a recipe; only a draft's own copy
// holds drafted nodes, and no method is called on that copy), and every node a `MapEditor` reads.
// Asking an array for Immer's symbol misses on the array and both its prototypes, on every node
// of every lookup, which these skip.

function isPlainLeaf(node: Node): boolean {
  return node.length === 0 || typeof node[0] === 'string';
}

// A map of at most `leafCapacity` entries (every map of ToolTalk's data) is one leaf, and its
// lookups need no hash: the walk below a branch is a function of its own, so that TurboFan, which
// inlines a lookup into each tool's code, compiles the hash loop and the walk only where a branch
// was met (a call never made is left out of the optimised code), and a lookup in a leaf skips the
// hash.
function plainLeafOf(root: Node, key: string): Leaf | null {
  return isPlainLeaf(root) ? (root as Leaf) : plainLeafBelow(root as Branch, key);
}

function plainLeafBelow(root: Branch, key: string): Leaf | null {
  let node: Node | null = root;
  let hash = hashOf(key);
  while (!isPlainLeaf(node)) {
    node = (node as Branch)[hash & slotMask] ?? null;
    if (node === null) return null;
    hash >>>= bitsPerLevel;
  }
  return node as Leaf;
}

function plainIndexIn(leaf: Leaf, key: string): number {
  for (let index = 0; index < leaf.length; index += stride) if (leaf[index] === key) return index;
  return -1;
}

/** Whether a map object is an Immer draft (a proxy; `this` in a method called on a draft). */
function isDraftMap(map: object): boolean {
  return (map as { [draftStateKey]?: unknown })[draftStateKey] !== undefined;
}

// The arrays of a finished (frozen) map are not frozen themselves: V8 copies a frozen array 30x
// slower than a plain one (1.2 µs against 35 ns for 24 slots), and Immer copies every array on a
// changed path. A frozen map refuses every write, so they are never changed; and the freezing walk
// tells new arrays from shared ones by comparing with the map the recipe started from.

// Sequence numbers only order the keys of one map, so one counter for the process serves every
// map (it only grows; 2^53 draws are out of reach) and the maps need no field of their own for it.
let nextSequence = 0;

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
export class ShardedMap<V = unknown> extends MapReads<V> {
  static [immerable] = true;

  /** Internal: the top node (a leaf, or a branch). */
  root: Node;
  /** The number of entries. */
  size: number;

  constructor(entries?: Iterable<readonly [string, V]> | null) {
    super();
    this.root = [];
    this.size = 0;
    if (entries !== undefined && entries !== null) for (const [key, value] of entries) this.set(key, value);
  }

  get(key: string): V | undefined {
    return accessMap(this, reading, key, undefined) as V | undefined;
  }

  has(key: string): boolean {
    return accessMap(this, asking, key, undefined) as boolean;
  }

  set(key: string, value: V): this {
    accessMap(this, writing, key, value);
    return this;
  }

  delete(key: string): boolean {
    return accessMap(this, deleting, key, undefined) as boolean;
  }

  clear(): void {
    if (Object.isFrozen(this)) refuseFrozen('clear');
    this.root = [];
    this.size = 0;
  }

  entries(): MapIterator<[string, V]> {
    // A frozen map with a leaf root (most maps read by tools) never changes: its own generator
    // makes each entry once, where a second generator copied every entry again.
    if (Object.isFrozen(this) && isLeaf(this.root)) return leafEntries(this.root) as unknown as MapIterator<[string, V]>;
    return copiedEntries(this) as MapIterator<[string, V]>;
  }

  override values(): MapIterator<V> {
    // As `entries`, without making an entry per value.
    if (Object.isFrozen(this) && isLeaf(this.root)) return leafValues(this.root) as unknown as MapIterator<V>;
    return super.values();
  }

}

/** Which of a map's one-key operations a shared body runs (`accessMap` here, `MapDraft`'s `#access`). */
export type Access = 0 | 1 | 2 | 3;
const reading: Access = 0;
const asking: Access = 1;
const writing: Access = 2;
const deleting: Access = 3;

/**
 * A key's value in a finished map (never an Immer draft: a map whose nodes are plain arrays), or
 * undefined. For `MapDraft`, whose base map is finished: its one shared body inlines this lookup,
 * where `get` is a call.
 */
export function finishedGet<V>(map: ShardedMap<V>, key: string): V | undefined {
  const plain = plainLeafOf(map.root, key);
  if (plain === null) return undefined;
  const at = plainIndexIn(plain, key);
  return at < 0 ? undefined : (plain[at + 2] as V);
}

/** Whether a finished map holds a key (see `finishedGet`). */
export function finishedHas(map: ShardedMap<unknown>, key: string): boolean {
  const plain = plainLeafOf(map.root, key);
  return plain !== null && plainIndexIn(plain, key) >= 0;
}

// A map's four one-key operations are one body (as `MapDraft`'s are, ./transaction.ts), and the
// methods only name theirs. Read-only tools call them on finished maps, and TurboFan inlines a
// callee of up to 460 bytes of bytecode into each function it optimises, so every such tool
// compiled its own copy of the lookup when it was optimised, late in a replay (docs/benchmarks.md,
// the twenty-second round). One body larger than that limit is compiled once and shared. A
// function rather than a method: inside a recipe `map` is an Immer draft (a proxy), which has no
// private members.
function accessMap(map: ShardedMap<unknown>, operation: Access, key: string, value: unknown): unknown {
  if (operation === writing) {
    if (Object.isFrozen(map)) refuseFrozen('set');
    if (typeof key !== 'string') throw new TypeError(`a database map's keys are strings, got ${typeof key}`);
    const stored = value instanceof Map ? new ShardedMap(value as Map<string, unknown>) : value;
    let parent: Branch | null = null;
    let parentSlot = 0;
    let node: Node = map.root;
    let hash = hashOf(key);
    let depth = 0;
    while (!isLeaf(node)) {
      parent = node as Branch;
      parentSlot = hash & slotMask;
      if (parent[parentSlot] === null || parent[parentSlot] === undefined) parent[parentSlot] = [];
      node = parent[parentSlot]!;
      hash >>>= bitsPerLevel;
      depth++;
    }
    const leaf = node as Leaf;
    const index = plainIndexIn(latestOf(leaf) as Leaf, key);
    if (index >= 0) {
      // Same key: same place in the order, as with Map.
      if (leaf[index + 2] !== stored) leaf[index + 2] = stored;
      return undefined;
    }
    // Index by index (three traps on a draft, where push takes four).
    const end = latestOf(leaf).length;
    leaf[end] = key;
    leaf[end + 1] = nextSequence++;
    leaf[end + 2] = stored;
    map.size += 1;
    if (leaf.length > leafCapacity * stride && depth < maxDepth) {
      const branch = splitLeaf(leaf, depth);
      if (parent === null) map.root = branch;
      else parent[parentSlot] = branch;
    }
    return undefined;
  }
  if (operation === deleting) {
    if (Object.isFrozen(map)) refuseFrozen('delete');
    if (typeof key !== 'string') return false;
    const leaf = leafOf(map.root, key);
    if (leaf === null) return false;
    const index = plainIndexIn(latestOf(leaf) as Leaf, key);
    if (index < 0) return false;
    leaf.splice(index, stride);
    map.size -= 1;
    return true;
  }
  if (typeof key !== 'string') return operation === reading ? undefined : false;
  if (!isDraftMap(map)) return operation === reading ? finishedGet(map, key) : finishedHas(map, key);
  if (operation === asking) {
    // Down the current arrays, never through draft children: asking creates no drafts.
    let node: Node | null = map.root;
    let hash = hashOf(key);
    while (!isLeaf(node)) {
      node = (latestOf(node) as Branch)[hash & slotMask] ?? null;
      if (node === null) return false;
      hash >>>= bitsPerLevel;
    }
    return plainIndexIn(latestOf(node) as Leaf, key) >= 0;
  }
  const leaf = leafOf(map.root, key);
  if (leaf === null) return undefined;
  const index = plainIndexIn(latestOf(leaf) as Leaf, key);
  return index < 0 ? undefined : leaf[index + 2];
}

/** Replaces an overflowing leaf at `depth` by a branch that spreads its triples by the next hash bits. */
function splitLeaf(leaf: Leaf, depth: number): Branch {
  const branch: Branch = new Array<Node | null>(fanOut).fill(null);
  const shift = depth * bitsPerLevel;
  // In a draft, reading a value yields its draft; moving the draft keeps a tool's later writes.
  for (let index = 0; index < leaf.length; index += stride) {
    const key = leaf[index] as string;
    const slot = (hashOf(key) >>> shift) & slotMask;
    let child = branch[slot] as Leaf | null;
    if (child === null) branch[slot] = child = [];
    child.push(key, leaf[index + 1], leaf[index + 2]);
  }
  return branch;
}

type Triple = [key: string, value: unknown, sequence: number];

function collect(node: Node | null | undefined, out: Triple[]): void {
  if (node === null || node === undefined) return;
  if (isLeaf(node)) {
    for (let index = 0; index < node.length; index += stride) out.push([node[index] as string, node[index + 2], node[index + 1] as number]);
  } else {
    for (let slot = 0; slot < node.length; slot++) collect((node as Branch)[slot], out);
  }
}

function* leafEntries(leaf: Leaf): Generator<readonly [string, unknown]> {
  // Index by index, so that a tool deleting the entry it was given does not skip the next one.
  let index = 0;
  while (index < leaf.length) {
    const key = leaf[index] as string;
    yield [key, leaf[index + 2]];
    if (leaf[index] === key) index += stride;
  }
}

function* copiedEntries(map: ShardedMap<unknown>): Generator<[string, unknown]> {
  // The order of a branch root is cached and shared: each caller gets entries of its own.
  for (const [key, value] of orderedEntries(map)) yield [key, value];
}

function* leafValues(leaf: Leaf): Generator<unknown> {
  for (let index = 2; index < leaf.length; index += stride) yield leaf[index];
}

/** The entries in insertion order. A leaf root is already in order; a branch is merged by sequence. */
function orderedEntries(map: ShardedMap<unknown>): Iterable<readonly [string, unknown]> {
  const root = map.root;
  if (isLeaf(root)) return leafEntries(root as Leaf);
  const frozen = Object.isFrozen(map);
  if (frozen) {
    const cached = orderCache.get(map);
    if (cached !== undefined) return cached;
  }
  const triples: Triple[] = [];
  collect(root, triples);
  triples.sort((left, right) => left[2] - right[2]);
  const out = triples.map(([key, value]) => [key, value] as const);
  if (frozen) orderCache.set(map, out);
  return out;
}

// Callers test `Object.isFrozen(map)` themselves and call `refuseFrozen` only to throw: a write to a
// map is seldom, so a function doing the test was a call from the code TurboFan compiled early and
// was compiled on its own late in a replay, where a call never made is left out of optimised code.
function refuseFrozen(method: string): never {
  // The same words as Immer's refusal for a frozen Map, so both kinds of database read alike.
  throw new TypeError(`This object has been frozen and should not be mutated (${method} on a database map of a world state; change the world through a tool call or world.update)`);
}

/**
 * Finishes a map a recipe created or changed, for `freezeNewParts`: stores the leaves the recipe
 * created or grew at their exact size (a pushed array keeps half as much again in spare room, for
 * as long as the state lives), hands each value of a new leaf to `finishValue` (with the value it
 * replaced, if any), and freezes the map object. `previous` is the finished map the recipe started
 * from: a node it shares at the same place is finished already and skipped, so the work follows
 * the path that changed. Without it (a map built outside a recipe) every node is visited.
 */
export function finishMap(
  map: ShardedMap<unknown>,
  previous: ShardedMap<unknown> | undefined,
  finishValue: (value: unknown, previous?: unknown) => unknown,
): void {
  if (Object.isFrozen(map)) return;
  map.root = finishNode(map.root, previous?.root, finishValue);
  Object.freeze(map);
}

function finishNode(node: Node, previous: Node | null | undefined, finishValue: (value: unknown, previous?: unknown) => unknown): Node {
  if (node === previous) return node;
  if (isLeaf(node)) {
    const leaf = node.slice();
    const before = previous !== null && previous !== undefined && isLeaf(previous) ? previous : undefined;
    for (let index = 0; index < leaf.length; index += stride) {
      const value = leaf[index + 2];
      if (typeof value !== 'object' || value === null || Object.isFrozen(value)) continue;
      const at = before === undefined ? -1 : plainIndexIn(latestOf(before) as Leaf, leaf[index] as string);
      finishValue(value, at < 0 ? undefined : before![at + 2]);
    }
    return leaf;
  }
  const branch = node as Branch;
  const before = previous !== null && previous !== undefined && !isLeaf(previous) ? (previous as Branch) : undefined;
  for (let slot = 0; slot < branch.length; slot++) {
    const child = branch[slot];
    if (child !== null && child !== undefined) branch[slot] = finishNode(child, before?.[slot], finishValue);
  }
  return branch;
}

/** Whether a value is a map of a world's databases (a `ShardedMap`, or a plain `Map`). */
export function isDatabaseMap(value: unknown): value is ReadonlyMap<string, unknown> {
  return value instanceof ShardedMap || value instanceof Map;
}

/** How many nodes an editor keeps in a list before it moves them to a Set. */
const ownedListLimit = 16;

/**
 * Copy-on-write edits of a finished map, for the executor's transactions (`./transaction.ts`): the
 * editor starts from the finished map's nodes, copies a node the first time an edit passes through
 * it, and leaves every other node shared. Leaves are copied at their exact size (an append or a
 * removal builds the new leaf in one go), so `finish` has no second pass to trim them: the values
 * stored through the editor must be finished already, and `finish` only freezes the new map.
 */
export class MapEditor {
  readonly #map: ShardedMap<unknown>;
  /**
   * The nodes this editor made. Most transactions make a handful (one path, or a split's children),
   * where a list beats a Set; one that adds many keys moves to a Set, so each edit stays O(1).
   */
  #owned: Node[] | Set<Node> | undefined = undefined;

  constructor(base: ShardedMap<unknown>) {
    const map = new ShardedMap<unknown>();
    map.root = base.root;
    map.size = base.size;
    this.#map = map;
  }

  #owns(node: Node): boolean {
    const owned = this.#owned;
    if (owned === undefined) return false;
    return Array.isArray(owned) ? owned.includes(node) : owned.has(node);
  }

  #mark(node: Node): void {
    const owned = this.#owned;
    // The list starts as a literal of one: an empty list grows to 17 slots on its first push.
    if (owned === undefined) this.#owned = [node];
    else if (!Array.isArray(owned)) owned.add(node);
    else if (owned.length < ownedListLimit) owned.push(node);
    else this.#owned = new Set(owned).add(node);
  }

  #own(node: Node): Node {
    if (this.#owns(node)) return node;
    const copy = node.slice();
    this.#mark(copy);
    return copy;
  }

  /** Puts a node in its parent's slot (or at the root), and marks it as the editor's own. */
  #place(parent: Branch | null, slot: number, node: Node): void {
    if (!this.#owns(node)) this.#mark(node);
    if (parent === null) this.#map.root = node;
    else parent[slot] = node;
  }

  // Where the last `#descend` ended: fields rather than a returned object, one per edit.
  #parent: Branch | null = null;
  #parentSlot = 0;
  #depth = 0;

  /**
   * Walks down to the leaf a key belongs in, copying each branch on the way (once), and gives the
   * leaf (as stored: not copied yet; an empty one where the branch has no child); its parent, slot
   * and depth are left in `#parent`, `#parentSlot` and `#depth`.
   */
  #descend(key: string): Leaf {
    let parent: Branch | null = null;
    let parentSlot = 0;
    let node: Node = this.#map.root;
    let hash = hashOf(key);
    let depth = 0;
    while (!isPlainLeaf(node)) {
      const branch = this.#own(node) as Branch;
      this.#place(parent, parentSlot, branch);
      parent = branch;
      parentSlot = hash & slotMask;
      node = branch[parentSlot] ?? emptyLeaf;
      hash >>>= bitsPerLevel;
      depth++;
    }
    this.#parent = parent;
    this.#parentSlot = parentSlot;
    this.#depth = depth;
    return node as Leaf;
  }

  /** Sets a key; an existing key keeps its place in the order, a new one goes last. */
  set(key: string, value: unknown): void {
    const map = this.#map;
    const leaf = this.#descend(key);
    const parent = this.#parent;
    const parentSlot = this.#parentSlot;
    const index = plainIndexIn(leaf, key);
    if (index >= 0) {
      const owned = this.#own(leaf) as Leaf;
      owned[index + 2] = value;
      this.#place(parent, parentSlot, owned);
      return;
    }
    // Appended in one copy at the exact size (`concat` also made the triple's own array).
    const grown = leaf.toSpliced(leaf.length, 0, key, nextSequence++, value);
    map.size += 1;
    if (grown.length > leafCapacity * stride && this.#depth < maxDepth) {
      const branch = splitLeaf(grown, this.#depth);
      // Split children are built by pushing: copied once more at their exact size.
      for (let slot = 0; slot < branch.length; slot++) {
        const child = branch[slot];
        if (child !== null && child !== undefined) this.#mark((branch[slot] = child.slice()));
      }
      this.#place(parent, parentSlot, branch);
      return;
    }
    this.#place(parent, parentSlot, grown);
  }

  /** Removes a key, if present. */
  delete(key: string): void {
    const map = this.#map;
    const found = plainLeafOf(map.root, key);
    if (found === null) return;
    const index = plainIndexIn(found, key);
    if (index < 0) return;
    const leaf = this.#descend(key);
    // One copy at the exact size, where slicing twice and joining made three arrays.
    this.#place(this.#parent, this.#parentSlot, leaf.toSpliced(index, stride));
    map.size -= 1;
  }

  /** The edited map, frozen. Its new leaves and branches stay plain arrays, as in every finished map. */
  finish(): ShardedMap<unknown> {
    return Object.freeze(this.#map);
  }
}

/** Where a branch has no child yet: an append builds the new leaf from it. Never written to. */
const emptyLeaf: Leaf = Object.freeze([]) as unknown as Leaf;
