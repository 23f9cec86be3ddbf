/**
 * The two error channels of toolworld.
 *
 * Inside a tool, `ToolError` is how a tool refuses a call: the executor turns it into the
 * `exception` string of the call outcome and throws the draft state away, so the world is unchanged.
 * Outside tools (loading data, configuring a world), `ToolworldError` carries a `code` so callers can
 * branch on the kind of problem without parsing messages.
 */

/** A tool's refusal. Its message becomes the outcome's `exception`, verbatim. */
export class ToolError extends Error {
  override readonly name = 'ToolError';
  constructor(message: string) {
    super(message);
  }

  static isInstance(value: unknown): value is ToolError {
    return value instanceof ToolError;
  }
}

/**
 * Throw a tool refusal; a function so that tool bodies read as `fail('...')`. A refusal is an
 * answer, not a bug: the executor keeps only its message, so no stack trace is collected (V8 spends
 * more on the trace than on the rest of a refused call).
 */
export function fail(message: string): never {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  let refusal: ToolError;
  try {
    refusal = new ToolError(message);
  } finally {
    Error.stackTraceLimit = limit;
  }
  throw refusal;
}

export type ToolworldErrorCode =
  | 'invalid-data'
  | 'unreadable-file'
  | 'invalid-option'
  | 'unknown-tool'
  | 'invalid-snapshot'
  | 'unwritable-path';

/** An SDK-level error (bad data file, bad option). Never produced by `world.call`. */
export class ToolworldError extends Error {
  override readonly name = 'ToolworldError';
  readonly code: ToolworldErrorCode;
  /** For data errors: the file that was being read, when there was one. */
  readonly file: string | undefined;
  /** For data errors: where in the JSON document the problem is, as `$.key[0].field`. */
  readonly jsonPath: string | undefined;

  constructor(
    code: ToolworldErrorCode,
    message: string,
    details: { file?: string; jsonPath?: string; cause?: unknown } = {},
  ) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.code = code;
    this.file = details.file;
    this.jsonPath = details.jsonPath;
  }

  static isInstance(value: unknown): value is ToolworldError {
    return value instanceof ToolworldError;
  }
}

/** Renders a path of keys as a JSON path: `$.Account["a b"][0].email`. */
export function formatJsonPath(path: readonly PropertyKey[]): string {
  let out = '$';
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else if (typeof key === 'string' && /^[A-Za-z_$][\w$]*$/.test(key)) out += `.${key}`;
    else out += `[${JSON.stringify(String(key))}]`;
  }
  return out;
}
