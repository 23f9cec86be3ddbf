import { defineApiBankApi } from '../shared/define.js';
import { assertSameName, pythonEquals } from '../shared/checks.js';
import { item, refuse } from '../shared/errors.js';
import { out, str } from '../shared/params.js';
import type { Level3World } from './world.js';

export const PersonalInfoUpdate = defineApiBankApi({
  name: 'PersonalInfoUpdate',
  description: "Updates a user's postal address, given the username and password.",
  parameters: { username: str('The username.'), password: str('The password.'), address: str('The new address.') },
  output: { status: out('str', 'success when the address was stored.') },
  database: 'Level3',
  writes: true,
  run({ username, password, address }, { db }) {
    const accounts = (db as Level3World).accounts;
    const account = Object.hasOwn(accounts, username) ? accounts[username] : undefined;
    if (account === undefined || account.password !== password) refuse('User not found.');
    account.address = address;
    return { status: 'success' };
  },
  check(response, gold) {
    assertSameName(response, gold);
    return pythonEquals(item(response, 'input'), item(gold, 'input')) && pythonEquals(item(response, 'output'), item(gold, 'output'));
  },
});
