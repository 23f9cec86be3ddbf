import { scratchFolder } from '../support/scratch.js';
import { outcomeOf } from '../support/outcome.js';
import { mkdirSync, writeFileSync, cpSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  createWorld,
  databasesFromJSON,
  databasesToJSON,
  loadToolTalkConversations,
  loadToolTalkDatabases,
  packageRootForTests,
  ToolworldError,
  toolTalkDatabases,
  type ToolTalkDatabases,
} from './support.js';

const login = { username: 'inesmartins', token: 'tok-ines' };

describe('createWorld', () => {
  it('with no options gives the bundled world with all 28 tools', () => {
    const world = createWorld();
    expect(world.tools.size).toBe(28);
    expect(world.now).toBe('2025-05-12 09:00:00');
    expect(world.state.databases.Account.size).toBeGreaterThanOrEqual(8);
    expect(world.currentUser).toBeNull();
  });

  it('starts logged in when given a session', () => {
    const world = createWorld({ session: login });
    expect(world.currentUser).toBe('inesmartins');
    expect(world.call('GetAccountInformation', {}).response).toMatchObject({ user: { username: 'inesmartins' } });
  });

  it('rejects bad options with a clear error', () => {
    expect(() => createWorld({ now: '2025-05-12' })).toThrow(/now: expected "YYYY-MM-DD HH:MM:SS"/);
    expect(() => createWorld({ ids: 'random' as never })).toThrow(/ids: mode must be 'unique' or 'tooltalk'/);
    expect(() => createWorld({ session: { username: 'nobody', token: 't' } })).toThrow(/no account 'nobody'/);
    expect(() => createWorld({ messages: 'python' as never })).toThrow(ToolworldError);
    expect(() => createWorld({ limits: { maxDepth: 0 } })).toThrow(/limits.maxDepth: must be a whole number >= 1, got 0/);
  });

  it('accepts a Date for now (its UTC fields)', () => {
    expect(createWorld({ now: new Date(Date.UTC(2025, 4, 13, 7, 5, 9)) }).now).toBe('2025-05-13 07:05:09');
  });
});

describe('reset, snapshot, restore, fork', () => {
  it('reset returns the very initial state object', () => {
    const world = createWorld({ session: login });
    const initial = world.state;
    world.call('AddAlarm', { time: '06:00:00' });
    expect(world.state).not.toBe(initial);
    world.reset();
    expect(world.state).toBe(initial);
  });

  it('restore goes back to a snapshot, IDs included', () => {
    const world = createWorld({ session: login, ids: 'tooltalk' });
    const saved = world.snapshot();
    const first = world.call('AddAlarm', { time: '06:00:00' }).response;
    world.restore(saved);
    expect(world.call('AddAlarm', { time: '06:00:00' }).response).toEqual(first);
  });

  it('refuses to restore something that is not a snapshot', () => {
    const world = createWorld();
    expect(() => world.restore({ state: world.state })).toThrow(/restore\(\) takes a value returned by world.snapshot\(\)/);
  });

  it('forks are independent and share unchanged data', () => {
    const world = createWorld({ session: login });
    const fork = world.fork();
    fork.call('AddAlarm', { time: '06:00:00' });
    expect(world.state.databases.Alarm.get('inesmartins')!.size).toBe(fork.state.databases.Alarm.get('inesmartins')!.size - 1);
    expect(fork.state.databases.Calendar).toBe(world.state.databases.Calendar);
  });

  it('the state is frozen', () => {
    const world = createWorld();
    const account = world.state.databases.Account.get('inesmartins')!;
    expect(Object.isFrozen(account)).toBe(true);
    expect(() => (world.state.databases.Account as Map<string, unknown>).set('x', account)).toThrow();
  });

  it('update changes the state with a recipe; now can be set', () => {
    const world = createWorld();
    world.update((draft) => {
      draft.databases.Account.get('inesmartins')!.password = 'new';
    });
    expect(world.state.databases.Account.get('inesmartins')!.password).toBe('new');
    world.now = '2025-05-20 08:00:00';
    expect(world.now).toBe('2025-05-20 08:00:00');
    expect(() => {
      world.now = 'tomorrow';
    }).toThrow(ToolworldError);
  });
});

