/**
 * toolworld/vitest: assertions about agents and worlds for vitest.
 *
 * @example
 * import { expect } from 'vitest';
 * import { createRecordingWorld, setupToolworldMatchers } from 'toolworld/vitest';
 * setupToolworldMatchers();
 * const world = createRecordingWorld({ session: { username: 'inesmartins', token: 't-1' } });
 * world.call('AddAlarm', { time: '07:30:00' });
 * expect(world).toHaveCalledTool('AddAlarm', { time: '07:30:00' });
 */
import { expect } from 'vitest';
import { toHaveCalledTool } from './to-have-called-tool.js';
import { toHaveState, type ExpectedState } from './to-have-state.js';
import { toMatchGroundTruth, type GroundTruthMatchOptions } from './to-match-ground-truth.js';

/** The matchers, for `expect.extend(toolworldMatchers)` when you manage `expect` yourself. */
export const toolworldMatchers = Object.freeze({ toHaveCalledTool, toHaveState, toMatchGroundTruth });

/**
 * Registers the toolworld matchers with vitest's `expect` (or the one you pass). Call it once, e.g.
 * in a `setupFiles` module or at the top of a test file.
 *
 * @example
 * // vitest.setup.ts
 * import { setupToolworldMatchers } from 'toolworld/vitest';
 * setupToolworldMatchers();
 */
export function setupToolworldMatchers(target: { extend(matchers: typeof toolworldMatchers): void } = expect): void {
  target.extend(toolworldMatchers);
}

declare module 'vitest' {
  interface Matchers<T = any> {
    /**
     * Passes when the agent succeeded against the ground truth (every expected call made, no bad
     * actions). Takes an `EvaluatedConversation`, a `ReplayedConversation` or a `ReplayResult`.
     */
    toMatchGroundTruth(options?: GroundTruthMatchOptions): void;
    /**
     * Passes when `toolName` was called with arguments containing `partialArguments`. Takes a
     * recording world, a list of call records or predictions, or a simulated/evaluated conversation.
     */
    toHaveCalledTool(toolName: string, partialArguments?: Record<string, unknown>): void;
    /** Passes when the world's databases (as JSON) contain `expected`. Takes a `World` or a `WorldState`. */
    toHaveState(expected: ExpectedState): void;
  }
}

export { toHaveCalledTool, toHaveState, toMatchGroundTruth };
export { recordCalls, createRecordingWorld, callsOf, clearCalls, isRecordingWorld } from '../testing/call-log.js';
export { collectCalls } from '../testing/collect-calls.js';

export type { ExpectedState } from './to-have-state.js';
export type { GroundTruthMatchOptions } from './to-match-ground-truth.js';
export type { ToolworldMatcherResult } from './matcher-result.js';
export type { RecordingWorld } from '../testing/call-log.js';
export type { CallSource } from '../testing/collect-calls.js';
