import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createWorld } from '../../src/suites/tooltalk/world.js';
import { loadToolTalkDatabases } from '../../src/suites/tooltalk/world.js';
import { Reminder } from '../../src/plugins/tooltalk/reminder/index.js';

function account(username: string) {
  return { username, email: `${username}@example.com`, phone: null, name: null, password: 'pw', session_token: null };
}

const databases = {
  Account: { ada: account('ada'), bea: account('bea'), "o'neil": account("o'neil") },
  Reminder: {
    ada: {
      '59-80bc': { reminder_id: '59-80bc', task: 'Water the plants', due_date: null, status: 'complete' },
      '14-579a': { reminder_id: '14-579a', task: 'Send the report', due_date: '2023-09-12 17:00:00', status: 'pending' },
      '0b-5119': { reminder_id: '0b-5119', task: 'Call the bank', due_date: null, status: 'pending' },
    },
    // A user whose map exists but is empty is different from one who never had reminders.
    cleo: {},
  },
};

function worldOf(username = 'ada', messages: 'toolworld' | 'tooltalk' = 'toolworld') {
  const withCleo = { ...databases, Account: { ...databases.Account, cleo: account('cleo') } };
  return createWorld({
    plugins: [Reminder],
    databases: withCleo,
    now: '2023-09-11 09:00:00',
    ids: 'tooltalk',
    messages,
    session: { username, token: `token-${username}` },
  });
}

function remindersOf(world: ReturnType<typeof worldOf>, username: string) {
  const map = world.state.databases.Reminder.get(username);
  return map && [...map.values()];
}

describe('the Reminder plugin', () => {
  it('lists its tools in ToolTalk documentation order', () => {
    expect(Reminder.tools.map((tool) => tool.name)).toEqual(['AddReminder', 'GetReminders', 'DeleteReminder', 'CompleteReminder']);
    expect(Reminder.tools.map((tool) => [tool.action, tool.auth])).toEqual([
      [true, true],
      [false, true],
      [true, true],
      [true, true],
    ]);
  });

  it('refuses every tool when nobody is logged in', () => {
    const world = createWorld({ plugins: [Reminder], databases, now: '2023-09-11 09:00:00' });
    for (const [name, args] of [
      ['AddReminder', { task: 'x' }],
      ['GetReminders', {}],
      ['DeleteReminder', { reminder_id: '0b-5119' }],
      ['CompleteReminder', { reminder_id: '0b-5119' }],
    ] as const) {
      expect.soft(world.call(name, args), name).toEqual({ response: null, exception: 'User is not logged in' });
    }
  });
});

