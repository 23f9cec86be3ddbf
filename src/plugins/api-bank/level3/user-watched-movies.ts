import { defineApiBankApi } from '../shared/define.js';
import { assertSameName, exact } from '../shared/checks.js';
import { refuse } from '../shared/errors.js';
import { out, str } from '../shared/params.js';
import { type Level3World } from './world.js';

export const UserWatchedMovies = defineApiBankApi({
  name: 'UserWatchedMovies',
  description: 'Lists the movies a user has watched.',
  parameters: { user_name: str('The user.') },
  output: { watched_movies: out('list', 'Titles.') },
  database: 'Level3',
  run(args, { db }) {
    const world = db as Level3World;
    if (!Object.hasOwn(world.watchedMovies, args.user_name)) refuse('User not found.');
    return [...world.watchedMovies[args.user_name]!];
  },
  check(response, gold) {
    assertSameName(response, gold);
    return exact(response, gold);
  },
});
