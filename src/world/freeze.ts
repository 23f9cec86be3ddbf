import { Immer, freeze, isDraftable } from 'immer';
import { ShardedMap, finishMap } from './sharded-map.js';

/**
 * Immer without its automatic deep freeze. Recipes behave exactly as with the default `produce`;
 * the caller freezes the result with `freezeNewParts`, which does the same job in less time (on
 * the executor's hot path Immer's own freeze was a quarter of an action call).
 */
export const unfrozenImmer = new Immer({ autoFreeze: false });

// Immer's own refusal, taken from a map Immer froze, so that writing to a frozen map of the state
// fails exactly as it does on the maps Immer froze itself (same function, same message).
const refuseMutation = Object.getOwnPropertyDescriptor(freeze(new Map(), false), 'set')!.value as () => never;
const refusal: PropertyDescriptor = { value: refuseMutation };

// Frozen maps and sets get a prototype whose mutating methods refuse, instead of four own
// properties each: defining properties on every new map cost more than the rest of the freeze.
// `constructor` is still Map (or Set), so equality checks and `instanceof` see an ordinary map.
const frozenMapPrototype = Object.create(Map.prototype, { set: refusal, delete: refusal, clear: refusal }) as object;
const frozenSetPrototype = Object.create(Set.prototype, { add: refusal, delete: refusal, clear: refusal }) as object;

/**
 * Deep-freezes what a recipe created, the way Immer's auto-freeze does: plain objects, arrays,
 * maps and sets, with the mutating methods of maps and sets made to throw. It stops at anything
 * already frozen, which is every part the recipe did not change, so the cost follows the maps and
 * records the call copied, not the whole world. `previous` is the finished value the recipe
 * started from: inside a `ShardedMap` (whose arrays are not frozen, see `finishMap`) the parts
 * still shared with it are how the walk knows where to stop. Without it a new map is walked whole.
 */
export function freezeNewParts<T>(value: T, previous?: unknown): T {
  if (typeof value !== 'object' || value === null || value === previous || Object.isFrozen(value)) return value;
  if (value instanceof Map) {
    Object.setPrototypeOf(value, frozenMapPrototype);
    Object.freeze(value);
    for (const item of value.values()) freezeNewParts(item);
  } else if (value instanceof Set) {
    Object.setPrototypeOf(value, frozenSetPrototype);
    Object.freeze(value);
    for (const item of value.values()) freezeNewParts(item);
  } else if (Array.isArray(value)) {
    Object.freeze(value);
    for (let index = 0; index < value.length; index++) freezeNewParts(value[index]);
  } else if (value instanceof ShardedMap) {
    finishMap(value, previous instanceof ShardedMap ? previous : undefined, freezeNewParts);
  } else if (isDraftable(value)) {
    Object.freeze(value);
    const before = typeof previous === 'object' && previous !== null ? (previous as Record<string, unknown>) : undefined;
    for (const key of Object.keys(value)) {
      freezeNewParts((value as Record<string, unknown>)[key], before !== undefined && Object.prototype.hasOwnProperty.call(before, key) ? before[key] : undefined);
    }
  }
  return value;
}
