import { defineApiBankApi } from '../shared/define.js';
import { assertSameName, exact } from '../shared/checks.js';
import { float, out, str } from '../shared/params.js';

export const ClothingRecommendation = defineApiBankApi({
  name: 'ClothingRecommendation',
  description: 'Suggests clothes for a temperature, humidity and kind of weather.',
  parameters: { temperature: float('Degrees Celsius.'), humidity: float('Relative humidity.'), weather_conditions: str('e.g. Sunny, Rainy.') },
  output: { clothing_options: out('list', 'What to wear.') },
  run({ temperature, humidity, weather_conditions }) {
    const options =
      temperature < 10
        ? ['Warm coat', 'Hat', 'Gloves']
        : temperature < 20
          ? ['Light jacket', 'Long-sleeved shirt']
          : temperature < 30
            ? ['T-shirt', 'Shorts']
            : ['Sun hat', 'Sunglasses', 'Loose-fitting clothes'];
    if (humidity > 70) options.push('Umbrella', 'Waterproof shoes');
    if (String(weather_conditions).toLowerCase().includes('rain')) options.push('Raincoat');
    return { clothing_options: options };
  },
  check(response, gold) {
    assertSameName(response, gold);
    return exact(response, gold);
  },
});
