/**
 * A binary search over a file of lines sorted by their first field (`key<TAB>rest`), by byte
 * offset: each step finds the line around the middle offset. The model's sorted files
 * (wordnet-senses.txt, thesaurus.txt, vocabulary-sorted.txt) are searched this way as stored, without
 * listing where each line starts or decoding the whole file into a string. Only the line found is
 * decoded.
 *
 * A file is searched as read from disk a page at a time (`PagedFile`): the first pairs a process
 * judges ask for a few hundred words, and reading the three files whole (7 MB with the vectors'
 * 5 MB) was a sixth of the judge's cold load.
 */
import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import { ToolworldError } from '../world/errors.js';

/** Bytes a search reads: a whole buffer, or a file read a page at a time. */
interface Bytes {
  readonly length: number;
  /** The first `byte` in [from, to), or -1. */
  indexOf(byte: number, from: number, to: number): number;
  /** The last `byte` in [0, through], or -1. */
  lastIndexOf(byte: number, through: number): number;
  /** Below 0 when the bytes [start, end) sort before `wanted`, 0 when equal, above 0 after. */
  compare(wanted: Buffer, start: number, end: number): number;
  text(start: number, end: number): string;
}

function wholeBuffer(bytes: Buffer): Bytes {
  return {
    length: bytes.length,
    indexOf: (byte, from, to) => {
      const at = bytes.indexOf(byte, from);
      return at < to ? at : -1;
    },
    lastIndexOf: (byte, through) => (through < 0 ? -1 : bytes.lastIndexOf(byte, through)),
    compare: (wanted, start, end) => bytes.compare(wanted, 0, wanted.length, start, end),
    text: (start, end) => bytes.toString('utf8', start, end),
  };
}

const PAGE = 8192;

/**
 * A file's bytes, read from disk a page (8 KiB) at a time as they are first asked for. `buffer`
 * has the file's length; only the pages `ensure` has read hold its bytes. The file is opened for
 * each read and closed again, so a model loaded and dropped holds no descriptor.
 *
 * @example
 * const file = new PagedFile('models/glove-wordnet-100d/vectors.bin');
 * file.ensure(0, 12);
 * file.buffer.toString('latin1', 0, 4); // 'TWV1'
 */
export class PagedFile implements Bytes {
  readonly length: number;
  readonly buffer: Buffer;
  private readonly read: Uint8Array;
  private unread: number;

  constructor(readonly path: string) {
    const descriptor = openSync(path, 'r');
    try {
      this.length = fstatSync(descriptor).size;
    } finally {
      closeSync(descriptor);
    }
    // Zeroed memory the system hands out as it is first written: a page never read costs nothing.
    this.buffer = Buffer.alloc(this.length);
    this.read = new Uint8Array(Math.ceil(this.length / PAGE));
    this.unread = this.read.length;
  }

  /** Whether every page has been read. */
  get complete(): boolean {
    return this.unread === 0;
  }

  /** Reads the pages holding the bytes [from, to) that are not read yet. */
  ensure(from: number, to: number): void {
    if (this.unread === 0 || to <= from) return;
    const last = Math.min(this.read.length - 1, Math.floor((to - 1) / PAGE));
    let descriptor: number | undefined;
    try {
      for (let page = Math.floor(from / PAGE); page <= last; page++) {
        if (this.read[page] === 1) continue;
        // A run of unread pages is read in one call.
        let end = page;
        while (end < last && this.read[end + 1] === 0) end++;
        descriptor ??= openSync(this.path, 'r');
        const start = page * PAGE;
        const length = Math.min(this.length, (end + 1) * PAGE) - start;
        for (let done = 0; done < length; ) {
          const count = readSync(descriptor, this.buffer, start + done, length - done, start + done);
          if (count === 0) throw new ToolworldError('invalid-data', `${this.path} is shorter than when it was opened (${this.length} bytes): the model folder changed under a running judge`);
          done += count;
        }
        for (let p = page; p <= end; p++) this.read[p] = 1;
        this.unread -= end - page + 1;
        page = end;
      }
    } finally {
      if (descriptor !== undefined) closeSync(descriptor);
    }
  }

