import { z } from 'zod';

/** One day of weather as the tools return it. */
export const dailyWeatherSchema = z.object({
  date: z.string().describe('The day, YYYY-MM-DD.'),
  high: z.number().describe('Highest temperature of the day, in degrees Fahrenheit.'),
  low: z.number().describe('Lowest temperature of the day, in degrees Fahrenheit.'),
  conditions: z.string().describe('Sky and precipitation in words, e.g. "Partly cloudy".'),
});

/** Climate statistics of one month. */
export const monthlyClimateSchema = z.object({
  min_temp: z.number().describe('Average daily low, in degrees Fahrenheit.'),
  max_temp: z.number().describe('Average daily high, in degrees Fahrenheit.'),
  record_min_temp: z.number().describe('Lowest temperature ever recorded in that month.'),
  record_max_temp: z.number().describe('Highest temperature ever recorded in that month.'),
  avg_rainfall: z.number().describe('Average rainfall over the month, in inches.'),
  snow_days: z.number().describe('Average number of days with snow.'),
});
