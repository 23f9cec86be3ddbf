/** `toolworld run --suite api-bank`: asks a model every item of a level and scores its answers. */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { createOpenAIChatModel } from '../../agents/openai/client.js';
import type { ChatModel } from '../../agents/chat.js';
import { UsageError, fixed, type CommandIO } from '../../cli/io.js';
import { runApiBankModel } from './run-model.js';
import { levelOption, modeOption } from './cli.js';

export const apiBankRunUsage = `Usage: toolworld run --suite api-bank --data DIR --level 1|2|3 --model NAME [options]

Asks a model every item of an API-Bank level in the paper's text format (API-Request: [...]) and
scores its calls with API-Bank's checkers and its replies with ROUGE-L.

Options:
  --data DIR            API-Bank's data folder.
  --level N             1, 2 or 3.
  --model NAME          The model name the server knows.
  --base-url URL        OpenAI-compatible server. Default: OpenAI.
  --api-key-env VAR     Environment variable holding the API key. Default: OPENAI_API_KEY.
  --mode MODE           compat (default) or fixed.
  --limit N             Ask only the first N call items and N reply items.
  --temperature T       Sampling temperature.
  --agent KIND          text (default): the paper's API-Request format; tools: function calling.
  --predictions FILE    Also write the answers as JSON Lines (re-score with 'toolworld replay --predictions').
  --json                Print one JSON object.
  -h, --help            Show this help.`;

/** The command; `chat` replaces the OpenAI client in tests. */
export async function runApiBankRun(
  argv: readonly string[],
  io: CommandIO,
  dependencies: { env?: Readonly<Record<string, string | undefined>>; chat?: ChatModel } = {},
): Promise<number> {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      suite: { type: 'string' },
      data: { type: 'string' },
      level: { type: 'string' },
      model: { type: 'string' },
      'base-url': { type: 'string' },
      'api-key-env': { type: 'string' },
      mode: { type: 'string', default: 'compat' },
      limit: { type: 'string' },
      temperature: { type: 'string' },
      agent: { type: 'string', default: 'text' },
      predictions: { type: 'string' },
      json: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    io.stdout(apiBankRunUsage);
    return 0;
  }
  if (values.data === undefined) throw new UsageError("--data DIR is required: API-Bank's data folder");
  const level = levelOption(values.level);
  if (values.model === undefined) throw new UsageError('--model NAME is required');
  const mode = modeOption(values.mode);
  const limit = values.limit === undefined ? undefined : Number(values.limit);
  if (limit !== undefined && (!Number.isInteger(limit) || limit < 1)) throw new UsageError(`--limit takes a whole number >= 1, got '${values.limit}'`);
  const temperature = values.temperature === undefined ? undefined : Number(values.temperature);
  if (temperature !== undefined && !Number.isFinite(temperature)) throw new UsageError(`--temperature takes a number, got '${values.temperature}'`);

  const format = values.agent === 'tools' ? 'tools' : values.agent === 'text' ? 'text' : undefined;
  if (format === undefined) throw new UsageError(`--agent takes text or tools, got '${values.agent}'`);
  let chat = dependencies.chat;
  if (chat === undefined) {
    const env = dependencies.env ?? process.env;
    const variable = values['api-key-env'] ?? 'OPENAI_API_KEY';
    const key = env[variable];
    if ((key === undefined || key === '') && values['base-url'] === undefined) throw new UsageError(`set ${variable}, or give --base-url for a local server`);
    chat = createOpenAIChatModel({ apiKey: key || 'not-needed', ...(values['base-url'] !== undefined && { baseURL: values['base-url'] }) });
  }
  const run = await runApiBankModel({
    data: values.data,
    level,
    mode,
    chat,
    model: values.model,
    format,
    ...(limit !== undefined && { limit }),
    ...(temperature !== undefined && { temperature }),
  });
  if (values.predictions !== undefined) writeFileSync(values.predictions, run.predictions.map((row) => JSON.stringify(row)).join('\n') + '\n');
  const { calls, responses } = run;
  if (values.json) {
    io.stdout(JSON.stringify({ ...calls, responses }));
    return 0;
  }
  const lines = [
    `API-Bank level ${level} (${mode}), ${values.model}: ${calls.correct} of ${calls.items} API calls correct (${fixed(calls.accuracy * 100, 2)} %); ` +
      `replies: ROUGE-L ${fixed(responses.rougeL, 4)} over ${responses.items}.`,
  ];
  if (calls.samples !== undefined) lines.push(`Samples with every call correct: ${calls.samplesCorrect} of ${calls.samples}.`);
  const wrong = Object.entries(calls.categories).filter(([, count]) => count > 0);
  if (wrong.length > 0) lines.push(`Why calls were wrong: ${wrong.map(([category, count]) => `${category} ${count}`).join(', ')}.`);
  io.stdout(lines.join('\n'));
  return 0;
}
