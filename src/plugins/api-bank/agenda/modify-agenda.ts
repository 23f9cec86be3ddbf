import { defineApiBankApi } from '../shared/define.js';
import { inputOf, jaccard, sameInputs, sameResult } from '../shared/checks.js';
import { refuse } from '../shared/errors.js';
import { ErrorValue } from '../shared/error-value.js';
import { out, str, token } from '../shared/params.js';
import { findAgendaEntry } from './find-entry.js';

export const ModifyAgenda = defineApiBankApi({
  name: 'ModifyAgenda',
  description: "Replaces the first entry of the signed-in user's agenda that has this content or this time.",
  parameters: { token, content: str('The new content.'), time: str('The new time, YYYY-MM-DD HH:MM:SS.'), location: str('The new location.') },
  output: { status: out('str', 'success when the entry was replaced.') },
  database: 'Agenda',
  writes: true,
  run(args, { db, checkToken, mode }) {
    const found = findAgendaEntry(db, args as never, checkToken);
    if (found.key !== undefined) {
      db.set(found.key, { username: found.username, content: args.content, time: args.time, location: args.location });
      return 'success';
    }
    if (args.content !== '') refuse(`You have no agenda about ${args.content}`);
    if (args.time !== '') refuse(`You have no agenda at time : ${args.time}`);
    // API-Bank returns the error object as the output instead of raising it (spec §7 B12).
    if (mode === 'fixed') refuse('Give the content or the time of the agenda entry to modify.');
    return new ErrorValue('You have no agenda about  or at time : ');
  },
  check(response, gold) {
    return jaccard(inputOf(response, 'content'), inputOf(gold, 'content')) && sameInputs(response, gold, ['time', 'location']) && sameResult(response, gold);
  },
});
