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
  const own = Object.keys(value);
  if (own.length !== keys.length || Object.getOwnPropertySymbols(value).length > 0) return false;
  for (let index = 0; index < keys.length; index++) if (own[index] !== keys[index]) return false;
  return true;
}

function judgePrediction(
  prediction: ApiPrediction,
  match: boolean,
  badAction: boolean,
  verdicts: JudgedApiPrediction['verdicts'],
): JudgedApiPrediction {
  if (!hasExactlyKeys(prediction, apiPredictionKeys)) return { ...prediction, match, bad_action: badAction, verdicts };
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
export async function evaluateConversation(
  simulated: SimulatedConversation,
  options: EvaluateOptions,
): Promise<EvaluatedConversation> {
  const context: CheckContext = { semantic: options.semantic ?? exactText };
  const { conversation } = simulated;
  const groundTruths: { call: GroundTruthCall; matched: boolean }[] = [];
  const turnGroundTruth = new Map<number, number[]>();
  conversation.conversation.forEach((turn, turnIndex) => {
    if (turn.role !== 'assistant') return;
    const indexes: number[] = [];
    for (const call of turn.apis ?? []) {
      indexes.push(groundTruths.length);
      groundTruths.push({ call, matched: false });
    }
    turnGroundTruth.set(turnIndex, indexes);
  });

  let predictions = 0;
  let matches = 0;
  let actions = 0;
  let validActions = 0;
  let badActions = 0;
  const judgedTurns: { turnIndex: number; predictions: (JudgedApiPrediction | ReplyPrediction)[]; error?: string }[] = [];
  for (const turn of simulated.turns) {
    const judged: (JudgedApiPrediction | ReplyPrediction)[] = [];
    for (const prediction of turn.predictions as Prediction[]) {
      if (prediction.role !== 'api') {
        judged.push(prediction);
        continue;
      }
      predictions++;
      const name = prediction.request.api_name;
      const tool = options.tools.get(name);
      const check = options.checks?.[name] ?? tool?.check ?? defaultCheck;
      const verdicts: { groundTruth: number; verdict: CheckVerdict }[] = [];
      let match = false;
      for (let index = 0; index < groundTruths.length; index++) {
        const candidate = groundTruths[index]!;
        if (candidate.matched || candidate.call.request.api_name !== name) continue;
        const outcome = check.judge(prediction, candidate.call, context);
        const verdict = outcome instanceof Promise ? await outcome : outcome;
        verdicts.push({ groundTruth: index, verdict });
        if (verdict.pass) {
          candidate.matched = true;
          match = true;
          break;
        }
      }
      // ToolTalk's is_action reads the name only: an unparseable call to an action tool is an action
      // (never valid, never bad, since it failed); an unknown tool never is (spec §6.1).
      const isAction = tool?.action ?? false;
      const badAction = !match && isAction && prediction.exception === null;
      if (match) matches++;
      if (isAction) actions++;
      if (isAction && match) validActions++;
      if (badAction) badActions++;
      judged.push(judgePrediction(prediction, match, badAction, verdicts));
    }
    judgedTurns.push({ turnIndex: turn.turnIndex, predictions: judged, error: turn.error });
  }

  const turns: EvaluatedTurn[] = judgedTurns.map((judgedTurn, position) => {
    const simulatedTurn = simulated.turns[position]!;
    const stateDifferences = diffStates(simulatedTurn.stateAfterGroundTruth, simulatedTurn.stateAfterAgent);
    const { turnIndex, predictions: judged, error } = judgedTurn;
    const groundTruth = (turnGroundTruth.get(turnIndex) ?? []).map((index) =>
      judgeGroundTruth(groundTruths[index]!.call, groundTruths[index]!.matched),
    );
    const stateMatches = stateDifferences.length === 0;
    return error === undefined
      ? { turnIndex, predictions: judged, groundTruth, stateMatches, stateDifferences }
      : { turnIndex, predictions: judged, error, groundTruth, stateMatches, stateDifferences };
  });

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
  return {
    name: conversation.name,
    turns,
    metrics,
    stateMatches: turns.every((turn) => turn.stateMatches),
  };
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
  const sum = (key: keyof ConversationMetrics) =>
    conversations.reduce((total, conversation) => total + Number(conversation.metrics[key]), 0);
  const matches = sum('matches');
  const actions = sum('actions');
  return {
    num_conversations: conversations.length,
    successes: sum('success'),
    predictions: sum('predictions'),
    ground_truths: sum('ground_truths'),
    matches,
    actions,
    valid_actions: sum('valid_actions'),
    bad_actions: sum('bad_actions'),
    precision: ratio(matches, sum('predictions'), 0),
    recall: ratio(matches, sum('ground_truths'), 1),
    action_precision: ratio(sum('valid_actions'), actions, 1),
    bad_action_rate: ratio(sum('bad_actions'), actions, 0),
    success_rate: ratio(sum('success'), conversations.length, 0),
    state_match_rate: ratio(conversations.filter((c) => c.stateMatches).length, conversations.length, 0),
  };
}
