import { defineApiBankApi } from '../shared/define.js';
import { assertSameName, inputOf, jaccard, sameInputs, sameResult } from '../shared/checks.js';
import { out, str, token } from '../shared/params.js';
import { findReminder, validateReminder } from './validate.js';

export const ModifyReminder = defineApiBankApi({
  name: 'ModifyReminder',
  description: "Changes the signed-in user's first reminder with this content or at this time to this content and time.",
  parameters: { token, content: str('The new content.'), time: str('The new time, YYYY-MM-DD HH:MM:SS.') },
  output: { status: out('str', 'success when the reminder was changed.') },
  database: 'Reminder',
  writes: true,
  run(args, { db, checkToken }) {
    const username = validateReminder(args as never, checkToken);
    const { reminder } = findReminder(db, username, args as never);
    reminder.content = args.content;
    reminder.time = args.time;
    return 'success';
  },
  check(response, gold) {
    assertSameName(response, gold);
    return jaccard(inputOf(response, 'content'), inputOf(gold, 'content'), true) && sameInputs(response, gold, ['time']) && sameResult(response, gold);
  },
});
