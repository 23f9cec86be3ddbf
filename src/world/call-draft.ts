import type { Draft } from 'immer';
import type { WorldState } from './state.js';
import { RecordCopier } from './plain-copy.js';
import { Transaction } from './transaction.js';

// The commits' copies of the state's databases record (see ./plain-copy.ts).
const databasesCopier = new RecordCopier();

// What an action's tool is handed (decisions/0010): its databases as drafts, its ID positions, its
// session; and the commit that turns them into the next state.

// The ID state after a call that moved one generator on, by the ID state it started from: the
// same frozen `ids` and the same move give equal states, and a replay makes the same moves from
// the same starting states on every pass, so the copy and the two freezes are made once.
const maxAdvances = 8;
const advances = new WeakMap<WorldState['ids'], { readonly generator: string; readonly position: number; readonly ids: WorldState['ids'] }[]>();

function advancedIds(base: WorldState['ids'], generator: string, position: number): WorldState['ids'] {
  let known = advances.get(base);
  if (known !== undefined) {
    for (let index = 0; index < known.length; index++) {
      const advance = known[index]!;
      if (advance.generator === generator && advance.position === position) return advance.ids;
    }
  }
  const positions: Record<string, number> = { ...base.positions };
  positions[generator] = position;
  const ids = Object.freeze({ mode: base.mode, seed: base.seed, positions: Object.freeze(positions) });
  // Only a frozen state can be answered for later: anything else may change in place.
  if (Object.isFrozen(base) && Object.isFrozen(base.positions)) {
    if (known === undefined) advances.set(base, (known = []));
    if (known.length < maxAdvances) known.push({ generator, position, ids });
  }
  return ids;
}

/** `ctx.db` inside an action: each database is drafted when first read. */
class DatabasesTarget {
  readonly base: Readonly<Record<string, unknown>>;
  readonly transaction: Transaction;
  /**
   * The databases read or set, by name, in the order first met: two short lists rather than a Map,
   * since a call touches one or two databases (a Map costs more to make than these to search).
   */
  readonly names: string[] = [];
  readonly values: unknown[] = [];

  constructor(base: Readonly<Record<string, unknown>>, transaction: Transaction) {
    this.base = base;
    this.transaction = transaction;
  }

  indexOf(name: string): number {
    const names = this.names;
    for (let index = 0; index < names.length; index++) if (names[index] === name) return index;
    return -1;
  }

  read(name: string): unknown {
    const at = this.indexOf(name);
    if (at >= 0) return this.values[at];
    if (!Object.prototype.hasOwnProperty.call(this.base, name)) return undefined;
    const value = this.base[name];
    const edited = this.transaction.edit(value);
    this.names.push(name);
    this.values.push(edited);
    return edited;
  }

  write(name: string, value: unknown): void {
    const at = this.indexOf(name);
    if (at >= 0) this.values[at] = value;
    else {
      this.names.push(name);
      this.values.push(value);
    }
  }

  allNames(): string[] {
    const names = Object.keys(this.base);
    for (const name of this.names) if (!Object.hasOwn(this.base, name)) names.push(name);
    return names;
  }

  /** What the tool read or stored, as a Map for `Transaction.settle`, whose replacements are written back. */
  settle(): void {
    const edits = new Map<string, unknown>();
    for (let index = 0; index < this.names.length; index++) edits.set(this.names[index]!, this.values[index]);
    this.transaction.settle(edits);
    for (let index = 0; index < this.names.length; index++) this.values[index] = edits.get(this.names[index]!);
  }
}

const databasesHandler: ProxyHandler<DatabasesTarget> = {
  get: (target, name) => (typeof name === 'string' ? target.read(name) : undefined),
  set: (target, name, value) => {
    if (typeof name !== 'string') return false;
    target.transaction.stored(value);
    target.write(name, value);
    return true;
  },
  has: (target, name) => typeof name === 'string' && (target.indexOf(name) >= 0 || Object.hasOwn(target.base, name)),
  deleteProperty: () => false,
  ownKeys: (target) => target.allNames(),
  getOwnPropertyDescriptor: (target, name) =>
    typeof name === 'string' && (target.indexOf(name) >= 0 || Object.hasOwn(target.base, name))
      ? { value: target.read(name), writable: true, enumerable: true, configurable: true }
      : undefined,
};

/**
 * The state as a session policy's `settle` sees it. The session is drafted only when the policy
 * reads it: ToolTalk's policy replaces it whole, and a drafted session would be a second record
 * in the transaction, which makes the commit read every record with `current` (./transaction.ts).
 */
class SessionView {
  readonly databases: unknown;
  readonly now: string;
  readonly ids: unknown;
  readonly #transaction: Transaction;
  #session: unknown;
  #drafted = false;

  constructor(databases: unknown, state: WorldState, transaction: Transaction) {
    this.databases = databases;
    this.now = state.now;
    this.ids = state.ids;
    this.#transaction = transaction;
    this.#session = state.session;
  }

  get session(): unknown {
    if (!this.#drafted) {
      this.#session = this.#transaction.edit(this.#session);
      this.#drafted = true;
    }
    return this.#session;
  }

  set session(value: unknown) {
    this.#session = value;
    this.#drafted = true;
  }

  /** The session as the policy left it, without drafting it. */
  peek(): unknown {
    return this.#session;
  }
}

