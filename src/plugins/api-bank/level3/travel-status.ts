import { defineApiBankApi } from '../shared/define.js';
import { assertSameName, exact } from '../shared/checks.js';

import { out, str } from '../shared/params.js';
import { lookup, type Level3World } from './world.js';

export const TravelStatus = defineApiBankApi({
  name: 'TravelStatus',
  description: 'Tells whether a person is travelling or working.',
  parameters: { member_name: str('The person.') },
  output: { status: out('str', 'The status.') },
  database: 'Level3',
  run(args, { db }) {
    const world = db as Level3World;
    return lookup(world.travelStatus, args.member_name);
  },
  check(response, gold) {
    assertSameName(response, gold);
    return exact(response, gold);
  },
});
