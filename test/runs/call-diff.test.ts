import { describe, expect, it } from 'vitest';
import { pairCalls, type GroundTruthResult, type PredictionResult, type TurnResult } from '../../src/reports/index.js';

const expected = (index: number, name: string, parameters: Record<string, unknown>, match: boolean): GroundTruthResult => ({
  index,
  request: { api_name: name, parameters },
  response: null,
  exception: null,
  match,
});

const actual = (name: string, parameters: Record<string, unknown> | null, match: boolean, verdicts: { groundTruth: number; pass: boolean; reasons?: string[] }[] = []): PredictionResult => ({
  role: 'api',
  request: { api_name: name, parameters },
  response: null,
  exception: null,
  match,
  bad_action: false,
  verdicts: verdicts.map((verdict) => ({ reasons: [], ...verdict })),
  metadata: null,
});

function turn(groundTruth: GroundTruthResult[], predictions: PredictionResult[]): TurnResult {
  return { turnIndex: 1, userText: '', expectedReply: '', predictions, groundTruth, stateMatches: true, stateDifferences: [], failed: true };
}

describe('pairCalls', () => {
  it('pairs matches with what they matched, mismatches with the first free call of the same tool, and lists the rest', () => {
    const first = expected(0, 'AddAlarm', { time: '07:00:00' }, true);
    const second = expected(1, 'AddAlarm', { time: '08:00:00' }, false);
    const third = expected(2, 'DeleteAlarm', { alarm_id: 'a' }, false);
    const pairs = pairCalls(
      turn([first, second, third], [
        actual('AddAlarm', { time: '07:00:00' }, true, [{ groundTruth: 0, pass: true }]),
        actual('AddAlarm', { time: '09:00:00', label: 'x' }, false, [{ groundTruth: 1, pass: false, reasons: ["argument 'time' differs"] }]),
        actual('FindAlarms', {}, false),
      ]),
      new Map([first, second, third].map((call) => [call.index, call])),
    );
    expect(pairs.map((pair) => pair.kind)).toEqual(['matched', 'mismatch', 'missing', 'extra']);
    const mismatch = pairs[1]!;
    expect(mismatch.kind === 'mismatch' && mismatch.reasons).toEqual(["argument 'time' differs"]);
    expect(mismatch.kind === 'mismatch' && mismatch.fields).toEqual([
      { field: 'time', status: 'different', expected: '08:00:00', actual: '09:00:00' },
      { field: 'label', status: 'extra', actual: 'x' },
    ]);
  });

  it('tells a call matched in another turn from a missing one', () => {
    const here = expected(3, 'AddAlarm', { time: '07:00:00' }, true);
    const other = expected(0, 'GetReminders', {}, true);
    const pairs = pairCalls(
      turn([here], [actual('GetReminders', {}, true, [{ groundTruth: 0, pass: true }])]),
      new Map([[3, here], [0, other]]),
    );
    expect(pairs.map((pair) => [pair.kind, pair.kind === 'matched' && pair.elsewhere])).toEqual([
      ['matched-elsewhere', false],
      ['matched', true],
    ]);
  });

  it('shows every expected argument as missing when the arguments could not be parsed', () => {
    const call = expected(0, 'AddAlarm', { time: '07:00:00' }, false);
    const [pair] = pairCalls(turn([call], [{ ...actual('AddAlarm', null, false), exception: 'Failed to parse API call' } as PredictionResult]), new Map([[0, call]]));
    expect(pair!.kind === 'mismatch' && pair!.fields.map((field) => [field.field, field.status])).toEqual([
      ['time', 'missing'],
      ['→ exception', 'different'],
    ]);
  });
});
