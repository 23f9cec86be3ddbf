import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { replayApiBank } from '../../../src/suites/api-bank/replay.js';

const data = '../shared/apibank';
const shared = existsSync(`${data}/test-data`);

const tally = (failures: readonly { api: string }[]) =>
  failures.reduce<Record<string, number>>((counts, { api }) => ({ ...counts, [api]: (counts[api] ?? 0) + 1 }), {});

describe.skipIf(!shared)('replaying the recorded calls (spec §6.6)', () => {
  it('level 1 compat: 347 of 399, failing exactly where API-Bank fails', async () => {
    const result = await replayApiBank({ data, level: 1, mode: 'compat' });
    expect(result).toMatchObject({ suite: 'api-bank', level: 1, mode: 'compat', items: 399, correct: 347 });
    expect(tally(result.failures)).toEqual({
      RecordHealthData: 19, ModifyMeeting: 5, AddMeeting: 3, QueryMeeting: 3, DeleteMeeting: 1, CancelTimedSwitch: 5, TimedSwitch: 3,
      QueryScene: 5, ForgotPassword: 4, GetUserToken: 2, RegisterUser: 1, QueryRegistration: 1,
    });
    expect(result.categories).toMatchObject({ INVALID_INPUT_PARAMETER: 8, KEY_ERROR: 2, HAS_EXCEPTION: 27 });
  });

  it('level 2 compat: 125 of 135 with the recorded ToolSearcher answers (80 without them)', async () => {
    const result = await replayApiBank({ data, level: 2, mode: 'compat' });
    expect(result).toMatchObject({ items: 135, correct: 125, toolSearcher: { items: 45, correct: 45 } });
    expect(tally(result.failures)).toEqual({ RecordHealthData: 3, AddMeeting: 2, DeleteMeeting: 2, QueryMeeting: 2, ModifyMeeting: 1 });
  });

  it('level 2 compat with a model instead of the recorded answers: 80 of 135 (no metadata matches the recorded)', async () => {
    const result = await replayApiBank({ data, level: 2, mode: 'compat', searcher: 'model' });
    expect(result).toMatchObject({ items: 135, correct: 80, toolSearcher: { items: 45, correct: 0 } });
  });

  it('level 3 compat: 235 of 245 calls and 40 of 50 samples', async () => {
    const result = await replayApiBank({ data, level: 3, mode: 'compat' });
    expect(result).toMatchObject({ items: 245, correct: 235, samples: 50, samplesCorrect: 40, toolSearcher: { items: 114, correct: 114 } });
    expect(tally(result.failures)).toEqual({ AddMeeting: 5, MovieRecommendations: 5 });
  });

  it('fixed mode: every call lost to a listed bug scores; only the unknown device ids still fail', async () => {
    const one = await replayApiBank({ data, level: 1, mode: 'fixed' });
    expect(one).toMatchObject({ items: 399, correct: 394 });
    expect(tally(one.failures)).toEqual({ CancelTimedSwitch: 5 });
    expect(await replayApiBank({ data, level: 2, mode: 'fixed', searcher: 'recorded' })).toMatchObject({ items: 135, correct: 135 });
    expect(await replayApiBank({ data, level: 3, mode: 'fixed' })).toMatchObject({ items: 245, correct: 245, samplesCorrect: 50 });
  });
});
