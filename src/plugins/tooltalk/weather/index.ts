import { definePlugin } from '../../../world/define.js';
import { weatherDatabase, historicWeatherDatabase } from './database.js';
import { CurrentWeather } from './current-weather.js';
import { ForecastWeather } from './forecast-weather.js';
import { HistoricWeather } from './historic-weather.js';

/** Weather: today's weather, a three-day forecast and monthly climate, for anyone (no login). */
export const Weather = definePlugin({
  name: 'Weather',
  description: 'Weather for cities and places: today, the next three days, and typical monthly climate.',
  databases: [weatherDatabase, historicWeatherDatabase],
  tools: [CurrentWeather, ForecastWeather, HistoricWeather],
});

export { CurrentWeather, ForecastWeather, HistoricWeather };
