/**
 * `toolworld replay --suite api-bank`: replays API-Bank's recorded calls (or scores a file of
 * predictions in API-Bank's own JSON Lines format) and prints the figures.
 */
import { parseArgs } from 'node:util';
import type { CommandIO } from '../../cli/io.js';
import { UsageError, fixed, formatTable } from '../../cli/io.js';
import { API_BANK_CATEGORIES } from './categories.js';
import { parseJson, readText } from './data/read-json.js';
import { replayApiBank, type ApiBankReplayResult } from './replay.js';
import { scoreResponses, type ResponseScores } from './responses.js';

export const apiBankReplayUsage = `Usage: toolworld replay --suite api-bank --data DIR --level 1|2|3 [options]

Replays API-Bank's recorded API calls through toolworld and scores them with API-Bank's checkers
(with --predictions: scores a model's predictions instead).

Options:
  --data DIR           API-Bank's data folder (test-data/, lv1-lv2-samples/, init_database/).
  --level N            1 (Call), 2 (Retrieve+Call) or 3 (Plan+Retrieve+Call).
  --mode MODE          compat (API-Bank's verdicts, bugs included; default) or fixed (what a user expects).
  --databases DIR      Another init_database folder. Default: DIR/init_database.
  --searcher WHERE     ToolSearcher answers: recorded (the test data's) or model (the local embedding
                       model). Default: recorded in compat mode, model in fixed mode.
  --predictions FILE   JSON Lines of predictions: {"file", "id", "pred"} (levels 1-2, API-Bank's format),
                       {"sample_id", "api_id", "pred"} (level-3 calls), {"sample_id", "answer": true, "pred"}
                       (level-3 final answers). Answers are scored with ROUGE-L.
  --json               Print one JSON object.
  -h, --help           Show this help.`;

/** Reads a predictions file into `file#id` / `sample/api` / `sample/answer` keys. */
export function loadPredictions(file: string): Map<string, string> {
  const predictions = new Map<string, string>();
  readText(file)
    .split('\n')
    .forEach((line, index) => {
      if (line.trim() === '') return;
      const row = parseJson(line, file, index + 1) as Record<string, unknown>;
      const where = `${file}:${index + 1}`;
      if (row === null || typeof row !== 'object' || typeof row.pred !== 'string') throw new UsageError(`${where}: each line needs a string "pred"`);
      if (typeof row.file === 'string' && Number.isInteger(row.id)) predictions.set(`${row.file}#${row.id}`, row.pred);
      else if (Number.isInteger(row.sample_id) && row.answer === true) predictions.set(`${row.sample_id}/answer`, row.pred);
      else if (Number.isInteger(row.sample_id) && Number.isInteger(row.api_id)) predictions.set(`${row.sample_id}/${row.api_id}`, row.pred);
      else throw new UsageError(`${where}: expected {"file", "id", "pred"} or {"sample_id", "api_id", "pred"}`);
    });
  return predictions;
}

/** The command; returns the exit code. */
/** `--level`: API-Bank's 1, 2 or 3. */
export function levelOption(text: string | undefined): 1 | 2 | 3 {
  const level = Number(text);
  if (level !== 1 && level !== 2 && level !== 3) throw new UsageError(`--level takes 1, 2 or 3, got '${text ?? ''}'`);
  return level;
}

/** `--mode`: `compat` (the original verdicts) or `fixed`. */
export function modeOption(text: string | undefined): 'compat' | 'fixed' {
  if (text !== 'compat' && text !== 'fixed') throw new UsageError(`--mode takes compat or fixed, got '${text ?? ''}'`);
  return text;
}

export async function runApiBankReplay(argv: readonly string[], io: CommandIO): Promise<number> {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      suite: { type: 'string' },
      data: { type: 'string' },
      level: { type: 'string' },
      mode: { type: 'string', default: 'compat' },
      databases: { type: 'string' },
      searcher: { type: 'string' },
      predictions: { type: 'string' },
      json: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    io.stdout(apiBankReplayUsage);
    return 0;
  }
  if (values.data === undefined) throw new UsageError("--data DIR is required: API-Bank's data folder (test-data/, lv1-lv2-samples/, init_database/)");
  const level = levelOption(values.level);
  const mode = modeOption(values.mode);
  const searcher = values.searcher;
  if (searcher !== undefined && searcher !== 'recorded' && searcher !== 'model') throw new UsageError(`--searcher takes recorded or model, got '${searcher}'`);
  const predictions = values.predictions === undefined ? undefined : loadPredictions(values.predictions);

  const started = performance.now();
  const result = await replayApiBank({
    data: values.data,
    level,
    mode,
    ...(values.databases !== undefined && { databases: values.databases }),
    ...(searcher !== undefined && { searcher }),
    ...(predictions !== undefined && { predictions }),
  });
  const responses = predictions === undefined ? undefined : scoreResponses(values.data, level, predictions);
  const elapsedMs = performance.now() - started;
  if (values.json) {
    io.stdout(JSON.stringify({ ...result, ...(responses !== undefined && { responses }), elapsedMs }));
    return 0;
  }
  io.stdout(formatReport(result, responses, elapsedMs));
  return 0;
}

function formatReport(result: ApiBankReplayResult, responses: ResponseScores | undefined, elapsedMs: number): string {
  const rows = API_BANK_CATEGORIES.filter((category) => result.categories[category] > 0).map((category) => [category, result.categories[category]]);
  const lines = [
    `API-Bank level ${result.level}, ${result.mode} mode: ${result.correct} of ${result.items} API calls correct (${fixed(result.accuracy * 100, 2)} %).`,
  ];
  if (result.samples !== undefined) lines.push(`Samples with every call correct: ${result.samplesCorrect} of ${result.samples}.`);
  if (result.toolSearcher.items > 0) lines.push(`ToolSearcher calls: ${result.toolSearcher.correct} of ${result.toolSearcher.items} correct.`);
  if (responses !== undefined) lines.push(`Answers: mean ROUGE-L ${fixed(responses.rougeL, 4)} over ${responses.items} items (${responses.answered} answered).`);
  if (rows.length > 0) lines.push('', formatTable(['why wrong', 'items'], rows));
  lines.push('', `Replayed and scored in ${elapsedMs.toFixed(0)} ms.`);
  return lines.join('\n');
}
