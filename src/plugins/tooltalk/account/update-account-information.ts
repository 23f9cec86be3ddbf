import * as z from 'zod';
import { defineTool } from '../../../world/define.js';
import { fail } from '../../../world/errors.js';
import { isPythonEmail, isPythonPhone } from '../../../python/index.js';
import { successSchema } from './profile.js';
import { accountDatabase } from './database.js';

export const UpdateAccountInformation = defineTool({
  name: 'UpdateAccountInformation',
  description:
    "Changes the logged-in user's email address, phone number and/or name. The password must be given to confirm, and at least one of new_email and new_phone_number is required (a name change alone is refused).",
  action: true,
  databases: { Account: accountDatabase },
  auth: true,
  input: z.object({
    password: z.string().describe("The account's current password, to confirm the change."),
    new_email: z.string().optional().describe('New email address, such as jo.doe@example.com.'),
    new_phone_number: z.string().optional().describe('New phone number in the form ddd-ddd-dddd.'),
    new_name: z.string().optional().describe('New full name; only accepted together with a new email or phone number.'),
  }),
  output: successSchema,
  pythonTypeErrors: { new_email: 'regex', new_phone_number: 'regex' },
  run({ password, new_email, new_phone_number, new_name }, { db, username }) {
    const caller = db.Account.get(username)!;
    if (caller.password !== password) fail('The password is incorrect.');
    if (new_email === undefined && new_phone_number === undefined) {
      fail('You need to provide at least one of new_email and new_phone_number.');
    }
    // Checked in ToolTalk's order so the same refusal wins. ToolTalk would keep a valid new email
    // when the phone number is then refused; here a refusal discards the whole call (spec §9.8).
    if (new_email !== undefined) {
      if (!isPythonEmail(new_email)) fail('The email is invalid.');
      caller.email = new_email;
    }
    if (new_phone_number !== undefined) {
      if (!isPythonPhone(new_phone_number)) fail('The phone number is invalid.');
      caller.phone = new_phone_number;
    }
    if (new_name !== undefined) caller.name = new_name;
    return { status: 'success' as const };
  },
});
