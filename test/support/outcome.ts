import type { CallRecord } from '../../src/index.js';

/** A call's outcome without its request: what `world.call` returns, for tests that go through `world.execute`. */
export function outcomeOf(record: CallRecord): { response: CallRecord['response']; exception: CallRecord['exception'] } {
  return { response: record.response, exception: record.exception };
}
