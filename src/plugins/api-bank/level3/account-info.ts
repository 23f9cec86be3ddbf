import { defineApiBankApi } from '../shared/define.js';
import { assertSameName, exact } from '../shared/checks.js';
import { refuse } from '../shared/errors.js';
import { out, str } from '../shared/params.js';
import type { Level3World } from './world.js';

export const AccountInfo = defineApiBankApi({
  name: 'AccountInfo',
  description: "Returns a user's email and phone number, given the username and password.",
  parameters: { username: str('The username.'), password: str('The password.') },
  output: { email: out('str', 'The email address.'), phone: out('str', 'The phone number.') },
  database: 'Level3',
  run({ username, password }, { db }) {
    const account = (db as Level3World).accounts[username];
    if (account === undefined || !Object.hasOwn((db as Level3World).accounts, username) || account.password !== password) refuse('User not found.');
    return { email: account.email, phone: account.phone };
  },
  check(response, gold) {
    assertSameName(response, gold);
    return exact(response, gold);
  },
});
