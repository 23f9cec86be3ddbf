// A copy of a frozen record of databases (the state's `databases`), for the commit of an action.
//
// `{ ...frozen }` is slow in V8 (Node 20): the object-spread fast path refuses a source whose
// properties are read-only, and the copy goes property by property through the runtime, about
// 250 instructions a key (1,800 for ToolTalk's seven databases, counted); a for-in loop or
// `Object.assign` cost the same. An object literal with the keys written out costs about 60. So a
// copier is compiled once per list of keys (`new Function`, the keys as string literals) and used
// when the source is known to have exactly those keys: the copier's own last copy (the next call
// starts from the state the last one left), or a record checked once (its own enumerable keys,
// no symbol keys, no inherited enumerable keys) and remembered. Anything else is spread, as
// before; so is everything where code cannot be generated from strings.

type Copier = (source: Readonly<Record<string, unknown>>) => Record<string, unknown>;

/** Compiled copiers by their keys (joined with a separator no JSON key list can fake: the list itself is stored). */
const compiled = new Map<string, { readonly keys: readonly string[]; readonly copier: Copier }>();
const maxCompiled = 64;
let canCompile = true;

/**
 * The compiled copier of a list of keys (own, enumerable strings, none of them `__proto__`): a
 * function returning `{ [keys[0]]: source[keys[0]], ... }` in that order, shared by every caller
 * with the same list (the argument binder builds its output with the copier the request's copy
 * already uses). Undefined where code cannot be generated from strings.
 */
export function copierOfKeys(keys: readonly string[]): Copier | undefined {
  return compile(keys);
}

function compile(keys: readonly string[]): Copier | undefined {
  if (!canCompile) return undefined;
  const signature = JSON.stringify(keys);
  const known = compiled.get(signature);
  if (known !== undefined) return known.copier;
  let copier: Copier;
  try {
    // JSON.stringify writes each key as a valid string literal; `__proto__` is refused by the caller
    // (as a literal's key it would set the prototype).
    const fields = keys.map((key) => `${JSON.stringify(key)}: source[${JSON.stringify(key)}]`).join(', ');
    copier = new Function('source', `return { ${fields} };`) as Copier;
  } catch {
    canCompile = false;
    return undefined;
  }
  if (compiled.size >= maxCompiled) compiled.clear();
  compiled.set(signature, { keys, copier });
  return copier;
}

/** Whether a record's keys are plain: own, enumerable, strings, none of them `__proto__`. */
function isPlain(source: Readonly<Record<string, unknown>>): boolean {
  const keys = Object.keys(source);
  let walked = 0;
  // for-in also lists inherited enumerable keys, which a spread does not copy.
  for (const _key in source) walked++;
  return walked === keys.length && !keys.includes('__proto__') && Object.getOwnPropertySymbols(source).length === 0;
}

/** The copier for a source, if its keys are plain. */
function copierFor(source: Readonly<Record<string, unknown>>): Copier | undefined {
  return isPlain(source) ? compile(Object.keys(source)) : undefined;
}

/**
 * Copies records of one kind (the state's databases): `copy(source)` is `{ ...source }`. The copy
 * it returned last is remembered until `forget()`, which a caller that adds a key to it must call.
 */
export class RecordCopier {
  #last: object | undefined;
  #lastCopier: Copier | undefined;
  readonly #checked = new WeakMap<object, Copier | null>();

  copy(source: Readonly<Record<string, unknown>>): Record<string, unknown> {
    let copier: Copier | undefined | null;
    if (source === this.#last) copier = this.#lastCopier;
    else {
      copier = this.#checked.get(source);
      if (copier === undefined) {
        copier = copierFor(source) ?? null;
        // Only a frozen record keeps the keys it was checked with.
        if (Object.isFrozen(source)) this.#checked.set(source, copier);
      }
    }
    if (copier === null || copier === undefined) {
      this.#last = undefined;
      return { ...source };
    }
    const copy = copier(source);
    this.#last = copy;
    this.#lastCopier = copier;
    return copy;
  }

  /** The last copy got a key of its own: it is no longer known to hold exactly its copier's keys. */
  forget(): void {
    this.#last = undefined;
  }
}

/**
 * Copies records of one kind, as a tool answers with copies of stored records: `copy(record)` is
 * `{ ...record }`, for records whose keys are own enumerable strings (JSON records; a symbol-keyed
 * property is not copied). It learns the keys of the first record with a compiled copier, then
 * checks each record's keys against them with a for-in walk (which also lists inherited keys, so a
 * record with any is learned or spread anew), which costs a fraction of spreading a frozen record.
 */
export class RecordShape {
  #keys: readonly string[] = [];
  #copier: Copier | undefined;

  copy(source: Readonly<Record<string, unknown>>): Record<string, unknown> {
    const copier = this.#copier;
    if (copier !== undefined) {
      const keys = this.#keys;
      let index = 0;
      for (const key in source) {
        if (keys[index] !== key) {
          index = -1;
          break;
        }
        index++;
      }
      if (index === keys.length) return copier(source);
    }
    const learned = copierFor(source);
    if (learned === undefined) return { ...source };
    this.#keys = Object.keys(source);
    this.#copier = learned;
    return learned(source);
  }
}

/**
 * Frozen records a caller marked as plain (see `markPlainFrozen`), by record: their keys, and
 * whether they were copied once, until their second copy; then their compiled copier.
 */
const markedCopiers = new WeakMap<object, Copier | { readonly keys: readonly string[]; copied: boolean }>();

/**
 * Marks a frozen record with plain keys (own, enumerable, strings, no `__proto__`) as one that
 * `copyParameters` may copy with a compiled copier: the oracle's recorded arguments, which every
 * replay hands the executor again. A record that is not frozen, or not plain, is left unmarked (it
 * is spread). Returns the record.
 */
export function markPlainFrozen<T extends object>(record: T): T {
  if (Object.isFrozen(record) && isPlain(record as Readonly<Record<string, unknown>>)) markedCopiers.set(record, { keys: Object.keys(record), copied: false });
  return record;
}

/**
 * `{ ...parameters }`, for the executor's copy of a request. A spread of a frozen record goes
 * property by property through V8's runtime (see the top of this file), and the oracle's arguments
 * are frozen: those it marked are copied by their compiled copier (a frozen record keeps its keys,
 * so the one check made when it was marked holds). Anything else is spread. A marked record's first
 * copy is a spread too; its copier is compiled at its second copy: a record copied once (a one-shot
 * replay hands each recorded call over once) never pays for compiling one (about 30 µs for a key
 * list's `new Function` and first call; ToolTalk's first pass compiled 20; docs/benchmarks.md, session 22).
 */
export function copyParameters(parameters: object): Record<string, unknown> {
  const marked = markedCopiers.get(parameters);
  if (typeof marked === 'function') return marked(parameters as Readonly<Record<string, unknown>>);
  if (marked !== undefined) {
    if (marked.copied) {
      const copier = compile(marked.keys);
      if (copier === undefined) markedCopiers.delete(parameters);
      else {
        markedCopiers.set(parameters, copier);
        return copier(parameters as Readonly<Record<string, unknown>>);
      }
    } else marked.copied = true;
  }
  return { ...parameters };
}

/** Whether `markPlainFrozen` marked a record (for tests). */
export function isMarkedPlain(record: object): boolean {
  return markedCopiers.has(record);
}
