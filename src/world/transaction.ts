import { current, isDraft, isDraftable, original, type Draft } from 'immer';
import { freezeNewParts, unfrozenImmer } from './freeze.js';
import { MapReads } from './map-reads.js';
import { MapEditor, ShardedMap, finishedGet, finishedHas, isDatabaseMap, type Access } from './sharded-map.js';

// One action call's changes, kept beside the finished state until the call ends (decisions/0010).
// Records, lists and plain values are drafted by Immer (`createDraft`), exactly as a recipe would;
// the database maps are not proxied at all: a `MapDraft` keeps the keys the tool set or deleted,
// and on commit `MapEditor` copies only the nodes on those keys' paths. A refusal drops the
// transaction and the finished state was never touched.

const removed = Symbol('removed');

// `#access`'s operation codes, the values of sharded-map.ts's `Access`. Written here rather than
// imported: with the codes imported, a steady replay counted 75,812 instructions per conversation
// against 75,557 before and 75,625 with this copy (one count each, bench/instructions.js, session
// 21's review): a test against an imported binding reads the module's cell each time.
const reading: Access = 0;
const asking: Access = 1;
const writing: Access = 2;
const deleting: Access = 3;

// Most drafts of a call only read some keys or only add some: a draft's key lists start as this
// shared empty map and get one of their own on the first write, which saves two maps per draft.
const noKeys = new Map<string, never>();
// Likewise for a transaction's drafted records: most action calls draft none (they add or delete).
const noDrafts = new Map<object, never>();
// And the map drafts, so that a transaction makes its list at its first map (a literal of one,
// where an empty list grows to 17 slots on its first push).
const noMapDrafts: MapDraft[] = Object.freeze([]) as unknown as MapDraft[];

/**
 * Whether a value is a plain object whose fields are all strings, numbers, booleans or null (most
 * records a tool builds or changes): it holds no draft and nothing to freeze, so finishing it is
 * freezing it, without the two walks (drafts, then freezing) a nested value needs.
 */
function isFlatRecord(value: object): boolean {
  if (Object.getPrototypeOf(value) !== Object.prototype) return false;
  for (const key in value) {
    const item = (value as Record<string, unknown>)[key];
    if (typeof item === 'object' && item !== null) return false;
  }
  return true;
}

/**
 * Whether an object's enumerable fields are all strings, numbers, booleans, null or undefined (most
 * answers of an action: `{ alarm_id }`, `{ status }`): no part of it can be a draft, so the walks of
 * `resolve` and `settleLoose` would replace nothing in it.
 */
function holdsNoObject(value: object): boolean {
  for (const key in value) {
    const item = (value as Record<string, unknown>)[key];
    if (typeof item === 'object' && item !== null) return false;
  }
  return true;
}

/** What a walk of `Transaction` replaces parts with: their current value, or what they finished as. */
type Replacement = 0 | 1;
const snapshotting: Replacement = 0;
const finishing: Replacement = 1;

/**
 * A database map as a tool sees it inside an action: the `Map` API over a finished `ShardedMap`,
 * with the tool's changes kept aside. Values read from it are drafts (Immer drafts for records,
 * `MapDraft`s for nested maps), so tools change records in place as in a recipe.
 */
export class MapDraft<V = unknown> extends MapReads<V> {
  readonly #base: ShardedMap<V>;
  readonly #transaction: Transaction;
  /** Keys of the base map with a new value (a draft, a new value, or `removed`); they keep their place. */
  #overrides: Map<string, unknown> = noKeys;
  /** Keys not in the base map (or removed from it and set again), in the order they were set. */
  #added: Map<string, V> = noKeys;
  #removedCount = 0;
  #finished: ShardedMap<V> | undefined;

  constructor(base: ShardedMap<V>, transaction: Transaction) {
    super();
    this.#base = base;
    this.#transaction = transaction;
  }

  get size(): number {
    return this.#base.size - this.#removedCount + this.#added.size;
  }

  get(key: string): V | undefined {
    return this.#access(reading, key, undefined) as V | undefined;
  }

  has(key: string): boolean {
    return this.#access(asking, key, undefined) as boolean;
  }

