#!/usr/bin/env node
// Bundles the library's entry points (the package's `exports`) after tsc, so that importing
// toolworld loads a handful of files instead of about 370 (decision 0011). Dependencies and optional
// peers stay imports: the user's node_modules has one copy of each, shared with their own code.
// The entry points are built together with code splitting, so `toolworld` and `toolworld/vitest`
// share one copy of every class (a World made by one is a World to the other).

import { readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { bundleOptions } from './esbuild-options.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const packages = [...Object.keys(manifest.dependencies ?? {}), ...Object.keys(manifest.peerDependencies ?? {})];

/** `./dist/x/y.js` in `exports` → the entry `x/y`, built from `src/x/y.ts`. */
const entryPoints = {};
for (const [subpath, targets] of Object.entries(manifest.exports)) {
  const target = typeof targets === 'object' && targets !== null ? targets.import : undefined;
  if (typeof target !== 'string' || !target.startsWith('./dist/') || !target.endsWith('.js')) continue;
  const name = target.slice('./dist/'.length, -'.js'.length);
  entryPoints[name] = join(root, 'src', `${name}.ts`);
  if (subpath === '.' && name !== 'index') throw new Error(`bundle-library: the root export is ${target}, expected ./dist/index.js`);
}

const outdir = join(root, 'dist');
rmSync(join(outdir, 'chunks'), { recursive: true, force: true });
const result = await build({
  entryPoints,
  ...bundleOptions,
  outdir,
  external: packages.flatMap((name) => [name, `${name}/*`]),
});

// One copy of each class across the entry points, or `instanceof` and the world's identity checks
// split between `toolworld` and its subpaths. Checked on the output, not assumed.
for (const className of ['World', 'ShardedMap', 'ToolworldError']) {
  const copies = Object.keys(result.metafile.outputs)
    .filter((file) => file.endsWith('.js'))
    .filter((file) => new RegExp(`(\\bclass ${className}\\b|\\b${className} = class\\b)`).test(readFileSync(join(root, file), 'utf8'))).length;
  if (copies !== 1) throw new Error(`bundle-library: class ${className} is defined in ${copies} output files; the entry points must share one copy`);
}
