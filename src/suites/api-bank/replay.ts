/**
 * Replays API-Bank's recorded calls through toolworld and scores them (what `toolworld replay
 * --suite api-bank` prints). With the recorded calls as predictions this gives the ceiling a
 * perfect model reaches (spec §6.6); with a model's predictions it is the evaluation.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { levelOneApis, levelThreeApis, type ApiBankMode } from '../../plugins/api-bank/index.js';
import type { Embedder } from '../../semantic/index.js';
import { ToolworldError } from '../../world/errors.js';
import { API_BANK_CATEGORIES, type ApiBankCategory } from './categories.js';
import { DIALOGUE_FOLDERS, loadDialogues, loadInitDatabase, loadLevelThreeItems, loadLevelThreeSamples, loadTestItems } from './data/load.js';
import type { LevelThreeItem, TestItem } from './data/schemas.js';
import { evaluateDialogueCalls, evaluateLevelThreeCalls, type ScoredItem } from './evaluate-levels.js';
import { deriveLevelThreeWorld } from './level-three-world.js';
import { createApiBankManager } from './manager.js';
import { createApiBankServices, recordResponses } from './response-cache.js';
import { createToolSearcher } from './tool-searcher.js';

export interface ApiBankReplayOptions {
  /** API-Bank's data folder: test-data/, lv1-lv2-samples/, init_database/. */
  readonly data: string;
  readonly level: 1 | 2 | 3;
  readonly mode?: ApiBankMode;
  /** Another init_database folder (e.g. our fixture world). Default: `<data>/init_database`. */
  readonly databases?: string;
  /**
   * Where the ToolSearcher's answers come from: `recorded` (the test data's, then the model) or
   * `model` (the embedding model only). Default: recorded in compat mode, model in fixed mode.
   */
  readonly searcher?: 'recorded' | 'model';
  /** The embedding model for the ToolSearcher; default: the project's semantic engine, loaded on first use. */
  readonly embedder?: Embedder | (() => Promise<Embedder>);
  /** Predictions instead of the recorded calls: `file#id` (levels 1-2) or `sample/api` (level 3) → text. */
  readonly predictions?: ReadonlyMap<string, string>;
}

export interface ApiBankReplayResult {
  readonly suite: 'api-bank';
  readonly level: 1 | 2 | 3;
  readonly mode: ApiBankMode;
  readonly items: number;
  readonly correct: number;
  readonly accuracy: number;
  /** Level 3: samples whose every call is right (API-Bank's "sample accuracy"). */
  readonly samples?: number;
  readonly samplesCorrect?: number;
  /** ToolSearcher items and how many of them are right (levels 2-3). */
  readonly toolSearcher: { readonly items: number; readonly correct: number };
  readonly categories: Record<ApiBankCategory, number>;
  readonly failures: readonly { key: string; api: string; category: ApiBankCategory | null; detail?: string }[];
}

async function defaultEmbedder(): Promise<Embedder> {
  // The project's default: the bundled lookup model, or TOOLWORLD_EMBEDDING_MODEL's transformer.
  const { getDefaultEmbedder } = await import('../../matchers/semantic.js');
  return getDefaultEmbedder();
}

function need(path: string, what: string): string {
  if (!existsSync(path)) throw new ToolworldError('unreadable-file', `no ${what} at ${path}; --data must be API-Bank's folder (test-data/, lv1-lv2-samples/, init_database/)`, { file: path });
  return path;
}

/**
 * @example
 * const result = await replayApiBank({ data: '../shared/apibank', level: 1, mode: 'compat' });
 * console.log(result.correct, '/', result.items);
 */
export async function replayApiBank(options: ApiBankReplayOptions): Promise<ApiBankReplayResult> {
  const mode = options.mode ?? 'compat';
  const { data, level } = options;
  const testData = need(join(data, 'test-data'), 'test-data folder');
  const databases = loadInitDatabase(need(options.databases ?? join(data, 'init_database'), 'init_database folder'));
  const levelThreeSamples = loadLevelThreeSamples(join(testData, 'level-3.json'));
  const dialogueSets = ([1, 2] as const).map((n) => [n, loadDialogues(need(join(data, DIALOGUE_FOLDERS[n]), 'dialogue folder'))] as const);
  const recorded = recordResponses(
    dialogueSets.flatMap(([n, dialogues]) => [...dialogues.values()].map((rows) => [n, rows] as [1 | 2, typeof rows])),
    levelThreeSamples,
  );
  const apis = level === 3 ? levelThreeApis : levelOneApis;
  const searchTools = createToolSearcher({ apis, level, embedder: options.embedder ?? defaultEmbedder });
  const services = createApiBankServices({ recorded, level, recordedSearch: (options.searcher ?? (mode === 'compat' ? 'recorded' : 'model')) === 'recorded', searchTools });
  if (level === 3 && !databases.has('Level3')) databases.set('Level3', deriveLevelThreeWorld(levelThreeSamples));
  const base = createApiBankManager({ apis, databases, mode, services });

  let scored: ScoredItem[];
  let sampleCount: number | undefined;
  if (level === 3) {
    const items = loadLevelThreeItems(join(testData, 'level-3-batch-inf.json'), levelThreeSamples);
    const predict = (item: LevelThreeItem) => (options.predictions ? options.predictions.get(`${item.sample_id}/${item.api_id}`) : item.output);
    scored = await evaluateLevelThreeCalls({ base, samples: levelThreeSamples, items, predict });
    sampleCount = levelThreeSamples.length;
  } else {
    const items = loadTestItems(join(testData, `level-${level}-api.json`));
    const dialogues = dialogueSets[level - 1]![1];
    const predict = (item: TestItem) => (options.predictions ? options.predictions.get(`${item.file}#${item.id}`) : item.expected_output);
    scored = await evaluateDialogueCalls({ base, dialogues, items, predict });
  }
  return summarise(level, mode, scored, sampleCount);
}

/** Totals, categories and failures of scored items. */
export function summarise(level: 1 | 2 | 3, mode: ApiBankMode, scored: readonly ScoredItem[], sampleCount?: number): ApiBankReplayResult {
  const categories = Object.fromEntries(API_BANK_CATEGORIES.map((category) => [category, 0])) as Record<ApiBankCategory, number>;
  for (const item of scored) if (item.category !== null) categories[item.category]++;
  const correct = scored.filter((item) => item.correct).length;
  const searcher = scored.filter((item) => item.api === 'ToolSearcher');
  const result = {
    suite: 'api-bank' as const,
    level,
    mode,
    items: scored.length,
    correct,
    accuracy: scored.length === 0 ? 0 : correct / scored.length,
    toolSearcher: { items: searcher.length, correct: searcher.filter((item) => item.correct).length },
    categories,
    failures: scored.filter((item) => !item.correct).map(({ key, api, category, detail }) => ({ key, api, category, ...(detail !== undefined && { detail }) })),
  };
  if (sampleCount === undefined) return result;
  const failedSamples = new Set(scored.filter((item) => !item.correct).map((item) => item.sample));
  return { ...result, samples: sampleCount, samplesCorrect: sampleCount - failedSamples.size };
}
