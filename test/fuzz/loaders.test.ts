/**
 * Fuzzing the loaders with malformed files: truncated JSON, a wrong type at a random place,
 * prototype keys at a random place, missing files, invalid dates. Every failure is a
 * `ToolworldError` whose message names the file and whose `jsonPath` points at the problem, and no
 * file can pollute a prototype.
 */
import { linkSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import {
  ToolworldError,
  bundledWorld,
  createWorld,
  toolTalkDatabases,
  databasesFromJSON,
  databasesToJSON,
  loadToolTalkConversations,
  loadToolTalkDatabases,
  type ToolTalkDatabaseName as DatabaseName,
} from '../../src/index.js';
import {
  fuzzSettings,
  jsonPathOf,
  megabyte,
  objectOf,
  prototypeFingerprint,
  prototypeKeys,
  prototypesAreClean,
} from './hostile.js';

type Path = (string | number)[];

const fingerprint = prototypeFingerprint();
const root = mkdtempSync(join(tmpdir(), 'toolworld-fuzz-'));
let runs = 0;
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
  expect(prototypesAreClean(fingerprint)).toBe(true);
});

const databaseNames = toolTalkDatabases.map((database) => database.name);
const bundledJSON = databasesToJSON(bundledWorld().databases) as Record<DatabaseName, unknown>;
const validFiles = join(root, 'valid');
mkdirSync(validFiles);
for (const name of databaseNames) writeFileSync(join(validFiles, `${name}.json`), JSON.stringify(bundledJSON[name], null, 1));

/** A fresh folder of the eight database files, `name` holding `text` (or missing when undefined). */
function databaseFolder(name: DatabaseName, text: string | undefined): { dir: string; file: string } {
  const dir = join(root, `run-${runs++}`);
  mkdirSync(dir);
  for (const other of databaseNames) {
    if (other !== name) linkSync(join(validFiles, `${other}.json`), join(dir, `${other}.json`));
  }
  const file = join(dir, `${name}.json`);
  if (text !== undefined) writeFileSync(file, text);
  return { dir, file };
}

/** Runs a loader and returns the `ToolworldError` it must throw (failing the test on anything else). */
function loaderError(load: () => unknown): ToolworldError {
  let thrown: unknown;
  try {
    load();
  } catch (error) {
    thrown = error;
  }
  expect(thrown, 'the loader accepted a malformed file').toBeDefined();
  expect(ToolworldError.isInstance(thrown), `not a ToolworldError: ${String(thrown)}`).toBe(true);
  expect(prototypesAreClean(fingerprint)).toBe(true);
  return thrown as ToolworldError;
}

/** Every path into a JSON value (objects and arrays included), with the value found there. */
function pathsOf(value: unknown, path: Path = [], out: [Path, unknown][] = []): [Path, unknown][] {
  out.push([path, value]);
  if (Array.isArray(value)) value.forEach((item, index) => pathsOf(item, [...path, index], out));
  else if (typeof value === 'object' && value !== null) {
    for (const [key, inner] of Object.entries(value)) pathsOf(inner, [...path, key], out);
  }
  return out;
}

/** A value of another JSON type that no field of these schemas accepts in place of `value`. */
function wrongTypeFor(value: unknown): unknown {
  if (typeof value === 'string') return 42;
  if (typeof value === 'number') return '42';
  if (Array.isArray(value)) return 'not a list';
  return 42; // objects and nulls (every nullable field is a string or a list)
}

/** `value` with the node at `path` replaced (a deep copy; prototype keys stay own keys). */
function replaceAt(value: unknown, path: Path, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  if (Array.isArray(value)) return value.map((item, index) => (index === head ? replaceAt(item, rest, replacement) : item));
  return objectOf(Object.entries(value as object).map(([key, inner]) => [key, key === head ? replaceAt(inner, rest, replacement) : inner]));
}

/** `value` with `key: inserted` added to the object at `path`. */
function insertAt(value: unknown, path: Path, key: string, inserted: unknown): unknown {
  if (path.length === 0) return objectOf([[key, inserted], ...Object.entries(value as object)]);
  const [head, ...rest] = path;
  if (Array.isArray(value)) return value.map((item, index) => (index === head ? insertAt(item, rest, key, inserted) : item));
  return objectOf(Object.entries(value as object).map(([name, inner]) => [name, name === head ? insertAt(inner, rest, key, inserted) : inner]));
}

