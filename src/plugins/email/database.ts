import { z } from 'zod';

/** One received email of `Email.json` (`{ username: { email_id: EmailRecord } }`). */
export const emailRecordSchema = z.strictObject({
  email_id: z.string(),
  date: z.string(),
  sender: z.string(),
  receivers: z.array(z.string()),
  subject: z.string(),
  body: z.string(),
});
export type EmailRecord = z.infer<typeof emailRecordSchema>;
