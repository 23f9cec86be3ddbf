import { z } from 'zod';

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
