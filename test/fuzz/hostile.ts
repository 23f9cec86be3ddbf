/**
 * Hostile input for the fuzz suite: the values a confused model, a broken client or an attacker
 * might send. Objects are built the way `JSON.parse` builds them, with every key (`__proto__`
 * included) an own data property, so a key never reaches a prototype by accident of the test.
 */
import fc from 'fast-check';
import { z } from 'zod';
import { bundledWorld, databasesToJSON, type AnyTool } from '../../src/index.js';

/** The suite's fixed seed and per-property budgets (bounded so the whole suite stays well under 30 s). */
export const fuzzSeed = 20261122;

export function fuzzSettings(numRuns: number): { seed: number; numRuns: number } {
  return { seed: fuzzSeed, numRuns };
}

export const prototypeKeys = ['__proto__', 'constructor', 'prototype'] as const;

/** One mebibyte of text, and variants that start like valid values. */
export const megabyte = 'a'.repeat(1 << 20);
export const megabyteStrings = [megabyte, `2025-05-12 09:00:00${' '.repeat(1 << 20)}`, `07:30:00${'0'.repeat(1 << 20)}`];

/** An object whose keys are all own data properties, whatever their names (as `JSON.parse` makes them). */
export function objectOf(entries: Iterable<readonly [string, unknown]>): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  for (const [key, value] of entries) {
    Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true });
  }
  return object;
}

/** Nesting `depth` levels deep, built without recursion so any depth is cheap to make. */
export function nested(depth: number, shape: 'array' | 'object' | '__proto__'): unknown {
  let value: unknown = 'bottom';
  for (let level = 0; level < depth; level++) {
    value = shape === 'array' ? [value] : objectOf([[shape === 'object' ? 'inner' : '__proto__', value]]);
  }
  return value;
}

/** Every string in the bundled world (usernames, IDs, emails, dates, cities, ...): values tools know. */
function knownStrings(): string[] {
  const found = new Set<string>();
  const visit = (value: unknown): void => {
    if (typeof value === 'string') found.add(value);
    else if (Array.isArray(value)) value.forEach(visit);
    else if (typeof value === 'object' && value !== null) {
      for (const [key, inner] of Object.entries(value)) {
        found.add(key);
        visit(inner);
      }
    }
  };
  visit(databasesToJSON(bundledWorld().databases));
  return [...found].filter((text) => text.length <= 200).sort();
}

const known = knownStrings();

/** Values that fit the bundled world's user inesmartins: her IDs and password, people, places, months, enums. */
function focusedStrings(): string[] {
  const json = databasesToJSON(bundledWorld().databases) as Record<string, Record<string, unknown>>;
  const found = new Set<string>(['meeting', 'event', 'any', 'all', 'May', 'september', 'Lisbon', ' berlin ', 'Pastel&Nata42']);
  for (const name of ['Alarm', 'Calendar', 'Email', 'Message', 'Reminder']) {
    for (const id of Object.keys((json[name]!.inesmartins ?? {}) as object)) found.add(id);
  }
  for (const [username, account] of Object.entries(json.Account!)) {
    found.add(username);
    found.add((account as { email: string }).email);
  }
  for (const city of Object.keys(json.Weather!)) found.add(city);
  for (const month of Object.keys(Object.values(json.HistoricWeather!)[0] as object)) found.add(month);
  return [...found].sort();
}

const focused = focusedStrings();

/** Strings that look like dates and times but are not, or only just are. */
export const trickyDates = [
  '2025-05-12 09:00:00',
  '2025-02-29 10:00:00',
  '2024-02-29 10:00:00',
  '2025-02-30 10:00:00',
  '2025-13-01 00:00:00',
  '2025-00-10 00:00:00',
  '0000-01-01 00:00:00',
  '9999-12-31 23:59:59',
  '2025-05-12 23:59:60',
  '2025-05-12 24:00:00',
  '2025-05-12T09:00:00Z',
  '2025-05-12',
  '2025-5-1 9:0:0',
  ' 2025-05-12 09:00:00',
  '2025-05-12  09:00:00',
  '٢٠٢٥-٠٥-١٢ ٠٩:٠٠:٠٠',
  '07:30:00',
  '7:3:0',
  '24:00:00',
  '23:59:61',
  '-01:00:00',
  'tomorrow',
  'NaN',
  '',
];

const oddNumbers = [NaN, Infinity, -Infinity, -0, 0, 1, -1, 0.5, 1e308, -1e308, 5e-324, 2 ** 53 + 2, -(2 ** 31)];
const oddStrings = ['', ' ', '\u0000', '\uD800', '\uFEFF', 'None', 'null', 'undefined', 'true', '%s%n', '$(rm -rf /)', '<script>', ...prototypeKeys, 'toString', 'hasOwnProperty', '__defineGetter__', 'polluted'];

/** A scalar a JSON client could send (plus `undefined`, which JavaScript callers can). */
export const hostileScalar: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...known) },
  { weight: 2, arbitrary: fc.constantFrom(...trickyDates) },
  { weight: 1, arbitrary: fc.constantFrom(...oddNumbers) },
  { weight: 1, arbitrary: fc.constantFrom(...oddStrings) },
  { weight: 1, arbitrary: fc.constantFrom(true, false, null, undefined) },
  { weight: 1, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.integer() },
);

