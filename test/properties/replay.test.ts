/**
 * The kit finds planted bugs, and what it reports can be replayed: a failure prints the seed, the
 * path and the shrunk command sequence, and running again with `{ seed, path }` fails the same way
 * on the first try.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createWorld, definePlugin, defineTool, fail, toolTalkPlugins, toolTalkDatabases, Alarm, type World } from '../../src/index.js';

const alarmDatabase = toolTalkDatabases[1];
import { modelRunSetup, worldCommands } from '../../src/fast-check/index.js';

const [AddAlarm, DeleteAlarm, FindAlarms] = Alarm.tools;

/** A DeleteAlarm that removes the alarm from every user who has one with that ID. */
const leakyDeleteAlarm = defineTool({
  name: 'DeleteAlarm',
  description: 'Deletes an alarm (with a planted bug).',
  action: true,
  auth: true,
  databases: { Alarm: alarmDatabase },
  input: z.object({ alarm_id: z.string().describe('ID of the alarm to delete.') }),
  output: z.object({ status: z.literal('success') }),
  run({ alarm_id }, { db, username }) {
    if (!db.Alarm.get(username)?.has(alarm_id)) fail(`Alarm ${alarm_id} not found.`);
    for (const alarms of db.Alarm.values()) alarms.delete(alarm_id);
    return { status: 'success' as const };
  },
});

/** A FindAlarms that lists everyone's alarms. */
const nosyFindAlarms = defineTool({
  ...FindAlarms!,
  description: "Lists alarms (with a planted bug: everyone's).",
  run: (_args, { db }) => ({ alarms: [...db.Alarm.values()].flatMap((alarms) => [...alarms.values()]) }),
});

function worldWith(alarmTools: Parameters<typeof definePlugin>[0]['tools']): World {
  const plugins = [...toolTalkPlugins.filter((plugin) => plugin.name !== 'Alarm'), definePlugin({ ...Alarm, tools: alarmTools })];
  return createWorld({ plugins, session: { username: 'inesmartins', token: 'token-ines' } });
}

/** Searches for a bug; `replayPath` is what the report prints for the command sequence. */
function findBug(world: World, parameters: fc.Parameters<[Iterable<fc.Command<never, World>>]> = {}, replayPath?: string) {
  const commands = worldCommands(world, {
    tools: ['AddAlarm', 'DeleteAlarm', 'FindAlarms', 'LogoutUser'],
    constraints: { size: 'medium', ...(replayPath !== undefined && { replayPath }) },
  });
  const property = fc.property(commands, (sequence) => fc.modelRun(modelRunSetup(world), sequence));
  return fc.check(property, { seed: 7, numRuns: 200, ...parameters });
}

describe('planted bugs', () => {
  it("a delete that reaches into other users' alarms is caught, with a replayable report", () => {
    const world = worldWith([AddAlarm!, leakyDeleteAlarm, FindAlarms!]);
    const details = findBug(world);
    expect(details.failed).toBe(true);
    const report = fc.defaultReportMessage(details)!;
    expect(report).toContain('{ seed: 7, path: "');
    expect(report).toMatch(/Counterexample: \[.*DeleteAlarm\(\{ alarm_id: <caller's alarm_id #\d+> \}\)/);
    // The cause names the broken rule.
    expect(String(details.errorInstance)).toMatch(/DeleteAlarm\(.*\) by inesmartins: Alarm\.\S+ changed, but the call belongs to inesmartins/);

    // Model-based runs need three things to replay: the seed, the path, and the commands' replayPath.
    const replayPath = /replayPath="([^"]+)"/.exec(report)![1]!;
    const replay = findBug(world, { seed: details.seed, path: details.counterexamplePath!, endOnFailure: true }, replayPath);
    expect(replay.failed).toBe(true);
    expect(replay.numRuns).toBe(1);
    expect(String(replay.counterexample)).toBe(String(details.counterexample));
  });

  it('a search that shows other users their alarms is caught', () => {
    const details = findBug(worldWith([AddAlarm!, DeleteAlarm!, nosyFindAlarms]));
    expect(details.failed).toBe(true);
    expect(fc.defaultReportMessage(details)).toContain('Counterexample: [FindAlarms({})');
    expect(String(details.errorInstance)).toMatch(/FindAlarms\(\{\}\) by inesmartins: listed alarm_id \S+, which is not one of inesmartins's Alarm records/);
  });

  it('the real tools pass the same search', () => {
    expect(findBug(worldWith(Alarm.tools)).failed).toBe(false);
  });
});
