/**
 * Okapi BM25 as `rank_bm25.BM25Okapi` scores it (spec §2.4): k1 1.5, b 0.75, and negative idf
 * values replaced by epsilon (0.25) times the mean idf.
 */
export function createBm25(documents: readonly (readonly string[])[]): (query: readonly string[]) => number[] {
  const k1 = 1.5;
  const b = 0.75;
  const epsilon = 0.25;
  const frequencies = documents.map((document) => {
    const counts = new Map<string, number>();
    for (const token of document) counts.set(token, (counts.get(token) ?? 0) + 1);
    return counts;
  });
  const documentCount = documents.length;
  const averageLength = documents.reduce((sum, document) => sum + document.length, 0) / documentCount;
  const containing = new Map<string, number>();
  for (const counts of frequencies) for (const token of counts.keys()) containing.set(token, (containing.get(token) ?? 0) + 1);
  const idf = new Map<string, number>();
  let idfSum = 0;
  const negative: string[] = [];
  for (const [token, count] of containing) {
    const value = Math.log(documentCount - count + 0.5) - Math.log(count + 0.5);
    idf.set(token, value);
    idfSum += value;
    if (value < 0) negative.push(token);
  }
  const floor = epsilon * (idfSum / idf.size);
  for (const token of negative) idf.set(token, floor);
  return (query) =>
    frequencies.map((counts, index) => {
      let score = 0;
      const length = documents[index]!.length;
      for (const token of query) {
        const frequency = counts.get(token) ?? 0;
        score += ((idf.get(token) ?? 0) * (frequency * (k1 + 1))) / (frequency + k1 * (1 - b + (b * length) / averageLength));
      }
      return score;
    });
}

/**
 * NLTK's Treebank word tokenizer, for the one-sentence keywords SearchEngine receives: quotes,
 * punctuation and English contractions become tokens of their own.
 */
export function treebankTokens(text: string): string[] {
  let s = text;
  s = s.replace(/^"/, '``').replace(/(``)/g, ' $1 ').replace(/([ ([{<])("|'{2})/g, '$1 `` ');
  s = s.replace(/([:,])([^\d])/g, ' $1 $2').replace(/([:,])$/g, ' $1 ');
  s = s.replace(/\.\.\./g, ' ... ').replace(/[;@#$%&]/g, ' $& ');
  s = s.replace(/([^.])(\.)([\])}>"']*)\s*$/g, '$1 $2$3 ').replace(/[?!]/g, ' $& ');
  s = s.replace(/([^'])' /g, "$1 ' ").replace(/[\][(){}<>]/g, ' $& ').replace(/--/g, ' -- ');
  s = ` ${s} `.replace(/"/g, " '' ").replace(/(\S)(''|'')/g, '$1 $2 ');
  s = s.replace(/([^' ])('[sS]|'[mM]|'[dD]|') /g, '$1 $2 ').replace(/([^' ])('ll|'LL|'re|'RE|'ve|'VE|n't|N'T) /g, '$1 $2 ');
  return s.split(/\s+/).filter((token) => token !== '');
}
