import { defineApiBankApi } from '../shared/define.js';
import { assertSameName, pythonEquals } from '../shared/checks.js';
import { item } from '../shared/errors.js';
import { float, int, out } from '../shared/params.js';
import type { Level3World } from './world.js';

export const NearbyRestaurants = defineApiBankApi({
  name: 'NearbyRestaurants',
  description: 'Lists restaurants near a latitude and longitude.',
  parameters: { latitude: float('Latitude.'), longitude: float('Longitude.'), distance: int('Radius in metres.') },
  output: { restaurants: out('list', 'Restaurants: name and coordinates.') },
  database: 'Level3',
  // API-Bank returns every restaurant whatever the place (spec §2.6).
  run: (_args, { db }) => ({ restaurants: structuredClone((db as Level3World).restaurants) }),
  check(response, gold) {
    assertSameName(response, gold);
    return pythonEquals(item(response, 'input'), item(gold, 'input'));
  },
});
