import { parseTime } from '../shared/dates.js';
import { refuse } from '../shared/errors.js';

/**
 * What Delete/Modify/QueryAgenda share (spec §2.4): a non-empty time must parse, the token must
 * be valid, and the match is the first of the user's entries with the same content or time.
 */
export function findAgendaEntry(
  db: Map<string | number, Record<string, unknown>>,
  args: { token: string; content: string; time: string },
  checkToken: (token: unknown) => string,
): { key: string | number; entry: Record<string, unknown>; username: string } | { username: string; key?: undefined; entry?: undefined } {
  if (args.time !== '') {
    const parsed = parseTime(args.time, 'DT');
    if (!parsed.ok) refuse(parsed.message);
  }
  const username = checkToken(args.token);
  for (const [key, entry] of db) {
    if (entry.username === username && (entry.content === args.content || entry.time === args.time)) return { key, entry, username };
  }
  return { username };
}
