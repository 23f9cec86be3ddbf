import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const root = new URL('../../', import.meta.url);
const docs = readFileSync(new URL('docs/adapters.md', root), 'utf8');
const scratch = fileURLToPath(new URL('.docs-examples/', import.meta.url));

/** Where the examples' package imports point while the package is not built and installed. */
const packages: Record<string, string> = {
  toolworld: fileURLToPath(new URL('docs-entry.ts', import.meta.url)),
  'toolworld/ai-sdk': fileURLToPath(new URL('src/adapters/ai-sdk.ts', root)),
  'toolworld/mcp': fileURLToPath(new URL('src/mcp/server.ts', root)),
};

interface Example {
  readonly heading: string;
  readonly code: string;
}

function runnableExamples(markdown: string): Example[] {
  const examples: Example[] = [];
  let heading = '';
  const lines = markdown.split('\n');
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    if (line.startsWith('## ')) heading = line.slice(3);
    if (line.trim() !== '```ts runnable') continue;
    const end = lines.indexOf('```', index + 1);
    examples.push({ heading, code: lines.slice(index + 1, end).join('\n') });
    index = end;
  }
  return examples;
}

function pointImportsAtSources(code: string): string {
  return code.replace(/from '(toolworld(?:\/[\w-]+)?)'/g, (whole, specifier: string) => {
    const target = packages[specifier];
    if (target === undefined) throw new Error(`docs/adapters.md imports '${specifier}', which this test does not map`);
    return `from ${JSON.stringify(pathToFileURL(target).href)}`;
  });
}

const examples = runnableExamples(docs);

describe('docs/adapters.md', () => {
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('has runnable examples for every format and the MCP server', () => {
    expect(examples.map((example) => example.heading)).toEqual([
      'Choosing the tools: `selectTools`',
      'JSON Schema: `toJSONSchema`',
      "ToolTalk's documentation shape: `toolTalkDocumentation`",
      'OpenAI: `toOpenAITools`, `toOpenAIResponsesTools`',
      'Anthropic: `toAnthropicTools`',
      'Vercel AI SDK: `toAISDKTools` (`toolworld/ai-sdk`)',
      'The MCP server (`toolworld/mcp`, `npx toolworld mcp`)',
    ]);
  });

  it.each(examples.map((example, index) => [example.heading, index, example] as const))(
    'runs the example of "%s"',
    async (_heading, index, example) => {
      mkdirSync(scratch, { recursive: true });
      const file = `${scratch}example-${index}.ts`;
      writeFileSync(file, pointImportsAtSources(example.code));
      await import(/* @vite-ignore */ pathToFileURL(file).href);
    },
  );
});
