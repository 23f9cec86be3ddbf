import * as z from 'zod';
import { defineTool } from '../../../world/define.js';
import { fail } from '../../../world/errors.js';
import { successSchema } from './profile.js';
import { accountDatabase } from './database.js';

export const DeleteAccount = defineTool({
  name: 'DeleteAccount',
  description:
    "Permanently deletes the logged-in user's account and logs them out. The account password must be given to confirm. The user's alarms, events, reminders and mail are not removed.",
  action: true,
  databases: { Account: accountDatabase },
  auth: true,
  session: 'end',
  input: z.object({
    password: z.string().describe("The account's current password, to confirm the deletion."),
  }),
  output: successSchema,
  run({ password }, { db, username }) {
    const caller = db.Account.get(username)!;
    if (caller.password !== password) fail('The password is incorrect.');
    // Only the account goes: ToolTalk keeps the user's data in the other databases, so a user who
    // registers the same name again finds it there.
    db.Account.delete(username);
    return { status: 'success' as const };
  },
});
