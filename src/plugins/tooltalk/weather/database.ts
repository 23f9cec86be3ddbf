import * as z from 'zod';
import { defineDatabase } from '../../../world/database.js';

/** One day of `Weather.json` (`{ location: { "YYYY-MM-DD": WeatherRecord } }`), as tools return it too. */
export const weatherRecordSchema = z.strictObject({
  date: z.string().describe('The day, YYYY-MM-DD.'),
  high: z.number().describe('Highest temperature of the day, in degrees Fahrenheit.'),
  low: z.number().describe('Lowest temperature of the day, in degrees Fahrenheit.'),
  conditions: z.string().describe('Sky and precipitation in words, e.g. "Partly cloudy".'),
});
export type WeatherRecord = z.infer<typeof weatherRecordSchema>;

/** One month of `HistoricWeather.json` (`{ location: { month: HistoricWeatherRecord } }`). */
export const historicWeatherRecordSchema = z.strictObject({
  min_temp: z.number().describe('Average daily low, in degrees Fahrenheit.'),
  max_temp: z.number().describe('Average daily high, in degrees Fahrenheit.'),
  record_min_temp: z.number().describe('Lowest temperature ever recorded in that month.'),
  record_max_temp: z.number().describe('Highest temperature ever recorded in that month.'),
  avg_rainfall: z.number().describe('Average rainfall over the month, in inches.'),
  snow_days: z.number().describe('Average number of days with snow.'),
});
export type HistoricWeatherRecord = z.infer<typeof historicWeatherRecordSchema>;

/** Daily weather and forecasts, by location and date. */
export const weatherDatabase = defineDatabase({
  name: 'Weather',
  description: 'Daily weather and forecasts, by location and date.',
  record: weatherRecordSchema,
  layout: 'by-owner',
  ownedByUsers: false,
  key: 'date',
});

/** Monthly climate averages, by location and month. */
export const historicWeatherDatabase = defineDatabase({
  name: 'HistoricWeather',
  description: 'Monthly climate averages, by location and month.',
  record: historicWeatherRecordSchema,
  layout: 'by-owner',
  ownedByUsers: false,
});
