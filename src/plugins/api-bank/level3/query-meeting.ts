import { defineApiBankApi } from '../shared/define.js';
import { assertSameName, exact } from '../shared/checks.js';

import { out, str } from '../shared/params.js';
import { lookup, type Level3World } from './world.js';

export const QueryMeetingLevel3 = defineApiBankApi({
  name: 'QueryMeeting',
  description: 'Lists the meetings of a user.',
  parameters: { user_name: str('The user.') },
  output: { meetings: out('list', 'The meetings.') },
  database: 'Level3',
  run(args, { db }) {
    const world = db as Level3World;
    return { meetings: structuredClone(lookup(world.meetings, args.user_name)) };
  },
  check(response, gold) {
    assertSameName(response, gold);
    return exact(response, gold);
  },
});
