import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AnyDatabase } from './database.js';
import { ToolworldError, formatJsonPath } from './errors.js';
import type { AnyDatabases } from './state.js';
import { freezeNewParts } from './freeze.js';
import { ShardedMap } from './sharded-map.js';

/** The JSON form of a world's databases: one value per database, as in its file. */
export type DatabasesJSON = { readonly [name: string]: unknown };

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function describe(value: unknown): string {
  return Array.isArray(value) ? 'an array' : value === null ? 'null' : typeof value;
}

function dataError(message: string, file: string | undefined, path: readonly PropertyKey[]): ToolworldError {
  const jsonPath = formatJsonPath(path);
  const where = file === undefined ? jsonPath : `${file} at ${jsonPath}`;
  return new ToolworldError('invalid-data', `${where}: ${message}`, { ...(file && { file }), jsonPath });
}

function parseRecord(database: AnyDatabase, entry: unknown, key: string | undefined, file: string | undefined, path: PropertyKey[]): unknown {
  const parsed = database.record.safeParse(entry);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw dataError(issue.message, file, [...path, ...issue.path]);
  }
  const record = parsed.data as Record<string, unknown>;
  if (database.key !== undefined && key !== undefined && record[database.key] !== key) {
    throw dataError(`${database.key} ${JSON.stringify(record[database.key])} does not match its key ${JSON.stringify(key)}`, file, [...path, database.key]);
  }
  return record;
}

function toMap(value: unknown, database: AnyDatabase, file: string | undefined, path: PropertyKey[], depth: number): ShardedMap {
  if (!isPlainObject(value)) throw dataError(`expected an object, got ${describe(value)}`, file, path);
  const map = new ShardedMap();
  for (const key of Object.keys(value)) {
    const keyPath = [...path, key];
    const entry = value[key];
    map.set(key, depth > 1 ? toMap(entry, database, file, keyPath, depth - 1) : parseRecord(database, entry, key, file, keyPath));
  }
  return map;
}

/** Validates one database's JSON form and converts it to the world's representation. */
export function databaseFromJSON(database: AnyDatabase, value: unknown, file?: string): unknown {
  const path: PropertyKey[] = file === undefined ? [database.name] : [];
  switch (database.layout) {
    case 'flat':
      return toMap(value, database, file, path, 1);
    case 'by-owner':
      return toMap(value, database, file, path, 2);
    case 'list':
      if (!Array.isArray(value)) throw dataError(`expected an array, got ${describe(value)}`, file, path);
      return value.map((entry, index) => parseRecord(database, entry, undefined, file, [...path, index]));
    case 'value':
      return parseRecord(database, value, undefined, file, path);
  }
}

/** The empty value of a database: what a world has when its data does not mention it. */
export function emptyDatabase(database: AnyDatabase): unknown {
  switch (database.layout) {
    case 'flat':
    case 'by-owner':
      return new ShardedMap();
    case 'list':
      return [];
    case 'value': {
      const parsed = database.record.safeParse(undefined);
      if (parsed.success) return parsed.data;
      throw new ToolworldError('invalid-data', `database ${database.name}: no data was given, and its record schema has no default for a missing value`);
    }
  }
}

/**
 * Validates the JSON form of a world's databases and converts it to the world's representation
 * (frozen `ShardedMap`s, which read like Maps). A database the JSON leaves out is empty; a key that names no declared database is an
 * error. Already-loaded (frozen) databases pass through, so loaded and JSON data can be mixed. A malformed value throws a `ToolworldError` naming the file and the JSON path.
 *
 * @example
 * const databases = databasesFromJSON({ Cart: { ada: { a1: { sku: 'a1', quantity: 2 } } } }, [Cart]);
 */
export function databasesFromJSON(
  json: DatabasesJSON,
  declarations: readonly AnyDatabase[],
  files: Readonly<Record<string, string>> = {},
): AnyDatabases {
  if (!isPlainObject(json)) throw dataError(`expected an object of databases, got ${describe(json)}`, undefined, []);
  for (const key of Object.keys(json)) {
    if (!declarations.some((database) => database.name === key)) {
      throw dataError(`unknown database '${key}'; databases: ${declarations.map((d) => d.name).join(', ') || '(none)'}`, undefined, [key]);
    }
  }
  const out: Record<string, unknown> = {};
  for (const database of declarations) {
    const value = json[database.name];
    // A frozen value is one that was loaded already (loadDatabases, another world's state): JSON.parse
    // never returns frozen values, so it needs no second validation.
    out[database.name] =
      value === undefined ? emptyDatabase(database)
      : typeof value === 'object' && value !== null && Object.isFrozen(value) ? value
      : databaseFromJSON(database, value, files[database.name]);
  }
  return freezeNewParts(out);
}

function toJSON(value: unknown): unknown {
  if (value instanceof Map || value instanceof ShardedMap) {
    // defineProperty, not assignment: a key named "__proto__" must stay an ordinary key.
    const out: Record<string, unknown> = {};
    for (const [key, item] of value) {
      Object.defineProperty(out, key, { value: toJSON(item), enumerable: true, writable: true, configurable: true });
    }
    return out;
  }
  return value;
}

/** The databases as plain JSON values, in their files' format and key order. */
export function databasesToJSON(databases: AnyDatabases, declarations?: readonly AnyDatabase[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const names = declarations?.map((database) => database.name) ?? Object.keys(databases);
  for (const name of names) out[name] = toJSON(databases[name]);
  return out;
}

/** Reads and parses a JSON file, with the file named in every error. */
export function readJSONFile(file: string): unknown {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const why = code === 'ENOENT' ? 'no such file' : code === 'EACCES' ? 'permission denied' : code === 'EISDIR' ? 'it is a folder' : (error as Error).message;
    throw new ToolworldError('unreadable-file', `${file}: cannot read the file (${why})`, { file, cause: error });
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new ToolworldError('invalid-data', `${file}: not valid JSON (${(error as Error).message})`, { file, jsonPath: '$', cause: error });
  }
}

export interface LoadDatabasesOptions {
  /** Whether every declared database must have its file. Default false: a missing file is an empty database. */
  readonly requireAll?: boolean;
}

/**
 * Reads a databases folder: one JSON file per declared database (`<name>.json`, or its declared
 * `file`). A malformed file is rejected with its path and the JSON path of the problem.
 *
 * @example
 * const databases = loadDatabases('data/shop', Shop.databases);
 */
export function loadDatabases(dir: string, declarations: readonly AnyDatabase[], options: LoadDatabasesOptions = {}): AnyDatabases {
  const json: Record<string, unknown> = {};
  const files: Record<string, string> = {};
  for (const database of declarations) {
    const file = join(dir, database.file);
    let value: unknown;
    try {
      value = readJSONFile(file);
    } catch (error) {
      const missing = (error as { cause?: NodeJS.ErrnoException }).cause?.code === 'ENOENT';
      if (missing && !options.requireAll) continue;
      if (missing) {
        throw new ToolworldError('unreadable-file', `${file}: cannot read the file (no such file); the folder ${dir} must hold ${declarations.map((d) => d.file).join(', ')}`, { file });
      }
      throw error;
    }
    files[database.name] = file;
    json[database.name] = value;
  }
  return databasesFromJSON(json, declarations, files);
}