  set(key: string, value: V): this {
    this.#access(writing, key, value);
    return this;
  }

  delete(key: string): boolean {
    return this.#access(deleting, key, undefined) as boolean;
  }

  // The four one-key operations are one body, and the methods above only name theirs. Tools call
  // them, and TurboFan inlines a callee of up to 460 bytes of bytecode (with what the callee's own
  // optimised code inlined) into each function it optimises: every tool's code then carried its own
  // copies of these operations, each with the finished map's lookup inside, and compiled them again
  // when it was optimised. Tools are called a few times a replay pass and are optimised late, one
  // by one (docs/benchmarks.md, the twenty-second round). One body larger than that limit is never
  // inlined: it is compiled once and shared, and each tool inlines only the small method.
  #access(operation: Access, key: string, value: V | undefined): unknown {
    if (operation === writing) {
      if (typeof key !== 'string') throw new TypeError(`a database map's keys are strings, got ${typeof key}`);
      const stored = (value instanceof Map && !(value instanceof ShardedMap) ? new ShardedMap(value as Map<string, unknown>) : value) as V;
      this.#transaction.stored(stored);
      if (this.#added.has(key)) this.#added.set(key, stored);
      else if (this.#overrides.get(key) !== removed && finishedHas(this.#base, key)) this.#ownOverrides().set(key, stored);
      else this.#ownAdded().set(key, stored);
      return undefined;
    }
    if (typeof key !== 'string') return operation === reading ? undefined : false;
    if (operation === deleting) {
      if (this.#added.delete(key)) return true;
      if (this.#overrides.get(key) === removed || !finishedHas(this.#base, key)) return false;
      this.#ownOverrides().set(key, removed);
      this.#removedCount += 1;
      return true;
    }
    if (operation === asking) {
      if (this.#added.has(key)) return true;
      if (this.#overrides.has(key)) return this.#overrides.get(key) !== removed;
      return finishedHas(this.#base, key);
    }
    if (this.#added.size > 0 && this.#added.has(key)) return this.#added.get(key);
    if (this.#overrides.has(key)) {
      const found = this.#overrides.get(key);
      return found === removed ? undefined : found;
    }
    const found = finishedGet(this.#base, key);
    if (found === undefined) return undefined;
    const edited = this.#transaction.edit(found);
    if (edited !== found) this.#ownOverrides().set(key, edited);
    return edited;
  }

  clear(): void {
    for (const key of this.#base.keys()) {
      if (this.#overrides.get(key) === removed) continue;
      this.#ownOverrides().set(key, removed);
      this.#removedCount += 1;
    }
    this.#added.clear();
  }

  *entries(): MapIterator<[string, V]> {
    // The base is finished (frozen), so its order is fixed; changes are read as each key comes up,
    // so a key the tool deletes before it is reached is skipped, as with a Map.
    for (const [key, value] of this.#base.entries()) {
      if (this.#overrides.has(key)) {
        const override = this.#overrides.get(key);
        if (override !== removed) yield [key, override as V];
        continue;
      }
      const edited = this.#transaction.edit(value);
      if (edited !== value) this.#ownOverrides().set(key, edited);
      yield [key, edited as V];
    }
    // A Map's iterator also visits entries added while it runs.
    yield* this.#added.entries();
  }

  #ownOverrides(): Map<string, unknown> {
    if (this.#overrides === noKeys) this.#overrides = new Map();
    return this.#overrides;
  }

  #ownAdded(): Map<string, V> {
    if (this.#added === noKeys) this.#added = new Map();
    return this.#added;
  }


  /** Where the values the tool stored are kept (and the drafts `get` handed out), for `Transaction.settle`. */
  holders(): readonly Map<string, unknown>[] {
    return [this.#overrides, this.#added as Map<string, unknown>];
  }

  /** The finished map: the base itself when nothing changed, else a new map sharing every untouched node. */
  finish(): ShardedMap<V> {
    if (this.#finished !== undefined) return this.#finished;
    const base = this.#base;
    let editor: MapEditor | undefined;
    for (const [key, value] of this.#overrides) {
      if (value === removed) {
        (editor ??= new MapEditor(base)).delete(key);
        continue;
      }
      const before = base.get(key);
      const after = this.#transaction.finalize(value, before);
      if (after !== before) (editor ??= new MapEditor(base)).set(key, after);
    }
    for (const [key, value] of this.#added) (editor ??= new MapEditor(base)).set(key, this.#transaction.finalize(value, undefined));
    if (editor === undefined) return (this.#finished = base);
    // Every value stored through the editor was finalized above: the editor only freezes the map.
    return (this.#finished = editor.finish() as ShardedMap<V>);
  }
}

/**
 * The changes of one call. `edit` turns a finished value into something a tool may change;
 * `finalize` turns what the tool left into a finished (frozen) value, sharing what did not change.
 */
export class Transaction {
  /** The records drafted by `edit` (Immer drafts of their own), and what each finished as. */
  #drafts: Map<object, unknown> = noDrafts;
  /** The map drafts handed out, for `settle`: the shared empty list until the first (most calls draft one or two). */
  #mapDrafts: MapDraft[] = noMapDrafts;
  /** Whether drafts are read with `current` rather than finished (see `settle`). */
  #readCurrent = false;
  /** Whether the tool stored an object in a database or a map (see `stored`). */
  #stored = false;

  edit(value: unknown): unknown {
    if (typeof value !== 'object' || value === null) return value;
    if (value instanceof ShardedMap) {
      if (!Object.isFrozen(value)) return value;
      const draft = new MapDraft(value, this);
      if (this.#mapDrafts === noMapDrafts) this.#mapDrafts = [draft as MapDraft];
      else this.#mapDrafts.push(draft as MapDraft);
      return draft;
    }
    if (value instanceof MapDraft || isDraft(value) || !Object.isFrozen(value)) return value;
    if (!isDraftable(value)) return value;
    const draft = unfrozenImmer.createDraft(value);
    if (this.#drafts === noDrafts) this.#drafts = new Map();
    this.#drafts.set(draft, undefined);
    return draft;
  }

  /** Whether any record was drafted: without one, `settle` has nothing to do. */
  draftsRecords(): boolean {
    return this.#drafts.size > 0;
  }

  /** Notes a value the tool stored in a database or a map: `settle` walks the stores only then. */
  stored(value: unknown): void {
    if (typeof value === 'object' && value !== null) this.#stored = true;
  }

  /**
   * Runs before anything is finalized. Each record is its own Immer draft, and finishing one
   * revokes it with every part of it; a tool may have put a part of one record elsewhere (a spread
   * copy's nested list in a new record, a list moved to another record). So: parts of drafts found
   * in the values the tool stored are replaced now by their current value (Immer's `current`), and
   * when more than one record was drafted, every record is read with `current` instead of being
   * finished, since one record may hold a part of another. With one record (most calls), Immer's
   * faster `finishDraft` is safe. `databases` holds what the tool stored as whole databases.
   */
  settle(databases: Map<string, unknown>): void {
    // No record was drafted: no value the tool stored can hold a part of one.
    if (this.#drafts.size === 0) return;
    this.#readCurrent = this.#drafts.size > 1;
    // Maps and databases hold only what `edit` handed out (drafts, finished values) until the
    // tool stores an object: none of those is a part to replace.
    if (!this.#stored) return;
    this.#replaceParts(databases, snapshotting);
    for (let index = 0; index < this.#mapDrafts.length; index++) {
      const holders = this.#mapDrafts[index]!.holders();
      for (let holder = 0; holder < holders.length; holder++) this.#replaceParts(holders[holder]!, snapshotting);
    }
  }

  /** A value held outside the databases (the answer, a session a policy set), settled as `settle` does. */
  settleLoose(value: unknown): unknown {
    if (this.#drafts.size === 0) return value;
    // A plain answer of primitives (not itself a draft, which is read as it is now) holds no part.
    if (typeof value === 'object' && value !== null && !isDraft(value) && holdsNoObject(value)) return value;
    return this.#replacePart(value, snapshotting);
  }

  /** A part of a drafted record (not a record itself) as it is now, for `settle`. */
  #snapshot(item: unknown): unknown {
    return typeof item === 'object' && item !== null && !this.#drafts.has(item) && !(item instanceof MapDraft) && isDraft(item) ? current(item) : item;
  }

  /** A drafted record or map inside a value the tool built becomes what it finished as. */
  #finishPart(item: unknown): unknown {
    return this.#isDraft(item) ? this.finalize(item, undefined) : item;
  }

  // Which of the two replacements a walk makes: a mode rather than a function, so that a
  // transaction makes no closures.
  #replace(item: unknown, mode: Replacement): unknown {
    return mode === snapshotting ? this.#snapshot(item) : this.#finishPart(item);
  }

  /**
   * Walks a value the tool built (a map, a record, a list), replacing each part for which
   * the replacement gives something else, and going into the parts it keeps that are not finished yet.
   */
  #replaceParts(value: object, mode: Replacement): void {
    if (value instanceof MapDraft || value instanceof Set) return;
    if (isDatabaseMap(value)) {
      const map = value as Map<string, unknown>;
      for (const [key, item] of map.entries()) {
        const next = this.#replacePart(item, mode);
        if (next !== item) map.set(key, next);
      }
      return;
    }
    if (!isDraftable(value)) return;
    const record = value as Record<string, unknown>;
    for (const key of Object.keys(record)) {
      const item = record[key];
      // Strings and numbers (most fields) are no draft and hold none.
      if (typeof item !== 'object' || item === null) continue;
      const next = this.#replacePart(item, mode);
      if (next !== item) record[key] = next;
    }
  }

  /** One part of a value being walked: replaced, or walked in turn when it is not finished yet. */
  #replacePart(item: unknown, mode: Replacement): unknown {
    const next = this.#replace(item, mode);
    if (next === item && typeof item === 'object' && item !== null && !this.#isDraft(item) && !isDraft(item) && !Object.isFrozen(item)) {
      this.#replaceParts(item, mode);
    }
    return next;
  }

  /** Whether a value is a draft this transaction finishes: a drafted record or a `MapDraft`. */
  #isDraft(value: unknown): boolean {
    return typeof value === 'object' && value !== null && (this.#drafts.has(value) || value instanceof MapDraft);
  }

  finalize(value: unknown, before: unknown): unknown {
    if (typeof value !== 'object' || value === null) return value;
    // Drafted records first: a finished Immer draft is revoked, and even `instanceof` throws on it.
    if (this.#drafts.has(value)) {
      const cached = this.#drafts.get(value);
      if (cached !== undefined) return cached;
      const base = original(value) as unknown;
      const now = this.#readCurrent ? (current(value) as unknown) : unfrozenImmer.finishDraft(value as Draft<object>);
      let finished: unknown;
      if (typeof now === 'object' && now !== null && now !== base && !Object.isFrozen(now)) {
        if (isFlatRecord(now)) finished = Object.freeze(now);
        else {
          this.#replaceParts(now, finishing);
          finished = freezeNewParts(now, base);
        }
      } else finished = freezeNewParts(now, base);
      this.#drafts.set(value, finished);
      return finished;
    }
    if (value instanceof MapDraft) return value.finish();
    if (Object.isFrozen(value)) return value;
    if (isFlatRecord(value)) return Object.freeze(value);
    // A value the tool built: it may hold drafts it read elsewhere (a record copied into a new list).
    this.#replaceParts(value, finishing);
    return freezeNewParts(value, before);
  }

  /**
   * A value the tool hands back (its response), with every draft in it replaced by what the draft
   * finished as: a tool may return the record it just changed. Call after the changes are committed.
   * Only drafts are replaced; the value itself is not frozen.
   */
  resolve(value: unknown): unknown {
    if (this.#drafts.size === 0 && this.#mapDrafts.length === 0) return value;
    if (this.#isDraft(value)) return this.finalize(value, undefined);
    // An answer of primitives holds no draft to replace: most actions answer with one.
    if (typeof value === 'object' && value !== null && !holdsNoObject(value) && !Object.isFrozen(value)) this.#replaceParts(value, finishing);
    return value;
  }
}
