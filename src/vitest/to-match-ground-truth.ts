import type { MatcherState } from 'vitest';
import { toolTalkSession } from '../plugins/tooltalk/account/session-policy.js';
import { formatStateDifferences } from '../suites/tooltalk/evaluation/state-diff.js';
import type { EvaluatedConversation, EvaluatedTurn, JudgedApiPrediction } from '../suites/tooltalk/evaluation/evaluate.js';
import { callForDiff, describeReceived, formatCall, showValue } from './format.js';
import type { ToolworldMatcherResult } from './matcher-result.js';

// Ground truths are ToolTalk's: their requests carry the session token its executor injects.
const injected = toolTalkSession.injectedArguments;

export interface GroundTruthMatchOptions {
  /**
   * Also require the agent to leave the world exactly as the ground truth does after every turn
   * (ToolTalk's success only looks at the calls). Default false.
   */
  readonly state?: boolean;
}

interface Named {
  readonly label: string;
  readonly evaluation: EvaluatedConversation;
}

function isEvaluation(value: unknown): value is EvaluatedConversation {
  return typeof value === 'object' && value !== null && 'metrics' in value && Array.isArray((value as { turns?: unknown }).turns);
}

/** The conversations in what the matcher received, or an explanation of what it takes. */
function conversationsOf(received: unknown): Named[] | string {
  if (isEvaluation(received)) return [{ label: received.name, evaluation: received }];
  if (typeof received === 'object' && received !== null) {
    const value = received as { evaluation?: unknown; conversations?: unknown; name?: unknown; file?: unknown; turns?: unknown };
    if (isEvaluation(value.evaluation)) return [{ label: String(value.name ?? value.evaluation.name), evaluation: value.evaluation }];
    if (Array.isArray(value.conversations)) {
      const out: Named[] = [];
      for (const entry of value.conversations as { name?: unknown; evaluation?: unknown }[]) {
        if (!isEvaluation(entry?.evaluation)) return 'a ReplayResult whose conversations carry evaluations';
        out.push({ label: String(entry.name ?? entry.evaluation.name), evaluation: entry.evaluation });
      }
      return out;
    }
    if (Array.isArray(value.turns)) {
      return 'an evaluated conversation; this looks like a simulated one: pass it through evaluateConversation(simulated, { tools: world.tools }) first';
    }
  }
  return 'an EvaluatedConversation (from evaluateConversation), a ReplayedConversation, or a ReplayResult (from replayConversations)';
}

function passes(evaluation: EvaluatedConversation, options: GroundTruthMatchOptions): boolean {
  return evaluation.metrics.success && (!options.state || evaluation.stateMatches);
}

function isApi(prediction: EvaluatedTurn['predictions'][number]): prediction is JudgedApiPrediction {
  return prediction.role === 'api';
}

function turnHasProblem(turn: EvaluatedTurn, options: GroundTruthMatchOptions): boolean {
  return (
    turn.error !== undefined ||
    turn.groundTruth.some((call) => !call.match) ||
    turn.predictions.some((prediction) => isApi(prediction) && prediction.bad_action) ||
    (options.state === true && !turn.stateMatches)
  );
}

