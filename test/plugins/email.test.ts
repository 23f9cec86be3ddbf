import { outcomeOf } from '../support/outcome.js';
import type { Draft } from 'immer';
import type { ToolTalkDatabases } from '../../src/plugins/tooltalk/databases.js';
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createWorld } from '../../src/suites/tooltalk/world.js';
import { loadToolTalkDatabases } from '../../src/suites/tooltalk/world.js';
import { Email, SearchInbox } from '../../src/plugins/tooltalk/email/index.js';

const TOKEN = '98a5a87a-7714-b404';
const sharedDatabases = '../shared/tooltalk/databases';
const shared = existsSync(sharedDatabases);

function account(username: string) {
  return { username, email: `${username}@example.com`, phone: null, name: null, password: 'pw', session_token: null };
}

function email(email_id: string, date: string, sender: string, subject: string, body: string) {
  return { email_id, date, sender, receivers: ['kim@example.com'], subject, body };
}

/** Kim's inbox, in stored order: two emails share a date, one is dated after "now". */
const kimInbox = {
  e1: email('e1', '2023-09-01 08:00:00', 'ann@example.com', 'Project kickoff', 'We START on Monday.'),
  e2: email('e2', '2023-09-03 10:00:00', 'bob@example.com', 'Lunch?', 'Are you free for lunch on Friday?'),
  e3: email('e3', '2023-09-05 12:00:00', 'ann@example.com', 'Budget', 'The project budget is attached.'),
  e4: email('e4', '2023-09-05 12:00:00', 'Ann@example.com', 'Budget (copy)', 'Same budget, other sender.'),
  e5: email('e5', '2023-09-07 09:30:00', 'carl@example.com', 'Party', 'Party on Saturday, bring snacks.'),
  e6: email('e6', '2023-09-09 18:00:00', 'bob@example.com', 'Project retro', 'Notes from the retro.'),
  e7: email('e7', '2023-09-12 09:00:00', 'ann@example.com', 'From the future', 'Project news of tomorrow.'),
};

function kimWorld(options: { now?: string; messages?: 'toolworld' | 'tooltalk' } = {}) {
  return createWorld({
    plugins: [Email],
    databases: {
      Account: { kim: account('kim'), lee: account('lee'), max: account('max') },
      Email: { kim: kimInbox, lee: {} },
    },
    now: options.now ?? '2023-09-11 09:00:00',
    ids: 'tooltalk',
    messages: options.messages ?? 'toolworld',
    session: { username: 'kim', token: TOKEN },
  });
}

function ids(outcome: { response: Record<string, unknown> | null }): string[] {
  const emails = (outcome.response as { emails: { email_id: string }[] }).emails;
  return emails.map((item) => item.email_id);
}

describe('Email plugin', () => {
  it('lists its tools in documentation order', () => {
    expect(Email.tools.map((tool) => tool.name)).toEqual(['SendEmail', 'SearchInbox']);
    expect(Email.tools.every((tool) => tool.plugin === 'Email' && tool.auth)).toBe(true);
  });

  it('documents the allowed match types without making them a type constraint', () => {
    const schema = z.toJSONSchema(SearchInbox.input) as { properties: Record<string, { enum?: string[] }> };
    expect(schema.properties.match_type!.enum).toEqual(['any', 'all']);
    expect(SearchInbox.required).toEqual([]);
  });
});