const databaseFile = fc.constantFrom(...databaseNames);
const pick = fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true });

describe('loadToolTalkDatabases on malformed files', () => {
  it('truncated JSON names the file, at $', () => {
    fc.assert(
      fc.property(databaseFile, pick, (name, where) => {
        const text = JSON.stringify(bundledJSON[name]);
        const { dir, file } = databaseFolder(name, text.slice(0, Math.floor(where * text.length)));
        const error = loaderError(() => loadToolTalkDatabases(dir));
        expect(error.code).toBe('invalid-data');
        expect(error.message).toContain(file);
        expect(error.file).toBe(file);
        expect(error.jsonPath).toBe('$');
      }),
      fuzzSettings(30),
    );
  });

  it('a wrong type anywhere is reported at its exact JSON path', () => {
    fc.assert(
      fc.property(databaseFile, pick, (name, where) => {
        const paths = pathsOf(bundledJSON[name]);
        const [path, value] = paths[Math.floor(where * paths.length)]!;
        const { dir, file } = databaseFolder(name, JSON.stringify(replaceAt(bundledJSON[name], path, wrongTypeFor(value))));
        const error = loaderError(() => loadToolTalkDatabases(dir));
        expect(error.code).toBe('invalid-data');
        expect(error.message).toContain(file);
        expect(error.jsonPath, `${name} ${JSON.stringify(path)}`).toBe(jsonPathOf(path));
        expect(error.message).toContain(` at ${jsonPathOf(path)}: `);
      }),
      fuzzSettings(150),
    );
  });

  it('prototype keys anywhere are either ordinary keys or reported where they are', () => {
    const inserted = fc.constantFrom<unknown>(objectOf([['polluted', true]]), {}, 42, null, 'x', objectOf([['__proto__', objectOf([['polluted', true]])]]));
    fc.assert(
      fc.property(databaseFile, pick, fc.constantFrom(...prototypeKeys), inserted, (name, where, key, value) => {
        const objects = pathsOf(bundledJSON[name]).filter(([, node]) => typeof node === 'object' && node !== null && !Array.isArray(node));
        const [path] = objects[Math.floor(where * objects.length)]!;
        const { dir, file } = databaseFolder(name, JSON.stringify(insertAt(bundledJSON[name], path, key, value)));
        let databases;
        try {
          databases = loadToolTalkDatabases(dir);
        } catch (error) {
          expect(ToolworldError.isInstance(error), String(error)).toBe(true);
          const { message, jsonPath } = error as ToolworldError;
          expect(message).toContain(file);
          expect(jsonPath!.startsWith(jsonPathOf(path)), `${jsonPath} is not inside ${jsonPathOf(path)}`).toBe(true);
        }
        expect(prototypesAreClean(fingerprint)).toBe(true);
        // A database that loaded holds the key as an ordinary key of its map.
        if (databases !== undefined && path.length === 0) expect((databases[name] as ReadonlyMap<string, unknown>).has(key)).toBe(true);
      }),
      fuzzSettings(150),
    );
  });

  it('a missing file is named', () => {
    fc.assert(
      fc.property(databaseFile, (name) => {
        const { dir, file } = databaseFolder(name, undefined);
        const error = loaderError(() => loadToolTalkDatabases(dir));
        expect(error.code).toBe('unreadable-file');
        expect(error.message).toContain(file);
      }),
      fuzzSettings(8),
    );
  });

  it('a file of the wrong JSON type, or empty, is reported at $', () => {
    fc.assert(
      fc.property(databaseFile, fc.constantFrom('[]', '42', 'null', '"Account"', 'true', '', ' ', '\uFEFF{}', `"${megabyte}"`), (name, text) => {
        const { dir, file } = databaseFolder(name, text);
        const error = loaderError(() => loadToolTalkDatabases(dir));
        expect(error.message).toContain(file);
        expect(error.jsonPath).toBe('$');
      }),
      fuzzSettings(30),
    );
  });

  it('an account named __proto__ loads as an ordinary account and can log in', () => {
    const account = { username: '__proto__', email: 'p@example.com', phone: null, name: null, password: 'pw', session_token: null };
    const Account = objectOf([...Object.entries(bundledJSON.Account as object), ['__proto__', account]]);
    const { dir } = databaseFolder('Account', JSON.stringify(Account));
    const world = createWorld({ databases: loadToolTalkDatabases(dir) });
    expect(world.call('UserLogin', { username: '__proto__', password: 'pw' }).exception).toBeNull();
    expect(world.currentUser).toBe('__proto__');
    expect(prototypesAreClean(fingerprint)).toBe(true);
  });
});

