import * as z from 'zod';
import { defineDatabase } from '../../../world/database.js';

/** One received chat message of `Message.json` (`{ username: { message_id: MessageRecord } }`), as tools return it too. */
export const messageRecordSchema = z.strictObject({
  message_id: z.string().describe('ID of the message.'),
  timestamp: z.string().describe('When it was received, YYYY-MM-DD HH:MM:SS.'),
  sender: z.string().describe("The sender's username."),
  message: z.string().describe('Text of the message.'),
});
export type MessageRecord = z.infer<typeof messageRecordSchema>;

/** Each user's received chat messages by message ID. */
export const messageDatabase = defineDatabase({
  name: 'Message',
  description: "Each user's received chat messages by message ID.",
  record: messageRecordSchema,
  layout: 'by-owner',
  key: 'message_id',
});
