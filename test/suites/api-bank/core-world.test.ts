import { describe, expect, it } from 'vitest';
import { createApiBankCoreWorld, createApiBankPlugins } from '../../../src/suites/api-bank/plugins.js';
import { createApiBankServices } from '../../../src/suites/api-bank/response-cache.js';

const folder = 'fixtures/api-bank/init_database';
const services = createApiBankServices({ level: 1, recordedSearch: false, searchTools: async (keywords) => ({ name: keywords }) });

describe('API-Bank as plugins of the core world', () => {
  it('declares one plugin per area with all 53 and 22 APIs, typed inputs from the declared types', () => {
    const plugins = createApiBankPlugins({ level: 1, services });
    expect(plugins.flatMap((plugin) => plugin.tools)).toHaveLength(53);
    expect(createApiBankPlugins({ level: 3, services }).flatMap((plugin) => plugin.tools)).toHaveLength(22);
    const bookHotel = plugins.flatMap((plugin) => plugin.tools).find((tool) => tool.name === 'BookHotel')!;
    expect(bookHotel.input.safeParse({ hotel_name: 'x', check_in_time: 'a', check_out_time: 'b', room_count: 1, adult_count: 1, child_count: 0 }).success).toBe(true);
    expect(bookHotel.input.safeParse({ hotel_name: 'x', check_in_time: 'a', check_out_time: 'b', room_count: '1', adult_count: 1, child_count: 0 }).success).toBe(false);
  });

  it('runs the token flow with envelopes and API-Bank refusals; a refused call changes nothing', () => {
    const world = createApiBankCoreWorld({ folder, level: 1, services });
    const token = world.call('GetUserToken', { username: 'ada', password: 'lovelace' });
    expect(token).toEqual({ response: { api_name: 'GetUserToken', input: { username: 'ada', password: 'lovelace' }, output: { token: 't0ken-ada-0001' } }, exception: null });
    expect(world.call('AddMeeting', { token: 't0ken-ada-0001', meeting_topic: 'Tea', start_time: '2024-05-07 16:00:00', end_time: '2024-05-07 17:00:00', location: 'Garden', attendees: ['Ada', 'Mary'] }).response?.output).toBe('success');
    expect(world.call('QueryMeeting', { token: 't0ken-ada-0001', meeting_topic: 'Tea', start_time: '', end_time: '', location: '', attendees: [] }).response?.output).toMatchObject({ attendees: ['Ada', 'Mary'] });
    const before = world.snapshot();
    expect(world.call('DeleteAccount', { token: 'nope' }).exception).toBe('The token is invalid.');
    expect(world.snapshot().state).toBe(before.state);
    expect(world.call('ForgotPassword', { status: 'Forgot Password', username: 'alan', email: 'alan@bletchley.uk' }).response?.output).toBe(970420);
    expect(world.call('ForgotPassword', { status: 'Verification Code', verification_code: 970420, new_password: 'bombe' }).response?.output).toBe('success');
    expect(world.call('GetUserToken', { username: 'alan', password: 'bombe' }).exception).toBeNull();
    const registered = world.call('RegisterUser', { username: 'lin', password: 'p', email: 'lin@example.org' });
    expect(registered.response).toMatchObject({ input: { username: 'lin' }, output: { token: expect.stringMatching(/^[a-z0-9]{18}$/) } });
  });

  it('answers through the services for the read-only live APIs', async () => {
    const world = createApiBankCoreWorld({ folder, level: 1, services });
    expect(await world.callAsync('ToolSearcher', { keywords: 'alarm' })).toMatchObject({ response: { output: { name: 'alarm' } } });
    expect((await world.callAsync('Dictionary', { keyword: 'serendipity' })).exception).toBe('Failed.');
  });

  it("judges calls with API-Bank's checkers", () => {
    const world = createApiBankCoreWorld({ folder, level: 1, services });
    const tool = createApiBankPlugins({ level: 1, services }).flatMap((plugin) => plugin.tools).find((candidate) => candidate.name === 'AddReminder')!;
    const expected = world.fork().execute('AddReminder', { token: 't0ken-ada-0001', content: 'Call the plumber today', time: '2024-05-03 09:00:00' });
    const close = world.fork().execute('AddReminder', { token: 't0ken-ada-0001', content: 'call the plumber', time: '2024-05-03 09:00:00' });
    const late = world.fork().execute('AddReminder', { token: 't0ken-ada-0001', content: 'Call the plumber today', time: '2024-05-03 10:00:00' });
    const context = { semantic: () => ({ pass: false, score: 0 }) };
    expect(tool.check!.judge(close, expected, context)).toMatchObject({ pass: true });
    expect(tool.check!.judge(late, expected, context)).toMatchObject({ pass: false });
  });
});
