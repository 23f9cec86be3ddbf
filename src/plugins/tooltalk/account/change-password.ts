import * as z from 'zod';
import { defineTool } from '../../../world/define.js';
import { fail } from '../../../world/errors.js';
import { successSchema } from './profile.js';
import { accountDatabase } from './database.js';

export const ChangePassword = defineTool({
  name: 'ChangePassword',
  description:
    "Changes the logged-in user's password. The current password must be given; the user stays logged in.",
  action: true,
  databases: { Account: accountDatabase },
  auth: true,
  input: z.object({
    old_password: z.string().describe('The current password.'),
    new_password: z.string().describe('The password to use from now on.'),
  }),
  output: successSchema,
  run({ old_password, new_password }, { db, username }) {
    const caller = db.Account.get(username)!;
    if (caller.password !== old_password) fail('The old password is incorrect.');
    caller.password = new_password;
    return { status: 'success' as const };
  },
});