function describeTurn(this: MatcherState, turn: EvaluatedTurn, labels: ReadonlyMap<number, string>, options: GroundTruthMatchOptions): string {
  const lines = [`Turn ${turn.turnIndex}:`];
  if (turn.error !== undefined) lines.push(`  error: ${turn.error}`);
  lines.push('  expected calls (ground truth):');
  if (turn.groundTruth.length === 0) lines.push('    (none)');
  for (const call of turn.groundTruth) lines.push(`    ${call.match ? '✓' : '✗ missed'} ${formatCall(call, injected)}`);
  const calls = turn.predictions.filter(isApi);
  lines.push('  actual calls:');
  if (calls.length === 0) lines.push('    (none)');
  for (const call of calls) {
    const mark = call.match ? '✓' : call.bad_action ? '✗ bad action' : call.exception !== null ? '· failed' : '· unmatched';
    lines.push(`    ${mark} ${formatCall(call, injected)}`);
  }
  const reasons: string[] = [];
  for (const call of calls) {
    if (call.match) continue;
    for (const { groundTruth, verdict } of call.verdicts) {
      if (verdict.pass) continue;
      reasons.push(`    ${call.request.api_name} vs ${labels.get(groundTruth) ?? `ground-truth call ${groundTruth}`}: ${verdict.reasons.join('; ')}`);
    }
  }
  if (reasons.length > 0) lines.push('  why they did not match:', ...reasons);
  const reply = turn.predictions.find((prediction) => prediction.role === 'assistant');
  if (reply !== undefined && reply.role === 'assistant') lines.push(`  reply: ${showValue(reply.text, 100)}`);
  if (turn.groundTruth.some((call) => !call.match)) {
    const diff = this.utils.diff(turn.groundTruth.map((call) => callForDiff(call, injected)), calls.map((call) => callForDiff(call, injected)), { omitAnnotationLines: true }) ?? '';
    lines.push('  calls (- expected, + actual):', ...diff.split('\n').map((line) => `    ${line}`));
  }
  if (options.state && !turn.stateMatches) {
    lines.push('  world state (- expected, + actual):', ...formatStateDifferences(turn.stateDifferences).split('\n').map((line) => `    ${line}`));
  }
  return lines.join('\n');
}

function describeConversation(this: MatcherState, named: Named, options: GroundTruthMatchOptions): string {
  const { metrics } = named.evaluation;
  const labels = new Map<number, string>();
  let index = 0;
  for (const turn of named.evaluation.turns) {
    turn.groundTruth.forEach((call, position) => {
      labels.set(index++, `expected call ${position + 1} of turn ${turn.turnIndex} (${call.request.api_name})`);
    });
  }
  const summary =
    `recall ${metrics.recall.toFixed(2)} (${metrics.matches}/${metrics.ground_truths} expected calls made), ` +
    `${metrics.bad_actions} bad action(s) of ${metrics.actions}` +
    (options.state ? `, world state ${named.evaluation.stateMatches ? 'matches' : 'differs'}` : '');
  const turns = named.evaluation.turns
    .filter((turn) => turnHasProblem(turn, options))
    .map((turn) => describeTurn.call(this, turn, labels, options));
  return [`Conversation ${JSON.stringify(named.label)}: ${summary}`, ...turns].join('\n\n');
}

/**
 * `expect(evaluated).toMatchGroundTruth(options?)`: passes when the agent succeeded in ToolTalk's
 * sense (every ground-truth call matched, no bad actions) in the evaluated conversation, or in every
 * conversation of a `ReplayResult`. The message lists, for each turn that went wrong, the expected
 * and the actual calls, why the checks rejected them, and a diff.
 *
 * @example
 * const evaluated = await evaluateConversation(await simulateConversation(conversation, agent), { tools: world.tools });
 * expect(evaluated).toMatchGroundTruth();
 */
export function toMatchGroundTruth(
  this: MatcherState,
  received: unknown,
  options: GroundTruthMatchOptions = {},
): ToolworldMatcherResult {
  const conversations = conversationsOf(received);
  if (typeof conversations === 'string') {
    throw new TypeError(`toMatchGroundTruth: expected ${conversations}; got ${describeReceived(received)}`);
  }
  const failing = conversations.filter((named) => !passes(named.evaluation, options));
  const pass = failing.length === 0;
  const subject = conversations.length === 1 ? `conversation ${JSON.stringify(conversations[0]!.label)}` : `all ${conversations.length} conversations`;
  // No `actual`/`expected`: the message already holds a diff per failing turn, next to the reasons,
  // and vitest would add a second one covering whole conversations (for a dataset, a very long one).
  return {
    pass,
    message: () => {
      if (pass) return `expected ${subject} not to match the ground truth, but the agent succeeded`;
      const details = failing.map((named) => describeConversation.call(this, named, options)).join('\n\n');
      const count = conversations.length === 1 ? '' : ` (${failing.length} of ${conversations.length} failed)`;
      return `expected ${subject} to match the ground truth${count}\n\n${details}`;
    },
  };
}
