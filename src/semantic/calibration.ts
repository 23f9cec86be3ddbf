/**
 * Measures a model (and the guard) on labelled text pairs: precision, recall and accuracy at each
 * threshold, and the threshold that does best. `toolworld calibrate` prints this.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as z from 'zod';
import { packageRoot } from '../package-root.js';
import { ToolworldError } from '../world/errors.js';
import type { Embedder } from './embedder.js';
import { checkFacts, type GuardResult } from './guard.js';

export const labelledPairSchema = z
  .object({
    a: z.string().describe('The expected text.'),
    b: z.string().describe('The text an agent wrote.'),
    label: z.boolean().describe('Whether b means the same as a.'),
    kind: z.string().describe('What differs: paraphrase, case, punctuation, reorder, person, place, number, time, date, negation, opposite, role, object, partial, ...'),
    field: z.string().optional().describe('The ToolTalk field it stands for: event-name, reminder-task, message, email-subject, email-body, location, description.'),
  })
  .describe('A labelled pair of texts for calibrating the semantic matcher.');

export type LabelledPair = z.infer<typeof labelledPairSchema>;

/** Near misses of these kinds (facts) must never pass. */
export const STRICT_KINDS: readonly string[] = ['person', 'place', 'number', 'time', 'date', 'negation', 'opposite', 'role'];
/** Near misses of these kinds may pass at most 2% of the time. */
export const SOFT_KINDS: readonly string[] = ['object', 'partial'];

/**
 * The bundled labelled sets: `tuning` (rules were tuned on it), `heldout` and `heldout-2` (studied
 * and tuned on in the third round), `heldout-3` (judged once at the end of the third round, tuned
 * on in the fourth) and `tuning-2` (written before the fourth round's changes, judged once, then
 * tuned on). All five have been tuned on; a held-out figure must come from a set written after.
 */