/** A key for a hostile object: a prototype key, a name some tool takes, or anything. */
export function hostileKey(names: readonly string[] = []): fc.Arbitrary<string> {
  return fc.oneof(
    fc.constantFrom(...prototypeKeys),
    ...(names.length > 0 ? [fc.constantFrom(...names)] : []),
    fc.constantFrom('session_token', 'polluted', 'toString', 'valueOf', ''),
    fc.string({ maxLength: 20 }),
  );
}

/** Any value: scalars, arrays and objects with hostile keys, nested a few levels. */
export const hostileValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    { weight: 6, arbitrary: hostileScalar },
    { weight: 1, arbitrary: fc.array(tie('value'), { maxLength: 4 }) },
    { weight: 1, arbitrary: fc.array(fc.tuple(hostileKey(), tie('value')), { maxLength: 4 }).map(objectOf) },
    { weight: 1, arbitrary: fc.constantFrom(...megabyteStrings) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.integer({ min: 9, max: 1_000 }), fc.constantFrom('array' as const, 'object' as const, '__proto__' as const))
        .map(([depth, shape]) => nested(depth, shape)),
    },
  ),
})).value;

/** What a well-formed value of a parameter looks like: a string, or an array of strings. */
function plausibleValue(tool: AnyTool, name: string): fc.Arbitrary<unknown> {
  const text = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...focused) },
    { weight: 2, arbitrary: fc.constantFrom(...known) },
    { weight: 2, arbitrary: fc.constantFrom(...trickyDates) },
  );
  const schema = z.toJSONSchema(tool.input) as { properties?: Record<string, { type?: unknown }> };
  return schema.properties?.[name]?.type === 'array' ? fc.array(text, { maxLength: 4 }) : text;
}

/**
 * Arguments for a tool: each parameter present or not (required ones usually present), mostly with
 * a plausible value so that calls get past argument binding into the tools, otherwise with a
 * hostile one; sometimes extra keys (prototype keys, a megabyte key, unknown names); sometimes not
 * an object at all.
 */
export function hostileArguments(tool: AnyTool): fc.Arbitrary<unknown> {
  const { parameters } = tool;
  const value = (name: string) =>
    fc.oneof(
      { weight: 5, arbitrary: plausibleValue(tool, name) },
      { weight: 1, arbitrary: hostileScalar },
      { weight: 1, arbitrary: hostileValue },
    );
  const present = parameters.map((name) =>
    fc.option(value(name).map((inner) => [name, inner] as const), {
      nil: undefined,
      freq: tool.required.includes(name) ? 12 : 2,
    }),
  );
  const extraKey = fc.oneof({ weight: 6, arbitrary: hostileKey(parameters) }, { weight: 1, arbitrary: fc.constant(megabyte) });
  const extras = fc.oneof(
    { weight: 3, arbitrary: fc.constant([] as (readonly [string, unknown])[]) },
    { weight: 1, arbitrary: fc.array(fc.tuple(extraKey, hostileValue), { minLength: 1, maxLength: 2 }) },
  );
  const object = fc.tuple(fc.tuple(...present), extras, fc.boolean()).map(([own, extra, extrasFirst]) => {
    const defined = own.filter((entry) => entry !== undefined) as (readonly [string, unknown])[];
    return objectOf(extrasFirst ? [...extra, ...defined] : [...defined, ...extra]);
  });
  return fc.oneof(
    { weight: 20, arbitrary: object },
    { weight: 1, arbitrary: fc.constantFrom(null, undefined, [], ['07:30:00'], 'time=07:30:00', 42, NaN, true, megabyte) },
  );
}

/** A tool name as a model might get it wrong, or a caller might abuse it. */
export const hostileToolName: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...prototypeKeys, 'toString', 'hasOwnProperty', '', 'addalarm', 'AddAlarm ', 'Add Alarm', megabyte),
  fc.string({ maxLength: 30 }),
  fc.constantFrom(null, undefined, 42, NaN, {}, ['AddAlarm']),
);

/** The own property names of the built-in prototypes, to see that nothing was added to them. */
export function prototypeFingerprint(): string {
  const names = (value: object) => Object.getOwnPropertyNames(value).sort().join(',');
  return [Object.prototype, Array.prototype, Function.prototype, String.prototype, Map.prototype].map(names).join('|');
}

/** True when no prototype was polluted by a write through `__proto__` or `constructor.prototype`. */
export function prototypesAreClean(fingerprint: string): boolean {
  const probe: Record<string, unknown> = {};
  return (
    probe.polluted === undefined &&
    probe.inner === undefined &&
    Object.keys(Object.prototype).length === 0 &&
    prototypeFingerprint() === fingerprint
  );
}

/** Renders a path of keys as a JSON path, the notation loader errors use: `$.Account["a b"][0].email`. */
export function jsonPathOf(path: readonly (string | number)[]): string {
  let out = '$';
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else if (/^[A-Za-z_$][\w$]*$/.test(key)) out += `.${key}`;
    else out += `[${JSON.stringify(key)}]`;
  }
  return out;
}
