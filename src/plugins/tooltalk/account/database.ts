import * as z from 'zod';
import { defineDatabase } from '../../../world/database.js';

/** One account of `Account.json`, keyed by username. */
export const accountRecordSchema = z.strictObject({
  username: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  name: z.string().nullable(),
  password: z.string(),
  session_token: z.string().nullable(),
  /** Absent until SendVerificationCode (or seeding) stores one. */
  verification_code: z.string().optional(),
});
export type AccountRecord = z.infer<typeof accountRecordSchema>;

/** Registered accounts by username, with their password and current session token. */
export const accountDatabase = defineDatabase({
  name: 'Account',
  description: 'Registered accounts by username, with their password and current session token.',
  record: accountRecordSchema,
  layout: 'flat',
  key: 'username',
});