describe("the world's clock", () => {
  it('gives tools the starting time, and every time set later (by the setter or a recipe)', () => {
    // The clock starts knowing the world's starting time; a time set later is parsed when a tool first reads it.
    const event = { name: 'Review', event_type: 'event', start_time: '2025-05-13 10:00:00', end_time: '2025-05-13 11:00:00' };
    const world = createWorld({ session: login, now: '2025-05-12 09:00:00' });
    expect(outcomeOf(world.execute('CreateEvent', event)).exception).toBeNull();
    world.now = '2025-05-13 10:30:00';
    expect(outcomeOf(world.execute('CreateEvent', event)).exception).toBe('Start time and end time must be in the future.');
    world.update((draft) => {
      draft.now = '2025-05-12 23:00:00';
    });
    expect(outcomeOf(world.execute('CreateEvent', event)).exception).toBeNull();
    // A second world with another start has a clock of its own.
    const later = createWorld({ session: login, now: new Date(Date.UTC(2025, 4, 14)) });
    expect(outcomeOf(later.execute('CreateEvent', event)).exception).toBe('Start time and end time must be in the future.');
  });
});

describe('the executor (spec §2.1)', () => {
  it('refuses auth tools when nobody is logged in, without looking at the arguments', () => {
    const world = createWorld();
    expect(outcomeOf(world.execute('AddAlarm', { nonsense: 1 }))).toEqual({ response: null, exception: 'User is not logged in' });
  });

  it('names close tools for an unknown tool; the tooltalk style says exactly what ToolTalk says', () => {
    expect(createWorld().execute('SendMail', {}).exception).toBe('API SendMail not found; did you mean SendEmail?');
    expect(createWorld({ messages: 'tooltalk' }).execute('SendMail', {}).exception).toBe('API SendMail not found');
  });

  it('injects the session token into the recorded request, overwriting a supplied one', () => {
    const world = createWorld({ session: login });
    const record = world.execute('AddAlarm', { session_token: 'forged', time: '06:00:00' });
    expect(record.request.parameters).toEqual({ session_token: 'tok-ines', time: '06:00:00' });
  });

  it('applies the one-user rule before the tool looks at anything', () => {
    const world = createWorld({ session: login });
    expect(world.execute('UserLogin', { username: 'nobody' }).exception).toBe(
      'Only one user can be logged in at a time. Current user is inesmartins.',
    );
  });

  it('explains argument problems, in toolworld and ToolTalk style', () => {
    const world = createWorld({ session: login });
    expect(world.execute('AddAlarm', {}).exception).toBe("AddAlarm is missing the required argument 'time'.");
    expect(world.execute('AddAlarm', { time: '06:00:00', when: 1 }).exception).toBe("AddAlarm has no argument 'when'; it takes 'time'.");
    expect(world.execute('AddAlarm', { time: 600 }).exception).toBe("Argument 'time' of AddAlarm must be a string, got number 600.");
    expect(world.execute('AddAlarm', [1]).exception).toBe('The arguments of AddAlarm must be a JSON object, got an array.');
    const python = createWorld({ session: login, messages: 'tooltalk' });
    expect(python.execute('AddAlarm', {}).exception).toBe("AddAlarm.call() missing 1 required positional argument: 'time'");
    expect(python.execute('AddAlarm', { time: null }).exception).toBe('strptime() argument 1 must be str, not None');
    expect(python.execute('CurrentWeather', { location: 'Lisbon', session_token: 'x' }).exception).toBe(
      "CurrentWeather.call() got an unexpected keyword argument 'session_token'",
    );
  });

  it('treats an explicit null for an optional argument as omitted', () => {
    const world = createWorld({ session: login });
    expect(world.execute('FindAlarms', { start_range: null, end_range: null }).exception).toBeNull();
  });

  it('refuses hostile arguments and keeps the state', () => {
    const world = createWorld({ session: login });
    const before = world.state;
    expect(world.call('AddReminder', { task: 'x'.repeat(1_000_001) }).exception).toMatch(/1,000,001 characters long; the limit is 100,000/);
    expect(world.call('AddReminder', JSON.parse('{"task": "a", "__proto__": {"polluted": true}}')).exception).toMatch(/no argument '__proto__'/);
    let nested: unknown = 'deep';
    for (let index = 0; index < 20; index++) nested = [nested];
    expect(world.execute('SendEmail', { to: nested, subject: 's', body: 'b' }).exception).toMatch(/nested more than 8 levels/);
    expect(world.state).toBe(before);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('the limits can be configured', () => {
    const world = createWorld({ session: login, limits: { maxStringLength: 5 } });
    expect(world.call('AddReminder', { task: 'too long' }).exception).toMatch(/the limit is 5/);
  });

  it('never changes the world on a failed call, and never throws', () => {
    const world = createWorld({ session: login });
    const before = world.state;
    for (const tool of world.tools.keys()) {
      for (const args of [undefined, null, 42, 'x', [], { a: 1 }, { time: 1 }]) {
        const outcome = world.execute(tool, args);
        if (outcome.exception !== null) expect(world.state, `${tool} ${JSON.stringify(args)}`).toBe(before);
        else world.reset();
      }
    }
  });
});

describe('loading data', () => {
  function copyDatabases(): string {
    const dir = scratchFolder('toolworld-db-');
    cpSync(join(packageRootForTests, 'fixtures', 'databases'), dir, { recursive: true });
    return dir;
  }

  it('loads the bundled databases folder and round-trips through JSON', () => {
    const databases = loadToolTalkDatabases(join(packageRootForTests, 'fixtures', 'databases'));
    expect(databasesFromJSON(databasesToJSON(databases), toolTalkDatabases)).toEqual(databases);
  });

  it('names the file and the JSON path of a malformed record', () => {
    const dir = copyDatabases();
    writeFileSync(join(dir, 'Alarm.json'), JSON.stringify({ ada: { 'a-1': { alarm_id: 'a-1', time: 7 } } }));
    try {
      loadToolTalkDatabases(dir);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ToolworldError);
      const problem = error as ToolworldError;
      expect(problem.file).toBe(join(dir, 'Alarm.json'));
      expect(problem.jsonPath).toBe('$.ada["a-1"].time');
      expect(problem.message).toContain(join(dir, 'Alarm.json'));
    }
  });

  it('rejects broken JSON, a missing file, a key that disagrees with its record', () => {
    const dir = copyDatabases();
    writeFileSync(join(dir, 'Reminder.json'), '{"ada": ');
    expect(() => loadToolTalkDatabases(dir)).toThrow(/Reminder\.json: not valid JSON/);
    const other = scratchFolder('toolworld-db-');
    expect(() => loadToolTalkDatabases(other)).toThrow(/Account\.json: cannot read the file/);
    expect(() => databasesFromJSON({ Account: { ada: { username: 'bob', email: 'e', phone: null, name: null, password: 'p', session_token: null } } }, toolTalkDatabases)).toThrow(
      /\$\.Account\.ada\.username: username "bob" does not match its key "ada"/,
    );
  });

  it('keeps a "__proto__" username as an ordinary key', () => {
    const databases = databasesFromJSON(
      JSON.parse('{"Account": {"__proto__": {"username": "__proto__", "email": "p@x.org", "phone": null, "name": null, "password": "pw", "session_token": null}}}'),
      toolTalkDatabases,
    ) as unknown as ToolTalkDatabases;
    expect([...databases.Account.keys()]).toEqual(['__proto__']);
    expect(Object.keys(databasesToJSON(databases).Account as object)).toEqual(['__proto__']);
  });

  it('names the file and the JSON path of a malformed conversation', () => {
    const dir = scratchFolder('toolworld-conv-');
    mkdirSync(join(dir, 'set'));
    const file = join(dir, 'set', 'broken.json');
    writeFileSync(
      file,
      JSON.stringify({
        name: 'x', conversation_id: 'y', suites_used: [], apis_used: [], user: { username: 'u' },
        metadata: { location: 'L', timestamp: '2025-05-12 09:00:00' },
        conversation: [{ role: 'user', text: 'hi' }, { role: 'assistant', text: 'ok', apis: [{ request: { api_name: 5, parameters: {} }, response: null, exception: null }] }],
      }),
    );
    expect(() => loadToolTalkConversations(join(dir, 'set'))).toThrow(`${file} at $.conversation[1].apis[0].request.api_name`);
    expect(() => loadToolTalkConversations(join(dir, 'nothing-here'))).toThrow(/no such file or folder/);
  });
});
