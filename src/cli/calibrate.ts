/**
 * `toolworld calibrate [--model M] [--no-guard] [--json] [PAIRS]`: how well a model (with and
 * without the fact guard) separates labelled pairs at each threshold, and which threshold to use.
 */
import { parseArgs } from 'node:util';
import { getDefaultEmbedder, REFERENCE_THRESHOLD } from '../matchers/semantic.js';
import { createCachedEmbedder } from '../semantic/cache.js';
import {
  bundledPairsPath,
  loadLabelledPairs,
  metricsAt,
  passes,
  scorePairs,
  suggestThreshold,
  type Metrics,
  type ScoredPair,
} from '../semantic/calibration.js';
import { createTransformersEmbedder, effectiveThreshold } from '../semantic/embedder.js';
import { fixed, formatTable } from './io.js';

const help = `Usage: toolworld calibrate [options] [PAIRS]

Scores labelled text pairs (default: the bundled fixtures/semantic-pairs.json, a JSON array of
{ a, b, label, kind }) and prints precision, recall and accuracy for a range of thresholds, with
and without the fact guard, then suggests a threshold for the model.

Options:
  --model M     a model folder or hub id (default: TOOLWORLD_EMBEDDING_MODEL, else the bundled model)
  --no-guard    judge by the embedding alone
  --json        print the results as JSON
  -h, --help    show this help`;

type IO = { stdout: (s: string) => void; stderr: (s: string) => void };

/** Runs the command; returns the process exit code. */
export async function runCalibrate(argv: string[], io: IO): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      model: { type: 'string' },
      'no-guard': { type: 'boolean', default: false },
      json: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    io.stdout(help);
    return 0;
  }
  const file = positionals[0] ?? bundledPairsPath();
  const pairs = loadLabelledPairs(file);
  const embedder = values.model === undefined ? getDefaultEmbedder() : createCachedEmbedder(createTransformersEmbedder({ model: values.model }));
  const started = performance.now();
  const scored = await scorePairs(pairs, embedder);
  const seconds = (performance.now() - started) / 1000;

  const guardModes = values['no-guard'] ? [false] : [false, true];
  const thresholds = Array.from({ length: 25 }, (_, i) => Math.round((0.5 + i * 0.02) * 100) / 100);
  const table = guardModes.map((guard) => ({ guard, rows: thresholds.map((t) => metricsAt(scored, t, guard)) }));
  const useGuard = !values['no-guard'];
  const suggested = suggestThreshold(scored, useGuard);
  const configured = [REFERENCE_THRESHOLD, 0.8].map((reference) => ({
    reference,
    ...metricsAt(scored, effectiveThreshold(reference, embedder.calibration), useGuard),
  }));
  const mistakes = scored.filter((pair) => passes(pair, suggested.threshold, useGuard) !== pair.label);

  if (values.json) {
    io.stdout(
      JSON.stringify(
        {
          model: embedder.id,
          pairs: file,
          count: scored.length,
          calibration: embedder.calibration ?? null,
          table,
          suggested,
          configured,
          mistakes: mistakes.map(({ a, b, label, kind, score, guard }) => ({ a, b, label, kind, score, contradictions: guard.contradictions })),
        },
        null,
        2,
      ),
    );
    return 0;
  }

  io.stdout(`model ${embedder.id}; ${scored.length} pairs from ${file}; embedded in ${seconds.toFixed(2)} s`);
  io.stdout('');
  io.stdout(renderTable(table));
  io.stdout('');
  const guardNote = useGuard ? 'with the guard' : 'without the guard';
  io.stdout(`suggested threshold ${guardNote}: ${fixed(suggested.threshold)} (accuracy ${percent(suggested.accuracy)}, precision ${percent(suggested.precision)}, recall ${percent(suggested.recall)}, name/place/number near misses passed: ${suggested.strictPassed})`);
  for (const row of configured) {
    io.stdout(
      `ToolTalk threshold ${row.reference} -> ${fixed(row.threshold)} on this model${embedder.calibration === undefined ? ' (no calibration: used as is)' : ''}: ` +
        `accuracy ${percent(row.accuracy)}, precision ${percent(row.precision)}, recall ${percent(row.recall)}`,
    );
  }
  if (embedder.calibration === undefined || Math.abs(embedder.calibration.threshold - suggested.threshold) > 0.005) {
    io.stdout(`to use it: put "toolworld": { "calibration": { "reference": 0.9, "threshold": ${fixed(suggested.threshold)} } } in the model's config.json,`);
    io.stdout('or pass calibration to createTransformersEmbedder');
  }
  if (mistakes.length > 0) {
    io.stdout('');
    io.stdout(`mistakes at ${fixed(suggested.threshold)} ${guardNote}:`);
    io.stdout(formatTable(['kind', 'label', 'score', 'guard', 'a', 'b'], mistakes.map(mistakeRow)));
  }
  return 0;
}

function renderTable(table: readonly { guard: boolean; rows: readonly Metrics[] }[]): string {
  const header = ['threshold'];
  for (const { guard } of table) {
    const tag = guard ? '+guard' : 'plain';
    header.push(`${tag} precision`, `${tag} recall`, `${tag} accuracy`, `${tag} strict passed`);
  }
  const rows = table[0]!.rows.map((_, i) => {
    const row: (string | number)[] = [fixed(table[0]!.rows[i]!.threshold, 2)];
    for (const { rows: metrics } of table) {
      const m = metrics[i]!;
      row.push(percent(m.precision), percent(m.recall), percent(m.accuracy), m.strictPassed);
    }
    return row;
  });
  return formatTable(header, rows);
}

function mistakeRow(pair: ScoredPair): string[] {
  const guard = pair.guard.pass ? 'ok' : pair.guard.contradictions.map((c) => `${c.kind}:${c.expected}`).join(',');
  return [pair.kind, String(pair.label), fixed(pair.score), guard, pair.a, pair.b];
}

const percent = (value: number) => `${(value * 100).toFixed(1)}%`;
