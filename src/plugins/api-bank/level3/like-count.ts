import { defineApiBankApi } from '../shared/define.js';
import { assertSameName, exact } from '../shared/checks.js';
import { refuse } from '../shared/errors.js';
import { int, out } from '../shared/params.js';
import { type Level3World } from './world.js';

export const LikeCount = defineApiBankApi({
  name: 'LikeCount',
  description: 'Returns how many likes a post has.',
  parameters: { post_id: int('The post id.') },
  output: { like_count: out('int', 'Likes.') },
  database: 'Level3',
  run(args, { db }) {
    const world = db as Level3World;
    const known = Object.values(world.posts).some((ids) => ids.includes(args.post_id));
    if (!known) refuse(`Post with ID ${args.post_id} does not exist.`);
    return { like_count: args.post_id * 10 };
  },
  check(response, gold) {
    assertSameName(response, gold);
    return exact(response, gold);
  },
});
