import { defineApiBankApi } from '../shared/define.js';
import { assertSameName, exact } from '../shared/checks.js';

import { int, out } from '../shared/params.js';
import { lookup, type Level3World } from './world.js';

export const UserPosts = defineApiBankApi({
  name: 'UserPosts',
  description: 'Lists the ids of the posts of a user.',
  parameters: { user_id: int('The user id.') },
  output: { post_ids: out('list', 'Post ids.') },
  database: 'Level3',
  run(args, { db }) {
    const world = db as Level3World;
    return { post_ids: [...lookup(world.posts, args.user_id)] };
  },
  check(response, gold) {
    assertSameName(response, gold);
    return exact(response, gold);
  },
});
