/**
 * `strptime` answers the common `YYYY-MM-DD HH:MM:SS` shape without its regex (a hot path of every
 * calendar, reminder and search call). The shortcut must agree with CPython's grammar on every
 * input: same seconds, same refusal, same message.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { strptime, strptimeByGrammar } from '../../src/python/strptime.js';
import { fuzzSettings, trickyDates } from './hostile.js';

const digit = fc.constantFrom('0', '1', '2', '3', '4', '5', '6', '9', '٣', '７');
const field = (width: number) => fc.array(digit, { minLength: Math.max(0, width - 1), maxLength: width + 1 }).map((digits) => digits.join(''));
const separator = (usual: string) => fc.constantFrom(usual, usual, usual, ' ', '', '/', '  ', 'T');

/** Strings shaped like dates and times, with every field and separator sometimes a little off. */
const dateLike = fc
  .tuple(field(4), separator('-'), field(2), separator('-'), field(2), separator(' '), field(2), separator(':'), field(2), separator(':'), field(2))
  .map((parts) => parts.join(''));
const timeLike = fc.tuple(field(2), separator(':'), field(2), separator(':'), field(2)).map((parts) => parts.join(''));

describe('strptime fast path', () => {
  it('agrees with the regex grammar on date-like, time-like and arbitrary strings', () => {
    fc.assert(
      fc.property(
        fc.oneof(dateLike, timeLike, fc.constantFrom(...trickyDates), fc.string({ maxLength: 24 })),
        fc.constantFrom('DT' as const, 'T' as const),
        (text, format) => {
          expect(strptime(text, format)).toEqual(strptimeByGrammar(text, format));
        },
      ),
      fuzzSettings(3000),
    );
  });

  it('agrees on every valid two-digit field value, including the ones Python refuses later', () => {
    const two = (value: number) => String(value).padStart(2, '0');
    for (const year of ['0000', '1900', '2024', '2025', '9999']) {
      for (let month = 0; month <= 13; month++) {
        for (const day of [0, 1, 28, 29, 30, 31, 32]) {
          const text = `${year}-${two(month)}-${two(day)} 23:59:${two(month * 5)}`;
          expect(strptime(text, 'DT'), text).toEqual(strptimeByGrammar(text, 'DT'));
        }
      }
    }
    for (let hour = 0; hour <= 25; hour++) {
      for (const minute of [0, 59, 60]) {
        for (const second of [0, 59, 60, 61, 62]) {
          const text = `${two(hour)}:${two(minute)}:${two(second)}`;
          expect(strptime(text, 'T'), text).toEqual(strptimeByGrammar(text, 'T'));
        }
      }
    }
  });

  it('answers a text it parsed before as the grammar does, each time with a result of its own', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(dateLike, timeLike, fc.constantFrom(...trickyDates), fc.string({ maxLength: 24 })), { minLength: 1, maxLength: 8 }),
        fc.constantFrom('DT' as const, 'T' as const),
        (texts, format) => {
          for (const text of [...texts, ...texts]) {
            const first = strptime(text, format);
            const again = strptime(text, format);
            expect(first).toEqual(strptimeByGrammar(text, format));
            expect(again).toEqual(first);
            expect(again).not.toBe(first);
            // A caller that changes its result changes nothing for the next one.
            if (first.ok) first.seconds = -1;
            expect(strptime(text, format)).toEqual(strptimeByGrammar(text, format));
          }
        },
      ),
      fuzzSettings(1000),
    );
  });

  it('stays right past the number of texts it keeps', () => {
    const two = (value: number) => String(value).padStart(2, '0');
    for (let round = 0; round < 2; round++) {
      for (let index = 0; index < 5000; index++) {
        const text = `20${two(index % 100)}-${two(1 + (index % 12))}-${two(1 + (index % 28))} ${two(index % 24)}:${two(index % 60)}:${two((index * 7) % 60)}`;
        expect(strptime(text, 'DT'), text).toEqual(strptimeByGrammar(text, 'DT'));
        const time = `${two(index % 24)}:${two((index * 3) % 60)}:${two(index % 60)}`;
        expect(strptime(time, 'T'), time).toEqual(strptimeByGrammar(time, 'T'));
      }
    }
  });
});
