import { z } from 'zod';

/** One received chat message of `Message.json` (`{ username: { message_id: MessageRecord } }`). */
export const messageRecordSchema = z.strictObject({
  message_id: z.string(),
  timestamp: z.string(),
  sender: z.string(),
  message: z.string(),
});
export type MessageRecord = z.infer<typeof messageRecordSchema>;
