import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { findPackageRoot, packageRoot } from '../src/package-root.js';

const repositoryRoot = fileURLToPath(new URL('..', import.meta.url)).replace(/\/$/, '');
const scratch = mkdtempSync(join(tmpdir(), 'toolworld-root-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('findPackageRoot', () => {
  it('finds the repository from src/ (tests), whatever the depth', () => {
    expect(packageRoot().replace(/\/$/, '')).toBe(repositoryRoot);
    expect(findPackageRoot(join(repositoryRoot, 'src', 'suites', 'tooltalk', 'datasets'))).toBe(repositoryRoot);
  });

  it('skips a package.json of another name on the way up (as a bundler or a dist/ folder may add)', () => {
    const installed = join(scratch, 'node_modules', 'toolworld');
    mkdirSync(join(installed, 'dist', 'cli', 'chunks'), { recursive: true });
    writeFileSync(join(installed, 'package.json'), JSON.stringify({ name: 'toolworld' }));
    writeFileSync(join(installed, 'dist', 'package.json'), JSON.stringify({ type: 'module' }));
    writeFileSync(join(installed, 'dist', 'cli', 'package.json'), '{ not json');
    expect(findPackageRoot(join(installed, 'dist', 'cli', 'chunks'))).toBe(installed);
  });

  it('says what is missing when no toolworld package.json is above the start', () => {
    const lonely = join(scratch, 'elsewhere');
    mkdirSync(lonely);
    expect(() => findPackageRoot(lonely)).toThrow(/no package\.json named "toolworld" above .*elsewhere/);
  });
});

