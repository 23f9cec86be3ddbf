import { defineApiBankApi, type Envelope } from '../shared/define.js';
import { pythonEquals } from '../shared/checks.js';
import { item } from '../shared/errors.js';
import { out, str } from '../shared/params.js';
import { createBm25, treebankTokens } from './bm25.js';

type Document = { title: string; url: string; abstract: string };
const indexes = new WeakMap<object, (query: readonly string[]) => number[]>();

function sortedDocuments(envelope: Envelope): unknown {
  const output = item(envelope, 'output');
  if (!Array.isArray(output)) return output;
  const key = (document: Document) => `${document.title}${document.abstract}`;
  return [...output].sort((a, b) => (key(a) < key(b) ? 1 : key(a) > key(b) ? -1 : 0));
}

export const SearchEngine = defineApiBankApi({
  name: 'SearchEngine',
  description: 'Searches a small collection of web documents and returns the two best matches.',
  parameters: { keyword: str('What to search for.') },
  output: { results: out('list', 'Two documents: title, url, abstract.') },
  database: 'SearchEngine',
  run({ keyword }, { db }) {
    const tokenized = db.get('tokenized_documents') as string[][];
    let score = indexes.get(tokenized);
    if (score === undefined) indexes.set(tokenized, (score = createBm25(tokenized)));
    const scores = score(treebankTokens(keyword.toLowerCase().trim()));
    // A stable sort of the negated scores: ties keep ascending index, as observed (spec §2.4).
    const order = scores.map((value, index) => ({ value, index })).sort((a, b) => b.value - a.value || a.index - b.index);
    const raw = db.get('raw_documents') as Document[];
    return order.slice(0, 2).map(({ index }) => ({ ...raw[index]! }));
  },
  // The keyword is not compared; the two documents are, in either order.
  check(response, gold) {
    return (
      item(response, 'api_name') === item(gold, 'api_name') &&
      pythonEquals(item(response, 'exception'), item(gold, 'exception')) &&
      pythonEquals(sortedDocuments(response), sortedDocuments(gold))
    );
  },
});
