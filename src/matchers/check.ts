import type { CheckContext, CheckVerdict, JudgedCall, MaybePromise, ToolCheck } from '../world/check.js';
import { datePartEquality } from './date-part.js';
import { idSubset, idSubsetPasses } from './id-subset.js';
import { pythonEquals } from './python-equal.js';
import { setEquality } from './set-equality.js';

export type { CheckContext, CheckVerdict, JudgedCall, MaybePromise, SemanticJudge, ToolCheck } from '../world/check.js';

export type FieldRule =
  | { readonly type: 'exact' }
  | { readonly type: 'set' }
  | { readonly type: 'date' }
  | { readonly type: 'ignore' }
  | { readonly type: 'semantic'; readonly threshold: number };

const pass: CheckVerdict = Object.freeze({ pass: true, reasons: Object.freeze([]) as readonly string[] });
const exactRule: FieldRule = Object.freeze({ type: 'exact' });
const noArguments: readonly string[] = Object.freeze([]);

function show(value: unknown): string {
  const text = JSON.stringify(value) ?? 'undefined';
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}

function params(call: JudgedCall): Record<string, unknown> {
  return call.request.parameters ?? {};
}

/**
 * ToolTalk's default check: the same response, the same exception, and every ground-truth argument
 * present with an equal value (extra predicted arguments are ignored).
 */
export function resultCheck(): ToolCheck {
  return {
    kind: 'result',
    description: 'same response and exception; every ground-truth argument present and equal',
    judge(predicted, expected) {
      // Made on the first problem: most judged calls pass, and a passing verdict is one shared value.
      let reasons: string[] | undefined;
      if (!pythonEquals(predicted.response, expected.response)) {
        (reasons ??= []).push(`response: expected ${show(expected.response)}, got ${show(predicted.response)}`);
      }
      if (!pythonEquals(predicted.exception, expected.exception)) {
        (reasons ??= []).push(`exception: expected ${show(expected.exception)}, got ${show(predicted.exception)}`);
      }
      const actual = params(predicted);
      const wanted = params(expected);
      for (const key in wanted) {
        if (!Object.prototype.hasOwnProperty.call(wanted, key)) continue;
        const value = wanted[key];
        if (!Object.prototype.hasOwnProperty.call(actual, key)) (reasons ??= []).push(`argument '${key}': missing (expected ${show(value)})`);
        else {
          // Identical values (most arguments) are equal without a call.
          const got = actual[key];
          if (got !== value && !pythonEquals(got, value)) (reasons ??= []).push(`argument '${key}': expected ${show(value)}, got ${show(got)}`);
        }
      }
      return reasons === undefined ? pass : { pass: false, reasons };
    },
  };
}

export interface ArgumentCheckOptions {
  /** Rules for particular arguments; the others must be exactly equal. */
  readonly fields?: Readonly<Record<string, FieldRule>>;
  /** Whether the responses must be equal too (ModifyEvent) or are ignored (IDs of new records). */
  readonly response: 'equal' | 'ignore';
  /** Whether a predicted null fails against any ground-truth argument (CreateEvent, ModifyEvent). */
  readonly rejectNull?: boolean;
}

/**
 * Compares the arguments of an action, field by field: exact by default, or as a set, by calendar
 * date, by meaning (`semantic` at a threshold), or not at all. The exceptions must be equal.
 */
export function argumentCheck(options: ArgumentCheckOptions): ToolCheck {
  const rules = options.fields ?? {};
  const described = Object.entries(rules)
    .map(([name, rule]) => `${name}: ${rule.type === 'semantic' ? `meaning >= ${rule.threshold}` : rule.type}`)
    .join(', ');
  return {
    kind: 'arguments',
    description: `same exception${options.response === 'equal' ? ' and response' : ''}; arguments equal${described ? ` (${described})` : ''}`,
    judge(predicted, expected, context) {
      // Made on the first problem: most judged calls pass, and a passing verdict is one shared value.
      let reasons: string[] | undefined;
      if (!pythonEquals(predicted.exception, expected.exception)) {
        (reasons ??= []).push(`exception: expected ${show(expected.exception)}, got ${show(predicted.exception)}`);
      }
      if (options.response === 'equal' && !pythonEquals(predicted.response, expected.response)) {
        (reasons ??= []).push(`response: expected ${show(expected.response)}, got ${show(predicted.response)}`);
      }
      const actual = params(predicted);
      const wanted = params(expected);
      // Made on the first free-text field; it shares `reasons`, so reasons keep the fields' order.
      let meanings: MeaningFields | undefined;
      for (const key in wanted) {
        if (!Object.prototype.hasOwnProperty.call(wanted, key)) continue;
        const value = wanted[key];
        const rule = rules[key] ?? exactRule;
        if (rule.type === 'ignore') continue;
        if (!Object.prototype.hasOwnProperty.call(actual, key)) {
          (reasons ??= []).push(`argument '${key}': missing (expected ${show(value)})`);
          continue;
        }
        const got = actual[key];
        if (options.rejectNull && (got === null || got === undefined)) {
          (reasons ??= []).push(`argument '${key}': null (expected ${show(value)})`);
          continue;
        }
        if (rule.type === 'exact') {
          if (got !== value && !pythonEquals(got, value)) (reasons ??= []).push(`argument '${key}': expected ${show(value)}, got ${show(got)}`);
        } else if (rule.type === 'set') {
          const result = setEquality(value, got);
          if (!result.pass) {
            (reasons ??= []).push(`argument '${key}': expected the set ${show(value)}, got ${show(got)}`);
          }
        } else if (rule.type === 'date') {
          if (!datePartEquality(value, got).pass) (reasons ??= []).push(`argument '${key}': expected the date of ${show(value)}, got ${show(got)}`);
        } else {
          if (typeof value !== 'string' || typeof got !== 'string') {
            if (!pythonEquals(got, value)) (reasons ??= []).push(`argument '${key}': expected ${show(value)}, got ${show(got)}`);
            continue;
          }
          (meanings ??= new MeaningFields((reasons ??= []))).judge(key, value, got, rule.threshold, context);
        }
      }
      if (meanings !== undefined) return meanings.verdict();
      return reasons === undefined ? pass : { pass: false, reasons };
    },
  };
}

