// Loader hooks for bench/cold-start.js: every module the process loads prints one line on stderr,
// so the bench can count the files on the CLI's import path. Registered with `--import`.
import { writeSync } from 'node:fs';

export async function load(url, context, nextLoad) {
  writeSync(2, `toolworld-bench-module ${url}\n`);
  return nextLoad(url, context);
}
