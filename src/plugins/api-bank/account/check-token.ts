import { defineApiBankApi } from '../shared/define.js';
import { exact } from '../shared/checks.js';
import { out, str } from '../shared/params.js';

export const CheckToken = defineApiBankApi({
  name: 'CheckToken',
  description: 'Tells which user a token belongs to.',
  parameters: { token: str('The token to look up.') },
  output: { username: out('str', 'The user the token belongs to.') },
  database: 'Account',
  unnamed: true,
  run({ token }, { checkToken }) {
    return { username: checkToken(token) };
  },
  check: exact,
});
