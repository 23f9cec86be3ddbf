/**
 * Fuzzing every tool with hostile input: wrong types, missing and extra keys, `__proto__` /
 * `constructor` / `prototype` keys at any depth, megabyte strings, deep nesting, NaN and Infinity,
 * invalid dates. Whatever comes in: `world.call` does not throw, a failed call changes nothing,
 * the outcome is plain data, and no prototype is polluted.
 */
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { createWorld, type AnyTool, type CallOutcome, type MessageStyle, type World } from '../../src/index.js';
import {
  fuzzSettings,
  hostileArguments,
  hostileToolName,
  megabyteStrings,
  nested,
  objectOf,
  prototypeFingerprint,
  prototypeKeys,
  prototypesAreClean,
} from './hostile.js';

const fingerprint = prototypeFingerprint();
const login = { username: 'inesmartins', token: 'fuzz-token' };
const tools = createWorld().listTools();
const toolNames = tools.map((tool) => tool.name);
const toolNamed = (name: string): AnyTool => tools.find((tool) => tool.name === name)!;

function worldFor(signedIn: boolean, messages: MessageStyle) {
  return createWorld({ messages, ...(signedIn && { session: login }) });
}

/** A short, never-throwing rendering of any input, for failure messages. */
function summarise(value: unknown): string {
  try {
    const text = typeof value === 'string' ? JSON.stringify(value.slice(0, 300)) : (JSON.stringify(value) ?? String(value));
    return text.length > 300 ? `${text.slice(0, 300)}...` : text;
  } catch {
    try {
      return String(value);
    } catch {
      return '<unprintable>';
    }
  }
}

/** Calls a tool and checks everything that must hold whatever the input; returns the outcome. */
function callSafely(world: World, name: unknown, args: unknown): CallOutcome {
  const before = world.state;
  let outcome: CallOutcome;
  try {
    // The outcome, not the record: the record's request holds the hostile input as it was sent.
    const { response, exception } = world.execute(name as string, args);
    outcome = { response, exception } as CallOutcome;
  } catch (error) {
    expect.fail(`${summarise(name)} threw ${String(error)} on ${summarise(args)}`);
  }
  const { response, exception } = outcome;
  expect((response === null) !== (exception === null), 'exactly one of response and exception').toBe(true);
  if (exception !== null) {
    expect(typeof exception).toBe('string');
    // A tool that crashes is caught by the executor, but it is still a bug in the tool.
    if (exception.startsWith('Internal error in ')) expect.fail(`${summarise(name)} crashed on ${summarise(args)}: ${exception}`);
    if (world.state !== before) expect.fail(`a failed ${summarise(name)} changed the state: ${exception.slice(0, 200)}`);
  } else {
    expect(Object.isFrozen(world.state)).toBe(true);
  }
  expect(() => JSON.stringify(outcome), 'the outcome is plain data').not.toThrow();
  if (!prototypesAreClean(fingerprint)) expect.fail(`a prototype was polluted by ${summarise(name)} ${summarise(args)}`);
  return outcome;
}

afterAll(() => {
  expect(prototypesAreClean(fingerprint)).toBe(true);
});

describe('every tool, hostile arguments', () => {
  for (const tool of tools) {
    it(`${tool.name} never throws, and a refusal changes nothing`, () => {
      fc.assert(
        fc.property(hostileArguments(tool), fc.constantFrom(true, true, true, false), fc.constantFrom<MessageStyle>('toolworld', 'tooltalk'), (args, signedIn, messages) => {
          callSafely(worldFor(signedIn, messages), tool.name, args);
        }),
        fuzzSettings(250),
      );
    });
  }
});

