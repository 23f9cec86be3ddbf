/**
 * Small conversations in ToolTalk's format over the bundled world, with ground-truth responses
 * obtained by running the calls (so they are exactly what the world answers).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createConversationWorld, parseConversation, type Conversation } from '../../../src/index.js';

type TurnSpec = { user: string } | { assistant: string; calls?: { name: string; arguments: Record<string, unknown> }[] };

export const inesToken = '98a5a87a-7714-b404';

/** Builds a conversation for inesmartins (logged in) at the bundled world's clock. */
export function buildConversation(name: string, turns: readonly TurnSpec[], options: { suites?: string[] } = {}): Conversation {
  const apisUsed = [...new Set(turns.flatMap((turn) => ('calls' in turn ? (turn.calls ?? []).map((call) => call.name) : [])))];
  const skeleton = parseConversation({
    name,
    conversation_id: `00000000-0000-4000-8000-${name.length.toString().padStart(12, '0')}`,
    suites_used: options.suites ?? ['Alarm'],
    apis_used: apisUsed,
    scenario: `Test scenario ${name}.`,
    user: { username: 'inesmartins', email: 'ines.martins@tagusmail.pt', phone: '912-480-3357', name: 'Inês Martins', password: 'Pastel&Nata42', session_token: inesToken },
    metadata: { location: 'Lisbon', timestamp: '2025-05-12 09:00:00', session_token: inesToken, username: 'inesmartins' },
    conversation: [{ role: 'user', text: 'placeholder' }],
  });
  const world = createConversationWorld(skeleton, { ids: 'tooltalk' });
  const conversation = turns.map((turn, index) => {
    if ('user' in turn) return { index, role: 'user', text: turn.user };
    const apis = (turn.calls ?? []).map((call) => {
      const record = world.execute(call.name, { ...call.arguments });
      return { request: record.request, response: record.response, exception: record.exception };
    });
    return { index, role: 'assistant', text: turn.assistant, ...(apis.length > 0 && { apis }) };
  });
  return parseConversation({ ...skeleton, conversation });
}

export const alarmConversation = (): Conversation =>
  buildConversation('SetAlarm', [
    { user: 'Please set an alarm for 7:30 tomorrow morning.' },
    { assistant: 'Done: your alarm rings at 7:30.', calls: [{ name: 'AddAlarm', arguments: { time: '07:30:00' } }] },
  ]);

export const weatherAlarmConversation = (): Conversation =>
  buildConversation(
    'WeatherThenAlarm',
    [
      { user: 'What is the weather in Lisbon today?' },
      { assistant: 'It is sunny in Lisbon.', calls: [{ name: 'CurrentWeather', arguments: { location: 'Lisbon' } }] },
      { user: 'Thanks. Wake me at 6:45 then.' },
      { assistant: 'Alarm set for 6:45.', calls: [{ name: 'AddAlarm', arguments: { time: '06:45:00' } }] },
    ],
    { suites: ['Weather', 'Alarm'] },
  );

/** Writes conversations as `<name>.json` into `dir` and returns the paths. */
export function writeConversations(dir: string, conversations: readonly Conversation[]): string[] {
  mkdirSync(dir, { recursive: true });
  return conversations.map((conversation) => {
    const path = join(dir, `${conversation.name}.json`);
    writeFileSync(path, JSON.stringify(conversation, null, 2));
    return path;
  });
}
