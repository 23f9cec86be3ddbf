/**
 * API-Bank's calculator, step for step (spec §2.5), including its failures: the first `(` pairs
 * with the first `)` (so nested parentheses fail), operators take Python list neighbours (index -1
 * is the last element), and operands that are operator characters fail with Python's type errors.
 * The original never terminates on a minus at the start or after `(`; here that is refused.
 */
import { ApiError } from '../shared/errors.js';

type Token = number | string;

const pyType = (value: Token): string => (typeof value === 'number' ? 'float' : 'str');

function apply(operator: string, left: Token, right: Token): Token {
  if (typeof left === 'number' && typeof right === 'number') {
    if (operator === '+') return left + right;
    if (operator === '-') return left - right;
    if (operator === '*') return left * right;
    if (right === 0) throw new ApiError('float division by zero');
    return left / right;
  }
  if (operator === '*') throw new ApiError(`can't multiply sequence by non-int of type '${pyType(typeof left === 'string' ? right : left)}'`);
  if (operator === '+' && typeof left === 'string') {
    if (typeof right === 'string') return left + right;
    throw new ApiError('can only concatenate str (not "float") to str');
  }
  throw new ApiError(`unsupported operand type(s) for ${operator}: '${pyType(left)}' and '${pyType(right)}'`);
}

/** Python's `list[index]` with negative indexes and IndexError. */
function at(tokens: Token[], index: number): Token {
  const resolved = index < 0 ? tokens.length + index : index;
  if (resolved < 0 || resolved >= tokens.length) throw new ApiError('list index out of range');
  return tokens[resolved]!;
}

/** Python's `tokens[start:stop] = [value]`. */
function replaceSlice(tokens: Token[], start: number, stop: number, value: Token): void {
  const from = Math.min(start < 0 ? Math.max(tokens.length + start, 0) : start, tokens.length);
  const to = Math.max(Math.min(stop < 0 ? tokens.length + stop : stop, tokens.length), from);
  tokens.splice(from, to - from, value);
}

const UNARY = 'invalid formula: a minus sign at the start or right after "(" is not supported';

function reduce(tokens: Token[], operators: readonly string[]): void {
  for (;;) {
    const index = tokens.findIndex((token) => typeof token === 'string' && operators.includes(token));
    if (index === -1) return;
    const value = apply(tokens[index] as string, at(tokens, index - 1), at(tokens, index + 1));
    // At index 0 Python's slice `[-1:2]` never removes the operator, so the original loops forever.
    if (index === 0) throw new ApiError(UNARY);
    replaceSlice(tokens, index - 1, index + 2, value);
  }
}

function evaluate(tokens: Token[]): Token {
  while (tokens.includes('(')) {
    const open = tokens.indexOf('(');
    const close = tokens.indexOf(')');
    if (close === -1) throw new ApiError("')' is not in list");
    const inner = open + 1 <= close ? tokens.slice(open + 1, close) : [];
    replaceSlice(tokens, open, close + 1, evaluate(inner));
  }
  reduce(tokens, ['*', '/']);
  reduce(tokens, ['+', '-']);
  return at(tokens, 0);
}

/** The value of a formula as API-Bank computes it, or an ApiError with its message. */
export function calculate(formula: string): Token {
  const text = formula.replaceAll(' ', '');
  const operators = [...text].filter((ch) => '+-*/'.includes(ch)).length;
  if (
    text === '' ||
    !/^[0-9+\-*/()]*$/.test(text) ||
    [...text].filter((ch) => ch === '(').length !== [...text].filter((ch) => ch === ')').length ||
    operators === 0 ||
    operators + 1 === text.length
  ) {
    throw new ApiError('invalid formula');
  }
  const tokens: Token[] = [];
  for (const match of text.matchAll(/[0-9]+|./g)) tokens.push(/^[0-9]/.test(match[0]) ? Number(match[0]) : match[0]);
  return evaluate(tokens);
}
