import { outcomeOf } from '../support/outcome.js';
import type { Draft } from 'immer';
import type { ToolTalkDatabases } from '../../src/plugins/tooltalk/databases.js';
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createWorld } from '../../src/suites/tooltalk/world.js';
import { loadToolTalkDatabases } from '../../src/suites/tooltalk/world.js';
import { Messages, SearchMessages } from '../../src/plugins/tooltalk/messages/index.js';

const TOKEN = '98a5a87a-7714-b404';
const sharedDatabases = '../shared/tooltalk/databases';
const shared = existsSync(sharedDatabases);

function account(username: string) {
  return { username, email: `${username}@example.com`, phone: null, name: null, password: 'pw', session_token: null };
}

function message(message_id: string, timestamp: string, sender: string, text: string) {
  return { message_id, timestamp, sender, message: text };
}

/** Kim's messages, in stored order: two share a timestamp, one is dated after "now". */
const kimMessages = {
  m1: message('m1', '2023-09-01 08:00:00', 'ann', 'Did the meeting START already?'),
  m2: message('m2', '2023-09-03 10:00:00', 'bob', 'Lunch on Friday?'),
  m3: message('m3', '2023-09-05 12:00:00', 'ann', 'Here is the project budget.'),
  m4: message('m4', '2023-09-05 12:00:00', 'Ann', 'Budget copy from the other Ann.'),
  m5: message('m5', '2023-09-07 09:30:00', 'carl', 'Party on Saturday!'),
  m6: message('m6', '2023-09-09 18:00:00', 'bob', 'Project retro notes.'),
  m7: message('m7', '2023-09-12 09:00:00', 'ann', 'A project message from tomorrow.'),
};

function kimWorld(options: { now?: string; messages?: 'toolworld' | 'tooltalk' } = {}) {
  return createWorld({
    plugins: [Messages],
    databases: {
      Account: { kim: account('kim'), lee: account('lee'), max: account('max') },
      Message: { kim: kimMessages, lee: {} },
    },
    now: options.now ?? '2023-09-11 09:00:00',
    ids: 'tooltalk',
    messages: options.messages ?? 'toolworld',
    session: { username: 'kim', token: TOKEN },
  });
}

function ids(outcome: { response: Record<string, unknown> | null }): string[] {
  const found = (outcome.response as { messages: { message_id: string }[] }).messages;
  return found.map((item) => item.message_id);
}

describe('Messages plugin', () => {
  it('lists its tools in documentation order', () => {
    expect(Messages.tools.map((tool) => tool.name)).toEqual(['SendMessage', 'SearchMessages']);
    expect(Messages.tools.every((tool) => tool.plugin === 'Messages' && tool.auth)).toBe(true);
  });

  it('documents the allowed match types', () => {
    const schema = z.toJSONSchema(SearchMessages.input) as { properties: Record<string, { enum?: string[] }> };
    expect(schema.properties.match_type!.enum).toEqual(['any', 'all']);
  });
});

describe('SendMessage', () => {
  it('returns a new message ID and stores nothing', () => {
    const world = kimWorld();
    const before = world.state;
    expect(world.call('SendMessage', { receiver: 'ann', message: 'Hello!' })).toEqual({
      response: { message_id: 'e149636f-ecc3f121' },
      exception: null,
    });
    expect(world.state.databases).toBe(before.databases);
    expect(world.call('SendMessage', { receiver: 'bob', message: 'Hi' }).response).toEqual({ message_id: '5c5373e0-ecf4712d' });
    expect(world.call('SendMessage', { receiver: 'carl', message: 'Hey' }).response).toEqual({ message_id: 'c1cc4dc9-36298341' });
  });

  it('takes any receiver, even one without an account', () => {
    const world = kimWorld();
    expect(world.call('SendMessage', { receiver: 'nobody-here', message: 'Hi' }).exception).toBeNull();
    expect(world.call('SendMessage', { receiver: '', message: 'Hi' }).exception).toBeNull();
  });

  it('refuses an empty message, and only an empty one', () => {
    const world = kimWorld();
    const before = world.state;
    expect(world.call('SendMessage', { receiver: 'ann', message: '' })).toEqual({
      response: null,
      exception: 'Message cannot be empty.',
    });
    expect(world.state).toBe(before);
    // The refusal did not use up an ID; whitespace counts as a message.
    expect(world.call('SendMessage', { receiver: 'ann', message: ' ' }).response).toEqual({ message_id: 'e149636f-ecc3f121' });
  });

  it('needs a logged-in user and both arguments', () => {
    const world = kimWorld({ messages: 'tooltalk' });
    expect(world.execute('SendMessage', { message: 'Hi' }).exception).toBe(
      "SendMessage.call() missing 1 required positional argument: 'receiver'",
    );
    expect(world.execute('SendMessage', { receiver: 'ann', message: 'Hi', urgent: true }).exception).toBe(
      "SendMessage.call() got an unexpected keyword argument 'urgent'",
    );
    world.update((draft) => {
      (draft.session as { token: string | null }).token = null;
      (draft.databases as Draft<ToolTalkDatabases>).Account.get('kim')!.session_token = null;
    });
    expect(world.call('SendMessage', { receiver: 'ann', message: 'Hi' })).toEqual({
      response: null,
      exception: 'User is not logged in',
    });
  });
});

