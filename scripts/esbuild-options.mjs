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
  // newer than some Node versions know, and rewrites each such literal as `new RegExp(...)`: built
  // again at every evaluation, inside the judge's hot functions too. Node 20 reads every one this
  // package writes, so the literals stay literals (V8 copies a compiled literal instead).
  supported: { 'regexp-unicode-property-escapes': true },
  metafile: true,
  logLevel: 'warning',
};
