import type { UserRegistry } from '../world/session.js';
import type { WorldState } from '../world/state.js';
import { isDatabaseMap } from '../world/sharded-map.js';

/**
 * A placeholder for an argument that only makes sense against the state a call meets: "one of the
 * caller's alarm IDs", "the password of the account this call names". Commands are generated before
 * they run, so such values are chosen when the call runs (`resolveArguments`), by `pick` modulo the
 * candidates; the same sequence from the same state therefore resolves the same way every time,
 * which keeps failures replayable.
 */
export type StateReference = RecordReference | AccountReference;

/** An existing record's ID: the caller's own (`own`), or anyone's (`any`, to probe isolation). */
export class RecordReference {
  readonly kind = 'record';
  constructor(
    readonly database: string,
    /** The argument's name, which is also the record's key field (`alarm_id`, `event_id`, ...). */
    readonly field: string,
    readonly scope: 'own' | 'any',
    readonly pick: number,
  ) {}

  toString(): string {
    return `<${this.scope === 'own' ? "caller's" : "anyone's"} ${this.field} #${this.pick}>`;
  }
}

/**
 * A field of an existing account: the one named by the call's `username`, else the caller's. A
 * `username` reference names an account by `pick`, in the order the accounts were created.
 */
export class AccountReference {
  readonly kind = 'account';
  constructor(
    readonly field: 'username' | 'password' | 'email' | 'verification_code',
    readonly pick: number,
  ) {}

  toString(): string {
    return this.field === 'username' ? `<username of account #${this.pick}>` : `<${this.field} of the account>`;
  }
}

export function isStateReference(value: unknown): value is StateReference {
  return value instanceof RecordReference || value instanceof AccountReference;
}

function recordIds(reference: RecordReference, state: WorldState, caller: string | null): string[] {
  const database = state.databases[reference.database] as ReadonlyMap<string, unknown>;
  if (reference.scope === 'own') {
    const own = caller === null ? undefined : database.get(caller);
    return isDatabaseMap(own) ? [...own.keys()] : [];
  }
  const ids = new Set<string>();
  for (const records of database.values()) if (isDatabaseMap(records)) for (const id of records.keys()) ids.add(id);
  return [...ids];
}

function resolveOne(
  value: StateReference,
  args: Record<string, unknown>,
  state: WorldState,
  caller: string | null,
  users: UserRegistry | undefined,
): string {
  if (value instanceof RecordReference) {
    const ids = recordIds(value, state, caller);
    // No candidate: an ID that exists nowhere, so the call exercises the "not found" path.
    return ids.length === 0 ? `no-such-${value.field}` : ids[value.pick % ids.length]!;
  }
  const usernames = users?.list(state) ?? [];
  if (value.field === 'username') return usernames.length === 0 ? 'nobody' : usernames[value.pick % usernames.length]!;
  const recordOf = (name: string | null | undefined) => (typeof name === 'string' ? users?.record(state, name) : undefined);
  const account =
    recordOf(args.username as string | undefined) ?? recordOf(caller) ?? recordOf(usernames[value.pick % Math.max(usernames.length, 1)]);
  const found = account?.[value.field];
  return typeof found === 'string' ? found : `no-${value.field}`;
}

/**
 * Replaces the references in generated arguments by values read from `state`, for the logged-in
 * `caller`. Anything that is not a plain object is returned as it is (invalid arguments may be
 * `null`, an array, a number...). Own keys such as `__proto__` are kept as ordinary keys.
 *
 * @example
 * resolveArguments({ alarm_id: new RecordReference('Alarm', 'alarm_id', 'own', 2) }, world.state, world.currentUser, world.sessionPolicy?.users);
 */
export function resolveArguments(args: unknown, state: WorldState, caller: string | null, users?: UserRegistry): unknown {
  if (typeof args !== 'object' || args === null || Array.isArray(args)) return args;
  const source = args as Record<string, unknown>;
  // Account fields follow the call's username, so they are resolved after everything else.
  const resolved: Record<string, unknown> = {};
  const define = (key: string, value: unknown) =>
    Object.defineProperty(resolved, key, { value, enumerable: true, writable: true, configurable: true });
  for (const key of Object.keys(source)) {
    const value = source[key];
    define(key, isStateReference(value) ? value : Array.isArray(value) ? value.slice() : value);
  }
  const followsAccount = (value: unknown) => value instanceof AccountReference && value.field !== 'username';
  const keys = Object.keys(resolved);
  for (const key of [...keys.filter((k) => !followsAccount(resolved[k])), ...keys.filter((k) => followsAccount(resolved[k]))]) {
    const value = resolved[key];
    if (isStateReference(value)) define(key, resolveOne(value, resolved, state, caller, users));
    else if (Array.isArray(value)) define(key, value.map((item) => (isStateReference(item) ? resolveOne(item, resolved, state, caller, users) : item)));
  }
  return resolved;
}
