/**
 * What a user's property tests look like with `toolworld/fast-check`: arguments and commands
 * derived from the tools' declarations, a model-based run with an invariant of one's own, and the
 * settings that keep CI repeatable (a failure prints `{ seed, path }` to replay it with).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createWorld, type ToolTalkDatabases } from '../../src/index.js';
import {
  defaultInvariants,
  hintRules,
  invalidArguments,
  modelRunSetup,
  toolCalls,
  validArguments,
  worldCommands,
  type HintRule,
  type WorldInvariant,
} from '../../src/fast-check/index.js';

/** Fixed seed, bounded runs: the same cases on every CI run. */
const settings = { seed: 42, numRuns: 100 };

/**
 * The piece of "our app" under test: it runs a tool for a model and always hands back text for
 * the model to read, never an exception.
 */
function runToolForModel(world: ReturnType<typeof createWorld>, name: string, args: unknown): string {
  const { response, exception } = world.execute(name, args);
  return exception === null ? JSON.stringify(response) : `The tool refused: ${exception}`;
}

describe('our tool runner', () => {
  const world = createWorld({ session: { username: 'inesmartins', token: 'token-ines' } });

  it('answers every plausible call with text', () => {
    fc.assert(
      fc.property(toolCalls(world), (call) => {
        const text = runToolForModel(world.fork(), call.tool.name, call.resolve(world));
        expect(text.length).toBeGreaterThan(0);
      }),
      settings,
    );
  });

  it('explains every refusal of bad arguments, for every tool', () => {
    const badCalls = fc.constantFrom(...world.listTools()).chain((tool) => invalidArguments(tool).map((args) => [tool.name, args] as const));
    fc.assert(
      fc.property(badCalls, ([name, args]) => {
        expect(runToolForModel(world.fork(), name, args)).toMatch(/^The tool refused: \S/);
      }),
      settings,
    );
  });

  it('finds every alarm it sets', () => {
    fc.assert(
      fc.property(validArguments(world.tools.get('AddAlarm')!, { world, noise: 0 }), (args) => {
        const copy = world.fork();
        const { alarm_id } = JSON.parse(runToolForModel(copy, 'AddAlarm', args)) as { alarm_id: string };
        expect(JSON.parse(runToolForModel(copy, 'FindAlarms', {})).alarms).toContainEqual({ alarm_id, time: args.time });
      }),
      settings,
    );
  });
});

describe('the world under random use', () => {
  it('keeps our own invariant on top of the built-in ones', () => {
    // Our rule: a reminder, once added, keeps the task it was given until it is deleted.
    const remindersKeepTheirTask: WorldInvariant = ({ before, after, caller }) => {
      const was = caller === null ? undefined : (before.databases as ToolTalkDatabases).Reminder.get(caller);
      const now = caller === null ? undefined : (after.databases as ToolTalkDatabases).Reminder.get(caller);
      for (const [id, reminder] of was ?? []) {
        const later = now?.get(id);
        if (later !== undefined && later.task !== reminder.task) throw new Error(`reminder ${id} changed its task`);
      }
    };
    const world = createWorld();
    fc.assert(
      fc.property(worldCommands(world, { invariants: [...defaultInvariants, remindersKeepTheirTask] }), (commands) =>
        fc.modelRun(modelRunSetup(world), commands),
      ),
      { seed: 42, numRuns: 50 },
    );
  });

  it('can be steered with a hint rule of our own', () => {
    // Tasks about the dentist only: rules match parameters by name or description, never by tool.
    const dentistTasks: HintRule = {
      name: 'a dentist errand',
      applies: (field) => field.name === 'task',
      arbitrary: () => fc.constantFrom('Call the dentist', 'Book a cleaning', 'Pay the dentist'),
    };
    const world = createWorld({ session: { username: 'kwame_asante', token: 'token-kwame' } });
    const samples = fc.sample(validArguments(world.tools.get('AddReminder')!, { world, noise: 0, rules: [dentistTasks, ...hintRules] }), { seed: 1, numRuns: 20 });
    for (const args of samples) expect(args.task).toMatch(/dentist|cleaning/i);
  });
});
