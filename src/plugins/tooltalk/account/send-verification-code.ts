import * as z from 'zod';
import { defineTool } from '../../../world/define.js';
import { fail } from '../../../world/errors.js';
import { successSchema } from './profile.js';
import { accountDatabase } from './database.js';

export const SendVerificationCode = defineTool({
  name: 'SendVerificationCode',
  description:
    "Emails a fresh password-reset code to an account's address; no login needed. The email given must match the one on file. The code itself is not returned: the user reads it from their mail and gives it to ResetPassword.",
  action: true,
  databases: { Account: accountDatabase },
  auth: false,
  input: z.object({
    username: z.string().describe('The account that needs a new password.'),
    email: z.string().describe('The email address on file for that account, exactly as registered.'),
  }),
  output: successSchema,
  run({ username, email }, { db, nextId }) {
    const account = db.Account.get(username);
    if (account === undefined) fail('The username does not exist.');
    if (account.email !== email) fail('The email is incorrect.');
    // A new code replaces the previous one.
    account.verification_code = nextId('verificationCode');
    return { status: 'success' as const };
  },
});
