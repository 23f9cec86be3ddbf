import { isDatabaseMap } from '../world/sharded-map.js';

/**
 * A plain JSON copy of a value: Maps become objects, Sets arrays, non-finite numbers strings, and
 * undefined members are dropped, so that world states and model output survive `JSON.stringify`.
 */
export function toJSONValue(value: unknown): unknown {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : String(value);
  if (typeof value === 'bigint') return value.toString();
  if (value === undefined || typeof value === 'function' || typeof value === 'symbol') return undefined;
  if (isDatabaseMap(value)) return toJSONValue(Object.fromEntries(value));
  if (value instanceof Set) return toJSONValue([...value]);
  if (Array.isArray(value)) return value.map((item) => toJSONValue(item) ?? null);
  if (value instanceof Error) return { name: value.name, message: value.message };
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
    const converted = toJSONValue(item);
    if (converted !== undefined) out[key] = converted;
  }
  return out;
}
