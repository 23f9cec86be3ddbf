#!/usr/bin/env node
// Installs the package as a user would and uses it: `npm pack`, then a plain `npm install <tarball>`
// in a fresh project outside the repository (no flags, no environment tweaks, so neither this repo's
// settings nor its node_modules can help), then imports the root and every subpath export, checks that
// `require('toolworld')` says the package is ESM-only, and runs `toolworld replay` through its bin.
// Fails on any EBADENGINE warning, and on a tarball that lacks the licence or a document the README
// links, or that ships source maps. Exit code 0 when everything holds; 1 with the reason otherwise.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const work = mkdtempSync(join(tmpdir(), 'toolworld-package-'));
const keep = process.argv.includes('--keep');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const started = Date.now();

function step(text) {
  console.log(`check-package: ${text} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

function fail(text) {
  throw new Error(text);
}

/** Runs a command; returns its output; fails with both streams when it exits non-zero. */
function run(command, args, cwd, { allowFailure = false } = {}) {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', env: process.env, maxBuffer: 64 * 1024 * 1024 });
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`;
  if (!allowFailure && result.status !== 0) fail(`'${command} ${args.join(' ')}' exited with ${result.status}:\n${output}`);
  return { ...result, output };
}

function checkNoEngineWarnings(output, where) {
  const lines = output.split('\n').filter((line) => line.includes('EBADENGINE'));
  if (lines.length > 0) fail(`${where} printed EBADENGINE warnings on Node ${process.version}:\n${lines.join('\n')}`);
}

/** The documents the README links to must be in the tarball, or its links are dead on npm. */
function linkedDocuments() {
  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  const links = [...readme.matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)].map((match) => match[1]);
  return links.filter((link) => !/^[a-z]+:/i.test(link));
}

function checkTarball(files) {
  // The judge's model loads from the package: its derived indexes too (scripts/model-indexes.mjs).
  const model = ['vectors.bin', 'vocabulary.txt', 'vocabulary-sorted.txt', 'wordnet.json', 'antonym-stems.txt', 'wordnet-senses.txt', 'thesaurus.txt'].map((name) => `models/glove-wordnet-100d/${name}`);
  const required = ['package.json', 'README.md', 'LICENSE', 'esm-only.cjs', 'dist/index.js', 'dist/cli/main.js', ...model, ...linkedDocuments()];
  const missing = required.filter((file) => !files.includes(file));
  if (missing.length > 0) fail(`the tarball lacks ${missing.join(', ')}`);
  const maps = files.filter((file) => file.endsWith('.map'));
  if (maps.length > 0) fail(`the tarball ships source maps whose sources are not shipped: ${maps.slice(0, 5).join(', ')}...`);
  const tests = files.filter((file) => /\.test\.(js|ts)$/.test(file));
  if (tests.length > 0) fail(`the tarball ships tests: ${tests.slice(0, 5).join(', ')}`);
}

try {
  // `--no-build` when dist/ was just built (CI runs the tests first); otherwise pack runs `prepare`.
  const build = !process.argv.includes('--no-build');
  step(build ? 'building and packing' : 'packing the dist/ just built');
  const packArguments = ['pack', '--json', '--pack-destination', work, ...(build ? [] : ['--ignore-scripts'])];
  const packed = JSON.parse(execFileSync(npm, packArguments, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] }));
  const tarball = join(work, packed[0].filename);
  checkTarball(packed[0].files.map((file) => file.path));
  step(`${packed[0].filename}: ${packed[0].entryCount} files, ${(packed[0].size / 1024 / 1024).toFixed(1)} MB`);

  const project = join(work, 'project');
  execFileSync('mkdir', [project]);
  writeFileSync(join(project, 'package.json'), `${JSON.stringify({ name: 'fresh-project', version: '1.0.0', private: true, type: 'module' }, null, 2)}\n`);
  // The optional peers are what a user of toolworld/vitest, /fast-check or /ai-sdk already has; the
  // versions are the ones this repository tests with.
  const peers = ['vitest', 'fast-check', 'ai'].map((name) => `${name}@${manifest.devDependencies[name]}`);
  step(`npm install ${packed[0].filename} ${peers.join(' ')}`);
  const install = run(npm, ['install', tarball, ...peers], project);
  checkNoEngineWarnings(install.output, 'npm install');

  const exported = Object.keys(manifest.exports).filter((subpath) => !subpath.endsWith('.json'));
  for (const subpath of exported) {
    const specifier = subpath === '.' ? manifest.name : `${manifest.name}${subpath.slice(1)}`;
    const imported = run(process.execPath, ['--input-type=module', '-e', `const m = await import(${JSON.stringify(specifier)}); if (Object.keys(m).length === 0) throw new Error('no exports');`], project, { allowFailure: true });
    if (imported.status !== 0) fail(`import('${specifier}') failed in a fresh project:\n${imported.output}`);
  }
  step(`imported ${exported.map((subpath) => (subpath === '.' ? manifest.name : subpath)).join(', ')}`);

  const required = run(process.execPath, ['--input-type=commonjs', '-e', `require(${JSON.stringify(manifest.name)})`], project, { allowFailure: true });
  if (required.status === 0 || !required.output.includes('ESM only')) fail(`require('${manifest.name}') should fail saying the package is ESM-only:\n${required.output}`);

  step('npx toolworld replay');
  const replay = run(npm, ['exec', '--', 'toolworld', 'replay', '--json'], project, { allowFailure: true });
  if (replay.status !== 0) fail(`'toolworld replay' failed in a fresh project (exit ${replay.status}):\n${replay.output}`);
  const summary = JSON.parse(replay.stdout.trim().split('\n').at(-1));
  const totals = summary.totals ?? summary;
  if (!(totals.num_conversations > 0) || totals.successes !== totals.num_conversations) {
    fail(`'toolworld replay' ran but the oracle did not succeed everywhere: ${JSON.stringify(totals)}`);
  }
  step(`replayed ${totals.num_conversations} conversations, all succeeded; the package installs and runs`);
} catch (error) {
  console.error(`check-package: FAILED: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  if (keep) console.log(`check-package: kept ${work}`);
  else rmSync(work, { recursive: true, force: true });
}