describe('sizes and shapes that are always refused', () => {
  const world = worldFor(true, 'toolworld');
  /** Arguments that would be accepted, so that only the hostile part can be the reason for a refusal. */
  const plausible = (tool: AnyTool): Record<string, unknown> =>
    Object.fromEntries(tool.required.map((name) => [name, 'x']));

  it('a megabyte string anywhere in the arguments is refused without touching the state', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...toolNames),
        fc.constantFrom(...megabyteStrings),
        fc.constantFrom('value', 'in-array', 'key'),
        fc.nat(),
        (toolName, huge, where, pick) => {
          const tool = toolNamed(toolName);
const args = plausible(tool);
          const name = tool.parameters.length > 0 ? tool.parameters[pick % tool.parameters.length]! : 'extra';
          if (where === 'value') args[name] = huge;
          else if (where === 'in-array') args[name] = ['x', huge];
          else args[huge] = 'x';
          const { exception } = callSafely(world, tool.name, args);
          expect(exception, `${tool.name} accepted a megabyte`).not.toBeNull();
          // Refused for its size, not by luck (UserLogin refuses first because someone is logged in).
          if (where !== 'key' && tool.session !== 'start' && tool.parameters.length > 0) {
            expect(exception).toContain('the limit is 100,000');
          }
        },
      ),
      fuzzSettings(150),
    );
  });

  it('the limit is 100,000 characters: one more is refused with a message that says so', () => {
    const { exception } = callSafely(world, 'AddReminder', { task: 'x'.repeat(100_001) });
    expect(exception).toBe("Argument 'task' is 100,001 characters long; the limit is 100,000.");
    expect(callSafely(world.fork(), 'AddReminder', { task: 'x'.repeat(100_000) }).exception).toBeNull();
  });

  it('deep nesting is refused at any depth, without recursion trouble', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...toolNames),
        fc.integer({ min: 9, max: 20_000 }),
        fc.constantFrom('array' as const, 'object' as const, '__proto__' as const),
        (toolName, depth, shape) => {
          const tool = toolNamed(toolName);
const args = plausible(tool);
          args[tool.parameters[0] ?? 'extra'] = nested(depth, shape);
          expect(callSafely(world, tool.name, args).exception).not.toBeNull();
        },
      ),
      fuzzSettings(100),
    );
  });

  it('NaN, Infinity and -0 are refused where text is expected, and never stored', () => {
    fc.assert(
      fc.property(fc.constantFrom(...toolNames), fc.constantFrom(NaN, Infinity, -Infinity, -0), fc.nat(), (toolName, number, pick) => {
        const tool = toolNamed(toolName);
if (tool.parameters.length === 0) return;
        const args = plausible(tool);
        args[tool.parameters[pick % tool.parameters.length]!] = number;
        const fork = world.fork();
        const { exception } = callSafely(fork, tool.name, args);
        // No parameter of any tool is a number, so the call must be refused (state unchanged, checked above).
        expect(exception).not.toBeNull();
      }),
      fuzzSettings(150),
    );
  });
});

describe('prototype keys', () => {
  it('as argument names at any depth, they are refused or ignored and pollute nothing', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...toolNames),
        fc.constantFrom(...prototypeKeys),
        fc.integer({ min: 0, max: 12 }),
        fc.boolean(),
        (toolName, key, depth, signedIn) => {
          const tool = toolNamed(toolName);
const payload = objectOf([['polluted', 'yes'], ['prototype', objectOf([['polluted', 'yes']])]]);
          const hostile = objectOf([[key, depth === 0 ? payload : nested(depth, 'object')]]);
          const args = objectOf([...Object.entries(hostile), ...tool.required.map((name) => [name, hostile] as const)]);
          callSafely(worldFor(signedIn, 'toolworld'), tool.name, args);
          // Also as the whole argument object parsed from JSON text, the way a model's output arrives.
          callSafely(worldFor(signedIn, 'tooltalk'), tool.name, JSON.parse(`{"${key}": {"polluted": "yes"}}`));
        },
      ),
      fuzzSettings(150),
    );
  });

  it('as values (usernames, IDs, places, months), they are ordinary strings', () => {
    fc.assert(
      fc.property(fc.constantFrom(...toolNames), fc.constantFrom(...prototypeKeys, 'toString', 'hasOwnProperty', 'valueOf'), (toolName, text) => {
        const tool = toolNamed(toolName);
const args = Object.fromEntries(tool.parameters.map((name) => [name, text]));
        callSafely(worldFor(true, 'toolworld'), tool.name, args);
        callSafely(worldFor(false, 'tooltalk'), tool.name, args);
      }),
      fuzzSettings(150),
    );
  });

  it('an account named __proto__ can register, log in and be looked up like any other', () => {
    const world = worldFor(false, 'toolworld');
    const registered = callSafely(world, 'RegisterUser', { username: '__proto__', password: 'pw', email: 'proto@example.com' });
    expect(registered.exception).toBeNull();
    expect(world.state.databases.Account.get('__proto__')?.email).toBe('proto@example.com');
    expect(callSafely(world, 'AddAlarm', { time: '06:00:00' }).exception).toBeNull();
    expect(world.state.databases.Alarm.get('__proto__')?.size).toBe(1);
    expect(Object.keys(Object.prototype)).toEqual([]);
  });
});

