import { defineApiBankApi, type Envelope } from '../shared/define.js';
import { pythonEquals, sameResult } from '../shared/checks.js';
import { item } from '../shared/errors.js';
import { out, str } from '../shared/params.js';

/** The API names a ToolSearcher output points at: one entry, or GetUserToken's then the API's. */
function foundNames(envelope: Envelope): unknown {
  const output = item(envelope, 'output');
  const entries = Array.isArray(output) ? output : [output];
  return entries.map((entry) => (entry !== null && typeof entry === 'object' ? (entry as { name?: unknown }).name : entry));
}

/** The retrieval API of levels 2 and 3: which API fits these keywords (spec §5). */
export const ToolSearcher = defineApiBankApi({
  name: 'ToolSearcher',
  description: 'Finds the API that best fits a few keywords and returns its description.',
  parameters: { keywords: str('Keywords describing what the API should do.') },
  output: { best_matchs: out('Union[List[dict], dict]', 'The best matching API (with GetUserToken first when it needs a token).') },
  run: ({ keywords }, { services }) => services.searchTools(keywords),
  // The keywords are not compared, only what was found (spec §2.3). API-Bank compares the whole
  // metadata, whose descriptions changed after the data was recorded (spec §7 B32); fixed mode
  // compares which APIs were found.
  check(response, gold, { mode }) {
    if (mode === 'compat') return sameResult(response, gold);
    return pythonEquals(foundNames(response), foundNames(gold)) && pythonEquals(item(response, 'exception'), item(gold, 'exception'));
  },
});
