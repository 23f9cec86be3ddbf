// A small benchmark harness: warm up, pick an iteration count that makes one batch long enough to
// time reliably, run several timed batches, and report the median with its spread. Kept in plain
// JavaScript so the bench runs the built package exactly as users get it.

const nanosecondsPerSecond = 1e9;

/** Reads a monotonic clock in nanoseconds, as a Number (enough precision for batches under hours). */
function nowNanoseconds() {
  return Number(process.hrtime.bigint());
}

function median(sorted) {
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * Times `operation` and returns nanoseconds per iteration: `{ median, min, max, spread, iterations,
 * batches }`, where `spread` is (max - min) / median over the batches, so a noisy machine shows.
 *
 * `operation` may be async; it is then awaited each iteration (the await is part of the cost, as it
 * is for a caller). `setup` runs before each batch, outside the timing, and its result is passed to
 * `operation`; `teardown` runs after each batch, also untimed.
 *
 * Options: `batchMilliseconds` (target length of one batch, default 25), `batches` (default 9),
 * `warmupMilliseconds` (default 100), `maxIterations` (cap per batch, e.g. when each iteration
 * grows a structure), `operationsPerIteration` (divide the per-iteration time by this).
 */
export async function measure(operation, options = {}) {
  const batchNanoseconds = (options.batchMilliseconds ?? 25) * 1e6;
  const batchCount = options.batches ?? 9;
  const warmupNanoseconds = (options.warmupMilliseconds ?? 100) * 1e6;
  const maxIterations = options.maxIterations ?? Number.MAX_SAFE_INTEGER;
  const perIteration = options.operationsPerIteration ?? 1;
  const setup = options.setup ?? (() => undefined);
  const teardown = options.teardown ?? (() => undefined);

  const runBatch = async (iterations) => {
    const context = await setup();
    let elapsed;
    const probe = operation(context);
    if (probe instanceof Promise) {
      // Async operations: awaited one by one, as a caller would.
      await probe;
      const started = nowNanoseconds();
      for (let index = 0; index < iterations; index++) await operation(context);
      elapsed = nowNanoseconds() - started;
    } else {
      const started = nowNanoseconds();
      for (let index = 0; index < iterations; index++) operation(context);
      elapsed = nowNanoseconds() - started;
    }
    await teardown(context);
    return elapsed;
  };

  // Warm-up doubles as calibration: grow the batch until it is long enough to time.
  let iterations = 1;
  const warmupStarted = nowNanoseconds();
  for (;;) {
    const elapsed = await runBatch(iterations);
    const warmedUp = nowNanoseconds() - warmupStarted >= warmupNanoseconds;
    if ((elapsed >= batchNanoseconds || iterations >= maxIterations) && warmedUp) break;
    if (elapsed < batchNanoseconds && iterations < maxIterations) {
      const scale = elapsed <= 0 ? 10 : Math.min(10, Math.max(2, batchNanoseconds / elapsed));
      iterations = Math.min(maxIterations, Math.ceil(iterations * scale));
    }
  }

  const samples = [];
  for (let batch = 0; batch < batchCount; batch++) {
    samples.push((await runBatch(iterations)) / iterations / perIteration);
  }
  samples.sort((left, right) => left - right);
  const middle = median(samples);
  return {
    median: middle,
    min: samples[0],
    max: samples.at(-1),
    spread: middle === 0 ? 0 : (samples.at(-1) - samples[0]) / middle,
    iterations,
    batches: batchCount,
  };
}

/**
 * Times several synchronous operations in alternating batches, so that whatever else the machine is
 * doing slows them alike; for comparisons such as the same operation on worlds of different sizes.
 * Takes `{ name: operation }` and returns `{ name: result }` with the fields of `measure`.
 */
export function measureInterleaved(operations, options = {}) {
  const batchNanoseconds = (options.batchMilliseconds ?? 10) * 1e6;
  const rounds = options.rounds ?? 25;
  const names = Object.keys(operations);
  const iterations = {};
  for (const name of names) {
    const operation = operations[name];
    let count = 1;
    for (;;) {
      const started = nowNanoseconds();
      for (let index = 0; index < count; index++) operation();
      const elapsed = nowNanoseconds() - started;
      if (elapsed >= batchNanoseconds) break;
      count = Math.ceil(count * Math.min(10, Math.max(2, batchNanoseconds / Math.max(elapsed, 1))));
    }
    iterations[name] = count;
  }
  const samples = Object.fromEntries(names.map((name) => [name, []]));
  for (let round = 0; round < rounds; round++) {
    for (const name of names) {
      const operation = operations[name];
      const count = iterations[name];
      const started = nowNanoseconds();
      for (let index = 0; index < count; index++) operation();
      samples[name].push((nowNanoseconds() - started) / count);
    }
  }
  return Object.fromEntries(
    names.map((name) => {
      const sorted = samples[name].sort((left, right) => left - right);
      const middle = median(sorted);
      return [
        name,
        { median: middle, min: sorted[0], max: sorted.at(-1), spread: middle === 0 ? 0 : (sorted.at(-1) - sorted[0]) / middle, iterations: iterations[name], batches: rounds },
      ];
    }),
  );
}

/** Operations per second from nanoseconds per operation. */
export function perSecond(nanoseconds) {
  return nanoseconds === 0 ? Infinity : nanosecondsPerSecond / nanoseconds;
}

/** Rounds to `digits` significant digits, for readable figures that keep their magnitude. */
export function significant(value, digits = 3) {
  if (!Number.isFinite(value) || value === 0) return value;
  return Number(value.toPrecision(digits));
}

/**
 * Collects named figures, each `{ value, unit }` with an optional `note` and `spread`, in the order
 * they were recorded.
 */
export function createFigures() {
  const figures = {};
  return {
    figures,
    record(name, value, unit, extra = {}) {
      figures[name] = { value: significant(value), unit, ...extra };
    },
  };
}

/** Renders figures as an aligned text table: name, value with unit, spread, note. */
export function formatFigureTable(figures) {
  const rows = Object.entries(figures).map(([name, figure]) => [
    name,
    `${formatNumber(figure.value)} ${figure.unit}`,
    figure.spread === undefined ? '' : `±${(figure.spread * 50).toFixed(0)}%`,
    figure.note ?? '',
  ]);
  const header = ['figure', 'value', 'spread', 'note'];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
  const line = (cells) => cells.map((cell, column) => cell.padEnd(widths[column])).join('  ').trimEnd();
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}

function formatNumber(value) {
  if (typeof value !== 'number') return String(value);
  if (!Number.isFinite(value)) return String(value);
  return value.toLocaleString('en-US', { maximumFractionDigits: 3 });
}
