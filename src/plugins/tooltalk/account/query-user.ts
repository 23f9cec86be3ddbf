import * as z from 'zod';
import { defineTool } from '../../../world/define.js';
import { fail } from '../../../world/errors.js';
import { accountProfileSchema, toProfile, type AccountProfile } from './profile.js';
import { accountDatabase } from './database.js';

export const QueryUser = defineTool({
  name: 'QueryUser',
  description:
    'Looks up other accounts, by exact username or by exact email address, and returns their public profiles. When a username is given the email is ignored.',
  action: false,
  databases: { Account: accountDatabase },
  auth: true,
  input: z.object({
    username: z.string().optional().describe('Exact username to look up (case-sensitive).'),
    email: z.string().optional().describe('Exact email address to look up (case-sensitive); used only when no username is given.'),
  }),
  output: z.object({
    users: z.array(accountProfileSchema).describe('The matching accounts, in the order they were created; empty when none match.'),
  }),
  run({ username, email }, { db }) {
    if (username === undefined && email === undefined) {
      fail('You need to provide at least one of username and email.');
    }
    if (username !== undefined) {
      const account = db.Account.get(username);
      return { users: account === undefined ? [] : [toProfile(account)] };
    }
    const users: AccountProfile[] = [];
    for (const account of db.Account.values()) {
      if (account.email === email) users.push(toProfile(account));
    }
    return { users };
  },
});
