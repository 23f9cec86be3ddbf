/**
 * A binary search over a text of lines sorted by their first field (`key<TAB>rest`), by character
 * offset: each step finds the line around the middle offset. The model's sorted files
 * (wordnet-senses.txt, thesaurus.txt) are searched this way without first listing where each of
 * their lines starts, which cost a pass over the whole file in the judge's cold load.
 */

/**
 * The rest of the line whose first field is `key` (after its tab, without the line break), or
 * undefined. The lines must be sorted by key as JavaScript compares strings, with no empty line.
 *
 * @example
 * findSortedLine('apple\tred\npear\tgreen\n', 'pear'); // 'green'
 */
export function findSortedLine(text: string, key: string): string | undefined {
  // A key that sorts before the first line's is on no line: numbers and capitalised words, which
  // the model's files (keys of a to z) never hold, are answered without a search. Each step of the
  // search costs a backward scan for a line start, and every pair brings such new words.
  if (key < firstKey(text)) return undefined;
  // Every line starting in [low, high) may still hold the key; both bounds are line starts.
  let low = 0;
  let high = text.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    const start = text.lastIndexOf('\n', middle - 1) + 1;
    const tab = text.indexOf('\t', start);
    const end = text.indexOf('\n', start);
    const lineEnd = end < 0 ? text.length : end;
    const found = text.slice(start, tab < 0 || tab > lineEnd ? lineEnd : tab);
    if (found === key) return tab < 0 || tab > lineEnd ? '' : text.slice(tab + 1, lineEnd);
    if (found < key) low = lineEnd + 1;
    else high = start;
  }
  return undefined;
}

/** The first line's key, read as the search reads each line's. */
function firstKey(text: string): string {
  const tab = text.indexOf('\t');
  const end = text.indexOf('\n');
  const lineEnd = end < 0 ? text.length : end;
  return text.slice(0, tab < 0 || tab > lineEnd ? lineEnd : tab);
}

/**
 * `findSortedLine` over the file's bytes, as read from disk: the model's sorted files are 0.7 to
 * 3 MB, and decoding one whole into a string was a tenth of the judge's cold load. Only the line
 * found is decoded. The lines must be sorted by key as their UTF-8 bytes compare (as JavaScript
 * compares strings of ASCII, which the bundled files are).
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
  const first = at(0);
  // A key that sorts before the first line's is on no line (see findSortedLine).
  if (bytes.length === 0 || bytes.compare(wanted, 0, wanted.length, 0, first.keyEnd) > 0) return undefined;
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
