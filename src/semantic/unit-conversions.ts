/**
 * One quantity in two metric units: "1.5 km" / "1,500 metres", "1.5 tonnes" / "1,500 kg", "250 ml" /
 * "0.25 litres", "half a litre" / "500 ml". A quantity of one text is written in the other text's smaller unit when the two
 * are the same amount, so that their numbers meet; amounts that differ are left as written, and
 * the number rules see them differ. Only exact metric steps: a mile is no round number of metres.
 */
import { UNITS } from './lexicon.js';

/** Each spelled-out metric unit with its dimension and its size in that dimension's smallest unit. */
const SIZES: ReadonlyMap<string, readonly [string, number]> = new Map([
  ['millimetres', ['length', 1]], ['centimetres', ['length', 10]], ['metres', ['length', 1000]], ['kilometres', ['length', 1e6]],
  ['milligrams', ['mass', 1]], ['grams', ['mass', 1000]], ['kilograms', ['mass', 1e6]], ['tonnes', ['mass', 1e9]],
  ['millilitres', ['volume', 1]], ['litres', ['volume', 1000]],
]);

const QUANTITY = new RegExp(
  `(\\d(?:[\\d,]*\\d)?(?:\\.\\d+)?|\\bhalf an?(?= ))\\s?(${[...UNITS.keys()].sort((a, b) => b.length - a.length).map((unit) => unit.replace('/', '\\/')).join('|')})(?![\\p{L}\\d'/-])`,
  'giu',
);

interface Quantity {
  readonly written: string;
  readonly number: string;
  readonly unit: string;
  readonly dimension: string;
  readonly size: number;
  readonly amount: number;
}

function quantities(text: string): Quantity[] {
  const out: Quantity[] = [];
  for (const m of text.matchAll(QUANTITY)) {
    const unit = m[2]!;
    const name = UNITS.get(unit) ?? (unit.length > 1 ? UNITS.get(unit.toLowerCase()) : undefined);
    const size = name === undefined ? undefined : SIZES.get(name);
    if (size === undefined) continue;
    const value = /^half/i.test(m[1]!) ? 0.5 : Number(m[1]!.replace(/,/g, ''));
    if (!Number.isFinite(value)) continue;
    out.push({ written: m[0], number: m[1]!, unit, dimension: size[0], size: size[1], amount: value * size[1] });
  }
  return out;
}

/**
 * `text` with each metric quantity that `other` gives in a smaller unit written as `other` writes it.
 *
 * @example
 * sameQuantitiesAs('Lot 2B, 1.5 km past the church', 'Lot 2B, 1,500 metres past the church');
 * // 'Lot 2B, 1,500 metres past the church'
 */
export function sameQuantitiesAs(text: string, other: string): string {
  if (!/\d|\bhalf\b/i.test(text) || !/\d|\bhalf\b/i.test(other)) return text;
  const theirs = quantities(other);
  if (theirs.length === 0) return text;
  let out = text;
  for (const mine of quantities(text)) {
    const match = theirs.find((q) => q.dimension === mine.dimension && q.size < mine.size && Math.abs(q.amount - mine.amount) <= 1e-9 * Math.max(q.amount, mine.amount));
    if (match !== undefined) out = out.replace(mine.written, match.written);
  }
  return out;
}

/**
 * The same number in another unit of one dimension: "2.5 km" / "2.5 metres" are two lengths, though
 * their numbers agree. Reported as a number changed, with each quantity as written.
 *
 * @example
 * unitChanges('The path is 2.5 kilometres long', 'The path is 2.5 metres long');
 * // [{ kind: 'number', expected: '2.5 kilometres', actual: '2.5 metres' }]
 */
export function unitChanges(text: string, other: string): { readonly kind: 'number'; readonly expected: string; readonly actual: string }[] {
  if (!/\d/.test(text) || !/\d/.test(other)) return [];
  const theirs = quantities(other);
  if (theirs.length === 0) return [];
  const found: { readonly kind: 'number'; readonly expected: string; readonly actual: string }[] = [];
  for (const mine of quantities(text)) {
    const value = mine.amount / mine.size;
    const same = (q: Quantity) => q.dimension === mine.dimension && Math.abs(q.amount - mine.amount) <= 1e-9 * Math.max(q.amount, mine.amount);
    if (theirs.some(same)) continue;
    const moved = theirs.find((q) => q.dimension === mine.dimension && q.size !== mine.size && q.amount / q.size === value);
    if (moved !== undefined) found.push({ kind: 'number', expected: mine.written, actual: moved.written });
  }
  return found;
}