describe('AddReminder', () => {
  it('adds a pending reminder at the end of the list and returns its ID', () => {
    const world = worldOf();
    expect(world.call('AddReminder', { task: 'Book flights', due_date: '2023-09-15 18:00:00' })).toEqual({
      response: { reminder_id: '5b-dd80' },
      exception: null,
    });
    const stored = remindersOf(world, 'ada')!;
    expect(stored.map((reminder) => reminder.reminder_id)).toEqual(['59-80bc', '14-579a', '0b-5119', '5b-dd80']);
    expect(stored.at(-1)).toEqual({ reminder_id: '5b-dd80', task: 'Book flights', due_date: '2023-09-15 18:00:00', status: 'pending' });
    expect(Object.keys(stored.at(-1)!)).toEqual(['reminder_id', 'task', 'due_date', 'status']);
  });

  it('stores a null due date when none is given, or when it is given as null', () => {
    const world = worldOf();
    expect(world.call('AddReminder', { task: 'Buy milk' }).response).toEqual({ reminder_id: '5b-dd80' });
    expect(world.execute('AddReminder', { task: 'Buy bread', due_date: null }).response).toEqual({ reminder_id: '20-d9ca' });
    expect(remindersOf(world, 'ada')!.slice(-2).map((reminder) => reminder.due_date)).toEqual([null, null]);
  });

  it('keeps the due date exactly as written when Python would accept it', () => {
    const world = worldOf();
    expect(world.call('AddReminder', { task: 'Stretch', due_date: '2023-9-1 1:2:3' }).exception).toBeNull();
    expect(remindersOf(world, 'ada')!.at(-1)!.due_date).toBe('2023-9-1 1:2:3');
  });

  it("creates the user's reminder list on their first reminder", () => {
    const world = worldOf('bea');
    expect(world.state.databases.Reminder.has('bea')).toBe(false);
    expect(world.call('AddReminder', { task: 'Renew passport' }).response).toEqual({ reminder_id: '5b-dd80' });
    expect(remindersOf(world, 'bea')).toEqual([{ reminder_id: '5b-dd80', task: 'Renew passport', due_date: null, status: 'pending' }]);
  });

  it.each([
    ['2023-09-12 10:00', 'missing seconds'],
    ['2023-09-12T10:00:00', 'ISO separator'],
    ['2023-02-30 10:00:00', 'a day the month does not have'],
    ['2023-09-12 10:00:60', 'second 60'],
    ['tomorrow', 'words'],
    ['', 'an empty string'],
  ])('refuses the due date %j (%s) and changes nothing', (due_date) => {
    const world = worldOf();
    const before = world.state;
    expect(world.call('AddReminder', { task: 'Book flights', due_date })).toEqual({
      response: null,
      exception: `Invalid due_date: ${due_date}`,
    });
    expect(world.state).toBe(before);
  });

  it('does not leave an empty list behind for a new user whose due date is refused (unlike ToolTalk)', () => {
    const world = worldOf('bea');
    const before = world.state;
    expect(world.call('AddReminder', { task: 'x', due_date: 'soon' }).exception).toBe('Invalid due_date: soon');
    expect(world.state).toBe(before);
    expect(world.state.databases.Reminder.has('bea')).toBe(false);
  });

  it('draws no ID on a refused call', () => {
    const world = worldOf();
    world.call('AddReminder', { task: 'x', due_date: 'soon' });
    expect(world.call('AddReminder', { task: 'x' }).response).toEqual({ reminder_id: '5b-dd80' });
  });

  it('mimics the Python errors for wrongly typed or missing arguments in the tooltalk message style', () => {
    const world = worldOf('ada', 'tooltalk');
    expect(world.execute('AddReminder', { task: 'x', due_date: 20230912 }).exception).toBe('strptime() argument 1 must be str, not int');
    expect(world.execute('AddReminder', { task: 'x', due_date: ['2023-09-12 10:00:00'] }).exception).toBe(
      'strptime() argument 1 must be str, not list',
    );
    expect(world.execute('AddReminder', { due_date: '2023-09-12 10:00:00' }).exception).toBe(
      "AddReminder.call() missing 1 required positional argument: 'task'",
    );
    expect(world.execute('AddReminder', { task: 'x', priority: 'high' }).exception).toBe(
      "AddReminder.call() got an unexpected keyword argument 'priority'",
    );
  });

  it('explains a wrongly typed due date in the toolworld message style', () => {
    const world = worldOf();
    expect(world.execute('AddReminder', { task: 'x', due_date: 20230912 }).exception).toBe(
      "Argument 'due_date' of AddReminder must be a string, got number 20230912.",
    );
  });

  it('ignores a session_token supplied by the model', () => {
    const world = worldOf();
    const record = world.execute('AddReminder', { task: 'x', session_token: 'forged' });
    expect(record.exception).toBeNull();
    expect(record.request.parameters?.session_token).toBe('token-ada');
    expect(world.state.databases.Reminder.get('ada')!.has('5b-dd80')).toBe(true);
  });

  it('overwrites a reminder in place when the drawn ID already exists, as ToolTalk does', () => {
    const world = worldOf();
    world.update((draft) => {
      draft.databases.Reminder.get('ada')!.set('5b-dd80', { reminder_id: '5b-dd80', task: 'old', due_date: null, status: 'complete' });
      draft.databases.Reminder.get('ada')!.set('ff-ffff', { reminder_id: 'ff-ffff', task: 'last', due_date: null, status: 'pending' });
    });
    expect(world.call('AddReminder', { task: 'new' }).response).toEqual({ reminder_id: '5b-dd80' });
    expect(remindersOf(world, 'ada')!.map((reminder) => [reminder.reminder_id, reminder.task])).toEqual([
      ['59-80bc', 'Water the plants'],
      ['14-579a', 'Send the report'],
      ['0b-5119', 'Call the bank'],
      ['5b-dd80', 'new'],
      ['ff-ffff', 'last'],
    ]);
  });
});

