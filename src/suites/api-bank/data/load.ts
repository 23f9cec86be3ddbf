/**
 * Readers for API-Bank's files: the dialogue folders, the test-data files and init_database.
 * Every problem is reported with the file and the JSON path (or line) where it is.
 */
import { existsSync, readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import * as z from 'zod';
import { ToolworldError } from '../../../world/errors.js';
import { parseJson, readText, validate } from './read-json.js';
import { DATABASE_SCHEMAS } from './database-schemas.js';
import {
  dialogueRowSchema,
  levelThreeItemSchema,
  levelThreeSampleSchema,
  testItemSchema,
  type DialogueRow,
  type LevelThreeItem,
  type LevelThreeSample,
  type TestItem,
} from './schemas.js';

/** Level-1/2 dialogue folders inside an API-Bank data folder (spec §1.1). */
export const DIALOGUE_FOLDERS = { 1: 'lv1-lv2-samples/level-1-given-desc', 2: 'lv1-lv2-samples/level-2-toolsearcher' } as const;

/** Reads one dialogue file (JSON Lines). */
export function loadDialogue(file: string): DialogueRow[] {
  const rows: DialogueRow[] = [];
  readText(file)
    .split('\n')
    .forEach((line, index) => {
      if (line.trim() === '') return;
      rows.push(validate(dialogueRowSchema, parseJson(line, file, index + 1), `${file}:${index + 1}`));
    });
  return rows;
}

/** Reads every `*.jsonl` of a folder, keyed by file name. */
export function loadDialogues(folder: string): Map<string, DialogueRow[]> {
  if (!existsSync(folder)) throw new ToolworldError('unreadable-file', `no dialogue folder at ${folder}; expected API-Bank's lv1-lv2-samples layout`, { file: folder });
  const dialogues = new Map<string, DialogueRow[]>();
  for (const name of readdirSync(folder).filter((entry) => entry.endsWith('.jsonl')).sort()) dialogues.set(name, loadDialogue(join(folder, name)));
  return dialogues;
}

function loadArray<T>(file: string, schema: z.ZodType<T>): T[] {
  const value = parseJson(readText(file), file);
  if (!Array.isArray(value)) throw new ToolworldError('invalid-data', `${file} at $: expected a JSON array`, { file, jsonPath: '$' });
  return value.map((item, index) => validate(schema, item, file, [index]));
}

/** level-1-api.json and its siblings. */
export function loadTestItems(file: string): TestItem[] {
  return loadArray(file, testItemSchema);
}

/** level-3.json. */
export function loadLevelThreeSamples(file: string): LevelThreeSample[] {
  return loadArray(file, levelThreeSampleSchema);
}

/** level-3-batch-inf.json (or -icl), checked against the samples it points into. */
export function loadLevelThreeItems(file: string, samples: readonly LevelThreeSample[]): LevelThreeItem[] {
  const items = loadArray(file, levelThreeItemSchema);
  items.forEach((item, index) => {
    const sample = samples[item.sample_id];
    if (sample === undefined || item.api_id >= sample.apis.length) {
      throw new ToolworldError('invalid-data', `${file} at $[${index}]: sample_id ${item.sample_id} / api_id ${item.api_id} point at no call of level-3.json`, {
        file,
        jsonPath: `$[${index}]`,
      });
    }
  });
  return items;
}

/**
 * Reads an init_database folder: every `*.json`, keyed by file stem. Objects become Maps (insertion
 * order and integer-versus-string keys are kept, spec §12.9), arrays stay arrays. `Level3.json`
 * (toolworld's layout for the level-3 world) stays a plain object.
 */
export function loadInitDatabase(folder: string): Map<string, unknown> {
  if (!existsSync(folder)) throw new ToolworldError('unreadable-file', `no init_database folder at ${folder}`, { file: folder });
  const databases = new Map<string, unknown>();
  for (const name of readdirSync(folder).filter((entry) => entry.endsWith('.json')).sort()) {
    const file = join(folder, name);
    const value = parseJson(readText(file), file);
    const stem = basename(name, '.json');
    if (value === null || typeof value !== 'object') {
      throw new ToolworldError('invalid-data', `${file} at $: expected a JSON object or array, got ${value === null ? 'null' : typeof value}`, { file, jsonPath: '$' });
    }
    const schema = Object.hasOwn(DATABASE_SCHEMAS, stem) ? DATABASE_SCHEMAS[stem] : undefined;
    if (schema !== undefined) validate(schema, value, file);
    databases.set(stem, Array.isArray(value) || stem === 'Level3' ? value : new Map(Object.entries(value)));
  }
  return databases;
}
