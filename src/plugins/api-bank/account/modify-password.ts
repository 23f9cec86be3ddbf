import { defineApiBankApi } from '../shared/define.js';
import { exact } from '../shared/checks.js';
import { refuse } from '../shared/errors.js';
import { out, str, token } from '../shared/params.js';

export const ModifyPassword = defineApiBankApi({
  name: 'ModifyPassword',
  description: "Changes the signed-in user's password, given the current one.",
  parameters: { token, old_password: str('The current password.'), new_password: str('The password to set.') },
  output: { status: out('str', 'success when the password was changed.') },
  database: 'Account',
  writes: true,
  run({ token, old_password, new_password }, { db, checkToken }) {
    const username = checkToken(token);
    const user = db.get(username);
    if (user.password !== old_password) refuse('The old password is incorrect.');
    user.password = new_password;
    return { status: 'success' };
  },
  check: exact,
});