export type BundledPart = 'tuning' | 'tuning-2' | 'tuning-3' | 'tuning-4' | 'heldout' | 'heldout-2' | 'heldout-3' | 'heldout-4' | 'heldout-5' | 'heldout-6' | 'heldout-7' | 'heldout-8' | 'heldout-9' | 'heldout-10' | 'heldout-11' | 'heldout-12' | 'heldout-13' | 'heldout-14' | 'heldout-15' | 'heldout-16' | 'heldout-17' | 'heldout-18' | 'heldout-19' | 'heldout-20' | 'heldout-21' | 'heldout-22' | 'heldout-23' | 'heldout-24' | 'heldout-25' | 'heldout-26' | 'heldout-27' | 'heldout-28' | 'heldout-29' | 'heldout-30' | 'heldout-31' | 'heldout-32' | 'heldout-33' | 'heldout-34' | 'heldout-35' | 'heldout-36' | 'heldout-37' | 'heldout-38' | 'heldout-39' | 'heldout-40' | 'heldout-41' | 'heldout-42' | 'heldout-43' | 'heldout-44' | 'heldout-45' | 'heldout-46' | 'heldout-47' | 'heldout-48' | 'heldout-49' | 'heldout-50' | 'heldout-51' | 'heldout-52' | 'heldout-53' | 'heldout-54' | 'heldout-55' | 'heldout-56' | 'heldout-57' | 'heldout-58' | 'heldout-59' | 'heldout-60' | 'heldout-61' | 'heldout-62' | 'heldout-63' | 'heldout-64' | 'heldout-65' | 'heldout-66' | 'heldout-67' | 'heldout-68' | 'heldout-69' | 'heldout-70' | 'heldout-71' | 'heldout-72' | 'heldout-73' | 'heldout-74' | 'heldout-75' | 'heldout-76' | 'heldout-77' | 'heldout-78' | 'heldout-79' | 'heldout-80' | 'heldout-81' | 'heldout-82' | 'heldout-83' | 'heldout-84' | 'heldout-85' | 'heldout-86' | 'heldout-87' | 'heldout-88' | 'heldout-89' | 'heldout-90' | 'heldout-91' | 'heldout-92' | 'heldout-93' | 'heldout-94' | 'heldout-95' | 'heldout-96' | 'heldout-97' | 'heldout-98' | 'heldout-99' | 'heldout-100' | 'heldout-101' | 'heldout-102' | 'heldout-103' | 'heldout-104' | 'heldout-105' | 'heldout-106' | 'heldout-107' | 'heldout-108' | 'heldout-109' | 'heldout-110' | 'heldout-111' | 'heldout-112' | 'heldout-113' | 'heldout-114' | 'heldout-115' | 'heldout-116' | 'heldout-117' | 'heldout-118' | 'heldout-119' | 'heldout-120' | 'heldout-121' | 'heldout-122' | 'heldout-123' | 'heldout-124' | 'heldout-125' | 'heldout-126' | 'heldout-127' | 'heldout-128' | 'heldout-129' | 'heldout-130' | 'heldout-131' | 'heldout-132' | 'heldout-133' | 'heldout-134' | 'heldout-135' | 'heldout-136' | 'heldout-137' | 'heldout-138' | 'heldout-139' | 'heldout-140' | 'heldout-141' | 'heldout-142' | 'heldout-143' | 'heldout-144' | 'heldout-145' | 'heldout-146' | 'heldout-147' | 'heldout-148' | 'heldout-149' | 'heldout-150' | 'heldout-151' | 'heldout-152' | 'heldout-153' | 'heldout-154' | 'heldout-155' | 'heldout-156' | 'heldout-157' | 'heldout-158' | 'heldout-159' | 'heldout-160' | 'heldout-161' | 'heldout-162' | 'heldout-163' | 'heldout-164' | 'heldout-165' | 'heldout-166' | 'heldout-167' | 'heldout-168' | 'heldout-169' | 'heldout-170' | 'heldout-171' | 'heldout-172' | 'heldout-173' | 'heldout-174' | 'heldout-175' | 'heldout-176' | 'heldout-177' | 'heldout-178' | 'heldout-179' | 'heldout-180' | 'heldout-181' | 'heldout-182' | 'heldout-183' | 'heldout-184' | 'heldout-185' | 'heldout-186' | 'heldout-187' | 'heldout-188' | 'heldout-189' | 'heldout-190' | 'heldout-191' | 'heldout-192' | 'heldout-193' | 'heldout-194' | 'heldout-195' | 'heldout-196' | 'heldout-197' | 'heldout-198' | 'heldout-199' | 'heldout-200' | 'heldout-201' | 'heldout-202' | 'heldout-203' | 'heldout-204' | 'heldout-205' | 'heldout-206' | 'heldout-207' | 'heldout-208' | 'heldout-209' | 'heldout-210' | 'heldout-211' | 'heldout-212' | 'heldout-213' | 'heldout-214' | 'heldout-215' | 'heldout-216' | 'heldout-217' | 'heldout-218' | 'heldout-219' | 'heldout-220' | 'heldout-221' | 'heldout-222' | 'heldout-223' | 'heldout-224' | 'heldout-225' | 'heldout-226' | 'heldout-227' | 'heldout-228' | 'heldout-229' | 'heldout-230' | 'heldout-231' | 'heldout-232' | 'heldout-233' | 'heldout-234' | 'heldout-235' | 'heldout-236' | 'heldout-237' | 'heldout-238' | 'heldout-239' | 'heldout-240' | 'heldout-241' | 'heldout-242' | 'heldout-243' | 'heldout-244' | 'heldout-245' | 'heldout-246' | 'heldout-247' | 'heldout-248' | 'heldout-249' | 'heldout-250' | 'heldout-251' | 'heldout-252' | 'heldout-253' | 'heldout-254' | 'heldout-255' | 'heldout-256' | 'heldout-257' | 'heldout-258' | 'heldout-259' | 'heldout-260' | 'heldout-261' | 'heldout-262' | 'heldout-263' | 'heldout-264' | 'heldout-265' | 'heldout-266' | 'heldout-267' | 'heldout-268' | 'heldout-269' | 'heldout-270' | 'heldout-271' | 'heldout-272' | 'heldout-273' | 'heldout-274' | 'heldout-275' | 'heldout-276' | 'heldout-277' | 'heldout-278' | 'heldout-279' | 'heldout-280' | 'heldout-281' | 'heldout-282' | 'heldout-283' | 'heldout-284' | 'heldout-285' | 'heldout-286' | 'heldout-287' | 'heldout-288' | 'heldout-289' | 'heldout-290' | 'heldout-291' | 'heldout-292' | 'heldout-293' | 'heldout-294' | 'heldout-295' | 'heldout-296' | 'heldout-297' | 'heldout-298' | 'heldout-299' | 'heldout-300' | 'heldout-301' | 'heldout-302' | 'heldout-303' | 'heldout-304' | 'heldout-305' | 'heldout-306' | 'heldout-307' | 'heldout-308' | 'heldout-309' | 'heldout-310' | 'heldout-311' | 'heldout-312' | 'heldout-313' | 'heldout-314' | 'heldout-315' | 'heldout-316' | 'heldout-317' | 'heldout-318' | 'heldout-319' | 'heldout-320' | 'heldout-321' | 'heldout-322' | 'heldout-323' | 'heldout-324';

export function bundledPairsPath(part: BundledPart = 'tuning'): string {
  return join(packageRoot(), 'fixtures', `semantic-pairs-${part}.json`);
}

