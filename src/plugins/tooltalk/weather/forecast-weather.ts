import * as z from 'zod';
import { defineTool } from '../../../world/define.js';
import { findLocation, normaliseLocation, weatherOn } from './location.js';
import { weatherRecordSchema, weatherDatabase } from './database.js';

const SECONDS_PER_DAY = 86_400;

export const ForecastWeather = defineTool({
  name: 'ForecastWeather',
  description: 'Gives the weather forecast for a city or place for each of the next three days, starting tomorrow.',
  action: false,
  databases: { Weather: weatherDatabase },
  auth: false,
  input: z.object({
    location: z.string().describe('The city or place, e.g. "Tokyo" or "San Francisco"; case does not matter.'),
  }),
  output: z.object({
    forecast: z.array(weatherRecordSchema).describe('Tomorrow, the day after, and the day after that, in order.'),
  }),
  pythonTypeErrors: { location: 'lower' },
  run({ location }, { db, now }) {
    const days = findLocation(db.Weather, normaliseLocation(location));
    // Times are naive, so whole days of seconds land on the next calendar dates, month ends included.
    // A literal rather than `[1, 2, 3].map(...)`: once TurboFan compiled this, its inlined `map`
    // made a holey list where the builtin made a packed one, and the comparisons that read the
    // answer (`jsonEquals`) were deoptimised and compiled again for the new kind of list.
    return {
      forecast: [weatherOn(days, now + SECONDS_PER_DAY), weatherOn(days, now + 2 * SECONDS_PER_DAY), weatherOn(days, now + 3 * SECONDS_PER_DAY)],
    };
  },
});
