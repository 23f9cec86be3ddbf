import * as z from 'zod';
import { defineDatabase } from '../../../world/database.js';

/** One received email of `Email.json` (`{ username: { email_id: EmailRecord } }`), as tools return it too. */
export const emailRecordSchema = z.strictObject({
  email_id: z.string().describe('ID of the email.'),
  date: z.string().describe('When it was received, YYYY-MM-DD HH:MM:SS.'),
  sender: z.string().describe("The sender's email address."),
  receivers: z.array(z.string()).describe('Email addresses it was sent to.'),
  subject: z.string().describe('Subject line.'),
  body: z.string().describe('Text of the email.'),
});
export type EmailRecord = z.infer<typeof emailRecordSchema>;

/** Each user's received emails by email ID. */
export const emailDatabase = defineDatabase({
  name: 'Email',
  description: "Each user's received emails by email ID.",
  record: emailRecordSchema,
  layout: 'by-owner',
  key: 'email_id',
});