/** The free-text fields of one judged call: their scores, and the judgements still pending. */
class MeaningFields {
  readonly reasons: string[];
  scores: Record<string, number> | undefined;
  pending: Promise<void>[] | undefined;

  constructor(reasons: string[]) {
    this.reasons = reasons;
  }

  judge(key: string, value: string, got: string, threshold: number, context: CheckContext): void {
    const result = context.semantic(value, got, threshold);
    if (result instanceof Promise) (this.pending ??= []).push(result.then((settled) => this.note(key, value, got, threshold, settled)));
    else this.note(key, value, got, threshold, result);
  }

  note(key: string, value: string, got: string, threshold: number, result: { pass: boolean; score: number; detail?: string }): void {
    (this.scores ??= {})[key] = result.score;
    if (!result.pass) {
      const why = result.detail ?? `similarity ${result.score.toFixed(3)} < ${threshold}`;
      this.reasons.push(`argument '${key}': meaning differs (${why}): expected ${show(value)}, got ${show(got)}`);
    }
  }

  verdict(): MaybePromise<CheckVerdict> {
    const finish = (): CheckVerdict => {
      const { reasons, scores } = this;
      return reasons.length === 0
        ? scores === undefined ? pass : { pass: true, reasons: [], scores }
        : { pass: false, reasons, ...(scores !== undefined && { scores }) };
    };
    return this.pending === undefined ? finish() : Promise.all(this.pending).then(finish);
  }
}

export interface IdSubsetCheckOptions {
  /** The response key holding the list (`alarms`, `events`, ...). */
  readonly list: string;
  /** The ID field of the list's items. */
  readonly id: string;
  /** Whether the whole request must be equal too (ToolTalk's GetReminders). */
  readonly compareRequest?: boolean;
  /**
   * Arguments that say who made the call (ToolTalk: the session token its executor injects). When
   * they differ, the search ran as another user and cannot count.
   */
  readonly callerArguments?: readonly string[];
}

/**
 * Judges a read-only search: the same exception and session, and every item the ground truth found
 * found again (by ID). The query itself is not compared: another query that finds them is fine.
 */
export function idSubsetCheck(options: IdSubsetCheckOptions): ToolCheck {
  return {
    kind: 'id-subset',
    description: `same exception${options.compareRequest ? ' and request' : ''}; every ground-truth ${options.id} found`,
    judge(predicted, expected) {
      // Made on the first problem: most judged calls pass, and a passing verdict is one shared value.
      let reasons: string[] | undefined;
      if (!pythonEquals(predicted.exception, expected.exception)) {
        (reasons ??= []).push(`exception: expected ${show(expected.exception)}, got ${show(predicted.exception)}`);
      }
      const callers = options.callerArguments ?? noArguments;
      for (let index = 0; index < callers.length; index++) {
        const name = callers[index]!;
        if (!pythonEquals(params(predicted)[name], params(expected)[name])) {
          (reasons ??= []).push('session: the call was made as another user');
          break;
        }
      }
      if (options.compareRequest && !pythonEquals(predicted.request, expected.request)) {
        (reasons ??= []).push(`request: expected ${show(expected.request)}, got ${show(predicted.request)}`);
      }
      if (reasons === undefined && expected.response !== null) {
        const expectedList = expected.response[options.list];
        const actualList = predicted.response?.[options.list];
        // The lists of what was missed are built only for a failing search.
        if (!idSubsetPasses(expectedList, actualList, options.id)) {
          const result = idSubset(expectedList, actualList, options.id);
          reasons = [`${options.list}: missing ${options.id} ${result.missing.map(show).join(', ')}`];
        }
      }
      return reasons === undefined ? pass : { pass: false, reasons };
    },
  };
}
