/**
 * One quantity in two units of one system: "1.5 km" / "1,500 metres", "1.5 tonnes" / "1,500 kg", "250 ml" /
 * "0.25 litres", "half a litre" / "500 ml", "500 GB" / "half a terabyte" (decimal steps, as drives
 * are sold), "3 feet" / "36 inches", "2 lb" / "32 oz", "a gallon" / "8 pints". A quantity of one
 * text is written in the other text's smaller unit when the two are the same amount, so that their
 * numbers meet; amounts that differ are left as written, and the number rules see them differ. Only
 * exact steps inside one system: a mile is no round number of metres, so the two systems never meet.
 * An amount in pounds written as a word meets the same amount with the sign ("1250 pounds" / "£1,250"),
 * and a share written as a fraction meets the percentage the other text gives ("a quarter off" / "25% off").
 */
import { NUMBER_WORDS, UNIT_ALTERNATION, unitName } from './lexicon.js';
import { allMatches } from './all-matches.js';

/** Each spelled-out metric unit with its dimension and its size in that dimension's smallest unit. */
const SIZES: ReadonlyMap<string, readonly [string, number]> = new Map([
  ['millimetres', ['length', 1]], ['centimetres', ['length', 10]], ['metres', ['length', 1000]], ['kilometres', ['length', 1e6]],
  ['milligrams', ['mass', 1]], ['grams', ['mass', 1000]], ['kilograms', ['mass', 1e6]], ['tonnes', ['mass', 1e9]],
  ['millilitres', ['volume', 1]], ['litres', ['volume', 1000]],
  ['watts', ['power', 1]], ['kilowatts', ['power', 1000]],
  ['megabytes', ['data', 1]], ['gigabytes', ['data', 1000]], ['terabytes', ['data', 1e6]],
  ['kilobits per second', ['line speed', 1]], ['megabits per second', ['line speed', 1000]], ['gigabits per second', ['line speed', 1e6]],
  // Imperial and US units, each system a dimension of its own: the steps inside it are exact.
  ['inches', ['imperial length', 1]], ['feet', ['imperial length', 12]], ['yards', ['imperial length', 36]], ['miles', ['imperial length', 63360]],
  ['ounces', ['imperial mass', 1]], ['pounds', ['imperial mass', 16]], ['stone', ['imperial mass', 224]],
  ['pints', ['imperial volume', 1]], ['quarts', ['imperial volume', 2]], ['gallons', ['imperial volume', 8]],
]);

/**
 * Imperial units spelled out, which the normaliser's table (`UNITS`) leaves as written ("a 40-foot
 * container" reads as a size, "Yard 2" as a place): read only here, after a number, against another
 * quantity of the same system. "pound" is not among them: after a number it is as often money.
 */
const IMPERIAL: ReadonlyMap<string, string> = new Map([
  ['inch', 'inches'], ['inches', 'inches'], ['foot', 'feet'], ['feet', 'feet'], ['yard', 'yards'], ['yards', 'yards'], ['yd', 'yards'], ['yds', 'yards'],
  ['mile', 'miles'], ['miles', 'miles'], ['stone', 'stone'], ['pint', 'pints'], ['pints', 'pints'], ['quart', 'quarts'], ['quarts', 'quarts'],
  ['gallon', 'gallons'], ['gallons', 'gallons'],
]);
const CONVERTIBLE_UNITS = [...new Set([...UNIT_ALTERNATION.split('|'), ...IMPERIAL.keys()])].sort((a, b) => b.length - a.length).join('|');

/** A number as written, with thousands grouped by commas or not: "1,500", "1500", "2.5". */
const AMOUNT = String.raw`\d(?:[\d,]*\d)?(?:\.\d+)?`;

/** Amounts written as words or as a fraction ("two litres", "1/2 kg"); not after another number word ("twenty two"). */
const WORD_AMOUNTS: ReadonlyMap<string, number> = new Map([
  ...[...NUMBER_WORDS].filter(([word, value]) => value >= 2 && value < 100 && word !== 'dozen'),
  ['1/2', 0.5],
  ['1/4', 0.25],
  ['3/4', 0.75],
]);
const WORD_AMOUNT = `(?<!(?:ty|hundred|thousand|and|\\d)[\\s-]|[\\d/])(?:${[...WORD_AMOUNTS.keys()].join('|')})(?![\\p{L}\\d/])`;

