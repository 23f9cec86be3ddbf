import { defineApiBankApi } from '../shared/define.js';
import { pythonEquals, sameInputs, sameResult } from '../shared/checks.js';
import { item, refuse } from '../shared/errors.js';
import { out, str, token } from '../shared/params.js';
import { findAgendaEntry } from './find-entry.js';

export const DeleteAgenda = defineApiBankApi({
  name: 'DeleteAgenda',
  description: "Deletes the first entry of the signed-in user's agenda with this content or at this time.",
  parameters: { token, content: str('The content of the entry.'), time: str('Its time, YYYY-MM-DD HH:MM:SS.'), location: str('Its location.') },
  output: { status: out('str', 'success when the entry was deleted.') },
  database: 'Agenda',
  writes: true,
  run(args, { db, checkToken }) {
    const found = findAgendaEntry(db, args as never, checkToken);
    if (found.key !== undefined) {
      db.delete(found.key);
      return 'success';
    }
    if (args.content !== '') refuse(`You have no meeting about ${args.content}`);
    if (args.time !== '') refuse(`You have no meeting at time : ${args.time}`);
    // Nothing to match and nothing deleted, yet success (spec §7 B13).
    return 'success';
  },
  check(response, gold) {
    if (pythonEquals(item(response, 'output'), 'success') && pythonEquals(item(gold, 'output'), 'success')) {
      return sameInputs(response, gold, ['time']);
    }
    return sameResult(response, gold);
  },
});
