import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freeze } from 'immer';
import { ToolworldError, formatJsonPath } from './errors.js';
import { databaseLayouts, type DatabaseName, type Databases } from './state.js';

/** The JSON form of the databases: ToolTalk's eight files, as plain objects. */
export type DatabasesJSON = { readonly [Name in DatabaseName]?: unknown };

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function dataError(message: string, file: string | undefined, path: readonly PropertyKey[]): ToolworldError {
  const jsonPath = formatJsonPath(path);
  const where = file === undefined ? jsonPath : `${file} at ${jsonPath}`;
  return new ToolworldError('invalid-data', `${where}: ${message}`, { ...(file && { file }), jsonPath });
}

function toMap(
  value: unknown,
  layout: (typeof databaseLayouts)[number],
  file: string | undefined,
  path: PropertyKey[],
  depth: number,
): Map<string, unknown> {
  if (!isPlainObject(value)) {
    throw dataError(`expected an object, got ${Array.isArray(value) ? 'an array' : value === null ? 'null' : typeof value}`, file, path);
  }
  const map = new Map<string, unknown>();
  for (const key of Object.keys(value)) {
    const keyPath = [...path, key];
    const entry = value[key];
    if (depth > 1) {
      map.set(key, toMap(entry, layout, file, keyPath, depth - 1));
      continue;
    }
    const parsed = layout.record.safeParse(entry);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      throw dataError(issue.message, file, [...keyPath, ...issue.path]);
    }
    const record = parsed.data as Record<string, unknown>;
    if (layout.keyField !== undefined && record[layout.keyField] !== key) {
      throw dataError(`${layout.keyField} ${JSON.stringify(record[layout.keyField])} does not match its key ${JSON.stringify(key)}`, file, [...keyPath, layout.keyField]);
    }
    map.set(key, record);
  }
  return map;
}

/**
 * Validates the JSON form of the databases and converts it to the world's representation. A missing
 * database is empty. A malformed one throws a `ToolworldError` naming the file and the JSON path.
 *
 * @example
 * const databases = databasesFromJSON({ Account: { ada: { username: 'ada', ... } } });
 */
export function databasesFromJSON(json: DatabasesJSON, files: Partial<Record<DatabaseName, string>> = {}): Databases {
  if (!isPlainObject(json)) throw dataError('expected an object of databases', undefined, []);
  for (const key of Object.keys(json)) {
    if (!databaseLayouts.some((layout) => layout.name === key)) {
      throw dataError(`unknown database '${key}'; databases: ${databaseLayouts.map((l) => l.name).join(', ')}`, undefined, [key]);
    }
  }
  const out: Record<string, Map<string, unknown>> = {};
  for (const layout of databaseLayouts) {
    const value = json[layout.name];
    const file = files[layout.name];
    out[layout.name] = value === undefined ? new Map() : toMap(value, layout, file, file ? [] : [layout.name], layout.depth);
  }
  return freeze(out as unknown as Databases, true);
}

function mapToJSON(map: ReadonlyMap<string, unknown>): Record<string, unknown> {
  // defineProperty, not assignment: a key named "__proto__" must stay an ordinary key.
  const out: Record<string, unknown> = {};
  for (const [key, value] of map) {
    Object.defineProperty(out, key, {
      value: value instanceof Map ? mapToJSON(value) : value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return out;
}

/** The databases as plain JSON objects, in ToolTalk's file format and key order. */
export function databasesToJSON(databases: Databases): Record<DatabaseName, Record<string, unknown>> {
  const out = {} as Record<DatabaseName, Record<string, unknown>>;
  for (const layout of databaseLayouts) out[layout.name] = mapToJSON(databases[layout.name]);
  return out;
}

function readJSON(file: string): unknown {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new ToolworldError('unreadable-file', `${file}: cannot read the file (${(error as Error).message})`, { file, cause: error });
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new ToolworldError('invalid-data', `${file}: not valid JSON (${(error as Error).message})`, { file, jsonPath: '$', cause: error });
  }
}

/**
 * Reads a ToolTalk `databases/` folder (Account.json, Alarm.json, ... HistoricWeather.json). Every
 * file must be present. A malformed file is rejected with its path and the JSON path of the problem.
 *
 * @example
 * const databases = loadToolTalkDatabases('../shared/tooltalk/databases');
 * const world = createWorld({ databases, ids: 'tooltalk' });
 */
export function loadToolTalkDatabases(dir: string): Databases {
  const json: Record<string, unknown> = {};
  const files: Partial<Record<DatabaseName, string>> = {};
  for (const layout of databaseLayouts) {
    const file = join(dir, `${layout.name}.json`);
    files[layout.name] = file;
    json[layout.name] = readJSON(file);
  }
  return databasesFromJSON(json, files);
}

/** Where the package's bundled data lives, from `src/world` (tests) and `dist/world` alike. */
export const packageRoot = fileURLToPath(new URL('../../', import.meta.url));

let bundled: { databases: Databases; now: string; location: string } | undefined;

/** The bundled world (`fixtures/databases`), read once per process; it is immutable, so shared. */
export function bundledWorld(): { databases: Databases; now: string; location: string } {
  if (bundled === undefined) {
    const dir = join(packageRoot, 'fixtures');
    const meta = readJSON(join(dir, 'world.json')) as { now: string; location: string };
    bundled = { databases: loadToolTalkDatabases(join(dir, 'databases')), now: meta.now, location: meta.location };
  }
  return bundled;
}
