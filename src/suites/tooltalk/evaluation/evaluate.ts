import type { GroundTruthCall } from '../datasets/conversation.js';
import { resultCheck, type CheckContext, type CheckVerdict, type SemanticJudge, type ToolCheck } from '../../../matchers/check.js';
import type { AnyTool } from '../../../world/define.js';
import type { ApiPrediction, Prediction, ReplyPrediction, SimulatedConversation } from '../simulation/simulate.js';
import { diffStates, type StateDifference } from './state-diff.js';

/** The counts behind ToolTalk's metrics, per conversation or summed over a dataset. */
export interface MetricCounts {
  predictions: number;
  ground_truths: number;
  matches: number;
  actions: number;
  valid_actions: number;
  bad_actions: number;
}

/** ToolTalk's per-conversation metrics (spec §6.1), in its key order. */
export interface ConversationMetrics extends MetricCounts {
  precision: number;
  recall: number;
  action_precision: number;
  bad_action_rate: number;
  success: boolean;
  soft_success: number;
}

export interface JudgedApiPrediction extends ApiPrediction {
  readonly match: boolean;
  readonly bad_action: boolean;
  /** Verdicts against the ground-truth calls of the same tool that were tried, in order. */
  readonly verdicts: readonly { readonly groundTruth: number; readonly verdict: CheckVerdict }[];
}

export interface JudgedGroundTruth extends GroundTruthCall {
  readonly match: boolean;
}

export interface EvaluatedTurn {
  readonly turnIndex: number;
  readonly predictions: readonly (JudgedApiPrediction | ReplyPrediction)[];
  readonly groundTruth: readonly JudgedGroundTruth[];
  /** Whether the agent left the world as the ground truth does after this turn. */
  readonly stateMatches: boolean;
  readonly stateDifferences: readonly StateDifference[];
  readonly error?: string;
}

export interface EvaluatedConversation {
  readonly name: string;
  readonly turns: readonly EvaluatedTurn[];
  readonly metrics: ConversationMetrics;
  /** True when, after every assistant turn, the agent's world equals the ground truth's. */
  readonly stateMatches: boolean;
}

export interface EvaluateOptions {
  /** The tools, for their checks and action flags (a world's `tools`). */
  readonly tools: ReadonlyMap<string, AnyTool>;
  /** Judges free text; default: identical strings only (pass a semantic matcher for real runs). */
  readonly semantic?: SemanticJudge;
  /** Per-tool checks that replace the declared ones. */
  readonly checks?: Readonly<Record<string, ToolCheck>>;
}

const exactText: SemanticJudge = (expected, actual) => {
  const same = expected === actual;
  return { pass: same, score: same ? 1 : 0 };
};

const defaultCheck = resultCheck();

// Node 20's V8 gives every object built as `{ ...source, extra }` a hidden class of its own: about a
// microsecond each, and every later read of such objects is megamorphic. The judged records below
// are therefore built field by field when their source has the usual keys, and spread otherwise.
const apiPredictionKeys = ['request', 'response', 'exception', 'role', 'metadata'];
const groundTruthKeys = ['request', 'response', 'exception'];

function hasExactlyKeys(value: object, keys: readonly string[]): boolean {
  // for-in reads V8's enumeration cache where Object.keys would copy the keys, once per prediction.
  // It also lists inherited enumerable keys: such a value is told apart, and spread, as it should be.
  let index = 0;
  for (const key in value) {
    if (key !== keys[index]) return false;
    index++;
  }
  return index === keys.length && Object.getOwnPropertySymbols(value).length === 0;
}

function judgePrediction(
  prediction: ApiPrediction,
  match: boolean,
  badAction: boolean,
  verdicts: JudgedApiPrediction['verdicts'],
  fresh: boolean,
): JudgedApiPrediction {
  // A prediction fresh from `simulateConversation` has exactly the usual keys (its literal); any
  // other may have been given more, which the spread keeps.
  if (!fresh && !hasExactlyKeys(prediction, apiPredictionKeys)) return { ...prediction, match, bad_action: badAction, verdicts };
  const { request, response, exception, role, metadata } = prediction;
  return { request, response, exception, role, metadata, match, bad_action: badAction, verdicts };
}

// Ground-truth calls are the dataset's own objects, judged again on every pass: their shape is
// looked at once.
const plainGroundTruth = new WeakMap<GroundTruthCall, boolean>();

