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
  metafile: true,
  logLevel: 'warning',
};