const QUANTITY = new RegExp(
  `(${WORD_AMOUNT}|${AMOUNT}|\\bhalf an?(?= )|\\b(?:(?:a|one)[\\s-]quarter|three[\\s-]quarters?)(?: of an?)?(?= )|\\b(?:a|an|one)(?= ))\\s?(${CONVERTIBLE_UNITS})(?![\\p{L}\\d'/-])`,
  'giu',
);

/**
 * A number, "half a" or "a quarter (of a)" right before the first letter of a unit, or an article before a whole unit
 * of three letters or more ("a gallon"), which every QUANTITY match begins with. QUANTITY is slow to
 * compile and to run (its units are matched ignoring case), so texts without such a start skip it.
 */
const QUANTITY_START = new RegExp(
  `(?:\\d|half an?|quarters?(?: of an?)?)\\s?[${[...new Set(CONVERTIBLE_UNITS.split('|').map((unit) => unit[0]!.replace(/[\\\]^-]/, '\\$&')))].join('')}]|\\b(?:an?|one) (?:${CONVERTIBLE_UNITS.split('|').filter((unit) => unit.length >= 3).join('|')})\\b`,
  'iu',
);

/** An amount in words before a word, which QUANTITY_START leaves to this cheaper test (no Unicode case folding). */
const WORD_AMOUNT_START = new RegExp(`\\b(?:${[...WORD_AMOUNTS.keys()].filter((word) => /^[a-z]/.test(word)).join('|')})[\\s-]?[a-z]`, 'i');
const mayHoldQuantity = (text: string) => QUANTITY_START.test(text) || WORD_AMOUNT_START.test(text);

interface Quantity {
  readonly written: string;
  readonly dimension: string;
  readonly size: number;
  readonly amount: number;
}

/** "m" after a number, which may be metres, "million" or "minutes": read as metres only against another text's length ("m²" is an area). */
const METRE_LETTER = new RegExp(String.raw`(?<![£$€][\d.,]*)(${AMOUNT})\s?(m)(?![\p{L}\p{N}'/-])`, 'gu');

/** What may follow "a mile" or "a gallon" used as an amount: "of", a clause's end, or a word of distance or time. */
const AMOUNT_ENDS = /^(?:\s+(?:of|away|long|wide|high|tall|deep|past|from|ahead|behind|later|on|in|to|for|each|per|and|or|a|an)\b|\s*(?:[,.;:!?)]|$))/i;

/**
 * The quantities of the texts read lately, by text, without and with a bare "m" read as metres. A
 * pair asks for the same texts' quantities some six times (both ways of spelling out, the unit
 * check), and the answer is a pure function of the text; no caller changes the list. Bounded:
 * cleared when full.
 */
const recentQuantities = [new Map<string, readonly Quantity[]>(), new Map<string, readonly Quantity[]>()] as const;
const RECENT_QUANTITIES = 64;

function quantities(text: string, metreLetter = false): readonly Quantity[] {
  const recent = recentQuantities[metreLetter ? 1 : 0];
  let found = recent.get(text);
  if (found === undefined) {
    found = readQuantities(text, metreLetter);
    if (recent.size >= RECENT_QUANTITIES) recent.clear();
    recent.set(text, found);
  }
  return found;
}

function readQuantities(text: string, metreLetter: boolean): Quantity[] {
  const out: Quantity[] = [];
  // Every match, "1.2 m" too, starts as QUANTITY_START does ("m" begins units of its own).
  if (!mayHoldQuantity(text)) return out;
  for (const m of metreLetter ? [...allMatches(text, QUANTITY), ...allMatches(text, METRE_LETTER)] : allMatches(text, QUANTITY)) {
    const name = m[2] === 'm' ? 'metres' : (unitName(m[2]!) ?? IMPERIAL.get(m[2]!.toLowerCase()));
    const size = name === undefined ? undefined : SIZES.get(name);
    if (size === undefined) continue;
    const article = /^(?:an?|one)$/i.test(m[1]!);
    // "a stone" may be a gem, and a letter after an article is no unit ("a g"). After an article a
    // unit before a noun names a kind of thing ("a yard brush", "a pint glass"), not an amount.
    if (article && (m[2]!.length < 3 || name === 'stone' || !AMOUNT_ENDS.test(text.slice(m.index! + m[0].length)))) continue;
    const value = WORD_AMOUNTS.get(m[1]!.toLowerCase()) ?? (/^half/i.test(m[1]!) ? 0.5 : /three/i.test(m[1]!) ? 0.75 : /quarter/i.test(m[1]!) ? 0.25 : article ? 1 : Number(m[1]!.replace(/,/g, '')));
    if (!Number.isFinite(value)) continue;
    out.push({ written: m[0], dimension: size[0], size: size[1], amount: value * size[1] });
  }
  return out;
}

