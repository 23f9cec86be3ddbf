import type { RunProgress } from './run.js';

export interface ProgressWriter {
  /** Writes one line (the writer adds the line break). */
  readonly write: (line: string) => void;
  /** A terminal redraws one bar in place; elsewhere (pipes, CI logs) each result is a plain line. */
  readonly interactive: boolean;
  /** Bar width in characters. Default 30. */
  readonly width?: number;
}

function outcome(progress: RunProgress): string {
  const { result } = progress;
  if (result.evaluation === null) return `error: ${result.error ?? 'unknown'}`;
  const { metrics } = result.evaluation;
  const turnErrors = result.evaluation.turns.filter((turn) => turn.error !== undefined).length;
  return (
    `${metrics.success ? 'success' : 'failure'} (precision ${metrics.precision.toFixed(3)}, recall ${metrics.recall.toFixed(3)}` +
    `${metrics.bad_actions > 0 ? `, ${metrics.bad_actions} bad actions` : ''}${turnErrors > 0 ? `, ${turnErrors} turn errors` : ''})`
  );
}

/**
 * Reports a run's progress: a bar redrawn in place on a terminal (cursor up, clear line), or one
 * plain line per finished conversation elsewhere, so that logs stay readable.
 *
 * @example
 * const progress = createProgressReporter({ write: (line) => io.stderr(line), interactive: io.interactive === true });
 * await runModel(conversations, { createAgent, onProgress: progress });
 */
export function createProgressReporter(writer: ProgressWriter): (progress: RunProgress) => void {
  const width = writer.width ?? 30;
  let drawn = false;
  let successes = 0;
  return (progress) => {
    if (progress.result.evaluation?.metrics.success) successes++;
    const trial = `trial ${progress.trial + 1}`;
    if (!writer.interactive) {
      writer.write(`[${progress.done}/${progress.total}] ${progress.name} (${trial}): ${outcome(progress)}`);
      return;
    }
    const filled = Math.round((progress.done / progress.total) * width);
    const percent = Math.floor((progress.done / progress.total) * 100);
    const bar = `[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${progress.done}/${progress.total} ${percent}%` +
      ` | ${successes} succeeded | ${progress.name} (${trial})`;
    writer.write(`${drawn ? '\x1b[1A\x1b[2K' : ''}${bar}`);
    drawn = true;
  };
}
