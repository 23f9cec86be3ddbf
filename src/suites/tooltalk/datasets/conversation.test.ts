import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseConversation } from './load.js';

/** A conversation with one assistant turn that calls `apiName` once. */
function conversationCalling(apiName: string, parameters: Record<string, unknown>): unknown {
  return {
    name: 'one call',
    conversation_id: 'c1',
    suites_used: [],
    apis_used: [String(apiName)],
    user: { username: 'justinkool' },
    metadata: { location: 'San Francisco', timestamp: '2023-09-11 09:00:00' },
    conversation: [
      { index: 0, role: 'user', text: 'Please do it.' },
      { index: 1, role: 'assistant', text: 'Done.', apis: [{ request: { api_name: apiName, parameters }, response: null, exception: 'no' }] },
    ],
  };
}

function calledName(value: unknown): string {
  return parseConversation(value).conversation[1]!.apis![0]!.request.api_name;
}

describe('a ground-truth call read from a file', () => {
  it('keeps its tool name as written, whatever the text (the name is only internalised)', () => {
    const awkward = ['AddReminder', 'CompleteReminder', '__proto__', 'constructor', 'toString', '0', '01', '-0', '4294967295', '4294967294', '1e3', '', ' ', 'naïve', '\u{1F600}'];
    for (const name of awkward) expect(calledName(conversationCalling(name, {}))).toBe(name);
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: 'grapheme' }), fc.string({ unit: 'binary' }), fc.nat().map(String)), (name) => {
        expect(calledName(conversationCalling(name, {}))).toBe(name);
      }),
      { numRuns: 500 },
    );
  });

  it('keeps the file its parameters and the rest of the call', () => {
    const parameters = { task: 'Buy milk', due_date: '2023-09-12 09:00:00' };
    const parsed = parseConversation(conversationCalling('AddReminder', parameters));
    expect(parsed.conversation[1]!.apis).toStrictEqual([{ request: { api_name: 'AddReminder', parameters }, response: null, exception: 'no' }]);
  });

  it('refuses a tool name that is not a string, as before', () => {
    expect(() => parseConversation(conversationCalling(42 as unknown as string, {}))).toThrow(/\$\.conversation\[1\]\.apis\[0\]\.request\.api_name/);
  });
});
