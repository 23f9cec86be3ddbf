import { parseArgs } from 'node:util';
import { join } from 'node:path';
import type { LoadedConversation } from '../suites/tooltalk/datasets/load.js';
import { replayConversations } from '../suites/tooltalk/evaluation/replay.js';
import { createOracleAgent } from '../suites/tooltalk/simulation/agent.js';
import { bundledConversationsDir } from '../suites/tooltalk/datasets/bundled.js';
import { packageRoot } from '../suites/tooltalk/world.js';
import { checkConversationsFitDatabases, loadConversationsFrom, loadDatabasesFrom } from '../runs/preflight.js';
import { createDefaultSemanticJudge } from '../matchers/semantic-judge.js';
import { ToolworldError } from '../world/errors.js';
import { UsageError, fixed, formatTable, type CommandIO } from './io.js';

export const replayUsage = `Usage: toolworld replay [--databases DIR] [--agent oracle] [--json] [PATHS...]

Replays conversations (ToolTalk's format: files or folders of .json) with an agent and scores them.
With no PATHS, replays the bundled conversations against the bundled world.

API-Bank: toolworld replay --suite api-bank --help

Options:
  --databases DIR   ToolTalk databases folder (Account.json ... Weather.json). Default: bundled world.
  --agent NAME      The agent: oracle (plays the ground truth). Default: oracle.
  --json            Print one JSON object instead of a table.
  --max-calls N     Calls an agent may make in one turn before it is stopped. Default: 25.
  -h, --help        Show this help.`;

/** `toolworld replay`: returns the exit code (0 when it ran, whatever the scores). */
export async function runReplay(argv: readonly string[], io: CommandIO): Promise<number> {
  const suite = argv.findIndex((arg) => arg === '--suite' || arg === '--suite=api-bank');
  if (suite !== -1 && (argv[suite] === '--suite=api-bank' || argv[suite + 1] === 'api-bank')) {
    return (await import('../suites/api-bank/cli.js')).runApiBankReplay(argv, io);
  }
  const { values, positionals } = parseArgs({
    args: [...argv],
    allowPositionals: true,
    options: {
      databases: { type: 'string' },
      agent: { type: 'string', default: 'oracle' },
      json: { type: 'boolean', default: false },
      'max-calls': { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    io.stdout(replayUsage);
    return 0;
  }
  if (values.agent !== 'oracle') throw new UsageError(`unknown agent '${values.agent}'; agents: oracle (use 'toolworld run' for models)`);
  const maxCalls = values['max-calls'] === undefined ? 25 : Number(values['max-calls']);
  if (!Number.isInteger(maxCalls) || maxCalls < 1) throw new UsageError(`--max-calls takes a whole number >= 1, got '${values['max-calls']}'`);

  const paths = positionals.length > 0 ? positionals : [bundledConversationsDir()];
  const conversations: LoadedConversation[] = loadConversationsFrom(paths);
  const databases = values.databases === undefined ? undefined : loadDatabasesFrom(values.databases);
  checkConversationsFitDatabases(conversations, databases);
  const semantic = createDefaultSemanticJudge();

  const result = await replayConversations(conversations, createOracleAgent(), {
    ...(databases && { databases }),
    ids: 'tooltalk',
    messages: databases ? 'tooltalk' : 'toolworld',
    maxCallsPerTurn: maxCalls,
    semantic,
  });
  const rows = result.conversations.map(({ name, evaluation }) => ({ name, metrics: evaluation.metrics, stateMatches: evaluation.stateMatches }));
  if (values.json) {
    // The library's names: ToolTalk's snake_case metrics (as `replayConversations` returns them).
    io.stdout(
      JSON.stringify({
        totals: result.totals,
        errorTypes: result.errorTypes,
        conversations: rows,
        elapsedMs: result.elapsedMs,
      }),
    );
    return 0;
  }
  const table = formatTable(
    ['conversation', 'success', 'precision', 'recall', 'action prec.', 'bad actions', 'soft success', 'state'],
    [
      ...rows.map(({ name, metrics, stateMatches }) => [
        name,
        metrics.success ? 'yes' : 'NO',
        fixed(metrics.precision),
        fixed(metrics.recall),
        fixed(metrics.action_precision),
        fixed(metrics.bad_action_rate),
        fixed(metrics.soft_success),
        stateMatches ? 'same' : 'differs',
      ]),
    ],
  );
  const totals = result.totals;
  io.stdout(
    `${table}\n\n${totals.successes} of ${totals.num_conversations} conversations succeeded` +
      ` (success rate ${fixed(totals.success_rate)}); precision ${fixed(totals.precision)}, recall ${fixed(totals.recall)},` +
      ` action precision ${fixed(totals.action_precision)}, bad action rate ${fixed(totals.bad_action_rate)};` +
      ` states matched in ${fixed(totals.state_match_rate)} of conversations.\n` +
      `Error types: over-trigger ${result.errorTypes['over-trigger']}, bad planning ${result.errorTypes['bad planning']}, bad call ${result.errorTypes['bad call']}.\n` +
      `Simulated and evaluated in ${result.elapsedMs.toFixed(1)} ms.`,
  );
  return 0;
}

export { ToolworldError, join, packageRoot };
