/**
 * Shared fast-check settings for the property tests: a fixed seed and a bounded number of runs, so
 * CI is repeatable and quick. A failure prints `{ seed, path, endOnFailure: true }`, and for
 * model-based tests also a `/*replayPath="..."*\/` after the command sequence. To replay it, run
 * the one test with those values:
 *
 *   FC_SEED=<seed> FC_PATH=<path> [FC_REPLAY_PATH=<replayPath>] npx vitest run test/properties/<file> -t '<test name>'
 *
 * FC_SEED alone explores other cases; FC_RUNS sets the number of runs (e.g. FC_RUNS=5000 for a
 * longer local search).
 */
import type { CommandsContraints, Parameters } from 'fast-check';

const seed = process.env.FC_SEED === undefined ? 20250512 : Number(process.env.FC_SEED);
const path = process.env.FC_PATH;
const runs = process.env.FC_RUNS === undefined ? undefined : Number(process.env.FC_RUNS);
const replayPath = process.env.FC_REPLAY_PATH;

/** Settings for one property; `numRuns` is its budget in CI. */
export function propertySettings<T>(numRuns: number): Parameters<T> {
  return { seed, numRuns: runs ?? numRuns, ...(path !== undefined && { path, endOnFailure: true }) };
}

/** Constraints for `worldCommands`, with the replay path when one is being replayed. */
export function commandConstraints(): CommandsContraints {
  return { size: 'medium', ...(replayPath !== undefined && { replayPath }) };
}
