import type { Conversation } from '../suites/tooltalk/datasets/conversation.js';
import { classifyErrors, type ErrorTypes } from '../suites/tooltalk/evaluation/error-types.js';
import { aggregateMetrics, type ConversationMetrics, type DatasetMetrics, type EvaluatedConversation, type EvaluatedTurn } from '../suites/tooltalk/evaluation/evaluate.js';
import type { StateDifference } from '../suites/tooltalk/evaluation/state-diff.js';
import type { ModelRun } from '../runs/run.js';
import type { RequestCounts } from '../runs/run-chat-model.js';
import { meanAndSpread, passHatK } from '../runs/pass-hat-k.js';
import { countToolFailures, type ToolFailureCount } from './tool-failures.js';
import { toJSONValue } from './to-json.js';
import { closeToolNames as closeNames } from '../world/messages.js';

/** How a run was set up, as written to its results. */
export interface RunConfig {
  readonly model: string;
  readonly baseURL?: string;
  readonly agent: string;
  readonly mode: string;
  readonly documentation: boolean;
  readonly trials: number;
  readonly concurrency: number;
  readonly temperature?: number;
  readonly maxCallsPerTurn: number;
  /** How free text was judged: `semantic` (the embedding matcher) or `exact`. */
  readonly judge: string;
  readonly paths: readonly string[];
  readonly databases?: string;
}

export interface VerdictResult {
  /** Index of the ground-truth call (numbered across the conversation) it was compared with. */
  readonly groundTruth: number;
  readonly pass: boolean;
  readonly reasons: readonly string[];
  readonly scores?: Readonly<Record<string, number>>;
}

export type PredictionResult =
  | {
      readonly role: 'api';
      readonly request: { readonly api_name: string; readonly parameters: Record<string, unknown> | null };
      readonly response: unknown;
      readonly exception: string | null;
      readonly match: boolean;
      readonly bad_action: boolean;
      readonly verdicts: readonly VerdictResult[];
      readonly metadata: unknown;
      /** What the exception does not say, e.g. that an unparseable call also named no tool that exists. */
      readonly note?: string;
    }
  | { readonly role: 'assistant'; readonly text: string; readonly metadata: unknown };

export interface GroundTruthResult {
  /** Position among the conversation's ground-truth calls (what verdicts refer to). */
  readonly index: number;
  readonly request: { readonly api_name: string; readonly parameters: Record<string, unknown> };
  readonly response: unknown;
  readonly exception: string | null;
  readonly match: boolean;
}

export type { RequestCounts };

export type TurnErrorType = keyof ErrorTypes;

export interface TurnResult {
  readonly turnIndex: number;
  /** The user's message(s) this assistant turn answers. */
  readonly userText: string;
  /** The reply the dataset gives for this turn (never scored). */
  readonly expectedReply: string;
  readonly predictions: readonly PredictionResult[];
  readonly groundTruth: readonly GroundTruthResult[];
  readonly stateMatches: boolean;
  readonly stateDifferences: readonly StateDifference[];
  /** Why the turn stopped early (a server failure, the call cap). */
  readonly error?: string;
  /** A missed or unmatched call, a bad action, or an error. */
  readonly failed: boolean;
  /** ToolTalk's error class of the turn (spec §6.3), for failed turns of failed conversations. */
  readonly errorType?: TurnErrorType;
  /** Why a failed turn has no error type (ToolTalk classifies only some failed turns). */
  readonly unclassified?: UnclassifiedReason;
}

/**
 * Why a failed turn has no ToolTalk error type: its conversation succeeded (ToolTalk classifies
 * failed conversations only; the turn's extra calls were read-only or refused, so success stood),
 * it failed only by stopping on an error (a server failure, the call cap), or it is a turn of a
 * failed conversation that fits none of the three classes (e.g. a refused or read-only call where
 * none was expected: over-trigger counts only calls that changed the world).
 */
export type UnclassifiedReason = 'conversation succeeded' | 'stopped by an error' | 'no class applies';

export interface TrialResult {
  readonly trial: number;
  readonly success: boolean;
  /** Null when the conversation could not be run at all. */
  readonly metrics: ConversationMetrics | null;
  readonly stateMatches: boolean;
  readonly error?: string;
  readonly turns: readonly TurnResult[];
}

export interface ConversationResult {
  readonly name: string;
  readonly file: string;
  readonly conversationId: string;
  readonly scenario?: string;
  /** Trials in which the conversation succeeded. */
  readonly successes: number;
  readonly trials: readonly TrialResult[];
}

