import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { onTestFinished } from 'vitest';

/**
 * A new empty folder under the system's temporary folder, removed when the test that asked for it
 * finishes (passed or failed), so a test run leaves nothing behind. Call it inside a test.
 *
 * @example
 * const folder = scratchFolder('toolworld-db-');
 */
export function scratchFolder(prefix: string): string {
  const folder = mkdtempSync(join(tmpdir(), prefix));
  onTestFinished(() => rmSync(folder, { recursive: true, force: true }));
  return folder;
}
