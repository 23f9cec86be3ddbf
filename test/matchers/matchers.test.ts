import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { idSubsetPasses } from '../../src/matchers/id-subset.js';
import { jsonEquals } from '../../src/matchers/python-equal.js';
import {
  argumentCheck,
  datePartEquality,
  exactMatch,
  idSubset,
  idSubsetCheck,
  pythonEquals,
  resultCheck,
  resultEquality,
  setEquality,
  type CheckContext,
  type JudgedCall,
} from '../../src/index.js';

const exactText: CheckContext = {
  semantic: (expected, actual) => ({ pass: expected === actual, score: expected === actual ? 1 : 0 }),
};

function call(api_name: string, parameters: Record<string, unknown>, response: Record<string, unknown> | null = {}, exception: string | null = null): JudgedCall {
  return { request: { api_name, parameters }, response, exception };
}

describe('pythonEquals and exactMatch', () => {
  it('ignores key order but not array order', () => {
    expect(pythonEquals({ a: 1, b: [1, 2] }, { b: [1, 2], a: 1 })).toBe(true);
    expect(pythonEquals([1, 2], [2, 1])).toBe(false);
  });
  it('treats True as 1 and False as 0, like Python', () => {
    expect(pythonEquals(true, 1)).toBe(true);
    expect(pythonEquals(false, 0)).toBe(true);
    expect(pythonEquals(true, 2)).toBe(false);
    expect(pythonEquals('1', 1)).toBe(false);
  });
  it('treats a missing value and null alike (both are None after JSON)', () => {
    expect(pythonEquals(null, undefined)).toBe(true);
    expect(pythonEquals({ a: null }, {})).toBe(false);
  });
  it('compares objects by their key sets, as a comparison that lists both key sets does', () => {
    // The reference lists keys; the implementation counts them.
    const reference = (a: unknown, b: unknown, python: boolean): boolean => {
      if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || Array.isArray(a) || Array.isArray(b)) return jsonEquals(a, b, python);
      const keys = Object.keys(a);
      if (keys.length !== Object.keys(b).length) return false;
      return keys.every((key) => Object.hasOwn(b, key) && reference((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key], python));
    };
    const leaf = fc.oneof(fc.constantFrom(0, 1, true, false, null, 'a', ''), fc.constant(undefined));
    const value = fc.letrec((tie) => ({
      node: fc.oneof({ depthSize: 'small' }, leaf, fc.dictionary(fc.constantFrom('a', 'b', 'c', '1', '__proto__'), tie('node'), { maxKeys: 3 })),
    })).node;
    fc.assert(
      fc.property(value, value, fc.boolean(), (a, b, python) => {
        expect(jsonEquals(a, b, python)).toBe(reference(a, b, python));
        expect(jsonEquals(a, structuredClone(a), python)).toBe(true);
      }),
      { numRuns: 3000 },
    );
    const inherited = Object.create({ extra: 1 }) as Record<string, unknown>;
    inherited.a = 1;
    expect(jsonEquals(inherited, { a: 1 }, true)).toBe(true);
    expect(jsonEquals({ a: 1 }, inherited, true)).toBe(true);
    // Objects without a prototype and inherited keys on either side, at any depth.
    const bare = Object.assign(Object.create(null) as Record<string, unknown>, { a: 1, b: { c: [1] } });
    expect(jsonEquals(bare, { b: { c: [1] }, a: 1 }, false)).toBe(true);
    expect(jsonEquals({ x: inherited }, { x: { a: 1 } }, false)).toBe(true);
    expect(jsonEquals({ x: inherited }, { x: { a: 1, extra: 1 } }, false)).toBe(false);
  });
  it('the checks read only own arguments, with or without a prototype', async () => {
    const wanted = Object.create({ inheritedArgument: 'x' }) as Record<string, unknown>;
    wanted.task = 'Call mom';
    const bare = Object.assign(Object.create(null) as Record<string, unknown>, { task: 'Call mom' });
    for (const check of [resultCheck(), argumentCheck({ response: 'ignore' })]) {
      expect((await check.judge(call('AddReminder', { task: 'Call mom' }), call('AddReminder', wanted), exactText)).pass).toBe(true);
      expect((await check.judge(call('AddReminder', bare), call('AddReminder', bare), exactText)).pass).toBe(true);
      expect((await check.judge(call('AddReminder', {}), call('AddReminder', bare), exactText)).pass).toBe(false);
    }
  });
  it('exactMatch reports a pass flag', () => {
    expect(exactMatch({ x: [1] }, { x: [1] })).toEqual({ pass: true });
    expect(exactMatch('08:00:00', '8:00:00')).toEqual({ pass: false });
  });
});

