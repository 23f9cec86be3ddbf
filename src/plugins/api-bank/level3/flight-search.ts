import { defineApiBankApi } from '../shared/define.js';
import { assertSameName, exact } from '../shared/checks.js';
import { formatDay, parseTime } from '../shared/dates.js';
import { refuse } from '../shared/errors.js';
import { out, str } from '../shared/params.js';
import type { Level3World } from './world.js';

export const FlightSearch = defineApiBankApi({
  name: 'FlightSearch',
  description: 'Finds flights from one city to another on a day.',
  parameters: { source: str('From city.'), destination: str('To city.'), travel_dates: str('The day, YYYY-MM-DD.') },
  output: { flights: out('list', 'Matching flights.') },
  database: 'Level3',
  memory: () => ({ converted: new Set<number>() }),
  run({ source, destination, travel_dates }, { db, memory, mode }) {
    const parsed = parseTime(travel_dates, 'D');
    if (!parsed.ok) refuse(parsed.message);
    const day = formatDay(parsed.time);
    const flights = (db as Level3World).flights;
    const found = [];
    for (let index = 0; index < flights.length; index++) {
      const flight = flights[index]!;
      if (flight.source !== source || flight.destination !== destination || flight.departure_date.slice(0, 10) !== day) continue;
      // API-Bank turns a matched flight's dates into text in place; matching it again fails (spec §7 B20).
      if (mode === 'compat' && memory.converted.has(index)) refuse("'str' object has no attribute 'date'");
      memory.converted.add(index);
      found.push({ ...flight });
    }
    return { flights: found };
  },
  check(response, gold) {
    assertSameName(response, gold);
    return exact(response, gold);
  },
});
