/**
 * Runs every ```ts runnable block of the README, with the package's imports pointed at the sources.
 * A block may hold a whole test file: its `it(...)` and `describe(...)` calls run inside this test.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const root = new URL('../../', import.meta.url);
const readme = readFileSync(new URL('README.md', root), 'utf8');
const scratch = fileURLToPath(new URL('.readme-examples/', import.meta.url));

const packages: Record<string, string> = {
  toolworld: fileURLToPath(new URL('src/index.ts', root)),
  'toolworld/vitest': fileURLToPath(new URL('src/vitest/index.ts', root)),
  'toolworld/fast-check': fileURLToPath(new URL('src/fast-check/index.ts', root)),
  'toolworld/ai-sdk': fileURLToPath(new URL('src/adapters/ai-sdk.ts', root)),
  'toolworld/mcp': fileURLToPath(new URL('src/mcp/server.ts', root)),
  'toolworld/judge': fileURLToPath(new URL('src/judge.ts', root)),
  vitest: fileURLToPath(new URL('vitest-shim.ts', import.meta.url)),
};

function runnableBlocks(markdown: string): { heading: string; code: string }[] {
  const blocks: { heading: string; code: string }[] = [];
  const lines = markdown.split('\n');
  let heading = '';
  for (let index = 0; index < lines.length; index++) {
    if (lines[index]!.startsWith('## ')) heading = lines[index]!.slice(3);
    if (lines[index]!.trim() !== '```ts runnable') continue;
    const end = lines.indexOf('```', index + 1);
    blocks.push({ heading, code: lines.slice(index + 1, end).join('\n') });
    index = end;
  }
  return blocks;
}

function pointImports(code: string): string {
  return code.replace(/from '((?:toolworld|vitest)(?:\/[\w-]+)?)'/g, (whole, specifier: string) => {
    const target = packages[specifier];
    return target === undefined ? whole : `from ${JSON.stringify(pathToFileURL(target).href)}`;
  });
}

const blocks = runnableBlocks(readme);

describe('README examples', () => {
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('has runnable examples for the world, your own tools, semantic matching, both testing subpaths and the tool formats', () => {
    expect(blocks.map((block) => block.heading)).toEqual([
      'Quick start',
      'Define your own tools',
      'Semantic matching (offline)',
      'Semantic matching (offline)',
      'Testing kit: `toolworld/vitest` and `toolworld/fast-check`',
      'Testing kit: `toolworld/vitest` and `toolworld/fast-check`',
      'Tool formats and MCP',
    ]);
  });

  it.each(blocks.map((block, index) => [block.heading, index, block] as const))('runs the example of "%s" (#%i)', async (_heading, index, block) => {
    mkdirSync(scratch, { recursive: true });
    const file = `${scratch}example-${index}.ts`;
    writeFileSync(file, pointImports(block.code));
    const { runPendingTests } = await import('./vitest-shim.js');
    await import(/* @vite-ignore */ pathToFileURL(file).href);
    await runPendingTests();
  });
});