function judgeGroundTruth(call: GroundTruthCall, match: boolean): JudgedGroundTruth {
  let plain = plainGroundTruth.get(call);
  if (plain === undefined) plainGroundTruth.set(call, (plain = hasExactlyKeys(call, groundTruthKeys)));
  if (!plain) return { ...call, match };
  return { request: call.request, response: call.response, exception: call.exception, match };
}

/** Divides, giving `empty` when there is nothing to divide by. */
export function ratio(numerator: number, denominator: number, empty: number): number {
  return denominator === 0 ? empty : numerator / denominator;
}

/**
 * Scores a simulated conversation as ToolTalk does (spec §6.1): each prediction, in order, matches
 * the first unmatched ground-truth call of the same tool that its check accepts (greedy, across
 * turns); an unmatched successful action is a bad action. Also compares world states per turn.
 *
 * @example
 * const evaluated = await evaluateConversation(simulated, { tools: world.tools, semantic });
 * evaluated.metrics.success;
 */
export function evaluateConversation(simulated: SimulatedConversation, options: EvaluateOptions): Promise<EvaluatedConversation> {
  return promised(simulated, options, false);
}

/**
 * `evaluateConversation` for a conversation `simulateConversation` has just returned, which no
 * other code has seen: its predictions are the simulator's own literals, so their keys are known.
 * For `replayConversations`.
 */
export function evaluateFreshConversation(simulated: SimulatedConversation, options: EvaluateOptions): Promise<EvaluatedConversation> {
  return promised(simulated, options, true);
}

/**
 * `evaluateFreshConversation` without a promise when every check answers synchronously: the
 * evaluation itself, or a promise of it if a check answered with one. For `replayConversations`,
 * which awaits only what is a promise (a promise and an await per conversation add up over a replay).
 */
export function judgeFreshConversation(
  simulated: SimulatedConversation,
  options: EvaluateOptions,
): EvaluatedConversation | Promise<EvaluatedConversation> {
  return judgeConversation(simulated, options, true);
}

function promised(simulated: SimulatedConversation, options: EvaluateOptions, fresh: boolean): Promise<EvaluatedConversation> {
  // As the async function this was: a throw is a rejected promise, never a synchronous throw.
  try {
    return Promise.resolve(judgeConversation(simulated, options, fresh));
  } catch (error) {
    return Promise.reject(error);
  }
}

type Verdicts = { groundTruth: number; verdict: CheckVerdict }[];

/**
 * One conversation's judging: the ground truth it is judged against, what has been judged so far,
 * and where the prediction loop stands when a check answers with a promise.
 */
class Judging {
  readonly context: CheckContext;
  /** The ground-truth calls of all turns in one list (predictions match across turns). */
  readonly groundTruths: GroundTruthCall[];
  readonly matched: boolean[];
  /** Where each turn's calls start in `groundTruths`, by turn index (and the end, last). */
  readonly firstGroundTruth: number[];
  readonly judgedPredictions: (JudgedApiPrediction | ReplyPrediction)[][];
  predictions = 0;
  matches = 0;
  actions = 0;
  validActions = 0;
  badActions = 0;
  // Where the loop stopped for a check's promise: that check's turn, prediction and candidate.
  position = 0;
  step = 0;
  index = 0;
  tool: AnyTool | undefined = undefined;
  check: ToolCheck = defaultCheck;
  verdicts: Verdicts | undefined = undefined;

  constructor(
    readonly simulated: SimulatedConversation,
    readonly options: EvaluateOptions,
    readonly fresh: boolean,
  ) {
    this.context = { semantic: options.semantic ?? exactText };
    // Plain arrays, since this runs for every conversation of a replay. Each list is made at its
    // size (counted first): growing an empty array as it is pushed to costs more than the count.
    const dialogue = simulated.conversation.conversation;
    let groundTruthCount = 0;
    for (let turnIndex = 0; turnIndex < dialogue.length; turnIndex++) {
      const turn = dialogue[turnIndex]!;
      if (turn.role === 'assistant' && turn.apis !== undefined) groundTruthCount += turn.apis.length;
    }
    const groundTruths = new Array<GroundTruthCall>(groundTruthCount);
    const matched = new Array<boolean>(groundTruthCount);
    const firstGroundTruth = new Array<number>(dialogue.length + 1);
    let filled = 0;
    for (let turnIndex = 0; turnIndex < dialogue.length; turnIndex++) {
      const turn = dialogue[turnIndex]!;
      firstGroundTruth[turnIndex] = filled;
      if (turn.role !== 'assistant' || turn.apis === undefined) continue;
      const apis = turn.apis;
      for (let index = 0; index < apis.length; index++) {
        groundTruths[filled] = apis[index]!;
        matched[filled] = false;
        filled++;
      }
    }
    firstGroundTruth[dialogue.length] = filled;
    this.groundTruths = groundTruths;
    this.matched = matched;
    this.firstGroundTruth = firstGroundTruth;
    this.judgedPredictions = new Array<(JudgedApiPrediction | ReplyPrediction)[]>(simulated.turns.length);
  }
}

