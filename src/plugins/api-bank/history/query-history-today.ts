import { defineApiBankApi } from '../shared/define.js';
import { inputOf, sameResult } from '../shared/checks.js';
import { formatMonthDay, parseTime } from '../shared/dates.js';
import { refuse } from '../shared/errors.js';
import { out, str } from '../shared/params.js';

/** `MM-DD` from `YYYY-MM-DD` or `MM-DD` (spec §2.4), or the `%m-%d` parse message. */
function monthDay(date: string): { ok: true; value: string } | { ok: false; message: string } {
  const parts = date.trim().split('-');
  if (parts.length === 3 && parts[0]!.length !== 4) parts[0] = parts[0]!.padStart(4, '0');
  const text = parts.join('-');
  const full = parseTime(text, 'D');
  if (full.ok) return { ok: true, value: formatMonthDay(full.time) };
  const short = parseTime(text, 'MD');
  return short.ok ? { ok: true, value: formatMonthDay(short.time) } : short;
}

export const QueryHistoryToday = defineApiBankApi({
  name: 'QueryHistoryToday',
  description: 'Lists historical events that happened on a calendar day.',
  parameters: { date: str('The day, MM-DD or YYYY-MM-DD.') },
  output: { history: out('list', 'One line per event: title, date, description.') },
  database: 'History',
  run({ date }, { db }) {
    const day = monthDay(date);
    if (!day.ok) refuse(day.message);
    const events = db.get(day.value);
    if (events === undefined) refuse('The date is not in the database.');
    return events.map(
      (event: Record<string, string>) => `Title: ${event.Title!.trim()}, Date: ${event.Date!.trim()}, Description: ${event.Description!.trim()}`,
    );
  },
  check(response, gold) {
    const a = monthDay(String(inputOf(response, 'date')));
    const b = monthDay(String(inputOf(gold, 'date')));
    return a.ok && b.ok && a.value === b.value && sameResult(response, gold);
  },
});
