import { outcomeOf } from '../support/outcome.js';
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createWorld, type ToolTalkWorldOptions as ToolTalkWorldOptions } from '../../src/suites/tooltalk/world.js';
import { loadToolTalkDatabases } from '../../src/suites/tooltalk/world.js';
import { Calendar, CreateEvent } from '../../src/plugins/tooltalk/calendar/index.js';

const TOKEN = '98a5a87a-7714-b404';

function account(username: string, name: string) {
  return { username, email: `${username}@example.com`, phone: '555-010-0000', name, password: 'pw', session_token: null };
}

const standup = {
  event_id: 'e-standup',
  name: 'Standup',
  event_type: 'meeting',
  start_time: '2024-05-06 09:00:00',
  end_time: '2024-05-06 09:30:00',
  location: 'Room 1',
  description: 'Daily sync',
  attendees: ['ada', 'bob'],
};
const dentist = {
  event_id: 'e-dentist',
  name: 'Dentist',
  event_type: 'event',
  start_time: '2024-05-06 14:00:00',
  end_time: '2024-05-06 15:00:00',
  location: null,
  description: null,
  attendees: null,
};
const offsite = {
  event_id: 'e-offsite',
  name: 'Offsite',
  event_type: 'event',
  start_time: '2024-05-05 08:00:00',
  end_time: '2024-05-08 18:00:00',
  location: 'Lakeside',
  description: 'Three days away',
  attendees: null,
};

const databases = {
  Account: { ada: account('ada', 'Ada L'), bob: account('bob', 'Bob K'), carol: account('carol', 'Carol M') },
  Calendar: {
    ada: { 'e-standup': standup, 'e-dentist': dentist, 'e-offsite': offsite },
    carol: {},
  },
};

/** A small world at 2024-05-06 08:00:00 with ToolTalk's IDs; ada is signed in unless told otherwise. */
function makeWorld(options: Partial<ToolTalkWorldOptions> = {}) {
  return createWorld({
    plugins: [Calendar],
    databases,
    now: '2024-05-06 08:00:00',
    ids: 'tooltalk',
    session: { username: 'ada', token: TOKEN },
    ...options,
  });
}

const meeting = {
  name: 'Design review',
  event_type: 'meeting',
  start_time: '2024-05-07 10:00:00',
  end_time: '2024-05-07 11:00:00',
  attendees: ['bob'],
};

describe('Calendar plugin', () => {
  it('offers its four tools in ToolTalk order', () => {
    expect(Calendar.name).toBe('Calendar');
    expect(Calendar.tools.map((tool) => tool.name)).toEqual(['CreateEvent', 'DeleteEvent', 'ModifyEvent', 'QueryCalendar']);
    expect(Calendar.tools.every((tool) => tool.auth && tool.plugin === 'Calendar')).toBe(true);
    expect(Calendar.tools.map((tool) => tool.action)).toEqual([true, true, true, false]);
  });

  it('refuses every tool when nobody is signed in', () => {
    const world = makeWorld({ session: undefined });
    for (const tool of Calendar.tools) {
      expect(outcomeOf(world.execute(tool.name, {}))).toEqual({ response: null, exception: 'User is not logged in' });
    }
  });
});