describe('SearchMessages', () => {
  it('answers a user without messages with none, before checking the arguments', () => {
    const world = kimWorld();
    world.signIn('max', 'max-token');
    expect(world.call('SearchMessages', {})).toEqual({ response: { messages: [] }, exception: null });
    expect(world.call('SearchMessages', { match_type: 'ANY', start_date: 'bad' }).response).toEqual({ messages: [] });
  });

  it('checks the arguments of a user whose message list is empty (unlike SearchInbox)', () => {
    const world = kimWorld();
    world.signIn('lee', 'lee-token');
    expect(world.call('SearchMessages', {}).exception).toBe(
      'At least one of query, sender, start_date, end_date must be provided.',
    );
    expect(world.call('SearchMessages', { query: 'x', match_type: null }).exception).toBe(
      'match_type must be either "any" or "all".',
    );
    expect(world.call('SearchMessages', { query: 'x' })).toEqual({ response: { messages: [] }, exception: null });
  });

  it('needs at least one criterion, then a valid match type, then valid dates in order', () => {
    const world = kimWorld();
    expect(outcomeOf(world.execute('SearchMessages', { match_type: 'ANY', sender: null }))).toEqual({
      response: null,
      exception: 'At least one of query, sender, start_date, end_date must be provided.',
    });
    expect(world.call('SearchMessages', { sender: 'ann', match_type: 'ANY', start_date: 'bad' }).exception).toBe(
      'match_type must be either "any" or "all".',
    );
    expect(world.call('SearchMessages', { start_date: '2023-09-05 25:00:00' }).exception).toBe(
      "time data '2023-09-05 25:00:00' does not match format '%Y-%m-%d %H:%M:%S'",
    );
    expect(world.call('SearchMessages', { start_date: '2023-09-06 00:00:00', end_date: '2023-09-05 00:00:00' }).exception).toBe(
      'Start date must be earlier than end date.',
    );
  });

  it('shows a mistyped date the way Python would in the tooltalk message style', () => {
    const world = kimWorld({ messages: 'tooltalk' });
    expect(world.execute('SearchMessages', { end_date: true }).exception).toBe('strptime() argument 1 must be str, not bool');
  });

  it('matches keywords in the message text only, with "any" by default', () => {
    const world = kimWorld();
    expect(ids(world.call('SearchMessages', { query: 'PROJECT budget' }))).toEqual(['m6', 'm3', 'm4']);
    expect(ids(world.call('SearchMessages', { query: 'project budget', match_type: 'all' }))).toEqual(['m3']);
    // "art" is inside "START" and "Party"; senders are not searched.
    expect(ids(world.call('SearchMessages', { query: 'art' }))).toEqual(['m5', 'm1']);
    expect(ids(world.call('SearchMessages', { query: 'carl' }))).toEqual([]);
  });

  it('treats an empty query as no filter and a whitespace-only query as zero keywords', () => {
    const world = kimWorld();
    const everything = ['m6', 'm5', 'm3', 'm4', 'm2'];
    expect(ids(world.call('SearchMessages', { query: '' }))).toEqual(everything);
    expect(ids(world.call('SearchMessages', { query: '\n', match_type: 'any' }))).toEqual([]);
    expect(ids(world.call('SearchMessages', { query: '\n', match_type: 'all' }))).toEqual(everything);
  });

  it('matches the sender username exactly and includes both date bounds', () => {
    const world = kimWorld();
    expect(ids(world.call('SearchMessages', { sender: 'ann' }))).toEqual(['m3', 'm1']);
    expect(ids(world.call('SearchMessages', { sender: 'Ann' }))).toEqual(['m4']);
    expect(ids(world.call('SearchMessages', { start_date: '2023-09-03 10:00:00', end_date: '2023-09-07 09:30:00' }))).toEqual([
      'm5',
      'm3',
      'm4',
      'm2',
    ]);
  });

  it('hides messages dated after now', () => {
    expect(ids(kimWorld().call('SearchMessages', { query: 'tomorrow' }))).toEqual([]);
    expect(ids(kimWorld({ now: '2023-09-12 09:00:00' }).call('SearchMessages', { query: 'tomorrow' }))).toEqual(['m7']);
  });

  it('returns at most five messages, newest first, as copies', () => {
    const world = kimWorld({ now: '2023-12-01 00:00:00' });
    const outcome = world.call('SearchMessages', { start_date: '2023-01-01 00:00:00' });
    expect(outcome.response).toEqual({
      messages: [kimMessages.m7, kimMessages.m6, kimMessages.m5, kimMessages.m3, kimMessages.m4],
    });
    const first = (outcome.response as { messages: { message: string }[] }).messages[0]!;
    first.message = 'changed';
    expect(world.state.databases.Message.get('kim')!.get('m7')).toEqual(kimMessages.m7);
  });
});

