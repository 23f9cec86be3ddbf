import { z } from 'zod';

/** One day of `Weather.json` (`{ location: { "YYYY-MM-DD": WeatherRecord } }`). */
export const weatherRecordSchema = z.strictObject({
  date: z.string(),
  high: z.number(),
  low: z.number(),
  conditions: z.string(),
});
export type WeatherRecord = z.infer<typeof weatherRecordSchema>;

/** One month of `HistoricWeather.json` (`{ location: { month: HistoricWeatherRecord } }`). */
export const historicWeatherRecordSchema = z.strictObject({
  min_temp: z.number(),
  max_temp: z.number(),
  record_min_temp: z.number(),
  record_max_temp: z.number(),
  avg_rainfall: z.number(),
  snow_days: z.number(),
});
export type HistoricWeatherRecord = z.infer<typeof historicWeatherRecordSchema>;
