import * as z from 'zod';
import { defineTool } from '../../../world/define.js';
import { fail } from '../../../world/errors.js';
import { findLocation, normaliseLocation } from './location.js';
import { historicWeatherRecordSchema, historicWeatherDatabase } from './database.js';

export const HistoricWeather = defineTool({
  name: 'HistoricWeather',
  description:
    'Gives the typical climate of a city or place in a given month: average and record temperatures, rainfall and snow days.',
  action: false,
  databases: { HistoricWeather: historicWeatherDatabase },
  auth: false,
  input: z.object({
    location: z.string().describe('The city or place, e.g. "Paris"; case does not matter.'),
    month: z.string().describe('The month spelled out in English, e.g. "September"; case does not matter.'),
  }),
  output: z.object({ weather: historicWeatherRecordSchema.describe('Climate statistics of that month.') }),
  pythonTypeErrors: { location: 'lower', month: 'lower' },
  run({ location, month }, { db }) {
    const place = normaliseLocation(location);
    const months = findLocation(db.HistoricWeather, place);
    // ToolTalk lower-cases the month but does not strip it, so " September" is not found.
    const monthKey = month.toLowerCase();
    const climate = months.get(monthKey);
    if (climate === undefined) fail(`Historic weather data for ${place} missing for month ${monthKey}`);
    return { weather: { ...climate } };
  },
});