describe('GetReminders', () => {
  it('lists every reminder, completed ones included, in insertion order', () => {
    const world = worldOf();
    expect(world.call('GetReminders', {})).toEqual({
      response: {
        reminders: [
          { reminder_id: '59-80bc', task: 'Water the plants', due_date: null, status: 'complete' },
          { reminder_id: '14-579a', task: 'Send the report', due_date: '2023-09-12 17:00:00', status: 'pending' },
          { reminder_id: '0b-5119', task: 'Call the bank', due_date: null, status: 'pending' },
        ],
      },
      exception: null,
    });
  });

  it('returns copies that the caller may change freely', () => {
    const world = worldOf();
    const before = world.state;
    const { response } = world.call('GetReminders', {});
    const listed = (response as { reminders: { task: string }[] }).reminders;
    expect(listed[0]).not.toBe(world.state.databases.Reminder.get('ada')!.get('59-80bc'));
    listed[0]!.task = 'changed';
    expect(world.state).toBe(before);
    expect(world.state.databases.Reminder.get('ada')!.get('59-80bc')!.task).toBe('Water the plants');
  });

  it('returns an empty list for a user who never had reminders, and for an empty list', () => {
    expect(worldOf('bea').call('GetReminders', {})).toEqual({ response: { reminders: [] }, exception: null });
    expect(worldOf('cleo').call('GetReminders', {})).toEqual({ response: { reminders: [] }, exception: null });
  });

  it('shows reminders added and completed earlier in the session', () => {
    const world = worldOf();
    world.call('AddReminder', { task: 'Book flights' });
    world.call('CompleteReminder', { reminder_id: '0b-5119' });
    const { reminders } = world.call('GetReminders', {}).response as { reminders: { reminder_id: string; status: string }[] };
    expect(reminders.map((reminder) => [reminder.reminder_id, reminder.status])).toEqual([
      ['59-80bc', 'complete'],
      ['14-579a', 'pending'],
      ['0b-5119', 'complete'],
      ['5b-dd80', 'pending'],
    ]);
  });

  it('takes no arguments', () => {
    expect(worldOf('ada', 'tooltalk').execute('GetReminders', { status: 'pending' }).exception).toBe(
      "GetReminders.call() got an unexpected keyword argument 'status'",
    );
  });
});

describe('CompleteReminder', () => {
  it('marks a pending reminder complete', () => {
    const world = worldOf();
    expect(world.call('CompleteReminder', { reminder_id: '14-579a' })).toEqual({ response: { status: 'success' }, exception: null });
    expect(world.state.databases.Reminder.get('ada')!.get('14-579a')).toEqual({
      reminder_id: '14-579a',
      task: 'Send the report',
      due_date: '2023-09-12 17:00:00',
      status: 'complete',
    });
  });

  it('refuses a reminder that is already complete', () => {
    const world = worldOf();
    const before = world.state;
    expect(world.call('CompleteReminder', { reminder_id: '59-80bc' })).toEqual({
      response: null,
      exception: 'Reminder 59-80bc already completed',
    });
    expect(world.state).toBe(before);
  });

  it('refuses an unknown ID (no final period)', () => {
    const world = worldOf();
    const before = world.state;
    expect(world.call('CompleteReminder', { reminder_id: 'zz-0000' }).exception).toBe('Reminder zz-0000 not found in database');
    expect(worldOf('cleo').call('CompleteReminder', { reminder_id: 'zz-0000' }).exception).toBe(
      'Reminder zz-0000 not found in database',
    );
    expect(world.state).toBe(before);
  });

  it("shows ToolTalk's KeyError text, the quoted username, for a user who never had reminders", () => {
    const world = worldOf('bea');
    const before = world.state;
    expect(world.call('CompleteReminder', { reminder_id: '59-80bc' })).toEqual({ response: null, exception: "'bea'" });
    expect(world.state).toBe(before);
    // Python's repr switches to double quotes when the text holds a single quote.
    expect(worldOf("o'neil").call('CompleteReminder', { reminder_id: '59-80bc' }).exception).toBe(`"o'neil"`);
  });

  it('only touches reminders of the caller', () => {
    const world = worldOf('cleo');
    expect(world.call('CompleteReminder', { reminder_id: '14-579a' }).exception).toBe('Reminder 14-579a not found in database');
    expect(world.state.databases.Reminder.get('ada')!.get('14-579a')!.status).toBe('pending');
  });
});

