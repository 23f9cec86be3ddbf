/**
 * A replay lists one result per conversation given, in the order given (the same conversation as
 * often as it is given), and reports each to `onConversation` as it is done, with its index and
 * the total.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bundledConversationsDir, createOracleAgent, loadToolTalkConversations, replayConversations, type ReplayedConversation } from '../../src/index.js';

const conversations = loadToolTalkConversations(bundledConversationsDir());

describe('replayConversations', () => {
  it('gives one result per conversation, in order, and reports each with its index and the total', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.nat(conversations.length - 1), { maxLength: 6 }), async (picks) => {
        const given = picks.map((pick) => conversations[pick]!);
        const reported: { result: ReplayedConversation; index: number; total: number }[] = [];
        const replayed = await replayConversations(given, createOracleAgent(), {
          onConversation: (result, index, total) => reported.push({ result, index, total }),
        });
        expect(replayed.conversations.map((result) => result.file)).toEqual(given.map((loaded) => loaded.file));
        expect(replayed.conversations.map((result) => result.evaluation.name)).toEqual(given.map((loaded) => loaded.conversation.name));
        expect(reported.map(({ index, total }) => [index, total])).toEqual(given.map((_, index) => [index, given.length]));
        reported.forEach(({ result }, index) => expect(result).toBe(replayed.conversations[index]));
      }),
      { numRuns: 40 },
    );
  });
});
