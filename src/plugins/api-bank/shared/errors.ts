import { pyRepr } from '../../../python/index.js';

/**
 * An error inside an API's work. API-Bank's tools catch their own errors and report `str(error)`
 * as the response's `exception`, so this is data, not a failure of the call.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  static isInstance(value: unknown): value is ApiError {
    return value instanceof ApiError;
  }
}

/** Refuse with API-Bank's exact message. */
export function refuse(message: string): never {
  throw new ApiError(message);
}

/** Python's `KeyError(key)`: its text is the key's repr (`'Paris'`, `6`). */
export class KeyError extends Error {
  override readonly name = 'KeyError';
  readonly key: unknown;
  constructor(key: unknown) {
    super(pyRepr(key));
    this.key = key;
  }
  static isInstance(value: unknown): value is KeyError {
    return value instanceof KeyError;
  }
}

/**
 * An error that escapes an API instead of becoming its `exception` (spec §7 B19): the caller sees
 * a thrown error, as API-Bank's evaluators do.
 */
export class EscapedError extends Error {
  override readonly name = 'EscapedError';
  static isInstance(value: unknown): value is EscapedError {
    return value instanceof EscapedError;
  }
}

/** `mapping[key]` with Python's KeyError for a missing key; checkers use it to fail as theirs do. */
export function item(mapping: unknown, key: string | number): unknown {
  if (mapping instanceof Map) {
    if (!mapping.has(key)) throw new KeyError(key);
    return mapping.get(key);
  }
  // Indexing None or a string is a TypeError in Python, which API-Bank's evaluators do not catch.
  if (mapping === null || mapping === undefined) throw new TypeError("'NoneType' object is not subscriptable");
  if (typeof mapping !== 'object') throw new TypeError(`string indices must be integers, not 'str'`);
  if (Array.isArray(mapping)) throw new TypeError(`list indices must be integers or slices, not str`);
  if (!Object.hasOwn(mapping, key)) throw new KeyError(key);
  return (mapping as Record<string, unknown>)[key as string];
}
