import fc, { type Arbitrary, type Command, type CommandsContraints } from 'fast-check';
import type { World } from '../world/world.js';
import { defaultInvariants, type WorldInvariant } from './invariants.js';
import { plannedCallsOf, selectTools, type ToolCallOptions } from './planned-call.js';
import { loginCommand, logoutCommand } from './session-commands.js';
import { ToolCommand, type CommandObserver } from './tool-command.js';
import { factsFrom } from './valid-arguments.js';
import type { WorldModel } from './world-model.js';

export interface ToolCommandOptions extends ToolCallOptions {
  /** Rules checked after every call. Default `defaultInvariants`; add yours with `[...defaultInvariants, mine]`. */
  readonly invariants?: readonly WorldInvariant[];
  /** Called after every call with what happened, e.g. to collect generated IDs. */
  readonly observe?: CommandObserver;
  /**
   * Add "log in an existing user" and "log out" commands that run only when they apply and must
   * succeed, so that sequences spend most of their time logged in. Default true.
   */
  readonly sessionCommands?: boolean;
}

/**
 * One command arbitrary per tool of the world (or of `options.tools`), derived from the tools'
 * declarations, plus the login and logout helpers: the list `fc.commands` takes.
 *
 * @example
 * const commands = fc.commands(toolCommands(world), { maxCommands: 20 });
 * fc.assert(fc.property(commands, (sequence) => fc.modelRun(modelRunSetup(world), sequence)), { seed: 42, numRuns: 50 });
 */
export function toolCommands(world: World, options: ToolCommandOptions = {}): Arbitrary<Command<WorldModel, World>>[] {
  const invariants = options.invariants ?? defaultInvariants;
  const withFacts = { ...options, world, facts: factsFrom({ world, ...options }, 'toolCommands') };
  const arbitraries: Arbitrary<Command<WorldModel, World>>[] = selectTools(world, options.tools).map((tool) =>
    plannedCallsOf(tool, withFacts).map((call) => new ToolCommand(call, invariants, options.observe)),
  );
  if (options.sessionCommands ?? true) {
    const login = [...world.tools.values()].find((tool) => tool.session === 'start' && !tool.auth && tool.parameters.includes('password') && tool.required.length === 2);
    const logout = [...world.tools.values()].find((tool) => tool.session === 'end' && tool.parameters.length === 0);
    if (login) arbitraries.push(fc.nat({ max: 1_000 }).map((pick) => loginCommand(login, pick, invariants, options.observe)));
    if (logout) arbitraries.push(fc.constant(null).map(() => logoutCommand(logout, invariants, options.observe)));
  }
  return arbitraries;
}

/**
 * Sequences of tool commands for `fc.modelRun`: `fc.commands(toolCommands(world, options), constraints)`.
 * Default constraints `{ size: 'medium' }`: a few dozen calls per sequence, long enough to log in,
 * create, change and delete things in one run. Pass `constraints.replayPath` to replay a reported
 * command sequence exactly.
 *
 * @example
 * fc.assert(
 *   fc.property(worldCommands(world), (commands) => fc.modelRun(modelRunSetup(world), commands)),
 *   { seed: 20250512, numRuns: 100 },
 * );
 */
export function worldCommands(
  world: World,
  options: ToolCommandOptions & { readonly constraints?: CommandsContraints } = {},
): Arbitrary<Iterable<Command<WorldModel, World>>> {
  return fc.commands(toolCommands(world, options), options.constraints ?? { size: 'medium' });
}
