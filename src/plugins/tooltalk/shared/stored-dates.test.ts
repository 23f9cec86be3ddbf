import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { strptime } from '../../../python/index.js';
import { StoredDates } from './stored-dates.js';

/** What a fresh parse gives: the seconds, or the refusal's message. */
function fresh(text: string): number | string {
  const parsed = strptime(text, 'DT');
  return parsed.ok ? parsed.seconds : parsed.message;
}

function kept(dates: StoredDates, record: object, text: string): number | string {
  try {
    return dates.secondsOf(record, text);
  } catch (error) {
    return (error as Error).message;
  }
}

const digits = (length: number) => fc.stringMatching(new RegExp(`^[0-9]{${length}}$`));
// Mostly well-formed dates (some out of range: day 31 of a short month, second 60), and some odd texts.
const dateText = fc.oneof(
  fc
    .tuple(digits(4), digits(2), digits(2), digits(2), digits(2), digits(2))
    .map(([year, month, day, hour, minute, second]) => `${year}-${month}-${day} ${hour}:${minute}:${second}`),
  fc.constantFrom('2023-02-29 10:00:00', '2024-02-29 10:00:00', '2023-05-22 10:00:60', '2023-5-2 9:00:00', '', 'soon'),
  fc.string(),
);

describe('StoredDates', () => {
  it('gives what a fresh parse gives, however often a record is read and whatever its text becomes', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.nat(3), dateText), { minLength: 1, maxLength: 30 }), (reads) => {
        const dates = new StoredDates();
        const records = [{ date: '' }, { date: '' }, { date: '' }, { date: '' }];
        for (const [which, text] of reads) {
          const record = records[which]!;
          // A record changed in place between reads (a value built outside a world) is read anew.
          record.date = text;
          expect(kept(dates, record, record.date)).toBe(fresh(text));
          expect(kept(dates, record, record.date)).toBe(fresh(text));
        }
      }),
    );
  });

  it('refuses a stored date that does not parse on every call, with Python\'s message', () => {
    const dates = new StoredDates();
    const record = Object.freeze({ date: '2024-13-01 10:00:00' });
    const message = "time data '2024-13-01 10:00:00' does not match format '%Y-%m-%d %H:%M:%S'";
    expect(kept(dates, record, record.date)).toBe(message);
    expect(kept(dates, record, record.date)).toBe(message);
  });
});
