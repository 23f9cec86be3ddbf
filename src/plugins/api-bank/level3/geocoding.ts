import { defineApiBankApi } from '../shared/define.js';
import { assertSameName, exact } from '../shared/checks.js';

import { out, str } from '../shared/params.js';
import { lookup, type Level3World } from './world.js';

export const Geocoding = defineApiBankApi({
  name: 'Geocoding',
  description: 'Returns the coordinates of a place.',
  parameters: { address: str('The place, e.g. Paris.') },
  output: { latitude: out('float', 'Latitude.'), longitude: out('float', 'Longitude.') },
  database: 'Level3',
  run(args, { db }) {
    const world = db as Level3World;
    return { ...lookup(world.places, args.address) };
  },
  check(response, gold) {
    assertSameName(response, gold);
    return exact(response, gold);
  },
});
