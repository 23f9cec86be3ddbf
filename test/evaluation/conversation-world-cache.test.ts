/**
 * The starting world of a conversation is built once per set of world options: options objects
 * that are not the same object are compared field by field (keys in order, values by identity).
 * A world taken from the cache starts from the very state object built before; a world built anew
 * starts from a state of its own.
 */
import { describe, expect, it } from 'vitest';
import { bundledConversationsDir, createConversationWorld, loadToolTalkConversations, type SimulateOptions } from '../../src/index.js';

const [first] = loadToolTalkConversations(bundledConversationsDir());
const conversation = first!.conversation;

function startState(options: SimulateOptions): unknown {
  return createConversationWorld(conversation, options).state;
}

describe('the conversation-world cache', () => {
  it('reuses the world for an options object with the same fields, frozen or not', () => {
    const plugins = undefined;
    const before = startState({ ids: 'per-tool', maxCallsPerTurn: 3 });
    expect(startState({ ids: 'per-tool', maxCallsPerTurn: 3 })).toBe(before);
    // The simulation's own options are not world options: they are left out of the comparison.
    expect(startState({ ids: 'per-tool', maxCallsPerTurn: 9 })).toBe(before);
    expect(startState(Object.freeze({ ids: 'per-tool' }))).toBe(before);
    expect(startState({ ids: 'per-tool', plugins })).not.toBe(before);
  });

  it('builds anew when a value, the number of fields or a key differs', () => {
    const perTool = startState({ ids: 'per-tool', messages: 'tooltalk' });
    expect(startState({ ids: 'per-tool', messages: 'tooltalk' })).toBe(perTool);
    // One value differs.
    const unique = startState({ ids: 'unique', messages: 'tooltalk' });
    expect(unique).not.toBe(perTool);
    expect(startState({ ids: 'unique', messages: 'tooltalk' })).toBe(unique);
    // One field fewer, one field more (even one set to undefined).
    const idsOnly = startState({ ids: 'per-tool' });
    expect(idsOnly).not.toBe(perTool);
    const withUndefined = startState({ ids: 'per-tool', messages: 'tooltalk', signIn: undefined });
    expect(withUndefined).not.toBe(perTool);
    expect(withUndefined).not.toBe(idsOnly);
    // As many fields, another key.
    const otherKey = startState({ ids: 'per-tool', signIn: undefined });
    expect(otherKey).not.toBe(idsOnly);
    expect(otherKey).not.toBe(perTool);
    expect(startState({ ids: 'per-tool' })).toBe(idsOnly);
  });
});
