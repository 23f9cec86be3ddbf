import type { AnyTool } from './define.js';
import type { ArgumentLimits } from './arguments.js';
import { copierOfKeys } from './plain-copy.js';

type Copier = NonNullable<ReturnType<typeof copierOfKeys>>;

// Most tools take strings, numbers, booleans, enums and lists of those (optionally nullable), with
// no refinements. For those a binder compiled once per tool binds a call in one walk over the
// declared fields: the names, the required ones, the sizes and the types, building the arguments
// zod would give. It only ever says "valid": anything it does not accept (an unknown or missing
// name, a value too large, a wrong type, an explicit undefined) goes through the full binding in
// `./arguments.ts`, so every refusal and its message come from there.

type ValueCheck = (value: unknown, limits: ArgumentLimits) => boolean;

interface ZodInternals {
  readonly _zod: {
    readonly def: {
      readonly type: string;
      readonly checks?: readonly unknown[];
      readonly coerce?: boolean;
      readonly innerType?: ZodInternals;
      readonly element?: ZodInternals;
      readonly entries?: Readonly<Record<string, unknown>>;
      readonly shape?: Readonly<Record<string, ZodInternals>>;
      readonly catchall?: unknown;
    };
  };
}

interface Field {
  readonly key: string;
  readonly check: ValueCheck;
  /** Whether the field may be left out (zod's `.optional()`). */
  readonly optional: boolean;
  /** Whether an explicit null is dropped, meaning "omitted" (an optional field not in `keepNull`). */
  readonly dropsNull: boolean;
  /** Whether null is a valid value (zod's `.nullable()`). */
  readonly nullable: boolean;
  /** Whether the value is a list, which zod's output copies. */
  readonly list: boolean;
}

function hasNoChecks(def: ZodInternals['_zod']['def']): boolean {
  return (def.checks === undefined || def.checks.length === 0) && def.coerce !== true;
}

// Sizes as `checkSize` in ./arguments.ts measures them: a string's length, a list's item count and
// its strings (a list of scalars is one level deep, within any depth limit, which is at least 1).
const isString: ValueCheck = (value, limits) => typeof value === 'string' && value.length <= limits.maxStringLength;
// zod's number refuses NaN and the infinities.
const isNumber: ValueCheck = (value) => typeof value === 'number' && Number.isFinite(value);
const isBoolean: ValueCheck = (value) => typeof value === 'boolean';

function scalarCheck(schema: ZodInternals): ValueCheck | undefined {
  const def = schema._zod.def;
  if (!hasNoChecks(def)) return undefined;
  if (def.type === 'string') return isString;
  if (def.type === 'number') return isNumber;
  if (def.type === 'boolean') return isBoolean;
  if (def.type === 'enum' && def.entries !== undefined) {
    const allowed = new Set(Object.values(def.entries));
    return (value, limits) => allowed.has(value) && (typeof value !== 'string' || value.length <= limits.maxStringLength);
  }
  return undefined;
}

function listCheck(item: ValueCheck): ValueCheck {
  return (value, limits) => {
    if (!Array.isArray(value) || value.length > limits.maxArrayLength) return false;
    for (let index = 0; index < value.length; index++) if (!item(value[index], limits)) return false;
    return true;
  };
}

function compileField(key: string, schema: ZodInternals, tool: AnyTool): Field | undefined {
  let def = schema._zod.def;
  let optional = false;
  let nullable = false;
  if (def.type === 'optional' && def.innerType !== undefined) {
    optional = true;
    schema = def.innerType;
    def = schema._zod.def;
  }
  if (def.type === 'nullable' && def.innerType !== undefined) {
    nullable = true;
    schema = def.innerType;
    def = schema._zod.def;
  }
  // The binder takes `required` from the schema; a tool whose list says otherwise is bound in full.
  if (optional === tool.required.includes(key)) return undefined;
  const dropsNull = optional && !(tool.keepNull?.includes(key) ?? false);
  if (def.type === 'array' && def.element !== undefined && hasNoChecks(def)) {
    const item = scalarCheck(def.element);
    return item === undefined ? undefined : { key, check: listCheck(item), optional, dropsNull, nullable, list: true };
  }
  const check = scalarCheck(schema);
  return check === undefined ? undefined : { key, check, optional, dropsNull, nullable, list: false };
}

const binders = new WeakMap<AnyTool, ArgumentBinder | null>();

/** The binder of a tool (compiled once), or null when its input is not plain. */
export function binderOf(tool: AnyTool): ArgumentBinder | null {
  let binder = binders.get(tool);
  if (binder === undefined) binders.set(tool, (binder = ArgumentBinder.of(tool)));
  return binder;
}

/**
 * A tool's arguments bound in one walk, for tools whose input schema is plain (see above).
 *
 * @example
 * const args = binderOf(tool)?.bind(raw, defaultArgumentLimits, []); // undefined: bind in full
 */
export class ArgumentBinder {
  readonly #fields: readonly Field[];
  readonly #auth: boolean;
  /** The output's copiers by their `kept` bits, the last one used, and whether code can be generated. */
  readonly #copiers = new Map<number, Copier>();
  /** Sets of kept fields built once, field by field: the second build of a set compiles its copier. */
  readonly #builtOnce = new Set<number>();
  #lastKept = -1;
  #lastCopier: Copier | undefined;
  #compiles: boolean;

