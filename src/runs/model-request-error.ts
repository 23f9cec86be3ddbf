/** Why a request to the model server failed for good, after any retries. */
export class ModelRequestError extends Error {
  override readonly name = 'ModelRequestError';
  /** The HTTP status of the last attempt; undefined for network errors. */
  readonly status: number | undefined;
  readonly attempts: number;
  /**
   * True when every further request would fail alike (the server cannot be reached, refuses the
   * key, or knows no such model): a run stops at the first such error instead of recording it for
   * every turn.
   */
  readonly fatal: boolean;

  constructor(message: string, details: { status?: number; attempts: number; fatal?: boolean; cause?: unknown }) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.status = details.status;
    this.attempts = details.attempts;
    this.fatal = details.fatal ?? (details.status === 401 || details.status === 403 || details.status === 404);
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

/** The first error code (`ECONNREFUSED`, `UND_ERR_SOCKET`, `CERT_HAS_EXPIRED`, ...) along an error's chain of causes. */
export function systemErrorCode(error: unknown): string | undefined {
  for (let cause: unknown = error, depth = 0; typeof cause === 'object' && cause !== null && depth < 6; depth++) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string' && /^[A-Z][A-Z0-9_]+$/.test(code)) return code;
    cause = (cause as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The messages along an error's chain of causes, outermost first. */
export function causeMessages(error: unknown): string[] {
  const messages: string[] = [];
  for (let cause: unknown = error, depth = 0; cause instanceof Error && depth < 6; depth++) {
    messages.push(cause.message);
    cause = cause.cause;
  }
  return messages;
}

const unreachableCodes: Readonly<Record<string, string>> = {
  ECONNREFUSED: 'the connection was refused (nothing listens there)',
  ENOTFOUND: 'the host name does not resolve (DNS)',
  EAI_AGAIN: 'the host name could not be resolved (DNS)',
  EHOSTUNREACH: 'the host is unreachable',
  ENETUNREACH: 'the network is unreachable',
};

/**
 * Why a server could not be reached at all, when that is what an error says: a refused connection,
 * a name that does not resolve, a port that fetch refuses to use, a TLS certificate that is not
 * trusted. Such a failure repeats on every retry, so a run that has not had a single answer from
 * the server stops at it instead of retrying for hours.
 */
export function unreachableReason(error: unknown): string | undefined {
  const code = systemErrorCode(error);
  if (code !== undefined && unreachableCodes[code] !== undefined) return `${unreachableCodes[code]}, ${code}`;
  if (code !== undefined && /CERT|TLS|SSL|SELF_SIGNED|UNABLE_TO_VERIFY/.test(code)) return `the server's TLS certificate is not trusted, ${code}`;
  if (causeMessages(error).includes('bad port')) return 'fetch refuses to connect to that port (a port it blocks, such as 9 or 6000)';
  return undefined;
}

/**
 * Errors that will fail every request of a run the same way: a refused key (401), a forbidden
 * model (403), a wrong base URL or model name (404), a server that cannot be reached. A run stops
 * at the first one instead of recording the same failure for every turn.
 */
export function isFatalModelError(error: unknown): boolean {
  if (error instanceof ModelRequestError) return error.fatal;
  const status = errorStatus(error);
  return status === 401 || status === 403 || status === 404;
}
