import { defineApiBankApi } from '../shared/define.js';
import { assertSameName, exact } from '../shared/checks.js';

import { out, str } from '../shared/params.js';
import { lookup, type Level3World } from './world.js';

export const UserMoviePreferences = defineApiBankApi({
  name: 'UserMoviePreferences',
  description: 'Lists the favourite movie genres of a user.',
  parameters: { user_name: str('The user.') },
  output: { preferences: out('list', 'Genres.') },
  database: 'Level3',
  run(args, { db }) {
    const world = db as Level3World;
    return { preferences: [...lookup(world.moviePreferences, args.user_name)] };
  },
  check(response, gold) {
    assertSameName(response, gold);
    return exact(response, gold);
  },
});