describe('DeleteReminder', () => {
  it('deletes a reminder, pending or complete, keeping the order of the others', () => {
    const world = worldOf();
    expect(world.call('DeleteReminder', { reminder_id: '14-579a' })).toEqual({ response: { status: 'success' }, exception: null });
    expect(world.call('DeleteReminder', { reminder_id: '59-80bc' })).toEqual({ response: { status: 'success' }, exception: null });
    expect(remindersOf(world, 'ada')!.map((reminder) => reminder.reminder_id)).toEqual(['0b-5119']);
  });

  it('refuses an unknown or already deleted ID', () => {
    const world = worldOf();
    world.call('DeleteReminder', { reminder_id: '14-579a' });
    const before = world.state;
    expect(world.call('DeleteReminder', { reminder_id: '14-579a' })).toEqual({
      response: null,
      exception: 'Reminder 14-579a not found in database',
    });
    expect(world.state).toBe(before);
  });

  it("shows ToolTalk's KeyError text for a user who never had reminders", () => {
    const world = worldOf('bea');
    const before = world.state;
    expect(world.call('DeleteReminder', { reminder_id: 'zz-0000' }).exception).toBe("'bea'");
    expect(world.state).toBe(before);
  });

  it('requires a reminder ID', () => {
    expect(worldOf('ada', 'tooltalk').execute('DeleteReminder', {}).exception).toBe(
      "DeleteReminder.call() missing 1 required positional argument: 'reminder_id'",
    );
    // ToolTalk would look the null up and answer "Reminder None not found in database"; the executor
    // refuses wrongly typed arguments before the tool runs.
    expect(worldOf().execute('DeleteReminder', { reminder_id: null }).exception).toBe(
      "Argument 'reminder_id' of DeleteReminder must be a string, got null.",
    );
  });
});

const sharedDatabases = '../shared/tooltalk/databases';

interface Conversation {
  metadata: { timestamp: string };
  user: { username: string; session_token: string };
  conversation: { apis?: { request: { api_name: string; parameters: object }; response: unknown; exception: unknown }[] }[];
}

describe.skipIf(!existsSync(sharedDatabases))('Reminder on the ToolTalk data', () => {
  // describe.skipIf still collects its body, so load only when the data is there.
  const data = (existsSync(sharedDatabases) ? loadToolTalkDatabases(sharedDatabases) : undefined)!;
  const signedIn = (username: string) =>
    createWorld({
      plugins: [Reminder],
      databases: data,
      now: '2023-09-11 09:00:00',
      ids: 'tooltalk',
      session: { username, token: '98a5a87a-7714-b404' },
    });

  it.each(['AddReminder', 'GetReminders', 'DeleteReminder', 'CompleteReminder'])('replays the recorded calls of easy/%s-easy', (tool) => {
    const conversation = JSON.parse(readFileSync(`../shared/tooltalk/easy/${tool}-easy.json`, 'utf8')) as Conversation;
    const world = createWorld({
      plugins: [Reminder],
      databases: data,
      now: conversation.metadata.timestamp,
      ids: 'tooltalk',
      session: { username: conversation.user.username, token: conversation.user.session_token },
    });
    const calls = conversation.conversation.flatMap((turn) => turn.apis ?? []);
    expect(calls.length).toBeGreaterThan(0);
    for (const { request, response, exception } of calls) {
      expect(world.execute(request.api_name, request.parameters)).toEqual({ request, response, exception });
    }
  });

  it('gives the second reminder of a session the second ID', () => {
    const world = signedIn('ahhchiu');
    expect(world.call('AddReminder', { task: 'finish your report', due_date: '2023-09-15 23:59:59' }).response).toEqual({
      reminder_id: '5b-dd80',
    });
    expect(world.call('AddReminder', { task: 'call your mom', due_date: '2023-09-17 23:59:59' }).response).toEqual({
      reminder_id: '20-d9ca',
    });
  });

  it('raises the KeyError text for geoff, who has no reminders', () => {
    expect(signedIn('geoff').call('CompleteReminder', { reminder_id: '0b-5119' }).exception).toBe("'geoff'");
    expect(signedIn('geoff').call('GetReminders', {}).response).toEqual({ reminders: [] });
  });
});
