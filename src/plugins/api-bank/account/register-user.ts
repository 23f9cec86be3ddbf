import { defineApiBankApi } from '../shared/define.js';
import { pythonEquals } from '../shared/checks.js';
import { item, refuse } from '../shared/errors.js';
import { out, str } from '../shared/params.js';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export const RegisterUser = defineApiBankApi({
  name: 'RegisterUser',
  description: 'Creates an account and returns its new token.',
  parameters: { username: str('The account name to create.'), password: str('Its password.'), email: str('Its email address.') },
  output: { token: out('str', 'The new account token.') },
  database: 'Account',
  writes: true,
  unnamed: true,
  run({ username, password, email }, { db, random, recordedOutput }) {
    if (db.has(username)) refuse('The username already exists.');
    // Replaying a recorded dialogue keeps the recorded token, so later recorded calls that use it work.
    const recorded = (recordedOutput as { token?: unknown } | undefined)?.token;
    let token = typeof recorded === 'string' ? recorded : '';
    if (token === '') {
      for (let i = 0; i < 18; i++) token += ALPHABET[Math.floor(random() * ALPHABET.length)];
      token = token.toLowerCase();
    }
    db.set(username, { password, token, email });
    return { token };
  },
  // The token is random, so only the inputs and the exception count, and success must match success.
  check(response, gold) {
    if (item(gold, 'output') === null && item(response, 'output') !== null) return false;
    return pythonEquals(item(response, 'input'), item(gold, 'input')) && pythonEquals(item(response, 'exception'), item(gold, 'exception'));
  },
});
