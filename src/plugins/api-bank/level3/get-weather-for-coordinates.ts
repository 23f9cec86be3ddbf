import { defineApiBankApi } from '../shared/define.js';
import { exact } from '../shared/checks.js';
import { EscapedError, refuse } from '../shared/errors.js';
import { float, out } from '../shared/params.js';
import type { Level3World } from './world.js';

export const GetWeatherForCoordinates = defineApiBankApi({
  name: 'GetWeatherForCoordinates',
  description: 'Returns the current weather at a latitude and longitude.',
  parameters: { latitude: float('Latitude.'), longitude: float('Longitude.') },
  output: { temperature: out('float', 'Degrees Celsius.'), humidity: out('float', 'Relative humidity.'), description: out('str', 'The sky.') },
  database: 'Level3',
  run({ latitude, longitude }, { db, mode }) {
    const found = (db as Level3World).weather.find((entry) => entry.latitude === latitude && entry.longitude === longitude);
    if (found === undefined) {
      // In API-Bank this error escapes the tool instead of becoming its exception (spec §7 B19).
      if (mode === 'compat') throw new EscapedError("'NoneType' object is not subscriptable");
      refuse('There is no weather report for these coordinates.');
    }
    return { temperature: found.temperature, humidity: found.humidity, description: found.description };
  },
  check: exact,
});