describe('setEquality', () => {
  it('ignores order and duplicates', () => {
    expect(setEquality(['a', 'b'], ['b', 'a', 'a']).pass).toBe(true);
  });
  it('names what is missing and what is extra', () => {
    expect(setEquality(['a', 'b'], ['a', 'c'])).toEqual({ pass: false, missing: ['b'], extra: ['c'] });
  });
  it('fails on non-lists', () => {
    expect(setEquality(['a'], 'a').pass).toBe(false);
  });
  it('two empty lists are equal sets', () => {
    expect(setEquality([], []).pass).toBe(true);
  });
  it('answers as the comparison through `every` it replaced, holes, NaN and -0 included', () => {
    // The earlier implementation, kept here as the model: the same-order shortcut through `every`
    // (which skips the holes of `expected`), then the keyed comparison.
    const model = (expected: unknown, actual: unknown) => {
      if (!Array.isArray(expected) || !Array.isArray(actual)) {
        return { pass: false, missing: Array.isArray(expected) ? expected : [], extra: Array.isArray(actual) ? actual : [] };
      }
      if (expected.length === actual.length && expected.every((value, index) => value === actual[index])) {
        return { pass: true, missing: [], extra: [] };
      }
      const key = (value: unknown) => JSON.stringify(value) ?? 'undefined';
      const expectedKeys = new Map(expected.map((value) => [key(value), value]));
      const actualKeys = new Map(actual.map((value) => [key(value), value]));
      const missing = [...expectedKeys].filter(([k]) => !actualKeys.has(k)).map(([, v]) => v);
      const extra = [...actualKeys].filter(([k]) => !expectedKeys.has(k)).map(([, v]) => v);
      return { pass: missing.length === 0 && extra.length === 0, missing, extra };
    };
    const outcome = (judge: () => unknown) => {
      try {
        return { value: judge() };
      } catch (error) {
        return { thrown: error instanceof Error ? error.constructor.name : String(error) };
      }
    };
    const shared = { id: 1 };
    const item = fc.oneof(fc.constantFrom<unknown>('a', 'b', 0, -0, Number.NaN, null, undefined, shared, [1]), fc.string({ maxLength: 2 }), fc.record({ id: fc.nat(2) }));
    const list = fc.oneof(fc.array(item, { maxLength: 5 }), fc.sparseArray(item, { maxLength: 5 }), item);
    // Pairs that are often the same list, or the same items in the same order, or one apart.
    const pair = fc.oneof(
      fc.tuple(list, list),
      list.map((value) => [value, value] as const),
      list.map((value) => [value, Array.isArray(value) ? value.slice() : value] as const),
      fc.tuple(fc.array(item, { minLength: 1, maxLength: 5 }), item, fc.nat(4)).map(([value, other, at]) => {
        const changed = value.slice();
        changed[at % value.length] = other;
        return [value, changed] as const;
      }),
    );
    fc.assert(
      fc.property(pair, ([expected, actual]) => {
        expect(outcome(() => setEquality(expected, actual))).toEqual(outcome(() => model(expected, actual)));
      }),
      { numRuns: 3000 },
    );
  });
});

