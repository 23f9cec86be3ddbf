import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The folder holding toolworld's package.json, searched upwards from `start`. Found by name rather
 * than by a fixed number of `..`: the same code runs from `src/` (tests), from tsc's `dist/` and from
 * the bundled CLI (`dist/cli/main.js` and its chunks in `dist/cli/chunks/`), at different depths.
 *
 * @example
 * const fixtures = join(findPackageRoot(dirname(fileURLToPath(import.meta.url))), 'fixtures');
 */
export function findPackageRoot(start: string): string {
  for (let dir = start; ; dir = dirname(dir)) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && isToolworldManifest(manifest)) return dir;
    if (dirname(dir) === dir) {
      throw new Error(`toolworld: no package.json named "toolworld" above ${start}; its bundled data (fixtures/, models/) is found from there. Reinstall the package.`);
    }
  }
}

function isToolworldManifest(file: string): boolean {
  try {
    return (JSON.parse(readFileSync(file, 'utf8')) as { name?: unknown }).name === 'toolworld';
  } catch {
    return false;
  }
}

let found: string | undefined;

/**
 * Where the package's bundled data lives (fixtures/, models/, package.json). Looked up on first
 * use, not at import: a program that bundles toolworld without its data can still import it.
 */
export function packageRoot(): string {
  return (found ??= findPackageRoot(dirname(fileURLToPath(import.meta.url))));
}
