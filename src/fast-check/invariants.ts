import type { AnyDatabase } from '../world/database.js';
import type { AnyTool } from '../world/define.js';
import type { CallRecord } from '../world/execute.js';
import type { WorldState } from '../world/state.js';
import { formatValue } from './format.js';
import { isDatabaseMap } from '../world/sharded-map.js';

/** One call as an invariant sees it: the tool, what was sent, what came back, and the states around it. */
export interface CallStep {
  readonly tool: AnyTool;
  readonly kind: 'valid' | 'invalid';
  /** The arguments as sent (references resolved). */
  readonly sent: unknown;
  readonly record: CallRecord;
  readonly before: WorldState;
  readonly after: WorldState;
  /** Who was logged in when the call was made. */
  readonly caller: string | null;
  /** The world's database declarations. */
  readonly databases: readonly AnyDatabase[];
}

/** A rule every call must keep. It throws an `Error` saying what went wrong; it returns nothing. */
export type WorldInvariant = (step: CallStep) => void;

function violation(step: CallStep, what: string): Error {
  const outcome = step.record.exception === null ? `response ${formatValue(step.record.response)}` : `exception ${JSON.stringify(step.record.exception)}`;
  return new Error(`${step.tool.name}(${formatValue(step.sent)}) by ${step.caller ?? 'nobody'}: ${what} (${outcome})`);
}

/** Exactly one of `response` and `exception` is set. */
export const oneOutcome: WorldInvariant = (step) => {
  if ((step.record.response === null) === (step.record.exception === null)) {
    throw violation(step, 'expected exactly one of response and exception');
  }
};

/** A refused call leaves the state as it was: the very same object, not merely an equal one. */
export const failedCallChangesNothing: WorldInvariant = (step) => {
  if (step.record.exception !== null && step.after !== step.before) throw violation(step, 'the call failed but changed the state');
};

/** A tool that is not an action never changes the state, even when it succeeds. */
export const readOnlyChangesNothing: WorldInvariant = (step) => {
  if (!step.tool.action && step.after !== step.before) throw violation(step, 'a read-only tool changed the state');
};

/** A success answers in the shape the tool declares (`tool.output`). */
export const responseMatchesOutputSchema: WorldInvariant = (step) => {
  if (step.record.exception !== null) return;
  const parsed = step.tool.output.safeParse(step.record.response);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw violation(step, `the response does not match the declared output at ${issue.path.join('.') || '(root)'}: ${issue.message}`);
  }
};

/** Arguments drawn to be invalid are refused. */
export const invalidArgumentsFail: WorldInvariant = (step) => {
  if (step.kind === 'invalid' && step.record.exception === null) throw violation(step, 'invalid arguments were accepted');
};

/** The user whose data a call may change: the caller for tools that need a login, else the account it names. */
function ownerOf(step: CallStep): string | null {
  if (step.tool.auth) return step.caller;
  const sent = step.sent as { username?: unknown } | null;
  return typeof sent === 'object' && sent !== null && typeof sent.username === 'string' ? sent.username : null;
}

/**
 * A call changes no one's data but its owner's: the caller's for tools that need a login, the named
 * account's for those that do not (log in, register, reset a password). Checked by reference on
 * every user's entry of every database, which immutable states make exact and cheap.
 */
export const othersDataUntouched: WorldInvariant = (step) => {
  if (step.before === step.after) return;
  const owner = ownerOf(step);
  for (const database of step.databases) {
    const before = step.before.databases[database.name];
    const after = step.after.databases[database.name];
    if (before === after || !isDatabaseMap(before) || !isDatabaseMap(after)) continue;
    for (const key of new Set([...before.keys(), ...after.keys()])) {
      // Only user-owned entries belong to someone; the rest (weather by place) no call may change.
      const user = database.layout === 'by-owner' && database.ownedByUsers ? key : database.layout === 'flat' ? key : null;
      if (user !== null && user === owner) continue;
      if (before.get(key) !== after.get(key)) throw violation(step, `${database.name}.${key} changed, but the call belongs to ${owner ?? 'nobody'}`);
    }
  }
};

// Record IDs of user-owned databases (`alarm_id` → Alarm).
function userKeyFields(databases: readonly AnyDatabase[]): Map<string, string> {
  return new Map(
    databases
      .filter((database) => database.layout === 'by-owner' && database.ownedByUsers && database.key?.endsWith('_id'))
      .map((database) => [database.key!, database.name]),
  );
}

/**
 * A read-only tool shows the caller only the caller's records: every listed item that carries a
 * record key (`alarm_id`, `event_id`, `email_id`, ...) is one of the caller's records of that kind.
 */
export const readsOnlyOwnData: WorldInvariant = (step) => {
  if (step.tool.action || !step.tool.auth || step.record.response === null) return;
  for (const value of Object.values(step.record.response)) {
    if (!Array.isArray(value)) continue;
    for (const item of value) {
      if (typeof item !== 'object' || item === null) continue;
      for (const [field, database] of userKeyFields(step.databases)) {
        if (!(field in item)) continue;
        const id = (item as Record<string, unknown>)[field] as string;
        const own = (step.before.databases[database] as ReadonlyMap<string, ReadonlyMap<string, unknown>>).get(step.caller ?? '');
        if (!own?.has(id)) throw violation(step, `listed ${field} ${id}, which is not one of ${step.caller ?? 'nobody'}'s ${database} records`);
      }
    }
  }
};

/** The invariants every tool command checks unless told otherwise. */
export const defaultInvariants: readonly WorldInvariant[] = Object.freeze([
  oneOutcome,
  failedCallChangesNothing,
  readOnlyChangesNothing,
  responseMatchesOutputSchema,
  invalidArgumentsFail,
  othersDataUntouched,
  readsOnlyOwnData,
]);