describe('databasesFromJSON on hostile objects', () => {
  it('reports problems at $.<database>... and never pollutes', () => {
    fc.assert(
      fc.property(databaseFile, pick, fc.constantFrom(...prototypeKeys), (name, where, key) => {
        const paths = pathsOf(bundledJSON[name]);
        const [path, value] = paths[Math.floor(where * paths.length)]!;
        const json = objectOf(
          databaseNames.map((other) => [other, other === name ? replaceAt(bundledJSON[other], path, wrongTypeFor(value)) : bundledJSON[other]]),
        );
        const error = loaderError(() => databasesFromJSON(json, toolTalkDatabases));
        expect(error.jsonPath).toBe(jsonPathOf([name, ...path]));
        // An unknown database name, prototype keys included, is refused by name.
        const unknown = loaderError(() => databasesFromJSON(objectOf([[key, {}]]), toolTalkDatabases));
        expect(unknown.jsonPath).toBe(jsonPathOf([key]));
      }),
      fuzzSettings(100),
    );
  });
});

/** A small valid conversation in ToolTalk's format, with a call, a refusal and a second turn. */
const conversation = {
  name: 'fuzz-conversation',
  conversation_id: 'fuzz-0001',
  suites_used: ['Alarm'],
  apis_used: ['AddAlarm'],
  scenario: 'A user sets two alarms.',
  user: { username: 'inesmartins', email: 'ines.martins@tagusmail.pt', phone: null, name: 'Inês Martins', password: 'Pastel&Nata42', session_token: 'fuzz-token' },
  metadata: { location: 'Lisbon', timestamp: '2025-05-12 09:00:00', session_token: 'fuzz-token', username: 'inesmartins' },
  conversation: [
    { index: 0, role: 'user', text: 'Wake me at 7:30 tomorrow.' },
    {
      index: 1,
      role: 'assistant',
      text: 'Done.',
      apis: [
        { request: { api_name: 'AddAlarm', parameters: { session_token: 'fuzz-token', time: '07:30:00' } }, response: { alarm_id: '5bff-dd80' }, exception: null },
        { request: { api_name: 'AddAlarm', parameters: { session_token: 'fuzz-token', time: 'half past' } }, response: null, exception: 'bad time' },
      ],
    },
    { index: 2, role: 'user', text: 'Thanks.' },
    { index: 3, role: 'assistant', text: 'You are welcome.' },
  ],
};

/** The paths of the conversation whose type the schema constrains (everything else is free-form). */
function constrainedPaths(): [Path, unknown][] {
  const freeForm = (path: Path) => {
    const parameters = path.indexOf('parameters');
    const response = path.indexOf('response');
    return (parameters >= 0 && parameters < path.length - 1) || (response >= 0 && response < path.length - 1);
  };
  return pathsOf(conversation).filter(([path]) => path.length > 0 && !freeForm(path));
}

function conversationFile(value: unknown | string): string {
  const file = join(root, `conversation-${runs++}.json`);
  writeFileSync(file, typeof value === 'string' ? value : JSON.stringify(value));
  return file;
}

