// What the model sees of a server answer (spec §2.8, §4.4, §6.2 item 5): Python's json.dumps of
// the object, cut at 1024 characters plus `...`, and a status code read from its error text.

import { pythonJsonDumps } from '../python-json/format.js';
import type { PyJson } from '../python-json/parse.js';

/** Upstream's `max_observation_length`. */
export const maximumObservationLength = 1024;

const statusByError: Record<string, number> = {
  'API not working error...': 6,
  'Unauthorized error...': 7,
  'Unsubscribed error...': 8,
  'Too many requests error...': 9,
  'Rate limit per minute error...': 10,
  'Message error...': 11,
};

/**
 * The observation string and status of a server answer.
 *
 * @example
 * observationOf(new Map([['error', ''], ['response', 'ok']])); // { observation: '{"error": "", "response": "ok"}', status: 0 }
 */
export function observationOf(body: PyJson, maximumLength = maximumObservationLength): { observation: string; status: number } {
  const text = pythonJsonDumps(body);
  const points = [...text];
  const observation = points.length > maximumLength ? `${points.slice(0, maximumLength).join('')}...` : text;
  const error = body instanceof Map ? body.get('error') : undefined;
  return { observation, status: typeof error === 'string' ? (statusByError[error] ?? 0) : 0 };
}
