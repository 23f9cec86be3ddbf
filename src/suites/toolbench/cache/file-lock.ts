// A lock file beside a cache file, so that two processes writing the same cache file take turns
// (upstream's read-modify-write without a lock loses entries, bug S9). Inside one process a
// promise chain per path already serialises writers; the lock file covers other processes.

import { open, rm, stat } from 'node:fs/promises';

export interface FileLockOptions {
  /** Give up waiting after this long. Default 10 s. */
  readonly timeoutMs?: number;
  /** A lock older than this is taken to be left by a crashed writer and removed. Default 30 s. */
  readonly staleMs?: number;
  readonly now?: () => number;
  readonly sleep?: (ms: number) => Promise<void>;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `work` while holding `{path}.lock` (created exclusively). Throws when the lock cannot be
 * taken within the timeout, naming the lock file to remove if no writer is left.
 */
export async function withFileLock<T>(path: string, work: () => Promise<T>, options: FileLockOptions = {}): Promise<T> {
  const lockPath = `${path}.lock`;
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? defaultSleep;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const staleMs = options.staleMs ?? 30_000;
  const started = now();
  let wait = 2;
  for (;;) {
    try {
      const handle = await open(lockPath, 'wx');
      await handle.close();
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const age = await stat(lockPath).then(
        (info) => now() - info.mtimeMs,
        () => 0,
      );
      if (age > staleMs) {
        await rm(lockPath, { force: true });
        continue;
      }
      if (now() - started > timeoutMs) {
        throw new Error(`cache file ${path} is locked by another writer (${lockPath}); remove that file if no toolworld process is writing`);
      }
      await sleep(wait);
      wait = Math.min(wait * 2, 50);
    }
  }
  try {
    return await work();
  } finally {
    await rm(lockPath, { force: true });
  }
}