/** Figures joined by "x" or "by" before one unit of length, which measures each: "60 x 45 cm". */
const DIMENSIONS = /(?<![\p{L}\d.,£$€])(\d+(?:\.\d+)?)(\s*(?:x|by|×)\s*)(\d+(?:\.\d+)?)(?:(\s*(?:x|by|×)\s*)(\d+(?:\.\d+)?))?\s?(mm|cm|millimetres?|millimeters?|centimetres?|centimeters?|metres?|meters?|inches|ft|feet)\b/giu;

/** A count of an imperial unit, in figures or in words ("7", "seven"). */
const IMPERIAL_COUNT = `(\\d+|${[...NUMBER_WORDS.keys()].filter((word) => /^[a-z]+$/.test(word) && NUMBER_WORDS.get(word)! < 100).join('|')})`;
/**
 * A weight or a length in two imperial units: "1 lb 8 oz", "10 st 4 lb", "5 ft 9 in", "6 foot 2
 * inches", and the unit to write it in: pounds, whose sixteenths are exact decimals ("1.5 lb", as
 * "1½ lb" reads), or else the smaller unit ("144 lb", "69 inches").
 */
const TWO_UNITS: readonly (readonly [RegExp, number, string])[] = [
  [new RegExp(`(?<![\\d.,£$€])${IMPERIAL_COUNT}\\s?(?:lbs?|pounds?)\\s+(?:and\\s+)?${IMPERIAL_COUNT}\\s?(?:oz|ounces?)\\b`, 'gi'), 16, 'lb'],
  [new RegExp(`(?<![\\d.,£$€])${IMPERIAL_COUNT}\\s?(?:st|stone)\\s+(?:and\\s+)?${IMPERIAL_COUNT}\\s?(?:lbs?|pounds?)\\b`, 'gi'), 14, 'lb'],
  [new RegExp(`(?<![\\d.,£$€])${IMPERIAL_COUNT}\\s?(?:ft|feet|foot)\\s+(?:and\\s+)?${IMPERIAL_COUNT}\\s?(?:in|inch|inches)\\b`, 'gi'), 12, 'inches'],
];
/** A whole number written in figures or as a number word ("7", "seven"); undefined otherwise. */
export const amountOf = (written: string): number | undefined => (/^\d+$/.test(written) ? Number(written) : NUMBER_WORDS.get(written.toLowerCase()));
/** One of a unit and a half: "a foot and a half", "an inch and a half". */
const AND_A_HALF = /\b(?:a|an|one)\s+(foot|inch|mile|yard|pound|ounce|stone|metre|meter|litre|liter|gallon|pint|kilo|tonne|ton)\s+and\s+a\s+half\b/gi;
const PLURAL_UNITS: ReadonlyMap<string, string> = new Map([['foot', 'feet'], ['inch', 'inches'], ['stone', 'stone']]);

/**
 * A text with each amount in two imperial units written in one ("1 lb 8 oz" = "1.5 lb", "5 ft 6 in"
 * = "66 inches"), and "a foot and a half" as "1.5 feet": the conversions then read one amount.
 */
