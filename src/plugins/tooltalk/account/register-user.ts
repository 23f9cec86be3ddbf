import * as z from 'zod';
import { defineTool } from '../../../world/define.js';
import { fail } from '../../../world/errors.js';
import { isPythonEmail, isPythonPhone } from '../../../python/index.js';
import { accountProfileSchema, sessionTokenInUse, toProfile } from './profile.js';
import { accountDatabase } from './database.js';

export const RegisterUser = defineTool({
  name: 'RegisterUser',
  description:
    'Creates a new account and logs it in straight away. Fails if the username is taken or if someone is already logged in.',
  action: true,
  databases: { Account: accountDatabase },
  auth: false,
  session: 'start',
  input: z.object({
    username: z.string().describe('The account name to create; must not be in use yet.'),
    password: z.string().describe('The password for the new account.'),
    email: z.string().describe('Email address, such as jo.doe@example.com.'),
    name: z.string().optional().describe("The person's full name."),
    phone: z.string().optional().describe('Phone number in the form ddd-ddd-dddd, such as 555-010-4477.'),
  }),
  output: z.object({
    session_token: z.string().describe('Token of the session the new account is logged in with.'),
    user: accountProfileSchema.describe('The profile of the new account.'),
  }),
  pythonTypeErrors: { email: 'regex', phone: 'regex' },
  run({ username, password, email, name, phone }, { db, nextId }) {
    if (db.Account.has(username)) fail('The username already exists.');
    if (!isPythonEmail(email)) fail('The email format is invalid.');
    if (phone !== undefined && !isPythonPhone(phone)) fail('The phone number format is invalid.');
    const token = nextId('sessionToken', sessionTokenInUse(db.Account));
    // ToolTalk's key order for a registered account, which differs from the data file's.
    db.Account.set(username, {
      username,
      password,
      session_token: token,
      email,
      phone: phone ?? null,
      name: name ?? null,
    });
    return { session_token: token, user: toProfile(db.Account.get(username)!) };
  },
});
