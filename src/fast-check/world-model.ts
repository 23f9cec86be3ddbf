import type { ModelRunSetup } from 'fast-check';
import type { World } from '../world/world.js';

/**
 * What model-based tests predict about a world, kept deliberately small: who is signed in and which
 * users exist (as the session policy's user registry lists them). Commands update it from what a call should do and check the real world against it.
 */
export interface WorldModel {
  currentUser: string | null;
  readonly accounts: Set<string>;
  /** How many calls ran so far in this sequence. */
  calls: number;
}

/** The model of a world as it is now. */
export function createWorldModel(world: World): WorldModel {
  return { currentUser: world.currentUser, accounts: new Set(world.sessionPolicy?.users?.list(world.state) ?? []), calls: 0 };
}

/**
 * The setup `fc.modelRun` needs: a fresh fork of `world` (so runs never see each other's calls)
 * and its model.
 *
 * @example
 * fc.assert(fc.property(worldCommands(world), (commands) => fc.modelRun(modelRunSetup(world), commands)));
 */
export function modelRunSetup(world: World): ModelRunSetup<WorldModel, World> {
  return () => {
    const real = world.fork();
    return { model: createWorldModel(real), real };
  };
}
