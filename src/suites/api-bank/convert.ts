/**
 * Argument conversion by declared type (spec §3.2). `compat` is API-Bank's: int needs a digit
 * string, float a digit string with at most one dot, bool is true only for `True`, lists stay text.
 * `fixed` reads what a caller means: signed numbers, `true`/`false`, and Python or JSON list
 * literals become real lists.
 */
import type { ApiBankMode, ParameterType } from '../../plugins/api-bank/index.js';
import { parseDecimal } from '../../python/unicode.js';
import { parseCalls } from '../../agents/text-format/parse.js';
import { pyRepr } from '../../python/index.js';

export type DispatchErrorKind = 'unknown-api' | 'unknown-parameter' | 'parameter-type' | 'missing-argument' | 'escaped';

/** An error API-Bank's manager throws instead of returning an envelope. */
export class DispatchError extends Error {
  override readonly name = 'DispatchError';
  constructor(
    readonly kind: DispatchErrorKind,
    message: string,
  ) {
    super(message);
  }
  static isInstance(value: unknown): value is DispatchError {
    return value instanceof DispatchError;
  }
}

const ALL_DIGITS = /^\p{Nd}+$/u;

function compat(value: unknown, type: ParameterType): unknown {
  if (type === 'int') {
    if (typeof value === 'string') {
      if (!ALL_DIGITS.test(value)) throw new DispatchError('parameter-type', `invalid parameter type. parameter: ${value}`);
      return parseDecimal(value);
    }
    if (typeof value === 'number' || typeof value === 'boolean') return Math.trunc(Number(value));
    throw new DispatchError('parameter-type', `invalid parameter type. parameter: ${pyRepr(value)}`);
  }
  if (type === 'float') {
    if (typeof value === 'string') {
      if (!ALL_DIGITS.test(value.replace('.', ''))) throw new DispatchError('parameter-type', 'invalid parameter type.');
      const [whole = '', fraction = ''] = value.split('.');
      return Number(`${whole === '' ? 0 : parseDecimal(whole)}.${fraction === '' ? 0 : [...fraction].map((d) => parseDecimal(d)).join('')}`);
    }
    if (typeof value === 'number' || typeof value === 'boolean') return Number(value);
    throw new DispatchError('parameter-type', 'invalid parameter type.');
  }
  if (type === 'bool') return value === 'True';
  // API-Bank's parser only ever produces text, so its APIs assume it; other values are refused
  // here rather than failing somewhere inside an API.
  if (typeof value === 'string' || ((type === 'list' || type === 'list(str)') && Array.isArray(value))) return value;
  throw new DispatchError('parameter-type', `invalid parameter type. parameter: ${pyRepr(value)} (API-Bank's calls carry text)`);
}

function literal(text: string): unknown {
  try {
    const [call] = parseCalls(`[V(v=${text})]`);
    return call?.arguments.v;
  } catch {
    return undefined;
  }
}

function fixed(name: string, value: unknown, type: ParameterType): unknown {
  const wrong = (expected: string): never => {
    throw new DispatchError('parameter-type', `invalid parameter type. parameter '${name}' takes ${expected}, got ${pyRepr(value)}`);
  };
  const text = typeof value === 'string' ? value.trim() : undefined;
  switch (type) {
    case 'int':
      if (typeof value === 'number' && Number.isInteger(value)) return value;
      if (text !== undefined && /^[+-]?\d+$/.test(text)) return Number(text);
      return wrong('a whole number');
    case 'float':
      if (typeof value === 'number') return value;
      if (text !== undefined && text !== '' && Number.isFinite(Number(text))) return Number(text);
      return wrong('a number');
    case 'bool':
      if (typeof value === 'boolean') return value;
      if (text !== undefined && /^(true|false)$/i.test(text)) return text.toLowerCase() === 'true';
      return wrong('True or False');
    case 'list':
    case 'list(str)': {
      const parsed = Array.isArray(value) ? value : text === undefined ? undefined : literal(text);
      if (!Array.isArray(parsed)) return wrong('a list');
      if (type === 'list(str)' && !parsed.every((item) => typeof item === 'string')) return wrong('a list of text');
      return parsed;
    }
    default:
      if (typeof value === 'string') return value;
      // A number for a text parameter (an id, a code) means its digits.
      if (typeof value === 'number' && Number.isFinite(value)) return String(value);
      return wrong('text');
  }
}

/** One argument converted to its declared type, or a DispatchError with API-Bank's text. */
export function convertArgument(name: string, value: unknown, type: ParameterType, mode: ApiBankMode): unknown {
  return mode === 'compat' ? compat(value, type) : fixed(name, value, type);
}
