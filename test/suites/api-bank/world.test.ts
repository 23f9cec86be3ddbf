import { scratchFolder } from '../../support/scratch.js';
import { writeFileSync, cpSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createApiBankWorld } from '../../../src/suites/api-bank/world.js';
import { loadDialogue, loadInitDatabase, loadTestItems } from '../../../src/suites/api-bank/data/load.js';
import { levelOneApis, levelThreeApis } from '../../../src/plugins/api-bank/index.js';
import { ToolworldError } from '../../../src/world/errors.js';

const fixture = 'fixtures/api-bank/init_database';
const ADA = 't0ken-ada-0001';

describe('the API-Bank world on our fixture', () => {
  it('declares all APIs of both folders (53 + 22)', () => {
    expect(levelOneApis).toHaveLength(53);
    expect(levelThreeApis).toHaveLength(22);
    const distinct = new Set([...levelOneApis, ...levelThreeApis].map((api) => api.name));
    // Four names exist in both folders (AddMeeting, QueryMeeting, Calculator, ToolSearcher).
    expect(distinct.size).toBe(53 + 22 - 4);
    for (const api of [...levelOneApis, ...levelThreeApis]) {
      expect.soft(api.description.length, api.name).toBeGreaterThan(10);
      for (const [name, parameter] of Object.entries(api.parameters)) expect.soft(parameter.description, `${api.name}.${name}`).not.toBe('');
    }
  });

  it('runs the token flow: a token signs in, a password change and a deletion are seen by every API', async () => {
    const world = createApiBankWorld({ databases: fixture });
    expect(await world.call('GetUserToken', { username: 'ada', password: 'lovelace' })).toEqual({
      api_name: 'GetUserToken',
      input: { username: 'ada', password: 'lovelace' },
      output: { token: ADA },
      exception: null,
    });
    expect((await world.call('QueryBalance', { token: ADA })).output).toBe(1843.5);
    expect((await world.call('ModifyPassword', { token: ADA, old_password: 'lovelace', new_password: 'engine' })).output).toEqual({ status: 'success' });
    expect((await world.call('GetUserToken', { username: 'ada', password: 'lovelace' })).exception).toBe('The password is incorrect.');
    expect((await world.call('AddAlarm', { token: ADA, time: '2024-05-03 06:00:00' })).output).toBe('success');
    expect((await world.call('QueryAlarm', { token: ADA, time: '2024-05-03 06:00:00' })).output).toEqual({ time: '2024-05-03 06:00:00', username: 'ada' });
    expect((await world.call('DeleteAccount', { token: ADA })).output).toEqual({ status: 'success' });
    expect((await world.call('QueryAlarm', { token: ADA, time: '2024-05-03 06:00:00' })).exception).toBe('The token is invalid.');
    expect((await world.call('QueryBalance', { token: ADA })).exception).toBe('The token is incorrect.');
  });

  it('forgets a forgotten password in two steps, remembering the code per world', async () => {
    const world = createApiBankWorld({ databases: fixture });
    expect((await world.call('ForgotPassword', { status: 'Verification Code', verification_code: '970420', new_password: 'x' })).exception).toBe(
      "You need to call the API with status 'Forgot Password' at first.",
    );
    expect((await world.call('ForgotPassword', { status: 'Forgot Password', username: 'alan', email: 'alan@bletchley.uk' })).output).toBe(970420);
    const fork = world.fork();
    expect((await fork.call('ForgotPassword', { status: 'Verification Code', verification_code: '970420', new_password: 'bombe' })).output).toBe('success');
    expect((await fork.call('GetUserToken', { username: 'alan', password: 'bombe' })).exception).toBeNull();
    // The fork's change is its own.
    expect((await world.call('GetUserToken', { username: 'alan', password: 'bombe' })).exception).toBe('The password is incorrect.');
  });

  it('leaves the world unchanged when a call fails', async () => {
    const world = createApiBankWorld({ databases: fixture });
    const before = structuredClone(world.database('HealthData'));
    const response = await world.call('RecordHealthData', { user_id: 'P1001', time: '2024-05-02 08:00:00', health_data: "[{'name': 'heart_rate'}]" });
    expect(response.exception).toBe("'value'");
    expect(world.database('HealthData')).toEqual(before);
    await expect(world.call('AddAlarm', { token: ADA, time: '2024-05-03 06:00:00', __proto__: 'x' } as never)).resolves.toMatchObject({ output: 'success' });
    await expect(world.call('AddAlarm', JSON.parse('{"token": "t0ken-ada-0001", "__proto__": "x"}'))).rejects.toThrow('invalid parameter name. parameter: __proto__');
  });

  it('reads values by declared type: compat as API-Bank, fixed as the caller meant', async () => {
    const compat = createApiBankWorld({ databases: fixture, mode: 'compat' });
    const fixed = createApiBankWorld({ databases: fixture, mode: 'fixed' });
    const meeting = { token: ADA, meeting_topic: 'Tea', start_time: '2024-05-07 16:00:00', end_time: '2024-05-07 17:00:00', location: 'Garden' };
    expect((await compat.call('AddMeeting', { ...meeting, attendees: "['Ada', 'Mary']" })).input).toMatchObject({ attendees: "['Ada', 'Mary']" });
    expect((await fixed.call('AddMeeting', { ...meeting, attendees: "['Ada', 'Mary']" })).input).toMatchObject({ attendees: ['Ada', 'Mary'] });
    expect((await compat.call('TimedSwitch', { name: 'lamp', time: '2024-05-02 22:00:00', on: 'true' })).input).toMatchObject({ on: false });
    expect((await fixed.call('TimedSwitch', { name: 'lamp', time: '2024-05-02 22:00:00', on: 'true' })).input).toMatchObject({ on: true });
    expect((await fixed.call('TimedSwitch', { device_id: 'kettle', time: '2024-05-02 07:00:00', on: 'True' })).output).toBe('success');
    await expect(compat.call('TimedSwitch', { device_id: 'kettle', time: '2024-05-02 07:00:00', on: 'True' })).rejects.toThrow('invalid parameter name. parameter: device_id');
    await expect(fixed.call('BookHotel', { hotel_name: 'Harbour Inn', check_in_time: '2024-08-01', check_out_time: '2024-08-02', room_count: 'one', adult_count: '1', child_count: '0' })).rejects.toThrow(
      /room_count' takes a whole number/,
    );
  });

  it('answers the ToolSearcher from an API name without a model, and with GetUserToken first for token APIs', async () => {
    const world = createApiBankWorld({ databases: fixture, embedder: () => Promise.reject(new Error('no model needed')) });
    const response = await world.call('ToolSearcher', { keywords: 'Add Alarm' });
    const [first, second] = response.output as { name: string; desc_for_search?: string }[];
    expect(first).toMatchObject({ name: 'GetUserToken', desc_for_search: expect.stringMatching(/^get user token/) });
    expect(second?.name).toBe('AddAlarm');
    expect((await world.call('ToolSearcher', { keywords: 'calculator' })).output).toMatchObject({ name: 'Calculator' });
  });

  it('runs the level-3 world from its database', async () => {
    const world = createApiBankWorld({ databases: fixture, level: 3 });
    expect((await world.call('Geocoding', { address: 'Lisbon' })).output).toEqual({ latitude: 38.7223, longitude: 9.1393 });
    expect((await world.call('Geocoding', { address: 'Berlin' })).exception).toBe("'Berlin'");
    expect((await world.call('GetWeatherForCoordinates', { latitude: '38.7223', longitude: '9.1393' })).output).toMatchObject({ description: 'Breezy' });
    expect((await world.call('MovieRecommendations', { preferences: "['Comedy']" })).output).toEqual({ recommended_movies: ['Paper Boats', 'The Long Picnic', 'Odd Socks'] });
    expect((await world.call('TaxCalculator', { salary: '4000' })).output).toEqual({ salary_after_tax: 3200 });
    expect((await world.call('ClothingRecommendation', { temperature: '8', humidity: '80', weather_conditions: 'Light rain' })).output).toEqual({
      clothing_options: ['Warm coat', 'Hat', 'Gloves', 'Umbrella', 'Waterproof shoes', 'Raincoat'],
    });
  });
});

