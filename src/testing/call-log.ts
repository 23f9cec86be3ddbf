import type { World } from '../world/world.js';
import type { AnyPlugin } from '../world/define.js';
import { createWorld, type ToolTalkWorldOptions } from '../suites/tooltalk/world.js';
import type { CallRecord } from '../world/execute.js';

/**
 * Call logs kept beside the worlds they belong to. A WeakMap rather than a field on the world: the
 * world core stays unaware of recording, and a world that is dropped takes its log with it.
 */
const logs = new WeakMap<World, CallRecord[]>();

/** A world that remembers every call made through `call` or `execute` (see `recordCalls`). */
export type RecordingWorld = World & { readonly [recording]: true };

declare const recording: unique symbol;

/**
 * Starts recording the calls made on a world, and returns that same world. Every `call` and
 * `execute` from then on is kept as `{ request, response, exception }`, in order, failed calls
 * included. Recording is per world: a `fork()` of a recording world does not record unless you
 * pass it to `recordCalls` too. Recording twice is harmless.
 *
 * @example
 * const world = recordCalls(createWorld());
 * world.call('UserLogin', { username: 'inesmartins', password: 'Pastel&Nata42' });
 * callsOf(world); // [{ request: { api_name: 'UserLogin', ... }, response: { session_token: ... }, exception: null }]
 */
export function recordCalls(world: World): RecordingWorld {
  if (logs.has(world)) return world as RecordingWorld;
  const log: CallRecord[] = [];
  logs.set(world, log);
  const execute = world.execute;
  // An own property shadows the prototype method; `call` goes through `this.execute`, so both are seen.
  Object.defineProperty(world, 'execute', {
    configurable: true,
    writable: true,
    enumerable: false,
    value(this: World, toolName: string, args?: unknown): CallRecord {
      const record = execute.call(this, toolName, args);
      log.push(record);
      return record;
    },
  });
  return world as RecordingWorld;
}

/**
 * Builds a world (the same options as `createWorld`) that records its calls from the start.
 *
 * @example
 * const world = createRecordingWorld({ session: { username: 'inesmartins', token: 'token-1' } });
 * world.call('AddAlarm', { time: '07:30:00' });
 * callsOf(world).length; // 1
 */
export function createRecordingWorld(options: ToolTalkWorldOptions<readonly AnyPlugin[]> = {}): RecordingWorld {
  return recordCalls(createWorld(options));
}

/** Whether `recordCalls` was applied to this value. */
export function isRecordingWorld(value: unknown): value is RecordingWorld {
  return typeof value === 'object' && value !== null && logs.has(value as World);
}

/**
 * The calls recorded on a world, oldest first. Throws when the world does not record, because an
 * empty list would make "was never called" assertions pass for the wrong reason.
 *
 * @example
 * callsOf(world).map((call) => call.request.api_name); // ['UserLogin', 'AddAlarm']
 */
export function callsOf(world: World): readonly CallRecord[] {
  const log = logs.get(world);
  if (log === undefined) {
    throw new TypeError('callsOf: this world does not record its calls; wrap it first: recordCalls(world), or build it with createRecordingWorld()');
  }
  return log.slice();
}

/** Forgets the calls recorded so far (recording goes on), e.g. after the setup part of a test. */
export function clearCalls(world: World): void {
  const log = logs.get(world);
  if (log === undefined) throw new TypeError('clearCalls: this world does not record its calls; wrap it first: recordCalls(world)');
  log.length = 0;
}
