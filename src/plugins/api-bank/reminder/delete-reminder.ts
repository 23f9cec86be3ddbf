import { defineApiBankApi } from '../shared/define.js';
import { pythonEquals, sameInputs, sameResult } from '../shared/checks.js';
import { item } from '../shared/errors.js';
import { out, str, token } from '../shared/params.js';
import { findReminder, validateReminder } from './validate.js';

export const DeleteReminder = defineApiBankApi({
  name: 'DeleteReminder',
  description: "Deletes the signed-in user's first reminder with this content or at this time.",
  parameters: { token, content: str('The reminder content.'), time: str('Its time, YYYY-MM-DD HH:MM:SS.') },
  output: { status: out('str', 'success when the reminder was deleted.') },
  database: 'Reminder',
  writes: true,
  run(args, { db, checkToken }) {
    const username = validateReminder(args as never, checkToken);
    db.delete(findReminder(db, username, args as never).key);
    return 'success';
  },
  check(response, gold) {
    if (pythonEquals(item(response, 'output'), 'success') && pythonEquals(item(gold, 'output'), 'success')) {
      return sameInputs(response, gold, ['time']);
    }
    return sameResult(response, gold);
  },
});
