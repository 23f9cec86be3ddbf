import { defineApiBankApi } from '../shared/define.js';
import { sameResult } from '../shared/checks.js';
import { item, refuse } from '../shared/errors.js';
import { out, str } from '../shared/params.js';

export const Wiki = defineApiBankApi({
  name: 'Wiki',
  description: 'Looks a topic up in a small encyclopedia and returns its URL and summary.',
  parameters: { keyword: str('The topic.') },
  output: { url: out('str', 'The article URL.'), summary: out('str', 'Its summary.') },
  database: 'Wiki',
  run({ keyword }, { db }) {
    const article = db.get(keyword.replaceAll('_', ' ').trim().toLowerCase());
    if (article === undefined) refuse('Keyword not found.');
    return { url: article.url, summary: article.summary };
  },
  check: (response, gold) => item(response, 'api_name') === item(gold, 'api_name') && sameResult(response, gold),
});
