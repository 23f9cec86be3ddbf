/** `toolworld replay`: its JSON uses the library's names for the same totals. */
import { describe, expect, it } from 'vitest';
import { runReplay } from '../../src/cli/replay.js';
import { bundledConversationsDir, createOracleAgent, loadToolTalkConversations, replayConversations } from '../../src/index.js';

describe('toolworld replay --json', () => {
  it("prints the library's totals and metrics, snake_case as replayConversations returns them", async () => {
    const out: string[] = [];
    const file = `${bundledConversationsDir()}/AddAlarm-easy.json`;
    expect(await runReplay(['--json', file], { stdout: (text) => out.push(text), stderr: () => {} })).toBe(0);
    const printed = JSON.parse(out[0]!) as Record<string, unknown>;
    const library = await replayConversations(loadToolTalkConversations(file), createOracleAgent(), { ids: 'tooltalk' });
    expect(Object.keys(printed)).toEqual(['totals', 'errorTypes', 'conversations', 'elapsedMs']);
    expect(printed.totals).toEqual(library.totals);
    expect(printed.errorTypes).toEqual(library.errorTypes);
    expect(printed.conversations).toEqual([{ name: 'AddAlarm-easy', metrics: library.conversations[0]!.evaluation.metrics, stateMatches: true }]);
    expect(JSON.stringify(printed)).not.toMatch(/actionPrecision|badActionRate|successRate/);
  });
});
