import { defineApiBankApi } from '../shared/define.js';
import { assertSameName, inputOf, jaccard, sameInputs, sameResult } from '../shared/checks.js';
import { out, str, token } from '../shared/params.js';
import { nextReminderKey, validateReminder } from './validate.js';

export const AddReminder = defineApiBankApi({
  name: 'AddReminder',
  description: 'Adds a reminder for the signed-in user.',
  parameters: { token, content: str('What to be reminded of.'), time: str('When, YYYY-MM-DD HH:MM:SS.') },
  output: { status: out('str', 'success when the reminder was added.') },
  database: 'Reminder',
  writes: true,
  run(args, { db, checkToken }) {
    const username = validateReminder(args as never, checkToken);
    db.set(nextReminderKey(db), { content: args.content, time: args.time, username });
    return 'success';
  },
  check(response, gold) {
    assertSameName(response, gold);
    return jaccard(inputOf(response, 'content'), inputOf(gold, 'content'), true) && sameInputs(response, gold, ['time']) && sameResult(response, gold);
  },
});