describe('SendEmail', () => {
  it('returns a new email ID and stores nothing', () => {
    const world = kimWorld();
    const before = world.state;
    expect(world.call('SendEmail', { to: ['ann@example.com'], subject: 'Hi', body: 'Hello Ann' })).toEqual({
      response: { email_id: '5b-dd80-9f8a27ab' },
      exception: null,
    });
    expect(world.state.databases).toBe(before.databases);
    expect(world.call('SendEmail', { to: ['bob@example.com', 'carl@example.com'], subject: 'Hi', body: '' })).toEqual({
      response: { email_id: '07-1add-8af336bb' },
      exception: null,
    });
  });

  it('accepts an empty recipient list and an empty subject and body', () => {
    const world = kimWorld();
    expect(world.call('SendEmail', { to: [], subject: '', body: '' }).response).toEqual({ email_id: '5b-dd80-9f8a27ab' });
  });

  it('reports the first invalid address, checked in the given order', () => {
    const world = kimWorld();
    const before = world.state;
    expect(world.call('SendEmail', { to: ['ann@example.com', 'bob at example', 'nope'], subject: 's', body: 'b' })).toEqual({
      response: null,
      exception: 'bob at example is not a valid email address.',
    });
    expect(world.call('SendEmail', { to: [''], subject: 's', body: 'b' }).exception).toBe(' is not a valid email address.');
    expect(world.call('SendEmail', { to: ['a@b@c'], subject: 's', body: 'b' }).exception).toBe(
      'a@b@c is not a valid email address.',
    );
    // A refused call leaves everything as it was, the ID generator included.
    expect(world.state).toBe(before);
    expect(world.call('SendEmail', { to: ['ann@example.com'], subject: 's', body: 'b' }).response).toEqual({
      email_id: '5b-dd80-9f8a27ab',
    });
  });

  it("uses Python's email pattern: Unicode word characters and one trailing newline pass", () => {
    const world = kimWorld();
    expect(world.call('SendEmail', { to: ['zoë@exämple.com', 'ann@example.com\n'], subject: 's', body: 'b' }).exception).toBeNull();
    expect(world.call('SendEmail', { to: ['ann@example.com\n\n'], subject: 's', body: 'b' }).exception).toBe(
      'ann@example.com\n\n is not a valid email address.',
    );
    expect(world.call('SendEmail', { to: ['ann+tag@example.com'], subject: 's', body: 'b' }).exception).toBe(
      'ann+tag@example.com is not a valid email address.',
    );
  });

  it('needs a list of addresses, not a bare string', () => {
    const world = kimWorld();
    expect(world.execute('SendEmail', { to: 'ann@example.com', subject: 's', body: 'b' }).exception).toBe(
      'Argument \'to\' of SendEmail must be an array, got string "ann@example.com".',
    );
  });

  it('needs a logged-in user and all three arguments', () => {
    const world = kimWorld({ messages: 'tooltalk' });
    expect(world.execute('SendEmail', { to: ['ann@example.com'] }).exception).toBe(
      "SendEmail.call() missing 2 required positional arguments: 'subject' and 'body'",
    );
    world.update((draft) => {
      (draft.session as { token: string | null }).token = null;
      (draft.databases as Draft<ToolTalkDatabases>).Account.get('kim')!.session_token = null;
    });
    expect(world.call('SendEmail', { to: ['ann@example.com'], subject: 's', body: 'b' })).toEqual({
      response: null,
      exception: 'User is not logged in',
    });
  });
});