  indexOf(byte: number, from: number, to: number): number {
    if (this.unread === 0) {
      const at = this.buffer.indexOf(byte, from);
      return at < to ? at : -1;
    }
    for (let start = from; start < to; ) {
      const end = Math.min(to, (Math.floor(start / PAGE) + 1) * PAGE);
      this.ensure(start, end);
      const at = this.buffer.subarray(start, end).indexOf(byte);
      if (at >= 0) return start + at;
      start = end;
    }
    return -1;
  }

  lastIndexOf(byte: number, through: number): number {
    if (through < 0) return -1;
    if (this.unread === 0) return this.buffer.lastIndexOf(byte, through);
    for (let end = through + 1; end > 0; ) {
      const start = Math.floor((end - 1) / PAGE) * PAGE;
      this.ensure(start, end);
      const at = this.buffer.subarray(start, end).lastIndexOf(byte);
      if (at >= 0) return start + at;
      end = start;
    }
    return -1;
  }

  compare(wanted: Buffer, start: number, end: number): number {
    this.ensure(start, end);
    return this.buffer.compare(wanted, 0, wanted.length, start, end);
  }

  text(start: number, end: number): string {
    this.ensure(start, end);
    return this.buffer.toString('utf8', start, end);
  }
}

/**
 * The rest of the line whose first field is `key` (after its tab, without the line break), or
 * undefined. The lines must be sorted by key as their UTF-8 bytes compare (as JavaScript compares
 * strings of ASCII, which the bundled files are); empty lines are passed over.
 *
 * @example
 * findSortedBytes(Buffer.from('apple\tred\npear\tgreen\n'), 'pear'); // 'green'
 */
export function findSortedBytes(bytes: Buffer, key: string): string | undefined {
  return findSorted(wholeBuffer(bytes), key);
}

/**
 * A search over a sorted file read a page at a time (see `findSortedBytes`).
 *
 * @example
 * const find = openSortedLines('models/glove-wordnet-100d/thesaurus.txt');
 * find('issue'); // 'problem question ...'
 */
export function openSortedLines(path: string): (key: string) => string | undefined {
  const file = new PagedFile(path);
  return (key) => findSortedLine(file, key);
}

/** `findSortedBytes` over a file read a page at a time. */
export function findSortedLine(file: PagedFile, key: string): string | undefined {
  return findSorted(file, key);
}

function findSorted(bytes: Bytes, key: string): string | undefined {
  const size = bytes.length;
  const wanted = Buffer.from(key, 'utf8');
  const lineEndOf = (start: number) => {
    const end = bytes.indexOf(10, start, size);
    return end < 0 ? size : end;
  };
  const keyEndOf = (start: number, lineEnd: number) => {
    const tab = bytes.indexOf(9, start, lineEnd);
    return tab < 0 ? lineEnd : tab;
  };
  // A key that sorts before the first line's is on no line: numbers and capitalised words, which the
  // model's files (keys of a to z) never hold, are answered without a search.
  let first = 0;
  while (first < size && lineEndOf(first) === first) first++;
  if (first >= size || bytes.compare(wanted, first, keyEndOf(first, lineEndOf(first))) > 0) return undefined;
  // Every line starting in [low, high) may still hold the key; both bounds are line starts.
  let low = first;
  let high = size;
  while (low < high) {
    const middle = (low + high) >>> 1;
    const lineStart = bytes.lastIndexOf(10, middle - 1) + 1;
    // An empty line holds no key: the step reads the next line that does, before `high`.
    let start = lineStart;
    let lineEnd = lineEndOf(start);
    while (lineEnd === start && start < high) lineEnd = lineEndOf(++start);
    if (start >= high) {
      high = lineStart;
      continue;
    }
    const keyEnd = keyEndOf(start, lineEnd);
    // Negative: the line's key sorts before the one wanted.
    const order = bytes.compare(wanted, start, keyEnd);
    if (order === 0) return keyEnd === lineEnd ? '' : bytes.text(keyEnd + 1, lineEnd);
    if (order < 0) low = lineEnd + 1;
    else high = lineStart;
  }
  return undefined;
}
