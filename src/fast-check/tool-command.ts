import type { Command } from 'fast-check';
import type { CallRecord } from '../world/execute.js';
import type { World } from '../world/world.js';
import { formatValue } from './format.js';
import type { CallStep, WorldInvariant } from './invariants.js';
import type { PlannedCall } from './planned-call.js';
import type { WorldModel } from './world-model.js';

/** What happened in one command, for callers that want to look at the calls after a run. */
export type CommandObserver = (step: CallStep) => void;

function fail(command: ToolCommand, sent: unknown, record: CallRecord | undefined, what: string): Error {
  const outcome =
    record === undefined ? '' : record.exception === null ? ` (response ${formatValue(record.response)})` : ` (exception ${JSON.stringify(record.exception)})`;
  return new Error(`${command.call.tool.name}(${formatValue(sent)}): ${what}${outcome}`);
}

/**
 * One tool call as a model-based command. It runs in any model state (refusals are behaviour worth
 * testing too) and checks, besides the invariants it is given, what the model predicts about the
 * login: a tool that needs a login fails when nobody is logged in; logging in fails while someone
 * is; a successful login, registration, logout or account deletion moves the session as the model
 * says; and the accounts that exist are the ones the model expects.
 */
export class ToolCommand implements Command<WorldModel, World> {
  constructor(
    readonly call: PlannedCall,
    readonly invariants: readonly WorldInvariant[],
    readonly observe?: CommandObserver,
  ) {}

  check(_model: Readonly<WorldModel>): boolean {
    return true;
  }

  run(model: WorldModel, real: World): void {
    const { tool } = this.call;
    const before = real.state;
    const users = real.sessionPolicy?.users;
    const caller = real.currentUser;
    if (caller !== model.currentUser) {
      throw new Error(`before ${this}: the model has ${model.currentUser ?? 'nobody'} logged in, the world ${caller ?? 'nobody'}`);
    }
    const sent = this.call.resolve(real);
    let record: CallRecord;
    try {
      record = real.execute(tool.name, sent);
    } catch (error) {
      throw fail(this, sent, undefined, `threw instead of returning an exception: ${error instanceof Error ? error.stack : String(error)}`);
    }
    const succeeded = record.exception === null;
    if (tool.auth && model.currentUser === null && succeeded) throw fail(this, sent, record, 'succeeded although nobody is logged in');
    if (tool.session === 'start' && model.currentUser !== null && succeeded) {
      throw fail(this, sent, record, `logged in although ${model.currentUser} is logged in already`);
    }
    const step: CallStep = { tool, kind: this.call.kind, sent, record, before, after: real.state, caller, databases: real.databases };
    for (const invariant of this.invariants) invariant(step);
    this.observe?.(step);

    model.calls++;
    if (succeeded) {
      const username = (sent as { username?: string }).username;
      // Which calls add or remove users is the suite's knowledge (its session policy's registry),
      // predicted here independently of what the world did.
      const effect = users?.effect(tool, sent as Record<string, unknown>, caller);
      if (effect?.adds !== undefined) model.accounts.add(effect.adds);
      if (effect?.removes !== undefined) model.accounts.delete(effect.removes);
      if (tool.session === 'start') model.currentUser = username ?? null;
      if (tool.session === 'end') model.currentUser = null;
    }
    if (real.currentUser !== model.currentUser) {
      throw fail(this, sent, record, `afterwards the model has ${model.currentUser ?? 'nobody'} logged in, the world ${real.currentUser ?? 'nobody'}`);
    }
    const accounts = new Set(users?.list(real.state) ?? []);
    if (accounts.size !== model.accounts.size || [...model.accounts].some((name) => !accounts.has(name))) {
      throw fail(this, sent, record, `afterwards the users are [${[...accounts].join(', ')}], the model expects [${[...model.accounts].join(', ')}]`);
    }
  }

  toString(): string {
    return this.call.toString();
  }
}
