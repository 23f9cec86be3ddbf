import { defineApiBankApi } from '../shared/define.js';
import { inputOf, jaccard, sameInputs, sameResult } from '../shared/checks.js';
import { out, str, token } from '../shared/params.js';
import { findReminder, validateReminder } from './validate.js';

export const QueryReminder = defineApiBankApi({
  name: 'QueryReminder',
  description: "Finds the signed-in user's first reminder with this content or at this time.",
  parameters: { token, content: str('The content to look for.'), time: str('The time to look for, YYYY-MM-DD HH:MM:SS.') },
  output: { info: out('json', 'The reminder: content, time, username.') },
  database: 'Reminder',
  run(args, { db, checkToken }) {
    const username = validateReminder(args as never, checkToken);
    return { ...findReminder(db, username, args as never).reminder };
  },
  check(response, gold) {
    return jaccard(inputOf(response, 'content'), inputOf(gold, 'content'), true) && sameInputs(response, gold, ['time']) && sameResult(response, gold);
  },
});
