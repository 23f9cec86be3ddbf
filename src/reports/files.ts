import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { ToolworldError } from '../world/errors.js';
import { renderHtmlReport, type HtmlReportOptions } from './html/render.js';
import type { RunResults } from './results.js';

async function writeAtomically(path: string, text: string): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  const temporary = `${path}.${process.pid}.tmp`;
  await writeFile(temporary, text);
  await rename(temporary, path);
}

/**
 * Writes `results.json` and `report.html` into `outDir` (created if needed) and returns their paths.
 *
 * @example
 * const { json, html } = await writeRunReports('toolworld-report', results);
 */
export async function writeRunReports(outDir: string, results: RunResults, options: HtmlReportOptions = {}): Promise<{ json: string; html: string }> {
  const json = join(outDir, 'results.json');
  const html = join(outDir, 'report.html');
  await writeAtomically(json, `${JSON.stringify(results, null, 2)}\n`);
  await writeAtomically(html, renderHtmlReport(results, options));
  return { json, html };
}

/**
 * Reads a run's `results.json`, checking that it is one (format and version), so that a report is
 * never rendered from some other JSON file.
 *
 * @example
 * const results = await loadRunResults('toolworld-report/results.json');
 */
export async function loadRunResults(path: string): Promise<RunResults> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    throw new ToolworldError('unreadable-file', `${path}: cannot read the file (${(error as Error).message})`, { file: path, cause: error });
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new ToolworldError('invalid-data', `${path}: not valid JSON (${(error as Error).message})`, { file: path, jsonPath: '$', cause: error });
  }
  const candidate = value as Partial<RunResults> | null;
  if (typeof candidate !== 'object' || candidate === null || candidate.format !== 'toolworld-run-results') {
    throw new ToolworldError('invalid-data', `${path}: not a toolworld results file (expected "format": "toolworld-run-results"; write one with 'toolworld run')`, { file: path, jsonPath: '$.format' });
  }
  if (candidate.version !== 1) {
    throw new ToolworldError('invalid-data', `${path}: results format version ${String(candidate.version)} is not supported (this toolworld reads version 1)`, { file: path, jsonPath: '$.version' });
  }
  if (typeof candidate.summary !== 'object' || !Array.isArray(candidate.conversations) || typeof candidate.config !== 'object') {
    throw new ToolworldError('invalid-data', `${path}: the results file is incomplete (config, summary and conversations are required)`, { file: path });
  }
  return candidate as RunResults;
}
