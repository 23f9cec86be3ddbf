import type { GroundTruthResult, PredictionResult, TurnResult } from './results.js';

export type ApiPredictionResult = Extract<PredictionResult, { role: 'api' }>;

/** One argument (or outcome) of an expected call next to the model's. */
export interface FieldDifference {
  readonly field: string;
  readonly status: 'same' | 'different' | 'missing' | 'extra';
  readonly expected?: unknown;
  readonly actual?: unknown;
}

/** An expected call next to the model's call it was compared with. */
export type CallPair =
  | { readonly kind: 'matched'; readonly expected: GroundTruthResult; readonly actual: ApiPredictionResult; readonly fields: readonly FieldDifference[]; readonly elsewhere: boolean }
  | { readonly kind: 'mismatch'; readonly expected: GroundTruthResult; readonly actual: ApiPredictionResult; readonly fields: readonly FieldDifference[]; readonly reasons: readonly string[] }
  | { readonly kind: 'missing'; readonly expected: GroundTruthResult }
  /** Expected here, matched by a call the model made in another turn. */
  | { readonly kind: 'matched-elsewhere'; readonly expected: GroundTruthResult }
  | { readonly kind: 'extra'; readonly actual: ApiPredictionResult };

function same(left: unknown, right: unknown): boolean {
  return JSON.stringify(left) === JSON.stringify(right);
}

/**
 * A call's arguments as the report shows them: without `session_token`, which the world puts into
 * every call that needs a login (datasets record it in some expected calls and not in others) and
 * which no check compares.
 */
export function shownArguments<Arguments extends Record<string, unknown> | null>(parameters: Arguments): Arguments {
  if (parameters === null || !Object.hasOwn(parameters, 'session_token')) return parameters;
  const { session_token: _injected, ...rest } = parameters;
  return rest as Arguments;
}

/**
 * The arguments of two calls side by side, expected keys first, then keys only the model sent,
 * then the outcome (exception, response) when it differs. `session_token` is left out (see
 * `shownArguments`).
 */
export function diffCallFields(expected: GroundTruthResult, actual: ApiPredictionResult): FieldDifference[] {
  const expectedArguments = shownArguments(expected.request.parameters);
  const actualArguments = shownArguments(actual.request.parameters) ?? {};
  const fields: FieldDifference[] = [];
  for (const [field, value] of Object.entries(expectedArguments)) {
    if (!Object.hasOwn(actualArguments, field)) fields.push({ field, status: 'missing', expected: value });
    else fields.push({ field, status: same(value, actualArguments[field]) ? 'same' : 'different', expected: value, actual: actualArguments[field] });
  }
  for (const [field, value] of Object.entries(actualArguments)) {
    if (!Object.hasOwn(expectedArguments, field)) fields.push({ field, status: 'extra', actual: value });
  }
  if (!same(expected.exception, actual.exception)) fields.push({ field: '→ exception', status: 'different', expected: expected.exception, actual: actual.exception });
  if (!same(expected.response, actual.response)) fields.push({ field: '→ response', status: 'different', expected: expected.response, actual: actual.response });
  return fields;
}

/**
 * Pairs a turn's expected calls with the model's: a matched call with the ground truth it matched
 * (which may belong to another turn, since ToolTalk's matching ignores turns), an unmatched call
 * with the first unmatched expected call of the same tool (showing why the check refused it), and
 * what is left over as missing or extra. Rows follow the expected order; extra calls come last.
 *
 * @example
 * pairCalls(turn, allGroundTruth).filter((pair) => pair.kind !== 'matched');
 */
export function pairCalls(turn: TurnResult, groundTruthByIndex: ReadonlyMap<number, GroundTruthResult>): CallPair[] {
  const actualCalls = turn.predictions.filter((prediction): prediction is ApiPredictionResult => prediction.role === 'api');
  const pairedWith = new Map<number, CallPair>();
  const leftovers: CallPair[] = [];
  for (const actual of actualCalls) {
    if (actual.match) {
      const index = actual.verdicts.find((verdict) => verdict.pass)?.groundTruth;
      const expected = index === undefined ? undefined : groundTruthByIndex.get(index);
      if (expected === undefined) continue;
      const elsewhere = !turn.groundTruth.some((call) => call.index === index);
      const pair: CallPair = { kind: 'matched', expected, actual, fields: diffCallFields(expected, actual), elsewhere };
      if (elsewhere) leftovers.push(pair);
      else pairedWith.set(expected.index, pair);
      continue;
    }
    const expected = turn.groundTruth.find(
      (call) => !call.match && !pairedWith.has(call.index) && call.request.api_name === actual.request.api_name,
    );
    if (expected === undefined) {
      leftovers.push({ kind: 'extra', actual });
      continue;
    }
    const reasons = actual.verdicts.find((verdict) => verdict.groundTruth === expected.index)?.reasons ?? [];
    pairedWith.set(expected.index, { kind: 'mismatch', expected, actual, fields: diffCallFields(expected, actual), reasons });
  }
  const rows = turn.groundTruth.map(
    (expected): CallPair => pairedWith.get(expected.index) ?? { kind: expected.match ? 'matched-elsewhere' : 'missing', expected },
  );
  return [...rows, ...leftovers];
}