describe('CreateEvent', () => {
  it('documents its parameters in ToolTalk order, with the event types as an enum', () => {
    const schema = z.toJSONSchema(CreateEvent.input) as {
      properties: Record<string, { type: string; enum?: string[]; description?: string }>;
      required: string[];
    };
    expect(Object.keys(schema.properties)).toEqual([
      'name', 'event_type', 'description', 'start_time', 'end_time', 'location', 'attendees',
    ]);
    expect(schema.properties.event_type).toMatchObject({ type: 'string', enum: ['meeting', 'event'] });
    expect(schema.properties.event_type!.description).toBeTruthy();
    expect(schema.required).toEqual(['name', 'event_type', 'start_time', 'end_time']);
    expect(CreateEvent.required).toEqual(['name', 'event_type', 'start_time', 'end_time']);
  });

  it('stores a meeting, adds the caller to the attendees and returns ToolTalk event IDs', () => {
    const world = makeWorld();
    const args = { ...meeting, description: 'Go through the mock-ups', location: 'Room 2', attendees: ['bob'] };
    const record = world.execute('CreateEvent', args);
    expect(record.response).toEqual({ event_id: 'e149636f-d9ca' });
    expect(record.exception).toBeNull();
    // The model's list is left as sent: the correctness check compares it before the caller is added.
    expect(args.attendees).toEqual(['bob']);
    expect(record.request.parameters).toMatchObject({ attendees: ['bob'] });

    const stored = world.state.databases.Calendar.get('ada')!.get('e149636f-d9ca')!;
    expect(stored).toEqual({
      event_id: 'e149636f-d9ca',
      name: 'Design review',
      event_type: 'meeting',
      description: 'Go through the mock-ups',
      start_time: '2024-05-07 10:00:00',
      end_time: '2024-05-07 11:00:00',
      location: 'Room 2',
      attendees: ['bob', 'ada'],
    });
    expect(Object.keys(stored)).toEqual([
      'event_id', 'name', 'event_type', 'description', 'start_time', 'end_time', 'location', 'attendees',
    ]);
    expect([...world.state.databases.Calendar.get('ada')!.keys()]).toEqual([
      'e-standup', 'e-dentist', 'e-offsite', 'e149636f-d9ca',
    ]);

    expect(world.call('CreateEvent', meeting).response).toEqual({ event_id: '03c93f31-b8a6' });
    expect(world.call('CreateEvent', meeting).response).toEqual({ event_id: '4261c3e1-71e7' });
  });

  it('keeps an attendee list that already names the caller', () => {
    const world = makeWorld();
    world.call('CreateEvent', { ...meeting, attendees: ['ada', 'bob'] });
    expect(world.state.databases.Calendar.get('ada')!.get('e149636f-d9ca')!.attendees).toEqual(['ada', 'bob']);
  });

  it('stores an event without attendees as null, and an empty list as the caller alone', () => {
    const world = makeWorld();
    const plain = { name: 'Gym', event_type: 'event', start_time: '2024-05-07 18:00:00', end_time: '2024-05-07 19:00:00' };
    world.execute('CreateEvent', plain);
    world.execute('CreateEvent', { ...plain, attendees: [] });
    world.execute('CreateEvent', { ...plain, description: null, location: null, attendees: null });
    const calendar = world.state.databases.Calendar.get('ada')!;
    expect(calendar.get('e149636f-d9ca')).toEqual({
      event_id: 'e149636f-d9ca', name: 'Gym', event_type: 'event', description: null,
      start_time: '2024-05-07 18:00:00', end_time: '2024-05-07 19:00:00', location: null, attendees: null,
    });
    expect(calendar.get('03c93f31-b8a6')!.attendees).toEqual(['ada']);
    expect(calendar.get('4261c3e1-71e7')).toMatchObject({ description: null, location: null, attendees: null });
  });

  it("creates the calendar of a user who had none", () => {
    const world = makeWorld({ session: { username: 'bob', token: TOKEN } });
    expect(world.state.databases.Calendar.has('bob')).toBe(false);
    expect(world.call('CreateEvent', { ...meeting, attendees: ['ada'] }).response).toEqual({ event_id: 'e149636f-d9ca' });
    expect([...world.state.databases.Calendar.get('bob')!.keys()]).toEqual(['e149636f-d9ca']);
    expect(world.state.databases.Calendar.get('bob')!.get('e149636f-d9ca')!.attendees).toEqual(['ada', 'bob']);
  });

  it('accepts times that Python accepts and stores them as given', () => {
    const world = makeWorld();
    world.call('CreateEvent', { ...meeting, start_time: '2024-5-7 9:0:0', end_time: '2024-05-07  10:00:00' });
    expect(world.state.databases.Calendar.get('ada')!.get('e149636f-d9ca')).toMatchObject({
      start_time: '2024-5-7 9:0:0',
      end_time: '2024-05-07  10:00:00',
    });
  });

  it('allows a start equal to the end, and both equal to now', () => {
    const world = makeWorld();
    const now = '2024-05-06 08:00:00';
    expect(world.call('CreateEvent', { ...meeting, start_time: now, end_time: now }).exception).toBeNull();
  });

  describe('refusals, each leaving the world untouched', () => {
    const cases: [string, Record<string, unknown>, string][] = [
      ['an unknown event type', { ...meeting, event_type: 'party' }, 'Event type party not supported.'],
      ['an event type in the wrong case', { ...meeting, event_type: 'Meeting' }, 'Event type Meeting not supported.'],
      ['a meeting without attendees', { ...meeting, attendees: undefined }, 'Meeting must have attendees.'],
      ['a meeting with null attendees', { ...meeting, attendees: null }, 'Meeting must have attendees.'],
      ['a meeting with no one on the list', { ...meeting, attendees: [] }, 'Meeting must have attendees.'],
      [
        'a start time without seconds',
        { ...meeting, start_time: '2024-05-07 10:00' },
        "time data '2024-05-07 10:00' does not match format '%Y-%m-%d %H:%M:%S'",
      ],
      [
        'an ISO end time',
        { ...meeting, end_time: '2024-05-07T11:00:00' },
        "time data '2024-05-07T11:00:00' does not match format '%Y-%m-%d %H:%M:%S'",
      ],
      ['a date that does not exist', { ...meeting, end_time: '2024-02-30 11:00:00' }, 'day is out of range for month'],
      ['trailing text', { ...meeting, end_time: '2024-05-07 11:00:00 ' }, 'unconverted data remains:  '],
      ['a start after the end', { ...meeting, end_time: '2024-05-07 09:59:59' }, 'Start time must be before end time.'],
      [
        'a start in the past',
        { ...meeting, start_time: '2024-05-06 07:59:59' },
        'Start time and end time must be in the future.',
      ],
      [
        'both times in the past',
        { ...meeting, start_time: '2024-05-01 10:00:00', end_time: '2024-05-01 11:00:00' },
        'Start time and end time must be in the future.',
      ],
    ];
    it.each(cases)('%s', (_, args, message) => {
      const world = makeWorld();
      const before = world.state;
      expect(outcomeOf(world.execute('CreateEvent', args))).toEqual({ response: null, exception: message });
      expect(world.state).toBe(before);
    });
  });

  it('checks in ToolTalk order: type, attendees, start, end, order, then the clock', () => {
    const world = makeWorld();
    const exception = (args: Record<string, unknown>) => world.call('CreateEvent', { ...meeting, ...args }).exception;
    expect(exception({ event_type: 'call', attendees: [], start_time: 'soon' })).toBe('Event type call not supported.');
    expect(exception({ attendees: [], start_time: 'soon' })).toBe('Meeting must have attendees.');
    expect(exception({ start_time: 'soon', end_time: 'later' })).toBe(
      "time data 'soon' does not match format '%Y-%m-%d %H:%M:%S'",
    );
    expect(exception({ start_time: '2024-05-01 10:00:00', end_time: '2024-04-01 10:00:00' })).toBe(
      'Start time must be before end time.',
    );
  });

  it('does not advance the ID generator on a refused call', () => {
    const world = makeWorld();
    world.call('CreateEvent', { ...meeting, start_time: '2020-01-01 00:00:00' });
    expect(world.call('CreateEvent', meeting).response).toEqual({ event_id: 'e149636f-d9ca' });
  });

  it('reports missing and mistyped arguments the Python way in tooltalk message style', () => {
    const world = makeWorld({ messages: 'tooltalk' });
    expect(world.execute('CreateEvent', { name: 'x', description: 'y' }).exception).toBe(
      "CreateEvent.call() missing 3 required positional arguments: 'event_type', 'start_time', and 'end_time'",
    );
    expect(world.execute('CreateEvent', { ...meeting, start_time: 5 }).exception).toBe(
      'strptime() argument 1 must be str, not int',
    );
    expect(world.execute('CreateEvent', { ...meeting, end_time: null }).exception).toBe(
      'strptime() argument 1 must be str, not None',
    );
    expect(world.execute('CreateEvent', { ...meeting, when: 'now' }).exception).toBe(
      "CreateEvent.call() got an unexpected keyword argument 'when'",
    );
  });
});

