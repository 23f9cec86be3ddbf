import * as z from 'zod';
import { defineTool } from '../../../world/define.js';
import { accountProfileSchema, toProfile } from './profile.js';
import { accountDatabase } from './database.js';

export const GetAccountInformation = defineTool({
  name: 'GetAccountInformation',
  description:
    "Shows the profile of the logged-in user: username, email address, phone number and full name. The password is never shown.",
  action: false,
  databases: { Account: accountDatabase },
  auth: true,
  input: z.object({}),
  output: z.object({ user: accountProfileSchema.describe("The logged-in user's profile.") }),
  run(_args, { db, username }) {
    const caller = db.Account.get(username)!;
    return { user: toProfile(caller) };
  },
});