describe('SearchInbox', () => {
  it('answers an empty or missing inbox with no emails, before checking the arguments', () => {
    const world = kimWorld();
    world.signIn('lee', 'lee-token');
    expect(world.call('SearchInbox', {})).toEqual({ response: { emails: [] }, exception: null });
    expect(world.call('SearchInbox', { match_type: 'ANY', start_date: 'bad' }).response).toEqual({ emails: [] });
    world.signIn('max', 'max-token');
    expect(world.call('SearchInbox', { start_date: 'bad' })).toEqual({ response: { emails: [] }, exception: null });
  });

  it('needs at least one of query, sender, start_date and end_date', () => {
    const world = kimWorld();
    const message = 'At least one of query, sender, start_date, end_date must be provided.';
    expect(outcomeOf(world.execute('SearchInbox', {}))).toEqual({ response: null, exception: message });
    // match_type is not a criterion, and an explicit null means "not given".
    expect(world.execute('SearchInbox', { match_type: 'all', query: null, sender: null }).exception).toBe(message);
    // This check comes before the match type's.
    expect(world.call('SearchInbox', { match_type: 'ANY' }).exception).toBe(message);
  });

  it('takes match_type "any" (the default) or "all", lower case, and refuses an explicit null', () => {
    const world = kimWorld();
    const before = world.state;
    const message = 'match_type must be either "any" or "all".';
    expect(world.call('SearchInbox', { query: 'project', match_type: 'ANY' }).exception).toBe(message);
    expect(world.call('SearchInbox', { query: 'project', match_type: 'All' }).exception).toBe(message);
    expect(world.call('SearchInbox', { query: 'project', match_type: null }).exception).toBe(message);
    expect(world.call('SearchInbox', { query: 'project', match_type: '' }).exception).toBe(message);
    // A bad match type wins over a bad date.
    expect(world.call('SearchInbox', { start_date: 'yesterday', match_type: 'some' }).exception).toBe(message);
    expect(world.state).toBe(before);
    expect(ids(world.call('SearchInbox', { query: 'project budget' }))).toEqual(['e6', 'e3', 'e4', 'e1']);
    expect(ids(world.call('SearchInbox', { query: 'project budget', match_type: 'any' }))).toEqual(['e6', 'e3', 'e4', 'e1']);
    expect(ids(world.call('SearchInbox', { query: 'project budget', match_type: 'all' }))).toEqual(['e3']);
  });

  it("refuses dates that Python's strptime rejects, with its message", () => {
    const world = kimWorld();
    expect(world.call('SearchInbox', { start_date: '2023-09-05' }).exception).toBe(
      "time data '2023-09-05' does not match format '%Y-%m-%d %H:%M:%S'",
    );
    expect(world.call('SearchInbox', { end_date: '2023-09-05 10:00:00 ' }).exception).toBe('unconverted data remains:  ');
    expect(world.call('SearchInbox', { start_date: '2023-02-30 00:00:00' }).exception).toBe('day is out of range for month');
    // The start date is parsed first.
    expect(world.call('SearchInbox', { start_date: 'x', end_date: 'y' }).exception).toBe(
      "time data 'x' does not match format '%Y-%m-%d %H:%M:%S'",
    );
    // Python's leniencies carry over.
    expect(ids(world.call('SearchInbox', { start_date: '2023-9-7 9:30:0' }))).toEqual(['e6', 'e5']);
  });

  it('shows a mistyped date the way Python would in the tooltalk message style', () => {
    const world = kimWorld({ messages: 'tooltalk' });
    expect(world.execute('SearchInbox', { start_date: 20230905 }).exception).toBe('strptime() argument 1 must be str, not int');
    expect(world.execute('SearchInbox', { end_date: ['2023-09-05 00:00:00'] }).exception).toBe(
      'strptime() argument 1 must be str, not list',
    );
  });

  it('includes both date bounds and refuses a start after the end', () => {
    const world = kimWorld();
    expect(ids(world.call('SearchInbox', { start_date: '2023-09-03 10:00:00', end_date: '2023-09-07 09:30:00' }))).toEqual([
      'e5',
      'e3',
      'e4',
      'e2',
    ]);
    expect(ids(world.call('SearchInbox', { start_date: '2023-09-05 12:00:00', end_date: '2023-09-05 12:00:00' }))).toEqual([
      'e3',
      'e4',
    ]);
    expect(ids(world.call('SearchInbox', { end_date: '2023-09-03 09:59:59' }))).toEqual(['e1']);
    expect(world.call('SearchInbox', { start_date: '2023-09-05 12:00:01', end_date: '2023-09-05 12:00:00' })).toEqual({
      response: null,
      exception: 'Start date must be earlier than end date.',
    });
  });

  it('hides emails dated after now, whatever the date bounds say', () => {
    expect(ids(kimWorld().call('SearchInbox', { sender: 'ann@example.com', end_date: '2023-12-31 00:00:00' }))).toEqual([
      'e3',
      'e1',
    ]);
    // Dated exactly now counts as received.
    expect(ids(kimWorld({ now: '2023-09-12 09:00:00' }).call('SearchInbox', { sender: 'ann@example.com' }))).toEqual([
      'e7',
      'e3',
      'e1',
    ]);
  });

  it('matches the sender exactly, case included', () => {
    const world = kimWorld();
    expect(ids(world.call('SearchInbox', { sender: 'Ann@example.com' }))).toEqual(['e4']);
    expect(ids(world.call('SearchInbox', { sender: 'ann@example' }))).toEqual([]);
    expect(ids(world.call('SearchInbox', { sender: 'bob@example.com', query: 'lunch' }))).toEqual(['e2']);
  });

  it('matches keywords case-insensitively as substrings of the subject or the body', () => {
    const world = kimWorld();
    // "art" is inside "START" (body) and "Party" (subject and body).
    expect(ids(world.call('SearchInbox', { query: 'ART' }))).toEqual(['e5', 'e1']);
    expect(ids(world.call('SearchInbox', { query: 'retro' }))).toEqual(['e6']);
    expect(ids(world.call('SearchInbox', { query: '  friday\tLUNCH ', match_type: 'all' }))).toEqual(['e2']);
    // The sender's address is not searched.
    expect(ids(world.call('SearchInbox', { query: 'carl' }))).toEqual([]);
  });

  it('treats an empty query as no filter and a whitespace-only query as zero keywords', () => {
    const world = kimWorld();
    const everything = ['e6', 'e5', 'e3', 'e4', 'e2'];
    expect(ids(world.call('SearchInbox', { query: '' }))).toEqual(everything);
    expect(ids(world.call('SearchInbox', { query: '', match_type: 'all' }))).toEqual(everything);
    expect(ids(world.call('SearchInbox', { query: ' \t ' }))).toEqual([]);
    expect(ids(world.call('SearchInbox', { query: ' \u3000 ', match_type: 'all' }))).toEqual(everything);
  });

  it('returns at most five emails, newest first, same-date emails in stored order', () => {
    const world = kimWorld();
    expect(ids(world.call('SearchInbox', { start_date: '2000-01-01 00:00:00' }))).toEqual(['e6', 'e5', 'e3', 'e4', 'e2']);
    world.update((draft) => {
      // Reverse the stored order of the two same-date emails.
      const inbox = draft.databases.Email.get('kim')!;
      const e3 = inbox.get('e3')!;
      inbox.delete('e3');
      inbox.set('e3', e3);
    });
    expect(ids(world.call('SearchInbox', { query: 'budget' }))).toEqual(['e4', 'e3']);
  });

  it('returns full records that are copies, not views of the world', () => {
    const world = kimWorld();
    const outcome = world.call('SearchInbox', { query: 'lunch' });
    expect(outcome).toEqual({ response: { emails: [kimInbox.e2] }, exception: null });
    const found = (outcome.response as { emails: { receivers: string[]; subject: string }[] }).emails[0]!;
    found.receivers.push('eve@example.com');
    found.subject = 'changed';
    expect(world.state.databases.Email.get('kim')!.get('e2')).toEqual(kimInbox.e2);
  });
});

