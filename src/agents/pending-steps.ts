import type { AgentStep, TurnContext } from '../suites/tooltalk/simulation/agent.js';

interface Pending {
  readonly turnIndex: number;
  /** The history length at which the next queued step is due (one more per executed call). */
  historyLength: number;
  readonly steps: AgentStep[];
}

/**
 * The calls a model asked for in one response beyond the first. An agent plays one step at a time,
 * so the rest wait here and are played, without asking the model again, while the history grows by
 * exactly one call per step. Anything else (a new turn, another conversation) drops the queue.
 * Keyed by the conversation object, so one agent can serve several conversations at once (though
 * not two simulations of the same conversation object at once).
 */
export class PendingSteps {
  private readonly queues = new WeakMap<object, Pending>();

  /** Queues steps to play after the current one. */
  keep(context: Pick<TurnContext, 'conversation' | 'turnIndex' | 'history'>, steps: readonly AgentStep[]): void {
    if (steps.length === 0) {
      this.queues.delete(context.conversation);
      return;
    }
    this.queues.set(context.conversation, {
      turnIndex: context.turnIndex,
      historyLength: context.history.length + 1,
      steps: [...steps],
    });
  }

  /** The next queued step for this point of the turn, if any. */
  take(context: Pick<TurnContext, 'conversation' | 'turnIndex' | 'history'>): AgentStep | undefined {
    const pending = this.queues.get(context.conversation);
    if (pending === undefined) return undefined;
    if (pending.turnIndex !== context.turnIndex || pending.historyLength !== context.history.length) {
      this.queues.delete(context.conversation);
      return undefined;
    }
    const step = pending.steps.shift();
    pending.historyLength++;
    if (pending.steps.length === 0) this.queues.delete(context.conversation);
    return step;
  }
}