/**
 * An action call's view of the world: its databases (`db`, what the tool gets as `ctx.db`), its ID
 * positions (copied on the first draw), its session as a policy's `settle` sees it. Nothing is
 * written to the finished state; `commit` builds the next one, and dropping the draft (a refusal)
 * discards every change.
 *
 * @example
 * const draft = new CallDraft(state);
 * (draft.db.Alarm as Map<string, unknown>).delete('alice');
 * const { state: next } = draft.commit();
 */
export class CallDraft {
  readonly db: Record<string, unknown>;
  readonly #state: WorldState;
  readonly #transaction = new Transaction();
  readonly #target: DatabasesTarget;
  /** The ID positions as a whole copy, once the call drew from a second generator (or asked for them). */
  #positions: Record<string, number> | undefined;
  /** The one generator the call drew from so far (most calls draw one ID), and its position after. */
  #generator: string | undefined;
  #generatorPosition = 0;
  #sessionView: SessionView | undefined;

  constructor(state: WorldState) {
    this.#state = state;
    this.#target = new DatabasesTarget(state.databases as Readonly<Record<string, unknown>>, this.#transaction);
    this.db = new Proxy(this.#target, databasesHandler) as unknown as Record<string, unknown>;
  }

  /** The ID positions the call draws from, as a copy of its own. */
  positions(): Record<string, number> {
    if (this.#positions === undefined) {
      const positions = { ...this.#state.ids.positions };
      if (this.#generator !== undefined) positions[this.#generator] = this.#generatorPosition;
      this.#positions = positions;
    }
    return this.#positions;
  }

  /** Where a generator stands in this call (as `positions()[generator] ?? 0`, without a copy). */
  position(generator: string): number {
    if (this.#positions !== undefined) return this.#positions[generator] ?? 0;
    if (generator === this.#generator) return this.#generatorPosition;
    return (this.#state.ids.positions as Record<string, number>)[generator] ?? 0;
  }

  /** Moves a generator on (as `positions()[generator] = position`); one generator needs no copy. */
  advance(generator: string, position: number): void {
    if (this.#positions === undefined && (this.#generator === undefined || this.#generator === generator)) {
      this.#generator = generator;
      this.#generatorPosition = position;
      return;
    }
    this.positions()[generator] = position;
  }

  /** The state as a session policy's `settle` changes it: its session, and the drafted databases. */
  sessionView(): Draft<WorldState> {
    const state = this.#state;
    return (this.#sessionView ??= new SessionView(this.db, state, this.#transaction)) as unknown as Draft<WorldState>;
  }

  /**
   * The next state (the same object when the call changed nothing), and the tool's answer with
   * every draft in it replaced by what it finished as: a tool may answer with a record it changed.
   */
  commit<A>(answer?: A): { readonly state: WorldState; readonly answer: A } {
    const state = this.#state;
    const transaction = this.#transaction;
    // The session a policy set and the tool's answer are settled with the stored values: either may
    // hold a part of a record, which finishing the record revokes.
    // (Nothing to settle when no record was drafted.)
    const sessionView = this.#sessionView;
    let settled = answer;
    if (transaction.draftsRecords()) {
      this.#target.settle();
      // The answer, then the session, through one call of `settleLoose`: TurboFan inlines it where
      // it is called often, and a second call, made only by the calls that start or end a session,
      // stayed a call and compiled `settleLoose` on its own late in a replay (docs/benchmarks.md,
      // the twenty-third round of issue 15).
      let value: unknown = answer;
      for (let round = 0; ; round++) {
        const result = transaction.settleLoose(value);
        if (round === 1) {
          sessionView!.session = result;
          break;
        }
        settled = result as A;
        if (sessionView === undefined) break;
        value = sessionView.peek();
      }
    }
    const next = this.#commitState(state, transaction);
    return { state: next, answer: transaction.resolve(settled) as A };
  }

  #commitState(state: WorldState, transaction: Transaction): WorldState {
    const sessionView = this.#sessionView;
    let databases = state.databases as Readonly<Record<string, unknown>>;
    const target = this.#target;
    if (target.names.length > 0) {
      let next: Record<string, unknown> | undefined;
      for (let index = 0; index < target.names.length; index++) {
        const name = target.names[index]!;
        const edit = target.values[index];
        const present = Object.prototype.hasOwnProperty.call(databases, name);
        const before = present ? databases[name] : undefined;
        const after = transaction.finalize(edit, before);
        if (after === before && present) continue;
        next ??= databasesCopier.copy(databases);
        if (!present) databasesCopier.forget();
        next[name] = after;
      }
      if (next !== undefined) databases = Object.freeze(next);
    }
    const nextSession = sessionView === undefined ? state.session : transaction.finalize(sessionView.peek(), state.session);
    const positions = this.#positions;
    const ids =
      positions !== undefined ? Object.freeze({ mode: state.ids.mode, seed: state.ids.seed, positions: Object.freeze(positions) })
      : this.#generator !== undefined ? advancedIds(state.ids, this.#generator, this.#generatorPosition)
      : state.ids;
    if (databases === state.databases && nextSession === state.session && ids === state.ids) return state;
    return Object.freeze({ databases, session: nextSession, now: state.now, ids });
  }
}
