/**
 * A binary search over a file of lines sorted by their first field (`key<TAB>rest`), by byte
 * offset: each step finds the line around the middle offset. The model's sorted files
 * (wordnet-senses.txt, thesaurus.txt, vocabulary-sorted.txt) are searched this way as read from
 * disk, without listing where each line starts or decoding the whole file into a string: a file is
 * 0.7 to 3 MB, and decoding one whole was a tenth of the judge's cold load. Only the line found is
 * decoded.
 */

/**
 * The rest of the line whose first field is `key` (after its tab, without the line break), or
 * undefined. The lines must be sorted by key as their UTF-8 bytes compare (as JavaScript compares
 * strings of ASCII, which the bundled files are), with no empty line.
 *
 * @example
 * findSortedBytes(Buffer.from('apple\tred\npear\tgreen\n'), 'pear'); // 'green'
 */
export function findSortedBytes(bytes: Buffer, key: string): string | undefined {
  const wanted = Buffer.from(key, 'utf8');
  const at = (start: number) => {
    const end = bytes.indexOf(10, start);
    const lineEnd = end < 0 ? bytes.length : end;
    const tab = bytes.indexOf(9, start);
    return { lineEnd, keyEnd: tab < 0 || tab > lineEnd ? lineEnd : tab };
  };
  // A key that sorts before the first line's is on no line: numbers and capitalised words, which the
  // model's files (keys of a to z) never hold, are answered without a search.
  if (bytes.length === 0 || bytes.compare(wanted, 0, wanted.length, 0, at(0).keyEnd) > 0) return undefined;
  // Every line starting in [low, high) may still hold the key; both bounds are line starts.
  let low = 0;
  let high = bytes.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    const start = middle === 0 ? 0 : bytes.lastIndexOf(10, middle - 1) + 1;
    const { lineEnd, keyEnd } = at(start);
    // Negative: the line's key sorts before the one wanted.
    const order = bytes.compare(wanted, 0, wanted.length, start, keyEnd);
    if (order === 0) return keyEnd === lineEnd ? '' : bytes.toString('utf8', keyEnd + 1, lineEnd);
    if (order < 0) low = lineEnd + 1;
    else high = start;
  }
  return undefined;
}