describe.skipIf(!shared)('Messages with the ToolTalk data', () => {
  function toolTalkWorld(username: string, now: string) {
    return createWorld({
      plugins: [Messages],
      databases: loadToolTalkDatabases(sharedDatabases),
      now,
      ids: 'tooltalk',
      session: { username, token: TOKEN },
    });
  }

  it("finds justinkool's message about project aiden (easy/SearchMessages-easy)", () => {
    const world = toolTalkWorld('justinkool', '2023-09-11 09:00:00');
    const outcome = world.call('SearchMessages', {
      query: 'project aiden',
      start_date: '2023-09-05 00:00:00',
      end_date: '2023-09-05 23:59:59',
    });
    expect(ids(outcome)).toEqual(['b6bd49bf-949f71a5']);
  });

  it("hides Hugo's late-running message until it arrives (hard/golden_conversation_3)", () => {
    const world = toolTalkWorld('justinkool', '2023-09-11 09:00:00');
    expect(ids(world.call('SearchMessages', { sender: 'salcano' }))).toEqual([]);
    world.now = '2023-09-11 14:15:00';
    expect(ids(world.call('SearchMessages', { sender: 'salcano' }))).toEqual(['006f526d-00747977']);
    expect(world.call('SendMessage', { receiver: 'salcano', message: 'On my way.' }).response).toEqual({
      message_id: 'e149636f-ecc3f121',
    });
  });

  it('returns newest first where the recording lists oldest first (hard/Email-Messages-Weather-SendMessage-2)', () => {
    const world = toolTalkWorld('salcano', '2023-09-11 09:00:00');
    expect(ids(world.call('SearchMessages', { query: 'milk', sender: 'decture' }))).toEqual([
      '00747977-006f526d',
      '006f526d-00747977',
    ]);
  });

  it("keeps the five newest of mstein's messages", () => {
    const world = toolTalkWorld('mstein', '2023-09-11 09:00:00');
    expect(ids(world.call('SearchMessages', { query: 'video' }))).toEqual([
      'c9171891-949e647d',
      '42090fe9-dd1bb6ac',
      '00747977-006f526d',
      '006f526d-00747977',
      'b6bd49bf-949f71a5',
    ]);
  });

  it('answers a user without messages with none (ahhchiu)', () => {
    const world = toolTalkWorld('ahhchiu', '2023-09-11 09:00:00');
    expect(world.call('SearchMessages', {})).toEqual({ response: { messages: [] }, exception: null });
  });
});
