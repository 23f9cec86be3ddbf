/**
 * Shared fast-check settings for the property tests: a fixed seed and a bounded number of runs, so
 * CI is repeatable and quick. A failure prints `{ seed, path, endOnFailure: true }`; to replay it,
 * run the one test with those values:
 *
 *   FC_SEED=<seed> FC_PATH=<path> npx vitest run test/properties/<file> -t '<test name>'
 *
 * FC_SEED alone explores other sequences; FC_RUNS scales the number of runs (e.g. FC_RUNS=5000
 * for a longer local search).
 */
import type { Parameters } from 'fast-check';

const seed = process.env.FC_SEED === undefined ? 20250512 : Number(process.env.FC_SEED);
const path = process.env.FC_PATH;
const scale = process.env.FC_RUNS === undefined ? undefined : Number(process.env.FC_RUNS);

/** Settings for a property whose runs cost about the same; `numRuns` is this property's CI budget. */
export function propertySettings<T>(numRuns: number): Parameters<T> {
  return {
    seed,
    numRuns: scale ?? numRuns,
    ...(path !== undefined && { path, endOnFailure: true }),
  };
}
