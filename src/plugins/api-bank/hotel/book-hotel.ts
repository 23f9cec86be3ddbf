import { defineApiBankApi } from '../shared/define.js';
import { exact } from '../shared/checks.js';
import { compareTimes, parseTime, type CivilTime } from '../shared/dates.js';
import { refuse } from '../shared/errors.js';
import { int, out, str } from '../shared/params.js';

function day(text: unknown): CivilTime {
  const parsed = parseTime(text, 'D');
  if (!parsed.ok) refuse(parsed.message);
  return parsed.time;
}

export const BookHotel = defineApiBankApi({
  name: 'BookHotel',
  description: 'Books hotel rooms for a stay and returns the order id.',
  parameters: {
    hotel_name: str('The hotel.'),
    check_in_time: str('Arrival day, YYYY-MM-DD.'),
    check_out_time: str('Departure day, YYYY-MM-DD.'),
    room_count: int('Rooms.'),
    adult_count: int('Adults.'),
    child_count: int('Children.'),
  },
  output: { order_id: out('str', 'The order id.') },
  database: 'Hotel',
  writes: true,
  run(args, { db }) {
    const checkIn = day(args.check_in_time);
    const checkOut = day(args.check_out_time);
    if (args.adult_count > 2 && args.room_count === 1) refuse('The number of adults is greater than 2. Two rooms are ordered.');
    for (const order of db.values()) {
      if (order.hotel_name !== args.hotel_name) continue;
      const oldIn = day(order.check_in_time);
      const oldOut = day(order.check_out_time);
      const startsInside = compareTimes(oldIn, checkIn) <= 0 && compareTimes(checkIn, oldOut) < 0;
      const endsInside = compareTimes(oldIn, checkOut) < 0 && compareTimes(checkOut, oldOut) <= 0;
      if (startsInside || endsInside) refuse('The room is not available.');
    }
    const id = String(db.size + 1);
    db.set(id, { ...args });
    return id;
  },
  check: exact,
});
