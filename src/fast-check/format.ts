import { isStateReference } from './references.js';

const LONG = 60;
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/**
 * Arguments as a counterexample shows them: JavaScript-like, references by what they stand for,
 * long strings cut with their length, NaN and Infinity by name, and keys such as `__proto__` quoted
 * so that nobody mistakes them for a prototype.
 *
 * @example
 * formatValue({ time: '07:30:00', alarm_id: new RecordReference('Alarm', 'alarm_id', 'own', 2) });
 * // { time: "07:30:00", alarm_id: <caller's alarm_id #2> }
 */
export function formatValue(value: unknown, depth = 0): string {
  if (isStateReference(value)) return value.toString();
  if (typeof value === 'string') {
    if (value.length <= LONG) return JSON.stringify(value);
    return `${JSON.stringify(value.slice(0, 20))}... (${value.length.toLocaleString('en-US')} characters)`;
  }
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  if (value === null || value === undefined) return String(value);
  if (depth > 3) return Array.isArray(value) ? '[...]' : '{...}';
  if (Array.isArray(value)) return `[${value.map((item) => formatValue(item, depth + 1)).join(', ')}]`;
  if (typeof value === 'object') {
    const keys = Object.keys(value);
    if (keys.length === 0) return '{}';
    const entries = keys.map((key) => {
      const shownKey = IDENTIFIER.test(key) && key !== '__proto__' ? key : JSON.stringify(key);
      return `${shownKey}: ${formatValue((value as Record<string, unknown>)[key], depth + 1)}`;
    });
    return `{ ${entries.join(', ')} }`;
  }
  return typeof value;
}
