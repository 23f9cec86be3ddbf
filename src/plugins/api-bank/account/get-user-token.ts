import { defineApiBankApi } from '../shared/define.js';
import { exact } from '../shared/checks.js';
import { refuse } from '../shared/errors.js';
import { out, str } from '../shared/params.js';

export const GetUserToken = defineApiBankApi({
  name: 'GetUserToken',
  description: 'Signs a user in with username and password and returns the token other APIs ask for.',
  parameters: { username: str('The account name.'), password: str('The account password.') },
  output: { token: out('str', 'The token that identifies this user to other APIs.') },
  database: 'Account',
  run({ username, password }, { db }) {
    const user = db.get(username);
    if (user === undefined) refuse('The username does not exist.');
    if (user.password !== password) refuse('The password is incorrect.');
    return { token: user.token };
  },
  check: exact,
});
