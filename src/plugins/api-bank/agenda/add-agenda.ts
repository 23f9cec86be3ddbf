import { defineApiBankApi } from '../shared/define.js';
import { assertSameName, inputOf, jaccard, sameInputs, sameResult } from '../shared/checks.js';
import { parseTime } from '../shared/dates.js';
import { refuse } from '../shared/errors.js';
import { out, str, token } from '../shared/params.js';

export const AddAgenda = defineApiBankApi({
  name: 'AddAgenda',
  description: "Adds an entry to the signed-in user's agenda.",
  parameters: {
    token,
    content: str('What the entry is about.'),
    time: str('When, as YYYY-MM-DD HH:MM:SS.'),
    location: str('Where.'),
  },
  output: { status: out('str', 'success when the entry was added.') },
  database: 'Agenda',
  writes: true,
  run({ token, content, time, location }, { db, checkToken, mode }) {
    const parsed = parseTime(time, 'DT');
    if (!parsed.ok) refuse(parsed.message);
    if (content.trim() === '') refuse('Content should not be null');
    const username = checkToken(token);
    // API-Bank keys new entries by an integer (spec §7 B27); a Map keeps 11 apart from "11".
    db.set(mode === 'compat' ? db.size + 1 : String(db.size + 1), { content, time, location, username });
    return 'success';
  },
  check(response, gold) {
    assertSameName(response, gold);
    return jaccard(inputOf(response, 'content'), inputOf(gold, 'content')) && sameInputs(response, gold, ['time', 'location']) && sameResult(response, gold);
  },
});
