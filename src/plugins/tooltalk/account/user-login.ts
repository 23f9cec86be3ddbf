import * as z from 'zod';
import { defineTool } from '../../../world/define.js';
import { fail } from '../../../world/errors.js';
import { sessionTokenInUse } from './profile.js';
import { accountDatabase } from './database.js';

export const UserLogin = defineTool({
  name: 'UserLogin',
  description:
    'Logs a user in with their username and password and starts their session. Only one user can be logged in at a time: log the current user out first.',
  action: true,
  databases: { Account: accountDatabase },
  auth: false,
  session: 'start',
  input: z.object({
    username: z.string().describe('The account name to log in as (case-sensitive).'),
    password: z.string().describe("The account's password (case-sensitive)."),
  }),
  output: z.object({ session_token: z.string().describe('Token of the new session.') }),
  run({ username, password }, { db, nextId }) {
    const account = db.Account.get(username);
    if (account === undefined) fail('The username does not exist.');
    if (account.password !== password) fail('The password is incorrect.');
    // Only reachable when the data holds a token for someone the session does not name (a world
    // built that way); ToolTalk's own executor never gets here.
    if (account.session_token !== null) fail('The user is already logged in.');
    const token = nextId('sessionToken', sessionTokenInUse(db.Account));
    account.session_token = token;
    return { session_token: token };
  },
});