describe('loadToolTalkConversations on malformed files', () => {
  it('the valid conversation loads', () => {
    expect(loadToolTalkConversations(conversationFile(conversation))).toHaveLength(1);
  });

  it('truncated JSON names the file, at $', () => {
    fc.assert(
      fc.property(pick, (where) => {
        const text = JSON.stringify(conversation);
        const file = conversationFile(text.slice(0, Math.floor(where * text.length)));
        const error = loaderError(() => loadToolTalkConversations(file));
        expect(error.message).toContain(file);
        expect(error.jsonPath).toBe('$');
      }),
      fuzzSettings(30),
    );
  });

  it('a wrong type at any constrained place is reported at its exact JSON path', () => {
    const paths = constrainedPaths();
    fc.assert(
      fc.property(fc.constantFrom(...paths), ([path, value]) => {
        const file = conversationFile(replaceAt(conversation, path, wrongTypeFor(value)));
        const error = loaderError(() => loadToolTalkConversations(file));
        expect(error.code).toBe('invalid-data');
        expect(error.message).toContain(file);
        expect(error.jsonPath, JSON.stringify(path)).toBe(jsonPathOf(path));
      }),
      fuzzSettings(100),
    );
  });

  it('an invalid timestamp is reported at $.metadata.timestamp', () => {
    // Invalid for Python's strptime too (which does accept '2025-5-1 9:0:0', two spaces, and other digits).
    const invalid = [
      '2025-02-29 10:00:00', '2025-02-30 10:00:00', '2025-13-01 00:00:00', '2025-00-10 00:00:00', '0000-01-01 00:00:00',
      '2025-05-12 23:59:60', '2025-05-12 24:00:00', '2025-05-12T09:00:00Z', '2025-05-12', ' 2025-05-12 09:00:00',
      '07:30:00', 'tomorrow', 'NaN', '', megabyte,
    ];
    fc.assert(
      fc.property(fc.constantFrom(...invalid), (timestamp) => {
        const file = conversationFile(replaceAt(conversation, ['metadata', 'timestamp'], timestamp));
        const error = loaderError(() => loadToolTalkConversations(file));
        expect(error.message).toContain(file);
        expect(error.jsonPath).toBe('$.metadata.timestamp');
      }),
      fuzzSettings(30),
    );
  });

  it('prototype keys anywhere load as data or are reported where they are, and pollute nothing', () => {
    const objects = pathsOf(conversation).filter(([, node]) => typeof node === 'object' && node !== null && !Array.isArray(node));
    fc.assert(
      fc.property(fc.constantFrom(...objects), fc.constantFrom(...prototypeKeys), fc.constantFrom<unknown>(objectOf([['polluted', true]]), 42, null), ([path], key, value) => {
        const file = conversationFile(insertAt(conversation, path, key, value));
        try {
          const [loaded] = loadToolTalkConversations(file);
          expect(Object.getPrototypeOf(loaded!.conversation)).toBe(Object.prototype);
        } catch (error) {
          expect(ToolworldError.isInstance(error), String(error)).toBe(true);
          expect((error as ToolworldError).message).toContain(file);
          expect((error as ToolworldError).jsonPath!.startsWith(jsonPathOf(path))).toBe(true);
        }
        expect(prototypesAreClean(fingerprint)).toBe(true);
      }),
      fuzzSettings(100),
    );
  });

  it('a ground-truth parameter named __proto__, which no call could ever match, is refused where it is', () => {
    const text = JSON.stringify(conversation).replace('"parameters":{', '"parameters":{"__proto__":{"polluted":true},');
    expect(text).toContain('"__proto__"');
    const file = conversationFile(text);
    const error = loaderError(() => loadToolTalkConversations(file));
    expect(error.code).toBe('invalid-data');
    expect(error.jsonPath).toBe('$.conversation[1].apis[0].request.parameters.__proto__');
    expect(error.message).toMatch(/a parameter named "__proto__" can never be matched by a call .*rename or remove it/);
    const nested = conversationFile(JSON.stringify(conversation).replace('"parameters":{', '"parameters":{"options":{"__proto__":1},'));
    expect(loaderError(() => loadToolTalkConversations(nested)).jsonPath).toBe('$.conversation[1].apis[0].request.parameters.options.__proto__');
  });

  it('a missing file or folder is named', () => {
    const missing = join(root, 'no-such-conversation.json');
    const error = loaderError(() => loadToolTalkConversations(missing));
    expect(error.code).toBe('unreadable-file');
    expect(error.message).toContain(missing);
  });
});
