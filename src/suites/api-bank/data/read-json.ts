import { readFileSync } from 'node:fs';
import type { z } from 'zod';
import { ToolworldError, formatJsonPath } from '../../../world/errors.js';

/** Reads a file as text, or fails saying which file could not be read. */
export function readText(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch (cause) {
    throw new ToolworldError('unreadable-file', `cannot read ${file}: ${(cause as Error).message}`, { file, cause });
  }
}

/** Parses JSON text, failing with the file (and line, for JSON Lines) on a syntax error. */
export function parseJson(text: string, file: string, line?: number): unknown {
  try {
    return JSON.parse(text);
  } catch (cause) {
    const where = line === undefined ? file : `${file}:${line}`;
    throw new ToolworldError('invalid-data', `${where} is not valid JSON: ${(cause as Error).message}`, { file, cause });
  }
}

/** Validates parsed data against a schema; the error names the file and the JSON path of the first problem. */
export function validate<T>(schema: z.ZodType<T>, value: unknown, file: string, prefix: readonly PropertyKey[] = []): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const jsonPath = formatJsonPath([...prefix, ...(issue.path as PropertyKey[])]);
  throw new ToolworldError('invalid-data', `${file} at ${jsonPath}: ${issue.message}`, { file, jsonPath });
}
