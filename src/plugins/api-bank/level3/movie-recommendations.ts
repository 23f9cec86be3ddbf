import { defineApiBankApi } from '../shared/define.js';
import { assertSameName, exact } from '../shared/checks.js';

import { list, out } from '../shared/params.js';
import { lookup, type Level3World } from './world.js';

export const MovieRecommendations = defineApiBankApi({
  name: 'MovieRecommendations',
  description: 'Recommends movies for a list of genres.',
  parameters: { preferences: list('Genres, e.g. Action and Comedy.') },
  output: { recommended_movies: out('list', 'Titles.') },
  database: 'Level3',
  run(args, { db }) {
    const world = db as Level3World;
    // A list given as text is iterated character by character, as in API-Bank (spec §7 B2).
    const genres: string[] = typeof args.preferences === 'string' ? [...args.preferences] : args.preferences;
    return { recommended_movies: genres.flatMap((genre) => lookup(world.genres, genre)) };
  },
  check(response, gold) {
    assertSameName(response, gold);
    return exact(response, gold);
  },
});