describe('DeleteEvent', () => {
  it('removes the event and answers success', () => {
    const world = makeWorld();
    expect(world.call('DeleteEvent', { event_id: 'e-dentist' })).toEqual({ response: { status: 'success' }, exception: null });
    expect([...world.state.databases.Calendar.get('ada')!.keys()]).toEqual(['e-standup', 'e-offsite']);
  });

  it('refuses an ID the caller does not have, and a caller without a calendar', () => {
    const world = makeWorld();
    const before = world.state;
    expect(world.call('DeleteEvent', { event_id: 'e-nope' })).toEqual({ response: null, exception: 'Event e-nope not found.' });
    expect(world.state).toBe(before);

    world.signIn('bob', 'bob-token');
    const bobs = world.state;
    expect(world.call('DeleteEvent', { event_id: 'e-standup' }).exception).toBe('Event e-standup not found.');
    expect(world.state).toBe(bobs);
  });

  it('refuses the same ID the second time', () => {
    const world = makeWorld();
    world.call('DeleteEvent', { event_id: 'e-standup' });
    expect(world.call('DeleteEvent', { event_id: 'e-standup' }).exception).toBe('Event e-standup not found.');
  });
});

describe('ModifyEvent', () => {
  const stored = (world: ReturnType<typeof makeWorld>, id = 'e-standup') =>
    world.state.databases.Calendar.get('ada')!.get(id)!;

  it('changes only the fields given, keeping the record in place', () => {
    const world = makeWorld();
    expect(
      world.call('ModifyEvent', {
        event_id: 'e-standup',
        new_name: 'Standup (moved)',
        new_start_time: '2024-05-07 09:15:00',
        new_end_time: '2024-05-07 09:45:00',
        new_location: 'Room 9',
      }),
    ).toEqual({ response: { status: 'success' }, exception: null });
    expect(stored(world)).toEqual({
      ...standup,
      name: 'Standup (moved)',
      start_time: '2024-05-07 09:15:00',
      end_time: '2024-05-07 09:45:00',
      location: 'Room 9',
    });
    expect(Object.keys(stored(world))).toEqual(Object.keys(standup));
    expect([...world.state.databases.Calendar.get('ada')!.keys()]).toEqual(['e-standup', 'e-dentist', 'e-offsite']);
  });

  it('fills in fields that were null and treats explicit nulls as "leave unchanged"', () => {
    const world = makeWorld();
    world.execute('ModifyEvent', { event_id: 'e-dentist', new_description: 'Check-up', new_location: 'Main St 1' });
    expect(stored(world, 'e-dentist')).toMatchObject({ description: 'Check-up', location: 'Main St 1' });
    world.execute('ModifyEvent', {
      event_id: 'e-dentist',
      new_name: null,
      new_start_time: null,
      new_end_time: null,
      new_description: null,
      new_location: null,
      new_attendees: null,
    });
    expect(stored(world, 'e-dentist')).toEqual({ ...dentist, description: 'Check-up', location: 'Main St 1' });
  });

  it('succeeds with nothing to change', () => {
    const world = makeWorld();
    expect(world.call('ModifyEvent', { event_id: 'e-standup' }).response).toEqual({ status: 'success' });
    expect(stored(world)).toEqual(standup);
  });

  it('replaces the attendees, adding the caller when missing', () => {
    const world = makeWorld();
    const args = { event_id: 'e-standup', new_attendees: ['carol'] };
    world.call('ModifyEvent', args);
    expect(stored(world).attendees).toEqual(['carol', 'ada']);
    expect(args.new_attendees).toEqual(['carol']);
    world.call('ModifyEvent', { event_id: 'e-standup', new_attendees: ['ada', 'bob'] });
    expect(stored(world).attendees).toEqual(['ada', 'bob']);
    world.call('ModifyEvent', { event_id: 'e-dentist', new_attendees: [] });
    expect(stored(world, 'e-dentist').attendees).toEqual(['ada']);
  });

  it('allows a start equal to the end, and both equal to now', () => {
    const world = makeWorld();
    const now = '2024-05-06 08:00:00';
    expect(world.call('ModifyEvent', { event_id: 'e-standup', new_start_time: now, new_end_time: now }).exception).toBeNull();
    expect(stored(world)).toMatchObject({ start_time: now, end_time: now });
  });

  describe('refusals, each leaving the world untouched', () => {
    const cases: [string, Record<string, unknown>, string][] = [
      ['an unknown event', { event_id: 'e-nope', new_name: 'x' }, 'Event e-nope not found.'],
      [
        'a new start without a new end',
        { event_id: 'e-standup', new_start_time: '2024-05-07 09:00:00' },
        'new_end_time must be provided if new_start_time is provided.',
      ],
      [
        'a new end without a new start',
        { event_id: 'e-standup', new_end_time: '2024-05-07 09:00:00' },
        'new_start_time must be provided if new_end_time is provided.',
      ],
      [
        'an unparseable start',
        { event_id: 'e-standup', new_start_time: 'tomorrow', new_end_time: '2024-05-07 09:00:00' },
        "time data 'tomorrow' does not match format '%Y-%m-%d %H:%M:%S'",
      ],
      [
        'an unparseable end',
        { event_id: 'e-standup', new_start_time: '2024-05-07 09:00:00', new_end_time: '2024-05-07 25:00:00' },
        "time data '2024-05-07 25:00:00' does not match format '%Y-%m-%d %H:%M:%S'",
      ],
      [
        'a start after the end',
        { event_id: 'e-standup', new_start_time: '2024-05-07 10:00:00', new_end_time: '2024-05-07 09:00:00' },
        'Start time must be before end time.',
      ],
      [
        'an end in the past',
        { event_id: 'e-standup', new_start_time: '2024-05-01 09:00:00', new_end_time: '2024-05-06 07:00:00' },
        'Start time and end time must be in the future.',
      ],
    ];
    it.each(cases)('%s', (_, args, message) => {
      const world = makeWorld();
      const before = world.state;
      expect(outcomeOf(world.execute('ModifyEvent', args))).toEqual({ response: null, exception: message });
      expect(world.state).toBe(before);
    });
  });

  it('refuses an event of another user, and a caller without a calendar', () => {
    const world = makeWorld({ session: { username: 'carol', token: TOKEN } });
    expect(world.call('ModifyEvent', { event_id: 'e-standup' }).exception).toBe('Event e-standup not found.');
    world.signIn('bob', 'bob-token');
    expect(world.call('ModifyEvent', { event_id: 'e-standup' }).exception).toBe('Event e-standup not found.');
  });

  it('checks in ToolTalk order: event, then the start/end pairing, then parsing', () => {
    const world = makeWorld();
    expect(world.call('ModifyEvent', { event_id: 'e-nope', new_start_time: 'bad' }).exception).toBe('Event e-nope not found.');
    expect(world.call('ModifyEvent', { event_id: 'e-standup', new_start_time: 'bad' }).exception).toBe(
      'new_end_time must be provided if new_start_time is provided.',
    );
    expect(world.call('ModifyEvent', { event_id: 'e-standup', new_end_time: 'bad' }).exception).toBe(
      'new_start_time must be provided if new_end_time is provided.',
    );
    expect(
      world.call('ModifyEvent', { event_id: 'e-standup', new_start_time: 'bad', new_end_time: 'worse' }).exception,
    ).toBe("time data 'bad' does not match format '%Y-%m-%d %H:%M:%S'");
  });

  it('keeps the old name when a later check fails (ToolTalk would keep the new one)', () => {
    const world = makeWorld();
    const before = world.state;
    const outcome = world.call('ModifyEvent', {
      event_id: 'e-standup',
      new_name: 'Renamed',
      new_start_time: '2024-05-07 09:00:00',
    });
    expect(outcome.exception).toBe('new_end_time must be provided if new_start_time is provided.');
    expect(world.state).toBe(before);
    expect(stored(world).name).toBe('Standup');
  });

  it('names mistyped times the Python way in tooltalk message style', () => {
    const world = makeWorld({ messages: 'tooltalk' });
    expect(world.execute('ModifyEvent', { event_id: 'e-standup', new_start_time: 9, new_end_time: 10 }).exception).toBe(
      'strptime() argument 1 must be str, not int',
    );
    expect(world.execute('ModifyEvent', { new_name: 'x' }).exception).toBe(
      "ModifyEvent.call() missing 1 required positional argument: 'event_id'",
    );
  });
});

