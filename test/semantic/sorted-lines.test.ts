import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findSortedBytes } from '../../src/semantic/sorted-lines.js';

const search = (text: string, key: string) => findSortedBytes(Buffer.from(text, 'utf8'), key);

describe('a search by offset over the bytes of sorted lines', () => {
  it('finds every key, the first and last lines too, and nothing else', () => {
    const text = 'a\tone\napple\tred\napple pie\t\npear\tgreen\nzyrian\tlast';
    expect(search(text, 'a')).toBe('one');
    expect(search(text, 'apple')).toBe('red');
    expect(search(text, 'apple pie')).toBe('');
    expect(search(text, 'zyrian')).toBe('last');
    expect(search(`${text}\n`, 'zyrian')).toBe('last');
    for (const absent of ['', 'ap', 'apples', 'b', 'zz', 'pea']) expect(search(text, absent)).toBeUndefined();
  });

  it('answers as a lookup in a map of the lines would, for keys of any characters', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.stringMatching(/^[a-z '-]{1,6}$/), { minLength: 1, maxLength: 40 }),
        fc.stringMatching(/^[0-9A-Za-z' é-]{0,6}$/),
        fc.boolean(),
        (keys, probe, closed) => {
          const sorted = [...keys].sort();
          const rest = (i: number) => (i % 3 === 0 ? '' : `r${i}`);
          const text = `${sorted.map((key, i) => `${key}\t${rest(i)}`).join('\n')}${closed ? '\n' : ''}`;
          const lines = new Map(sorted.map((key, i) => [key, rest(i)]));
          for (const key of [...sorted, probe]) expect(search(text, key)).toBe(lines.get(key));
        },
      ),
    );
  });

  it('reads a line without a tab as a key with nothing after it, and finds nothing in no lines', () => {
    const text = 'apple\nfig\tsweet\npear\tgreen';
    expect(search(text, 'apple')).toBe('');
    expect(search(text, 'fig')).toBe('sweet');
    expect(search(text, 'pear')).toBe('green');
    expect(search(text, 'plum')).toBeUndefined();
    expect(search('', 'apple')).toBeUndefined();
    expect(search('apple\tred\npear\tgreen\n', '12')).toBeUndefined();
    expect(search('apple\tred\npear\tgreen\n', 'Pear')).toBeUndefined();
  });
});
