import { defineApiBankApi } from '../shared/define.js';
import { inputOf, jaccard, sameInputs, sameResult } from '../shared/checks.js';
import { refuse } from '../shared/errors.js';
import { out, str, token } from '../shared/params.js';
import { findAgendaEntry } from './find-entry.js';

export const QueryAgenda = defineApiBankApi({
  name: 'QueryAgenda',
  description: "Finds the first entry of the signed-in user's agenda with this content or at this time.",
  parameters: { token, content: str('The content to look for.'), time: str('The time to look for, YYYY-MM-DD HH:MM:SS.'), location: str('The location.') },
  output: { info: out('json', 'The entry: content, time, location, username.') },
  database: 'Agenda',
  run(args, { db, checkToken }) {
    const found = findAgendaEntry(db, args as never, checkToken);
    if (found.entry !== undefined) return { ...found.entry };
    if (args.content !== '') refuse(`You have no agenda about ${args.content}`);
    if (args.time !== '') refuse(`You have no agenda at time : ${args.time}`);
    refuse('Error');
  },
  check(response, gold) {
    return jaccard(inputOf(response, 'content'), inputOf(gold, 'content')) && sameInputs(response, gold, ['time', 'location']) && sameResult(response, gold);
  },
});