describe('QueryCalendar', () => {
  const ids = (world: ReturnType<typeof makeWorld>, start_time: string, end_time: string) => {
    const { response, exception } = world.call('QueryCalendar', { start_time, end_time });
    expect(exception).toBeNull();
    return (response as { events: { event_id: string }[] }).events.map((event) => event.event_id);
  };

  it('returns whole records of overlapping events, in the order they were added', () => {
    const world = makeWorld();
    expect(world.call('QueryCalendar', { start_time: '2024-05-06 00:00:00', end_time: '2024-05-06 23:59:59' })).toEqual({
      response: { events: [standup, dentist, offsite] },
      exception: null,
    });
    const { response } = world.call('QueryCalendar', { start_time: '2024-05-06 00:00:00', end_time: '2024-05-06 23:59:59' });
    const [first] = (response as { events: (typeof standup)[] }).events;
    expect(Object.keys(first!)).toEqual(Object.keys(standup));
    // Copies, not the stored records.
    expect(first).not.toBe(world.state.databases.Calendar.get('ada')!.get('e-standup'));
    expect(first!.attendees).not.toBe(world.state.databases.Calendar.get('ada')!.get('e-standup')!.attendees);
    expect(Object.isFrozen(first)).toBe(false);
  });

  it('counts an event when it starts inside, ends inside, or covers the window (bounds inclusive)', () => {
    const world = makeWorld();
    expect(ids(world, '2024-05-06 09:15:00', '2024-05-06 09:20:00')).toEqual(['e-standup', 'e-offsite']); // standup covers
    expect(ids(world, '2024-05-06 08:45:00', '2024-05-06 09:10:00')).toEqual(['e-standup', 'e-offsite']); // starts inside
    expect(ids(world, '2024-05-06 09:20:00', '2024-05-06 10:00:00')).toEqual(['e-standup', 'e-offsite']); // ends inside
    expect(ids(world, '2024-05-06 09:30:00', '2024-05-06 14:00:00')).toEqual(['e-standup', 'e-dentist', 'e-offsite']); // touching both ends
    expect(ids(world, '2024-05-06 09:30:01', '2024-05-06 13:59:59')).toEqual(['e-offsite']);
    expect(ids(world, '2024-05-09 00:00:00', '2024-05-10 00:00:00')).toEqual([]);
    expect(ids(world, '2024-05-06 12:00:00', '2024-05-06 12:00:00')).toEqual(['e-offsite']);
  });

  it('lists newly created events last', () => {
    const world = makeWorld();
    world.call('CreateEvent', { ...meeting, start_time: '2024-05-06 08:30:00', end_time: '2024-05-06 08:45:00' });
    expect(ids(world, '2024-05-06 00:00:00', '2024-05-06 23:59:59')).toEqual([
      'e-standup', 'e-dentist', 'e-offsite', 'e149636f-d9ca',
    ]);
  });

  it('returns an empty list for a calendar that exists but is empty', () => {
    const world = makeWorld({ session: { username: 'carol', token: TOKEN } });
    expect(world.call('QueryCalendar', { start_time: '2024-05-06 00:00:00', end_time: '2024-05-07 00:00:00' })).toEqual({
      response: { events: [] },
      exception: null,
    });
  });

  it('refuses a user without a calendar before looking at the window', () => {
    const world = makeWorld({ session: { username: 'bob', token: TOKEN } });
    expect(world.call('QueryCalendar', { start_time: 'nonsense', end_time: '2000-01-01 00:00:00' })).toEqual({
      response: null,
      exception: 'User bob has no events.',
    });
  });

  it('refuses an unparseable or reversed window', () => {
    const world = makeWorld();
    expect(world.call('QueryCalendar', { start_time: '2024-05-06', end_time: '2024-05-07 00:00:00' }).exception).toBe(
      "time data '2024-05-06' does not match format '%Y-%m-%d %H:%M:%S'",
    );
    expect(world.call('QueryCalendar', { start_time: '2024-05-06 00:00:00', end_time: '2024-05-06 00:00:60' }).exception).toBe(
      'second must be in 0..59',
    );
    expect(world.call('QueryCalendar', { start_time: '2024-05-07 00:00:00', end_time: '2024-05-06 00:00:00' }).exception).toBe(
      'Start time must be before end time.',
    );
  });

  it('names mistyped times the Python way in tooltalk message style', () => {
    const world = makeWorld({ messages: 'tooltalk' });
    expect(world.execute('QueryCalendar', { start_time: ['2024-05-06 00:00:00'], end_time: '2024-05-07 00:00:00' }).exception).toBe(
      'strptime() argument 1 must be str, not list',
    );
    expect(world.execute('QueryCalendar', {}).exception).toBe(
      "QueryCalendar.call() missing 2 required positional arguments: 'start_time' and 'end_time'",
    );
  });
});

