import { defineApiBankApi } from '../shared/define.js';
import { inputOf, sameResult, trimmed } from '../shared/checks.js';
import { ApiError, refuse } from '../shared/errors.js';
import { out, token } from '../shared/params.js';

export const QueryBalance = defineApiBankApi({
  name: 'QueryBalance',
  description: "Returns the signed-in user's bank balance.",
  parameters: { token },
  output: { balance: out('float', 'The balance.') },
  database: 'Bank',
  run({ token }, { db, checkToken }) {
    let username: string;
    try {
      username = checkToken(token);
    } catch (error) {
      // Every token problem reads the same here (spec §3.3).
      if (ApiError.isInstance(error)) refuse('The token is incorrect.');
      throw error;
    }
    const account = db.get(username);
    if (account === undefined) refuse('The user does not have an account.');
    return account.balance;
  },
  check(response, gold) {
    return trimmed(inputOf(response, 'token')) === trimmed(inputOf(gold, 'token')) && sameResult(response, gold);
  },
});
