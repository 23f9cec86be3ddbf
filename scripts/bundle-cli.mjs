#!/usr/bin/env node
// Bundles the CLI (decision 0009): `npm run build` runs tsc, then this script, which replaces tsc's
// dist/cli/main.js with one ESM file holding main and what every command shares, and puts the
// rest in dist/cli/chunks/, one chunk per lazily imported command or shared part. A `toolworld
// replay` then loads about a dozen files instead of about 200 (zod alone is 95 modules). The library
// entry points (dist/index.js and the subpath exports) stay tsc's output, module per file.
//
//   node scripts/bundle-cli.mjs [--metafile FILE]

import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';
import { bundleOptions } from './esbuild-options.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({ options: { metafile: { type: 'string' } } });
const outdir = join(root, 'dist', 'cli');

// Optional peers stay imports: a user who has them installed gets theirs, and the bundle never
// carries them. Node's built-ins are external on platform 'node'.
const optionalPeers = ['@huggingface/transformers', 'ai', 'vitest', 'fast-check'];

// Chunk names carry a content hash, so chunks from an earlier build would linger: start empty.
rmSync(join(outdir, 'chunks'), { recursive: true, force: true });
const result = await build({
  entryPoints: { main: join(root, 'src', 'cli', 'main.ts') },
  ...bundleOptions,
  outdir,
  // Not minified: stack traces of internal errors stay readable, and on this machine minifying
  // saved no time a whole CLI run could show (docs/benchmarks.md).
  external: optionalPeers,
});
checkZodIsTreeShaken(result.metafile);
if (values.metafile !== undefined) writeFileSync(values.metafile, JSON.stringify(result.metafile));
writeFileSync(join(outdir, 'THIRD-PARTY-LICENSES.txt'), thirdPartyLicenses(Object.keys(result.metafile.inputs)));

/**
 * The sources import zod as `import * as z from 'zod'`, so esbuild keeps only the parts of zod they
 * use: about 200 KB instead of 750 KB, half the CPU time to compile it in every process
 * (docs/benchmarks.md). One `import { z } from 'zod'` anywhere on the CLI's path brings the whole
 * namespace back (60-odd locales, JSON Schema conversion...); this says so instead of letting the
 * binary grow slower unnoticed. zod's English locale is always there: its schemas import it.
 */
function checkZodIsTreeShaken(metafile) {
  const locales = new Set();
  for (const output of Object.values(metafile.outputs)) {
    for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) {
      const locale = /zod[\\/]v4[\\/]locales[\\/]([^/\\]+)\.js$/.exec(input)?.[1];
      if (locale !== undefined && locale !== 'en' && locale !== 'index' && bytesInOutput > 0) locales.add(locale);
    }
  }
  if (locales.size === 0) return;
  throw new Error(
    `bundle-cli: the CLI bundle carries zod's locales (${[...locales].slice(0, 5).join(', ')}...), so zod's whole namespace is in it. ` +
      "A source file probably imports `{ z } from 'zod'`; write `import * as z from 'zod'` (decision 0009).",
  );
}

/** The licence texts of the packages whose code the bundle carries, as their licences ask. */
function thirdPartyLicenses(inputs) {
  const packages = new Set();
  for (const input of inputs) {
    const match = /^(.*node_modules\/(?:@[^/]+\/)?[^/]+)\//.exec(input);
    if (match) packages.add(match[1]);
  }
  const sections = [...packages].sort().map((folder) => {
    const manifest = JSON.parse(readFileSync(join(root, folder, 'package.json'), 'utf8'));
    const file = readdirSync(join(root, folder)).find((name) => /^(licen[cs]e|copying)(\.|$)/i.test(name));
    const text = file === undefined ? `(no licence file; package.json says: ${manifest.license ?? 'nothing'})` : readFileSync(join(root, folder, file), 'utf8').trim();
    return `${manifest.name}@${manifest.version} (${manifest.license ?? 'unknown licence'})\n\n${text}`;
  });
  return `dist/cli/ bundles code from these packages:\n\n${sections.join(`\n\n${'-'.repeat(72)}\n\n`)}\n`;
}
