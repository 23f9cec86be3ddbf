/**
 * toolworld/fast-check: arbitraries and model-based commands derived from the tools' declarations.
 *
 * @example
 * import fc from 'fast-check';
 * import { createWorld } from 'toolworld';
 * import { modelRunSetup, worldCommands } from 'toolworld/fast-check';
 * const world = createWorld();
 * fc.assert(fc.property(worldCommands(world), (commands) => fc.modelRun(modelRunSetup(world), commands)), { seed: 1, numRuns: 50 });
 */
export { worldFacts } from './facts.js';
export { hintRules, hintFor } from './hints.js';
export { RecordReference, AccountReference, isStateReference, resolveArguments } from './references.js';
export { formatValue } from './format.js';
export { argumentTemplates, validArguments } from './valid-arguments.js';
export { invalidArguments } from './invalid-arguments.js';
export { PlannedCall, toolCalls } from './planned-call.js';
export {
  defaultInvariants,
  oneOutcome,
  failedCallChangesNothing,
  readOnlyChangesNothing,
  responseMatchesOutputSchema,
  invalidArgumentsFail,
  othersDataUntouched,
  readsOnlyOwnData,
} from './invariants.js';
export { createWorldModel, modelRunSetup } from './world-model.js';
export { ToolCommand } from './tool-command.js';
export { SessionCommand } from './session-commands.js';
export { toolCommands, worldCommands } from './commands.js';

export type { WorldFacts } from './facts.js';
export type { FieldInfo, HintRule } from './hints.js';
export type { StateReference } from './references.js';
export type { ArgumentOptions } from './valid-arguments.js';
export type { InvalidArgumentOptions } from './invalid-arguments.js';
export type { ToolCallOptions } from './planned-call.js';
export type { CallStep, WorldInvariant } from './invariants.js';
export type { WorldModel } from './world-model.js';
export type { CommandObserver } from './tool-command.js';
export type { ToolCommandOptions } from './commands.js';
