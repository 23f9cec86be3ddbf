import type { CallRecord } from '../world/execute.js';
import { World } from '../world/world.js';
import { callsOf, isRecordingWorld } from './call-log.js';

/**
 * Anything that holds tool calls: a recording world, a list of call records (or of predictions,
 * whose replies are skipped), a simulated or evaluated conversation or turn, a replayed
 * conversation, or a whole `ReplayResult` (its conversations' calls, one after another).
 */
export type CallSource =
  | World
  | readonly unknown[]
  | { readonly predictions: readonly unknown[] }
  | { readonly turns: readonly { readonly predictions: readonly unknown[] }[] }
  | { readonly evaluation: { readonly turns: readonly { readonly predictions: readonly unknown[] }[] } }
  | { readonly conversations: readonly { readonly evaluation: { readonly turns: readonly { readonly predictions: readonly unknown[] }[] } }[] };

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isCallRecord(value: unknown): value is CallRecord {
  return isObject(value) && isObject(value.request) && typeof value.request.api_name === 'string' && 'exception' in value;
}

function fromPredictions(predictions: unknown): CallRecord[] | undefined {
  if (!Array.isArray(predictions)) return undefined;
  return predictions.filter(isCallRecord);
}

function fromTurns(turns: unknown): CallRecord[] | undefined {
  if (!Array.isArray(turns)) return undefined;
  const calls: CallRecord[] = [];
  for (const turn of turns) {
    const found = isObject(turn) ? fromPredictions(turn.predictions) : undefined;
    if (found === undefined) return undefined;
    calls.push(...found);
  }
  return calls;
}

/**
 * The tool calls held by a value, in the order they were made, or undefined when the value holds
 * none of the shapes in `CallSource`.
 *
 * @example
 * collectCalls(simulated).map((call) => call.request.api_name); // ['AddAlarm', 'FindAlarms']
 */
export function collectCalls(source: unknown): readonly CallRecord[] | undefined {
  if (isRecordingWorld(source)) return callsOf(source);
  if (Array.isArray(source)) return fromPredictions(source);
  if (!isObject(source)) return undefined;
  if ('predictions' in source) return fromPredictions(source.predictions);
  if ('turns' in source) return fromTurns(source.turns);
  if (isObject(source.evaluation)) return fromTurns(source.evaluation.turns);
  if (Array.isArray(source.conversations)) {
    const calls: CallRecord[] = [];
    for (const conversation of source.conversations) {
      const found = isObject(conversation) && isObject(conversation.evaluation) ? fromTurns(conversation.evaluation.turns) : undefined;
      if (found === undefined) return undefined;
      calls.push(...found);
    }
    return calls;
  }
  return undefined;
}

/**
 * The parameters a caller sent, without the arguments a session policy injected (`injected`, e.g.
 * `world.sessionPolicy?.injectedArguments`: ToolTalk's session token).
 */
export function sentParameters(call: Pick<CallRecord, 'request'>, injected: readonly string[] = []): Record<string, unknown> | null {
  const parameters = call.request.parameters;
  if (parameters === null) return null;
  if (!injected.some((name) => Object.hasOwn(parameters, name))) return parameters;
  const rest: Record<string, unknown> = {};
  for (const key of Object.keys(parameters)) {
    if (!injected.includes(key)) Object.defineProperty(rest, key, { value: parameters[key], enumerable: true, writable: true, configurable: true });
  }
  return rest;
}

/** The arguments the session policy of a world injects, or none for anything that is not a world. */
export function injectedArgumentsOf(source: unknown): readonly string[] {
  return source instanceof World ? (source.sessionPolicy?.injectedArguments ?? []) : [];
}
