/**
 * The level-3 world from the recorded level-3 calls. API-Bank keeps this data inside its level-3
 * classes; what those classes answered is recorded in level-3.json, so the facts a gold chain
 * touches can be read back from it. Inputs no recorded call used are unknown to this world.
 */
import type { Level3World } from '../../plugins/api-bank/index.js';
import type { LevelThreeSample } from './data/schemas.js';

export function emptyLevelThreeWorld(): Level3World {
  return {
    accounts: {}, meetings: {}, places: {}, weather: [], organizations: {}, travelStatus: {}, watchedMovies: {},
    moviePreferences: {}, genres: {}, salaries: {}, restaurants: [], flights: [], hotels: [], posts: {},
  };
}

const addUnique = <T>(list: T[], value: T): void => {
  if (!list.some((existing) => JSON.stringify(existing) === JSON.stringify(value))) list.push(value);
};

/** Reads the level-3 world back from the recorded calls that succeeded. */
export function deriveLevelThreeWorld(samples: readonly LevelThreeSample[]): Level3World {
  const world = emptyLevelThreeWorld();
  for (const call of samples.flatMap((sample) => sample.apis)) {
    const { input, output: envelope } = call;
    if (envelope.exception !== null) continue;
    const output = envelope.output as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
    const key = (name: string): string => String(input[name]);
    switch (call.api_name) {
      case 'AccountInfo':
        world.accounts[key('username')] = { password: key('password'), email: output.email, phone: output.phone };
        break;
      case 'PersonalInfoUpdate':
        world.accounts[key('username')] ??= { password: key('password'), email: '', phone: '' };
        break;
      case 'QueryMeeting':
        world.meetings[key('user_name')] = output.meetings;
        break;
      case 'Geocoding':
        world.places[key('address')] = { latitude: output.latitude, longitude: output.longitude };
        break;
      case 'GetWeatherForCoordinates':
        addUnique(world.weather, { latitude: Number(input.latitude), longitude: Number(input.longitude), ...output } as Level3World['weather'][number]);
        break;
      case 'OrganizationMembers':
        world.organizations[key('organization')] = output.members;
        break;
      case 'TravelStatus':
        world.travelStatus[key('member_name')] = envelope.output as string;
        break;
      case 'UserWatchedMovies':
        world.watchedMovies[key('user_name')] = envelope.output as string[];
        break;
      case 'UserMoviePreferences':
        world.moviePreferences[key('user_name')] = output.preferences;
        break;
      case 'MovieRecommendations': {
        const genres = input.preferences as string[];
        const titles = output.recommended_movies as string[];
        const size = titles.length / genres.length;
        if (Array.isArray(genres) && Number.isInteger(size)) genres.forEach((genre, i) => (world.genres[genre] = titles.slice(i * size, (i + 1) * size)));
        break;
      }
      case 'GetOccupationSalary':
        world.salaries[key('occupation')] = output.salary;
        break;
      case 'NearbyRestaurants':
        world.restaurants = output.restaurants;
        break;
      case 'FlightSearch':
        for (const flight of output.flights) addUnique(world.flights, flight);
        break;
      case 'HotelAvailability':
        for (const hotel of output.hotels) addUnique(world.hotels, hotel);
        break;
      case 'UserPosts':
        world.posts[key('user_id')] = output.post_ids;
        break;
    }
  }
  return world;
}