describe('JavaScript values no JSON client can send', () => {
  const throwingGetter = () => Object.defineProperty({}, 'time', { enumerable: true, get: () => { throw new Error('getter'); } });
  const revoked = () => {
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    return proxy;
  };
  const values = fc.constantFrom<() => unknown>(
    () => 10n,
    () => Symbol('x'),
    () => () => 'function',
    () => new Date(Number.NaN),
    () => new Map([['time', '07:30:00']]),
    () => Object.create(null),
    () => throwingGetter(),
    () => revoked(),
    () => new Proxy({}, { ownKeys: () => { throw new Error('ownKeys'); } }),
  );

  it('BigInt, symbols, functions, odd objects, throwing getters and revoked proxies never throw out of call', () => {
    fc.assert(
      fc.property(fc.constantFrom(...toolNames), values, fc.boolean(), fc.constantFrom<MessageStyle>('toolworld', 'tooltalk'), (toolName, make, whole, messages) => {
        const tool = toolNamed(toolName);
const value = make();
        const args = whole ? value : Object.fromEntries([...tool.required.map((name) => [name, 'x']), [tool.parameters[0] ?? 'extra', value]]);
        callSafely(worldFor(true, messages), tool.name, args);
      }),
      fuzzSettings(300),
    );
  });
});

describe('tool names and call sequences', () => {
  it('any tool name, and any arguments, never throw', () => {
    fc.assert(
      fc.property(hostileToolName, hostileArguments(tools.find((tool) => tool.name === 'AddAlarm')!), (name, args) => {
        callSafely(worldFor(true, 'toolworld'), name, args);
      }),
      fuzzSettings(300),
    );
  });

  it('a run of hostile calls keeps every invariant after each call', () => {
    const call = fc.constantFrom(...toolNames).chain((name) => hostileArguments(toolNamed(name)).map((args) => [name, args] as const));
    fc.assert(
      fc.property(fc.array(call, { minLength: 1, maxLength: 25 }), fc.boolean(), (calls, signedIn) => {
        const world = worldFor(signedIn, 'toolworld');
        for (const [name, args] of calls) callSafely(world, name, args);
      }),
      fuzzSettings(150),
    );
  });

  it('the caller keeps its own argument objects: they are neither frozen nor shared with the state', () => {
    const world = worldFor(true, 'toolworld');
    const attendees = ['kwame_asante'];
    const args = { name: 'Fuzz', event_type: 'meeting', start_time: '2025-05-20 10:00:00', end_time: '2025-05-20 11:00:00', attendees };
    expect(callSafely(world, 'CreateEvent', args).exception).toBeNull();
    expect(Object.isFrozen(args)).toBe(false);
    expect(Object.isFrozen(attendees)).toBe(false);
    const before = JSON.stringify([...world.state.databases.Calendar.get('inesmartins')!.values()]);
    attendees.push('mallory');
    args.name = 'Changed afterwards';
    expect(JSON.stringify([...world.state.databases.Calendar.get('inesmartins')!.values()])).toBe(before);
  });
});
