import * as z from 'zod';
import { strptime } from '../../../python/index.js';

const plainObject = z.custom<Record<string, unknown>>(
  (value) => typeof value === 'object' && value !== null && !Array.isArray(value),
  { message: 'expected an object' },
);

const dateTime = z.string().refine((value) => strptime(value, 'DT').ok, {
  message: 'expected a time as "YYYY-MM-DD HH:MM:SS"',
});

/** The path to the first key named `__proto__` inside a value, if any. */
function protoKeyPath(value: unknown, path: (string | number)[] = []): (string | number)[] | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  if (!Array.isArray(value) && Object.hasOwn(value, '__proto__')) return [...path, '__proto__'];
  for (const [key, item] of Object.entries(value)) {
    const found = protoKeyPath(item, [...path, Array.isArray(value) ? Number(key) : key]);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * Ground-truth parameters without a `__proto__` key: no call can ever match one (the world refuses
 * the name, and objects built from a call lose it), so the conversation could never pass. Refused
 * when the file is loaded, where the fix is plain.
 */
const groundTruthParameters = plainObject.superRefine((parameters, context) => {
  const path = protoKeyPath(parameters);
  if (path === undefined) return;
  context.addIssue({
    code: 'custom',
    path,
    message: 'a parameter named "__proto__" can never be matched by a call (tools refuse the name); rename or remove it',
  });
});

/**
 * The same text as V8's internalised string. `JSON.parse` keeps a string value longer than 10
 * characters as a copy of its own, and a tool name is looked up by name several times a call (the
 * executor's tools, the simulator's check, judging): a lookup with the copy compares characters
 * where one with the internalised string compares pointers. A property key is internalised, and
 * `Object.keys` hands that string back; the text is the same either way.
 */
function internalised(text: string): string {
  return Object.keys({ [text]: 0 })[0] ?? text;
}

/** A ground-truth call: what the assistant should call, and what the tool answered. */
export const groundTruthCallSchema = z.looseObject({
  request: z.looseObject({
    api_name: z.string().overwrite(internalised),
    // Kept as the file's own object (not re-created by zod), so no key is dropped or renamed.
    parameters: groundTruthParameters,
  }),
  response: plainObject.nullable(),
  exception: z.string().nullable(),
});

export const turnSchema = z.looseObject({
  index: z.number().int().optional(),
  role: z.enum(['user', 'assistant']),
  text: z.string(),
  apis: z.array(groundTruthCallSchema).optional(),
});

export const conversationUserSchema = z.looseObject({
  username: z.string(),
  email: z.string().nullable().optional(),
  phone: z.string().nullable().optional(),
  name: z.string().nullable().optional(),
  password: z.string().nullable().optional(),
  /** Present when the user is logged in before the conversation starts. */
  session_token: z.string().optional(),
  /** Present when a verification code was sent before the conversation starts. */
  verification_code: z.string().optional(),
});

/** ToolTalk's conversation format (spec §7). */
export const conversationSchema = z.looseObject({
  name: z.string(),
  conversation_id: z.string(),
  suites_used: z.array(z.string()),
  apis_used: z.array(z.string()),
  scenario: z.string().optional(),
  user: conversationUserSchema,
  metadata: z.looseObject({
    location: z.string(),
    timestamp: dateTime,
    session_token: z.string().optional(),
    username: z.string().optional(),
  }),
  conversation: z
    .array(turnSchema)
    .min(1)
    .refine((turns) => turns[0]?.role === 'user', { message: 'a conversation starts with a user turn' }),
});

export type GroundTruthCall = z.infer<typeof groundTruthCallSchema>;
export type Turn = z.infer<typeof turnSchema>;
export type ConversationUser = z.infer<typeof conversationUserSchema>;
export type Conversation = z.infer<typeof conversationSchema>;