function oneUnitEach(text: string): string {
  if (!/(?:lb|pound|st|stone|ft|feet|foot)s?\s+(?:and\s+)?\S+?\s?(?:oz|ounce|lb|pound|in\b|inch)|and a half/i.test(text)) return text;
  let out = text;
  for (const [pattern, parts, unit] of TWO_UNITS) {
    out = out.replace(pattern, (whole, larger: string, smaller: string) => {
      const amount = unit === 'lb' && parts === 16 ? (amountOf(larger) ?? Number.NaN) + (amountOf(smaller) ?? Number.NaN) / parts : (amountOf(larger) ?? Number.NaN) * parts + (amountOf(smaller) ?? Number.NaN);
      return Number.isFinite(amount) ? `${amount} ${unit}` : whole;
    });
  }
  return out.replace(AND_A_HALF, (_whole, unit: string) => `1.5 ${PLURAL_UNITS.get(unit.toLowerCase()) ?? `${unit}s`}`);
}

/** A text with the one unit after figures joined by "x" or "by" written after each: "60 x 45 cm" = "60 cm x 45 cm". */
function eachMeasured(text: string): string {
  if (!/\d\s*(?:x|by|×)\s*\d/i.test(text)) return text;
  return text.replace(DIMENSIONS, (_whole, first: string, joint: string, second: string, secondJoint: string | undefined, third: string | undefined, unit: string) =>
    third === undefined ? `${first} ${unit}${joint}${second} ${unit}` : `${first} ${unit}${joint}${second} ${unit}${secondJoint}${third} ${unit}`);
}

/** Whether two quantities are one amount of one dimension. */
const sameAmount = (a: Quantity, b: Quantity) => a.dimension === b.dimension && Math.abs(a.amount - b.amount) <= 1e-9 * Math.max(a.amount, b.amount);

/**
 * `text` with each metric quantity that `other` gives in a smaller unit written as `other` writes it.
 *
 * @example
 * sameQuantitiesAs('Lot 2B, 1.5 km past the church', 'Lot 2B, 1,500 metres past the church');
 * // 'Lot 2B, 1,500 metres past the church'
 */
export function sameQuantitiesAs(text: string, other: string): string {
  [text, other] = [eachMeasured(oneUnitEach(text)), eachMeasured(oneUnitEach(other))];
  text = sameTemperaturesAs(sameShorthandAs(text, other), other);
  // A quantity or a share without a figure ("a gallon", "a quarter off") meets only a figure of the other text.
  if (!/\d|\bhalf\b|\bquarters?\b/i.test(text) && !/\d/.test(other)) return text;
  // "15m" is metres where the other text names metres, whatever its number ("fifteen metres").
  if (/\bmet(?:re|er)s?\b/i.test(other) && !/\bmet(?:re|er)s?\b/i.test(text)) text = text.replace(METRE_LETTER, (_whole, amount: string) => `${amount} metres`);
  if (!/\d|\bhalf\b|\bquarters?\b/i.test(other)) return text;
  const out = samePercentAs(samePoundsAs(text, other), other);
  // The other text's "500 m" is metres where this text gives a length ("half a kilometre").
  const theirs = quantities(other, quantities(text).some((q) => q.dimension === 'length'));
  if (theirs.length === 0) return out;
  return sameUnitsAs(out, theirs);
}

/**
 * Short ways of writing a figure, read where the other text writes the same figure in full: "5k" is
 * "5000m" when the other text gives 5000 metres (a race or a test on a rowing machine), ".5 ml" is
 * "0.5 ml", and "6in" or '6"' is "6 inch" (an inch glued to its number is no preposition); each is
 * written as the other text writes it. So is a figure's possessive without its apostrophe ("hut 9s door"),
 * and a figure's "s" that the other text gives as seconds ("28s" / "28 seconds").
 *
 * @example
 * sameShorthandAs('5k time trial', '5000m time trial'); // '5000m time trial'
 */
