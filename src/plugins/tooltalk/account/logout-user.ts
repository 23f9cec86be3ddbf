import * as z from 'zod';
import { defineTool } from '../../../world/define.js';
import { successSchema } from './profile.js';
import { accountDatabase } from './database.js';

export const LogoutUser = defineTool({
  name: 'LogoutUser',
  description: 'Logs the current user out and ends their session. Afterwards another user may log in.',
  action: true,
  databases: { Account: accountDatabase },
  auth: true,
  session: 'end',
  input: z.object({}),
  output: successSchema,
  run(_args, { db, username }) {
    const caller = db.Account.get(username)!;
    caller.session_token = null;
    return { status: 'success' as const };
  },
});