describe('idSubset', () => {
  it('passes when every expected ID is found, whatever the order and extras', () => {
    expect(idSubset([{ id: 'a' }], [{ id: 'b' }, { id: 'a' }], 'id')).toEqual({ pass: true, missing: [] });
  });
  it('lists the missing IDs', () => {
    expect(idSubset([{ id: 'a' }, { id: 'c' }], [{ id: 'a' }], 'id')).toEqual({ pass: false, missing: ['c'] });
  });
  it('an empty expected list passes against any list, but not against a non-list', () => {
    expect(idSubset([], [], 'id').pass).toBe(true);
    expect(idSubset([], null, 'id').pass).toBe(false);
  });
  it('the quick pass test agrees with idSubset on any lists, short or long', () => {
    const id = fc.oneof(fc.constantFrom('a', 'b', 'c', 0, -0, Number.NaN, null), fc.string({ maxLength: 2 }));
    const item = fc.oneof(fc.record({ id }), fc.record({ other: id }), fc.constant(null), id);
    const list = fc.oneof(fc.array(item, { maxLength: 6 }), fc.array(item, { minLength: 17, maxLength: 30 }), fc.sparseArray(item, { maxLength: 5 }), fc.constant(null), id);
    fc.assert(
      fc.property(list, list, (expected, actual) => {
        expect(idSubsetPasses(expected, actual, 'id')).toBe(idSubset(expected, actual, 'id').pass);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('resultEquality', () => {
  it('compares responses and exceptions', () => {
    expect(resultEquality({ response: { a: 1 }, exception: null }, { response: { a: 1 }, exception: null }).pass).toBe(true);
    expect(resultEquality({ response: null, exception: 'x' }, { response: null, exception: 'y' })).toEqual({ pass: false, differs: ['exception'] });
  });
});

describe('datePartEquality', () => {
  it('ignores the time of day', () => {
    expect(datePartEquality('2023-09-12 09:00:00', '2023-09-12 23:59:59').pass).toBe(true);
    expect(datePartEquality('2023-09-12 09:00:00', '2023-09-13 09:00:00').pass).toBe(false);
  });
  it('fails on an unparseable date, and on null against a date', () => {
    expect(datePartEquality('2023-09-12 09:00:00', '2023-09-12').pass).toBe(false);
    expect(datePartEquality('2023-09-12 09:00:00', null).pass).toBe(false);
    expect(datePartEquality(null, null).pass).toBe(true);
  });
});

describe('resultCheck (ToolTalk default)', () => {
  const check = resultCheck();
  it('passes with equal response, exception and ground-truth arguments; extra arguments are fine', () => {
    const expected = call('QueryUser', { session_token: 't', username: 'ada' }, { users: [] });
    const predicted = call('QueryUser', { username: 'ada', email: 'x', session_token: 't' }, { users: [] });
    expect(check.judge(predicted, expected, exactText)).toMatchObject({ pass: true });
  });
  it('fails with reasons when an argument is missing or differs', () => {
    const expected = call('DeleteAlarm', { session_token: 't', alarm_id: 'a' }, { status: 'success' });
    const verdict = check.judge(call('DeleteAlarm', { session_token: 't' }, { status: 'success' }), expected, exactText);
    expect(verdict).toMatchObject({ pass: false, reasons: ["argument 'alarm_id': missing (expected \"a\")"] });
  });
  it('fails when the response differs even if arguments agree', () => {
    const expected = call('CurrentWeather', { location: 'London' }, { weather: { high: 60 } });
    const predicted = call('CurrentWeather', { location: 'London' }, { weather: { high: 61 } });
    expect((check.judge(predicted, expected, exactText) as { pass: boolean }).pass).toBe(false);
  });
  it('compares raw strings: London is not london', () => {
    const expected = call('CurrentWeather', { location: 'London' }, { weather: {} });
    const predicted = call('CurrentWeather', { location: 'london' }, { weather: {} });
    expect((check.judge(predicted, expected, exactText) as { pass: boolean }).pass).toBe(false);
  });
});

describe('argumentCheck', () => {
  const sendEmail = argumentCheck({
    response: 'ignore',
    fields: { to: { type: 'set' }, subject: { type: 'semantic', threshold: 0.9 }, body: { type: 'semantic', threshold: 0.8 } },
  });
  const expected = call('SendEmail', { session_token: 't', to: ['a@x.org', 'b@x.org'], subject: 'Hi', body: 'Hello' }, { email_id: '1' });

  it('judges recipients as a set and ignores the response', () => {
    const predicted = call('SendEmail', { session_token: 't', to: ['b@x.org', 'a@x.org'], subject: 'Hi', body: 'Hello' }, { email_id: 'other' });
    expect(sendEmail.judge(predicted, expected, exactText)).toMatchObject({ pass: true });
  });
  it('reports a semantic miss with its score', async () => {
    const context: CheckContext = { semantic: async () => ({ pass: false, score: 0.42 }) };
    const predicted = call('SendEmail', { session_token: 't', to: ['a@x.org', 'b@x.org'], subject: 'Yo', body: 'Hello' });
    const verdict = await sendEmail.judge(predicted, expected, context);
    expect(verdict.pass).toBe(false);
    expect(verdict.scores).toMatchObject({ subject: 0.42 });
    expect(verdict.reasons.join('\n')).toMatch(/subject.*0\.420 < 0\.9/);
  });
  it('fails when the exceptions differ', () => {
    const predicted = call('SendEmail', { session_token: 't', to: ['a@x.org', 'b@x.org'], subject: 'Hi', body: 'Hello' }, null, 'boom');
    expect((sendEmail.judge(predicted, expected, exactText) as { pass: boolean }).pass).toBe(false);
  });
  it('ignores fields marked ignore (SendMessage receiver)', () => {
    const sendMessage = argumentCheck({ response: 'ignore', fields: { receiver: { type: 'ignore' }, message: { type: 'semantic', threshold: 0.8 } } });
    const gt = call('SendMessage', { session_token: 't', receiver: 'ada', message: 'hi' });
    expect(sendMessage.judge(call('SendMessage', { session_token: 't', receiver: 'bob', message: 'hi' }), gt, exactText)).toMatchObject({ pass: true });
  });
  it('rejects a predicted null when rejectNull is set (CreateEvent)', () => {
    const createEvent = argumentCheck({ response: 'ignore', rejectNull: true, fields: { location: { type: 'semantic', threshold: 0.9 } } });
    const gt = call('CreateEvent', { session_token: 't', name: 'x', location: 'Room 1' });
    expect(createEvent.judge(call('CreateEvent', { session_token: 't', name: 'x', location: null }), gt, exactText)).toMatchObject({
      pass: false,
      reasons: ["argument 'location': null (expected \"Room 1\")"],
    });
  });
  it('compares only the date of due_date (AddReminder)', () => {
    const addReminder = argumentCheck({ response: 'ignore', fields: { due_date: { type: 'date' }, task: { type: 'semantic', threshold: 0.9 } } });
    const gt = call('AddReminder', { session_token: 't', task: 'Pay rent', due_date: '2025-05-13 09:00:00' });
    expect(addReminder.judge(call('AddReminder', { session_token: 't', task: 'Pay rent', due_date: '2025-05-13 18:00:00' }), gt, exactText)).toMatchObject({ pass: true });
    expect(addReminder.judge(call('AddReminder', { session_token: 't', task: 'Pay rent', due_date: '2025-05-14 09:00:00' }), gt, exactText)).toMatchObject({ pass: false });
  });
  it('compares attendees as an ordered list (exact by default)', () => {
    const check = argumentCheck({ response: 'ignore' });
    const gt = call('CreateEvent', { attendees: ['a', 'b'] });
    expect(check.judge(call('CreateEvent', { attendees: ['b', 'a'] }), gt, exactText)).toMatchObject({ pass: false });
  });
});

describe('idSubsetCheck', () => {
  const findAlarms = idSubsetCheck({ list: 'alarms', id: 'alarm_id', callerArguments: ['session_token'] });
  const gt = call('FindAlarms', { session_token: 't', start_range: '07:00:00' }, { alarms: [{ alarm_id: 'a', time: '07:30:00' }] });
  it('ignores the query and extra results', () => {
    const predicted = call('FindAlarms', { session_token: 't' }, { alarms: [{ alarm_id: 'b', time: '06:00:00' }, { alarm_id: 'a', time: '07:30:00' }] });
    expect(findAlarms.judge(predicted, gt, exactText)).toMatchObject({ pass: true });
  });
  it('fails for another user', () => {
    const predicted = call('FindAlarms', { session_token: 'other' }, { alarms: [{ alarm_id: 'a' }] });
    expect(findAlarms.judge(predicted, gt, exactText)).toMatchObject({ pass: false, reasons: ['session: the call was made as another user'] });
  });
  it('compares the whole request when asked (GetReminders)', () => {
    const getReminders = idSubsetCheck({ list: 'reminders', id: 'reminder_id', compareRequest: true, callerArguments: ['session_token'] });
    const expected = call('GetReminders', { session_token: 't' }, { reminders: [] });
    expect(getReminders.judge(call('GetReminders', { session_token: 't', extra: 1 }, { reminders: [] }), expected, exactText)).toMatchObject({ pass: false });
    expect(getReminders.judge(call('GetReminders', { session_token: 't' }, { reminders: [] }), expected, exactText)).toMatchObject({ pass: true });
  });
  it('passes two equal failures without looking at responses', () => {
    const expected = call('FindAlarms', { session_token: 't' }, null, 'Start range must be earlier than end range.');
    expect(findAlarms.judge(call('FindAlarms', { session_token: 't' }, null, 'Start range must be earlier than end range.'), expected, exactText)).toMatchObject({ pass: true });
  });
});
