// DFSDT without ranking, `DFS_woFilter_w{W}` (spec §4.6): a depth-first tree of steps. Each node
// gets up to W children, each explored fully before the next is generated; a later child is asked
// to differ from its earlier siblings. An answer ends the search; a give-up backtracks two levels,
// any other dead end one; the number of model requests is capped.

import type { ChatMessage } from '../../../agents/chat.js';
import type { SolvableQuery } from '../queries.js';
import { episodeStart, type ChainResult } from './chain.js';
import { buildAnswerRecord, takeStep, type AnswerNode, type ChainCall, type EpisodeContext, type StepResult } from './step.js';

export interface DfsOptions extends EpisodeContext {
  readonly query: SolvableQuery;
  /** Depth limit of a path; default 12. */
  readonly maxSteps?: number;
  /** Children per node; default 2 (all published runs). */
  readonly width?: number;
  /** Model requests allowed for the whole tree; default 200. */
  readonly maxQueryCount?: number;
}

export interface DfsResult extends ChainResult {
  /** `give_answer` when an answer was found, `give_up` when only give-ups were, else undefined. */
  readonly finishType?: 'give_answer' | 'give_up';
}

interface Path {
  readonly messages: readonly ChatMessage[];
  readonly nodes: readonly AnswerNode[];
  readonly depth: number;
}

/** The diversity message (our wording): what the earlier siblings did from this state. */
function diversityMessage(siblings: readonly StepResult[]): ChatMessage {
  const tried = siblings
    .flatMap((sibling) => sibling.calls)
    .map((call, index) => `${index + 1}. ${call.name} with arguments ${call.arguments} returned ${call.observation}`);
  return {
    role: 'user',
    content:
      'You have been in this state before and tried the following, which did not lead to an answer:\n' +
      `${tried.join('\n') || '(replies without a function call)'}\n` +
      'Do something different from all of these now.',
  };
}

/**
 * Runs one query as a DFSDT tree search.
 *
 * @example
 * const { record, finishType } = await runDfs({ query, functions, api, chat, model: 'gpt-4o-mini' });
 */
export async function runDfs(options: DfsOptions): Promise<DfsResult> {
  const maxSteps = options.maxSteps ?? 12;
  const width = options.width ?? 2;
  const maxQueryCount = options.maxQueryCount ?? 200;
  const calls: ChainCall[] = [];
  let requests = 0;
  let answer: (Path & { finishArguments: string }) | undefined;
  let giveUp: (Path & { finishArguments: string }) | undefined;
  let firstLeaf: Path | undefined;
  let error: string | undefined;
  let outOfBudget = false;
  const stop = Number.POSITIVE_INFINITY;

  /** Expands a node; returns how many levels to back up (Infinity stops the search). */
  const expand = async (node: Path): Promise<number> => {
    const siblings: StepResult[] = [];
    for (let index = 0; index < width; index++) {
      if (requests >= maxQueryCount) {
        outOfBudget = true;
        return stop;
      }
      requests++;
      // The diversity message is sent with this request only; descendants do not see it.
      const step = await takeStep(options, node.messages, siblings.length > 0 ? [diversityMessage(siblings)] : []);
      if (step.error !== undefined) {
        error = step.error;
        return stop;
      }
      siblings.push(step);
      calls.push(...step.calls);
      const child: Path = { messages: [...node.messages, ...step.messages], nodes: [...node.nodes, ...step.nodes], depth: node.depth + step.depth };
      let back: number;
      if (step.ended === 'answer') {
        answer = { ...child, finishArguments: step.finishArguments ?? '' };
        return stop;
      } else if (step.ended === 'give-up') {
        giveUp ??= { ...child, finishArguments: step.finishArguments ?? '' };
        back = 2;
      } else if (child.depth >= maxSteps) {
        firstLeaf ??= child;
        back = 1;
      } else {
        back = await expand(child);
      }
      if (back > 1) return back - 1;
    }
    return 1;
  };

  await expand({ messages: episodeStart(options, options.query), nodes: [], depth: 0 });
  const method = `DFS_woFilter_w${width}`;
  const chosen = answer ?? giveUp ?? firstLeaf ?? { messages: episodeStart(options, options.query), nodes: [], depth: 0 };
  // A give-up path is reported with its Finish arguments, which SoPR reads as Unsolved.
  const finalAnswer = answer?.finishArguments ?? giveUp?.finishArguments ?? '';
  const record = buildAnswerRecord(options.query.query, options.functions, method, chosen.nodes, finalAnswer);
  const result: DfsResult = {
    record,
    calls,
    stop: answer !== undefined ? 'answer' : error !== undefined ? 'model-error' : outOfBudget ? 'budget' : giveUp !== undefined ? 'give-up' : 'max-steps',
    ...(error !== undefined && { error }),
    modelRequests: requests,
    messages: chosen.messages,
    ...(answer !== undefined ? { finishType: 'give_answer' as const } : giveUp !== undefined ? { finishType: 'give_up' as const } : {}),
  };
  return result;
}
