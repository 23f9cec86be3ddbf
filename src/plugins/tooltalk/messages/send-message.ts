import * as z from 'zod';
import { defineTool } from '../../../world/define.js';
import { argumentCheck } from '../../../matchers/check.js';
import { fail } from '../../../world/errors.js';

export const SendMessage = defineTool({
  name: 'SendMessage',
  description: 'Sends a chat message from the signed-in user to another user and returns the ID of the sent message.',
  action: true,
  auth: true,
  check: argumentCheck({
    response: 'ignore',
    // ToolTalk's check compares the predicted receiver with itself, so the receiver is never judged.
    fields: { receiver: { type: 'ignore' }, message: { type: 'semantic', threshold: 0.8 } },
  }),
  input: z.object({
    receiver: z.string().describe('Username of the person to message, e.g. jdoe.'),
    message: z.string().describe('Text of the message; must not be empty.'),
  }),
  output: z.object({ message_id: z.string().describe('ID of the sent message.') }),
  run({ message }, { nextId }) {
    // As in ToolTalk the receiver is taken on trust: it need not name an existing account.
    if (message === '') fail('Message cannot be empty.');
    // Sent messages are not kept anywhere; only the ID generator moves.
    return { message_id: nextId('message') };
  },
});
