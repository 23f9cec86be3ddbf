import type { z } from 'zod';

/**
 * How a database file is shaped:
 * - `flat`: `{ key: record }` (accounts by username);
 * - `by-owner`: `{ owner: { key: record } }` (each user's alarms by ID);
 * - `list`: `[record, ...]`;
 * - `value`: one value, the whole file (a document the tools search).
 */
export type DatabaseLayout = 'flat' | 'by-owner' | 'list' | 'value';

/** A declared database: its name (and file), its record schema, its layout and key field. */
export interface Database<
  Name extends string = string,
  Record extends z.ZodType = z.ZodType,
  Layout extends DatabaseLayout = DatabaseLayout,
> {
  readonly name: Name;
  readonly record: Record;
  readonly layout: Layout;
  /** The record field that must equal its key (`username`, `alarm_id`), checked on load. */
  readonly key: string | undefined;
  /** The file it is read from inside a databases folder. Default `<name>.json`. */
  readonly file: string;
  /** One line for people: what the database holds. */
  readonly description: string;
  /** For `by-owner` databases: whether the owners are users (each user's alarms) or not (weather by place). */
  readonly ownedByUsers: boolean;
}

/** A database of any shape, for code that handles databases generically. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyDatabase = Database<string, any, DatabaseLayout>;

/** The in-memory, read-only form of a database: Maps keep insertion order and have no `__proto__` trap. */
export type DatabaseValue<D extends AnyDatabase> = D['layout'] extends 'flat'
  ? ReadonlyMap<string, Readonly<z.output<D['record']>>>
  : D['layout'] extends 'by-owner'
    ? ReadonlyMap<string, ReadonlyMap<string, Readonly<z.output<D['record']>>>>
    : D['layout'] extends 'list'
      ? readonly Readonly<z.output<D['record']>>[]
      : Readonly<z.output<D['record']>>;

/** The databases a record of declarations describes, by name. */
export type DatabasesOf<D extends Readonly<Record<string, AnyDatabase>>> = {
  readonly [Name in keyof D]: DatabaseValue<D[Name]>;
};

const NAME = /^[A-Za-z_][A-Za-z0-9_-]*$/;

/**
 * Declares a database: what a plugin's tools read and write. Loading, validation (with file and JSON
 * path), serialising, fixtures and property tests all derive from this declaration.
 *
 * @example
 * const Cart = defineDatabase({
 *   name: 'Cart', layout: 'by-owner', key: 'sku',
 *   record: z.object({ sku: z.string(), quantity: z.number().int() }),
 * });
 */
export function defineDatabase<const Name extends string, Record extends z.ZodType, const Layout extends DatabaseLayout>(definition: {
  readonly name: Name;
  readonly record: Record;
  readonly layout: Layout;
  readonly key?: string;
  readonly file?: string;
  readonly description?: string;
  /** For `by-owner` layouts: false when the owner keys are not users (places, products). Default true. */
  readonly ownedByUsers?: boolean;
}): Database<Name, Record, Layout> {
  if (!NAME.test(definition.name)) {
    throw new TypeError(`defineDatabase: the name ${JSON.stringify(definition.name)} must be a plain identifier (letters, digits, _ and -)`);
  }
  const layouts: readonly DatabaseLayout[] = ['flat', 'by-owner', 'list', 'value'];
  if (!layouts.includes(definition.layout)) {
    throw new TypeError(`defineDatabase(${definition.name}): layout must be one of ${layouts.join(', ')}, got ${JSON.stringify(definition.layout)}`);
  }
  if (definition.key !== undefined && (definition.layout === 'list' || definition.layout === 'value')) {
    throw new TypeError(`defineDatabase(${definition.name}): a '${definition.layout}' database has no keys, so it takes no key field`);
  }
  return Object.freeze({
    name: definition.name,
    record: definition.record,
    layout: definition.layout,
    key: definition.key,
    file: definition.file ?? `${definition.name}.json`,
    description: definition.description ?? '',
    ownedByUsers: definition.layout === 'by-owner' && (definition.ownedByUsers ?? true),
  });
}
