import { defineApiBankApi } from '../shared/define.js';
import { exact } from '../shared/checks.js';
import { refuse } from '../shared/errors.js';
import { out, token } from '../shared/params.js';

export const DeleteAccount = defineApiBankApi({
  name: 'DeleteAccount',
  description: "Deletes the signed-in user's account; its token stops working everywhere.",
  parameters: { token },
  output: { status: out('str', 'success when the account was deleted.') },
  database: 'Account',
  writes: true,
  unnamed: true,
  run({ token }, { db, checkToken }) {
    const username = checkToken(token);
    if (!db.has(username)) refuse('No such user.');
    db.delete(username);
    return { status: 'success' };
  },
  check: exact,
});