/**
 * Judges the conversation synchronously while its checks answer synchronously; the first check
 * that answers with a promise hands the rest to an async continuation, which resumes the loop at
 * that check's verdict (no check is called twice).
 */
function judgeConversation(
  simulated: SimulatedConversation,
  options: EvaluateOptions,
  fresh: boolean,
): EvaluatedConversation | Promise<EvaluatedConversation> {
  const job = new Judging(simulated, options, fresh);
  const pending = judgePredictions(job, false, undefined);
  return pending === undefined ? finishJudging(job) : judgeLater(job, pending);
}

async function judgeLater(job: Judging, pending: Promise<CheckVerdict>): Promise<EvaluatedConversation> {
  let next: Promise<CheckVerdict> | undefined = pending;
  while (next !== undefined) next = judgePredictions(job, true, await next);
  return finishJudging(job);
}

/**
 * Judges the predictions from where `job` stands to the end, or until a check answers with a
 * promise, which it returns with the loop's place kept in `job`. `resuming` says that `verdict` is
 * the answer of the check the loop stopped at.
 */
function judgePredictions(job: Judging, resuming: boolean, verdict: CheckVerdict | undefined): Promise<CheckVerdict> | undefined {
  const { groundTruths, matched, context, options, fresh, judgedPredictions } = job;
  let { predictions, matches, actions, validActions, badActions, step } = job;
  const simulatedTurns = job.simulated.turns;
  for (let position = job.position; position < simulatedTurns.length; position++) {
    const turnPredictions = simulatedTurns[position]!.predictions as Prediction[];
    let judged = judgedPredictions[position];
    if (judged === undefined) judgedPredictions[position] = judged = new Array<JudgedApiPrediction | ReplyPrediction>(turnPredictions.length);
    for (; step < turnPredictions.length; step++) {
      const prediction = turnPredictions[step]!;
      if (prediction.role !== 'api') {
        judged[step] = prediction;
        continue;
      }
      const name = prediction.request.api_name;
      let tool: AnyTool | undefined;
      let check: ToolCheck;
      // Most predictions are judged against one candidate: the list starts as a literal of one.
      let verdicts: Verdicts | undefined;
      let index: number;
      if (resuming) {
        ({ tool, check, verdicts, index } = job);
      } else {
        tool = options.tools.get(name);
        check = options.checks?.[name] ?? tool?.check ?? defaultCheck;
        verdicts = undefined;
        index = 0;
      }
      let match = false;
      for (; index < groundTruths.length; index++) {
        let answer: CheckVerdict;
        if (resuming) {
          answer = verdict as CheckVerdict;
          resuming = false;
        } else {
          const candidate = groundTruths[index]!;
          if (matched[index] || candidate.request.api_name !== name) continue;
          const outcome = check.judge(prediction, candidate, context);
          if (outcome instanceof Promise) {
            job.predictions = predictions;
            job.matches = matches;
            job.actions = actions;
            job.validActions = validActions;
            job.badActions = badActions;
            job.position = position;
            job.step = step;
            job.index = index;
            job.tool = tool;
            job.check = check;
            job.verdicts = verdicts;
            return outcome as Promise<CheckVerdict>;
          }
          answer = outcome;
        }
        if (verdicts === undefined) verdicts = [{ groundTruth: index, verdict: answer }];
        else verdicts.push({ groundTruth: index, verdict: answer });
        if (answer.pass) {
          matched[index] = true;
          match = true;
          break;
        }
      }
      predictions++;
      // ToolTalk's is_action reads the name only: an unparseable call to an action tool is an action
      // (never valid, never bad, since it failed); an unknown tool never is (spec §6.1).
      const isAction = tool?.action ?? false;
      const badAction = !match && isAction && prediction.exception === null;
      if (match) matches++;
      if (isAction) actions++;
      if (isAction && match) validActions++;
      if (badAction) badActions++;
      judged[step] = judgePrediction(prediction, match, badAction, verdicts ?? [], fresh);
    }
    step = 0;
  }
  job.predictions = predictions;
  job.matches = matches;
  job.actions = actions;
  job.validActions = validActions;
  job.badActions = badActions;
  return undefined;
}

