/**
 * The reading of `[Name(key='value', ...)]` that fixed mode uses: the same call is located as in
 * API-Bank's dialect (the first line that has one), but a quoted value ends at the quote of the
 * same kind that closes it, that is, one followed by `, key=` or by the end of the arguments. So
 * `content='Don't forget'` reads `Don't forget`, `attendees='['A', 'B']'` reads `['A', 'B']`,
 * and an empty value stays empty. Values stay text; the manager converts them by declared type.
 */
import { readApiBankCall } from '../../agents/text-format/api-bank-dialect.js';

const KEY = /^[\s,]*([\p{L}\p{N}_]+)\s*=\s*/u;
const NEXT_KEY = /^\s*,\s*[\p{L}\p{N}_]+\s*=/u;

/** A call as fixed mode reads it, or undefined where there is none. */
export function readCallFixed(text: string): { name: string; arguments: Record<string, string> } | undefined {
  const located = readApiBankCall(text);
  if (located === undefined) return undefined;
  const inner = located.text.slice(located.name.length + 2, -2);
  const args: Record<string, string> = {};
  let rest = inner;
  for (;;) {
    const key = KEY.exec(rest);
    if (key === null) break;
    rest = rest.slice(key[0].length);
    let value: string;
    const quote = rest[0];
    if (quote === "'" || quote === '"') {
      let end = -1;
      for (let at = rest.indexOf(quote, 1); at !== -1; at = rest.indexOf(quote, at + 1)) {
        const after = rest.slice(at + 1);
        if (/^\s*$/.test(after) || NEXT_KEY.test(after)) {
          end = at;
          break;
        }
      }
      if (end === -1) end = rest.lastIndexOf(quote) > 0 ? rest.lastIndexOf(quote) : rest.length;
      value = rest.slice(1, end);
      rest = rest.slice(end + 1);
    } else {
      let end = rest.length;
      for (let at = rest.indexOf(','); at !== -1; at = rest.indexOf(',', at + 1)) {
        if (NEXT_KEY.test(rest.slice(at)) && balanced(rest.slice(0, at))) {
          end = at;
          break;
        }
      }
      value = rest.slice(0, end).trim();
      rest = rest.slice(end);
    }
    Object.defineProperty(args, key[1]!, { value, enumerable: true, writable: true, configurable: true });
  }
  return { name: located.name, arguments: args };
}

function balanced(text: string): boolean {
  let depth = 0;
  for (const ch of text) {
    if (ch === '[' || ch === '{' || ch === '(') depth++;
    else if (ch === ']' || ch === '}' || ch === ')') depth--;
  }
  return depth <= 0;
}
