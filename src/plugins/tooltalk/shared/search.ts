import * as z from 'zod';
import { fail } from '../../../world/errors.js';
import { strptime } from '../../../python/index.js';
import { PY_SPACE_CLASS } from '../../../python/unicode.js';
import { StoredDates } from './stored-dates.js';

/**
 * The search over received items that SearchInbox and SearchMessages share (spec §4.4, §4.5): the
 * same arguments, validation order, messages, keyword rules, future filter and newest-first top 5.
 * The tools differ only in which field holds the date, which texts the keywords are matched against,
 * and their empty-inbox shortcut (which each tool applies before calling in here).
 */

/** How many hits a search returns at most. */
const SEARCH_LIMIT = 5;

const MATCH_TYPES = ['any', 'all'] as const;

/** The arguments of both search tools, as the tool receives them. */
export interface SearchArguments {
  readonly query?: string | undefined;
  /** Undefined when omitted; null only when the model sent an explicit null (kept on purpose). */
  readonly match_type?: string | null | undefined;
  readonly sender?: string | undefined;
  readonly start_date?: string | undefined;
  readonly end_date?: string | undefined;
}

/** What the search needs to know about one kind of record. */
export interface SearchFields<T> {
  /** The record's timestamp, `YYYY-MM-DD HH:MM:SS`. */
  date(record: T): string;
  /** Who sent it; compared exactly with the `sender` argument. */
  sender(record: T): string;
  /** The texts a keyword may occur in. */
  texts(record: T): readonly string[];
}

/** Wording that differs between the two tools' argument docs. */
export interface SearchWording {
  /** What is searched, plural: "emails", "messages". */
  readonly items: string;
  /** Where keywords are looked for: "the subject or body". */
  readonly searchedText: string;
  /** What a sender is and an example. */
  readonly sender: string;
}

/**
 * The input schema of a search tool. `match_type` is a nullable string rather than an enum: ToolTalk
 * answers an explicit null or `ANY` with its own message, which a zod enum would pre-empt with a
 * type error. The allowed values still reach the JSON Schema through `.meta`.
 */
export function searchInputSchema(wording: SearchWording) {
  return z.object({
    query: z
      .string()
      .optional()
      .describe(
        `Keywords separated by spaces, matched case-insensitively as substrings of ${wording.searchedText}. An empty string means no keyword filter.`,
      ),
    match_type: z
      .string()
      .nullable()
      .optional()
      .meta({ enum: [...MATCH_TYPES] })
      .describe(
        `"any" (the default) keeps ${wording.items} containing at least one keyword; "all" keeps those containing every keyword. Lower case only.`,
      ),
    sender: z.string().optional().describe(`Only ${wording.items} from this sender: ${wording.sender}`),
    start_date: z
      .string()
      .optional()
      .describe(`Only ${wording.items} sent at or after this moment, YYYY-MM-DD HH:MM:SS.`),
    end_date: z
      .string()
      .optional()
      .describe(`Only ${wording.items} sent at or before this moment, YYYY-MM-DD HH:MM:SS.`),
  });
}

/** Which arguments of a search tool would raise a `strptime` TypeError in ToolTalk when mistyped. */
export const searchPythonTypeErrors = { start_date: 'strptime', end_date: 'strptime' } as const;

function parseDate(text: string): number {
  const parsed = strptime(text, 'DT');
  if (!parsed.ok) fail(parsed.message);
  return parsed.seconds;
}

// The stored items' dates, parsed once per stored record (see StoredDates). Emails and messages
// are different objects, so the two tools may share it.
const storedDates = new StoredDates();

// Python's `str.split()` without arguments: runs of Unicode whitespace, no empty pieces.
const WHITESPACE_RUN = new RegExp(`${PY_SPACE_CLASS}+`, 'u');

/** Null when there is no keyword filter; an empty list when the query was only whitespace. */
function keywordsOf(query: string | undefined): string[] | null {
  if (query === undefined || query === '') return null;
  return query
    .toLowerCase()
    .split(WHITESPACE_RUN)
    .filter((word) => word !== '');
}

/**
 * Validates the arguments and returns the matching records, newest first, at most five, as the
 * stored objects (callers copy them). `now` hides items dated in the future.
 */
export function searchReceived<T extends object>(
  records: Iterable<T>,
  args: SearchArguments,
  fields: SearchFields<T>,
  now: number,
): T[] {
  const { query, sender, start_date, end_date } = args;
  if (query === undefined && sender === undefined && start_date === undefined && end_date === undefined) {
    fail('At least one of query, sender, start_date, end_date must be provided.');
  }
  // Only an omitted key gets the default; ToolTalk refuses an explicit null like any other value.
  const matchType = args.match_type === undefined ? 'any' : args.match_type;
  if (matchType !== 'any' && matchType !== 'all') fail('match_type must be either "any" or "all".');
  const start = start_date === undefined ? undefined : parseDate(start_date);
  const end = end_date === undefined ? undefined : parseDate(end_date);
  if (start !== undefined && end !== undefined && start > end) fail('Start date must be earlier than end date.');
  const keywords = keywordsOf(query);

  const hits: { record: T; date: number }[] = [];
  for (const record of records) {
    const date = storedDates.secondsOf(record, fields.date(record));
    if (date > now) continue;
    if (sender !== undefined && fields.sender(record) !== sender) continue;
    if (start !== undefined && date < start) continue;
    if (end !== undefined && date > end) continue;
    if (keywords !== null) {
      const texts = fields.texts(record).map((text) => text.toLowerCase());
      const hit = (keyword: string) => texts.some((text) => text.includes(keyword));
      if (!(matchType === 'any' ? keywords.some(hit) : keywords.every(hit))) continue;
    }
    hits.push({ record, date });
  }
  // Array.prototype.sort is stable, as Python's sorted(reverse=True) is: same-date items keep stored order.
  hits.sort((a, b) => b.date - a.date);
  return hits.slice(0, SEARCH_LIMIT).map((hit) => hit.record);
}
