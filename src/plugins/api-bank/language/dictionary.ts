import { defineApiBankApi } from '../shared/define.js';
import { sameResult } from '../shared/checks.js';
import { item } from '../shared/errors.js';
import { out, str } from '../shared/params.js';

export const Dictionary = defineApiBankApi({
  name: 'Dictionary',
  description: 'Looks an English word up and returns its meanings.',
  parameters: { keyword: str('The word.') },
  output: { results: out('list', 'The meanings: part of speech, definitions.') },
  // A live web service in API-Bank; here whatever the suite plugs in (by default recorded answers).
  run: ({ keyword }, { services }) => services.dictionary(keyword.replaceAll('_', ' ').trim().toLowerCase()),
  check: (response, gold) => item(response, 'api_name') === item(gold, 'api_name') && sameResult(response, gold),
});
