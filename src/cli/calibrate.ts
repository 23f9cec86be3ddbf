/**
 * `toolworld calibrate [--model M] [--json] [--mistakes] [PAIRS...]`: how the free-text judge does on
 * labelled pairs, per kind, on the tuning part and on the held-out part (which the rules were never
 * tuned on), and which similarity threshold suits a model for the pairs the rules leave uncertain.
 */
import { parseArgs } from 'node:util';
import { getDefaultEmbedder, REFERENCE_THRESHOLD, semanticMatch } from '../matchers/semantic.js';
import { createCachedEmbedder } from '../semantic/cache.js';
import {
  bundledPairsPath,
  loadLabelledPairs,
  reportByKind,
  SOFT_KINDS,
  STRICT_KINDS,
  type KindReport,
  type LabelledPair,
} from '../semantic/calibration.js';
import { createTransformersEmbedder, effectiveThreshold } from '../semantic/embedder.js';
import { fixed, formatTable } from './io.js';

const help = `Usage: toolworld calibrate [options] [PAIRS...]

Judges labelled text pairs (JSON arrays of { a, b, label, kind }; default: the bundled tuning part
and both held-out parts, fixtures/semantic-pairs-{heldout-6,heldout-5,heldout-4,tuning,tuning-2,heldout,heldout-2,heldout-3}.json) and prints accuracy
per kind and per field, the
near misses accepted in the fact kinds (${STRICT_KINDS.join(', ')}) and in ${SOFT_KINDS.join(' and ')}.

Options:
  --model M     settle uncertain pairs with this transformers.js model's similarity (a folder or hub id)
  --mistakes    list the pairs judged wrong (never done for the held-out part unless asked)
  --json        print the results as JSON
  -h, --help    show this help`;

type IO = { stdout: (s: string) => void; stderr: (s: string) => void };

interface Judged extends LabelledPair {
  readonly pass: boolean;
  readonly score: number;
  readonly reasons: readonly string[];
}

/** Runs the command; returns the process exit code. */
export async function runCalibrate(argv: string[], io: IO): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      model: { type: 'string' },
      mistakes: { type: 'boolean', default: false },
      json: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    io.stdout(help);
    return 0;
  }
  const files = positionals.length > 0
    ? positionals.map((file) => ({ name: file, file }))
    : [
        { name: 'held-out-6', file: bundledPairsPath('heldout-6') },
        { name: 'held-out-5 (seen, tuned on)', file: bundledPairsPath('heldout-5') },
        { name: 'held-out-4 (seen, tuned on)', file: bundledPairsPath('heldout-4') },
        { name: 'tuning', file: bundledPairsPath('tuning') },
        { name: 'tuning-2 (tuned on)', file: bundledPairsPath('tuning-2') },
        { name: 'held-out-1 (seen, tuned on)', file: bundledPairsPath('heldout') },
        { name: 'held-out-2 (seen, tuned on)', file: bundledPairsPath('heldout-2') },
        { name: 'held-out-3 (seen, tuned on)', file: bundledPairsPath('heldout-3') },
      ];
  const embedder = values.model === undefined ? getDefaultEmbedder() : createCachedEmbedder(createTransformersEmbedder({ model: values.model }));
  const threshold = effectiveThreshold(REFERENCE_THRESHOLD, embedder.calibration);
  const parts = [];
  for (const { name, file } of files) {
    const pairs = loadLabelledPairs(file);
    const started = performance.now();
    const judged: Judged[] = await Promise.all(
      pairs.map(async (pair) => {
        const result = await semanticMatch(pair.a, pair.b, { embedder });
        return { ...pair, pass: result.pass, score: result.score, reasons: result.reasons ?? [] };
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const report = reportByKind(judged);
    const fields = reportByKind(judged.map((p) => ({ ...p, kind: p.field ?? 'unspecified' }))).kinds.map(({ kind, pairs, correct }) => ({ field: kind, pairs, correct }));
    const accepted = (kinds: readonly string[]) => judged.filter((p) => !p.label && p.pass && kinds.includes(p.kind));
    const soft = judged.filter((p) => SOFT_KINDS.includes(p.kind));
    parts.push({
      name,
      file,
      count: pairs.length,
      seconds,
      accuracy: report.accuracy,
      kinds: report.kinds,
      fields,
      strictAccepted: accepted(STRICT_KINDS).length,
      softAccepted: accepted(SOFT_KINDS).length,
      softPairs: soft.length,
      mistakes: judged.filter((p) => p.pass !== p.label),
    });
  }
  if (values.json) {
    io.stdout(JSON.stringify({ model: embedder.id, threshold, parts: parts.map(({ mistakes, ...part }) => ({ ...part, ...(values.mistakes && { mistakes }) })) }, null, 2));
    return 0;
  }
  io.stdout(`model ${embedder.id}; uncertain pairs pass at similarity >= ${fixed(threshold)} (ToolTalk's ${REFERENCE_THRESHOLD})`);
  for (const part of parts) {
    io.stdout('');
    io.stdout(
      `${part.name}: ${part.count} pairs from ${part.file}; accuracy ${percent(part.accuracy)}; ` +
        `fact near misses accepted: ${part.strictAccepted}; object/partial accepted: ${part.softAccepted}/${part.softPairs}; ${fixed(part.seconds, 2)} s`,
    );
    io.stdout(formatTable(['kind', 'same meaning', 'pairs', 'correct', 'accuracy'], part.kinds.map(kindRow)));
    io.stdout(`per field: ${part.fields.map((f) => `${f.field} ${f.correct}/${f.pairs}`).join(', ')}`);
    if (values.mistakes && part.mistakes.length > 0) {
      io.stdout(`mistakes (${part.name}):`);
      io.stdout(formatTable(['kind', 'label', 'score', 'a', 'b', 'reasons'], part.mistakes.map((p) => [p.kind, String(p.label), fixed(p.score), p.a, p.b, p.reasons.join('; ')])));
    }
  }
  return 0;
}

function kindRow(kind: KindReport): (string | number)[] {
  return [kind.kind, kind.label ? 'yes' : 'no', kind.pairs, kind.correct, percent(kind.correct / kind.pairs)];
}

const percent = (value: number) => `${(value * 100).toFixed(1)}%`;
