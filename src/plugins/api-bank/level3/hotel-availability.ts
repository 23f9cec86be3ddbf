import { defineApiBankApi } from '../shared/define.js';
import { assertSameName, pythonEquals } from '../shared/checks.js';
import { formatDay, parseTime } from '../shared/dates.js';
import { item, refuse } from '../shared/errors.js';
import { out, str } from '../shared/params.js';
import type { Level3World } from './world.js';

function day(text: unknown): string {
  const parsed = parseTime(text, 'D');
  if (!parsed.ok) refuse(parsed.message);
  return formatDay(parsed.time);
}

export const HotelAvailability = defineApiBankApi({
  name: 'HotelAvailability',
  description: 'Lists hotels in a city with rooms free for a whole stay.',
  parameters: { destination: str('The city.'), check_in_date: str('Arrival, YYYY-MM-DD.'), check_out_date: str('Departure, YYYY-MM-DD.') },
  output: { hotels: out('list', 'Available hotels.') },
  database: 'Level3',
  run({ destination, check_in_date, check_out_date }, { db }) {
    const checkIn = day(check_in_date);
    const checkOut = day(check_out_date);
    const hotels = (db as Level3World).hotels.filter(
      (hotel) => hotel.destination === destination && checkIn >= hotel.check_in_date && checkOut <= hotel.check_out_date,
    );
    return { hotels: hotels.map((hotel) => ({ ...hotel })) };
  },
  // Only the inputs and the hotels count; a missing output stops API-Bank's run (TypeError here).
  check(response, gold) {
    assertSameName(response, gold);
    return pythonEquals(item(response, 'input'), item(gold, 'input')) && pythonEquals(item(item(response, 'output'), 'hotels'), item(item(gold, 'output'), 'hotels'));
  },
});