  private constructor(fields: readonly Field[], auth: boolean) {
    this.#fields = fields;
    this.#auth = auth;
    // The bits of `kept` and `lists` name the fields: a tool with more than 31 builds field by field.
    this.#compiles = fields.length <= 31;
  }

  /** The binder of a tool, or null when its input is not plain (every call is bound in full). */
  static of(tool: AnyTool): ArgumentBinder | null {
    const def = (tool.input as unknown as ZodInternals)._zod.def;
    if (def.type !== 'object' || def.shape === undefined || !hasNoChecks(def) || def.catchall !== undefined) return null;
    const fields: Field[] = [];
    for (const [key, schema] of Object.entries(def.shape)) {
      // An inherited name (`constructor`) would read Object.prototype where the request lacks it.
      if (key in Object.prototype) return null;
      const field = compileField(key, schema, tool);
      if (field === undefined) return null;
      fields.push(field);
    }
    return new ArgumentBinder(fields, tool.auth);
  }

  /**
   * The arguments as zod would give them (declared order, lists copied, dropped nulls left out), or
   * undefined when the full binding must decide. `raw` is the request as admitted: a plain object
   * with the policy's injected arguments, which an auth tool accepts undeclared.
   */
  bind(raw: Readonly<Record<string, unknown>>, limits: ArgumentLimits, injected: readonly string[]): Record<string, unknown> | undefined {
    const fields = this.#fields;
    // The walk only checks; the output is built once the call is known valid. `kept` has a bit for
    // each field the output holds (the value read as is), `lists` for each of those a list to copy.
    let kept = 0;
    let lists = 0;
    let present = 0;
    for (let index = 0; index < fields.length; index++) {
      const field = fields[index]!;
      const value = raw[field.key];
      if (value === undefined) {
        if (!field.optional) return undefined;
        continue;
      }
      present++;
      if (value === null) {
        if (field.dropsNull) continue;
        if (!field.nullable) return undefined;
        kept |= 1 << index;
        continue;
      }
      if (!field.check(value, limits)) return undefined;
      kept |= 1 << index;
      if (field.list) lists |= 1 << index;
    }
    // Every key of the request must be a field read above or an injected argument: anything else
    // (an unknown name, an explicit undefined) is for the full binding to word.
    let keys = 0;
    for (const _key in raw) keys++;
    if (keys !== present) {
      if (!this.#auth) return undefined;
      for (let index = 0; index < injected.length; index++) {
        const name = injected[index]!;
        if (Object.prototype.hasOwnProperty.call(raw, name) && !this.#declares(name)) keys--;
      }
      if (keys !== present) return undefined;
    }
    return this.#build(raw, kept, lists);
  }

  /**
   * The output: the kept fields in declared order with the request's values, lists copied (zod's
   * output is a new list). Built by the compiled copier of the kept fields' names (`./plain-copy.ts`;
   * the one the request's copy uses when the caller sent the fields in declared order), an object
   * literal with the names written out, rather than by adding the fields one by one to `{}`: each
   * added field was a keyed store that changed the object's shape, megamorphic across tools. The
   * request is the executor's own copy, plain data, so reading a value again gives the same value.
   * A set of fields is built field by field the first time, and compiled at its second build: a
   * one-shot replay, which makes most calls once, pays for few compiles (docs/benchmarks.md, session 22).
   */
  #build(raw: Readonly<Record<string, unknown>>, kept: number, lists: number): Record<string, unknown> {
    const fields = this.#fields;
    let copier = kept === this.#lastKept ? this.#lastCopier : undefined;
    if (copier === undefined && this.#compiles) {
      copier = this.#copiers.get(kept);
      if (copier === undefined && this.#builtOnce.has(kept)) {
        const names: string[] = [];
        for (let index = 0; index < fields.length; index++) if ((kept & (1 << index)) !== 0) names.push(fields[index]!.key);
        copier = copierOfKeys(names);
        if (copier === undefined) this.#compiles = false;
        else this.#copiers.set(kept, copier);
      }
      if (copier !== undefined) {
        this.#lastKept = kept;
        this.#lastCopier = copier;
      }
    }
    let out: Record<string, unknown>;
    if (copier !== undefined) {
      out = copier(raw);
      if (lists === 0) return out;
      for (let index = 0; index < fields.length; index++) {
        if ((lists & (1 << index)) === 0) continue;
        const key = fields[index]!.key;
        out[key] = (out[key] as unknown[]).slice();
      }
      return out;
    }
    // Field by field (the bits are not read: a tool may have more than 31 fields). The walk above
    // accepted every value, so only what is left out is decided again.
    if (this.#compiles) this.#builtOnce.add(kept);
    out = {};
    for (let index = 0; index < fields.length; index++) {
      const field = fields[index]!;
      const value = raw[field.key];
      if (value === undefined || (value === null && field.dropsNull)) continue;
      out[field.key] = field.list && value !== null ? (value as unknown[]).slice() : value;
    }
    return out;
  }

  #declares(name: string): boolean {
    const fields = this.#fields;
    for (let index = 0; index < fields.length; index++) if (fields[index]!.key === name) return true;
    return false;
  }
}
