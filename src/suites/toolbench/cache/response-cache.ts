// StableToolBench's response cache (spec §2.3): `{root}/{category}/{tool}_for_{category}/{api}.json`,
// each file one JSON object from Python-repr keys to stored responses. Read and written so the
// official cache can be dropped in and Python can read what we write.

import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pythonJsonDumps } from '../python-json/format.js';
import { parsePythonJson, type PyDict, type PyJson } from '../python-json/parse.js';
import { withFileLock } from './file-lock.js';

/** Where an API's responses live: the three derived names of §2.1. */
export interface CacheLocation {
  readonly category: string;
  readonly toolFolder: string;
  readonly apiName: string;
}

export interface ResponseCache {
  readonly root: string;
  /** The file of a location; throws for names that would leave the cache folder. */
  pathOf(location: CacheLocation): string;
  /** The stored value for a key, or undefined on a miss (including an unreadable file). */
  lookup(location: CacheLocation, key: string): Promise<PyJson | undefined>;
  /** All entries of an API in file order (for simulator examples); empty when there is no file. */
  entries(location: CacheLocation): Promise<readonly (readonly [string, PyJson])[]>;
  /**
   * Adds an entry: under a lock, re-reads the file, adds the key unless another writer stored it
   * meanwhile (first answer wins, so a key never changes once cached), writes a temporary file and
   * renames it over the old one. Returns the value now stored under the key.
   */
  store(location: CacheLocation, key: string, value: PyJson): Promise<PyJson>;
  /** Files that could not be read or parsed, with the reason (they count as misses). */
  readonly problems: ReadonlyMap<string, string>;
}

export interface ResponseCacheOptions {
  /**
   * Check each file's size and modification time on every lookup and re-read it when it changed
   * (another process wrote it). Default true; false trusts what was read once (faster).
   */
  readonly revalidate?: boolean;
}

interface Loaded {
  readonly size: number;
  readonly mtimeMs: number;
  readonly entries: PyDict;
}

const unsafeComponent = (part: string) => part === '' || part === '.' || part === '..' || /[/\\\0]/.test(part);

/**
 * Opens a cache folder (it need not exist until the first write).
 *
 * @example
 * const cache = createResponseCache('../shared/stabletoolbench/derived_cache_from_trajectories');
 * await cache.lookup({ category: 'Data', toolFolder: 'theclique_for_Data', apiName: 'songkick_artist' }, "{'artist_id': '28003'}");
 */
export function createResponseCache(root: string, options: ResponseCacheOptions = {}): ResponseCache {
  const revalidate = options.revalidate ?? true;
  const loaded = new Map<string, Loaded>();
  const problems = new Map<string, string>();
  const writers = new Map<string, Promise<unknown>>();
  let temporaryCounter = 0;

  const pathOf = (location: CacheLocation): string => {
    const parts = [location.category, location.toolFolder, `${location.apiName}.json`];
    const bad = parts.find(unsafeComponent);
    if (bad !== undefined || unsafeComponent(location.apiName)) {
      throw new Error(`invalid cache location ${JSON.stringify(location)}: names must be non-empty and contain no '/', '\\' or '..'`);
    }
    return join(root, ...parts);
  };

  const read = async (path: string): Promise<PyDict> => {
    let info;
    try {
      info = await stat(path);
    } catch {
      loaded.delete(path);
      return new Map();
    }
    const known = loaded.get(path);
    if (known !== undefined && known.size === info.size && known.mtimeMs === info.mtimeMs) return known.entries;
    let entries: PyDict = new Map();
    try {
      const value = parsePythonJson(await readFile(path, 'utf8'));
      if (!(value instanceof Map)) throw new Error('the file must hold a JSON object of key → response');
      entries = value;
      problems.delete(path);
    } catch (error) {
      problems.set(path, (error as Error).message);
    }
    loaded.set(path, { size: info.size, mtimeMs: info.mtimeMs, entries });
    return entries;
  };

  const current = async (path: string): Promise<PyDict> => {
    const known = loaded.get(path);
    return !revalidate && known !== undefined ? known.entries : read(path);
  };

  const write = async (path: string, key: string, value: PyJson): Promise<PyJson> => {
    await mkdir(dirname(path), { recursive: true });
    return withFileLock(path, async () => {
      // Re-read under the lock: another process may have added entries since our last read.
      const entries = new Map(await read(path));
      const existing = entries.get(key);
      if (existing !== undefined) return existing;
      entries.set(key, value);
      // Python's json.dump(indent=4, ensure_ascii=False) layout, as in the shipped cache samples.
      const text = pythonJsonDumps(entries, { indent: 4, ensureAscii: false });
      const temporary = `${path}.${process.pid}.${++temporaryCounter}.tmp`;
      await writeFile(temporary, text, 'utf8');
      await rename(temporary, path);
      const info = await stat(path);
      loaded.set(path, { size: info.size, mtimeMs: info.mtimeMs, entries });
      return value;
    });
  };

  return {
    root,
    pathOf,
    problems,
    async lookup(location, key) {
      return (await current(pathOf(location))).get(key);
    },
    async entries(location) {
      return [...(await current(pathOf(location)))];
    },
    store(location, key, value) {
      const path = pathOf(location);
      const previous = writers.get(path) ?? Promise.resolve();
      const next = previous.then(
        () => write(path, key, value),
        () => write(path, key, value),
      );
      writers.set(path, next);
      const forget = () => {
        if (writers.get(path) === next) writers.delete(path);
      };
      next.then(forget, forget);
      return next;
    },
  };
}
