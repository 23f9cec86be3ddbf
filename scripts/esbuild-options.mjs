// What both bundles share (scripts/bundle-cli.mjs, scripts/bundle-library.mjs): ESM for Node 20,
// code split into chunks/ beside the entry points so shared code is loaded once, not minified.

/** @type {import('esbuild').BuildOptions} */
export const bundleOptions = {
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  // esbuild's table holds Unicode property escapes (\p{L}) unsupported in Node, for property names
  // newer than some Node versions know, and rewrites each such literal as `new RegExp(...)`. That
  // is kept: V8 checks a literal's \p escapes (ICU building each property's set) when it parses
  // the script, for every function whether it runs or not, and again when it parses a function
  // lazily; a `new RegExp` is parsed when it is built, and built again from V8's cache of compiled
  // patterns. Counted (docs/benchmarks.md, session 17): 2.5% fewer instructions at cold load, and
  // the same judging per pair, than with the literals kept (session 16's setting).
  metafile: true,
  logLevel: 'warning',
};
