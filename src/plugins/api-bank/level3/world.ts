/**
 * The level-3 world. API-Bank hard-codes it inside its level-3 classes; toolworld keeps it in one
 * database, `Level3`, so that it is data: the suite fills it from a folder (init_database layout,
 * `Level3.json`) or derives it from the recorded level-3 calls.
 */
export interface Level3World {
  accounts: Record<string, { password: string; email: string; phone: string; address?: string }>;
  meetings: Record<string, unknown[]>;
  places: Record<string, { latitude: number; longitude: number }>;
  weather: { latitude: number; longitude: number; temperature: number; humidity: number; description: string }[];
  organizations: Record<string, string[]>;
  travelStatus: Record<string, string>;
  watchedMovies: Record<string, string[]>;
  moviePreferences: Record<string, string[]>;
  genres: Record<string, string[]>;
  salaries: Record<string, number>;
  restaurants: unknown[];
  flights: { source: string; destination: string; departure_date: string; arrival_date: string }[];
  hotels: { destination: string; check_in_date: string; check_out_date: string }[];
  /** Posts per user id; post ids 1.. have 10 likes per id. */
  posts: Record<string, number[]>;
}

import { KeyError } from '../shared/errors.js';

/** `world[table][key]` with Python's KeyError (its text is the quoted key) when absent. */
export function lookup<T>(table: Record<string, T>, key: string | number): T {
  if (!Object.hasOwn(table, String(key))) throw new KeyError(key);
  return table[String(key)]!;
}