export interface RunSummary {
  readonly conversations: number;
  readonly trials: number;
  /** Success rate of each trial, with their mean and sample standard deviation. */
  readonly successRate: { readonly mean: number; readonly standardDeviation: number; readonly perTrial: readonly number[] };
  /** pass^k for k = 1..trials (tau-bench). */
  readonly passHatK: readonly { readonly k: number; readonly value: number }[];
  /** ToolTalk's totals over every conversation of every trial (micro-averages). */
  readonly totals: DatasetMetrics;
  readonly perTrial: readonly DatasetMetrics[];
  /** ToolTalk's error types, summed over trials. */
  readonly errorTypes: ErrorTypes;
  readonly toolFailures: readonly ToolFailureCount[];
  /** Conversation runs that could not be simulated or scored. */
  readonly unrunnable: number;
  readonly failedTurns: number;
  readonly turnErrors: number;
  /**
   * Failed turns without an error type, by reason; every other failed turn has one. (`errorTypes`
   * counts as ToolTalk does, over-triggers per call, so its sum need not equal the typed turns.)
   */
  readonly unclassifiedFailedTurns?: Readonly<Record<UnclassifiedReason, number>>;
}

export interface RunResults {
  readonly format: 'toolworld-run-results';
  readonly version: 1;
  readonly config: RunConfig;
  readonly startedAt?: string;
  readonly finishedAt?: string;
  readonly elapsedMs?: number;
  readonly requests?: RequestCounts;
  readonly summary: RunSummary;
  readonly conversations: readonly ConversationResult[];
}

function userTextBefore(conversation: Conversation, turnIndex: number): string {
  const texts: string[] = [];
  for (let index = turnIndex - 1; index >= 0 && conversation.conversation[index]!.role === 'user'; index--) {
    texts.unshift(conversation.conversation[index]!.text);
  }
  return texts.join('\n\n');
}

function turnErrorType(evaluation: EvaluatedConversation, turn: EvaluatedTurn): TurnErrorType | undefined {
  if (evaluation.metrics.success) return undefined;
  const counts = classifyErrors([{ ...evaluation, metrics: { ...evaluation.metrics, success: false }, turns: [turn] }]);
  return (Object.keys(counts) as TurnErrorType[]).find((type) => counts[type] > 0);
}

function unknownToolNote(name: string, parameters: unknown, toolNames: readonly string[] | undefined): string | undefined {
  if (parameters !== null || toolNames === undefined || toolNames.includes(name)) return undefined;
  const close = closeNames(name, toolNames);
  return `No tool is named '${name}' either${close.length > 0 ? ` (did you mean ${close.join(', ')}?)` : ''}; the world answers an unparseable call before it looks the tool up.`;
}

function unclassifiedReason(evaluation: EvaluatedConversation, turn: EvaluatedTurn, missed: boolean, unmatched: boolean): UnclassifiedReason {
  if (evaluation.metrics.success) return 'conversation succeeded';
  if (!missed && !unmatched && turn.error !== undefined) return 'stopped by an error';
  return 'no class applies';
}

function turnResult(
  conversation: Conversation,
  evaluation: EvaluatedConversation,
  turn: EvaluatedTurn,
  firstGroundTruth: number,
  toolNames: readonly string[] | undefined,
): TurnResult {
  const predictions = turn.predictions.map((prediction): PredictionResult => {
    if (prediction.role === 'assistant') return { role: 'assistant', text: prediction.text, metadata: toJSONValue(prediction.metadata) ?? null };
    const note = unknownToolNote(prediction.request.api_name, prediction.request.parameters, toolNames);
    return {
      role: 'api',
      request: toJSONValue(prediction.request) as { api_name: string; parameters: Record<string, unknown> | null },
      response: toJSONValue(prediction.response) ?? null,
      exception: prediction.exception,
      match: prediction.match,
      bad_action: prediction.bad_action,
      verdicts: prediction.verdicts.map(({ groundTruth, verdict }) => ({
        groundTruth,
        pass: verdict.pass,
        reasons: verdict.reasons,
        ...(verdict.scores && { scores: verdict.scores }),
      })),
      metadata: toJSONValue(prediction.metadata) ?? null,
      ...(note !== undefined && { note }),
    };
  });
  const missed = turn.groundTruth.some((call) => !call.match);
  const unmatched = turn.predictions.some((prediction) => prediction.role === 'api' && !prediction.match);
  const failed = missed || unmatched || turn.error !== undefined;
  const errorType = failed ? turnErrorType(evaluation, turn) : undefined;
  return {
    turnIndex: turn.turnIndex,
    userText: userTextBefore(conversation, turn.turnIndex),
    expectedReply: conversation.conversation[turn.turnIndex]!.text,
    predictions,
    groundTruth: turn.groundTruth.map((call, position) => ({
      index: firstGroundTruth + position,
      request: toJSONValue(call.request) as GroundTruthResult['request'],
      response: toJSONValue(call.response) ?? null,
      exception: call.exception,
      match: call.match,
    })),
    stateMatches: turn.stateMatches,
    stateDifferences: toJSONValue(turn.stateDifferences) as StateDifference[],
    ...(turn.error !== undefined && { error: turn.error }),
    failed,
    ...(errorType !== undefined && { errorType }),
    ...(failed && errorType === undefined && { unclassified: unclassifiedReason(evaluation, turn, missed, unmatched) }),
  };
}

