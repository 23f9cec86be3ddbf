import type { AnyTool } from '../world/define.js';
import type { World } from '../world/world.js';
import type { WorldInvariant } from './invariants.js';
import { PlannedCall } from './planned-call.js';
import { AccountReference } from './references.js';
import { ToolCommand, type CommandObserver } from './tool-command.js';
import type { WorldModel } from './world-model.js';

/**
 * A tool command that only runs in one login state and must succeed there: logging an existing
 * user in with the right password while nobody is logged in, or logging out while someone is. They
 * steer sequences into logged-in states, where most tools do their real work.
 */
export class SessionCommand extends ToolCommand {
  constructor(
    call: PlannedCall,
    readonly when: 'nobody logged in' | 'someone logged in',
    invariants: readonly WorldInvariant[],
    observe?: CommandObserver,
  ) {
    super(call, invariants, observe);
  }

  override check(model: Readonly<WorldModel>): boolean {
    return this.when === 'nobody logged in' ? model.currentUser === null && model.accounts.size > 0 : model.currentUser !== null;
  }

  override run(model: WorldModel, real: World): void {
    super.run(model, real);
    // super.run checked the world against the model; what is left is that the call had to succeed.
    const loggedIn = model.currentUser !== null;
    if (loggedIn !== (this.when === 'nobody logged in')) {
      throw new Error(`${this} should have succeeded in this state but did not`);
    }
  }

  override toString(): string {
    return `${this.when === 'nobody logged in' ? 'log in' : 'log out'}: ${super.toString()}`;
  }
}

/** Logs in the account at `pick` (in creation order) with its password. */
export function loginCommand(login: AnyTool, pick: number, invariants: readonly WorldInvariant[], observe?: CommandObserver): SessionCommand {
  const args = { username: new AccountReference('username', pick), password: new AccountReference('password', pick) };
  return new SessionCommand(new PlannedCall(login, args, 'valid'), 'nobody logged in', invariants, observe);
}

/** Logs the current user out. */
export function logoutCommand(logout: AnyTool, invariants: readonly WorldInvariant[], observe?: CommandObserver): SessionCommand {
  return new SessionCommand(new PlannedCall(logout, {}, 'valid'), 'someone logged in', invariants, observe);
}
