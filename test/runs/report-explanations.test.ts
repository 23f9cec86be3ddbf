/**
 * What the results and the report explain beyond the numbers: why a failed turn has no error
 * type, arguments shown alike whether or not a dataset recorded the injected session token, an
 * unparseable call to a tool that does not exist, and state paths whose keys hold dots.
 */
import { describe, expect, it } from 'vitest';
import { createScriptedAgent, createWorld, type AgentStep, type Conversation } from '../../src/index.js';
import { buildRunResults, diffCallFields, renderHtmlReport, type PredictionResult } from '../../src/reports/index.js';
import { runModel } from '../../src/runs/index.js';
import { diffStates } from '../../src/suites/tooltalk/evaluation/state-diff.js';
import { alarmConversation, weatherAlarmConversation } from './support/conversations.js';

const config = { model: 'm', agent: 'openai', mode: 'all', documentation: true, trials: 1, concurrency: 1, maxCallsPerTurn: 25, judge: 'exact', paths: [] };
const reply = (text = 'Done.'): AgentStep => ({ type: 'reply', text });

async function resultsOf(conversation: Conversation, turns: AgentStep[][]) {
  const run = await runModel([{ file: `${conversation.name}.json`, conversation }], { createAgent: () => createScriptedAgent(turns), ids: 'tooltalk' });
  return buildRunResults(run, { config });
}

describe('failed turns without an error type', () => {
  it('are counted by reason, and the report and summary say why', async () => {
    // Succeeds (every expected call matched, nothing bad), but with an extra read-only call: a failed turn ToolTalk does not classify.
    const succeeded = await resultsOf(alarmConversation(), [[{ type: 'call', name: 'FindAlarms', arguments: {} }, { type: 'call', name: 'AddAlarm', arguments: { time: '07:30:00' } }, reply()]]);
    const [turn] = succeeded.conversations[0]!.trials[0]!.turns.filter((each) => each.failed);
    expect(succeeded.conversations[0]!.successes).toBe(1);
    expect(turn).toMatchObject({ failed: true, unclassified: 'conversation succeeded' });
    expect(turn).not.toHaveProperty('errorType');
    expect(succeeded.summary.failedTurns).toBe(1);
    expect(succeeded.summary.unclassifiedFailedTurns).toEqual({ 'conversation succeeded': 1, 'stopped by an error': 0, 'no class applies': 0 });
    const page = renderHtmlReport(succeeded);
    expect(page).toContain('1 failed turns: 0 with an error type, 1 without:');
    expect(page).toContain('in conversations that succeeded, which ToolTalk does not classify');
    expect(page).toContain('no error type: conversation succeeded');

    // Fails; its first turn makes a refused call where none was expected: no class applies.
    const failed = await resultsOf(weatherAlarmConversation(), [
      [{ type: 'call', name: 'CurrentWeather', arguments: { location: 'Lisbon' } }, reply()],
      [{ type: 'call', name: 'AddAlarm', arguments: { time: '07:45:00' } }, reply()],
    ]);
    const typed = failed.conversations[0]!.trials[0]!.turns.filter((each) => each.failed);
    expect(typed.map((each) => each.errorType)).toEqual(['bad call']);
    expect(failed.summary.unclassifiedFailedTurns).toEqual({ 'conversation succeeded': 0, 'stopped by an error': 0, 'no class applies': 0 });
    expect(renderHtmlReport(failed)).toContain('Every one of the 1 failed turns has an error type.');
  });
});

describe('arguments in the report', () => {
  it('leave out session_token on both sides, whether or not the dataset recorded it', async () => {
    const conversation = alarmConversation();
    const [, assistant] = conversation.conversation;
    const recorded = assistant!.apis![0]!.request.parameters;
    expect(recorded).toHaveProperty('session_token'); // the world injected it when the ground truth was made
    const withoutToken = structuredClone(conversation);
    delete (withoutToken.conversation[1]!.apis![0]!.request.parameters as Record<string, unknown>).session_token;

    for (const variant of [conversation, withoutToken]) {
      const results = await resultsOf(variant, [[{ type: 'call', name: 'AddAlarm', arguments: { time: '07:45:00' } }, reply()]]);
      const turn = results.conversations[0]!.trials[0]!.turns.find((each) => each.failed)!;
      const actual = turn.predictions[0] as Extract<PredictionResult, { role: 'api' }>;
      expect(actual.request.parameters).toHaveProperty('session_token'); // kept in results.json, as ToolTalk records it
      expect(diffCallFields(turn.groundTruth[0]!, actual).map((field) => [field.field, field.status])).toEqual([['time', 'different']]);
      const page = renderHtmlReport(results);
      expect(page).not.toMatch(/&#34;session_token&#34;:/);
      expect(page).toContain('Arguments are shown without session_token');
    }
  });

  it('explain an unparseable call to a tool that does not exist', async () => {
    const results = await resultsOf(alarmConversation(), [[{ type: 'call', name: 'AddAlarms', arguments: null }, reply()]]);
    const [call] = results.conversations[0]!.trials[0]!.turns[0]!.predictions as Extract<PredictionResult, { role: 'api' }>[];
    expect(call!.exception).toBe('Failed to parse API call'); // ToolTalk's answer, unchanged
    expect(call!.note).toBe("No tool is named 'AddAlarms' either (did you mean AddAlarm, FindAlarms?); the world answers an unparseable call before it looks the tool up.");
    expect(renderHtmlReport(results)).toContain('No tool is named &#39;AddAlarms&#39; either');

    const known = await resultsOf(alarmConversation(), [[{ type: 'call', name: 'AddAlarm', arguments: null }, reply()]]);
    expect(known.conversations[0]!.trials[0]!.turns[0]!.predictions[0]).not.toHaveProperty('note');
  });
});

describe('state difference paths', () => {
  it('quote keys that hold dots, so that every path reads one way', () => {
    const world = createWorld();
    const before = world.state;
    world.update((draft) => {
      const alarms = draft.databases.Alarm.get('inesmartins')!;
      const [id, alarm] = [...alarms.entries()][0]!;
      alarms.set(`${id}.copy`, { ...alarm, alarm_id: `${id}.copy` });
    });
    const [difference] = diffStates(before, world.state);
    const [firstId] = [...before.databases.Alarm.get('inesmartins')!.keys()];
    expect(difference).toMatchObject({ kind: 'added', path: `Alarm.inesmartins["${firstId}.copy"]` });
  });
});