function trialTurns(conversation: Conversation, evaluation: EvaluatedConversation, toolNames: readonly string[] | undefined): TurnResult[] {
  let groundTruths = 0;
  return evaluation.turns.map((turn) => {
    const result = turnResult(conversation, evaluation, turn, groundTruths, toolNames);
    groundTruths += turn.groundTruth.length;
    return result;
  });
}

/**
 * The results of a run as one JSON-ready object: the config, every conversation × trial with every
 * prediction (request, outcome, match, bad action, verdict reasons, the model's raw output), the
 * ground truth with match flags, metrics, state differences, and the summary (totals, pass^k,
 * success-rate spread, error types, per-tool failures).
 *
 * @example
 * const results = buildRunResults(run, { config });
 * writeFileSync('results.json', JSON.stringify(results, null, 2));
 */
export function buildRunResults(
  run: ModelRun,
  info: { config: RunConfig; requests?: RequestCounts; startedAt?: string; finishedAt?: string; elapsedMs?: number },
): RunResults {
  const conversations: ConversationResult[] = run.conversations.map(({ name, loaded, trials }) => {
    const { conversation } = loaded;
    const trialResults = trials.map((trial): TrialResult => {
      const evaluation = trial.evaluation;
      if (evaluation === null) {
        return { trial: trial.trial, success: false, metrics: null, stateMatches: false, error: trial.error ?? 'not run', turns: [] };
      }
      return {
        trial: trial.trial,
        success: evaluation.metrics.success,
        metrics: evaluation.metrics,
        stateMatches: evaluation.stateMatches,
        ...(trial.error !== undefined && { error: trial.error }),
        turns: trialTurns(conversation, evaluation, run.toolNames),
      };
    });
    return {
      name,
      file: loaded.file,
      conversationId: conversation.conversation_id,
      ...(conversation.scenario !== undefined && { scenario: conversation.scenario }),
      successes: trialResults.filter((trial) => trial.success).length,
      trials: trialResults,
    };
  });

  const evaluationsOfTrial = (trial: number) =>
    run.conversations.flatMap((conversation) => conversation.trials[trial]?.evaluation ?? []);
  const allEvaluations = run.conversations.flatMap((conversation) => conversation.trials.flatMap((trial) => trial.evaluation ?? []));
  const perTrialRate = Array.from({ length: run.trials }, (_, trial) =>
    conversations.length === 0 ? 0 : conversations.filter((conversation) => conversation.trials[trial]?.success).length / conversations.length,
  );
  const allTurns = conversations.flatMap((conversation) => conversation.trials.flatMap((trial) => trial.turns));
  const summary: RunSummary = {
    conversations: conversations.length,
    trials: run.trials,
    successRate: { ...meanAndSpread(perTrialRate), perTrial: perTrialRate },
    passHatK: passHatK(conversations.map((conversation) => conversation.successes), run.trials),
    totals: aggregateMetrics(allEvaluations),
    perTrial: Array.from({ length: run.trials }, (_, trial) => aggregateMetrics(evaluationsOfTrial(trial))),
    errorTypes: classifyErrors(allEvaluations),
    toolFailures: countToolFailures(allEvaluations),
    unrunnable: conversations.reduce((sum, conversation) => sum + conversation.trials.filter((trial) => trial.metrics === null).length, 0),
    failedTurns: allTurns.filter((turn) => turn.failed).length,
    turnErrors: allTurns.filter((turn) => turn.error !== undefined).length,
    unclassifiedFailedTurns: {
      'conversation succeeded': allTurns.filter((turn) => turn.unclassified === 'conversation succeeded').length,
      'stopped by an error': allTurns.filter((turn) => turn.unclassified === 'stopped by an error').length,
      'no class applies': allTurns.filter((turn) => turn.unclassified === 'no class applies').length,
    },
  };
  return {
    format: 'toolworld-run-results',
    version: 1,
    config: info.config,
    ...(info.startedAt !== undefined && { startedAt: info.startedAt }),
    ...(info.finishedAt !== undefined && { finishedAt: info.finishedAt }),
    ...(info.elapsedMs !== undefined && { elapsedMs: info.elapsedMs }),
    ...(info.requests !== undefined && { requests: info.requests }),
    summary,
    conversations,
  };
}
