#!/usr/bin/env node
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ToolworldError } from '../world/errors.js';
import { UsageError, type CommandIO } from './io.js';

const usage = `Usage: toolworld <command> [options]

Commands:
  replay      Replay conversations with an agent and score them (default: the bundled ones, oracle).
  run         Run a model (any OpenAI-compatible server) over conversations; write JSON and HTML reports.
  report      Re-render the HTML report of a run from its results JSON.
  mcp         Serve a world's tools over MCP (stdio).
  serve       Serve StableToolBench's virtual API (POST /virtual) from its cache and simulators.
  toolbench-eval  Score StableToolBench answers: SoPR, SoWR or FAC, with a judge model.
  calibrate   Measure the semantic matcher on labelled text pairs and suggest a threshold.

Run 'toolworld <command> --help' for a command's options.`;

type Command = (argv: readonly string[], io: CommandIO) => Promise<number>;

const commands: Record<string, () => Promise<Command>> = {
  // Each command is imported when it runs: a replay never loads the model client, MCP or reports.
  replay: async () => (await import('./replay.js')).runReplay,
  run: async () => (await import('./run.js')).runRun,
  report: async () => (await import('./report.js')).runReport,
  mcp: async () => (await import('./mcp.js')).runMcp,
  serve: async () => (await import('./serve.js')).runServe,
  'toolbench-eval': async () => (await import('../suites/toolbench/eval-command.js')).runToolBenchEval,
  calibrate: async () => {
    const { runCalibrate } = await import('./calibrate.js');
    return (argv, io) => runCalibrate([...argv], io);
  },
};

/** Runs the CLI and returns the exit code; errors a user can fix print one clear line. */
export async function main(argv: readonly string[], io: CommandIO): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    io.stdout(usage);
    return name === undefined ? 2 : 0;
  }
  const load = Object.hasOwn(commands, name) ? commands[name] : undefined;
  if (load === undefined) {
    io.stderr(`toolworld: unknown command '${name}'\n\n${usage}`);
    return 2;
  }
  try {
    return await (await load())(rest, io);
  } catch (error) {
    if (error instanceof UsageError || (error instanceof TypeError && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS'))) {
      io.stderr(`toolworld ${name}: ${error.message}`);
      return 2;
    }
    if (error instanceof ToolworldError) {
      io.stderr(`toolworld ${name}: ${error.message}`);
      return 1;
    }
    throw error;
  }
}

/** True when this file is the program (run through a bin link such as npx's, or directly). */
function invokedDirectly(): boolean {
  const script = process.argv[1];
  if (script === undefined) return false;
  try {
    return realpathSync(script) === fileURLToPath(import.meta.url);
  } catch {
    return false;
  }
}

if (invokedDirectly()) {
  const io: CommandIO = {
    stdout: (text) => process.stdout.write(`${text}\n`),
    stderr: (text) => process.stderr.write(`${text}\n`),
    interactive: process.stdout.isTTY === true && process.env.CI === undefined,
  };
  main(process.argv.slice(2), io).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      process.stderr.write(`toolworld: internal error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
      process.exitCode = 70;
    },
  );
}
