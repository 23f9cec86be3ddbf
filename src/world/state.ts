/** Where the world's ID generators stand (see `./random.ts` for why only positions are stored). */
export interface IdState {
  /**
   * `per-tool`: one generator per tool, each CPython `Random(seed)` (ToolTalk's scheme, bit-exact IDs).
   * `unique`: one generator for the whole world, and a drawn ID that already exists is drawn again.
   */
  readonly mode: IdMode;
  readonly seed: number;
  /** Raw 32-bit words consumed, per generator (a tool name in `per-tool` mode, `world` otherwise). */
  readonly positions: Readonly<Record<string, number>>;
}

export type IdMode = 'per-tool' | 'unique';

/** The databases of a world, by name (each a frozen `Map`, array or value; see `DatabaseValue`). */
export type AnyDatabases = { readonly [name: string]: unknown };

/**
 * The whole world: one immutable value, so a snapshot is a reference and reset is an assignment.
 * `DB` is the union of the world's plugins' databases.
 */
export interface WorldState<DB = AnyDatabases> {
  readonly databases: DB;
  /** What the world's session policy keeps (ToolTalk: the current session token), or null. */
  readonly session: unknown;
  /** "Now", as `YYYY-MM-DD HH:MM:SS` (naive local time). */
  readonly now: string;
  readonly ids: IdState;
}
