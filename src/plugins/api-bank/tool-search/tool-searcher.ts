import { defineApiBankApi } from '../shared/define.js';
import { sameResult } from '../shared/checks.js';
import { out, str } from '../shared/params.js';

/** The retrieval API of levels 2 and 3: which API fits these keywords (spec §5). */
export const ToolSearcher = defineApiBankApi({
  name: 'ToolSearcher',
  description: 'Finds the API that best fits a few keywords and returns its description.',
  parameters: { keywords: str('Keywords describing what the API should do.') },
  output: { best_matchs: out('Union[List[dict], dict]', 'The best matching API (with GetUserToken first when it needs a token).') },
  run: ({ keywords }, { services }) => services.searchTools(keywords),
  // The keywords are not compared, only what was found (spec §2.3).
  check: sameResult,
});
