import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findSortedBytes, findSortedLine } from '../../src/semantic/sorted-lines.js';

describe('a search by offset over sorted lines', () => {
  it('finds every key, the first and last lines too, and nothing else', () => {
    const text = 'a\tone\napple\tred\napple pie\t\npear\tgreen\nzyrian\tlast';
    expect(findSortedLine(text, 'a')).toBe('one');
    expect(findSortedLine(text, 'apple')).toBe('red');
    expect(findSortedLine(text, 'apple pie')).toBe('');
    expect(findSortedLine(text, 'zyrian')).toBe('last');
    expect(findSortedLine(`${text}\n`, 'zyrian')).toBe('last');
    for (const absent of ['', 'ap', 'apples', 'b', 'zz', 'pea']) expect(findSortedLine(text, absent)).toBeUndefined();
  });

  it('answers as a lookup in a map of the lines would', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.stringMatching(/^[a-z ]{1,6}$/), { minLength: 1, maxLength: 40 }), fc.stringMatching(/^[a-z ]{0,6}$/), (keys, probe) => {
        const sorted = [...keys].sort();
        const text = sorted.map((key, i) => `${key}\t${i}`).join('\n');
        for (const [i, key] of sorted.entries()) expect(findSortedLine(text, key)).toBe(String(i));
        expect(findSortedLine(text, probe)).toBe(sorted.includes(probe) ? String(sorted.indexOf(probe)) : undefined);
      }),
    );
  });

  it('answers keys of any characters as a map would, those sorting before the first line at once', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.stringMatching(/^[b-y ]{1,5}$/), { minLength: 1, maxLength: 30 }), fc.stringMatching(/^[0-9A-Za-z' ]{0,6}$/), (keys, probe) => {
        const sorted = [...keys].sort();
        const text = `${sorted.map((key, i) => `${key}\t${i}`).join('\n')}\n`;
        expect(findSortedLine(text, probe)).toBe(sorted.includes(probe) ? String(sorted.indexOf(probe)) : undefined);
        for (const [i, key] of sorted.entries()) expect(findSortedLine(text, key)).toBe(String(i));
      }),
    );
    expect(findSortedLine('apple\tred\npear\tgreen\n', '12')).toBeUndefined();
    expect(findSortedLine('apple\tred\npear\tgreen\n', 'Pear')).toBeUndefined();
  });
});

describe('a search by offset over the bytes of sorted lines', () => {
  it('answers as the search over their text does, for keys of any characters', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.stringMatching(/^[a-z '-]{1,6}$/), { minLength: 0, maxLength: 40 }), fc.stringMatching(/^[0-9A-Za-z' é-]{0,6}$/), fc.boolean(), (keys, probe, closed) => {
        const sorted = [...keys].sort();
        const text = `${sorted.map((key, i) => `${key}\t${i % 3 === 0 ? '' : `r${i}`}`).join('\n')}${closed ? '\n' : ''}`;
        const bytes = Buffer.from(text, 'utf8');
        for (const key of [...sorted, probe]) expect(findSortedBytes(bytes, key)).toBe(text === '' ? undefined : findSortedLine(text, key));
      }),
    );
  });

  it('reads a line without a tab as a key with nothing after it, and finds nothing in no lines', () => {
    const bytes = Buffer.from('apple\nfig\tsweet\npear\tgreen');
    expect(findSortedBytes(bytes, 'apple')).toBe('');
    expect(findSortedBytes(bytes, 'fig')).toBe('sweet');
    expect(findSortedBytes(bytes, 'pear')).toBe('green');
    expect(findSortedBytes(bytes, 'plum')).toBeUndefined();
    expect(findSortedBytes(Buffer.alloc(0), 'apple')).toBeUndefined();
  });
});
