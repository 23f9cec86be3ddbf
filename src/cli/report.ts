import { parseArgs } from 'node:util';
import { dirname, join } from 'node:path';
import { writeFileAtomically } from '../runs/temporary-files.js';
import { checkWritableFolder } from '../runs/preflight.js';
import { loadRunResults } from '../reports/files.js';
import { renderHtmlReport } from '../reports/html/render.js';
import { UsageError, fixed, type CommandIO } from './io.js';

export const reportUsage = `Usage: toolworld report RESULTS.json [--out FILE]

Renders the HTML report of a run again from its results.json (written by 'toolworld run').

Options:
  --out FILE     Where the HTML goes. Default: report.html next to RESULTS.json.
  --max-failed N Failed turns shown in full (all stay in the JSON). Default: 500.
  -h, --help     Show this help.`;

/** `toolworld report`: returns the exit code. */
export async function runReport(argv: readonly string[], io: CommandIO): Promise<number> {
  const { values, positionals } = parseArgs({
    args: [...argv],
    allowPositionals: true,
    options: {
      out: { type: 'string' },
      'max-failed': { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    io.stdout(reportUsage);
    return 0;
  }
  if (positionals.length !== 1) throw new UsageError(`give exactly one results file (e.g. toolworld-report/results.json), got ${positionals.length}`);
  const maxFailed = values['max-failed'] === undefined ? 500 : Number(values['max-failed']);
  if (!Number.isInteger(maxFailed) || maxFailed < 0) throw new UsageError(`--max-failed takes a whole number >= 0, got '${values['max-failed']}'`);
  const path = positionals[0]!;
  const results = await loadRunResults(path);
  const out = values.out ?? join(dirname(path), 'report.html');
  await checkWritableFolder(dirname(out), '--out (where the report goes)');
  await writeFileAtomically(out, renderHtmlReport(results, { maxFailedTurns: maxFailed }));
  const { summary } = results;
  io.stdout(
    `${results.config.model}: success rate ${fixed(summary.successRate.mean)} over ${summary.conversations} conversations × ${summary.trials} trials; ` +
      `${summary.failedTurns} failed turns.\nWrote ${out}.`,
  );
  return 0;
}