/** The evaluation, once every prediction is judged. */
function finishJudging(job: Judging): EvaluatedConversation {
  const { groundTruths, matched, firstGroundTruth, judgedPredictions, predictions, matches, actions, validActions, badActions } = job;
  const { conversation, turns: simulatedTurns } = job.simulated;
  const dialogue = conversation.conversation;
  // Ground-truth calls are judged once every prediction has had its chance: a later turn's call may
  // match an earlier turn's ground truth.
  const turns = new Array<EvaluatedTurn>(simulatedTurns.length);
  let stateMatchesEverywhere = true;
  for (let position = 0; position < simulatedTurns.length; position++) {
    const simulatedTurn = simulatedTurns[position]!;
    const stateDifferences = diffStates(simulatedTurn.stateAfterGroundTruth, simulatedTurn.stateAfterAgent);
    const { turnIndex, error } = simulatedTurn;
    let groundTruth: JudgedGroundTruth[];
    const from = firstGroundTruth[turnIndex];
    const to = firstGroundTruth[turnIndex + 1];
    if (dialogue[turnIndex]?.role === 'assistant' && typeof from === 'number' && typeof to === 'number') {
      groundTruth = new Array<JudgedGroundTruth>(to - from);
      for (let index = from; index < to; index++) groundTruth[index - from] = judgeGroundTruth(groundTruths[index]!, matched[index]!);
    } else groundTruth = [];
    const stateMatches = stateDifferences.length === 0;
    if (!stateMatches) stateMatchesEverywhere = false;
    const judged = judgedPredictions[position]!;
    turns[position] =
      error === undefined
        ? { turnIndex, predictions: judged, groundTruth, stateMatches, stateDifferences }
        : { turnIndex, predictions: judged, error, groundTruth, stateMatches, stateDifferences };
  }

  const precision = ratio(matches, predictions, 0);
  // ToolTalk divides by zero here; a conversation with nothing to recall has recalled everything.
  const recall = ratio(matches, groundTruths.length, 1);
  const badActionRate = ratio(badActions, actions, 0);
  const metrics: ConversationMetrics = {
    predictions,
    ground_truths: groundTruths.length,
    matches,
    actions,
    valid_actions: validActions,
    bad_actions: badActions,
    precision,
    recall,
    action_precision: ratio(validActions, actions, 1),
    bad_action_rate: badActionRate,
    success: recall === 1 && badActionRate === 0,
    soft_success: recall * (1 - badActionRate),
  };
  return { name: conversation.name, turns, metrics, stateMatches: stateMatchesEverywhere };
}

/** ToolTalk's dataset totals (spec §6.2): micro-averages over all conversations. */
export interface DatasetMetrics extends MetricCounts {
  num_conversations: number;
  successes: number;
  precision: number;
  recall: number;
  action_precision: number;
  bad_action_rate: number;
  success_rate: number;
  /** Share of conversations whose final world states all matched the ground truth's. */
  state_match_rate: number;
}

export function aggregateMetrics(conversations: readonly EvaluatedConversation[]): DatasetMetrics {
  // One walk over the conversations for every sum.
  const totals: MetricCounts = { predictions: 0, ground_truths: 0, matches: 0, actions: 0, valid_actions: 0, bad_actions: 0 };
  let successes = 0;
  let stateMatches = 0;
  for (const { metrics, stateMatches: matchesState } of conversations) {
    totals.predictions += metrics.predictions;
    totals.ground_truths += metrics.ground_truths;
    totals.matches += metrics.matches;
    totals.actions += metrics.actions;
    totals.valid_actions += metrics.valid_actions;
    totals.bad_actions += metrics.bad_actions;
    if (metrics.success) successes++;
    if (matchesState) stateMatches++;
  }
  const { predictions, ground_truths, matches, actions, valid_actions, bad_actions } = totals;
  return {
    num_conversations: conversations.length,
    successes,
    predictions,
    ground_truths,
    matches,
    actions,
    valid_actions,
    bad_actions,
    precision: ratio(matches, predictions, 0),
    recall: ratio(matches, ground_truths, 1),
    action_precision: ratio(valid_actions, actions, 1),
    bad_action_rate: ratio(bad_actions, actions, 0),
    success_rate: ratio(successes, conversations.length, 0),
    state_match_rate: ratio(stateMatches, conversations.length, 0),
  };
}
