import { expect, it } from 'vitest';
import { createWorld } from '../src/world/world.js';
import { loadToolTalkDatabases } from '../src/world/databases.js';
import { Alarm } from '../src/plugins/alarm/index.js';

it('smoke', () => {
  const databases = loadToolTalkDatabases('../shared/tooltalk/databases');
  const world = createWorld({ plugins: [Alarm], databases, now: '2023-09-11 09:00:00', ids: 'tooltalk', session: { username: 'justinkool', token: '98a5a87a-7714-b404' } });
  expect(world.call('AddAlarm', { time: '8:0:0' })).toEqual({ response: { alarm_id: '5bff-dd80' }, exception: null });
  expect(world.call('AddAlarm', { time: '08:00' })).toEqual({ response: null, exception: "time data '08:00' does not match format '%H:%M:%S'" });
  expect(world.call('AddAlarm', { time: 8 }).exception).toMatch(/must be a string/);
  expect(world.call('AddAlarm', { tim: 8 }).exception).toMatch(/no argument 'tim'/);
  expect(world.call('AddAlarm', { __proto__: 1, time: 'x' } as never).exception).toBeTruthy();
  expect(world.call('AddAlarm', JSON.parse('{"__proto__": 1}')).exception).toMatch(/no argument '__proto__'/);
  expect(world.call('FindAlarms', {})).toEqual({ response: { alarms: [{ alarm_id: '5bff-dd80', time: '8:0:0' }] }, exception: null });
  const s = world.state;
  expect(world.call('DeleteAlarm', { alarm_id: 'nope' }).exception).toBe('Alarm nope not found.');
  expect(world.state).toBe(s);
  expect(world.call('DeleteAlarm', { alarm_id: '5bff-dd80' }).response).toEqual({ status: 'success' });
  expect(world.call('AddAlarm', { time: '09:00:00' }).response).toEqual({ alarm_id: '20d0-d9ca' });
  expect(world.call('Nope', {}).exception).toMatch(/API Nope not found/);
  world.reset();
  expect(world.call('FindAlarms', {})).toEqual({ response: { alarms: [] }, exception: null });
});
