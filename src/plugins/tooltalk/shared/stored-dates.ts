import { strptime } from '../../../python/index.js';
import { fail } from '../../../world/errors.js';

/** A date field's text and what it parsed to. */
interface ParsedDate {
  text: string;
  seconds: number;
}

/**
 * The timestamps (`YYYY-MM-DD HH:MM:SS`, parsed as Python's `strptime` does) of one date field of
 * stored records, kept beside each record. QueryCalendar, SearchInbox and SearchMessages read the
 * dates of every record of a user on every call, and a stored record is a frozen value that calls
 * share until one replaces it: parsing its date once is enough.
 *
 * Keyed by the record object, checked by the text: the field's text as read now must be the text
 * that was parsed, so a record changed in place (one built outside a world) is parsed again. A
 * parse depends on the text alone, so the answer is the one a fresh parse gives. Nothing is kept
 * for a text that does not parse: such a call is refused with Python's message each time.
 *
 * @example
 * const starts = new StoredDates();
 * starts.secondsOf(event, event.start_time); // 1684663200
 */
export class StoredDates {
  readonly #parsed = new WeakMap<object, ParsedDate>();

  secondsOf(record: object, text: string): number {
    const known = this.#parsed.get(record);
    if (known !== undefined && known.text === text) return known.seconds;
    const parsed = strptime(text, 'DT');
    if (!parsed.ok) fail(parsed.message);
    if (known !== undefined) {
      known.text = text;
      known.seconds = parsed.seconds;
    } else this.#parsed.set(record, { text, seconds: parsed.seconds });
    return parsed.seconds;
  }
}
