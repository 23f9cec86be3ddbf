/**
 * Evaluation of API calls at levels 1-2 and 3 (spec §6.2, §6.5) in two modes. compat: a fresh
 * manager per scored call at levels 1-2, one manager for the whole run at level 3, API-Bank's
 * parser and checkers. fixed: each call runs in the state its dialogue had reached (the recorded
 * calls before it replayed), typed values, names always compared, the bugs of spec §7 fixed.
 */
import type { Envelope } from '../../plugins/api-bank/index.js';
import type { ApiRow, DialogueRow, LevelThreeItem, LevelThreeSample, TestItem } from './data/schemas.js';
import { DispatchError, type ApiBankManager } from './manager.js';
import { buildSamples, type DialogueSample } from './samples.js';
import { scoreCall } from './score-call.js';
import { splitKeywords } from './response-cache.js';
import type { CallVerdict } from './categories.js';

export interface ScoredItem extends CallVerdict {
  /** `file#id` at levels 1-2, `sample/api` at level 3. */
  readonly key: string;
  readonly api: string;
  readonly sample?: number;
}

async function replayRecorded(manager: ApiBankManager, name: string, params: Record<string, unknown>, output: unknown): Promise<void> {
  try {
    await manager.call(name, params, { recordedOutput: output });
  } catch (error) {
    // A recorded call this world refuses leaves the state as it was, as a refused call does.
    if (!DispatchError.isInstance(error)) throw error;
  }
}

/** Levels 1-2: scores `predict(item)` for every API item. */
export async function evaluateDialogueCalls(options: {
  readonly base: ApiBankManager;
  readonly dialogues: ReadonlyMap<string, DialogueRow[]>;
  readonly items: readonly TestItem[];
  readonly predict: (item: TestItem) => string | undefined;
}): Promise<ScoredItem[]> {
  const { base, dialogues, items } = options;
  const samples = new Map<string, DialogueSample>();
  for (const [file, rows] of dialogues) for (const sample of buildSamples(file, rows)) samples.set(`${file}#${sample.id}`, sample);
  const states = new Map<string, ApiBankManager[]>();

  async function stateBefore(sample: DialogueSample): Promise<ApiBankManager> {
    let snapshots = states.get(sample.file);
    if (snapshots === undefined) {
      snapshots = [];
      const running = base.fork();
      for (const row of dialogues.get(sample.file)!.filter((r): r is ApiRow => r.role === 'API')) {
        snapshots.push(running.fork());
        await replayRecorded(running, row.api_name, row.param_dict, row.result.output);
      }
      snapshots.push(running.fork());
      states.set(sample.file, snapshots);
    }
    return snapshots[sample.callsBefore]!.fork();
  }

  const scored: ScoredItem[] = [];
  for (const item of items) {
    const key = `${item.file}#${item.id}`;
    const sample = samples.get(key);
    if (sample === undefined || sample.truth.role !== 'API') {
      throw new DispatchError('unknown-api', `test item ${key} has no API row in its dialogue; is the dialogue folder the one of this level?`);
    }
    const truth = sample.truth;
    const prediction = options.predict(item);
    const manager = base.mode === 'compat' ? base.fork() : await stateBefore(sample);
    // compat checks against the very recorded object, which API-Bank's checkers may change (spec §7 B15).
    const gold = base.mode === 'compat' ? (truth.result as Envelope) : (structuredClone(truth.result) as Envelope);
    const verdict =
      prediction === undefined
        ? { correct: false, category: 'NO_API_CALL' as const, detail: 'no prediction' }
        : await scoreCall(prediction, { manager, goldName: truth.api_name, gold, compareNames: true });
    scored.push({ key, api: truth.api_name, correct: verdict.correct, category: verdict.category, ...(verdict.detail !== undefined && { detail: verdict.detail }) });
  }
  return scored;
}

/** Level 3: scores `predict(item)` for every call item of level-3-batch-inf. */
export async function evaluateLevelThreeCalls(options: {
  readonly base: ApiBankManager;
  readonly samples: readonly LevelThreeSample[];
  readonly items: readonly LevelThreeItem[];
  readonly predict: (item: LevelThreeItem) => string | undefined;
}): Promise<ScoredItem[]> {
  const { base, samples, items } = options;
  const compat = base.mode === 'compat';
  const shared = compat ? base.fork() : undefined;
  const transformArguments = (name: string, args: Record<string, string>): Record<string, string> =>
    name === 'ToolSearcher' && typeof args.keywords === 'string' ? { ...args, keywords: splitKeywords(args.keywords) } : args;
  const scored: ScoredItem[] = [];
  for (const item of items) {
    const sample = samples[item.sample_id]!;
    const call = sample.apis[item.api_id]!;
    let manager = shared;
    if (manager === undefined) {
      manager = base.fork();
      for (const before of sample.apis.slice(0, item.api_id)) {
        const params = before.api_name === 'ToolSearcher' ? transformArguments('ToolSearcher', before.input as Record<string, string>) : before.input;
        await replayRecorded(manager, before.api_name, params, before.output.output);
      }
    }
    const gold = compat ? (call.output as Envelope) : (structuredClone(call.output) as Envelope);
    const prediction = options.predict(item);
    const verdict =
      prediction === undefined
        ? { correct: false, category: 'NO_API_CALL' as const, detail: 'no prediction' }
        : await scoreCall(prediction, { manager, goldName: call.api_name, gold, compareNames: !compat, transformArguments });
    scored.push({
      key: `${item.sample_id}/${item.api_id}`,
      api: call.api_name,
      sample: item.sample_id,
      correct: verdict.correct,
      category: verdict.category,
      ...(verdict.detail !== undefined && { detail: verdict.detail }),
    });
  }
  return scored;
}