/** How a judge did on one kind of pair. */
export interface KindReport {
  readonly kind: string;
  readonly label: boolean;
  readonly pairs: number;
  readonly correct: number;
}

/** Accuracy overall and per kind, for pairs whose verdicts are known. */
export function reportByKind(results: readonly { kind: string; label: boolean; pass: boolean }[]): { accuracy: number; kinds: KindReport[] } {
  const kinds = new Map<string, { kind: string; label: boolean; pairs: number; correct: number }>();
  let correct = 0;
  for (const result of results) {
    const entry = kinds.get(result.kind) ?? { kind: result.kind, label: result.label, pairs: 0, correct: 0 };
    entry.pairs++;
    if (result.pass === result.label) {
      entry.correct++;
      correct++;
    }
    kinds.set(result.kind, entry);
  }
  return { accuracy: results.length === 0 ? 1 : correct / results.length, kinds: [...kinds.values()] };
}

/** Reads and validates a pairs file; problems name the file and the pair. */
export function loadLabelledPairs(file = bundledPairsPath()): LabelledPair[] {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new ToolworldError('unreadable-file', `cannot read labelled pairs from ${file}: ${(error as Error).message}`, { file, cause: error });
  }
  const parsed = z.array(labelledPairSchema).safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const path = issue.path.map((key) => (typeof key === 'number' ? `[${key}]` : `.${String(key)}`)).join('');
    throw new ToolworldError('invalid-data', `${file}: $${path}: ${issue.message}; each pair is { a, b, label, kind }`, { file, jsonPath: `$${path}` });
  }
  return parsed.data;
}

export interface ScoredPair extends LabelledPair {
  readonly score: number;
  readonly guard: GuardResult;
}

export interface Metrics {
  readonly threshold: number;
  readonly precision: number;
  readonly recall: number;
  readonly accuracy: number;
  /** Near misses of a strict kind (name, place, number) that passed. */
  readonly strictPassed: number;
}

/** Embeds every distinct text once (in one batch) and runs the guard on every pair. */
export async function scorePairs(pairs: readonly LabelledPair[], embedder: Embedder): Promise<ScoredPair[]> {
  const texts = [...new Set(pairs.flatMap((pair) => [pair.a, pair.b]))];
  const vectors = await embedder.embed(texts);
  const vectorOf = new Map(texts.map((text, i) => [text, vectors[i]!]));
  return pairs.map((pair) => {
    const a = vectorOf.get(pair.a)!;
    const b = vectorOf.get(pair.b)!;
    let dot = 0;
    for (let i = 0; i < a.length; i++) dot += a[i]! * b[i]!;
    const score = pair.a === pair.b ? 1 : Math.min(1, dot);
    return { ...pair, score, guard: checkFacts(pair.a, pair.b, { roles: true }) };
  });
}

/** Whether the matcher would pass a scored pair at `threshold`. */
export function passes(pair: ScoredPair, threshold: number, guard: boolean): boolean {
  return pair.score >= threshold && (!guard || pair.guard.pass);
}

export function metricsAt(scored: readonly ScoredPair[], threshold: number, guard: boolean): Metrics {
  let truePositive = 0;
  let falsePositive = 0;
  let falseNegative = 0;
  let correct = 0;
  let strictPassed = 0;
  for (const pair of scored) {
    const pass = passes(pair, threshold, guard);
    if (pass === pair.label) correct++;
    if (pass && pair.label) truePositive++;
    if (pass && !pair.label) falsePositive++;
    if (!pass && pair.label) falseNegative++;
    if (pass && !pair.label && STRICT_KINDS.includes(pair.kind)) strictPassed++;
  }
  const ratio = (part: number, whole: number) => (whole === 0 ? 1 : part / whole);
  return {
    threshold,
    precision: ratio(truePositive, truePositive + falsePositive),
    recall: ratio(truePositive, truePositive + falseNegative),
    accuracy: ratio(correct, scored.length),
    strictPassed,
  };
}

/**
 * The threshold with the best accuracy (fewest strict near misses breaking ties); among equally
 * good thresholds the strictest, because a judge that fails a correct answer costs a re-run while
 * one that passes a wrong answer hides a bug.
 */
export function suggestThreshold(scored: readonly ScoredPair[], guard: boolean, step = 0.005): Metrics {
  const candidates: Metrics[] = [];
  for (let t = 0.5; t <= 0.995 + 1e-9; t += step) candidates.push(metricsAt(scored, Math.round(t * 1000) / 1000, guard));
  const better = (x: Metrics, y: Metrics) => x.accuracy - y.accuracy || y.strictPassed - x.strictPassed;
  return candidates.reduce((top, m) => (better(m, top) >= 0 ? m : top));
}
