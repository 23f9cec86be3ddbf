/** Why a request to the model server failed for good, after any retries. */
export class ModelRequestError extends Error {
  override readonly name = 'ModelRequestError';
  /** The HTTP status of the last attempt; undefined for network errors. */
  readonly status: number | undefined;
  readonly attempts: number;

  constructor(message: string, details: { status?: number; attempts: number; cause?: unknown }) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.status = details.status;
    this.attempts = details.attempts;
  }

  static isInstance(value: unknown): value is ModelRequestError {
    return value instanceof ModelRequestError;
  }
}

/** The HTTP status an error carries (the `openai` client's errors have `status`), if any. */
export function errorStatus(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const status = (error as { status?: unknown }).status;
  return typeof status === 'number' ? status : undefined;
}

/**
 * Errors that will fail every request of a run the same way: a refused key (401), a forbidden
 * model (403), a wrong base URL or model name (404). A run stops at the first one instead of
 * recording the same failure for every turn.
 */
export function isFatalModelError(error: unknown): boolean {
  const status = errorStatus(error);
  return status === 401 || status === 403 || status === 404;
}
