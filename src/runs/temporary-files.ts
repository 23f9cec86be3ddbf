import { readdir, rename, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

let counter = 0;

/**
 * A temporary name beside `path` that says which process wrote it (`results.json.4242.0.tmp`), so
 * that a later run can tell an abandoned temporary from one another process is still writing.
 */
export function temporaryPathFor(path: string): string {
  return `${path}.${process.pid}.${counter++}.tmp`;
}

/**
 * Writes through a temporary file and a rename, so that a reader sees the old file or the new one,
 * never half of one. The temporary is removed when the write fails.
 */
export async function writeFileAtomically(path: string, text: string): Promise<void> {
  const temporary = temporaryPathFor(path);
  try {
    await writeFile(temporary, text);
    await rename(temporary, path);
  } catch (error) {
    await unlink(temporary).catch(() => {});
    throw error;
  }
}

const temporaryName = /\.(\d+)(?:\.\d+)?\.tmp$/;

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'; // alive, but another user's
  }
}

/**
 * Removes the temporaries that killed processes left in `dir` (and, with `depth` 1, in its direct
 * subfolders, as in the response cache). Files of running processes, this one included, are kept.
 * Returns how many were removed; a folder that does not exist has none.
 *
 * @example
 * await removeStaleTemporaryFiles('.toolworld-cache', { depth: 1 });
 */
export async function removeStaleTemporaryFiles(dir: string, options: { depth?: number } = {}): Promise<number> {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch {
    return 0;
  }
  let removed = 0;
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if ((options.depth ?? 0) > 0) removed += await removeStaleTemporaryFiles(path, { depth: (options.depth ?? 0) - 1 });
      continue;
    }
    const pid = Number(temporaryName.exec(entry.name)?.[1]);
    if (!Number.isInteger(pid) || pid === process.pid || isRunning(pid)) continue;
    try {
      await unlink(path);
      removed++;
    } catch {
      // Gone already (another run cleaned it) or not ours to remove: either way not in the way.
    }
  }
  return removed;
}
