// What the virtual server hands a simulator on a cache miss, and what it expects back.

import type { PyDict, PyJson } from '../python-json/parse.js';
import type { ToolDocApi } from '../tool-doc.js';

export interface SimulationRequest {
  /** Standardized category (§1.4). */
  readonly category: string;
  /** The tool's standard name (the doc file stem). */
  readonly toolName: string;
  /** The pure API name (§1.5). */
  readonly apiName: string;
  /** The parsed tool input, types and key order as sent. */
  readonly input: PyJson;
  /** The cache key: Python repr of `input`. */
  readonly key: string;
  /** The tool's description and the matching API record, when the tool docs are known. */
  readonly doc: { readonly toolDescription: string; readonly api: ToolDocApi | undefined };
  /** Up to five cached (key, response) pairs of the same API, file order, successes first. */
  readonly examples: readonly (readonly [string, PyJson])[];
  /** The API's response skeleton from `response_examples` (§1.3), when there is one. */
  readonly responseSchema: unknown;
}

/** A simulated answer is always `{error, response}`; anything else is a failure, never cached. */
export type SimulationOutcome =
  | { readonly ok: true; readonly value: PyDict }
  | { readonly ok: false; readonly reason: string };

/**
 * Answers cache misses. The name is recorded with every simulated response, so results say
 * which simulator produced them.
 *
 * @example
 * const echo: Simulator = { name: 'echo', simulate: async (request) => ({ ok: true, value: new Map([['error', ''], ['response', request.key]]) }) };
 */
export interface Simulator {
  readonly name: string;
  simulate(request: SimulationRequest): Promise<SimulationOutcome>;
}

/** Checks that a value is `{error: string, response: any}` (spec S8); returns the reason if not. */
export function checkSimulatedValue(value: PyJson): string | undefined {
  if (!(value instanceof Map)) return 'the answer is not a JSON object';
  if (!value.has('error') || !value.has('response')) return "the answer must have the keys 'error' and 'response'";
  if (typeof value.get('error') !== 'string') return "'error' must be a string";
  return undefined;
}
