import * as z from 'zod';
import { defineTool } from '../../../world/define.js';
import { fail } from '../../../world/errors.js';
import { successSchema } from './profile.js';
import { accountDatabase } from './database.js';

export const ResetPassword = defineTool({
  name: 'ResetPassword',
  description:
    "Sets a new password for an account using the verification code that SendVerificationCode emailed to its owner. Works whether or not anyone is logged in, and does not log anyone in.",
  action: true,
  databases: { Account: accountDatabase },
  auth: false,
  input: z.object({
    username: z.string().describe('The account whose password is reset.'),
    verification_code: z.string().describe('The 6-digit code from the email, as a string, e.g. "042917".'),
    new_password: z.string().describe('The password to use from now on.'),
  }),
  output: successSchema,
  run({ username, verification_code, new_password }, { db }) {
    const account = db.Account.get(username);
    if (account === undefined) fail('The username does not exist.');
    // An account that never got a code has none stored, which no given code equals.
    if (account.verification_code !== verification_code) fail('The verification code is incorrect.');
    // The code stays valid after use, as in ToolTalk.
    account.password = new_password;
    return { status: 'success' as const };
  },
});
