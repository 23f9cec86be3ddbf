/**
 * The oracle hands the executor each recorded call's arguments without the session token, as one
 * frozen object per recorded call, marked as plain so that the executor copies it with a compiled
 * copier rather than a spread (nineteenth round of issue 15). The recorded request must be what a
 * spread gave: a fresh, unfrozen object with the arguments in order and the injected token last.
 */
import { describe, expect, it } from 'vitest';
import { bundledConversationsDir, createOracleAgent, loadToolTalkConversations, simulateConversation, type ApiPrediction } from '../../src/index.js';
import { isMarkedPlain } from '../../src/world/plain-copy.js';

const conversations = loadToolTalkConversations(bundledConversationsDir());

describe("the oracle's arguments", () => {
  it('are frozen, marked as plain, and copied into each request as a spread would copy them', async () => {
    const oracle = createOracleAgent();
    let calls = 0;
    for (const { conversation } of conversations) {
      const seen: Record<string, unknown>[] = [];
      const agent: typeof oracle = (context) => {
        const step = oracle(context);
        if (!(step instanceof Promise) && step.type === 'call' && step.arguments !== null) seen.push(step.arguments);
        return step;
      };
      const simulated = await simulateConversation(conversation, agent);
      const requests = simulated.turns.flatMap((turn) => turn.predictions.filter((prediction): prediction is ApiPrediction => prediction.role === 'api')).map((prediction) => prediction.request);
      expect(requests).toHaveLength(seen.length);
      requests.forEach((request, index) => {
        const given = seen[index]!;
        expect(Object.isFrozen(given)).toBe(true);
        expect(isMarkedPlain(given)).toBe(true);
        const parameters = request.parameters!;
        expect(parameters).not.toBe(given);
        expect(Object.isFrozen(parameters)).toBe(false);
        expect(Object.getPrototypeOf(parameters)).toBe(Object.prototype);
        // The given arguments in their order, then what the session policy injected.
        const keys = Object.keys(parameters);
        expect(keys.slice(0, Object.keys(given).length)).toEqual(Object.keys(given));
        for (const key of Object.keys(given)) expect(parameters[key]).toBe(given[key]);
        expect(keys.slice(Object.keys(given).length).every((key) => key === 'session_token')).toBe(true);
        calls++;
      });
      // A second replay hands the same frozen objects again, and gets fresh requests.
      const again = await simulateConversation(conversation, oracle);
      const againRequests = again.turns.flatMap((turn) => turn.predictions.filter((prediction): prediction is ApiPrediction => prediction.role === 'api')).map((prediction) => prediction.request);
      againRequests.forEach((request, index) => {
        expect(request.parameters).not.toBe(requests[index]!.parameters);
        expect(request).toEqual(requests[index]);
      });
    }
    expect(calls).toBeGreaterThan(20);
  });
});
