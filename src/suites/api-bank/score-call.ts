/**
 * Scores one predicted call against a recorded one, API-Bank's way (spec §6.2): locate and parse
 * the call, compare names, dispatch it, run the recorded API's checker, and classify a failure.
 */
import { pythonEquals } from '../../matchers/python-equal.js';
import { readApiBankCall } from '../../agents/text-format/api-bank-dialect.js';
import type { ApiBankMode, Envelope } from '../../plugins/api-bank/index.js';
import { AssertionFailure, KeyError } from '../../plugins/api-bank/index.js';
import type { CallVerdict } from './categories.js';
import { readCallFixed } from './fixed-parser.js';
import { DispatchError, type ApiBankManager } from './manager.js';

/** A call read from model text in a mode: API-Bank's dialect (compat) or the fixed reading. */
export function readCall(text: string, mode: ApiBankMode): { name: string; arguments: Record<string, string> } | undefined {
  return mode === 'compat' ? readApiBankCall(text) : readCallFixed(text);
}

export interface ScoreCallOptions {
  /** The manager to run the prediction in (already a fresh or teacher-forced copy). */
  readonly manager: ApiBankManager;
  /** The recorded API's name and envelope. */
  readonly goldName: string;
  readonly gold: Envelope;
  /** Level 3 applies the recorded API's checker without comparing names (spec §7 B21) in compat mode. */
  readonly compareNames: boolean;
  /** Level 3 splits ToolSearcher keywords before capitals (spec §6.5). */
  readonly transformArguments?: (name: string, args: Record<string, string>) => Record<string, string>;
}

function classify(response: Envelope, gold: Envelope): CallVerdict {
  if (response.exception !== null) return { correct: false, category: 'HAS_EXCEPTION', detail: response.exception };
  if (!pythonEquals(response.output, gold.output)) return { correct: false, category: 'OUTPUT_MISMATCH' };
  return { correct: false, category: 'INPUT_MISMATCH' };
}

/** The verdict for `prediction`; never throws for anything a model can write. */
export async function scoreCall(prediction: string, options: ScoreCallOptions): Promise<CallVerdict & { response?: Envelope }> {
  const { manager, goldName, gold } = options;
  const mode = manager.mode;
  const call = readCall(prediction, mode);
  if (call === undefined) return { correct: false, category: 'NO_API_CALL', detail: 'No API call found' };
  if (options.compareNames && call.name !== goldName) {
    return { correct: false, category: 'API_NAME_MISMATCH', detail: `API Name Mismatch: ${call.name} vs ${goldName}` };
  }
  const args = options.transformArguments ? options.transformArguments(call.name, call.arguments) : call.arguments;
  let response: Envelope;
  try {
    response = await manager.call(call.name, args);
  } catch (error) {
    if (!DispatchError.isInstance(error)) throw error;
    if (error.kind === 'unknown-parameter') return { correct: false, category: 'INVALID_INPUT_PARAMETER', detail: error.message };
    if (error.kind === 'missing-argument') return { correct: false, category: 'MISS_INPUT_ARGUMENT', detail: error.message };
    if (error.kind === 'unknown-api') return { correct: false, category: 'API_NAME_MISMATCH', detail: error.message };
    return { correct: false, category: 'ABORTED', detail: error.message };
  }
  const checker = manager.apis.get(goldName);
  if (checker === undefined) return { correct: false, category: 'API_NAME_MISMATCH', detail: `unknown recorded API ${goldName}`, response };
  let correct: boolean;
  try {
    correct = checker.check(response, gold, { mode });
  } catch (error) {
    if (KeyError.isInstance(error)) return { correct: false, category: 'KEY_ERROR', detail: `KeyError: ${error.message}`, response };
    if (AssertionFailure.isInstance(error)) return { correct: false, category: 'API_NAME_MISMATCH', detail: error.message, response };
    return { correct: false, category: 'ABORTED', detail: `checker error: ${(error as Error).message}`, response };
  }
  return correct ? { correct: true, category: null, response } : { ...classify(response, gold), response };
}
