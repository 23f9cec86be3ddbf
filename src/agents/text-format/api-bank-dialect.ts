/**
 * API-Bank's own reading of the call format (spec §4), reproduced exactly so that a prediction
 * scores as it does in API-Bank: the first `[Name(...)]` of the first line that has one (greedy to
 * that line's last `)]`), then `key='value'` / `key=[...]` / `key=word` pairs found left to right.
 * Every value is a string, and the truncations are API-Bank's: a quoted value ends at the first
 * quote of either kind, `-3` is dropped, `3.5` reads `"3"`, an empty quoted value swallows the next
 * key. Python's `\w` is Unicode letters and digits plus `_`; Python's `.` is anything but `\n`.
 */

import { PY_SPACE_CLASS, PY_WORD_CLASS_BODY } from '../../python/unicode.js';

const W = `[${PY_WORD_CLASS_BODY}]`;
const S = `${PY_SPACE_CLASS}*`;
const LOCATE = new RegExp(`\\[(${W}+)\\(([^\\n]*)\\)\\]`, 'u');
const PAIR = new RegExp(
  `(${W}+)${S}=${S}['"]([^\\n]+?)['"]|(${W}+)${S}=${S}(\\[[^\\n]*\\])|(${W}+)${S}=${S}(${W}+)`,
  'gu',
);

/** One call as API-Bank reads it: the name and string-valued parameters in first-seen order. */
export interface ApiBankCall {
  readonly name: string;
  readonly arguments: Record<string, string>;
  /** The located text, from `[` to the last `)]` of its line. */
  readonly text: string;
  /** Offset of the located `[` in the input. */
  readonly offset: number;
}

/**
 * The call API-Bank's evaluator would see in `text`, or undefined where API-Bank finds none
 * ("No API call found").
 *
 * @example
 * readApiBankCall("API-Request: [QueryStock(stock_code='AAPL', date='2023-01-02')]")
 * // { name: 'QueryStock', arguments: { stock_code: 'AAPL', date: '2023-01-02' }, ... }
 */
export function readApiBankCall(text: string): ApiBankCall | undefined {
  const match = LOCATE.exec(text);
  if (match === null) return undefined;
  const args: Record<string, string> = {};
  PAIR.lastIndex = 0;
  const inner = match[2]!;
  for (let pair = PAIR.exec(inner); pair !== null; pair = PAIR.exec(inner)) {
    const key = pair[1] ?? pair[3] ?? pair[5]!;
    const value = pair[2] ?? pair[4] ?? pair[6]!;
    // A plain assignment of `__proto__` would set the prototype instead of a key.
    Object.defineProperty(args, key, { value, enumerable: true, writable: true, configurable: true });
  }
  return { name: match[1]!, arguments: args, text: match[0], offset: match.index };
}
