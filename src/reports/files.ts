import { mkdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ToolworldError } from '../world/errors.js';
import { removeStaleTemporaryFiles, temporaryPathFor } from '../runs/temporary-files.js';
import { renderHtmlReport, type HtmlReportOptions } from './html/render.js';
import type { RunResults } from './results.js';

async function removeIfPresent(path: string): Promise<void> {
  try {
    await unlink(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

/**
 * Writes `results.json` and `report.html` into `outDir` (created if needed) and returns their paths.
 *
 * The two are written so that a reader never sees a mismatched pair, even when the process is
 * killed midway: both are written in full to temporaries first, then the old `report.html` is
 * removed, then each temporary is renamed into place (`results.json` first). A kill leaves the old
 * pair, or a `results.json` alone (old or new, rendered again with `toolworld report`), or the new
 * pair. Temporaries that killed runs left in `outDir` are removed first.
 *
 * @example
 * const { json, html } = await writeRunReports('toolworld-report', results);
 */
export async function writeRunReports(outDir: string, results: RunResults, options: HtmlReportOptions = {}): Promise<{ json: string; html: string }> {
  const json = join(outDir, 'results.json');
  const html = join(outDir, 'report.html');
  await mkdir(outDir, { recursive: true });
  await removeStaleTemporaryFiles(outDir);
  const jsonTemporary = temporaryPathFor(json);
  const htmlTemporary = temporaryPathFor(html);
  try {
    await writeFile(jsonTemporary, `${JSON.stringify(results, null, 2)}\n`);
    await writeFile(htmlTemporary, renderHtmlReport(results, options));
    await removeIfPresent(html);
    await rename(jsonTemporary, json);
    await rename(htmlTemporary, html);
  } catch (error) {
    await Promise.all([jsonTemporary, htmlTemporary].map((path) => unlink(path).catch(() => {})));
    throw new ToolworldError('unwritable-path', `${outDir}: cannot write the results: ${(error as Error).message}`, { file: outDir, cause: error });
  }
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