describe.skipIf(!shared)('Email with the ToolTalk data', () => {
  function toolTalkWorld(username: string, now: string) {
    return createWorld({
      plugins: [Email],
      databases: loadToolTalkDatabases(sharedDatabases),
      now,
      ids: 'tooltalk',
      session: { username, token: TOKEN },
    });
  }

  it("finds mstein's emails from John, newest first (easy/SearchInbox-easy)", () => {
    const world = toolTalkWorld('mstein', '2023-09-11 09:00:00');
    expect(ids(world.call('SearchInbox', { sender: 'john.carbugle@fmail.com' }))).toEqual([
      '75-ff99-d8d1383b',
      'b5-cf2d-5231552e',
      '0b-5119-b5f0a5b5',
    ]);
  });

  it("orders mstein's inbox newest first and hides the cancellation until it arrives", () => {
    const world = toolTalkWorld('mstein', '2023-09-11 09:00:00');
    expect(ids(world.call('SearchInbox', { query: '' }))).toEqual([
      'ff-7890-abcdef12',
      '0a-1b2c-3d4e5f6',
      '75-ff99-d8d1383b',
      '8c-7e2a-df490b13',
      'b5-cf2d-5231552e',
    ]);
    expect(ids(world.call('SearchInbox', { query: 'meeting 3' }))).toEqual(['8c-7e2a-df490b13']);
    // hard/Email-Reminder-Weather-DeleteReminder-0: a day later the cancellation has arrived.
    world.now = '2023-09-12 09:00:00';
    expect(ids(world.call('SearchInbox', { query: 'meeting 3' }))).toEqual(['2f-9c6d-5e7a81c4', '8c-7e2a-df490b13']);
  });

  it('returns newest first even where the recording lists oldest first (hard/Email-Reminder-Weather-SearchInbox-1)', () => {
    const world = toolTalkWorld('mstein', '2023-09-14 09:00:00');
    expect(ids(world.call('SearchInbox', { query: 'Edinburgh' }))).toEqual(['ff-7890-abcdef12', '0a-1b2c-3d4e5f6']);
    expect(world.call('SendEmail', { to: ['sallee@fakemail.com'], subject: 'Re: visit', body: 'See you!' }).response).toEqual({
      email_id: '5b-dd80-9f8a27ab',
    });
  });

  it('answers justinkool, whose inbox is empty, with no emails', () => {
    const world = toolTalkWorld('justinkool', '2023-09-11 09:00:00');
    expect(world.call('SearchInbox', {})).toEqual({ response: { emails: [] }, exception: null });
  });
});
