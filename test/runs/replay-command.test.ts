/** `toolworld replay`: its JSON uses the library's names for the same totals. */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
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

  it("turns zod's compiled parsers off only while it replays, and puts the setting back, even after a failure", async () => {
    const io = { stdout: () => {}, stderr: () => {} };
    const file = `${bundledConversationsDir()}/AddAlarm-easy.json`;
    // zod's global config is a plain object: watch what is written to its `jitless`.
    const config = z.config();
    let jitless: boolean | undefined;
    const written: (boolean | undefined)[] = [];
    Object.defineProperty(config, 'jitless', {
      configurable: true,
      enumerable: true,
      get: () => jitless,
      set: (value: boolean | undefined) => {
        written.push(value);
        jitless = value;
      },
    });
    try {
      for (const before of [undefined, false, true]) {
        jitless = before;
        written.length = 0;
        expect(await runReplay(['--json', file], io)).toBe(0);
        expect(written).toEqual([true, before]);
        written.length = 0;
        await expect(runReplay(['--json', '/no/such/conversation.json'], io)).rejects.toThrow(/no such file/);
        expect(written).toEqual([true, before]);
      }
    } finally {
      delete (config as { jitless?: boolean }).jitless;
    }
  });
});