describe('malformed data files', () => {
  function folderWith(file: string, text: string): string {
    const folder = scratchFolder('api-bank-');
    cpSync(fixture, folder, { recursive: true });
    writeFileSync(join(folder, file), text);
    return folder;
  }

  it('names the file and the JSON path of the problem', () => {
    const broken = folderWith('Account.json', JSON.stringify({ ada: { password: 'x', email: 'a@b.c' } }));
    expect(() => loadInitDatabase(broken)).toThrow(ToolworldError);
    expect(() => loadInitDatabase(broken)).toThrow(/Account\.json at \$\.ada\.token/);
    expect(() => loadInitDatabase(folderWith('Stock.json', '{"BOLT": '))).toThrow(/Stock\.json is not valid JSON/);
    expect(() => loadInitDatabase(folderWith('TimeSwitch.json', '[1]'))).toThrow(/TimeSwitch\.json at \$/);
    expect(() => loadInitDatabase('no/such/folder')).toThrow(/no init_database folder at no\/such\/folder/);
  });

  it('reports bad test items and dialogue rows with their place', () => {
    const folder = scratchFolder('api-bank-');
    writeFileSync(join(folder, 'level-1-api.json'), JSON.stringify([{ file: 'a.jsonl', id: 0, instruction: '', input: '', expected_output: '' }, { file: 'a.jsonl', instruction: '' }]));
    expect(() => loadTestItems(join(folder, 'level-1-api.json'))).toThrow(/level-1-api\.json at \$\[1\]\.id/);
    writeFileSync(join(folder, 'd.jsonl'), '{"role": "User", "text": "hi"}\n{"role": "API", "api_name": "X", "param_dict": {"a": 1}, "result": {"input": {}, "output": null, "exception": null}}\n');
    expect(() => loadDialogue(join(folder, 'd.jsonl'))).toThrow(/d\.jsonl:2 at \$/);
    writeFileSync(join(folder, 'e.jsonl'), '{"role": "User", "text": "hi"}\n{oops\n');
    expect(() => loadDialogue(join(folder, 'e.jsonl'))).toThrow(/e\.jsonl:2 is not valid JSON/);
  });
});