function sameShorthandAs(text: string, other: string): string {
  if (!/\dk\b|(?<![\d.,])\.\d|\din\b|\d"|\ds\b/i.test(text)) return text;
  const plain = (written: string) => Number(written.replace(/,/g, ''));
  let out = text.replace(/(?<![\p{L}\d£$€.,])(\d+(?:\.\d+)?)k\b/giu, (whole, amount: string) => {
    const metres = [...other.matchAll(new RegExp(String.raw`(?<![\d.,])(${AMOUNT})\s?(?:m|metres|meters)(?![\p{L}\d])`, 'gu'))].find((m) => plain(m[1]!) === Number(amount) * 1000);
    return metres === undefined ? whole : metres[0];
  });
  out = out.replace(/(?<![\d.,\p{L}])\.(\d+)/gu, (whole, decimals: string) => (new RegExp(String.raw`(?<![\d.])0\.${decimals}(?!\d)`).test(other) ? `0.${decimals}` : whole));
  // A possessive without its apostrophe: "hut 9s door" / "hut 9's door".
  // Or seconds, where the other text gives the same figure in seconds: "shot time 28s" / "28 seconds".
  out = out.replace(/(?<![\d.,£$€])(\d+)s\b/g, (whole, amount: string) =>
    new RegExp(String.raw`(?<![\d.,])${amount}['’]s\b`).test(other) ? `${amount}'s` : new RegExp(String.raw`(?<![\d.,])${amount}\s?(?:seconds?|secs?)\b`, 'i').exec(other)?.[0] ?? whole,
  );
  // An inch glued to its number: "6in", '10"'; the other text's "6 inch", "6-inch", "6in" or '6"'.
  // Against another figure in inches a double prime is inches too ('16"' / "18 inches").
  const inches = (amount: string) => new RegExp(String.raw`(?<![\d.,])${amount.replace('.', '\\.')}(?:(?:\s|-)?inch(?:es)?\b|in\b|")`);
  const inchWords = /\binch(?:es)?\b/i.test(other) && !/\binch(?:es)?\b/i.test(text);
  return out.replace(/(?<![\d.,])(\d+(?:\.\d+)?)(?:in\b|"(?=([\s,.;:)]|$)?))/g, (whole, amount: string, closed: string | undefined) =>
    inches(amount).exec(other)?.[0] ?? (inchWords && whole.endsWith('"') && closed !== undefined ? `${amount} inches` : whole));
}

/**
 * An amount in pounds written as a word where the other text writes the same amount with the sign:
 * "Pay 1250 pounds" / "Pay £1,250", "a 250-pound deposit" / "a £250 deposit", "3 quid" / "£3" ("pounds" alone may weigh, so only against the signed amount).
 */
function samePoundsAs(text: string, other: string): string {
  if (!other.includes('£') || !/\d[\s-]?(?:pounds?|quid)\b/i.test(text)) return text;
  const amount = (written: string) => Number(written.replace(/,/g, ''));
  const signed = new Set([...other.matchAll(new RegExp(String.raw`£\s?(${AMOUNT})`, 'g'))].map((m) => amount(m[1]!)));
  return text.replace(new RegExp(String.raw`(${AMOUNT})[\s-]?(?:pounds?|quid)\b(?!\s+(?:of|per\s+square)\b)`, 'gi'), (whole, written: string) => (signed.has(amount(written)) ? `£${written}` : whole));
}

/** Shares written as fractions, with their percentages. */
const FRACTION_SHARES: readonly (readonly [RegExp, number])[] = [
  [/\b(?:a|one)[\s-]quarter\b/gi, 25],
  [/\bthree[\s-]quarters\b/gi, 75],
  [/\b(?:a|one)[\s-]third\b/gi, 33],
  [/\b(?:a|one)[\s-]fifth\b/gi, 20],
  [/\b(?:a|one)[\s-]tenth\b/gi, 10],
  [/(?<!-)\bhalf\b(?!\s+(?:past|an?\s+hour|[a-z]+\s+hour)\b|\s+(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\d))/gi, 50],
];

/**
 * A share written as a fraction where the other text gives it as a percentage: "a quarter off" /
 * "25% off", "half of the total" / "50% of the total" (not a clock's "half past" or "quarter to").
 * A third meets 33%, as a price list rounds it.
 */
function samePercentAs(text: string, other: string): string {
  if (!other.includes('%') || !/\b(?:quarter|quarters|third|fifth|tenth|half)\b/i.test(text)) return text;
  const given = new Set([...other.matchAll(/(\d+(?:\.\d+)?)\s?%/g)].map((m) => Math.round(Number(m[1]!))));
  let out = text;
  for (const [fraction, percent] of FRACTION_SHARES) {
    if (!given.has(percent) || new RegExp(`(?<![\\d.])${percent}\\s?%`).test(text)) continue;
    // A quarter or a half of a clock or a calendar is no share ("quarter past", "quarter to", "second half of May").
    out = out.replace(fraction, (whole, offset: number, all: string) => (/^\s+(?:past|to|of\s+an\s+hour|hour|day|year|term)\b/i.test(all.slice(offset + whole.length)) ? whole : `${percent}%`));
  }
  return out;
}

/** `text` with each quantity that one of `theirs` gives as the same amount in a smaller unit of its system written as `theirs` writes it. */
function sameUnitsAs(text: string, theirs: readonly Quantity[]): string {
  let out = text;
  // A length written "1.2 m" is metres where the other text gives the same length in another unit.
  for (const mine of quantities(text, theirs.some((q) => q.dimension === 'length'))) {
    const match = theirs.find((q) => q.size < mine.size && sameAmount(q, mine));
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
  const found: { readonly kind: 'number'; readonly expected: string; readonly actual: string }[] = [...scaleChanges(text, other)];
  const theirs = quantities(other);
  if (theirs.length === 0) return found;
  for (const mine of quantities(text)) {
    const value = mine.amount / mine.size;
    if (theirs.some((q) => sameAmount(q, mine))) continue;
    const moved = theirs.find((q) => q.dimension === mine.dimension && q.size !== mine.size && q.amount / q.size === value);
    if (moved !== undefined) found.push({ kind: 'number', expected: mine.written, actual: moved.written });
  }
  return found;
}

/** A temperature with its scale: "25°C", "77 °F", "38 degrees C", "180 degrees Celsius". */
const TEMPERATURE_READING = /(?<![\d.,])(-?\d+(?:\.\d+)?)\s?(?:°\s?|degrees?\s+)(c|f|celsius|fahrenheit|centigrade)\b/gi;

interface Temperature {
  readonly written: string;
  readonly value: number;
  readonly celsius: boolean;
}

function temperatures(text: string): Temperature[] {
  if (!/°|degree/i.test(text)) return [];
  return [...text.matchAll(TEMPERATURE_READING)].map((m) => ({ written: m[0], value: Number(m[1]), celsius: !/^f/i.test(m[2]!) }));
}

/** The same temperature on the other scale. */
const converted = (value: number, celsius: boolean): number => (celsius ? (value * 9) / 5 + 32 : ((value - 32) * 5) / 9);
/** How far a conversion may be rounded: 14 °C is 57.2 °F, written "57°F"; 100 °F is 37.8 °C, written "38°C". */
const ROUNDING = 0.6;
const sameTemperature = (a: Temperature, b: Temperature): boolean =>
  a.celsius === b.celsius ? a.value === b.value : Math.abs(converted(a.value, a.celsius) - b.value) <= ROUNDING;

/**
 * `text` with each temperature in Fahrenheit that `other` gives in Celsius written as `other` writes
 * it: "It's 77°F" / "It's 25°C", "Set the tub to 100 degrees F" / "... to 38 degrees C".
 */
function sameTemperaturesAs(text: string, other: string): string {
  const theirs = temperatures(other);
  if (theirs.length === 0 || !/°|degree/i.test(text)) return text;
  return text.replace(TEMPERATURE_READING, (whole, value: string, scale: string) => {
    // One way only, Fahrenheit into Celsius, as each text is spelled against the other.
    const mine = { written: whole, value: Number(value), celsius: !/^f/i.test(scale) };
    return mine.celsius ? whole : (theirs.find((reading) => reading.celsius && sameTemperature(mine, reading))?.written ?? whole);
  });
}

/** A temperature whose figure the other text gives on the other scale, a different temperature: "40°C" / "40°F". */
function scaleChanges(text: string, other: string): { readonly kind: 'number'; readonly expected: string; readonly actual: string }[] {
  const theirs = temperatures(other);
  if (theirs.length === 0) return [];
  return temperatures(text).flatMap((mine) => {
    if (theirs.some((reading) => sameTemperature(mine, reading))) return [];
    const moved = theirs.find((reading) => reading.celsius !== mine.celsius && reading.value === mine.value);
    return moved === undefined ? [] : [{ kind: 'number' as const, expected: mine.written, actual: moved.written }];
  });
}
