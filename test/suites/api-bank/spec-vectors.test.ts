import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createApiBankWorld } from '../../../src/suites/api-bank/world.js';

const folder = '../shared/apibank/init_database';
const shared = existsSync(folder);
const JOHN = 'a9s8d7f6g5h4j3k2l1';

/** Each call on a fresh compat world, as the spec's vectors are (spec §8.2). */
async function call(name: string, args: Record<string, string>) {
  const world = createApiBankWorld({ databases: folder, mode: 'compat' });
  return world.call(name, args);
}

describe.skipIf(!shared)('derived vectors on the initial databases (spec §8.2)', () => {
  it.each([
    ['CheckToken', { token: JOHN }, { username: 'JohnDoe' }, null],
    ['CheckToken', { token: 'nope' }, null, 'The token is invalid.'],
    ['GetUserToken', { username: 'foo', password: 'wrong' }, null, 'The password is incorrect.'],
    ['GetUserToken', { username: 'nobody', password: 'x' }, null, 'The username does not exist.'],
    ['AddScene', { name: 'Party', devices: '[]' }, null, 'Invalid device format.'],
    ['ModifyScene', { name: 'bedtime', devices: 'x' }, null, 'Invalid device format.'],
    ['QueryScene', { name: 'party time' }, null, 'Scene not found.'],
    ['DeleteScene', { name: 'nope' }, null, 'The scene does not exist.'],
    ['QueryStock', { stock_code: 'aapl', date: '2022-01-01' }, 180.5, null],
    ['QueryStock', { stock_code: 'AAPL', date: '2022/01/01' }, null, "time data '2022/01/01' does not match format '%Y-%m-%d'"],
    ['QueryStock', { stock_code: 'AAPL', date: '2023-01-01' }, null, 'The stock price of this date is not maintained.'],
    ['QueryStock', { stock_code: 'XXXX', date: '2022-01-01' }, null, 'The stock code does not exist.'],
    ['QueryHistoryToday', { date: '01-01' }, null, 'The date is not in the database.'],
    ['QueryHistoryToday', { date: 'Oct 6' }, null, "time data 'Oct 6' does not match format '%m-%d'"],
    ['QueryHealthData', { user_id: 'a12345', start_time: '2023-03-16 00:00:00', end_time: '2023-03-01 00:00:00' }, null, 'The start time cannot be later than the end time.'],
    ['QueryHealthData', { user_id: 'a12345', start_time: 'bad', end_time: 'worse' }, null, "time data 'bad' does not match format '%Y-%m-%d %H:%M:%S'; time data 'worse' does not match format '%Y-%m-%d %H:%M:%S'"],
    ['QueryHealthData', { user_id: 'Z1', start_time: '2023-03-01 00:00:00', end_time: '2023-03-16 00:00:00' }, null, 'The user id does not exist.'],
    ['AppointmentRegistration', { patient_name: 'John Doe', date: '2023-04-12', doctor_name: 'Dr. Smith' }, null, 'This appointment has already been registered.'],
    ['AppointmentRegistration', { patient_name: 'John Doe', date: '2023-04-12', doctor_name: 'Dr. Who' }, null, 'This patient has already been registered in this day.'],
    ['ModifyRegistration', { appointment_id: '12345678', new_appointment_doctor: 'Dr. Smith' }, null, 'Fail because doctor is not changed.'],
    ['ModifyRegistration', { appointment_id: '00000000', new_appointment_date: '2023-05-01' }, null, 'The appointment ID does not exist.'],
    ['ModifyRegistration', { appointment_id: '12345678' }, null, 'Fail because no modification is made.'],
    ['CancelRegistration', { appointment_id: '11111111' }, null, 'The appointment ID is incorrect.'],
    ['QueryRegistration', { patient_name: 'Nobody', date: '2023-04-12' }, null, 'No appointments found.'],
    ['BookHotel', { hotel_name: 'Hilton', check_in_time: '2023-06-01', check_out_time: '2023-06-10', room_count: '1', adult_count: '3', child_count: '0' }, null, 'The number of adults is greater than 2. Two rooms are ordered.'],
    ['BookHotel', { hotel_name: 'Hilton', check_in_time: '2023-04-02', check_out_time: '2023-04-03', room_count: '1', adult_count: '2', child_count: '0' }, null, 'The room is not available.'],
    ['AddAgenda', { token: JOHN, content: 'x', time: '2023-03-18', location: 'y' }, null, "time data '2023-03-18' does not match format '%Y-%m-%d %H:%M:%S'"],
    ['AddAgenda', { token: 'bad', content: 'x', time: '2023-03-18 10:00:00', location: 'y' }, null, 'The token is invalid.'],
    ['DeleteAlarm', { token: JOHN, time: '2023-01-01 00:00:00' }, null, 'You have no alarm clock at time : 2023-01-01 00:00:00'],
    ['ModifyAlarm', { token: JOHN, from_time: '2023-01-01 00:00:00', to_time: '2023-01-02 00:00:00' }, null, 'You have no agenda at time : 2023-01-01 00:00:00'],
    ['QueryReminder', { token: JOHN, content: 'zzz', time: '2020-01-01 00:00:00' }, null, 'You have no reminder about zzz or at time : 2020-01-01 00:00:00'],
    ['QueryBalance', { token: 'bad' }, null, 'The token is incorrect.'],
    ['ModifyPassword', { token: 'z9x8c7v6b5n4m3q2w1', old_password: 'wrong', new_password: 'n' }, null, 'The old password is incorrect.'],
    ['RegisterUser', { username: 'foo', password: 'p', email: 'e' }, null, 'The username already exists.'],
    ['DeleteAccount', { token: 'bad' }, null, 'The token is invalid.'],
    ['ForgotPassword', { status: 'Forgot Password', username: 'foo', email: 'bad@example.com' }, null, 'The email is incorrect.'],
    ['ForgotPassword', { status: 'Reset', username: 'foo' }, null, "The status is only 'Forgot Password' or 'Verification Code'."],
    ['ForgotPassword', { status: 'Forgot Password', username: 'foo' }, null, 'The username and email are required for the first call.'],
    ['SendEmail', { receiver: 'John.Smith@example.com', subject: 's', content: 'c' }, null, 'Email address of the receiver is invalid.'],
    ['SendEmail', { receiver: 'john@example.com', subject: ' ', content: 'c' }, null, 'Subject cannot be empty.'],
    ['SymptomSearch', { symptom: 'cold' }, null, 'The symptom does not exist.'],
    ['EmergencyKnowledge', { symptom: '   ' }, null, "'Exception' object has no attribute 'lower'"],
    ['DocumentQA', { url: 'https://www.example.com/article-1.txt', question: 'What is the main topic of this article?' }, 'The question is too difficult to answer.', null],
    ['DocumentQA', { url: 'https://nowhere.txt', question: 'q' }, null, 'The document of this url failed to be processed.'],
    ['ImageCaption', { url: 'http://x.gif' }, null, 'The url should end with .jpg, .jpeg or .png.'],
    ['SpeechRecognition', { url: 'https://example.com/voice1.mp3' }, null, 'The url should end with .wav.'],
    ['Wiki', { keyword: 'nothing here' }, null, 'Keyword not found.'],
    ['PlayMusic', { music_name: '  ' }, null, 'The music name cannot be empty.'],
    ['CancelTimedSwitch', { name: 'coffee maker', time: '2023-03-22 11:30:00' }, null, 'device name does not exist.'],
    ['CancelTimedSwitch', { name: 'light', time: '2023-03-15 18:30' }, null, "time data '2023-03-15 18:30' does not match format '%Y-%m-%d %H:%M:%S'"],
    ['RecordHealthData', { user_id: 'a12345', time: '2023-03-15 10:30:00', health_data: '[]' }, null, 'The health data has invalid format.'],
    ['OpenBankAccount', { account: 'test', password: 'p', name: 'n' }, 'failed', null],
  ] as const)('%s(%j)', async (name, args, output, exception) => {
    const response = await call(name, args);
    expect.soft(response.exception).toBe(exception);
    if (output !== null) expect.soft(response.output).toEqual(output);
    else expect.soft(response.output).toBeNull();
  });

  it('keeps the recorded input shape of each API', async () => {
    expect(await call('BookHotel', { hotel_name: 'Hilton', check_in_time: '2023-06-01', check_out_time: '2023-06-10', room_count: '1', adult_count: '3', child_count: '0' })).toMatchObject({
      input: { room_count: 1, adult_count: 3, child_count: 0 },
    });
    expect(await call('ModifyRegistration', { appointment_id: '12345678', new_appointment_doctor: 'Dr. Smith' })).toMatchObject({
      input: { appointment_id: '12345678', new_appointment_date: null, new_appointment_doctor: 'Dr. Smith' },
    });
    expect(await call('TimedSwitch', { name: 'Coffee Maker', time: '2023-03-22 11:30:00', on: 'true' })).toEqual({
      api_name: 'TimedSwitch',
      input: { name: 'Coffee Maker', time: '2023-03-22 11:30:00', on: false },
      output: 'success',
      exception: null,
    });
    const deleted = await call('DeleteAccount', { token: 'z9x8c7v6b5n4m3q2w1' });
    expect(deleted).toEqual({ input: { token: 'z9x8c7v6b5n4m3q2w1' }, output: { status: 'success' }, exception: null });
    expect(await call('GetToday', {})).toEqual({ api_name: 'GetToday', input: null, output: '2023-03-31', exception: null });
  });

  it('returns the recorded outputs of the spec (SymptomSearch, QueryScene, Wiki, SearchEngine)', async () => {
    const headache = await call('SymptomSearch', { symptom: 'Headache ' });
    expect((headache.output as { name: string }[]).map((entry) => entry.name)).toEqual(['Migraine', 'Tension headache', 'Cluster headache']);
    const cough = await call('EmergencyKnowledge', { symptom: 'Cough' });
    expect((cough.output as { name: string }[]).map((entry) => entry.name)).toEqual(['Acute bronchitis', 'Pneumonia']);
    const scene = await call('QueryScene', { name: '  Cooking Time ' });
    expect((scene.output as { name: string }[]).map((entry) => entry.name)).toEqual(['light', 'oven', 'range hood']);
    const wiki = await call('Wiki', { keyword: 'Black_Hole' });
    expect(wiki.output).toMatchObject({ url: 'https://en.wikipedia.org/wiki/Black_hole' });
    const history = await call('QueryHistoryToday', { date: '2023-10-06' });
    expect((history.output as string[])[0]).toMatch(/^Title: The Opening of the Second Vatican Council, Date: 1962-10-06, /);
    const search = await call('SearchEngine', { keyword: 'the sustainable development' });
    expect((search.output as { title: string }[]).map((document) => document.title)).toEqual([
      'What Are the Sustainable Development Goals?',
      'Role of Education in Achieving the Sustainable Development Goals',
    ]);
  });

  it('throws what API-Bank throws out of the manager', async () => {
    await expect(call('BookHotel', { hotel_name: 'Hilton', check_in_time: '2023-06-01', check_out_time: '2023-06-10', room_count: 'one', adult_count: '3', child_count: '0' })).rejects.toThrow(
      'invalid parameter type. parameter: one',
    );
    await expect(call('QueryMeeting', { token: JOHN, meeting_topic: 'zzz' })).rejects.toThrow(
      "QueryMeeting.call() missing 4 required positional arguments: 'start_time', 'end_time', 'location', and 'attendees'",
    );
    await expect(call('Calculator', {})).rejects.toThrow("Calculator.call() missing 1 required positional argument: 'formula'");
    await expect(call('QueryStock', { stock_code: 'AAPL', date: '2022-01-01', extra: '1' })).rejects.toThrow('invalid parameter name. parameter: extra');
    await expect(call('GetToday', { date: 'x' })).rejects.toThrow('invalid parameter name. parameter: date');
    await expect(call('NoSuchApi', { x: '1' })).rejects.toThrow('invalid tool name.');
    await expect(call('__proto__', {})).rejects.toThrow('invalid tool name.');
  });
});
