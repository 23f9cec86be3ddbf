import * as z from 'zod';
import { defineTool } from '../../../world/define.js';
import { findLocation, normaliseLocation, weatherOn } from './location.js';
import { weatherRecordSchema, weatherDatabase } from './database.js';

export const CurrentWeather = defineTool({
  name: 'CurrentWeather',
  description: "Gives today's weather (high, low and conditions) for a city or place.",
  action: false,
  databases: { Weather: weatherDatabase },
  auth: false,
  input: z.object({
    location: z.string().describe('The city or place, e.g. "London" or "New York"; case does not matter.'),
  }),
  output: z.object({ weather: weatherRecordSchema.describe("Today's weather.") }),
  pythonTypeErrors: { location: 'lower' },
  run({ location }, { db, now }) {
    const days = findLocation(db.Weather, normaliseLocation(location));
    return { weather: weatherOn(days, now) };
  },
});
