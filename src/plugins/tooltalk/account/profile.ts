import * as z from 'zod';
import type { AccountRecord } from './database.js';

/** The public part of an account, as GetAccountInformation, QueryUser and RegisterUser show it. */
export const accountProfileSchema = z.object({
  username: z.string().describe('The account name used to log in.'),
  email: z.string().describe('The email address on file.'),
  phone: z.string().nullable().describe('Phone number as ddd-ddd-dddd, or null when none was given.'),
  name: z.string().nullable().describe("The person's full name, or null when none was given."),
});
export type AccountProfile = z.infer<typeof accountProfileSchema>;

/** A fresh plain object, never a reference into the (possibly draft) record; password stays private. */
export function toProfile(record: AccountRecord): AccountProfile {
  return { username: record.username, email: record.email, phone: record.phone, name: record.name };
}

/** The success response shared by the tools that only report that they did what was asked. */
export const successSchema = z.object({
  status: z.literal('success').describe('Always "success"; a refusal comes back as an exception instead.'),
});

/** For `nextId('sessionToken', ...)`: in `unique` ID mode a new token never equals a live one. */
export function sessionTokenInUse(accounts: ReadonlyMap<string, AccountRecord>): (token: string) => boolean {
  return (token) => {
    for (const account of accounts.values()) if (account.session_token === token) return true;
    return false;
  };
}