const sharedDatabases = '../shared/tooltalk/databases';

describe.skipIf(!existsSync(sharedDatabases))('Calendar on ToolTalk data', () => {
  function toolTalkWorld(username: string, now: string) {
    return createWorld({
      plugins: [Calendar],
      databases: loadToolTalkDatabases(sharedDatabases),
      now,
      ids: 'tooltalk',
      session: { username, token: TOKEN },
    });
  }

  it("lists justinkool's events of 2023-09-11 in file order", () => {
    const world = toolTalkWorld('justinkool', '2023-09-11 09:00:00');
    const { response } = world.call('QueryCalendar', { start_time: '2023-09-11 00:00:00', end_time: '2023-09-11 23:59:59' });
    expect((response as { events: { event_id: string }[] }).events.map((event) => event.event_id)).toEqual([
      '5480d946-2381', 'b448cdb4-caac', 'c3463779-7861', 'bb4588f1-c21c', '294b409-6535',
    ]);
  });

  it('creates the event IDs recorded in ToolTalk conversations', () => {
    const world = toolTalkWorld('justinkool', '2023-09-11 09:00:00');
    const event = { name: 'Sync', event_type: 'event', start_time: '2023-09-12 10:00:00', end_time: '2023-09-12 11:00:00' };
    const created = [1, 2, 3, 4].map(() => world.call('CreateEvent', event).response);
    expect(created).toEqual([
      { event_id: 'e149636f-d9ca' },
      { event_id: '03c93f31-b8a6' },
      { event_id: '4261c3e1-71e7' },
      { event_id: '27559f6b-2801' },
    ]);
  });

  it('reports the users without a calendar', () => {
    const world = toolTalkWorld('geoff', '2023-09-11 09:00:00');
    expect(world.call('QueryCalendar', { start_time: '2023-09-11 00:00:00', end_time: '2023-09-11 23:59:59' }).exception).toBe(
      'User geoff has no events.',
    );
  });
});
